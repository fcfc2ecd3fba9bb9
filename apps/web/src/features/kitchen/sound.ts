/**
 * Kitchen alerts made with Web Audio (no sound file): browsers keep audio off until someone taps
 * the page, so the screen asks once with an "Enable sound" button.
 */
let context: AudioContext | null = null;

/** Starts audio; call from a tap. True when sound can play. */
export async function enableSound(): Promise<boolean> {
  try {
    context ??= new AudioContext();
    await context.resume();
    return context.state === 'running';
  } catch {
    return false;
  }
}

export function soundOn(): boolean {
  return context?.state === 'running';
}

/** Two short tones for a new ticket, one lower for a change. */
export function beep(kind: 'new' | 'changed'): void {
  if (!context || context.state !== 'running') return;
  const tones = kind === 'new' ? [880, 1175] : [660];
  let at = context.currentTime;
  for (const frequency of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.16);
    at += 0.18;
  }
}
