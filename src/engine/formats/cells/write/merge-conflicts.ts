import { ZipArchive } from '../../../archive/zip';
import { packageWithParts } from '../../package/editable-package';

/**
 * A styled spreadsheet result written from "theirs wins" to "ours wins" shows ours in each
 * conflicting cell, filled, with a note of the old value: theirs. The notes are reworded here to
 * say so ("docdelta: [3] was: 300" → "Merge conflict: ours is in the cell, theirs has: 300").
 * The cell writers' note text is theirs to phrase; this is the one place that reads it.
 */
const NOTE = /docdelta: \[\d+\] (formula |comment )?was: /g;
const CSV_NOTE = / ?\[was: /g;

export function rewordCellNotes(bytes: Uint8Array, formatKey: string): Uint8Array {
  if (formatKey === 'csv' || formatKey === 'tsv') {
    const text = withoutMarkerColumn(new TextDecoder().decode(bytes), formatKey === 'tsv' ? '\t' : ',');
    return new TextEncoder().encode(text.replace(CSV_NOTE, ' [theirs: '));
  }
  const archive = new ZipArchive(bytes);
  const reworded = (text: string) =>
    text.replace(
      NOTE,
      (_, what: string | undefined) =>
        `Merge conflict: ours is in the cell, theirs${what ? ` ${what.trim()}` : ''} has: `,
    );
  const parts = new Map<string, string>();
  for (const name of archive.names())
    if (name === 'content.xml' ? archive.has('mimetype') : /comments\d*\.xml$/.test(name))
      parts.set(name, reworded(archive.text(name) ?? ''));
  return packageWithParts(bytes, parts);
}

/**
 * A styled CSV result starts every record with a change marker (`modified`, `deleted`, empty);
 * a merged file must keep ours' columns, so that first field goes. Markers are plain words,
 * never quoted: the field ends at the first separator; quoted fields after it may hold line breaks.
 */
function withoutMarkerColumn(text: string, separator: string): string {
  let out = '';
  let quoted = false;
  let atRecordStart = true;
  for (let i = 0; i < text.length; i++) {
    if (atRecordStart) {
      const end = text.indexOf(separator, i);
      const lineEnd = text.indexOf('\n', i);
      if (end < 0 || (lineEnd >= 0 && lineEnd < end)) return out + text.slice(i);
      i = end;
      atRecordStart = false;
      continue;
    }
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    out += ch;
    if (ch === '\n' && !quoted) atRecordStart = true;
  }
  return out;
}

/** A delimited result uses CRLF; a merge keeps ours' line endings so git sees only real changes. */
export function matchLineEndings(result: Uint8Array, ours: Uint8Array): Uint8Array {
  const oursText = new TextDecoder().decode(ours);
  if (oursText.includes('\r\n')) return result;
  return new TextEncoder().encode(new TextDecoder().decode(result).replace(/\r\n/g, '\n'));
}
