import { useCallback, useSyncExternalStore } from 'react';

/** The layout options (sidebar colour and size, width, menu position…), each with its allowed values. */
export const LAYOUT_OPTIONS = {
  sidebarColor: ['dark', 'light', 'brand', 'gradient'],
  sidebarSize: ['default', 'condensed', 'compact'],
  width: ['fluid', 'boxed'],
  menuPosition: ['fixed', 'scrollable'],
  topbarColor: ['light', 'dark'],
} as const;

type Options = typeof LAYOUT_OPTIONS;
export type LayoutSettings = { [K in keyof Options]: Options[K][number] };

/** Spec §3 "Layout state" defaults. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  sidebarColor: 'gradient',
  sidebarSize: 'default',
  width: 'fluid',
  menuPosition: 'fixed',
  topbarColor: 'light',
};

const KEY = 'cashier-layout';

function isOption<K extends keyof Options>(key: K, value: unknown): value is LayoutSettings[K] {
  return (LAYOUT_OPTIONS[key] as readonly unknown[]).includes(value);
}

/**
 * Reads a stored value: anything missing, unknown or unreadable falls back to its default, so an
 * old or hand-edited value never breaks the layout.
 * @example parseLayoutSettings('{"width":"boxed"}') // { ...DEFAULT_LAYOUT, width: 'boxed' }
 */
export function parseLayoutSettings(raw: string | null | undefined): LayoutSettings {
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const result = { ...DEFAULT_LAYOUT };
  for (const key of Object.keys(LAYOUT_OPTIONS) as (keyof Options)[]) {
    const value = source[key];
    if (isOption(key, value)) (result as Record<keyof Options, string>)[key] = value;
  }
  return result;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked (private mode): defaults
  }
}

let snapshot: LayoutSettings = parseLayoutSettings(readStored());
const listeners = new Set<() => void>();

function publish(next: LayoutSettings): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the layout: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) publish(parseLayoutSettings(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers the layout in this browser (localStorage) and re-renders every reader. */
export function saveLayoutSettings(next: LayoutSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // not remembered, still applied
  }
  publish(next);
}

/** The layout settings, read synchronously so the first paint already has them. */
export function useLayoutSettings() {
  const settings = useSyncExternalStore(subscribe, () => snapshot);
  const update = useCallback(
    (patch: Partial<LayoutSettings>) => saveLayoutSettings({ ...snapshot, ...patch }),
    [],
  );
  const reset = useCallback(() => saveLayoutSettings(DEFAULT_LAYOUT), []);
  return { settings, update, reset };
}
