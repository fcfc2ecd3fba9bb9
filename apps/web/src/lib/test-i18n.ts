import { ar, en } from '@/locales';
import { i18n } from './i18n';
import type { Locale } from '@cashier/web-core/locale';

/**
 * For tests: every string of both languages in the app's i18next, `locale` active, as a screen
 * has them once its areas are loaded.
 */
export async function loadStrings(locale: Locale): Promise<void> {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  i18n.addResourceBundle('ar', 'translation', ar, true, true);
  await i18n.changeLanguage(locale);
}
