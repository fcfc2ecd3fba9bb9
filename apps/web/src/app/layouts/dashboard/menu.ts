import {
  IconArmchair,
  IconChartBar,
  IconCashRegister,
  IconDeviceDesktop,
  IconLayoutDashboard,
  IconLifebuoy,
  IconReceipt2,
  IconSettings,
  IconToolsKitchen2,
  IconUsers,
  IconUserShield,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import type { TranslationKey } from '@/lib/i18n';

export interface MenuEntry {
  label: TranslationKey;
  icon?: Icon;
  /** A leaf's target (English form; localised when rendered). */
  to?: string;
  /** A group's common path prefix: highlighted when no entry matches exactly. */
  base?: string;
  badge?: TranslationKey;
  children?: MenuEntry[];
}

/** The sidebar: every entry, for every role (the server enforces permissions). */
export const MENU: MenuEntry[] = [
  { label: 'nav.dashboard', icon: IconLayoutDashboard, to: '/admin' },
  { label: 'nav.pos', icon: IconCashRegister, to: '/admin/pos' },
  { label: 'nav.onlineOrders', icon: IconWorldWww, to: '/admin/online-orders' },
  {
    label: 'nav.sales',
    icon: IconReceipt2,
    base: '/admin/sales',
    children: [
      { label: 'nav.salesPos', to: '/admin/sales/pos' },
      { label: 'nav.salesDebit', to: '/admin/sales/debit-orders' },
      { label: 'nav.salesOnline', to: '/admin/sales/online-orders' },
    ],
  },
  {
    label: 'nav.tables',
    icon: IconArmchair,
    base: '/admin/tables',
    children: [
      { label: 'nav.tablesList', to: '/admin/tables' },
      { label: 'nav.tablesCreate', to: '/admin/tables/create' },
      { label: 'nav.tablesMenu', to: '/admin/tables/tables-menu' },
    ],
  },
  {
    label: 'nav.customers',
    icon: IconUsers,
    base: '/admin/customers',
    children: [
      { label: 'nav.customersList', to: '/admin/customers' },
      { label: 'nav.subscribers', to: '/admin/customers/subscribers' },
      { label: 'nav.customersCreate', to: '/admin/customers/create' },
    ],
  },
  {
    label: 'nav.screens',
    icon: IconDeviceDesktop,
    base: '/admin/screens',
    badge: 'nav.new',
    children: [
      { label: 'nav.screensPos', to: '/admin/screens/pos' },
      { label: 'nav.screensKitchen', to: '/admin/screens/kitchen' },
      { label: 'nav.screensCustomers', to: '/admin/screens/customers' },
    ],
  },
  {
    label: 'nav.products',
    icon: IconToolsKitchen2,
    children: [
      { label: 'nav.productsList', to: '/admin/products' },
      { label: 'nav.categories', to: '/admin/categories' },
      { label: 'nav.stations', to: '/admin/stations' },
    ],
  },
  {
    label: 'nav.reports',
    icon: IconChartBar,
    base: '/admin/reports',
    children: [
      { label: 'nav.reportsDaily', to: '/admin/reports/daily' },
      { label: 'nav.reportsExpenses', to: '/admin/reports/expenses-and-sales' },
      { label: 'nav.expenses', to: '/admin/expenses' },
      { label: 'nav.reportsProductSales', to: '/admin/reports/product-sales' },
      { label: 'nav.reportsSalesManager', to: '/admin/reports/sales-manager' },
      { label: 'nav.reportsStaffLogs', to: '/admin/reports/staff-logs' },
      { label: 'nav.reportsCloseDay', to: '/admin/reports/close-day' },
      { label: 'nav.reportsZ', to: '/admin/reports/z-reports' },
      { label: 'nav.reportsShifts', to: '/admin/shifts' },
    ],
  },
  { label: 'nav.users', icon: IconUserShield, to: '/admin/users' },
  {
    label: 'nav.settings',
    icon: IconSettings,
    base: '/admin/settings',
    children: [
      { label: 'nav.settingsGeneral', to: '/admin/settings/general' },
      { label: 'nav.settingsPlugins', to: '/admin/settings/plugins' },
      { label: 'nav.settingsPrinters', to: '/admin/settings/printers' },
      { label: 'nav.settingsRoles', to: '/admin/settings/roles' },
      {
        label: 'nav.frontEnd',
        base: '/admin/settings/front-end',
        children: [
          { label: 'nav.frontEndHome', to: '/admin/settings/front-end/home' },
          { label: 'nav.frontEndPages', to: '/admin/settings/front-end/pages' },
          { label: 'nav.frontEndSliders', to: '/admin/settings/front-end/sliders' },
        ],
      },
    ],
  },
  { label: 'nav.support', icon: IconLifebuoy, to: '/admin/support' },
];

function* paths(entries: MenuEntry[]): Generator<string> {
  for (const entry of entries) {
    if (entry.to) yield entry.to;
    if (entry.base) yield entry.base;
    if (entry.children) yield* paths(entry.children);
  }
}

/**
 * The menu path to highlight for a pathname (English form): the exact entry, or else the longest
 * entry or group path that contains it (its parent).
 * @example activeMenuPath('/admin/categories/edit/3') // '/admin/categories'
 */
export function activeMenuPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const candidate of paths(MENU)) {
    if (candidate === path) return candidate;
    if (path.startsWith(`${candidate}/`) && candidate.length > (best?.length ?? 0)) best = candidate;
  }
  return best;
}

/** Whether an entry is, or holds, the active path (groups open around it). */
export function holdsActive(entry: MenuEntry, active: string | null): boolean {
  if (!active) return false;
  if (entry.to === active || entry.base === active) return true;
  return entry.children?.some((child) => holdsActive(child, active)) ?? false;
}

/** A screen the command palette can open: a menu leaf with the groups above it. */
export interface MenuScreen {
  to: string;
  label: TranslationKey;
  groups: TranslationKey[];
  icon?: Icon;
}

/**
 * Every leaf of the menu, each with its group labels and the nearest icon.
 * @example menuScreens().find((s) => s.to === '/admin/categories')?.groups // ['nav.products']
 */
export function menuScreens(
  entries: MenuEntry[] = MENU,
  groups: TranslationKey[] = [],
  icon?: Icon,
): MenuScreen[] {
  return entries.flatMap((entry) => {
    const own = entry.icon ?? icon;
    if (entry.children) return menuScreens(entry.children, [...groups, entry.label], own);
    return entry.to ? [{ to: entry.to, label: entry.label, groups, icon: own }] : [];
  });
}
