import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { CartAction } from '@cashier/sale';

/** Keys closer together than this are a barcode scanner typing, not a person. */
const SCAN_GAP_MS = 60;

/** Whether a key press happened in a field that takes text (the scanner and shortcuts leave it alone). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null
  );
}

interface Keyboard {
  /** No dialog is open: the scanner and the shortcuts other than F2 and F4 are on. */
  free: boolean;
  /** The cart line that +, − and Delete change. */
  selected: string | null;
  dispatch: Dispatch<CartAction>;
  focusSearch: () => void;
  pay: () => void;
  help: () => void;
  scan: (code: string) => void;
}

/**
 * A barcode scanner types a product's code fast and ends it with Enter, outside any field: the code
 * goes to `scan`. `fast` says whether the key being handled came too soon after the one before to
 * be a person's, so single-key shortcuts can leave a scanner's keys alone. It listens in the capture
 * phase, so it has seen each key before the shortcuts do.
 */
function useBarcodeScanner(free: boolean, scan: (code: string) => void) {
  const state = useRef({ buffer: '', last: 0, fast: false });
  useEffect(() => {
    if (!free) return;
    function onKey(e: KeyboardEvent) {
      const k = state.current;
      if (inField(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const now = performance.now();
      k.fast = now - k.last < SCAN_GAP_MS;
      if (!k.fast) k.buffer = '';
      k.last = now;
      if (e.key === 'Enter') {
        if (k.buffer.length >= 3) {
          e.preventDefault();
          scan(k.buffer);
        }
        k.buffer = '';
      } else if (e.key.length === 1) {
        k.buffer += e.key;
      }
    }
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [free, scan]);
  return state;
}

/** A single key, as typed with or without Shift (which some layouts need for it). */
const either = (key: string, run: (e: KeyboardEvent) => void): HotkeyItem[] =>
  [key, `shift+${key}`].map((hotkey) => [hotkey, run, { preventDefault: false }]);

/**
 * The till's keyboard: F2 or / to search, F4 or Ctrl+Enter to pay, + and − for the selected line's
 * quantity, Delete to remove it, ? for the list of shortcuts, and the barcode scanner. F2 and F4
 * work everywhere; the others only while no dialog is open and no field has the focus.
 */
export function usePosKeyboard({ free, selected, dispatch, focusSearch, pay, help, scan }: Keyboard) {
  const scanner = useBarcodeScanner(free, scan);
  const hotkeys = useMemo((): HotkeyItem[] => {
    const when =
      (run: (e: KeyboardEvent) => void) =>
      (e: KeyboardEvent): void => {
        if (free && !inField(e.target)) run(e);
      };
    // A person typing: a scanner's keys arrive too fast to be these.
    const typed = (run: (e: KeyboardEvent) => void) =>
      when((e) => {
        if (!scanner.current.fast) run(e);
      });
    const step = (delta: number) =>
      typed(() => {
        if (selected) dispatch({ type: 'quantity', key: selected, delta });
      });
    return [
      ['F2', focusSearch],
      ['F4', pay],
      [
        'ctrl+Enter',
        when((e) => {
          e.preventDefault();
          pay();
        }),
        { preventDefault: false },
      ],
      ...either(
        '/',
        typed((e) => {
          e.preventDefault();
          focusSearch();
        }),
      ),
      ...either('?', typed(help)),
      ...either('[plus]', step(1)),
      ...either('=', step(1)),
      ...either('-', step(-1)),
      [
        'Delete',
        when(() => {
          if (selected) dispatch({ type: 'remove', key: selected });
        }),
        { preventDefault: false },
      ],
    ];
  }, [free, selected, dispatch, focusSearch, pay, help, scanner]);
  // No tags ignored: F2 and F4 work in the search box too, and the others check for fields themselves.
  useHotkeys(hotkeys, [], true);
}
