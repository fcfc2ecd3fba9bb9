import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import accepts from 'accepts';

/** The languages the server answers in; English unless the client prefers Arabic. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The supported language a request's `Accept-Language` prefers most, negotiated by `accepts`
 * (q-values, `ar-SA` counts as `ar`, `q=0` refuses, `*` weighs the languages not named). It takes
 * the headers, not Fastify's request: a router error's request (a malformed path) is built
 * without any plugin's decorations, and is answered in the client's language too.
 * @example preferredLocale({ 'accept-language': 'fr;q=0.9, ar-SA;q=0.8, en;q=0.5' }) // 'ar'
 */
export function preferredLocale(headers: IncomingHttpHeaders): Locale {
  return accepts({ headers } as IncomingMessage).language([...LOCALES]) === 'ar' ? 'ar' : 'en';
}
