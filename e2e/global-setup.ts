import { request, type FullConfig } from '@playwright/test';
import { OWNER } from './support/index.ts';
import { resetServer } from './support/reset.ts';

/**
 * Before every spec: the restaurant stops asking for an open shift before cash
 * (`cash_needs_shift`, on by default). The journeys that take cash are about other things; the
 * shifts spec switches the rule on for itself. Then the database is kept as every spec starts
 * from it (support/reset.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'cashier' } });
  try {
    const login = await api.post('/v1/auth/login', { data: OWNER });
    if (!login.ok()) throw new Error(`sign-in answered ${login.status()}: ${await login.text()}`);
    const update = await api.put('/v1/settings/update', { data: { values: { cash_needs_shift: 'false' } } });
    if (!update.ok()) throw new Error(`settings answered ${update.status()}: ${await update.text()}`);
  } finally {
    await api.dispose();
  }
  await resetServer('snapshot');
}
