import { PERMISSIONS } from '@cashier/contracts';
import fc from 'fast-check';
import type { Engine } from '../../config.ts';
import { newToken, tokenHash } from '../../modules/auth/index.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- a session row for each role, made without signing in
import { insertSession } from '../../modules/auth/repository.ts';
import type { TestContext } from '../harness.ts';
import { isWrite, operations, type OpenApiDocument, type Operation } from './operations.ts';
import {
  breaker,
  breakRequest,
  describeRequest,
  toInject,
  validRequest,
  type FuzzRequest,
} from './requests.ts';
import { changedTables, hashTables } from './table-hash.ts';

/** The one documented route left out: GET /v1/events streams for ever and never answers. */
const SKIPPED = new Set(['GET /v1/events']);

export interface FuzzOptions {
  seed: number;
  /** Requests per operation. */
  perOperation: number;
  /** Rounds over all operations, so later routes see what earlier ones created. */
  rounds?: number;
}

export interface Failure {
  op: Operation;
  /** Where the request sits in its operation's sequence, to replay it with fast-check's `path`. */
  index: number;
  request: FuzzRequest;
  status: number;
  /** Business tables a refused write changed (a half-applied write); empty for a 5xx. */
  changed: string[];
  /** What an error asked for in Arabic still said in English. */
  english: string[];
  answer: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  serverErrors: number;
  halfApplied: number;
  /** Error answers asked for in Arabic that said something in English. */
  untranslated: number;
  failures: Failure[];
  /** Answers by operation and status class ("POST /v1/orders/create 2xx"), to see what the run reached. */
  statuses: Map<string, number>;
  /** Milliseconds spent on each operation's requests (checks included), to see where a run's time goes. */
  millis: Map<string, number>;
}

/** Operations are named by method and path; the seed of each comes from its name and the run's seed. */
export const opName = (op: Operation) => `${op.method} ${op.path}`;
export function opSeed(seed: number, op: Operation): number {
  let h = seed | 0;
  for (const c of opName(op)) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return h;
}

/** Every other request asks for Arabic; its error answer must then say nothing in English. */
export const inArabic = (index: number) => index % 2 === 1;
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The messages of an error answer that have no Arabic letter: English left in an Arabic answer. */
export function untranslated(body: string): string[] {
  let error: { message?: unknown; fields?: Record<string, unknown> } | undefined;
  try {
    error = (JSON.parse(body) as { error?: typeof error }).error;
  } catch {
    return [];
  }
  if (!error) return [];
  const texts = [error.message, ...Object.values(error.fields ?? {})];
  return texts.filter((t) => typeof t !== 'string' || !ARABIC_LETTER.test(t)).map(String);
}

/** Valid requests, and the same requests broken. */
export const requestArb = (op: Operation) =>
  fc.tuple(validRequest(op), breaker(op)).map(([r, b]) => breakRequest(op, r, b));

/**
 * The owner's session, kept working whatever the fuzzer does to users and roles: after each
 * successful change it is checked, and when it no longer holds every permission a new one is
 * opened for the first active user with the owner role.
 */
class OwnerSession {
  token = '';
  constructor(private readonly t: TestContext) {}

