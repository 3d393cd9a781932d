/**
 * Spreadsheet number formats: a cell's stored number shown as Excel and Calc show it (General,
 * fixed decimals, grouping, percent, scientific, fractions, dates and times in the 1900 and 1904
 * date systems). Two workbooks that display the same are compared as equal, whatever serial
 * numbers or float noise they store.
 */

export const BUILTIN_NUMBER_FORMATS: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  // Excel shows its short date with a four-digit year (as LibreOffice writes id 14 out).
  14: 'm/d/yyyy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yyyy h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
  // Locale-dependent ids Excel writes for East Asian builds; shown as their usual western equivalents.
  27: 'm/d/yy',
  30: 'm/d/yy',
  36: 'm/d/yy',
  50: 'm/d/yy',
  57: 'm/d/yy',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const PLAIN_NUMBER = /^-?(?!0\.0000)(0|[1-9]\d*)(\.\d*[1-9])?$/;

/** General format: up to 11 significant digits, like Excel's default column. */
export function formatGeneral(value: number, stored?: string): string {
  // Most stored numbers are already what General shows (`42`, `-3.5`): skip the float work.
  if (stored !== undefined && stored.length <= 11 && PLAIN_NUMBER.test(stored)) return stored;
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1e11 || abs < 1e-9) {
    const [mantissa, exponent] = value.toExponential(5).split('e');
    const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
    const e = Number(exponent);
    return `${trimmed}E${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (Number.isInteger(value)) return String(value);
  const rounded = Number(value.toPrecision(abs >= 1 ? 11 : 10));
  const text = String(rounded);
  if (!text.includes('e')) return text;
  return rounded
    .toFixed(Math.min(20, 10 - Math.floor(Math.log10(abs))))
    .replace(/0+$/, '')
    .replace(/\.$/, '');
}

/** Whether a format code shows dates or times. */
export function isDateFormat(code: string): boolean {
  const bare = stripLiterals(code.split(';')[0]).replace(/\[[^\]]*\]/g, (m) =>
    /^\[(h+|m+|s+)\]$/i.test(m) ? 'h' : '',
  );
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

function stripLiterals(code: string): string {
  return code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '')
    .replace(/\*./g, '');
}

/** A date serial as a calendar date and time (UTC fields). */
export function serialToDate(serial: number, date1904: boolean): Date {
  let days = serial;
  if (!date1904 && serial < 60) days += 1; // Excel's fictitious 1900-02-29 shifts the early serials.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(days * 86400000));
}

/** The serial of a date (for `t="d"` ISO cells). */
export function dateToSerial(date: Date, date1904: boolean): number {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  let days = (date.getTime() - epoch) / 86400000;
  if (!date1904 && days < 61) days -= 1;
  return days;
}

/** Splits a format code into its `;` sections, minding quotes and brackets. */
function sections(code: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let bracket = false;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch === '\\' && !quoted) {
      current += ch + (code[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (ch === '[' && !quoted) bracket = true;
    else if (ch === ']' && !quoted) bracket = false;
    if (ch === ';' && !quoted && !bracket) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

/**
 * Parsed format codes, shared by every workbook the process reads: immutable, keyed by the code's
 * text, and bounded (a workbook with thousands of distinct codes must not grow a server's memory).
 */
const CACHE_LIMIT = 1024;
const formatCache = new Map<string, string[]>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

/** A number shown with a format code; a text value through the text section (`@`). */
export function formatNumber(value: number, code: string | undefined, date1904: boolean): string {
  if (!code || /^general$/i.test(code)) return formatGeneral(value);
  let parts = formatCache.get(code);
  if (!parts) {
    parts = remember(formatCache, code, sections(code));
  }
  let section = parts[0];
  let shown = value;
  const condition = (s: string) => /^\[(<=|>=|<>|<|>|=)(-?[\d.]+)\]/.exec(s.replace(/^\[[A-Za-z]+\d*\]/, ''));
  if (parts.length >= 2 && (condition(parts[0]) || condition(parts[1]))) {
    section = pickConditional(parts, value);
  } else if (value < 0 && parts.length >= 2) {
    section = parts[1];
    shown = -value;
  } else if (value === 0 && parts.length >= 3) {
    section = parts[2];
  }
  try {
    return formatSection(shown, section, date1904);
  } catch {
    return formatGeneral(value);
  }
}

function pickConditional(parts: string[], value: number): string {
  for (const part of parts.slice(0, 2)) {
    const match = /\[(<=|>=|<>|<|>|=)(-?[\d.]+)\]/.exec(part);
    if (!match) continue;
    const limit = Number(match[2]);
    const ok =
      match[1] === '<'
        ? value < limit
        : match[1] === '>'
          ? value > limit
          : match[1] === '<='
            ? value <= limit
            : match[1] === '>='
              ? value >= limit
              : match[1] === '='
                ? value === limit
                : value !== limit;
    if (ok) return part;
  }
  return parts[2] ?? parts[parts.length - 1];
}

interface Token {
  kind: 'literal' | 'placeholder' | 'date' | 'text';
  value: string;
}

function tokenize(section: string): Token[] {
  const tokens: Token[] = [];
  const literal = (value: string) => tokens.push({ kind: 'literal', value });
  for (let i = 0; i < section.length; i++) {
    const ch = section[i];
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      literal(section.slice(i + 1, end < 0 ? undefined : end));
      i = end < 0 ? section.length : end;
    } else if (ch === '\\') {
      literal(section[i + 1] ?? '');
      i++;
    } else if (ch === '_') {
      literal(' ');
      i++;
    } else if (ch === '*') {
      i++;
    } else if (ch === '[') {
      const end = section.indexOf(']', i);
      const inner = section.slice(i + 1, end < 0 ? undefined : end);
      if (/^(h+|m+|s+)$/i.test(inner)) tokens.push({ kind: 'date', value: `[${inner.toLowerCase()}]` });
      else if (inner.startsWith('$')) literal(inner.slice(1).split('-')[0]);
      i = end < 0 ? section.length : end;
    } else if (ch === '@') {
      tokens.push({ kind: 'text', value: '@' });
    } else if (/[0#?.,%]/.test(ch) || ((ch === 'E' || ch === 'e') && /[+-]/.test(section[i + 1] ?? ''))) {
      if (ch === 'E' || ch === 'e') {
        tokens.push({ kind: 'placeholder', value: `E${section[i + 1]}` });
        i++;
      } else tokens.push({ kind: 'placeholder', value: ch });
    } else if (/[ymdhs]/i.test(ch)) {
      let j = i;
      while (j < section.length && section[j].toLowerCase() === ch.toLowerCase()) j++;
      tokens.push({ kind: 'date', value: section.slice(i, j).toLowerCase() });
      i = j - 1;
    } else if (/^(am\/pm|a\/p)/i.test(section.slice(i))) {
      const m = /^(am\/pm|a\/p)/i.exec(section.slice(i))!;
      tokens.push({ kind: 'date', value: m[1].toLowerCase() });
      i += m[1].length - 1;
    } else if (ch === '/' && tokens.some((t) => t.kind === 'placeholder')) {
      tokens.push({ kind: 'placeholder', value: '/' });
    } else {
      literal(ch);
    }
  }
  return tokens;
}

/** Tokens of one section of a format code: immutable, bounded like formatCache. */
const tokenCache = new Map<string, Token[]>();

function formatSection(value: number, section: string, date1904: boolean): string {
  let tokens = tokenCache.get(section);
  if (!tokens) {
    tokens = remember(tokenCache, section, tokenize(section));
  }
  if (tokens.some((t) => t.kind === 'date')) return formatDate(value, tokens, date1904);
  const placeholders = tokens.filter((t) => t.kind === 'placeholder');
  if (placeholders.length === 0) {
    const text = tokens.map((t) => (t.kind === 'text' ? formatGeneral(value) : t.value)).join('');
    return text.trim() === '' && !section.includes('"') ? formatGeneral(value) : text;
  }
  // Fractions need the spaces between their parts (`# ?/?`); other patterns are placeholders only.
  const pattern = placeholders.some((t) => t.value === '/')
    ? section.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '').trim()
    : placeholders.map((t) => t.value).join('');
  const number = formatPattern(value, pattern);
  if (pattern.includes('/')) {
    const first = tokens.findIndex((t) => t.kind === 'placeholder');
    const last = tokens.length - 1 - [...tokens].reverse().findIndex((t) => t.kind === 'placeholder');
    const literal = (list: Token[]) => list.map((t) => (t.kind === 'text' ? formatGeneral(value) : t.value)).join('');
    return literal(tokens.slice(0, first)) + number + literal(tokens.slice(last + 1));
  }
  let out = '';
  let placed = false;
  for (const token of tokens) {
    if (token.kind === 'placeholder') {
      if (!placed) out += number;
      else if (token.value === '%' && !pattern.includes('/')) out += '%';
      placed = true;
    } else if (token.kind === 'text') out += formatGeneral(value);
    else out += token.value;
  }
  return out;
}

