/**
 * The translations, one JSON file per area so screens can grow without editing a shared file.
 * Each file holds its own top-level sections; `locales.test.ts` checks that no two files claim
 * the same section and that Arabic has every English key.
 */
import enApp from './en/app.json';
import enAuth from './en/auth.json';
import enCatalog from './en/catalog.json';
import enCustomers from './en/customers.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enKitchen from './en/kitchen.json';
import enLayout from './en/layout.json';
import enPos from './en/pos.json';
import enReports from './en/reports.json';
import enSales from './en/sales.json';
import enScreens from './en/screens.json';
import enSettings from './en/settings.json';
import enShifts from './en/shifts.json';
import enTables from './en/tables.json';
import enUsers from './en/users.json';
import arApp from './ar/app.json';
import arAuth from './ar/auth.json';
import arCatalog from './ar/catalog.json';
import arCustomers from './ar/customers.json';
import arDashboard from './ar/dashboard.json';
import arErrors from './ar/errors.json';
import arKitchen from './ar/kitchen.json';
import arLayout from './ar/layout.json';
import arPos from './ar/pos.json';
import arReports from './ar/reports.json';
import arSales from './ar/sales.json';
import arScreens from './ar/screens.json';
import arSettings from './ar/settings.json';
import arShifts from './ar/shifts.json';
import arTables from './ar/tables.json';
import arUsers from './ar/users.json';

export const enFiles = {
  app: enApp,
  auth: enAuth,
  catalog: enCatalog,
  customers: enCustomers,
  dashboard: enDashboard,
  errors: enErrors,
  kitchen: enKitchen,
  layout: enLayout,
  pos: enPos,
  reports: enReports,
  sales: enSales,
  screens: enScreens,
  settings: enSettings,
  shifts: enShifts,
  tables: enTables,
  users: enUsers,
};
export const arFiles = {
  app: arApp,
  auth: arAuth,
  catalog: arCatalog,
  customers: arCustomers,
  dashboard: arDashboard,
  errors: arErrors,
  kitchen: arKitchen,
  layout: arLayout,
  pos: arPos,
  reports: arReports,
  sales: arSales,
  screens: arScreens,
  settings: arSettings,
  shifts: arShifts,
  tables: arTables,
  users: arUsers,
};

export const en = {
  ...enApp,
  ...enAuth,
  ...enCatalog,
  ...enCustomers,
  ...enDashboard,
  ...enErrors,
  ...enKitchen,
  ...enLayout,
  ...enPos,
  ...enReports,
  ...enSales,
  ...enScreens,
  ...enSettings,
  ...enShifts,
  ...enTables,
  ...enUsers,
};
export const ar = {
  ...arApp,
  ...arAuth,
  ...arCatalog,
  ...arCustomers,
  ...arDashboard,
  ...arErrors,
  ...arKitchen,
  ...arLayout,
  ...arPos,
  ...arReports,
  ...arSales,
  ...arScreens,
  ...arSettings,
  ...arShifts,
  ...arTables,
  ...arUsers,
};
