import { SETTING_DEFINITIONS, isFieldMessage } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/**
 * The messages a zod schema gives in place of zod's own: each check's or schema's `error`
 * (zod keeps a message as a function that answers it), found by walking the schema's definition.
 */
function customMessages(schema: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) {
      // A plain object of schemas: an object schema's shape.
      if (Object.getPrototypeOf(node) === Object.prototype) Object.values(node).forEach(walk);
      return;
    }
    if (typeof def.error === 'function') found.push(String((def.error as (issue: object) => unknown)({})));
    Object.values(def).forEach(walk);
  };
  walk(schema);
  return found;
}

/**
 * Every message the API's schemas give instead of zod's own is a key of the contracts' catalogue,
 * which has Arabic for each (by type): a plain English string there would reach an Arabic client
 * as a generic "invalid value". Read from the live route table, so a new route is covered at once.
 */
describe('the messages of the API’s schemas', () => {
  let t: TestContext;
  const schemas: { route: string; schema: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestContext('sqlite');
    const app = await buildApp(t.config, {
      db: t.db,
      logger: false,
      onRoute: (r) => {
        for (const [part, schema] of Object.entries(r.schema ?? {})) {
          if (part !== 'response') schemas.push({ route: `${String(r.method)} ${r.url} ${part}`, schema });
        }
      },
    });
    await app.close();
  });
  afterAll(() => t.close());

  it('are keys of the contracts’ catalogue', () => {
    for (const [key, { schema }] of Object.entries(SETTING_DEFINITIONS)) {
      schemas.push({ route: `setting ${key}`, schema });
    }
    const messages = schemas.flatMap(({ route, schema }) =>
      customMessages(schema).map((text) => ({ route, text })),
    );
    // The walk reaches checks, refinements, enums, arrays, pipes and headers.
    const texts = messages.map((m) => m.text);
    for (const key of [
      'pinDigits',
      'between',
      'approvable',
      'addAnItem',
      'customerEmail',
      'idempotencyKey',
    ]) {
      expect(texts).toContain(key);
    }
    expect(messages.filter((m) => !isFieldMessage(m.text)).map((m) => `${m.route}: ${m.text}`)).toEqual([]);
  });
});
