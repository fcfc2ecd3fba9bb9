import { loadAreas as loadAnyAreas, registerStrings, type OrderKindStrings } from '@cashier/web-core/i18n';
// The shared components' strings (namespace `ui`) are known before any screen asks for a language.
import '@cashier/ui/i18n';
import type { UiStrings } from '@cashier/ui/i18n';
import type { en as English, enFiles as EnglishFiles } from '@/locales';
import enApp from '../locales/en/app.json';
import enAuth from '../locales/en/auth.json';
import enErrors from '../locales/en/errors.json';
import enLayout from '../locales/en/layout.json';

/*
 * The staff app's strings, registered with the shared i18next setup (@cashier/web-core/i18n) when
 * this module is first imported. The app imports the i18n functions from here, not from web-core,
 * so no screen can read a string before the app's files are known.
 */

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

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Typed from every English file, whichever of them are loaded yet.
    resources: { translation: typeof English & OrderKindStrings; ui: UiStrings };
  }
}

type Strings = Record<string, unknown>;

registerStrings({
  namespace: 'translation',
  shell: { app: enApp, auth: enAuth, errors: enErrors, layout: enLayout },
  files: {
    en: import.meta.glob<Strings>(['../locales/en/*.json', '!../locales/en/{app,auth,errors,layout}.json'], {
      import: 'default',
    }),
    ar: import.meta.glob<Strings>('../locales/ar/*.json', { import: 'default' }),
  },
});

export {
  currentLocale,
  i18n,
  isLocaleLoaded,
  loadLocale,
  useLocale,
  useLocaleLoaded,
  type TranslationKey,
} from '@cashier/web-core/i18n';

/**
 * Loads the strings of a screen's areas of the staff app, typed by its files.
 * @example lazy: () => Promise.all([import('./products-page'), loadAreas(['catalog'])])
 */
export const loadAreas = (areas: readonly Area[]): Promise<void> => loadAnyAreas(areas);
