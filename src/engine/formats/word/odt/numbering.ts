/** Renders list numbers the way ODF num-format values ask for (`1`, `a`, `A`, `i`, `I`). */

export function formatListNumber(value: number, format: string): string {
  switch (format) {
    case 'a':
      return alphabetic(value).toLowerCase();
    case 'A':
      return alphabetic(value);
    case 'i':
      return roman(value).toLowerCase();
    case 'I':
      return roman(value);
    case '':
      return '';
    default:
      // '1' and scripts we do not render (Arabic-Indic, CJK counting) fall back to decimal digits.
      return String(value);
  }
}

/** 1 → A, 26 → Z, 27 → AA, 28 → BB: the repeating style LibreOffice uses by default. */
function alphabetic(value: number): string {
  if (value < 1) return String(value);
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function roman(value: number): string {
  if (value < 1 || value >= 4000) return String(value);
  const table: [number, string][] = [
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
  let rest = value;
  let out = '';
  for (const [amount, letters] of table) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}
