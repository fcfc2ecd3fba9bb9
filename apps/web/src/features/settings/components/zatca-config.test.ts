import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaResolver } from '@/lib/form';
import { i18n } from '@/lib/i18n';
import { loadStrings } from '@/lib/test-i18n';
import { ZatcaForm } from './zatca-config';

const good = { enabled: true, sellerName: ' Bayt Al Grill ', vatNumber: '310122393500003' };

beforeAll(() => loadStrings('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('the ZATCA form', () => {
  it('hands over the cleaned configuration the server stores', () => {
    expect(ZatcaForm.parse(good)).toEqual({
      enabled: true,
      config: { sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' },
    });
  });

  it('reads a VAT number typed in Arabic digits or in groups', () => {
    expect(ZatcaForm.parse({ ...good, vatNumber: '٣١٠١ ٢٢٣٩ ٣٥٠٠ ٠٠٣' }).config.vatNumber).toBe(
      '310122393500003',
    );
  });

  it("words the contract's refusals beside their fields, and an empty field as required", () => {
    const check = schemaResolver(ZatcaForm, i18n.t);
    expect(check({ ...good, vatNumber: '123456789012345', sellerName: 'ب'.repeat(64) })).toEqual({
      sellerName: i18n.t('plugins.zatca.sellerNameBytes'),
      vatNumber: i18n.t('plugins.zatca.vatNumberInvalid'),
    });
    expect(check({ ...good, sellerName: ' ', vatNumber: '' })).toEqual({
      sellerName: 'This field is required.',
      vatNumber: 'This field is required.',
    });
    expect(check({ ...good, sellerName: 'Bayt\u0007' })).toEqual({
      sellerName: i18n.t('validation.controlCharacters'),
    });
    // 63 Arabic letters are 126 bytes: allowed.
    expect(check({ ...good, sellerName: 'ب'.repeat(63) })).toEqual({});
  });

  it('answers in Arabic on an Arabic screen', async () => {
    await loadStrings('ar');
    const check = schemaResolver(ZatcaForm, i18n.t);
    expect(check({ ...good, vatNumber: '٣١٠١٢٢٣٩٣٥٠٠٠٠٤' })).toEqual({
      vatNumber: 'أدخل الرقم الضريبي المكوّن من 15 رقماً بالأرقام الإنجليزية، يبدأ بالرقم 3 وينتهي به.',
    });
  });
});
