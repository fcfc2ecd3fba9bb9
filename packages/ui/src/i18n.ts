import { registerStrings } from '@cashier/web-core/i18n';
import en from './locales/en/ui.json';

/*
 * The shared components' strings, in their own i18next namespace (`ui`), so a component speaks the
 * same in every app that uses it and no app's files hold its words. English is bundled with the
 * components; Arabic comes with the rest of a language (loadLocale in web-core).
 */

/** The namespace: `useTranslation(UI_NS)` in a component of this package. */
export const UI_NS = 'ui';

/** The namespace's English strings, for an app's i18next types (`resources.ui`). */
export type UiStrings = typeof en;

registerStrings({
  namespace: UI_NS,
  shell: { ui: en },
  files: {
    en: {},
    ar: import.meta.glob<Record<string, unknown>>('./locales/ar/*.json', { import: 'default' }),
  },
});
