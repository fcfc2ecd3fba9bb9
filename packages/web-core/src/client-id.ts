/**
 * This tab's own random id, sent on every API call (contracts' CLIENT_ID_HEADER) and written by the
 * server on the events a call causes as their `origin`, so the stream's echo of this tab's own
 * change refetches nothing (realtime.ts). Made once per page load and kept only in memory: a tab
 * duplicated by the browser copies its sessionStorage, and two tabs with one id would each skip
 * the other's changes. `getRandomValues` works on plain http too (a till on the LAN), where
 * `randomUUID` does not.
 */
function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const clientId = newClientId();
