import {
  AUDIT_KIND_WORDS,
  describeAudit,
  type AuditRowLike,
  type AuditTermGroup,
  type LogKind,
} from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@cashier/web-core/settings';
import { i18n, useLocale } from './i18n';
import { intlLocale, type Locale } from '@cashier/web-core/locale';

/*
 * Audit rows in words (the staff logs, an order's audit trail): the contracts' sentences and
 * labels (one source for the web and the server's CSV), with the web's own words for statuses,
 * payment methods and permissions, and money in the restaurant's currency.
 */

/** The web's key for a value's word; a value without one reads as the contracts' word or as recorded. */
const TERM_KEYS: Partial<Record<AuditTermGroup, (value: string) => string>> = {
  orderStatus: (v) => `sales.statuses.${v}`,
  method: (v) => `sales.methods.${v}`,
  permission: (v) => `roles.perm.${v}.name`,
};

export type AuditReader = ReturnType<typeof auditReader>;

/**
 * Words for audit rows in `locale`.
 * @example auditReader(i18n.t, 'en', 'SAR').describe({ action: 'day.close', data: '{"net":52200}' })
 *   // { action: 'Closed the business day (Z report)', details: [{ label: 'Net sales', value: 'SAR 522.00' }] }
 */
export function auditReader(
  t: TFunction,
  locale: Locale,
  currency: string,
  userName?: (id: number) => string | null | undefined,
) {
  const term = (group: AuditTermGroup, value: string) => {
    const key = TERM_KEYS[group]?.(value);
    return key && i18n.exists(key, { lng: locale }) ? String(t(key as never, { lng: locale })) : undefined;
  };
  const ctx = { lang: locale, intl: intlLocale(locale), currency, term, userName };
  return {
    describe: (row: AuditRowLike) => describeAudit(row, ctx),
    kind: (kind: LogKind) => AUDIT_KIND_WORDS[kind][locale],
  };
}

/** {@link auditReader} for the active language and the restaurant's currency. */
export function useAuditReader(userName?: (id: number) => string | null | undefined): AuditReader {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  return auditReader(t, locale, currency, userName);
}
