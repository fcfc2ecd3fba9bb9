import { invoiceSeller, ZatcaConfig, type SettingKey } from '@cashier/contracts';
import type { TranslationKey } from '@/lib/i18n';

/** One of the two values the QR code carries, as General settings hold it, and what is wrong with it. */
export interface SellerValue {
  value: string;
  /** Why the QR code cannot carry it; null when it can. */
  problem: TranslationKey | null;
}

/**
 * The seller the ZATCA QR code would carry, read from the General settings (where it is entered
 * once), each value checked by the contract's ZatcaConfig exactly as the server checks it before
 * the plugin turns on.
 * @example zatcaSellerCheck({ restaurant_name: 'Bayt Al Grill', vat_number: '310122393500003' }).ready // true
 */
export function zatcaSellerCheck(settings: Partial<Record<SettingKey, string>>): {
  sellerName: SellerValue;
  vatNumber: SellerValue;
  ready: boolean;
} {
  const seller = invoiceSeller((k) => settings[k]);
  const parsed = ZatcaConfig.safeParse(seller);
  const failed = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  const problem = (field: keyof ZatcaConfig, invalid: TranslationKey): TranslationKey | null =>
    !failed.has(field) ? null : seller[field] ? invalid : 'plugins.zatca.missing';
  return {
    sellerName: { value: seller.sellerName, problem: problem('sellerName', 'plugins.zatca.sellerNameBytes') },
    vatNumber: { value: seller.vatNumber, problem: problem('vatNumber', 'plugins.zatca.vatNumberInvalid') },
    ready: parsed.success,
  };
}
