import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { TestPrinter } from '../../test/test-printer.ts';
import { SendError, sendToPrinter } from './send.ts';
import { targetPolicy, type Resolve } from './target.ts';

type Headers = Record<string, string>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every form of a refused host, with the field message it gets. */
const REFUSED_HOSTS: [string, RegExp][] = [
  ['169.254.169.254', /Link-local, metadata/],
  ['169.254.1.20', /Link-local, metadata/],
  ['100.100.100.200', /Link-local, metadata/],
  ['168.63.129.16', /Link-local, metadata/],
  ['0.0.0.0', /Link-local, metadata/],
  ['224.0.0.251', /Link-local, metadata/],
  ['255.255.255.255', /Link-local, metadata/],
  ['metadata.google.internal', /metadata service/],
  ['METADATA.google.internal.', /metadata service/],
  ['metadata', /metadata service/],
  ['2130706433', /four numbers/],
  ['0x7f000001', /four numbers/],
  ['0177.0.0.1', /four numbers/],
  ['127.1', /four numbers/],
  ['127.0.0.01', /four numbers/],
  ['0x7f.0.0.1', /four numbers/],
  ['127.0.0.1.', /four numbers/],
  ['10.0.0.1.5', /four numbers/],
];
/** Every port but the printing ones, 515 (LPD) and 631 (IPP) included: we speak neither. */
const REFUSED_PORTS = [1, 22, 80, 443, 515, 631, 3306, 5432, 6379, 9099, 9110, 65535];
const ALLOWED: [string, number][] = [
  ['127.0.0.1', 9100],
  ['localhost', 9109],
  ['10.0.0.5', 9100],
  ['172.16.4.2', 9101],
  ['192.168.1.50', 9105],
  ['printer.local', 9100],
];

describe.each(engines())('printer targets on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let n = 0;
  beforeAll(async () => {
    // The restaurant's defaults: no ports beyond 9100–9109, no addresses beyond the rule's.
    t = await createTestContext(engine, { settings: { printer_allowed_ports: '' } });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const create = (host: string, port: number, headers = owner) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/printers/create',
      headers,
      payload: { name: `P${++n}`, kind: 'receipt', connection: 'network', host, port },
    });
  const settings = async (values: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/update',
      headers: owner,
      payload: { values },
    });
    return res;
  };

  it('refuses every metadata, link-local, reserved and numeric host form with 422, in both languages', async () => {
    for (const [host, field] of REFUSED_HOSTS) {
      const res = await create(host, 9100);
      expect(res.statusCode, host).toBe(422);
      expect(res.json().error.message).toMatch(/Printers may not point here/);
      expect(res.json().error.fields.host, host).toMatch(field);
    }
    const ar = await create('169.254.169.254', 9100, { ...owner, 'accept-language': 'ar' });
    expect(ar.json().error.message).toMatch(/لا يمكن توجيه الطابعة/);
    const count = await t.db.selectFrom('printers').select('id').execute();
    expect(count).toHaveLength(0);
  });

  it('refuses every port but 9100–9109, and allows loopback and private addresses on those', async () => {
    for (const port of REFUSED_PORTS) {
      const res = await create('127.0.0.1', port);
      expect(res.statusCode, String(port)).toBe(422);
      expect(res.json().error.fields).toEqual({ port: expect.stringMatching(/9100–9109/) });
    }
    for (const [host, port] of ALLOWED) expect((await create(host, port)).statusCode, host).toBe(200);
  });

  it('refuses an update to a refused target, and an owner can allow more in the settings', async () => {
    const { printer } = (await create('192.168.1.60', 9100)).json();
    const move = (host: string, port: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/printers/update/${printer.id}`,
        headers: owner,
        payload: { name: printer.name, kind: 'receipt', connection: 'network', host, port },
      });
    expect((await move('127.0.0.1', 5432)).statusCode).toBe(422);
    expect((await move('169.254.10.20', 9100)).statusCode).toBe(422);
    const bad = await settings({ printer_allowed_ports: '9200-9100', printer_allowed_hosts: 'metadata' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['printer_allowed_ports', 'printer_allowed_hosts']);
    const ok = await settings({
      printer_allowed_ports: '9200-9210, 8000',
      printer_allowed_hosts: '169.254.10.0/24',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await move('127.0.0.1', 9205)).statusCode).toBe(200);
    expect((await move('169.254.10.20', 8000)).statusCode).toBe(200);
    // A range opens no metadata address inside it; only the address itself, listed, would.
    await settings({ printer_allowed_hosts: '169.254.0.0/16' });
    expect((await move('169.254.169.254', 9100)).statusCode).toBe(422);
    expect((await move('169.254.170.2', 9100)).statusCode).toBe(422);
    // Numbers stay refused whatever is allowed: they can always be written as a.b.c.d.
    expect((await move('2130706433', 9100)).statusCode).toBe(422);
    await settings({ printer_allowed_ports: '', printer_allowed_hosts: '' });
  });

  it('checks again when sending: a target refused since it was saved prints nothing, and says only that', async () => {
    const fake = await TestPrinter.start();
    try {
      await settings({ printer_allowed_ports: String(fake.port) });
      const { printer } = (await create('localhost', fake.port)).json();
      await settings({ printer_allowed_ports: '' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/printers/test/${printer.id}`,
        headers: owner,
      });
      expect(res.statusCode).toBe(200);
      let job = res.json().job;
      for (let i = 0; i < 50 && job.lastError === null; i++) {
        await sleep(100);
        job = (await t.app.inject({ url: `/v1/printers/jobs/${printer.id}`, headers: owner })).json().jobs[0];
      }
      expect(job).toMatchObject({ status: 'queued', lastError: 'target-refused' });
      expect(fake.connections).toBe(0);
      // Allowed again, the name resolves to loopback at connect time and the page prints.
      await settings({ printer_allowed_ports: String(fake.port) });
      await t.app.inject({
        method: 'POST',
        url: `/v1/print-jobs/retry/${job.id}`,
        headers: owner,
        payload: {},
      });
      await fake.waitForJobs(1, 5000);
    } finally {
      await fake.close();
      await settings({ printer_allowed_ports: '' });
    }
  });

  it('reports a closed port, a silent one and a refused one alike: "unreachable"', async () => {
    const fake = await TestPrinter.start();
    await fake.setMode('down');
    const closed = await create('127.0.0.1', 9109);
    const policy = targetPolicy({ ports: `${fake.port}` });
    const timeouts = { connectMs: 300, writeMs: 300 };
    const failures = await Promise.all(
      [
        sendToPrinter({ host: '127.0.0.1', port: fake.port, policy }, new Uint8Array([1]), timeouts),
        // 192.0.2.1 (TEST-NET-1) is never routed: the connection times out.
        sendToPrinter({ host: '192.0.2.1', port: 9100, policy }, new Uint8Array([1]), timeouts),
      ].map((p) =>
        p.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    );
    for (const e of failures) {
      expect(e).toBeInstanceOf(SendError);
      expect((e as SendError).message).toBe('unreachable');
      expect((e as SendError).failure).toBe('unreachable');
    }
    expect(closed.statusCode).toBe(200);
  });
});

