import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  BAD_NUMBERS,
  BAD_PARAMS,
  BAD_SEGMENTS,
  BAD_STRINGS,
  EXTRA_KEYS,
  FILES,
  multipart,
  RAW_BODIES,
  WRONG_TYPES,
} from './bad-input.ts';
import type { Operation, Param } from './operations.ts';
import { datesTogether, isDate, valid, type JsonSchema } from './schema-arbitrary.ts';

/** A request as the fuzzer builds it: plain data, so fast-check can shrink it and print it. */
export interface FuzzRequest {
  method: string;
  /** The path template; `params` fills it. */
  path: string;
  /** Path segments as sent (already URL-encoded). */
  params: Record<string, string>;
  /** Query pairs in order; a name may repeat. */
  query: [string, string][];
  headers: Record<string, string>;
  /** The body as a value (rendered as JSON or multipart, as the operation documents), or raw bytes. */
  body?: { value: unknown } | { raw: string | Buffer; contentType?: string };
  signedOut: boolean;
}

/** How a valid request is broken: plain data, applied by `breakRequest`. */
export type Breaker =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; bad: number }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: number; bad: number }
  | { kind: 'raw'; which: number }
  | { kind: 'query'; at: number; bad: number; repeat: boolean }
  | { kind: 'segment'; at: number; bad: number }
  | { kind: 'header'; at: number; bad: number };

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function paramsArb(params: Param[]): fc.Arbitrary<[string, string][]> {
  const pairs = fc
    .tuple(
      ...params.map((p) =>
        p.required
          ? valid(p.schema).map((v) => [p.name, text(v)] as [string, string])
          : fc.option(
              valid(p.schema).map((v) => [p.name, text(v)] as [string, string]),
              { freq: 2 },
            ),
      ),
    )
    .map((pairs) => pairs.filter((p): p is [string, string] => p !== null));
  // A range (`from`, `to`) is refused unless its ends are close and in order: now and then they are.
  const dated = params.filter((p) => isDate(p.schema)).map((p) => p.name);
  if (dated.length < 2) return pairs;
  return fc
    .tuple(pairs, fc.option(datesTogether(dated.length), { freq: 2 }))
    .map(([list, dates]) =>
      dates
        ? list.map(([k, v]): [string, string] => [k, dated.includes(k) ? dates[dated.indexOf(k)]! : v])
        : list,
    );
}

function bodyArb(op: Operation): fc.Arbitrary<FuzzRequest['body']> {
  if (!op.body) return fc.constant(undefined);
  const schema = op.body.schema;
  if (op.body.contentType.startsWith('multipart/')) {
    // A binary field is a file; the generic converter would make it text.
    const props = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, s]: [string, JsonSchema]) => [
        name,
        s.format === 'binary' ? fc.constantFrom(...FILES) : valid(s),
      ]),
    );
    return fc.record(props, { requiredKeys: schema.required ?? [] }).map((value) => ({ value }));
  }
  return valid(schema).map((value) => ({ value }));
}

/** Valid requests for `op`, as the OpenAPI document describes them; now and then signed out. */
export function validRequest(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    method: fc.constant(op.method),
    path: fc.constant(op.path),
    params: paramsArb(op.pathParams).map((pairs) => Object.fromEntries(pairs)),
    query: paramsArb(op.query),
    headers: paramsArb(op.headers).map((pairs) => Object.fromEntries(pairs)),
    body: bodyArb(op),
    // One in ten signed out: enough to reach the public routes' validation.
    signedOut: fc.nat(9).map((n) => n === 0),
  });
}

/** Ways to break a request of `op`, weighted towards the parts it has. */
export function breaker(op: Operation): fc.Arbitrary<Breaker> {
  const n = fc.nat();
  const options: fc.WeightedArbitrary<Breaker>[] = [
    { weight: 12, arbitrary: fc.constant({ kind: 'none' }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw'), which: n }) },
  ];
  if (op.body) {
    options.push(
      { weight: 8, arbitrary: fc.record({ kind: fc.constant('replace'), at: n, bad: n }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop'), at: n }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra'), at: n, key: n, bad: n }) },
    );
  }
  options.push({
    weight: op.query.length ? 3 : 1,
    arbitrary: fc.record({ kind: fc.constant('query'), at: n, bad: n, repeat: fc.boolean() }),
  });
  if (op.pathParams.length) {
    options.push({ weight: 3, arbitrary: fc.record({ kind: fc.constant('segment'), at: n, bad: n }) });
  }
  if (op.headers.length) {
    options.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant('header'), at: n, bad: n }) });
  }
  return fc.oneof(...options);
}

/** Every node of a JSON value, by its path from the root (the root itself first). */
function nodes(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => nodes(v, [...at, i])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([k, v]) => nodes(v, [...at, k])));
  return here;
}

function get(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | null)?.[k], value);
}

