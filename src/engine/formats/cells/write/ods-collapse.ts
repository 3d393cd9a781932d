import { decodeAttribute, escapeRegExp } from './xml-text';
import { NAMESPACES } from '../../package/namespaces';

/**
 * Big sheets without a big DOM. The ODS writer edits content.xml as a DOM, but a sheet of tens
 * of thousands of rows makes that DOM cost seconds to build and to serialise. Before parsing,
 * every run of rows the writer will not touch is swapped for one placeholder row repeated as
 * many times (`<table:table-row ddph="7" table:number-rows-repeated="812">`), so the DOM holds
 * the document's skeleton, its styles and only the rows that change; after serialising, each
 * placeholder gets its original text back byte for byte.
 *
 * Rows stay real when the writer may touch or read them: the rows the changes name, rows holding
 * a vertical merge (a row put back below widens it), and each table's last row (the padding a
 * row put back comes out of). When the writer still changed a placeholder (split it, renamed it,
 * dropped it), `restore` says so and the caller writes again from the whole text.
 */

/** Rows to keep per sheet name (0-based row indexes), or 'all' for a sheet kept whole. */
export type RowsToKeep = Map<string, Set<number> | 'all'>;

export interface CollapsedContent {
  text: string;
  /** The serialised DOM with its placeholders expanded; undefined when one was edited. */
  restore(serialized: string): string | undefined;
}

const TABLE_NS = NAMESPACES.table[0];
/** Placeholders are needed only where they save work. */
const MIN_COLLAPSED_BYTES = 4096;

/** Offset of the `>` ending the tag that starts at `from`, skipping quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let k = from; k < xml.length; k++) {
    const ch = xml[k];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return k;
  }
  return -1;
}

function sortedRows(keep: Set<number> | 'all' | undefined): number[] | 'all' {
  if (keep === 'all') return 'all';
  return [...(keep ?? [])].sort((x, y) => x - y);
}

/** Consecutive untouched rows (text offsets, row count) and where the last of them starts. */
interface Run {
  start: number;
  end: number;
  count: number;
  lastStart: number;
  lastCount: number;
}

/** Whether any of the sorted rows lies in [start, start + count). */
function touches(rows: number[], start: number, count: number): boolean {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < rows.length && rows[lo] < start + count;
}

/**
 * content.xml with the untouched row runs of its tables collapsed; undefined when the text is
 * not laid out the way this scan expects (the caller then parses all of it).
 */
