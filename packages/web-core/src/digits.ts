/**
 * Digits typed on an Arabic keyboard, Arabic-Indic (٠–٩) or Eastern Arabic-Indic as Persian and
 * Urdu keyboards type them (۰–۹), as ASCII digits; every other character is left as it is.
 * @example asciiDigits('٤٨٢٦') // '4826'
 */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * A PIN as typed, in any of the three digit sets, as the ASCII digits the server checks: anything
 * else is dropped, and at most `max` digits are kept.
 * @example pinDigits('٤٨ ٢٦') // '4826'
 */
export function pinDigits(text: string, max = 6): string {
  return asciiDigits(text).replace(/\D/g, '').slice(0, max);
}
