import type { Station, StationInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';

type StationData = z.output<typeof StationInput>;

/** Whether a station exists, for the catalogue checking what a category or product routes to. */
export async function stationExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findStation(db, id)) !== undefined;
}

/** The kitchen's stations. A deleted one stops routing: its categories and products route nowhere. */
export class StationsService {
  constructor(private readonly store: Store) {}

  list(): Promise<Station[]> {
    return repo.listStations(this.store.db);
  }

  async create(actor: Actor, data: StationData): Promise<Station> {
    const id = await this.store.write(actor, async (trx, record) => {
      await this.checkNames(trx, data);
      const now = nowIso();
      const row = await repo.insertStation(trx, {
        ...data,
        active: data.active ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'station.create',
        entity: 'station',
        entityId: row.id,
        data,
        event: { topic: 'station.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.must(id);
  }

  async update(actor: Actor, id: number, data: StationData): Promise<Station> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkNames(trx, data, id);
      const r = await repo.updateStation(trx, id, {
        ...data,
        active: data.active ? 1 : 0,
        updatedAt: nowIso(),
      });
      if (r.numUpdatedRows === 0n) throw notFound('station');
      await record({
        action: 'station.update',
        entity: 'station',
        entityId: id,
        data,
        event: { topic: 'station.updated', payload: { id } },
      });
    });
    return this.must(id);
  }

  /**
   * Deletes a station. Its categories and products route nowhere after it (the foreign keys set
   * them to null); the tickets already sent keep their place on the expo view.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const station = await repo.findStation(trx, id);
      if (!station) throw notFound('station');
      await repo.deleteStation(trx, id);
      await record({
        action: 'station.delete',
        entity: 'station',
        entityId: id,
        data: { nameEn: station.nameEn, nameAr: station.nameAr },
        event: { topic: 'station.deleted', payload: { id } },
      });
    });
  }

  private async checkNames(db: Db, data: StationData, exceptId?: number): Promise<void> {
    const clash = await repo.findNameClash(db, data, exceptId);
    if (!clash) return;
    const field = clash.nameEn === data.nameEn ? 'nameEn' : 'nameAr';
    throw conflict('stations.nameTaken', { [field]: 'field.usedByStation' });
  }

  private async must(id: number): Promise<Station> {
    const s = await repo.findStation(this.store.db, id);
    if (!s) throw notFound('station');
    return s;
  }
}

/** Every station, for printing a ticket's station by name. */
export const allStations = (db: Db): Promise<Station[]> => repo.listStations(db);
