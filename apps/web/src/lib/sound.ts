/**
 * Screen alerts made with Web Audio (no sound file to ship). Browsers keep audio off until someone
 * taps the page, so a screen asks once with an "Enable sound" button; one context serves them all.
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

/** Sine tones one after the other, each `length` seconds and starting `step` seconds apart. */
export function playTones(frequencies: readonly number[], length: number, step: number): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [i, frequency] of frequencies.entries()) {
    const at = start + i * step;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + Math.min(0.02, length / 10));
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + length + 0.01);
  }
}
