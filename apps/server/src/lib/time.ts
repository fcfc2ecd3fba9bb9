/** Current time as ISO 8601 UTC, the one timestamp format stored on both engines. */
export function nowIso(at: number = Date.now()): string {
  return new Date(at).toISOString();
}
