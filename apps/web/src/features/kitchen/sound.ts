import { playTones } from '@/lib/sound';

export { enableSound, soundOn } from '@/lib/sound';

/** Two short tones for a new ticket, one lower for a change. */
export function beep(kind: 'new' | 'changed'): void {
  playTones(kind === 'new' ? [880, 1175] : [660], 0.15, 0.18);
}
