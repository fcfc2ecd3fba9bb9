import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, RESTAURANT_SETTING_KEYS, settingKeyOf } from './settings.ts';

describe('settings', () => {
  it('gives every setting its default when none is stored', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      currency: 'SAR',
      timeZone: 'UTC',
      dayStartHour: 0,
      taxRateBp: 0,
      taxInclusive: true,
      serviceChargeBp: 0,
      discountApprovalBp: 10_000,
      cashNeedsShift: true,
      shiftCloseShowsExpected: false,
      cashDifferenceLimit: 0,
      payoutApprovalLimit: 0,
      kitchenWarnMinutes: 8,
      kitchenLateMinutes: 15,
      kitchenBothLanguages: false,
      boardClearMinutes: 10,
      displayPaidSeconds: 15,
      posLockMinutes: 2,
    });
  });

  it('reads a map, a record and rows alike, as numbers and switches', () => {
    const stored = {
      currency: 'KWD',
      timezone: 'Asia/Riyadh',
      day_start_hour: '4',
      tax_rate_bp: '1500',
      tax_inclusive: 'false',
      cash_needs_shift: 'false',
      shift_close_shows_expected: 'true',
      pos_lock_minutes: '5',
    };
    const fromRecord = parseSettings(stored);
    expect(parseSettings(new Map(Object.entries(stored)))).toEqual(fromRecord);
    expect(parseSettings(Object.entries(stored).map(([key, value]) => ({ key, value })))).toEqual(fromRecord);
    expect(fromRecord).toMatchObject({
      currency: 'KWD',
      timeZone: 'Asia/Riyadh',
      dayStartHour: 4,
      taxRateBp: 1500,
      taxInclusive: false,
      cashNeedsShift: false,
      shiftCloseShowsExpected: true,
      posLockMinutes: 5,
      serviceChargeBp: 0,
    });
  });

  it('reads a value its key’s rule refuses, or an empty one, as the default', () => {
    const s = parseSettings({
      timezone: 'Not/AZone',
      currency: '',
      tax_rate_bp: '12.5',
      tax_inclusive: 'yes',
      discount_approval_bp: '',
      kitchen_warn_minutes: '0',
      display_paid_seconds: 'ten',
    });
    expect(s).toEqual(DEFAULT_SETTINGS);
    // The same value reads the same the second time (the check is remembered).
    expect(parseSettings({ timezone: 'Not/AZone' }).timeZone).toBe('UTC');
  });

  it('names the stored key of each setting', () => {
    expect(settingKeyOf('timeZone')).toBe('timezone');
    expect(settingKeyOf('taxRateBp')).toBe('tax_rate_bp');
    expect(RESTAURANT_SETTING_KEYS).toHaveLength(Object.keys(DEFAULT_SETTINGS).length);
  });
});
