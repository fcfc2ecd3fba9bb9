/** The guest site's languages: English at `/`, Arabic under `/ar` (as in the staff app). */
export type Locale = 'en' | 'ar';

/**
 * The site's few strings, both languages side by side. A handful of words do not justify i18next
 * and its download; when the site grows pages, its strings move to locale files like the staff
 * app's.
 */
export const STRINGS = {
  en: {
    title: 'Welcome',
    lead: 'Our menu and online ordering are coming here soon.',
    otherLanguage: 'العربية',
    staff: 'Staff sign in',
  },
  ar: {
    title: 'أهلاً بكم',
    lead: 'قائمة الطعام والطلب عبر الإنترنت قريباً هنا.',
    otherLanguage: 'English',
    staff: 'دخول الموظفين',
  },
} satisfies Record<Locale, Record<string, string>>;

export type Strings = (typeof STRINGS)['en'];

/** The locale of a pathname: Arabic under `/ar`, English elsewhere. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}
