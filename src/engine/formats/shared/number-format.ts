/**
 * A spreadsheet number format code (Excel's, also in chart axes) in one spelling per drawn
 * result, so that two writers' spellings of one format compare equal and a format that draws a
 * cell otherwise still differs. Writers differ in:
 * - how a literal is written: `"-"`, `\-` and a bare `-` draw the same dash;
 * - letter case: `General`/`GENERAL`, `[Red]`/`[RED]`, `yyyy`/`YYYY`;
 * - padding: `_)` (a blank as wide as `)`) where another writes a space, as Excel's own built-in
 *   `#,##0 ;(#,##0)` is written out `#,##0_);(#,##0)`;
 * - colours by palette number: `[Color3]` is `[Red]`.
 * What still differs: digits and decimals, grouping, sections, conditions, currency and locale
 * tags, colours, literal text and its case, and the case of `AM/PM` (Excel prints it as written).
 */

/** Characters Excel draws as themselves without quotes: written bare, so every spelling meets. */
const BARE_LITERALS = new Set([..."$-+/():!^&'~{}<>= "]);

/** Excel's eight named colours, by their palette numbers `[Color1]`…`[Color8]`. */
const COLOR_NAMES = ['black', 'white', 'red', 'green', 'blue', 'yellow', 'magenta', 'cyan'];

export function canonicalNumberFormat(code: string): string {
  const parts: { literal?: string; code?: string }[] = [];
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"') {
      const end = code.indexOf('"', i + 1);
      for (const c of code.slice(i + 1, end < 0 ? undefined : end)) parts.push({ literal: c });
      i = end < 0 ? code.length : end;
    } else if (ch === '\\') {
      if (i + 1 < code.length) parts.push({ literal: code[i + 1] });
      i++;
    } else if (ch === '_') {
      // A blank the width of the next character: drawn as a blank whichever character it is.
      parts.push({ literal: ' ' });
      i++;
    } else if (ch === '*') {
      parts.push({ code: '*' }, { literal: code[i + 1] ?? '' });
      i++;
    } else if (ch === '[') {
      const end = code.indexOf(']', i + 1);
      parts.push({ code: `[${bracket(code.slice(i + 1, end < 0 ? undefined : end))}]` });
      i = end < 0 ? code.length : end;
    } else if (/^(am\/pm|a\/p)/i.test(code.slice(i))) {
      const marker = /^(am\/pm|a\/p)/i.exec(code.slice(i))![0];
      parts.push({ code: marker });
      i += marker.length - 1;
    } else if (BARE_LITERALS.has(ch)) parts.push({ literal: ch });
    else parts.push({ code: ch.toLowerCase() });
  }
  // Without digit placeholders (a date, a time, text) a bare `,` or `.` is drawn as itself.
  const digits = parts.some((part) => part.code === '0' || part.code === '#' || part.code === '?');
  const bare = (ch: string) => BARE_LITERALS.has(ch) || (!digits && (ch === ',' || ch === '.'));
  return parts.map((part) => part.code ?? (bare(part.literal!) ? part.literal : `\\${part.literal}`)).join('');
}

/** A bracketed part: a colour by its name, a currency or locale tag as written, else its lower case. */
function bracket(inside: string): string {
  const lower = inside.toLowerCase();
  const numbered = /^color\s*(\d+)$/.exec(lower);
  if (numbered) return COLOR_NAMES[Number(numbered[1]) - 1] ?? `color${Number(numbered[1])}`;
  if (lower.startsWith('$')) {
    // `[$€-407]`: the symbol is drawn as written, the locale id is a hex number.
    const dash = inside.lastIndexOf('-');
    return dash > 0 ? `${inside.slice(0, dash)}-${inside.slice(dash + 1).toLowerCase()}` : inside;
  }
  return lower.replace(/\s+/g, '');
}