/** The number part of a format: `#,##0.00`, `0%`, `0.00E+00`, `# ?/?`. */
function formatPattern(value: number, pattern: string): string {
  let v = value;
  for (const ch of pattern) if (ch === '%') v *= 100;
  const core = pattern.replace(/%/g, '');
  if (core.includes('/')) return formatFraction(v, core);
  const exponentAt = core.search(/E[+-]/);
  if (exponentAt >= 0) {
    const mantissaPattern = core.slice(0, exponentAt);
    const decimals = (mantissaPattern.split('.')[1] ?? '').replace(/[^0#?]/g, '').length;
    const intDigits = Math.max(1, (mantissaPattern.split('.')[0] ?? '').replace(/[^0#?]/g, '').length);
    let exponent = v === 0 ? 0 : Math.floor(Math.log10(Math.abs(v)));
    if (intDigits > 1) exponent = Math.floor(exponent / intDigits) * intDigits;
    let mantissa = v / 10 ** exponent;
    if (Number(Math.abs(mantissa).toFixed(decimals)) >= 10 ** intDigits) {
      exponent += intDigits;
      mantissa = v / 10 ** exponent;
    }
    const expDigits = core.slice(exponentAt + 2).replace(/[^0#?]/g, '').length || 1;
    const sign = exponent < 0 ? '-' : core[exponentAt + 1] === '+' ? '+' : '';
    return `${mantissa.toFixed(decimals)}E${sign}${String(Math.abs(exponent)).padStart(expDigits, '0')}`;
  }
  // Trailing commas scale by thousands.
  let scaled = core;
  while (/,$/.test(scaled)) {
    v /= 1000;
    scaled = scaled.slice(0, -1);
  }
  const [intPattern, decPattern = ''] = scaled.split('.');
  const decimals = decPattern.replace(/[^0#?]/g, '');
  const fixed = Math.abs(v).toFixed(decimals.length);
  const [intDigits, decText = ''] = fixed.split('.');
  let intText = intDigits;
  const minInt = intPattern.replace(/[^0]/g, '').length;
  if (intText === '0' && minInt === 0) intText = '';
  intText = intText.padStart(minInt, '0');
  if (intPattern.includes(',')) intText = intText.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Optional decimals (`#`) drop their trailing zeros; `?` turns them to spaces.
  let cut = decText.length;
  while (cut > 0 && decText[cut - 1] === '0' && decimals[cut - 1] !== '0') cut--;
  const decShown = decText.slice(0, cut) + [...decimals.slice(cut)].map((d) => (d === '?' ? ' ' : '')).join('');
  const negative = v < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${intText}${scaled.includes('.') && (decShown.length > 0 || decimals.length === 0) ? '.' : ''}${decShown}`;
}

function formatFraction(value: number, pattern: string): string {
  const [left, denominatorPattern] = pattern.split('/');
  const whole = /[0#?]\s+[0#?]/.test(left);
  const fixedDenominator = /^\d+$/.test(denominatorPattern.trim()) ? Number(denominatorPattern.trim()) : undefined;
  const maxDenominator = fixedDenominator ?? 10 ** Math.max(1, denominatorPattern.replace(/[^0#?]/g, '').length) - 1;
  const negative = value < 0;
  const abs = Math.abs(value);
  const integer = whole ? Math.floor(abs) : 0;
  const rest = abs - integer;
  let bestN = 0;
  let bestD = 1;
  if (fixedDenominator) {
    bestD = fixedDenominator;
    bestN = Math.round(rest * bestD);
  } else {
    let bestError = Infinity;
    for (let d = 1; d <= maxDenominator; d++) {
      const n = Math.round(rest * d);
      const error = Math.abs(rest - n / d);
      if (error < bestError - 1e-12) {
        bestError = error;
        bestN = n;
        bestD = d;
      }
    }
  }
  const sign = negative ? '-' : '';
  if (whole) {
    if (bestN === 0) return `${sign}${integer}`;
    if (integer === 0 && bestN === 0) return '0';
    if (bestN === bestD) return `${sign}${integer + 1}`;
    return integer ? `${sign}${integer} ${bestN}/${bestD}` : `${sign}${bestN}/${bestD}`;
  }
  return `${sign}${bestN}/${bestD}`;
}

function formatDate(value: number, tokens: Token[], date1904: boolean): string {
  const hasHalfDay = tokens.some((t) => t.value === 'am/pm' || t.value === 'a/p');
  const date = serialToDate(value, date1904);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  const seconds = date.getUTCSeconds();
  let out = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind !== 'date') {
      if (token.kind === 'placeholder') {
        out += token.value === '0' ? String(Math.floor(date.getUTCMilliseconds() / 100)) : token.value;
        continue;
      }
      out += token.kind === 'text' ? formatGeneral(value) : token.value;
      continue;
    }
    const v = token.value;
    // `m` means minutes right after hours or right before seconds.
    const previousDate = tokens
      .slice(0, i)
      .reverse()
      .find((t) => t.kind === 'date');
    const nextDate = tokens.slice(i + 1).find((t) => t.kind === 'date');
    const minute =
      (v === 'm' || v === 'mm') &&
      (previousDate?.value.startsWith('h') || previousDate?.value.startsWith('[h') || nextDate?.value.startsWith('s'));
    if (v.startsWith('[')) {
      const total = value * 24;
      const unit = v[1];
      const n =
        unit === 'h'
          ? Math.floor(total + 1e-9)
          : unit === 'm'
            ? Math.floor(total * 60 + 1e-7)
            : Math.round(total * 3600);
      out += String(n).padStart(v.length - 2, '0');
    } else if (v.startsWith('y')) out += v.length <= 2 ? String(year % 100).padStart(2, '0') : String(year);
    else if (minute) out += v.length === 2 ? String(minutes).padStart(2, '0') : String(minutes);
    else if (v.startsWith('m'))
      out +=
        v.length === 1
          ? String(month + 1)
          : v.length === 2
            ? String(month + 1).padStart(2, '0')
            : v.length === 3
              ? MONTHS[month].slice(0, 3)
              : v.length === 5
                ? MONTHS[month][0]
                : MONTHS[month];
    else if (v.startsWith('d'))
      out +=
        v.length === 1
          ? String(day)
          : v.length === 2
            ? String(day).padStart(2, '0')
            : v.length === 3
              ? DAYS[date.getUTCDay()].slice(0, 3)
              : DAYS[date.getUTCDay()];
    else if (v.startsWith('h')) {
      const h = hasHalfDay ? hours % 12 || 12 : hours;
      out += v.length >= 2 ? String(h).padStart(2, '0') : String(h);
    } else if (v.startsWith('s')) out += v.length >= 2 ? String(seconds).padStart(2, '0') : String(seconds);
    else if (v === 'am/pm') out += hours < 12 ? 'AM' : 'PM';
    else if (v === 'a/p') out += hours < 12 ? 'A' : 'P';
    else out += v;
  }
  return out;
}
