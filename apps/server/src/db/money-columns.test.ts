import * as contracts from '@cashier/contracts';
import { MONEY_MAX, Money, MoneyTotal } from '@cashier/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Engine } from '../config.ts';
import { engines } from '../test/harness.ts';
import { emptyDatabase } from '../test/empty-database.ts';
import type { Db } from './kysely.ts';

/*
 * Every column that holds money must hold the largest amount the contracts accept (MONEY_MAX, 10^12
 * minor units), or a valid request answers 500 on PostgreSQL, whose `integer` stops at 2^31 − 1.
 * Which columns hold money is read from the contracts, not listed by hand: every field typed with
 * `Money` or `MoneyTotal` names money, and a column of that name (snake case) holds it. So a new
 * table whose money column is `integer` on PostgreSQL fails here without anyone adding it to a list.
 */

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Columns whose name differs from their contract field's (the field → the column). */
const RENAMED: Record<string, string> = { change: 'change_due' };

/**
 * Columns named like a money field that hold something else: kept deliberately small, and each
 * says what it holds instead.
 */
const NOT_MONEY = new Set<string>([
  // `value` is money on an amount discount (orders.discount_value); these two are not:
  'counters.value', // the last number handed out of a sequence (invoices)
  'settings.value', // every setting as text, each checked by its own contract
]);

type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Whether a schema is a money amount: Money, MoneyTotal, or a number bounded by MONEY_MAX. */
function isMoney(s: unknown): boolean {
  if (s === Money || s === MoneyTotal) return true;
  return defOf(s).type === 'number' && (s as z.ZodNumber).maxValue === MONEY_MAX;
}

/** Every field name in the contracts whose value (through optional, default, arrays…) is money. */
function moneyFields(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (s: unknown, name: string | null): void => {
    if (!s || typeof s !== 'object' || !('_zod' in s)) return;
    if (name && isMoney(s)) found.add(name);
    // A schema used by many fields is walked once; its own name is recorded above each time.
    if (seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        for (const [key, value] of Object.entries((s as z.ZodObject).shape)) walk(value, key);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType, name);
      case 'array':
        return walk(def.element, name);
      case 'pipe':
        walk(def.in, name);
        return walk(def.out, name);
      case 'union':
        for (const option of def.options as unknown[]) walk(option, name);
        return;
      case 'intersection':
        walk(def.left, name);
        return walk(def.right, name);
      case 'record':
        return walk(def.valueType, null);
      case 'lazy':
        return walk((def.getter as () => unknown)(), name);
      default:
        return;
    }
  };
  for (const value of Object.values(contracts)) walk(value, null);
  return new Set([...found].map((f) => RENAMED[f] ?? snake(f)));
}

/** The largest integer each column type stores. */
const CAPACITY: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER,
  numeric: Number.MAX_SAFE_INTEGER,
};

interface Column {
  table: string;
  column: string;
  type: string;
}

async function columnsOf(db: Db, engine: Engine): Promise<Column[]> {
  if (engine === 'postgres') {
    const { rows } = await sql<Column>`
      select table_name as "table", column_name as "column", data_type as "type"
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: Column[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${name})`.execute(db);
    // SQLite's INTEGER affinity is a 64-bit integer whatever width the declaration names.
    for (const c of rows) {
      columns.push({ table: name, column: c.name, type: /int/i.test(c.type) ? 'bigint' : c.type });
    }
  }
  return columns;
}

describe('the money fields read from the contracts', () => {
  it('include the amounts of an order, a payment, a display and a shift', () => {
    const fields = moneyFields();
    for (const name of ['total', 'subtotal', 'amount', 'price', 'tax', 'paid', 'change_due']) {
      expect(fields, name).toContain(name);
    }
  });
});

describe.each(engines())('money columns on %s', (engine) => {
  it("hold the contracts' largest amount, in every table", async () => {
    const { db, close } = await emptyDatabase(engine, 'cashier_money');
    try {
      const money = moneyFields();
      const columns = (await columnsOf(db, engine)).filter(
        (c) => money.has(c.column) && !NOT_MONEY.has(`${c.table}.${c.column}`),
      );
      expect(columns.length).toBeGreaterThan(20);
      const small = columns
        .filter((c) => !((CAPACITY[c.type] ?? 0) >= MONEY_MAX))
        .map((c) => `${c.table}.${c.column} (${c.type})`);
      expect(small).toEqual([]);
    } finally {
      await close();
    }
  });
});
