import type { DisplayInput, DisplaySlide, DisplayState } from '@cashier/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import type { SiteService } from '../site/index.ts';
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

/** The till pushing: its session (the display's owner) and who is at it, for the record. */
export interface Till {
  session: SessionUser;
  actor: Actor;
}

/** The values of a display that shows nothing. */
const idleValues = (till: Till): repo.DisplayValues => ({
  phase: 'idle',
  lines: '[]',
  subtotal: 0,
  discount: 0,
  serviceCharge: 0,
  tax: 0,
  taxInclusive: 1,
  total: 0,
  paid: 0,
  changeDue: 0,
  updatedBy: till.actor.userId,
  updatedAt: nowIso(),
});

/**
 * Counter displays: each one's state by its pairing code, pushed by a till, read by the screen.
 * A display belongs to the till session that paired with it (its first push): only that session
 * pushes to it while it is live, so another till, or a waiter who read the code, cannot put a sale
 * of theirs on it. A PIN switch or a new sign-in at the till is a new session, which takes the
 * display again once the old one has ended.
 */
export class DisplaysService {
  constructor(
    private readonly store: Store,
    private readonly site: SiteService,
    private readonly config: Pick<Config, 'sessionIdleMs'>,
  ) {}

  private liveness(): repo.Liveness {
    const now = Date.now();
    return { now: nowIso(now), idleBefore: nowIso(now - this.config.sessionIdleMs) };
  }

  async get(code: string): Promise<DisplayState> {
    return (await repo.findDisplay(this.store.db, code)) ?? blank(code);
  }

  /**
   * Replaces a display's state and tells the screen through the stream. Not audited: a push mirrors
   * a till's unsaved cart (one per change of it, several a minute), the sale it shows is audited
   * when it is saved, and the row is overwritten by the next push, so an audit row per push would
   * bury the staff logs without recording anything that lasts.
   */
  async push(till: Till, code: string, data: DisplayData): Promise<DisplayState> {
    const { actor, session } = till;
    return this.store.write(actor, async (trx, record) => {
      const idle = data.phase === 'idle';
      const state = await repo.claimDisplay(trx, code, session.sessionId, this.liveness(), {
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
      if (!state) throw new AppError('FORBIDDEN', 'displays.pairedElsewhere');
      await repo.dropOtherDisplays(trx, session.sessionId, code);
      await record({
        action: 'display.update',
        audit: false,
        event: { topic: 'display.updated', payload: state },
      });
      return state;
    });
  }

  /**
   * Unpairs the till from the display: the display shows nothing and is free for the next till
   * told its code. Only its till may (403 otherwise); a display never pushed to is idle already.
   */
  async release(till: Till, code: string): Promise<DisplayState> {
    return this.store.write(till.actor, async (trx, record) => {
      if (await repo.ownedByOther(trx, code, till.session.sessionId, this.liveness())) {
        throw new AppError('FORBIDDEN', 'displays.pairedElsewhere');
      }
      const state = await repo.releaseDisplay(trx, code, idleValues(till));
      if (!state) return blank(code);
      await record({
        action: 'display.release',
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
