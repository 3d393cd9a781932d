import { UnsupportedFormatError } from '../../errors';
import type { ReaderWarning } from '../../model/document';

/** How many leading bytes are checked for NUL when deciding whether a file is binary. */
const BINARY_PROBE_BYTES = 8 * 1024;

export interface DecodedText {
  /** The text with line endings normalised to `\n` and any byte-order mark removed. */
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
}

/**
 * Decodes a text file: UTF-8 (with or without BOM), UTF-16 LE/BE with BOM, and windows-1252
 * when the bytes are not valid UTF-8 (older Windows files), with a warning because that guess
 * can be wrong. NUL bytes mean a binary file, which the text reader must not pretend to read.
 */
export function decodeText(bytes: Uint8Array, warnings: ReaderWarning[]): DecodedText {
  let text: string;
  let encoding: DecodedText['encoding'];
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    encoding = 'utf-16le';
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  } else if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    encoding = 'utf-16be';
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  } else {
    const probe = bytes.subarray(0, BINARY_PROBE_BYTES);
    if (probe.includes(0)) {
      throw new UnsupportedFormatError('the file looks binary (it contains NUL bytes), not text');
    }
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
      encoding = 'utf-8';
    } catch {
      text = decodeWindows1252(body);
      encoding = 'windows-1252';
      warnings.push({
        code: 'encoding-fallback',
        message: 'the file is not valid UTF-8; it was read as windows-1252',
      });
    }
  }
  return { text: normalizeLineEndings(text), encoding };
}

/** CRLF and lone CR become LF, so the same text saved on Windows, old Mac or Unix compares equal. */
export function normalizeLineEndings(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** Lines of a text; a final line break does not start another (empty) line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * windows-1252 differs from ISO-8859-1 only in 0x80–0x9F (€, curly quotes, dashes…). Node
 * builds without full ICU decode 'windows-1252' as Latin-1, so the table is spelled out here.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const step = 16 * 1024;
  for (let start = 0; start < bytes.length; start += step) {
    const end = Math.min(bytes.length, start + step);
    let chunk = '';
    for (let i = start; i < end; i++) {
      const byte = bytes[i];
      chunk += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    chunks.push(chunk);
  }
  return chunks.join('');
}
