import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { router } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { applyDocumentLocale, localeFromPath } from '@cashier/web-core/locale';

const locale = localeFromPath(window.location.pathname);
applyDocumentLocale(locale);
void i18n.changeLanguage(locale);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
