/** The languages the server answers in; English unless the client prefers Arabic. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The supported language an `Accept-Language` header prefers most (RFC 9110: tags by q-value,
 * `ar-SA` counts as `ar`, `q=0` means "not this", `*` means any, so the default).
 * @example preferredLocale('fr;q=0.9, ar-SA;q=0.8, en;q=0.5') // 'ar'
 */
export function preferredLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
      // A weight is 0 to 1 with up to three decimals; a malformed one drops the range.
      const quality = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : NaN;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((r) => r.language && Number.isFinite(r.quality) && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) {
    if (language === '*') return 'en';
    if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  }
  return 'en';
}
