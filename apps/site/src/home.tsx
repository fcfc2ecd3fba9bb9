import type { Locale, Strings } from './strings';

/** The placeholder home: the restaurant's welcome, the other language, and the staff's way in. */
export function Home({ locale, strings }: { locale: Locale; strings: Strings }) {
  const other = locale === 'ar' ? '/' : '/ar';
  const staff = locale === 'ar' ? '/ar/admin' : '/admin';
  return (
    <>
      <header className="site-header">
        <a href={other} hrefLang={locale === 'ar' ? 'en' : 'ar'} lang={locale === 'ar' ? 'en' : 'ar'}>
          {strings.otherLanguage}
        </a>
      </header>
      <main className="site-main">
        <h1>{strings.title}</h1>
        <p>{strings.lead}</p>
      </main>
      <footer className="site-footer">
        <a href={staff}>{strings.staff}</a>
      </footer>
    </>
  );
}
