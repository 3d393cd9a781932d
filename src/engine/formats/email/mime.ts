import type { ReaderWarning } from '../../model/document';

/**
 * A small MIME parser (RFC 5322 headers, RFC 2045-2049 bodies, RFC 2047 encoded words, RFC 2231
 * parameters). Messages are handled as "binary strings" (one char per byte, ISO-8859-1), so a
 * part's raw text can be written back byte for byte; text is decoded to Unicode only where it
 * is shown.
 */

export interface MimeHeader {
  /** As written (`Subject`), unfolded value still raw (encoded words not decoded). */
  name: string;
  value: string;
  /** The header's raw lines, folding kept, without the final line break. */
  raw: string;
}

export interface MimePart {
  headers: MimeHeader[];
  /** `type/subtype` in lower case; `text/plain` when absent (RFC 2045). */
  contentType: string;
  params: Record<string, string>;
  /** Raw body (binary string) before transfer decoding; for multiparts, the whole body. */
  body: string;
  children: MimePart[];
  /** The raw header block as written (binary string), for copying parts unchanged. */
  rawHeaders: string;
  /** Line break the part uses (`\r\n` or `\n`). */
  eol: string;
}

export function bytesToBinary(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

export function binaryToBytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** Lines starting with `From ` before the headers (mbox separators) are not headers. */
function skipMboxLine(text: string): string {
  return /^From [^\r\n]*\r?\n/.test(text) && !/^From:/.test(text) ? text.replace(/^From [^\r\n]*\r?\n/, '') : text;
}

export function parseMessage(bytes: Uint8Array, warnings: ReaderWarning[]): MimePart {
  return parsePart(skipMboxLine(bytesToBinary(bytes)), warnings, 0);
}

const MAX_DEPTH = 20;

export function parsePart(text: string, warnings: ReaderWarning[], depth: number): MimePart {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const split = /\r?\n\r?\n/.exec(text);
  // A part that starts with an empty line has no headers.
  const startsBlank = /^\r?\n/.test(text);
  const rawHeaders = startsBlank ? '' : split ? text.slice(0, split.index) : text;
  const body = startsBlank ? text.replace(/^\r?\n/, '') : split ? text.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(rawHeaders);
  const typeHeader = headerValue(headers, 'content-type');
  const { value: contentType, params } = parseParameterized(typeHeader ?? 'text/plain');
  const part: MimePart = {
    headers,
    contentType: contentType.toLowerCase() || 'text/plain',
    params,
    body,
    children: [],
    rawHeaders,
    eol,
  };
  if (part.contentType.startsWith('multipart/')) {
    const boundary = params.boundary;
    if (!boundary) {
      warnings.push({
        code: 'email-multipart-no-boundary',
        message: `a ${part.contentType} part has no boundary; its content is read as text`,
      });
      part.contentType = 'text/plain';
    } else if (depth >= MAX_DEPTH) {
      warnings.push({
        code: 'email-too-deep',
        message: `MIME parts nested deeper than ${MAX_DEPTH} levels are not read`,
      });
    } else {
      part.children = splitMultipart(body, boundary).map((child) => parsePart(child, warnings, depth + 1));
    }
  }
  return part;
}

/** The parts between `--boundary` lines (preamble and epilogue left out). */
export function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  const delimiter = `--${boundary}`;
  let position = 0;
  let start = -1;
  while (position <= body.length) {
    const lineEnd = body.indexOf('\n', position);
    const end = lineEnd < 0 ? body.length : lineEnd;
    const line = body.slice(position, end).replace(/\r$/, '');
    if (line.startsWith(delimiter)) {
      const rest = line.slice(delimiter.length).trimEnd();
      if (rest === '' || rest === '--') {
        if (start >= 0) parts.push(body.slice(start, position).replace(/\r?\n$/, ''));
        if (rest === '--') return parts;
        start = end + 1;
      }
    }
    if (lineEnd < 0) break;
    position = lineEnd + 1;
  }
  if (start >= 0 && start <= body.length) parts.push(body.slice(start));
  return parts;
}

