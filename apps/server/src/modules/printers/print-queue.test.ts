import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { printingDone } from '../../test/print-jobs.ts';
import { decodeEscPos, TestPrinter, textOf, type EscPosOp } from '../../test/test-printer.ts';

type Headers = Record<string, string>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Short timeouts, so a printer that never reads fails its job in a test's time. */
const env = { PRINT_CONNECT_TIMEOUT_MS: '500', PRINT_WRITE_TIMEOUT_MS: '800' };

describe.each(engines())('the print queue on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  const printers: TestPrinter[] = [];
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true, env });
    owner = bearer(await t.login());
  });
  afterEach(async () => {
    await Promise.all(printers.splice(0).map((p) => p.close()));
  });
  afterAll(() => t.close());

  let n = 0;
  /** A test printer on this machine and the network printer row that points at it. */
  async function printer(mode: 'raster' | 'text' = 'raster', paperWidth = 80) {
    const fake = await TestPrinter.start();
    printers.push(fake);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/printers/create',
      headers: owner,
      payload: {
        name: `P${++n}`,
        kind: 'receipt',
        connection: 'network',
        host: '127.0.0.1',
        port: fake.port,
        paperWidth,
        mode,
      },
    });
    expect(res.statusCode).toBe(200);
    return { fake, id: res.json().printer.id as number };
  }
  const testPage = (id: number) =>
    t.app.inject({ method: 'POST', url: `/v1/printers/test/${id}`, headers: owner });
  const jobsOf = async (id: number) =>
    (await t.app.inject({ url: `/v1/printers/jobs/${id}`, headers: owner })).json().jobs as {
      id: number;
      status: string;
      attempts: number;
      lastError: string | null;
      copy: boolean;
    }[];
  const health = async (id: number) => {
    const { printers: all } = (await t.app.inject({ url: '/v1/printers', headers: owner })).json<{
      printers: { id: number; health: Record<string, unknown> }[];
    }>();
    return all.find((p) => p.id === id)?.health;
  };
  const until = async (check: () => Promise<boolean>, ms = 8000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(50);
    }
  };
  const ops = (bytes: Buffer, op: EscPosOp['op']) => decodeEscPos(bytes).filter((o) => o.op === op);

  it('prints a test page: Arabic and all as one picture the paper’s width, then a cut', async () => {
    const { fake, id } = await printer('raster', 58);
    const res = await testPage(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ kind: 'test', status: 'queued', printerId: id });
    const [bytes] = await fake.waitForJobs(1);
    // One picture, which the encoder may send in bands.
    const rasters = ops(bytes!, 'raster');
    expect(rasters.length).toBeGreaterThan(0);
    expect(rasters.every((r) => r.op === 'raster' && r.width === 384)).toBe(true);
    expect(ops(bytes!, 'cut')).toHaveLength(1);
    expect(ops(bytes!, 'pulse')).toHaveLength(0);
    await until(async () => (await jobsOf(id))[0]?.status === 'printed');
    expect(await health(id)).toMatchObject({ online: true, queued: 0, lastError: null });
    expect(fake.connections).toBe(1);
  });

  it('a text-mode printer prints Latin as its own text and Arabic as a picture', async () => {
    const { fake, id } = await printer('text');
    await testPage(id);
    const [bytes] = await fake.waitForJobs(1);
    expect(textOf(decodeEscPos(bytes!))).toContain('Cashier test page');
    expect(ops(bytes!, 'raster').every((r) => r.op === 'raster' && r.width === 576)).toBe(true);
    expect(ops(bytes!, 'raster').length).toBeGreaterThan(0);
  });

  it('a printer down, then up: the job waits, retries, and prints exactly once', async () => {
    const { fake, id } = await printer();
    await fake.setMode('down');
    await testPage(id);
    await until(async () => {
      const [job] = await jobsOf(id);
      return job !== undefined && job.attempts >= 2 && job.status === 'queued';
    });
    const [waiting] = await jobsOf(id);
    expect(waiting).toMatchObject({ status: 'queued', copy: false });
    expect(waiting!.lastError).toBe('unreachable');
    expect(await health(id)).toMatchObject({ online: false, queued: 1 });
    await fake.setMode('up');
    await fake.waitForJobs(1, 10_000);
    await until(async () => (await jobsOf(id))[0]?.status === 'printed');
    await printingDone(t.db, [fake]);
    expect(fake.jobs).toHaveLength(1);
    expect(await health(id)).toMatchObject({ online: true, queued: 0 });
  });

  it('a printer that takes the connection and never reads holds up neither another printer nor the till', async () => {
    const stuck = await printer();
    const fine = await printer();
    await stuck.fake.setMode('stuck');
    for (let i = 0; i < 3; i++) await testPage(stuck.id);
    const started = Date.now();
    await testPage(fine.id);
    await fine.fake.waitForJobs(1, 3000);
    expect(Date.now() - started).toBeLessThan(2500);
    const product = await t.productId('Hummus');
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: { type: 'pos', lines: [{ productId: product, quantity: 1 }] },
    });
    expect(order.statusCode).toBe(200);
    expect(stuck.fake.connections).toBeLessThanOrEqual(1);
  });

  it('a job left mid-send by a stopped server is sent again, marked COPY', async () => {
    const { fake, id } = await printer('text');
    const long = new Date(Date.now() - 60_000).toISOString();
    const document = JSON.stringify({ dir: 'ltr', blocks: [{ type: 'text', text: 'Receipt 42' }] });
    await t.db
      .insertInto('printJobs')
      .values({
        printerId: id,
        orderId: null,
        kind: 'receipt',
        status: 'sending',
        attempts: 1,
        lastError: null,
        document,
        nextAt: long,
        claimedAt: long,
        printedAt: null,
        copy: 0,
        late: 0,
        createdAt: long,
        updatedAt: long,
      })
      .execute();
    const [bytes] = await fake.waitForJobs(1, 5000);
    const text = textOf(decodeEscPos(bytes!));
    expect(text).toContain('COPY');
    expect(text).toContain('Receipt 42');
    await until(async () => (await jobsOf(id))[0]?.status === 'printed');
    expect((await jobsOf(id))[0]).toMatchObject({ copy: true });
  });

  it('a failed job is sent to another printer on request; refusals are clear', async () => {
    const broken = await printer();
    const spare = await printer();
    await broken.fake.setMode('down');
    const job = (await testPage(broken.id)).json().job as { id: number };
    const retry = (printerId?: number, headers = owner) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/print-jobs/retry/${job.id}`,
        headers,
        payload: printerId ? { printerId } : {},
      });
    await until(async () => ((await jobsOf(broken.id))[0]?.attempts ?? 0) >= 1);
    // 409 while a try is on the wire; it is taken between tries.
    await until(async () => (await retry(spare.id)).statusCode === 200);
    await spare.fake.waitForJobs(1);
    expect((await jobsOf(spare.id)).map((j) => j.id)).toContain(job.id);
    expect((await retry(999_999)).statusCode).toBe(404);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await retry(undefined, cashier)).statusCode).toBe(403);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('data')
      .where('action', '=', 'print.retry')
      .execute();
    expect(audit.map((a) => JSON.parse(a.data!) as unknown)).toContainEqual({
      from: broken.id,
      to: spare.id,
    });
  });

  it('refuses a test page on a browser printer (422) and on an unknown one (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/printers/create',
      headers: owner,
      payload: { name: 'Browser', kind: 'receipt', connection: 'browser' },
    });
    expect((await testPage(res.json().printer.id)).statusCode).toBe(422);
    expect((await testPage(999_999)).statusCode).toBe(404);
  });

  it('tells staff of a kitchen ticket not printed within 30 seconds, once', async () => {
    const { fake, id } = await printer();
    await fake.setMode('down');
    const old = new Date(Date.now() - 31_000).toISOString();
    const row = await t.db
      .insertInto('printJobs')
      .values({
        printerId: id,
        orderId: null,
        kind: 'kitchen',
        status: 'queued',
        attempts: 0,
        lastError: null,
        document: JSON.stringify({ dir: 'ltr', blocks: [] }),
        nextAt: nowIso(),
        claimedAt: null,
        printedAt: null,
        copy: 0,
        late: 0,
        createdAt: old,
        updatedAt: old,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = () =>
      t.db.selectFrom('events').select('payload').where('topic', '=', 'print.late').execute();
    await until(async () => (await late()).some((e) => JSON.parse(e.payload).id === row.id));
    // The sweep that told staff claimed the job once (the printer is down); a second claim comes
    // from a later sweep, whose look for late jobs has run by then.
    const attempts = async () =>
      (
        await t.db
          .selectFrom('printJobs')
          .select('attempts')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).attempts;
    await until(async () => (await attempts()) >= 2);
    expect((await late()).filter((e) => JSON.parse(e.payload).id === row.id)).toHaveLength(1);
  });
});
