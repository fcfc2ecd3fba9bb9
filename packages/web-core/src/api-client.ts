import {
  CLIENT_ID_HEADER,
  ERROR_CODES,
  type ApiError,
  type ErrorCode,
  type RouteInput,
  type RouteKey,
  type RouteResponse,
  type UploadResponse,
} from '@cashier/contracts';
import { clientId } from './client-id';
import { currentLocale } from './i18n';

/** Codes the server sends, plus two the client produces itself. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

/** A failed API call: the HTTP status (0 when the server was not reached), code, message and field errors. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds from a `Retry-After` header (429), when the server sends one. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A path with a query string of the values that are set (undefined, null, '' and empty lists are
 * left out); a list is sent as its items joined by commas.
 * @example withQuery('/v1/products', { page: 2, q: '', ids: [] }) // '/v1/products?page=2'
 */
export function withQuery(
  path: string,
  values: Record<string, string | number | boolean | readonly number[] | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    if (text !== '') params.set(key, text);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

interface RequestOptions {
  method?: Method;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the Cashier API on the same origin with the session cookie. Writes carry the CSRF header
 * `X-Requested-With: cashier`; every call carries this tab's client id (lib/client-id). Failures become an {@link ApiRequestError}. Private: every call
 * goes through {@link api} (or {@link apiUpload}), whose route map types the path, body and answer.
 *
 * `T` is the contracts type of the success body. The answer is not checked again here: the server
 * serializes every response through the same contracts schema (fastify-type-provider-zod's
 * serializerCompiler) and fails rather than send one that does not match, so the web does not
 * need zod at run time. A success body that is not JSON at all is still a `BAD_RESPONSE`.
 */
async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    [CLIENT_ID_HEADER]: clientId,
  };
  if (method !== 'GET') headers['X-Requested-With'] = 'cashier';
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'NETWORK', 'The server could not be reached.');
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toError(response, json);

  if (typeof json !== 'object' || json === null) {
    console.error(`Unexpected answer from ${method} ${path}`, json);
    throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'The server sent an unexpected answer.');
  }
  return json as T;
}

type QueryValues = Parameters<typeof withQuery>[1];
type CallInput<K extends RouteKey> = RouteInput<K> & { signal?: AbortSignal };
/** The input may be left out when the route needs nothing (no path parameter, no body). */
type CallArgs<K extends RouteKey> =
  object extends RouteInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls one route of the contracts' route map: the method and path come from its key, the types
 * of its parameters, query, body and answer from its schemas, so a wrong path, a missing `:id` or
 * a wrong body fails typecheck.
 * @example const { customer } = await api('PUT /v1/customers/update/:id', { params: { id }, body });
 */
export function api<K extends RouteKey>(route: K, ...[input]: CallArgs<K>): Promise<RouteResponse<K>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as Method;
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryValues;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = route
    .slice(space + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return apiRequest<RouteResponse<K>>(query ? withQuery(path, query) : path, { method, body, signal });
}

/**
 * POST /v1/uploads: a picture as a multipart form. The route map holds JSON routes only, so the
 * one upload route has its own typed call; the browser sets the multipart Content-Type itself.
 */
export function apiUpload(form: FormData, signal?: AbortSignal): Promise<UploadResponse> {
  return apiRequest<UploadResponse>('/v1/uploads', { method: 'POST', body: form, signal });
}

const errorCodes: readonly string[] = ERROR_CODES;

/** Whether a failure body is the API's `{error: {code, message, fields?}}` (the contracts' ApiError). */
export function isApiErrorBody(json: unknown): json is ApiError {
  if (typeof json !== 'object' || json === null || !('error' in json)) return false;
  const { error } = json;
  if (typeof error !== 'object' || error === null) return false;
  if (!('code' in error) || typeof error.code !== 'string' || !errorCodes.includes(error.code)) return false;
  if (!('message' in error) || typeof error.message !== 'string') return false;
  if (!('fields' in error) || error.fields === undefined) return true;
  const { fields } = error;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((value) => typeof value === 'string')
  );
}

function toError(response: Response, json: unknown): ApiRequestError {
  const { status } = response;
  const retry = Number(response.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null;
  if (isApiErrorBody(json)) {
    const { code, message, fields } = json.error;
    return new ApiRequestError(status, code, message, fields, retryAfter);
  }
  const code: ApiErrorCode = status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  return new ApiRequestError(status, code, `The server answered ${status}.`);
}

/** Server validation messages by field name (`nameEn`, `price`, ...), empty for other failures. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fields : {};
}
