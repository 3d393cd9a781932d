/**
 * List-number renderings shared by the families that draw list labels (Word, ODF, HTML).
 * Both Word and LibreOffice count letters by repeating them (a..z, aa..zz), not in base 26.
 */

/** 1 → A, 26 → Z, 27 → AA, 28 → BB; values below 1 stay digits. */
export function repeatedLetters(value: number): string {
  if (value < 1) return String(value);
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

const ROMAN: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Upper-case Roman numerals for 1..3999; other values stay digits. */
export function romanNumeral(value: number): string {
  if (value < 1 || value >= 4000) return String(value);
  let rest = value;
  let out = '';
  for (const [amount, symbol] of ROMAN) {
    while (rest >= amount) {
      out += symbol;
      rest -= amount;
    }
  }
  return out;
}

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