describe('printer targets at connect time', () => {
  const policy = targetPolicy({});
  const timeouts = { connectMs: 1000, writeMs: 1000 };
  /** A resolver that answers as a rebinding DNS server would: a refused address for any name. */
  const rebound =
    (address: string, family: 4 | 6): Resolve =>
    (_name, options, callback) =>
      options.all
        ? callback(null, [{ address, family }] as LookupAddress[])
        : callback(null, address, family);

  it('refuses a name that resolves to a metadata or link-local address, before connecting', async () => {
    for (const [address, family] of [
      ['169.254.169.254', 4],
      ['fd00:ec2::254', 6],
      ['fe80::1', 6],
      ['::ffff:169.254.169.254', 6],
    ] as const) {
      const sent = sendToPrinter(
        { host: 'printer.example', port: 9100, policy, resolve: rebound(address, family) },
        new Uint8Array([0x1b, 0x40]),
        timeouts,
      );
      await expect(sent, address).rejects.toMatchObject({ failure: 'target-refused', started: false });
    }
  });

  it('lets a name that resolves to loopback print (a print bridge on the same machine)', async () => {
    const fake = await TestPrinter.start();
    try {
      const open = targetPolicy({ ports: String(fake.port) });
      await sendToPrinter(
        { host: 'localhost', port: fake.port, policy: open },
        new Uint8Array([0x1b, 0x40, 0x41]),
        timeouts,
      );
      expect((await fake.waitForJobs(1))[0]).toEqual(Buffer.from([0x1b, 0x40, 0x41]));
      // The same print bridge by a name that a rebinding resolver points at the metadata service.
      const sent = sendToPrinter(
        { host: 'localhost', port: fake.port, policy: open, resolve: rebound('169.254.169.254', 4) },
        new Uint8Array([1]),
        timeouts,
      );
      await expect(sent).rejects.toMatchObject({ failure: 'target-refused' });
      expect(fake.connections).toBe(1);
    } finally {
      await fake.close();
    }
  });

  it('refuses what is written before any lookup: ports and numeric forms', async () => {
    for (const [host, port] of [
      ['127.0.0.1', 5432],
      ['2130706433', 9100],
      ['169.254.169.254', 9100],
    ] as const) {
      await expect(
        sendToPrinter({ host, port, policy }, new Uint8Array([1]), timeouts),
        host,
      ).rejects.toMatchObject({ failure: 'target-refused' });
    }
  });
});
