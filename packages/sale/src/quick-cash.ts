/**
 * Quick-cash amounts for a balance: the exact amount, then the next round notes above it.
 * @example quickCash(2345, 2) // [2345, 2500, 3000, 5000, 10000]
 */
export function quickCash(due: number, exponent: number): number[] {
  const unit = 10 ** exponent;
  const out = new Set<number>([due]);
  for (const note of [5, 10, 20, 50, 100, 200, 500]) {
    const step = note * unit;
    const up = Math.ceil(due / step) * step;
    if (up > due) out.add(up);
    if (out.size >= 5) break;
  }
  return [...out].sort((a, b) => a - b);
}
