import { useSyncExternalStore } from 'react';

/**
 * One clock for every tile: it ticks every few seconds, and a tile re-renders only when its own
 * minutes (or ageing) change, so 150 tiles do not repaint on each tick.
 */
const TICK_MS = 5_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Whole minutes since `iso`, kept current. */
export function useMinutesSince(iso: string): number {
  return useSyncExternalStore(subscribe, () => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)));
}

export type Age = 'fresh' | 'warn' | 'late';

/** A ticket's colour: amber from `warn` minutes, red from `late` (the kitchen_*_minutes settings). */
export function ageOf(minutes: number, warn: number, late: number): Age {
  if (minutes >= late) return 'late';
  if (minutes >= warn) return 'warn';
  return 'fresh';
}
