/**
 * Gathers the query keys that events made stale and refreshes each once per burst: 150 ms after
 * the last event, but no later than a second after the first, so a till busy without pause still
 * sees its lists move. Heavy figures (the dashboard: a query over the day's orders on the server)
 * refresh at most every five seconds, however many orders arrive meanwhile.
 */
export const QUIET_MS = 150;
export const MAX_WAIT_MS = 1_000;
export const HEAVY_EVERY_MS = 5_000;

export interface RefreshBatcher {
  add(keys: readonly (readonly string[])[]): void;
  stop(): void;
}

export function createRefreshBatcher(
  refresh: (key: readonly string[]) => void,
  heavyRoots: readonly (readonly string[])[],
): RefreshBatcher {
  const heavyNames = new Set(heavyRoots.map((k) => k.join('/')));
  const light = new Map<string, readonly string[]>();
  const heavy = new Map<string, readonly string[]>();
  let lightTimer: ReturnType<typeof setTimeout> | undefined;
  let heavyTimer: ReturnType<typeof setTimeout> | undefined;
  let firstAt = 0;
  let heavyAt = -HEAVY_EVERY_MS;

  const run = (keys: Map<string, readonly string[]>) => {
    for (const key of keys.values()) refresh(key);
    keys.clear();
  };
  const flushLight = () => {
    firstAt = 0;
    run(light);
  };
  const flushHeavy = () => {
    heavyTimer = undefined;
    heavyAt = Date.now();
    run(heavy);
  };

  return {
    add(keys) {
      const now = Date.now();
      for (const key of keys) (heavyNames.has(key.join('/')) ? heavy : light).set(key.join('/'), key);
      if (light.size > 0) {
        if (firstAt === 0) firstAt = now;
        clearTimeout(lightTimer);
        lightTimer = setTimeout(flushLight, Math.min(QUIET_MS, Math.max(0, firstAt + MAX_WAIT_MS - now)));
      }
      if (heavy.size > 0 && heavyTimer === undefined)
        heavyTimer = setTimeout(flushHeavy, Math.max(QUIET_MS, heavyAt + HEAVY_EVERY_MS - now));
    },
    stop() {
      clearTimeout(lightTimer);
      clearTimeout(heavyTimer);
    },
  };
}