export function collapseRows(
  xml: string,
  keep: RowsToKeep,
  minBytes = MIN_COLLAPSED_BYTES,
): CollapsedContent | undefined {
  const root = /<[A-Za-z_][^\s>/?!]*[\s>]/g;
  root.lastIndex = xml.trimStart().startsWith('<?') ? xml.indexOf('?>') + 2 : 0;
  const rootStart = root.exec(xml);
  if (!rootStart) return undefined;
  const rootEnd = tagEnd(xml, rootStart.index);
  if (rootEnd < 0) return undefined;
  const prefixMatch = new RegExp(`xmlns:([\\w.-]+)\\s*=\\s*["']${escapeRegExp(TABLE_NS)}["']`).exec(
    xml.slice(rootStart.index, rootEnd),
  );
  if (!prefixMatch) return undefined;
  const t = prefixMatch[1];
  // Another binding of the table namespace or of its prefix would make the text scan unsound.
  if (xml.indexOf(TABLE_NS, rootEnd) >= 0 || xml.indexOf(`xmlns:${t}=`, rootEnd) >= 0) return undefined;
  const rowOpen = `<${t}:table-row`;
  const rowClose = `</${t}:table-row>`;
  const spanned = `${t}:number-rows-spanned="`;
  const repeatedRows = new RegExp(`\\s${escapeRegExp(t)}:number-rows-repeated\\s*=\\s*["'](\\d+)["']`);
  const tableName = new RegExp(`\\s${escapeRegExp(t)}:name\\s*=\\s*"([^"]*)"`);
  const tags = new RegExp(
    `<(/?)${escapeRegExp(t)}:(table|table-row|table-row-group|table-header-rows|table-rows)(?=[\\s/>])`,
    'g',
  );

  const pieces: string[] = [];
  const originals: { text: string; count: number }[] = [];
  let copied = 0;
  let nextSpanned = xml.indexOf(spanned);
  /** Whether a cell in [start, end) spans more than one row; LibreOffice writes `="1"` on horizontal merges. */
  const hasSpan = (start: number, end: number) => {
    if (nextSpanned >= 0 && nextSpanned < start) nextSpanned = xml.indexOf(spanned, start);
    while (nextSpanned >= 0 && nextSpanned < end) {
      const valueStart = nextSpanned + spanned.length;
      const rowsSpanned = Number(xml.slice(valueStart, xml.indexOf('"', valueStart)));
      nextSpanned = xml.indexOf(spanned, valueStart);
      if (rowsSpanned > 1) return true;
    }
    return false;
  };

  let tableIndex = 0;
  tags.lastIndex = rootEnd;
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    if (m[1] || m[2] !== 'table') continue;
    const tableTagEnd = tagEnd(xml, m.index);
    if (tableTagEnd < 0) return undefined;
    tableIndex++;
    if (xml[tableTagEnd - 1] === '/') continue;
    const nameMatch = tableName.exec(xml.slice(m.index, tableTagEnd + 1));
    const name = nameMatch ? decodeAttribute(nameMatch[1]) : `Sheet${tableIndex}`;
    const rows = sortedRows(keep.get(name));
    // One run of untouched sibling rows, waiting to be collapsed.
    let run: Run | undefined;
    const runs: Run[] = [];
    let lastRowEnd = -1;
    const flush = () => {
      if (run) runs.push(run);
      run = undefined;
    };
    let depth = 0;
    let next = 0;
    let ended = false;
    tags.lastIndex = tableTagEnd + 1;
    for (let tag = tags.exec(xml); tag; tag = tags.exec(xml)) {
      const [, closing, local] = tag;
      if (local === 'table') {
        if (!closing) return undefined;
        if (depth !== 0) return undefined;
        ended = true;
        break;
      }
      if (local !== 'table-row') {
        flush();
        if (closing) depth--;
        else {
          const end = tagEnd(xml, tag.index);
          if (end < 0) return undefined;
          if (xml[end - 1] !== '/') depth++;
          tags.lastIndex = end + 1;
        }
        continue;
      }
      if (closing) return undefined;
      const startTagEnd = tagEnd(xml, tag.index);
      if (startTagEnd < 0) return undefined;
      const startTag = xml.slice(tag.index, startTagEnd + 1);
      const count = Math.max(1, Number(repeatedRows.exec(startTag)?.[1] ?? 1) || 1);
      let end: number;
      if (xml[startTagEnd - 1] === '/') end = startTagEnd + 1;
      else {
        const close = xml.indexOf(rowClose, startTagEnd);
        if (close < 0) return undefined;
        // A row inside a row means a table inside a cell: not a layout this scan follows.
        const inner = xml.indexOf(rowOpen, startTagEnd);
        if (inner >= 0 && inner < close) return undefined;
        end = close + rowClose.length;
      }
      const start = next;
      next += count;
      tags.lastIndex = end;
      lastRowEnd = end;
      const kept = rows === 'all' || touches(rows, start, count) || hasSpan(tag.index, end);
      if (kept) {
        flush();
        continue;
      }
      // Pretty-printed files put whitespace between rows; it goes into the run with them.
      if (run && (run.end === tag.index || /^\s*$/.test(xml.slice(run.end, tag.index)))) {
        run.end = end;
        run.count += count;
        run.lastStart = tag.index;
        run.lastCount = count;
      } else {
        flush();
        run = { start: tag.index, end, count, lastStart: tag.index, lastCount: count };
      }
    }
    if (!ended) return undefined;
    flush();
    // The table's last row stays real (even inside a row group): the padding rows put back come out of.
    const last = runs[runs.length - 1];
    if (last && last.end === lastRowEnd) {
      if (last.lastStart > last.start)
        runs[runs.length - 1] = { ...last, end: last.lastStart, count: last.count - last.lastCount };
      else runs.pop();
    }
    for (const r of runs) {
      if (r.end - r.start < minBytes) continue;
      pieces.push(xml.slice(copied, r.start));
      const id = originals.length;
      originals.push({ text: xml.slice(r.start, r.end), count: r.count });
      pieces.push(
        `<${t}:table-row ddph="${id}"${r.count > 1 ? ` ${t}:number-rows-repeated="${r.count}"` : ''}><${t}:table-cell/></${t}:table-row>`,
      );
      copied = r.end;
    }
  }
  if (!originals.length) return { text: xml, restore: (serialized) => serialized };
  pieces.push(xml.slice(copied));
  const placeholder = new RegExp(
    `<${escapeRegExp(t)}:table-row ddph="(\\d+)"(?: ${escapeRegExp(t)}:number-rows-repeated="(\\d+)")?><${escapeRegExp(t)}:table-cell/></${escapeRegExp(t)}:table-row>`,
    'g',
  );
  return {
    text: pieces.join(''),
    restore(serialized: string): string | undefined {
      const seen = new Set<number>();
      let intact = true;
      const out = serialized.replace(placeholder, (whole, id: string, repeat: string | undefined) => {
        const original = originals[Number(id)];
        if (!original || seen.has(Number(id)) || Number(repeat ?? 1) !== original.count) {
          intact = false;
          return whole;
        }
        seen.add(Number(id));
        return original.text;
      });
      return intact && seen.size === originals.length && !out.includes(' ddph="') ? out : undefined;
    },
  };
}
