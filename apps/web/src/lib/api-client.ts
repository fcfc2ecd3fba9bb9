import { ApiError, type ErrorCode } from '@cashier/contracts';
import type { z } from 'zod';
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

export interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  /** The contracts schema of the success body; the answer is checked against it. */
  schema: S;
  signal?: AbortSignal;
}

/**
 * Calls the Cashier API on the same origin with the session cookie. Writes carry the CSRF header
 * `X-Requested-With: cashier`. Failures become an {@link ApiRequestError}.
 * @example const { categories } = await apiRequest('/v1/categories', { schema: CategoriesResponse });
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
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

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues, json);
    throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

function toError(response: Response, json: unknown): ApiRequestError {
  const { status } = response;
  const retry = Number(response.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null;
  const parsed = ApiError.safeParse(json);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiRequestError(status, code, message, fields, retryAfter);
  }
  const code: ApiErrorCode = status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  return new ApiRequestError(status, code, `The server answered ${status}.`);
}

/** Server validation messages by field name (`nameEn`, `price`, ...), empty for other failures. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fields : {};
}
