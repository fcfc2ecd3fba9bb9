import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '@cashier/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiUpload, isApiErrorBody, withQuery, type ApiRequestError } from './api-client';
import { clientId } from './client-id';

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status, headers }))),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api: answers and failures', () => {
  it('answers the success body as sent', async () => {
    answer(200, JSON.stringify({ categories: [{ id: 1 }], extra: true }));
    await expect(api('GET /v1/categories')).resolves.toEqual({ categories: [{ id: 1 }], extra: true });
  });

  it("turns the API's error body into its status, code, message and fields", async () => {
    answer(
      400,
      JSON.stringify({
        error: { code: 'VALIDATION_FAILED', message: 'Check the form.', fields: { key: 'is required' } },
      }),
      { 'retry-after': '3' },
    );
    const error = await failure(api('POST /v1/users/lockouts/clear', { body: { key: '' } }));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      fields: { key: 'is required' },
      retryAfter: 3,
    });
  });

  it('names a failure by its status when the body is not an API error', async () => {
    answer(404, '<html>not here</html>');
    expect(await failure(api('GET /v1/roles'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    answer(502, JSON.stringify({ error: { code: 'SOMETHING_ELSE', message: 'x' } }));
    expect(await failure(api('GET /v1/categories'))).toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('calls a success that is not a JSON object a bad response', async () => {
    answer(200, '<html>a proxy page</html>');
    expect(await failure(api('GET /v1/categories'))).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('calls an unreachable server a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(api('GET /v1/categories'))).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('sends JSON with the CSRF header on a write, and neither on a read', async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    await api('POST /v1/users/lockouts/clear', { body: { key: 'a' } });
    await api('GET /v1/roles');
    const [write, read] = fetch.mock.calls.map(([, init]) => init.headers as Record<string, string>);
    expect(write).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'cashier' });
    expect(read).not.toHaveProperty('X-Requested-With');
    expect(read).not.toHaveProperty('Content-Type');
  });

  it("sends this tab's client id, the same on every call and one the server takes", async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    await api('POST /v1/users/lockouts/clear', { body: { key: 'a' } });
    await api('GET /v1/roles');
    const ids = fetch.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)[CLIENT_ID_HEADER],
    );
    expect(ids).toEqual([clientId, clientId]);
    expect(clientId).toMatch(CLIENT_ID_PATTERN);
  });
});

describe('apiUpload', () => {
  it('posts the form as it is, so the browser sets the multipart type', async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ upload: { url: '/uploads/a.png' } }))),
    );
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(apiUpload(form)).resolves.toMatchObject({ upload: { url: '/uploads/a.png' } });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect([init?.method, path, init?.body]).toEqual(['POST', '/v1/uploads', form]);
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'cashier' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('isApiErrorBody', () => {
  it('accepts the API error shape, with or without fields', () => {
    expect(isApiErrorBody({ error: { code: 'NOT_FOUND', message: 'No such order.' } })).toBe(true);
    expect(
      isApiErrorBody({ error: { code: 'CONFLICT', message: 'Taken.', fields: { email: 'taken' } } }),
    ).toBe(true);
  });

  it('refuses anything else', () => {
    for (const body of [
      null,
      'error',
      { error: 'NOT_FOUND' },
      { error: { code: 'NOT_A_CODE', message: 'x' } },
      { error: { code: 'NOT_FOUND' } },
      { error: { code: 'NOT_FOUND', message: 'x', fields: { a: 1 } } },
      { error: { code: 'NOT_FOUND', message: 'x', fields: ['a'] } },
    ]) {
      expect(isApiErrorBody(body), JSON.stringify(body)).toBe(false);
    }
  });
});

describe('withQuery', () => {
  it('sends only the values that are set, lists joined by commas, text encoded', () => {
    expect(withQuery('/v1/products', { page: 2, q: '', sort: undefined, category: null, ids: [] })).toBe(
      '/v1/products?page=2',
    );
    expect(withQuery('/v1/customers', { ids: [3, 8], owing: true, q: 'فلافل & co' })).toBe(
      '/v1/customers?ids=3%2C8&owing=true&q=%D9%81%D9%84%D8%A7%D9%81%D9%84+%26+co',
    );
    expect(withQuery('/v1/orders/list', {})).toBe('/v1/orders/list');
  });
});

describe('api', () => {
  it('fills the path from the route key, its parameters and its query', async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ customer: { id: 7 } }))),
    );
    vi.stubGlobal('fetch', fetch);
    const body = { name: 'Huda', phone: null, email: null, address: null };
    await api('PUT /v1/customers/update/:id', { params: { id: 7 }, body });
    await api('GET /v1/customers', { query: { owing: true, ids: [3, 8] } });
    await api('GET /v1/roles');
    expect(fetch.mock.calls.map(([path, init]) => [init.method, path])).toEqual([
      ['PUT', '/v1/customers/update/7'],
      ['GET', '/v1/customers?owing=true&ids=3%2C8'],
      ['GET', '/v1/roles'],
    ]);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toEqual(body);
  });

  it('refuses at typecheck a path, parameter or body the route map does not have', () => {
    // Never called: `npm run typecheck` fails if any of these lines stops being an error.
    const wrong = () => [
      // @ts-expect-error no such route
      api('GET /v1/nothing'),
      // @ts-expect-error the path's :id is missing
      api('DELETE /v1/customers/destroy/:id'),
      // @ts-expect-error a body the route does not take
      api('POST /v1/customers/create', { body: { title: 'x' } }),
      // @ts-expect-error an answer field the route does not have
      api('GET /v1/roles').then((answer) => void answer.customers),
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
