import type { DisplayInput, DisplaySlide, DisplayState } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SiteService } from '../site/service.ts';
import * as repo from './repository.ts';

type DisplayData = z.output<typeof DisplayInput>;

/** What a display shows before any till has pushed to its code. */
const blank = (code: string): DisplayState => ({
  code,
  phase: 'idle',
  lines: [],
  subtotal: 0,
  discount: 0,
  serviceCharge: 0,
  tax: 0,
  taxInclusive: true,
  total: 0,
  paid: 0,
  change: 0,
  version: 0,
  updatedAt: null,
});

/** Counter displays: each one's state by its pairing code, pushed by a till, read by the screen. */
export class DisplaysService {
  constructor(
    private readonly store: Store,
    private readonly site: SiteService,
  ) {}

  async get(code: string): Promise<DisplayState> {
    return (await repo.findDisplay(this.store.db, code)) ?? blank(code);
  }

  /**
   * Replaces a display's state and tells the screen through the stream. Not audited: a push mirrors
   * a till's unsaved cart (one per change of it, several a minute), the sale it shows is audited
   * when it is saved, and the row is overwritten by the next push, so an audit row per push would
   * bury the staff logs without recording anything that lasts.
   */
  async push(actor: Actor, code: string, data: DisplayData): Promise<DisplayState> {
    return this.store.write(actor, async (trx, record) => {
      const idle = data.phase === 'idle';
      const state = await repo.saveDisplay(trx, code, {
        phase: data.phase,
        // An idle display shows nothing of the last sale, whatever the till sent with it.
        lines: JSON.stringify(idle ? [] : data.lines),
        subtotal: idle ? 0 : data.subtotal,
        discount: idle ? 0 : data.discount,
        serviceCharge: idle ? 0 : data.serviceCharge,
        tax: idle ? 0 : data.tax,
        taxInclusive: data.taxInclusive ? 1 : 0,
        total: idle ? 0 : data.total,
        paid: data.phase === 'paid' ? data.paid : 0,
        changeDue: data.phase === 'paid' ? data.change : 0,
        updatedBy: actor.userId,
        updatedAt: nowIso(),
      });
      await record({
        action: 'display.update',
        audit: false,
        event: { topic: 'display.updated', payload: state },
      });
      return state;
    });
  }

  /** The website's active slides, which an idle display shows in turn. */
  async slides(): Promise<DisplaySlide[]> {
    const pages = await this.site.list({ kind: 'slider' });
    return pages
      .filter((p) => p.active)
      .map(({ id, titleEn, titleAr, bodyEn, bodyAr, image }) => ({
        id,
        titleEn,
        titleAr,
        bodyEn,
        bodyAr,
        image,
      }));
  }
}
