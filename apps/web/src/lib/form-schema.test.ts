import { Money, TableInput } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { moneyExample, moneyField, numberField } from './form-schema';

describe('moneyField', () => {
  it('reads decimals into minor units for the currency', () => {
    expect(moneyField('SAR', Money).parse('12.5')).toBe(1250);
    expect(moneyField('KWD', Money).parse('1.250')).toBe(1250);
    expect(moneyField('JPY', Money).parse('500')).toBe(500);
    expect(moneyField('SAR', Money).parse('١٢٫٥')).toBe(1250);
  });

  it('refuses more decimals than the currency has, negatives and words, with an example', () => {
    for (const text of ['12.345', '-3', 'abc']) {
      const issue = moneyField('SAR', Money).safeParse(text).error?.issues[0];
      expect(issue?.code === 'custom' && issue.params).toEqual({
        i18n: 'validation.money',
        values: { example: '12.50', count: 2 },
      });
    }
    expect(moneyField('JPY', Money).safeParse('1.5').success).toBe(false);
    // Empty is absent: the contract's money schema says it is missing.
    expect(moneyField('SAR', Money).safeParse('  ').error?.issues[0]?.code).toBe('invalid_type');
  });

  it('shows an example with the currency’s decimals', () => {
    expect(moneyExample('SAR')).toBe('12.50');
    expect(moneyExample('KWD')).toBe('12.500');
    expect(moneyExample('JPY')).toBe('12');
  });
});

describe('numberField', () => {
  it("reads a NumberInput's value, empty as absent so a contract default applies", () => {
    expect(numberField(TableInput.shape.posX).parse('')).toBe(0);
    expect(numberField(TableInput.shape.posX).parse(40)).toBe(40);
    expect(numberField(TableInput.shape.seats).safeParse('').success).toBe(false);
    expect(numberField(TableInput.shape.seats).parse('6')).toBe(6);
  });
});
