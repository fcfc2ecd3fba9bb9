/**
 * The translations, one JSON file per area so screens can grow without editing a shared file.
 * Each file holds its own top-level sections; `locales.test.ts` checks that no two files claim
 * the same section and that Arabic has every English key.
 */
import enApp from './en/app.json';
import enAuth from './en/auth.json';
import enCatalog from './en/catalog.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enUsers from './en/users.json';
import arApp from './ar/app.json';
import arAuth from './ar/auth.json';
import arCatalog from './ar/catalog.json';
import arDashboard from './ar/dashboard.json';
import arErrors from './ar/errors.json';
import arUsers from './ar/users.json';

export const enFiles = {
  app: enApp,
  auth: enAuth,
  catalog: enCatalog,
  dashboard: enDashboard,
  errors: enErrors,
  users: enUsers,
};
export const arFiles = {
  app: arApp,
  auth: arAuth,
  catalog: arCatalog,
  dashboard: arDashboard,
  errors: arErrors,
  users: arUsers,
};

export const en = { ...enApp, ...enAuth, ...enCatalog, ...enDashboard, ...enErrors, ...enUsers };
export const ar = { ...arApp, ...arAuth, ...arCatalog, ...arDashboard, ...arErrors, ...arUsers };
