const KEY = 'chunk-reload-at';
const WINDOW_MS = 60_000;

/** Whether an error is a lazily loaded chunk that failed to load (usually after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * Reloads the page to pick up the new build, at most once per 60 seconds.
 * Returns false when a reload already happened within the window.
 */
export function reloadForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < WINDOW_MS) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}