  async check(): Promise<void> {
    const me = await this.t.app.inject({
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${this.token}` },
    });
    const permissions =
      me.statusCode === 200 ? me.json<{ user: { permissions: string[] } }>().user.permissions : [];
    if (permissions.length === PERMISSIONS.length) return;
    const owner = await this.t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select('users.id')
      .where('roles.system', '=', 1)
      .where('users.active', '=', 1)
      .orderBy('users.id')
      .executeTakeFirstOrThrow();
    this.token = newToken();
    const now = new Date();
    await insertSession(this.t.db, {
      userId: owner.id,
      tokenHash: tokenHash(this.token),
      ip: null,
      userAgent: 'fuzzer',
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
  }
}

/** Sends requests and tells whether they broke a rule: a 5xx, or a refused write that changed data. */
export class Prober {
  private baseline: Map<string, string> | undefined;
  private readonly session: OwnerSession;

  constructor(
    private readonly t: TestContext,
    private readonly engine: Engine,
  ) {
    this.session = new OwnerSession(t);
  }

  start(): Promise<void> {
    return this.session.check();
  }

  /**
   * Sends one request (in Arabic if asked); answers its status, the business tables it changed
   * though refused, and what its error answer said in English though asked for Arabic.
   */
  async send(
    op: Operation,
    r: FuzzRequest,
    arabic = false,
  ): Promise<{ status: number; changed: string[]; english: string[]; answer: string }> {
    const write = isWrite(op.method);
    if (write && !this.baseline) this.baseline = await hashTables(this.t.db, this.engine);
    const request = toInject(op, r, this.session.token);
    if (arabic) request.headers = { ...request.headers, 'accept-language': 'ar' };
    const res = await this.t.app.inject(request);
    let changed: string[] = [];
    if (write && res.statusCode < 400) {
      this.baseline = undefined;
      await this.session.check();
    } else if (write) {
      const after = await hashTables(this.t.db, this.engine);
      changed = changedTables(this.baseline!, after);
      this.baseline = after;
    }
    const english = arabic && res.statusCode >= 400 ? untranslated(res.body) : [];
    return { status: res.statusCode, changed, english, answer: res.body.slice(0, 300) };
  }
}

/**
 * Fuzzes every operation of the app's OpenAPI document: `perOperation` requests each, valid ones
 * and broken ones, sent in rounds over all operations.
 */
export async function fuzz(t: TestContext, engine: Engine, options: FuzzOptions): Promise<FuzzReport> {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  // Within a round, creates and changes before reads; deletes only in the last round. The valid
  // requests aim at small ids, the demo's rows: deleting them early would leave later rounds'
  // orders nothing to sell, and the business rules behind a valid request unreached.
  const rank = (op: Operation) => ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'].indexOf(op.method);
  const ops = operations(doc)
    .filter((op) => !SKIPPED.has(opName(op)))
    .sort((a, b) => rank(a) - rank(b));
  const prober = new Prober(t, engine);
  await prober.start();
  const samples = ops.map((op) =>
    fc.sample(requestArb(op), { seed: opSeed(options.seed, op), numRuns: options.perOperation }),
  );
  const rounds = options.rounds ?? 4;
  const perRound = Math.ceil(options.perOperation / rounds);
  const report: FuzzReport = {
    operations: ops.length,
    requests: 0,
    serverErrors: 0,
    halfApplied: 0,
    untranslated: 0,
    failures: [],
    statuses: new Map(),
    millis: new Map(),
  };
  /** The part of an operation's requests a round sends: a delete's all come in the last round. */
  const share = (op: Operation, round: number): [number, number] => {
    if (op.method === 'DELETE') return round === rounds - 1 ? [0, options.perOperation] : [0, 0];
    return [round * perRound, (round + 1) * perRound];
  };
  for (let round = 0; round < rounds; round++) {
    for (const [i, op] of ops.entries()) {
      const [from, to] = share(op, round);
      for (const [offset, request] of samples[i]!.slice(from, to).entries()) {
        const index = from + offset;
        const sent = performance.now();
        const { status, changed, english, answer } = await prober.send(op, request, inArabic(index));
        report.millis.set(opName(op), (report.millis.get(opName(op)) ?? 0) + performance.now() - sent);
        report.requests++;
        const key = `${opName(op)} ${Math.floor(status / 100)}xx`;
        report.statuses.set(key, (report.statuses.get(key) ?? 0) + 1);
        if (status >= 500) report.serverErrors++;
        if (changed.length) report.halfApplied++;
        if (english.length) report.untranslated++;
        if (status >= 500 || changed.length || english.length) {
          report.failures.push({ op, index, request, status, changed, english, answer });
        }
      }
    }
  }
  return report;
}

/**
 * The smallest request fast-check finds that still fails like `failure` did: it replays the
 * failing request (the same seed and position) and shrinks it, sending each candidate.
 */
export async function shrink(prober: Prober, seed: number, failure: Failure): Promise<string> {
  const { op } = failure;
  const fails = async (r: FuzzRequest) => {
    const { status, changed, english } = await prober.send(op, r, inArabic(failure.index));
    if (failure.changed.length) return changed.length > 0;
    return status >= 500 || (failure.english.length > 0 && english.length > 0);
  };
  const result = await fc.check(
    fc.asyncProperty(requestArb(op), async (r) => !(await fails(r))),
    { seed: opSeed(seed, op), path: String(failure.index), interruptAfterTimeLimit: 20_000 },
  );
  const smallest = result.counterexample?.[0] ?? failure.request;
  const what = failure.changed.length
    ? `refused with ${failure.status} but changed ${failure.changed.join(', ')}`
    : failure.english.length && failure.status < 500
      ? `answered ${failure.status} in English though asked for Arabic: ${failure.english.join(' | ')}`
      : `answered ${failure.status}: ${failure.answer}`;
  return `${describeRequest(op, smallest)}\n  ${what}`;
}
