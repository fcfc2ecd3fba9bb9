import { ORDER_KIND_LABELS } from '@cashier/contracts';
import i18n, { type ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/*
 * The i18next setup every web entry shares. It knows no strings of its own (but the order kinds,
 * from the contracts): each app or package registers its translation files ({@link registerStrings})
 * in an area of a namespace, the ones its first screen needs bundled, the others fetched on use.
 */

type Strings = Record<string, unknown>;
/** A translation file fetched on first use (a Vite `import.meta.glob` entry). */
export type StringsFile = () => Promise<Strings>;

/** One registration: the areas of a namespace, where their files come from. */
export interface StringsSource {
  /** The i18next namespace the files fill ('translation' for the staff app). */
  namespace: string;
  /** The areas bundled in the first download, in English. */
  shell: Record<string, Strings>;
  /** Every other file by locale and area: English of the other areas, every area of the others. */
  files: Record<Locale, Record<string, StringsFile>>;
}

/**
 * The one word for each order kind and type (`orderKinds.counter`, `orderKinds.pos`…), from the
 * contracts, so the till, sales, kitchen, receipts and reports all say the same.
 */
const orderKinds = (locale: Locale) => ({ orderKinds: ORDER_KIND_LABELS[locale] });
export type OrderKindStrings = { orderKinds: Record<keyof (typeof ORDER_KIND_LABELS)['en'], string> };

/** Every translation key of the default namespace, typed from what the app declares to i18next. */
export type TranslationKey = ParseKeys<'translation'>;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: orderKinds('en') }, ar: { translation: orderKinds('ar') } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ar'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  partialBundledLanguages: true,
});

export { i18n };

/** An area of a namespace, `namespace/area`: what is loaded and in use is counted in these. */
type AreaId = string;
const sources = new Map<
  AreaId,
  { namespace: string; area: string; files: Record<Locale, StringsFile | undefined> }
>();
/** The areas some loaded screen (or a shell) uses. */
const areasInUse = new Set<AreaId>();
/** The languages wanted besides English: the URL's, and Arabic once a bilingual print needs it. */
const localesInUse = new Set<Locale>([DEFAULT_LOCALE]);
const loaded: Record<Locale, Set<AreaId>> = { en: new Set(), ar: new Set() };
const loading = new Map<string, Promise<void>>();

const areaId = (namespace: string, area: string): AreaId => `${namespace}/${area}`;

/**
 * Adds a namespace's files: its shell areas are in use (and in English, loaded) at once; every
 * other area waits for {@link loadAreas}. Call it when the module that owns the files is first
 * imported, before any screen renders.
 */
export function registerStrings({ namespace, shell, files }: StringsSource): void {
  const fileOf = (locale: Locale, area: string) =>
    Object.entries(files[locale]).find(([file]) => file.endsWith(`/${area}.json`))?.[1];
  const areas = new Set([
    ...Object.keys(shell),
    ...Object.values(files).flatMap((byArea) => Object.keys(byArea).map(nameOf)),
  ]);
  for (const area of areas) {
    sources.set(areaId(namespace, area), {
      namespace,
      area,
      files: { en: fileOf('en', area), ar: fileOf('ar', area) },
    });
  }
  for (const [area, strings] of Object.entries(shell)) {
    // Areas hold different top-level sections; the deep merge keeps what is there.
    i18n.addResourceBundle('en', namespace, strings, true, true);
    areasInUse.add(areaId(namespace, area));
    loaded.en.add(areaId(namespace, area));
  }
}

/** `../locales/en/catalog.json` → `catalog`. */
function nameOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

function loadArea(locale: Locale, id: AreaId): Promise<void> {
  if (loaded[locale].has(id)) return Promise.resolve();
  const key = `${locale}:${id}`;
  let promise = loading.get(key);
  if (!promise) {
    const source = sources.get(id);
    const file = source?.files[locale];
    if (!source || !file) return Promise.reject(new Error(`No ${locale} strings for ${id}.`));
    promise = file()
      .then((strings) => {
        i18n.addResourceBundle(locale, source.namespace, strings, true, true);
        loaded[locale].add(id);
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads the strings of a screen's areas (of the default namespace, 'translation'), in English and
 * in every other language in use, before the screen renders (the lazy routes wait for it). An
 * English file that fails fails the screen like its chunk would; another language's failure
 * leaves its English in place (i18next falls back).
 * @example lazy: () => Promise.all([import('./products-page'), loadAreas(['catalog'])])
 */
export function loadAreas(areas: readonly string[], namespace = 'translation'): Promise<void> {
  const ids = areas.map((area) => areaId(namespace, area));
  for (const id of ids) areasInUse.add(id);
  const loads = [...localesInUse].flatMap((locale) =>
    ids.map((id) => {
      const load = loadArea(locale, id);
      return locale === DEFAULT_LOCALE ? load : load.catch(() => undefined);
    }),
  );
  return Promise.all(loads).then(() => undefined);
}

/** Whether a locale's strings are in i18next for every area in use. */
export function isLocaleLoaded(locale: Locale): boolean {
  return [...areasInUse].every((id) => loaded[locale].has(id));
}

/**
 * Fetches a locale's strings for every area in use and adds them to i18next; from then on the
 * areas of the next screens come in that locale too (the `/ar` URLs, bilingual prints).
 */
export function loadLocale(locale: Locale): Promise<void> {
  localesInUse.add(locale);
  return Promise.all([...areasInUse].map((id) => loadArea(locale, id))).then(() => undefined);
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
