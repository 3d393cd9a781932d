import { repeatedLetters, romanNumeral } from '../../shared/numbering';

/** Renders list numbers the way ODF num-format values ask for (`1`, `a`, `A`, `i`, `I`). */

export function formatListNumber(value: number, format: string): string {
  switch (format) {
    case 'a':
      return repeatedLetters(value).toLowerCase();
    case 'A':
      return repeatedLetters(value);
    case 'i':
      return romanNumeral(value).toLowerCase();
    case 'I':
      return romanNumeral(value);
    case '':
      return '';
    default:
      // '1' and scripts we do not render (Arabic-Indic, CJK counting) fall back to decimal digits.
      return String(value);
  }
}
