import type { ChangeInfoRecord, PageSource } from '../engine/changeinfo';
import { LEGEND } from './legend';
import { describeStyleChanges, pageUnit, summarize, typeLabel } from './summary';
import type { FileReport } from './types';

/**
 * Terminal renderers: the readable list of `docdelta changes` and the per-file semantic diff
 * the git driver prints. Colour is the caller's decision (terminal, pager, NO_COLOR), in the
 * legend's colours (legend.ts); without it, insertions and deletions are marked the way
 * `git diff --word-diff=plain` marks them, the marking git users already read and scripts parse.
 * Old and new text stand apart in both: `[-Draft-] {+Approved+}`, or red, an arrow, blue.
 */

const SGR = {
  reset: '\x1b[0m',
  bold: '\x1b[1m',
  dim: '\x1b[2m',
  cyan: '\x1b[36m',
} as const;

const TYPE_COLORS: Record<string, string> = Object.fromEntries(
  LEGEND.map((entry) => [entry.type, `\x1b[${entry.sgr}m`]),
);
const INSERTED = TYPE_COLORS.Inserted;
const DELETED = TYPE_COLORS.Deleted;

/**
 * Columns to wrap the list at: the terminal's own width, else COLUMNS; none when the list goes
 * to a pipe or file with no COLUMNS, so that grep and scripts read one record per line.
 */
export function terminalColumns(
  stdout: { columns?: number; isTTY?: boolean },
  env: Record<string, string | undefined>,
): number | undefined {
  const columns = (stdout.isTTY && stdout.columns) || Number(env.COLUMNS || (stdout.isTTY ? 80 : NaN));
  return Number.isFinite(columns) && columns >= 20 ? Math.floor(columns) : undefined;
}

type Paint = (color: string | undefined, text: string) => string;

function painter(color: boolean): Paint {
  return (sgr, text) => (color && sgr && text ? `${sgr}${text}${SGR.reset}` : text);
}

/** The readable change list `docdelta changes` prints without --json, wrapped at `width` columns. */
export function renderChangeList(
  source: string,
  targets: string[],
  changes: ChangeInfoRecord[],
  places: string[],
  color: boolean,
  width = Infinity,
  pageSources?: readonly PageSource[],
): string {
  const paint = painter(color);
  // The header is not wrapped: paths are copied from it whole.
  const lines: string[] = [`${source} → ${targets.join(', ')}: ${summarize(changes)}`];
  const unit = pageUnit(targets[0] ?? source);
  const labelWidth = Math.max(...changes.map((c) => typeLabel(c.Type).length), 0);
  const numberWidth = Math.max(String(changes.length).length, 2);
  changes.forEach((change, i) => {
    const label = paint(TYPE_COLORS[change.Type], typeLabel(change.Type).padEnd(labelWidth));
    const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
    // A remote service gives no places (the API's ChangeInfo has none): the page (sheet, slide) alone then.
    const place = places[i] ? `${places[i]} ` : '';
    const head = `  ${String(i + 1).padStart(numberWidth)}. `;
    const hanging = ' '.repeat(head.length + labelWidth + 1);
    // "(page 1)" stays on one line: a no-break space while wrapping. A page no renderer draws
    // (the built-in estimate of a Word page) is marked `~`, so it is not taken for the page to open.
    const estimated = pageSources?.[i] === 'estimate' ? '~' : '';
    const page = `(${estimated}${unit}\u00a0${change.PageInfo.PageNumber})`;
    lines.push(
      ...wrap(`${head}${label} ${place}${page}${target}`, width, hanging).map((l) => l.replace(/\u00a0/g, ' ')),
    );
    const indent = ' '.repeat(head.length);
    lines.push(...wrap(`${indent}${describeForList(change, paint)}`, width, indent));
  });
  return `${lines.join('\n')}\n`;
}

