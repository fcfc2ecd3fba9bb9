import type { ModifierGroup, ModifierGroupInput, ProductModifierGroupsInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { missingProducts, productCategory } from '../catalog/read.ts';
import * as repo from './repository.ts';

type GroupData = z.output<typeof ModifierGroupInput>;
type LinkData = z.output<typeof ProductModifierGroupsInput>;

const flag = (b: boolean) => (b ? 1 : 0);
const groupColumns = (data: GroupData) => ({
  nameEn: data.nameEn,
  nameAr: data.nameAr,
  minSelect: data.minSelect,
  maxSelect: data.maxSelect,
});
const unique = (ids: number[]) => [...new Set(ids)];

/** The rules a whole group must keep before anything is written; 422 naming the field. */
function checkGroup(data: GroupData): void {
  if (data.minSelect > data.maxSelect) {
    throw new AppError('RULE_BROKEN', 'modifiers.minOverMax', {
      minSelect: 'field.overMaxSelect',
    });
  }
  const active = data.modifiers.filter((m) => m.active).length;
  if (data.minSelect > active) {
    throw new AppError('RULE_BROKEN', 'modifiers.minOverActive', {
      minSelect: 'field.overActive',
    });
  }
  const seen = new Set<number>();
  data.modifiers.forEach((m, i) => {
    if (m.id === undefined) return;
    if (seen.has(m.id)) {
      throw new AppError('VALIDATION_FAILED', 'modifiers.listedTwice', {
        [`modifiers.${i}.id`]: 'field.listedTwice',
      });
    }
    seen.add(m.id);
  });
}

/**
 * Modifier groups and their options. Every change records an event (`modifier-group.*`, or
 * `product.updated` for a product's links), and the catalogue version changes by trigger, so
 * POS catalogues refresh. Options are deactivated, never deleted: order lines keep a snapshot of
 * what was sold, and an option's id is never reused, so a snapshot never names another option.
 */
export class ModifiersService {
  constructor(private readonly store: Store) {}

  list(): Promise<ModifierGroup[]> {
    return repo.listGroups(this.store.db);
  }

  async create(actor: Actor, data: GroupData): Promise<ModifierGroup> {
    checkGroup(data);
    if (data.modifiers.some((m) => m.id !== undefined)) {
      throw new AppError('RULE_BROKEN', 'modifiers.foreignOption', {
        [`modifiers.${data.modifiers.findIndex((m) => m.id !== undefined)}.id`]: 'field.notInGroup',
      });
    }
    const id = await this.store.write(actor, async (trx, record) => {
      const row = await repo.insertGroup(trx, groupColumns(data));
      await this.saveModifiers(trx, row.id, data);
      if (data.productIds) await this.linkProducts(trx, row.id, data.productIds);
      await record({
        action: 'modifier-group.create',
        entity: 'modifier-group',
        entityId: row.id,
        data,
        event: { topic: 'modifier-group.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.must(id);
  }

  async update(actor: Actor, id: number, data: GroupData): Promise<ModifierGroup> {
    checkGroup(data);
    await this.store.write(actor, async (trx, record) => {
      const r = await repo.updateGroup(trx, id, groupColumns(data));
      if (r.numUpdatedRows === 0n) throw notFound('modifierGroup');
      await this.saveModifiers(trx, id, data);
      if (data.productIds) await this.linkProducts(trx, id, data.productIds);
      await record({
        action: 'modifier-group.update',
        entity: 'modifier-group',
        entityId: id,
        data,
        event: { topic: 'modifier-group.updated', payload: { id } },
      });
    });
    return this.must(id);
  }

  /**
   * Deletes the group with its options and links. Past orders are untouched: their lines hold
   * their own snapshot of each option, and ids are never reused.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const group = await repo.findGroup(trx, id);
      if (!group) throw notFound('modifierGroup');
      await repo.deleteGroup(trx, id);
      await record({
        action: 'modifier-group.delete',
        entity: 'modifier-group',
        entityId: id,
        data: { nameEn: group.nameEn, nameAr: group.nameAr, modifiers: group.modifiers.length },
        event: { topic: 'modifier-group.deleted', payload: { id } },
      });
    });
  }

  /** The groups a product offers, replacing its previous ones. */
  async setProductGroups(actor: Actor, productId: number, data: LinkData): Promise<number[]> {
    const groupIds = unique(data.groupIds);
    return this.store.write(actor, async (trx, record) => {
      const product = await productCategory(trx, productId);
      if (!product) throw notFound('product');
      const missing = await repo.missingGroups(trx, groupIds);
      if (missing.length) {
        throw new AppError('RULE_BROKEN', 'modifiers.noGroup', {
          groupIds: msg('field.noSuchGroups', { ids: missing.join(', ') }),
        });
      }
      await repo.setProductGroups(trx, productId, groupIds);
      await record({
        action: 'product.modifier-groups',
        entity: 'product',
        entityId: productId,
        data: { groupIds },
        event: { topic: 'product.updated', payload: { id: productId, categoryId: product.categoryId } },
      });
      return groupIds;
    });
  }

  /** Writes a group's whole option list: changes those with an id, adds the rest, deactivates the missing. */
  private async saveModifiers(trx: Db, groupId: number, data: GroupData): Promise<void> {
    const mine = new Set(await repo.modifierIdsOf(trx, groupId));
    for (const [i, m] of data.modifiers.entries()) {
      if (m.id !== undefined && !mine.has(m.id)) {
        throw new AppError('RULE_BROKEN', 'modifiers.foreignOption', {
          [`modifiers.${i}.id`]: 'field.notInGroup',
        });
      }
    }
    const kept = new Set<number>();
    for (const m of data.modifiers) {
      const values = { nameEn: m.nameEn, nameAr: m.nameAr, price: m.price, active: flag(m.active) };
      if (m.id === undefined) {
        await repo.insertModifier(trx, { ...values, groupId });
      } else {
        kept.add(m.id);
        await repo.updateModifier(trx, m.id, values);
      }
    }
    await repo.deactivateModifiers(
      trx,
      [...mine].filter((id) => !kept.has(id)),
    );
  }

  private async linkProducts(trx: Db, groupId: number, productIds: number[]): Promise<void> {
    const ids = unique(productIds);
    const missing = await missingProducts(trx, ids);
    if (missing.length) {
      throw new AppError('RULE_BROKEN', 'modifiers.noProduct', {
        productIds: msg('field.noSuchProducts', { ids: missing.slice(0, 10).join(', ') }),
      });
    }
    await repo.setGroupProducts(trx, groupId, ids);
  }

  private async must(id: number): Promise<ModifierGroup> {
    const group = await repo.findGroup(this.store.db, id);
    if (!group) throw notFound('modifierGroup');
    return group;
  }
}
