import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The command palette (Mantine Spotlight, its search and results) is its own chunk: it is fetched
 * on the first Ctrl/⌘+K or click on the top bar's search, not with every screen's first paint.
 */
const load = () => import('./command-palette');
const CommandPalette = lazy(() => load().then((m) => ({ default: m.CommandPalette })));

let mounted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the palette, loading it first when needed. */
export const palette = {
  open(): void {
    if (!mounted) {
      mounted = true;
      for (const listener of listeners) listener();
    }
    void load().then((m) => m.palette.open());
  },
};

/** Where the palette mounts once wanted; until then it only listens for Ctrl/⌘+K (as Spotlight does, in inputs too). */
export function CommandPaletteSlot() {
  const wanted = useSyncExternalStore(subscribe, () => mounted);
  useHotkeys(wanted ? [] : [['mod + K', () => palette.open()]], []);
  return wanted ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}
