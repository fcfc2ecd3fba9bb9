import { test } from '@playwright/test';
import { CONTROL_PORT } from '../playwright.config.ts';

/** Asks e2e/server.mjs to put the database back as the global setup left it, and restart the server. */
export async function resetServer(what: 'reset' | 'snapshot' = 'reset'): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/${what}`, { method: 'POST' });
  if (!res.ok) throw new Error(`the e2e ${what} answered ${res.status}: ${await res.text()}`);
}

/**
 * Called at the top of every spec: its tests begin from the restaurant as the global setup left
 * it, whatever ran before, so the spec passes alone and in any order.
 */
export function startsFresh(): void {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await resetServer();
  });
}
