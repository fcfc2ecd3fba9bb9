import i18n, { type ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { en as English } from '@/locales';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/**
 * English is in the first download; Arabic (about 14 KiB gzipped) is a chunk of its own, fetched
 * by {@link loadLocale} when an `/ar` URL is opened (the root loader) or a bilingual print needs it.
 * (The files are read here, not through `@/locales`, whose object spreads keep both languages.)
 */
const enFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const arFiles = import.meta.glob<Record<string, unknown>>('../locales/ar/*.json', { import: 'default' });
const en = Object.assign({}, ...Object.values(enFiles)) as typeof English;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Every translation key, typed from en.json. */
export type TranslationKey = ParseKeys<'translation'>;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ar'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  partialBundledLanguages: true,
});

export { i18n };

const loading = new Map<Locale, Promise<void>>();

/** Whether a locale's strings are in i18next already. */
export function isLocaleLoaded(locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, 'translation');
}

/** Fetches a locale's strings once and adds them to i18next (English is always there). */
export function loadLocale(locale: Locale): Promise<void> {
  if (isLocaleLoaded(locale)) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = Promise.all(Object.values(arFiles).map((file) => file())).then((files) => {
      i18n.addResourceBundle(locale, 'translation', Object.assign({}, ...files), true, true);
    });
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
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
