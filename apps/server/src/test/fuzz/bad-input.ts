/**
 * What a hostile or broken client sends: the values, bodies and path segments the fuzzer breaks
 * valid requests with.
 */

const MB = 1024 * 1024;

/** Text that must be refused or stored as it is, never crash a query. */
export const BAD_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x\u0001\u0008\u000b\u000c\u001f',
  '\u007f\u0085',
  'tab\there\nnew line\rreturn',
  '\u202Egnp.exe',
  '\u200f\u200e\u2066\u2069',
  '\ufeff',
  'lone \ud800 surrogate',
  '😀'.repeat(300),
  ' ',
  '',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '1e309',
  // Just under the 1 MiB body limit, then over it.
  'a'.repeat(1_000_000),
  'a'.repeat(MB),
];

/** Numbers at and past the limits of a 32-bit column, a double and a sane amount. */
export const BAD_NUMBERS: readonly number[] = [
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -1,
  0,
  -0.5,
  1.5,
  1e-7,
  1e308,
  10 ** 11 + 1,
  10 ** 12,
  10 ** 12 + 1,
];

/** Values of the wrong kind for whatever stood there. */
export const WRONG_TYPES: readonly unknown[] = [null, true, {}, [], [1, 2], { a: 1 }, '1', 'abc', 7];

/** Object keys a client should not get away with adding. */
export const EXTRA_KEYS: readonly string[] = ['extra', '__proto__', 'constructor', 'id', 'x'.repeat(300)];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Files for a valid upload: real pictures, and bytes that only claim to be one. */
export const FILES: readonly Buffer[] = [
  PNG,
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  Buffer.from('GIF89a'),
  Buffer.from('<svg onload="alert(1)"/>'),
  Buffer.alloc(0),
];

const BOUNDARY = 'fuzzboundary';

/**
 * A multipart/form-data body from an object: Buffers become file parts, anything else a text field.
 * Anything but an object (a broken body) becomes one text field named `file`.
 */
export function multipart(fields: unknown): { payload: Buffer; contentType: string } {
  const entries =
    fields && typeof fields === 'object' && !Array.isArray(fields) && !Buffer.isBuffer(fields)
      ? Object.entries(fields)
      : [['file', fields] as const];
  const parts = entries.map(([name, value]) => {
    const head = Buffer.isBuffer(value)
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
    const content = Buffer.isBuffer(value)
      ? value
      : Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    return Buffer.concat([Buffer.from(head), content, Buffer.from('\r\n')]);
  });
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

const part = (name: string, body: string, filename = 'f.png') =>
  `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${body}\r\n`;

type RawBody = { contentType?: string; payload: string | Buffer };
const typed = (contentType: string, payloads: (string | Buffer)[]): RawBody[] =>
  payloads.map((payload) => ({ contentType, payload }));

/** Whole bodies that are not what they claim to be: broken JSON, broken multipart, wrong types. */
export const RAW_BODIES: readonly RawBody[] = [
  ...typed('application/json', [
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":1}}',
    '\u0000',
    '',
    '"text"',
    '123',
    'null',
    '[]',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `{"a":"${'x'.repeat(MB)}"}`,
    Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ]),
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'application/xml', payload: '<a/>' },
  { payload: '{}' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  ...typed('multipart/form-data; boundary=b', [
    '',
    '--b--\r\n',
    part('file', '\x89PNG\r\n\x1a\n'),
    `${part('file', 'abc')}--b--\r\n`,
    `${part('other', 'abc')}--b--\r\n`,
    `--b\r\nContent-Disposition: form-data; name="file"\r\n\r\ntext\r\n--b--\r\n`,
    `${part('file', 'GIF89a')}${part('file', 'GIF89a')}--b--\r\n`,
    `--b\r\nContent-Disposition: garbage\r\n\r\nx\r\n--b--\r\n`,
    `--b\r\n${'X-Long: '.padEnd(100_000, 'x')}\r\n\r\nx\r\n--b--\r\n`,
    `${Array.from({ length: 2000 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--b--\r\n`,
    part('file', 'GIF89a', 'a\u0000b.png'),
  ]),
  { contentType: 'multipart/form-data; boundary=other', payload: `${part('file', 'GIF89a')}--b--\r\n` },
  { contentType: `multipart/form-data; boundary=${'x'.repeat(200)}`, payload: '--x\r\n' },
  { contentType: 'multipart/mixed; boundary=b', payload: `${part('file', 'GIF89a')}--b--\r\n` },
];

/** Path segments (as sent, already encoded) that no id should survive. */
export const BAD_SEGMENTS: readonly string[] = [
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '1' + '0'.repeat(400),
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%20',
  ' 1',
  '%00',
  '1%00',
  '%2F',
  '1%2F2',
  '..%2F..%2F',
  '%E2%80%AE1',
  '%F0%28',
  '%',
  '9'.repeat(5000),
];

/** Query and header values: numbers out of range, text where numbers belong, hostile text. */
export const BAD_PARAMS: readonly string[] = [
  ...BAD_SEGMENTS.filter((s) => !s.includes('%')).slice(0, 12),
  'a\u0000b',
  '\u0001',
  '\u202E',
  'true',
  '',
  'a'.repeat(100_000),
];
