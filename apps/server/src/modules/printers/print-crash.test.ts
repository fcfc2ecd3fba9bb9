import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/kysely.ts';
import { engines } from '../../test/harness.ts';
import {
  buildServer,
  processDatabase,
  signIn,
  startServer,
  type ServerProcess,
} from '../../test/server-process.ts';
import { decodeEscPos, TestPrinter, textOf } from '../../test/test-printer.ts';

const ORDERS = 5;
const env = { PRINT_CONNECT_TIMEOUT_MS: '500', PRINT_WRITE_TIMEOUT_MS: '800' };

async function call<T>(server: ServerProcess, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe.each(engines())('the print queue across a kill -9 on %s', (engine) => {
  let build: ReturnType<typeof buildServer>;
  beforeAll(() => {
    build = buildServer();
  });
  afterAll(() => build.remove());

  it('loses no ticket: the queued print after the restart, the one cut mid-send again as COPY', async () => {
    const database = await processDatabase(engine);
    const printer = await TestPrinter.start();
    let server = await startServer(build.main, database, env);
    try {
      const token = await signIn(server);
      // The fake printer's ephemeral port, beyond the default 9100–9109 (printers/target.ts).
      const allow = await fetch(`${server.url}/v1/settings/update`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ values: { printer_allowed_ports: String(printer.port) } }),
      });
      expect(allow.status).toBe(200);
      await call(server, token, '/v1/printers/create', {
        name: 'Kitchen',
        kind: 'kitchen',
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        mode: 'text',
      });
      const products = await fetch(`${server.url}/v1/products?perPage=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { products: list } = (await products.json()) as { products: { id: number; nameEn: string }[] };
      const tawook = list.find((p) => p.nameEn === 'Shish Tawook')!.id;
      // The printer takes the first ticket's connection and never reads: it is mid-send at the kill.
      await printer.setMode('stuck');
      const numbers: number[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const { order } = await call<{ order: { ticketNumber: number }[] }>(
          server,
          token,
          '/v1/orders/create',
          {
            type: 'pos',
            lines: [{ productId: tawook, quantity: 1 }],
          },
        );
        numbers.push(order[0]!.ticketNumber);
      }
      const deadline = Date.now() + 5000;
      while (printer.connections === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(printer.connections).toBe(1);
      server.child.kill('SIGKILL');
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });

      await printer.setMode('up');
      server = await startServer(build.main, database, env);
      const jobs = await printer.waitForJobs(ORDERS, 20_000);
      const texts = jobs.map((b) => textOf(decodeEscPos(b)));
      const printed = numbers.map((n) => texts.filter((t) => t.includes(`#${n} `)));
      // Every ticket printed once; the one on the wire at the kill, maybe twice, and then marked COPY.
      expect(printed.map((p) => p.length)).toEqual(numbers.map(() => 1));
      expect(printed[0]![0]).toMatch(/^\s*COPY$/m);
      for (const p of printed.slice(1)) expect(p[0]).not.toMatch(/COPY/);
      const db = createDb({ engine, databaseUrl: database.url });
      try {
        const rows = () => db.selectFrom('printJobs').select(['status', 'copy']).orderBy('id').execute();
        // The printer has the bytes a moment before the server writes down that it does.
        const until = Date.now() + 5000;
        while ((await rows()).some((r) => r.status !== 'printed') && Date.now() < until)
          await new Promise((r) => setTimeout(r, 50));
        expect((await rows()).map((r) => r.status)).toEqual(numbers.map(() => 'printed'));
        expect((await rows()).map((r) => r.copy)).toEqual([1, 0, 0, 0, 0]);
      } finally {
        await db.destroy();
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await printer.close();
      await database.drop();
    }
  }, 90_000);
});