/** A copy of `value` with the node at `path` replaced (or removed, when `next` is `drop`). */
function put(value: unknown, path: (string | number)[], next: unknown, drop = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && drop) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
  } else {
    copy[head] = put(copy[head], rest, next, drop);
  }
  return copy;
}

/** A bad value suited to what stands at a node: hostile text for text, extreme numbers for numbers. */
function badFor(current: unknown, n: number): unknown {
  const pool: readonly unknown[] =
    typeof current === 'string'
      ? [...BAD_STRINGS, ...WRONG_TYPES.slice(0, 3)]
      : typeof current === 'number'
        ? [...BAD_NUMBERS, ...WRONG_TYPES.slice(0, 3), '2147483648']
        : [...WRONG_TYPES, ...BAD_STRINGS.slice(0, 3), ...BAD_NUMBERS.slice(0, 6)];
  return pool[n % pool.length];
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** Applies a breaker to a valid request. */
export function breakRequest(op: Operation, request: FuzzRequest, b: Breaker): FuzzRequest {
  const r: FuzzRequest = { ...request, params: { ...request.params }, headers: { ...request.headers } };
  const value = request.body && 'value' in request.body ? request.body.value : undefined;
  switch (b.kind) {
    case 'none':
      return r;
    case 'raw': {
      const { payload, contentType } = pick(RAW_BODIES, b.which);
      r.body = { raw: payload, ...(contentType ? { contentType } : {}) };
      return r;
    }
    case 'replace': {
      const path = pick(nodes(value), b.at);
      r.body = { value: put(value, path, badFor(get(value, path), b.bad)) };
      return r;
    }
    case 'drop': {
      const paths = nodes(value).slice(1);
      if (paths.length) r.body = { value: put(value, pick(paths, b.at), undefined, true) };
      return r;
    }
    case 'extra': {
      const objects = nodes(value).filter((p) => {
        const v = get(value, p);
        return v !== null && typeof v === 'object' && !Array.isArray(v);
      });
      if (!objects.length) return r;
      const path = pick(objects, b.at);
      const target = { ...(get(value, path) as object) };
      Object.defineProperty(target, pick(EXTRA_KEYS, b.key), {
        value: badFor(undefined, b.bad),
        enumerable: true,
      });
      r.body = { value: put(value, path, target) };
      return r;
    }
    case 'query': {
      const names = op.query.length ? op.query.map((q) => q.name) : ['unknown'];
      const name = pick(names, b.at);
      const bad = pick(BAD_PARAMS, b.bad);
      const others = request.query.filter(([k]) => k !== name || b.repeat);
      r.query = [...others, [name, bad]];
      return r;
    }
    case 'segment': {
      const name = pick(op.pathParams, b.at).name;
      r.params[name] = pick(BAD_SEGMENTS, b.bad);
      return r;
    }
    case 'header': {
      const name = pick(op.headers, b.at).name;
      r.headers[name] = pick(BAD_PARAMS, b.bad);
      return r;
    }
  }
}

/** The request as `app.inject` takes it. */
export function toInject(op: Operation, r: FuzzRequest, token: string): InjectOptions {
  const path = r.path.replace(/\{(\w+)\}/g, (_, name: string) => r.params[name] ?? '');
  const query = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const headers: Record<string, string> = { ...r.headers };
  if (!r.signedOut) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (r.body && 'raw' in r.body) {
    payload = r.body.raw;
    if (r.body.contentType) headers['content-type'] = r.body.contentType;
  } else if (r.body && op.body?.contentType.startsWith('multipart/')) {
    const form = multipart(r.body.value);
    payload = form.payload;
    headers['content-type'] = form.contentType;
  } else if (r.body) {
    payload = JSON.stringify(r.body.value) ?? '';
    headers['content-type'] = 'application/json';
  }
  return {
    method: r.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** The request in a few lines, long text cut short, for a failure report. */
export function describeRequest(op: Operation, r: FuzzRequest): string {
  const shorten = (_key: string, v: unknown) =>
    typeof v === 'string' && v.length > 80
      ? `${v.slice(0, 20)}…(${v.length} chars)`
      : Buffer.isBuffer(v)
        ? `<${v.length} bytes>`
        : v;
  const { url, headers } = toInject(op, r, 'TOKEN');
  let body = '';
  if (r.body && 'raw' in r.body) body = JSON.stringify(shorten('', r.body.raw.toString()));
  else if (r.body && op.body?.contentType.startsWith('multipart/'))
    body = JSON.stringify(shorten('', multipart(r.body.value).payload.toString('latin1')));
  else if (r.body) body = JSON.stringify(r.body.value, shorten);
  if (body) body = `\n  body: ${body}`;
  const shown = Object.fromEntries(
    Object.entries(headers as Record<string, string>).map(([k, v]) => [k, shorten(k, v)]),
  );
  return `${r.method} ${String(shorten('', url))}\n  headers: ${JSON.stringify(shown)}${body}`;
}
