import { DATE_MAX, DATE_MIN, MAX_INT, MONEY_MAX } from '@cashier/contracts';
import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's converter emits for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** A boolean in OpenAPI 3.0 (the bound itself is excluded), a number in later drafts. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

/** Longest generated text: long enough to reach most limits' neighbourhood, short enough to stay fast. */
const TEXT_MAX = 40;
/** Ids, versions and quantities that exist on a demo database are small; most valid numbers are too. */
const SMALL = 8;

function bounds(s: JsonSchema): { min: number; max: number } {
  let min = s.minimum ?? Number.MIN_SAFE_INTEGER;
  let max = s.maximum ?? Number.MAX_SAFE_INTEGER;
  if (s.exclusiveMinimum === true) min += 1;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

/**
 * The limits of every integer column type and of the contract's own numbers: a value the contract
 * lets through must fit the column it is stored in, on both engines. A 32-bit column holding a
 * money field of up to MONEY_MAX answered 500 on PostgreSQL; these are what find that class.
 */
const COLUMN_EDGES = [
  0,
  1,
  -1,
  MAX_INT,
  MAX_INT + 1,
  -MAX_INT - 1,
  -MAX_INT - 2,
  2 ** 32,
  MONEY_MAX,
  MONEY_MAX + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

function integer(s: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(s);
  const low = Math.max(min, Math.min(0, max));
  const small = fc.integer({ min: low, max: Math.min(max, low + SMALL) });
  // Only the edges the schema allows: a valid request is what reaches a column.
  const edges = [min, max, ...COLUMN_EDGES.filter((n) => n > min && n < max)];
  return fc.oneof(
    { weight: 16, arbitrary: small },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
  );
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) ? date : new Date(at + days * DAY_MS).toISOString().slice(0, 10);
};

/** A real calendar day near today, so "not in the future" rules are met as often as broken. */
const calendarDay = fc
  .integer({ min: -400, max: 1 })
  .map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));

/**
 * Days a date field must answer for, 2xx or 4xx, never 5xx: years the time-zone code cannot read
 * (0000, 0001, 0100, 9999), the contract's bounds and the days either side, and February 29 of
 * years without one (2100 and 1900 are not leap years; 2024 is).
 */
export const EDGE_DATES: readonly string[] = [
  '0000-01-01',
  '0001-01-01',
  '0100-01-01',
  '9999-12-31',
  addDays(DATE_MIN, -1),
  DATE_MIN,
  addDays(DATE_MIN, 1),
  addDays(DATE_MAX, -1),
  DATE_MAX,
  addDays(DATE_MAX, 1),
  '2023-02-29',
  '2100-02-29',
  '1900-02-29',
  '2024-02-29',
];

/** A date field's value: mostly near today, often an edge. */
const dateValue = fc.oneof(
  { weight: 3, arbitrary: calendarDay },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_DATES) },
);

/**
 * Dates for the `count` date fields of one request (a report's `from` and `to`), now and then all
 * within a few days of one another in order, so a range around an edge is valid as a range and
 * its dates reach the code that reads them.
 */
export function datesTogether(count: number): fc.Arbitrary<string[]> {
  const spread = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: count - 1, maxLength: count - 1 });
  return fc.tuple(dateValue, spread).map(([first, steps]) => {
    let at = 0;
    return [first, ...steps.map((step) => addDays(first, (at += step)))];
  });
}

export const isDate = (s: JsonSchema) =>
  s.format === 'date' || (s.allOf ?? []).some((a) => a.format === 'date');

function string(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? TEXT_MAX, TEXT_MAX));
  const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity);
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'date') return dateValue;
  if (s.format === 'date-time') return dateValue.map((d) => `${d}T12:00:00.000Z`);
  if (s.format === 'email')
    return fc.stringMatching(/^[a-z]{1,8}\.?[a-z0-9]{0,4}@[a-z]{2,8}\.(com|sa|local)$/);
  // Several patterns come as allOf; the text is drawn from the most specific (the longest) and
  // must match them all.
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)]
    .filter((p): p is string => !!p)
    .map((p) => new RegExp(p))
    .sort((a, b) => b.source.length - a.source.length);
  const matches = (v: string) => fits(v) && patterns.every((p) => p.test(v));
  if (patterns[0]) return fc.stringMatching(patterns[0]).filter(matches);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.stringMatching(/^[\u0621-\u064a ]{1,20}$/).filter(fits),
  );
}

function object(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v)]));
  const requiredKeys = (s.required ?? []).filter((k) => k in props);
  // Now and then only the required fields: every optional one is a chance to be refused.
  const required = Object.fromEntries(requiredKeys.map((k) => [k, model[k]!]));
  let known = fc.oneof(fc.record(model, { requiredKeys }), fc.record(required));
  // As for query ranges (requests.ts): a body's date fields now and then close together, in order.
  const dated = Object.keys(props).filter((k) => isDate(props[k]!));
  if (dated.length >= 2) {
    known = fc.tuple(known, fc.option(datesTogether(dated.length), { freq: 2 })).map(([record, dates]) => {
      if (!dates) return record;
      const copy = { ...record };
      for (const [i, k] of dated.entries()) if (k in copy) copy[k] = dates[i];
      return copy;
    });
  }
  if (!s.additionalProperties || typeof s.additionalProperties !== 'object') return known;
  const extra = fc.dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), valid(s.additionalProperties), {
    maxKeys: 3,
  });
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

/**
 * Values that satisfy `schema`: what a well-behaved client sends. Small numbers are favoured (ids
 * and versions that exist), bounds and the whole range come up too.
 * @example fc.sample(valid({ type: 'integer', minimum: 1, maximum: 9 }), 3) // e.g. [1, 4, 9]
 */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = nonNull(schema);
  return schema.nullable
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: base })
    : base;
}

function nonNull(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(valid));
  if (s.oneOf) return fc.oneof(...s.oneOf.map(valid));
  if (s.allOf?.[0] && !s.type) return valid(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return object(s);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.max(min, Math.min(s.maxItems ?? min + 2, min + 2));
      return fc.array(valid(s.items ?? {}), { minLength: min, maxLength: max });
    }
    case 'string':
      return string(s);
    case 'integer':
      return integer(s);
    case 'number':
      return fc.oneof(integer(s), fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
