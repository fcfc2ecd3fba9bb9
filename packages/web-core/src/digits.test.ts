import { describe, expect, it } from 'vitest';
import { asciiDigits, pinDigits } from './digits';

describe('asciiDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves ASCII digits and other characters as they are', () => {
    expect(asciiDigits('12 ab ٣')).toBe('12 ab 3');
    expect(asciiDigits('')).toBe('');
  });
});

describe('pinDigits', () => {
  it('gives the same PIN whichever digits the manager types', () => {
    expect(pinDigits('4826')).toBe('4826');
    expect(pinDigits('٤٨٢٦')).toBe('4826');
    expect(pinDigits('۴۸۲۶')).toBe('4826');
    expect(pinDigits('4٨۲6')).toBe('4826');
  });

  it('drops what is not a digit and keeps six digits at most', () => {
    expect(pinDigits(' ٤٨-٢٦ ')).toBe('4826');
    expect(pinDigits('١٢٣٤٥٦٧٨')).toBe('123456');
    expect(pinDigits('12345', 4)).toBe('1234');
    expect(pinDigits('PIN')).toBe('');
  });
});
