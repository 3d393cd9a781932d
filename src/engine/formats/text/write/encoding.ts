import { decodeText } from '../../shared/text-decode';
import type { ReaderWarning } from '../../../model/document';

/** How a text file was stored, so the result is written the same way. */
export interface TextForm {
  /** Text with `\n` line ends, BOM removed (what the reader read). */
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
  bom: boolean;
  /** The file's line ending. */
  eol: '\n' | '\r\n' | '\r';
}

export function readForm(bytes: Uint8Array, warnings: ReaderWarning[] = []): TextForm {
  const { text, encoding } = decodeText(bytes, warnings);
  const bom =
    encoding !== 'windows-1252' &&
    ((bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) || encoding !== 'utf-8');
  const raw =
    encoding === 'utf-16le'
      ? new TextDecoder('utf-16le').decode(bytes)
      : encoding === 'utf-16be'
        ? new TextDecoder('utf-16be').decode(bytes)
        : new TextDecoder('latin1').decode(bytes);
  const eol = raw.includes('\r\n') ? '\r\n' : raw.includes('\r') ? '\r' : '\n';
  return { text, encoding, bom, eol };
}

const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Encodes text (with `\n` line ends) in the form of the original file. */
export function writeForm(text: string, form: TextForm, warnings: ReaderWarning[]): Uint8Array {
  const withEol = form.eol === '\n' ? text : text.replace(/\n/g, form.eol);
  if (form.encoding === 'utf-8') {
    const body = new TextEncoder().encode(withEol);
    if (!form.bom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  if (form.encoding === 'utf-16le' || form.encoding === 'utf-16be') {
    const out = new Uint8Array(2 + withEol.length * 2);
    const view = new DataView(out.buffer);
    const little = form.encoding === 'utf-16le';
    view.setUint16(0, 0xfeff, little);
    for (let i = 0; i < withEol.length; i++) view.setUint16(2 + i * 2, withEol.charCodeAt(i), little);
    return out;
  }
  const out = new Uint8Array(withEol.length);
  let lost = 0;
  for (let i = 0; i < withEol.length; i++) {
    const code = withEol.charCodeAt(i);
    const high = WINDOWS_1252_HIGH.indexOf(withEol[i]);
    if (code < 0x80 || (code >= 0xa0 && code < 0x100)) out[i] = code;
    else if (high >= 0) out[i] = 0x80 + high;
    else {
      out[i] = 0x3f;
      lost++;
    }
  }
  if (lost)
    warnings.push({
      code: 'encoding-loss',
      message: `${lost} character${lost === 1 ? '' : 's'} cannot be written in windows-1252 and became '?'`,
    });
  return out;
}
