import type { Generated } from 'kysely';

/** The column kinds db/schema.ts declares its tables with. */

/** How a column is stored, coarsely: integer (integer, bigint, serial) or text, on both engines. */
export type ColumnClass = 'integer' | 'text';

/** A column as the migrations create it; `T` is its TypeScript type. */
export interface Column<T> {
  readonly class: ColumnClass;
  readonly nullable: boolean;
  /** Only carries `T` for the derived types; never set. */
  readonly type?: T;
}

export const integer = <T extends number = number>(): Column<T> => ({ class: 'integer', nullable: false });
export const text = <T extends string = string>(): Column<T> => ({ class: 'text', nullable: false });
export const orNull = <T>(column: Column<T>): Column<T | null> => ({ ...column, nullable: true });
/** An integer the database fills in when an insert leaves it out: a serial id, a default. */
export const generated = (): Column<Generated<number>> => ({ class: 'integer', nullable: false });
export const id = generated;
/** Booleans: 0 or 1. */
export const flag = integer;
