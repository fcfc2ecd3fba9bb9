import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from './business-day.ts';

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
