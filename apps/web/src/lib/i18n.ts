import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { ar, en } from '@/locales';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Every translation key, typed from en.json. */
export type TranslationKey = ParseKeys<'translation'>;

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ar'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export { i18n };

/** The active locale. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The active locale, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
