import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/**
 * `feedback_contact` is where the sign-in page's "Give feedback" leads: read before sign-in, so
 * only an email address or an http(s) page may be saved there (never a script or a data: link).
 */
describe.each(engines())('where feedback goes, on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const save = (value: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values: { feedback_contact: value } },
    });
  const publicValue = async () =>
    (await t.app.inject({ url: '/v1/settings' }))
      .json<{ settings: { key: string; value: string }[] }>()
      .settings.find((s) => s.key === 'feedback_contact')?.value;

  it('starts empty (no recipient is made up) and is readable signed out', async () => {
    expect(await publicValue()).toBe('');
  });

  it('takes an email address, a web page, or nothing', async () => {
    for (const value of [
      'owner@my-cafe.sa',
      'https://my-cafe.sa/feedback?from=pos',
      'http://intranet.local/ideas',
      '',
    ]) {
      const res = await save(value);
      expect(res.statusCode, value).toBe(200);
      expect(await publicValue()).toBe(value);
    }
  });

  it('refuses anything else, saying what it must be', async () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'not an address',
      'ftp://files.example.org',
      'https://',
      'mailto:owner@my-cafe.sa',
      'owner@',
    ]) {
      const res = await save(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error.fields.feedback_contact, value).toMatch(/email address or a web address/);
    }
    expect(await publicValue()).toBe('');
  });
});