/** Visible length of a string that may hold SGR codes. */
function visible(text: string): number {
  return [...text.replace(/\x1b\[[0-9;]*m/g, '')].length;
}

/**
 * Wraps at spaces to `width` columns, continuation lines indented by `indent`; a word longer
 * than a line is cut only where it must be. A colour open at a break is closed at the line's
 * end and opened again on the next, so pagers that reset at each line keep it.
 */
function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  let open = '';
  const colourOf = (piece: string) => [...piece.matchAll(/\x1b\[[0-9;]*m/g)].map((m) => m[0]);
  for (const word of text.split(/(?<= )/)) {
    if (line && visible(line) + visible(word.trimEnd()) > width && visible(line.trim()) > 0) {
      lines.push(open ? `${line.trimEnd()}${SGR.reset}` : line.trimEnd());
      line = `${indent}${open}`;
    }
    let rest = word;
    while (visible(line) + visible(rest.trimEnd()) > width && visible(rest) > width - indent.length) {
      // A word wider than a whole line: cut it at the line's end.
      const room = Math.max(1, width - visible(line));
      const chars = [...rest];
      lines.push(`${line}${chars.slice(0, room).join('')}`);
      rest = chars.slice(room).join('');
      line = indent;
    }
    line += rest;
    for (const code of colourOf(word)) open = code === SGR.reset ? '' : code;
  }
  if (line.trim() || !lines.length) lines.push(line.trimEnd());
  return lines;
}

function describeForList(change: ChangeInfoRecord, paint: Paint): string {
  const quote = (text: string) => `"${truncate(text.replace(/\s+/g, ' '), 160)}"`;
  switch (change.Type) {
    case 'Inserted':
      return paint(INSERTED, `+ ${quote(change.TargetText)}`);
    case 'Deleted':
      return paint(DELETED, `- ${quote(change.Text)}`);
    case 'StyleChanged':
      return `${quote(change.TargetText)}: ${describeStyleChanges(change)}`;
    case 'Moved':
      return quote(change.TargetText);
    default:
      return `${paint(DELETED, quote(change.Text))} → ${paint(INSERTED, quote(change.TargetText))}`;
  }
}

export interface GitDiffRenderOptions {
  color: boolean;
}

/**
 * One file of the git driver's output:
 *
 * ```
 * diff --docdelta a/policy.docx b/policy.docx
 * @@ header (section 1, default), paragraph 1 @@ modified
 *   [-Draft-] {+Approved+}
 * 8 changes (3 modified, 3 inserted, 1 moved, 1 style)
 * ```
 */
export function renderFileDiff(file: FileReport, options: GitDiffRenderOptions): string {
  const paint = painter(options.color);
  const lines = [paint(SGR.bold, `diff --docdelta a/${file.oldPath} b/${file.newPath}`)];
  if (file.status === 'added') lines.push(paint(SGR.bold, 'new document'));
  if (file.status === 'deleted') lines.push(paint(SGR.bold, 'deleted document'));
  if (file.status === 'renamed') lines.push(paint(SGR.bold, `renamed from ${file.oldPath} to ${file.newPath}`));
  if (file.note !== undefined) {
    lines.push(file.note);
    return `${lines.join('\n')}\n`;
  }
  file.changes.forEach((change, i) => {
    const place = oneLine(file.places[i] ?? '');
    lines.push(
      `${paint(SGR.cyan, `@@ ${withPage(place, change, file.newPath)} @@`)} ${paint(TYPE_COLORS[change.Type], typeLabel(change.Type))}`,
    );
    for (const line of describeForDiff(change, paint).split('\n')) lines.push(`  ${line}`);
  });
  lines.push(summarize(file.changes));
  return `${lines.join('\n')}\n`;
}

function describeForDiff(change: ChangeInfoRecord, paint: Paint): string {
  const color = paint(DELETED, 'x') !== 'x';
  // Painted line by line: pagers such as less reset colours at each new line.
  const perLine = (text: string, wrap: (line: string) => string) => text.split('\n').map(wrap).join('\n');
  const deleted = (text: string) => perLine(text, (line) => (color ? paint(DELETED, line) : `[-${line}-]`));
  const inserted = (text: string) => perLine(text, (line) => (color ? paint(INSERTED, line) : `{+${line}+}`));
  switch (change.Type) {
    case 'Inserted':
      return inserted(change.TargetText);
    case 'Deleted':
      return deleted(change.Text);
    case 'StyleChanged':
      return `"${change.TargetText}": ${describeStyleChanges(change)}`;
    case 'Moved':
      return `"${change.TargetText}"`;
    default:
      // Apart, so "Together" and "Positive" never read as one word: a space without colour (as
      // --word-diff=plain prints between a removal and an addition), an arrow with it.
      if (!change.Text) return inserted(change.TargetText);
      if (!change.TargetText) return deleted(change.Text);
      return `${deleted(change.Text)}${color ? ` ${paint(SGR.dim, '→')} ` : ' '}${inserted(change.TargetText)}`;
  }
}

/**
 * The hunk's place with its page where the page is the file's own: a PDF's page, a slide, a
 * sheet. A Word or ODF page would be an estimate of a layout no one drew, so it is left out.
 */
function withPage(place: string, change: ChangeInfoRecord, path: string): string {
  const unit = pageUnit(path);
  if (unit === 'page' && !/\.pdf$/i.test(path)) return place;
  const page = change.PageInfo.PageNumber;
  if (!(page >= 1) || new RegExp(`\\b${unit} ${page}\\b`, 'i').test(place)) return place;
  return place ? `${unit} ${page}, ${place}` : `${unit} ${page}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export { summarize };