export function parseHeaders(raw: string): MimeHeader[] {
  const headers: MimeHeader[] = [];
  for (const line of raw.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length) {
      const last = headers[headers.length - 1];
      last.value += ` ${line.trim()}`;
      last.raw += `\n${line}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim(), raw: line });
  }
  return headers;
}

export function headerValue(headers: readonly MimeHeader[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find((h) => h.name.toLowerCase() === lower)?.value;
}

/** `text/plain; charset="utf-8"; name*=utf-8''a%20b.txt` → value and parameters (RFC 2231 joined). */
export function parseParameterized(text: string): { value: string; params: Record<string, string> } {
  const pieces = splitOutsideQuotes(text, ';');
  const value = (pieces.shift() ?? '').trim();
  const plain: Record<string, string> = {};
  const continued: Record<string, { index: number; text: string; encoded: boolean }[]> = {};
  for (const piece of pieces) {
    const eq = piece.indexOf('=');
    if (eq < 0) continue;
    const key = piece.slice(0, eq).trim().toLowerCase();
    let raw = piece.slice(eq + 1).trim();
    if (raw.startsWith('"')) raw = raw.slice(1, raw.endsWith('"') ? -1 : undefined).replace(/\\(.)/g, '$1');
    const match = /^([^*]+)\*(?:(\d+)\*?)?$/.exec(key);
    if (match) {
      const list = (continued[match[1]] ??= []);
      list.push({ index: match[2] === undefined ? 0 : Number(match[2]), text: raw, encoded: key.endsWith('*') });
    } else plain[key] = raw;
  }
  for (const [key, list] of Object.entries(continued)) {
    list.sort((x, y) => x.index - y.index);
    let charset = 'utf-8';
    let bytes = '';
    list.forEach((item, i) => {
      let piece = item.text;
      if (item.encoded && i === 0) {
        const quote = /^([^']*)'[^']*'/.exec(piece);
        if (quote) {
          charset = quote[1] || charset;
          piece = piece.slice(quote[0].length);
        }
      }
      bytes += item.encoded
        ? piece.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : piece;
    });
    plain[key] = decodeCharset(binaryToBytes(bytes), charset);
  }
  return { value, params: plain };
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) {
      current += c + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out;
}

/** Decodes bytes in a MIME charset; unknown charsets read as UTF-8 (and the caller may warn). */
export function decodeCharset(bytes: Uint8Array, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase() || 'utf-8';
  if (WINDOWS_1252_LABELS.has(label)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Labels the WHATWG Encoding standard maps to windows-1252. Node 20's TextDecoder decodes them as
 * ISO-8859-1 (0x80–0x9F become control characters), and mail from Windows uses € and curly
 * quotes there, so they are decoded here.
 */
const WINDOWS_1252_LABELS = new Set([
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'l1',
  'us-ascii',
  'ascii',
  'iso_8859-1',
  'cp819',
  'ibm819',
]);
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes)
    out += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

export function isKnownCharset(charset: string): boolean {
  try {
    new TextDecoder(charset.trim().toLowerCase());
    return true;
  } catch {
    return false;
  }
}

/** Decodes RFC 2047 encoded words in a header value (its raw text is a binary string). */
export function decodeHeader(value: string): string {
  const encodedWord = /=\?([^?\s]+)\?([bBqQ])\?([^?]*)\?=/g;
  // White space between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  const joined = value.replace(/(=\?[^?\s]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?]*\?=)/g, '$1');
  let out = '';
  let last = 0;
  for (const match of joined.matchAll(encodedWord)) {
    out += decodeCharset(binaryToBytes(joined.slice(last, match.index)), 'utf-8');
    const charset = match[1].split('*')[0];
    const bytes =
      match[2].toUpperCase() === 'B' ? decodeBase64(match[3]) : decodeQuotedPrintable(match[3].replace(/_/g, ' '));
    out += decodeCharset(bytes, charset);
    last = match.index! + match[0].length;
  }
  out += decodeCharset(binaryToBytes(joined.slice(last)), 'utf-8');
  return out;
}

export function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64'));
}

export function decodeQuotedPrintable(text: string): Uint8Array {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const c = withoutSoftBreaks.charCodeAt(i);
    if (c === 61 /* = */ && /^[0-9A-Fa-f]{2}$/.test(withoutSoftBreaks.slice(i + 1, i + 3))) {
      out.push(parseInt(withoutSoftBreaks.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(c & 0xff);
  }
  return new Uint8Array(out);
}

/** A part's body after its Content-Transfer-Encoding, as bytes. */
export function decodedBody(part: MimePart, warnings: ReaderWarning[]): Uint8Array {
  const encoding = (headerValue(part.headers, 'content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  if (encoding === 'base64') return decodeBase64(part.body);
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (!['7bit', '8bit', 'binary'].includes(encoding)) {
    warnings.push({
      code: 'email-unknown-transfer-encoding',
      message: `Content-Transfer-Encoding '${encoding}' is unknown; the part is read as is`,
    });
  }
  return binaryToBytes(part.body);
}

/** The text of a text part, decoded from its transfer encoding and charset. */
export function partText(part: MimePart, warnings: ReaderWarning[]): string {
  const charset = part.params.charset;
  if (charset && !isKnownCharset(charset)) {
    warnings.push({
      code: 'email-unknown-charset',
      message: `charset '${charset}' is unknown; the part is read as UTF-8`,
    });
  }
  return decodeCharset(decodedBody(part, warnings), charset);
}

export function encodeQuotedPrintable(text: string): string {
  const bytes = new TextEncoder().encode(text.replace(/\r?\n/g, '\n'));
  const lines: string[] = [];
  let line = '';
  const flush = (soft: boolean) => {
    lines.push(soft ? `${line}=` : line);
    line = '';
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 10) {
      // Trailing white space before a line break must be encoded (RFC 2045 §6.7 rule 3).
      line = line.replace(/[ \t]$/, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
      flush(false);
      continue;
    }
    const literal = (b >= 33 && b <= 126 && b !== 61) || b === 32 || b === 9;
    const piece = literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + piece.length > 75) flush(true);
    line += piece;
  }
  if (line) {
    line = line.replace(/[ \t]$/, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    lines.push(line);
  }
  return lines.join('\r\n');
}

/** An RFC 2047 encoded word for a header value that is not plain ASCII. */
export function encodeHeaderValue(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?utf-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}
