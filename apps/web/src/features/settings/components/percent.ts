export type PercentCheck = { bp: number } | { problem: 'required' | 'invalid' };

/** Arabic-Indic and Persian digits and the Arabic decimal separator, read as ASCII. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,]/g, '.');
}

/**
 * Reads a percentage typed by a person ("15", "15.5", "١٥٫٥", "15.5 %") into basis points by
 * moving the decimal point in the text, never through a float, so 15.5 is exactly 1550 and
 * 0.07 is exactly 7. More than two decimals or a negative value is refused; the range (0–100 %)
 * is the setting's own check.
 * @example percentToBp('15.5') // { bp: 1550 }
 */
export function percentToBp(text: string): PercentCheck {
  const normalized = asciiDigits(text.trim()).replace(/\s*[%\u066a]$/, '');
  if (!normalized) return { problem: 'required' };
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(normalized);
  if (!match) return { problem: 'invalid' };
  const [, whole = '', frac = ''] = match;
  const bp = Number(whole + frac.padEnd(2, '0'));
  return Number.isSafeInteger(bp) ? { bp } : { problem: 'invalid' };
}

/**
 * Basis points as the plain percentage a form field shows, without trailing zeros.
 * @example bpToPercent(1550) // "15.5"
 */
export function bpToPercent(bp: number): string {
  const digits = String(Math.abs(Math.trunc(bp))).padStart(3, '0');
  const whole = String(Number(digits.slice(0, -2)));
  const frac = digits.slice(-2).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}
