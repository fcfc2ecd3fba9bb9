/**
 * The ready chime, made with Web Audio (no sound file to ship). Browsers keep audio off until a
 * person taps the page, hence the screen's "Enable sound".
 */
let context: AudioContext | null = null;

export function soundEnabled(): boolean {
  return context?.state === 'running';
}

/** Turns the sound on; call from a tap. True when the browser let it. */
export async function enableSound(): Promise<boolean> {
  context ??= new AudioContext();
  await context.resume();
  if (context.state === 'running') chime();
  return context.state === 'running';
}

/** Two soft bell notes, a fifth apart. */
export function chime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1318.5].entries()) {
    const at = start + i * 0.22;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 1.2);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 1.25);
  }
}
