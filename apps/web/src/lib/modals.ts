import { randomId } from '@mantine/hooks';
import { modals as mantine, type ModalSettings, type OpenConfirmModal } from '@mantine/modals';

/**
 * Mantine's `modals.open…()` for this app. Mantine's ModalsProvider (with the modal machinery:
 * scroll lock, focus trap, transitions) is a chunk of its own, mounted by app/providers.tsx when
 * the first modal is asked for: until it says it is ready, the requests wait here and are made
 * through Mantine's own `modals` API once it is. Each gets its id now, as Mantine's
 * own calls do.
 */
let ready = false;
let waiting: (() => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function whenReady(request: () => void): void {
  if (ready) return request();
  waiting.push(request);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether a modal has been asked for, for `useSyncExternalStore` (the provider mounts then). */
export const modalsWanted = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
};

/** Called by the mounted ModalsProvider: the requests made while it loaded are made now. */
export function modalsReady(): void {
  ready = true;
  const requests = waiting;
  waiting = [];
  for (const request of requests) request();
}

export const modals = {
  open(settings: ModalSettings): string {
    const modalId = settings.modalId ?? randomId();
    whenReady(() => mantine.open({ ...settings, modalId }));
    return modalId;
  },
  openConfirmModal(settings: OpenConfirmModal): string {
    const modalId = settings.modalId ?? randomId();
    whenReady(() => mantine.openConfirmModal({ ...settings, modalId }));
    return modalId;
  },
};
