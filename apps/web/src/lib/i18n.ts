import { ORDER_KIND_LABELS } from '@cashier/contracts';
import i18n, { type ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { en as English, enFiles as EnglishFiles } from '@/locales';
import enApp from '../locales/en/app.json';
import enAuth from '../locales/en/auth.json';
import enErrors from '../locales/en/errors.json';
import enLayout from '../locales/en/layout.json';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** A translation file: `locales/<locale>/<area>.json`, the strings of one part of the app. */
export type Area = keyof typeof EnglishFiles;

/**
 * The areas the shell reads (the layouts, their menus and palette, the sign-in redirect, the error
 * pages): their English is in the first download. Every other area comes with the screens that use
 * it ({@link loadAreas}, from `app/lazy-pages.ts`), and Arabic only when it is needed
 * ({@link loadLocale}). (The files are read here, not through `@/locales`, whose object spreads
 * keep every file of both languages.)
 */
export const SHELL_AREAS = ['app', 'auth', 'errors', 'layout'] as const satisfies readonly Area[];

type Strings = Record<string, unknown>;
type StringsFile = () => Promise<Strings>;

const lazyFiles: Record<Locale, Record<string, StringsFile>> = {
  en: import.meta.glob<Strings>(['../locales/en/*.json', '!../locales/en/{app,auth,errors,layout}.json'], {
    import: 'default',
  }),
  ar: import.meta.glob<Strings>('../locales/ar/*.json', { import: 'default' }),
};
const en = { ...enApp, ...enAuth, ...enErrors, ...enLayout } as unknown as typeof English;
/**
 * The one word for each order kind and type (`orderKinds.counter`, `orderKinds.pos`…), from the
 * contracts, so the till, sales, kitchen, receipts and reports all say the same.
 */
const orderKinds = (locale: Locale): OrderKindStrings => ({ orderKinds: ORDER_KIND_LABELS[locale] });
type OrderKindStrings = { orderKinds: Record<keyof (typeof ORDER_KIND_LABELS)['en'], string> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Typed from every English file, whichever of them are loaded yet.
    resources: { translation: typeof English & OrderKindStrings };
  }
}

/** Every translation key, typed from the English files. */
export type TranslationKey = ParseKeys<'translation'>;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: { ...en, ...orderKinds('en') } }, ar: { translation: orderKinds('ar') } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ar'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  partialBundledLanguages: true,
});

export { i18n };

/** The areas some loaded screen (or the shell) uses. */
const areasInUse = new Set<Area>(SHELL_AREAS);
/** The languages wanted besides English: the URL's, and Arabic once a bilingual print needs it. */
const localesInUse = new Set<Locale>([DEFAULT_LOCALE]);
const loaded: Record<Locale, Set<Area>> = { en: new Set(SHELL_AREAS), ar: new Set() };
const loading = new Map<string, Promise<void>>();

function loadArea(locale: Locale, area: Area): Promise<void> {
  if (loaded[locale].has(area)) return Promise.resolve();
  const id = `${locale}/${area}`;
  let promise = loading.get(id);
  if (!promise) {
    const file = lazyFiles[locale][`../locales/${locale}/${area}.json`];
    if (!file) return Promise.reject(new Error(`No ${locale} strings for ${area}.`));
    promise = file()
      .then((strings) => {
        // Areas hold different top-level sections; the deep merge keeps what is there.
        i18n.addResourceBundle(locale, 'translation', strings, true, true);
        loaded[locale].add(area);
      })
      .finally(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads the strings of a screen's areas, in English and in every other language in use, before the
 * screen renders (the lazy routes wait for it). An English file that fails fails the screen like
 * its chunk would; another language's failure leaves its English in place (i18next falls back).
 * @example lazy: () => Promise.all([import('./products-page'), loadAreas(['catalog'])])
 */
export function loadAreas(areas: readonly Area[]): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  const loads = [...localesInUse].flatMap((locale) =>
    areas.map((area) => {
      const load = loadArea(locale, area);
      return locale === DEFAULT_LOCALE ? load : load.catch(() => undefined);
    }),
  );
  return Promise.all(loads).then(() => undefined);
}

/** Whether a locale's strings are in i18next for every area in use. */
export function isLocaleLoaded(locale: Locale): boolean {
  return [...areasInUse].every((area) => loaded[locale].has(area));
}

/**
 * Fetches a locale's strings for every area in use and adds them to i18next; from then on the
 * areas of the next screens come in that locale too (the `/ar` URLs, bilingual prints).
 */
export function loadLocale(locale: Locale): Promise<void> {
  localesInUse.add(locale);
  return Promise.all([...areasInUse].map((area) => loadArea(locale, area))).then(() => undefined);
}

/** Loads `locale`'s strings when `needed`; true once they are there (re-renders then). */
export function useLocaleLoaded(locale: Locale, needed = true): boolean {
  const [loaded, setLoaded] = useState(() => isLocaleLoaded(locale));
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadLocale(locale).then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, needed, loaded]);
  return loaded || isLocaleLoaded(locale);
}

/** The active locale. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The active locale, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
