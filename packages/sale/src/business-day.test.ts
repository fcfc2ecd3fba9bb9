import { describe, expect, it } from 'vitest';
import { addDays, businessDate, businessToday } from './business-day.ts';

describe('business day', () => {
  it('is the local date, or the day before until the day-start hour', () => {
    expect(businessDate('Asia/Riyadh', Date.parse('2026-03-10T21:30:00Z'))).toBe('2026-03-11');
    expect(businessDate('Asia/Riyadh', Date.parse('2026-03-10T22:30:00Z'), 4)).toBe('2026-03-10');
    expect(businessDate('Asia/Riyadh', Date.parse('2026-03-11T01:00:00Z'), 4)).toBe('2026-03-11');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('business today', () => {
  it('counts the business day from the start hour in the restaurant’s time zone', () => {
    // 22:30 UTC is 01:30 the next day in Riyadh (UTC+3): before a 4 o'clock start, still the day before.
    const at = Date.parse('2026-03-10T22:30:00Z');
    expect(businessToday({ timeZone: 'Asia/Riyadh', dayStartHour: 0 }, 'UTC', at)).toBe('2026-03-11');
    expect(businessToday({ timeZone: 'Asia/Riyadh', dayStartHour: 4 }, 'UTC', at)).toBe('2026-03-10');
  });

  it('falls back to another zone for one it does not know', () => {
    const at = Date.parse('2026-03-10T22:30:00Z');
    expect(businessToday({ timeZone: 'Not/AZone', dayStartHour: 0 }, 'UTC', at)).toBe('2026-03-10');
    expect(businessToday({ timeZone: 'Not/AZone', dayStartHour: 0 }, 'Asia/Tokyo', at)).toBe('2026-03-11');
  });
});
