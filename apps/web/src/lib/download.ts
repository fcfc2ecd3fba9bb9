import type { RouteInput, RouteKey } from '@cashier/contracts';
import { ApiRequestError, isApiErrorBody, withQuery } from '@cashier/web-core/api-client';
import { currentLocale } from './i18n';

/** The GET routes of the route map (the ones that can answer a file). */
type GetRoute = Extract<RouteKey, `GET ${string}`>;
type QueryOf<K extends GetRoute> = RouteInput<K> extends { query?: infer Q } ? Q : never;

/**
 * Fetches a GET route's CSV (`?format=csv`) with the session cookie, as the JSON calls do, and
 * hands it to the browser as a file named `filename`. A failure is an {@link ApiRequestError},
 * the same as a JSON call's (the server answers errors as JSON whatever was asked).
 * @example await downloadCsv('GET /v1/reports/daily', { from, to }, `daily-${from}-${to}.csv`)
 */
export async function downloadCsv<K extends GetRoute>(
  route: K,
  query: QueryOf<K>,
  filename: string,
): Promise<void> {
  const path = withQuery(route.slice(4), { ...(query as Record<string, string | number>), format: 'csv' });
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { Accept: 'text/csv', 'Accept-Language': currentLocale() },
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => undefined);
    if (isApiErrorBody(json)) {
      const { code, message, fields } = json.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', '');
  }
  saveFile(await response.blob(), filename);
}

/** Saves a blob as a download: a link to it, clicked once, then let go. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
