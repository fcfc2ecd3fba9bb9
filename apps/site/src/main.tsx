import { render } from 'preact';
import { Home } from './home';
import { localeFromPath, STRINGS } from './strings';
import './site.css';

// The server already wrote `<html lang dir>` for the URL; this keeps them right in `vite dev`.
const locale = localeFromPath(window.location.pathname);
document.documentElement.lang = locale;
document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

render(<Home locale={locale} strings={STRINGS[locale]} />, root);
