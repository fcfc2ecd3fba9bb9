import { isFieldMessage, ZatcaConfig, type FieldMessageKey } from '@cashier/contracts';
import { z } from 'zod';
import { asciiDigits } from '@/lib/digits';
import type { TranslationKey } from '@/lib/i18n';
import { formRule } from '@/lib/zod-message';

/** The web's sentence for each ZATCA check the contract names (the server words the same keys). */
const ZATCA_WORDS: Partial<Record<FieldMessageKey, TranslationKey>> = {
  zatcaSellerNameBytes: 'plugins.zatca.sellerNameBytes',
  zatcaVatNumber: 'plugins.zatca.vatNumberInvalid',
};

/**
 * The ZATCA plugin's form: its switch and the two values the QR code carries, checked by the
 * contract's ZatcaConfig exactly as the server checks them. The contract's own checks come out
 * as form rules worded in the UI language; an empty field still reads "required". The VAT number
 * may be typed in Arabic-Indic digits or with spaces: it is sent as the 15 ASCII digits.
 * @example ZatcaForm.parse({ enabled: true, sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' })
 */
export const ZatcaForm = z
  .object({ enabled: z.boolean(), sellerName: z.string(), vatNumber: z.string() })
  .transform(({ enabled, sellerName, vatNumber }, ctx) => {
    // Typed on an Arabic keyboard, or in groups as it is printed: the ASCII digits ZATCA reads.
    const values = { sellerName, vatNumber: asciiDigits(vatNumber).replace(/\s/g, '') };
    const parsed = ZatcaConfig.safeParse(values);
    if (parsed.success) return { enabled, config: parsed.data };
    for (const { path, message } of parsed.error.issues) {
      const field = path[0] === 'sellerName' ? 'sellerName' : 'vatNumber';
      const words = isFieldMessage(message) ? ZATCA_WORDS[message] : undefined;
      // Every ZatcaConfig check names a contract message, which zodMessage words by itself.
      const params = words && values[field].trim() ? formRule(words) : undefined;
      ctx.addIssue({ code: 'custom', path, message, ...(params && { params }) });
    }
    return z.NEVER;
  });

export type ZatcaFormValues = z.input<typeof ZatcaForm>;
