import { describe, expect, it } from 'vitest';
import { repeatedLetters, romanNumeral } from '../../../../src/engine/formats/shared/numbering';

describe('shared list numbering', () => {
  it('repeats letters after Z, as Word and LibreOffice do', () => {
    expect([1, 26, 27, 28, 53].map(repeatedLetters)).toEqual(['A', 'Z', 'AA', 'BB', 'AAA']);
    expect(repeatedLetters(0)).toBe('0');
  });

  it('writes Roman numerals for 1..3999 and digits otherwise', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1994, 3999].map(romanNumeral)).toEqual([
      'I',
      'IV',
      'IX',
      'XIV',
      'XL',
      'XC',
      'CD',
      'MCMXCIV',
      'MMMCMXCIX',
    ]);
    expect(romanNumeral(4000)).toBe('4000');
    expect(romanNumeral(0)).toBe('0');
  });
});
