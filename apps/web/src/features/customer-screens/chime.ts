import { enableSound as startAudio, playTones } from '@/lib/sound';

export { soundOn as soundEnabled } from '@/lib/sound';

/** Turns the sound on from a tap, and chimes so the staff hear it works. True when the browser let it. */
export async function enableSound(): Promise<boolean> {
  const on = await startAudio();
  if (on) chime();
  return on;
}

/** The ready chime: two soft bell notes, a fifth apart. */
export function chime(): void {
  playTones([880, 1318.5], 1.2, 0.22);
}
