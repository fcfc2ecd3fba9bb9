import type { SearchResponse } from '@cashier/contracts';
import { IconPackage, IconReceipt, IconUser } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale, type TranslationKey } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import { menuScreens } from './menu';

/** One line of the command palette: where it leads and how it reads. */
export interface PaletteItem {
  key: string;
  label: string;
  description?: string | undefined;
  icon: ReactNode;
  to: string;
}

/** The menu's screens whose name, group or path holds `needle` (all of them for an empty one). */
export function useScreenItems(needle: string): PaletteItem[] {
  const { t } = useTranslation();
  const screens = useMemo(
    () =>
      menuScreens().map(({ to: path, label, groups, icon: Icon }) => {
        const description = groups.map((g) => t(g)).join(' › ');
        return {
          key: path,
          label: t(label),
          description: description || undefined,
          icon: Icon ? <Icon size={20} stroke={1.6} /> : null,
          to: path,
          haystack: `${t(label)} ${description} ${path}`.toLocaleLowerCase(),
        };
      }),
    [t],
  );
  const lower = needle.toLocaleLowerCase();
  return needle ? screens.filter((s) => s.haystack.includes(lower)) : screens;
}

/** The products, customers and orders a search found, as palette lines. */
export function useFoundItems(data: SearchResponse | undefined) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const products: PaletteItem[] = (data?.products ?? []).map((p) => ({
    key: `p${p.id}`,
    label: locale === 'ar' && p.nameAr ? p.nameAr : p.name,
    // The other language's name too: staff often know a dish by either.
    description: [locale === 'ar' ? p.name : p.nameAr, p.sku].filter(Boolean).join(' · '),
    icon: <IconPackage size={20} stroke={1.6} />,
    to: `/admin/products/edit/${p.id}`,
  }));
  const customers: PaletteItem[] = (data?.customers ?? []).map((c) => ({
    key: `c${c.id}`,
    label: c.name,
    description: c.phone ?? undefined,
    icon: <IconUser size={20} stroke={1.6} />,
    to: `/admin/customers/edit/${c.id}`,
  }));
  const orders: PaletteItem[] = (data?.orders ?? []).map((o) => ({
    key: `o${o.id}`,
    label: t('palette.order', { number: formatNumber(o.ticketNumber, locale) }),
    description: [
      o.invoiceNumber === null
        ? null
        : t('palette.invoice', { number: formatNumber(o.invoiceNumber, locale) }),
      t(`palette.status.${o.status}` as TranslationKey, { defaultValue: o.status }),
      formatPrice(o.total, currency, locale),
    ]
      .filter(Boolean)
      .join(' · '),
    icon: <IconReceipt size={20} stroke={1.6} />,
    to: `/admin/sales/order/${o.id}`,
  }));
  return { products, customers, orders };
}
