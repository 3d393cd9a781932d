import type { ChangeInfoRecord } from '../engine/changeinfo';
import { describeStyleChanges, pageUnit, summarize, typeLabel } from './summary';
import type { FileReport } from './types';

/**
 * Terminal renderers: the readable list of `docdelta changes` and the per-file semantic diff
 * the git driver prints. Colour is the caller's decision (terminal, pager, NO_COLOR); without
 * it, insertions and deletions are marked the way `git diff --word-diff=plain` marks them.
 */

const SGR = {
  reset: '\x1b[0m',
  bold: '\x1b[1m',
  red: '\x1b[31m',
  green: '\x1b[32m',
  yellow: '\x1b[33m',
  magenta: '\x1b[35m',
  cyan: '\x1b[36m',
} as const;

const TYPE_COLORS: Record<string, string> = {
  Inserted: SGR.green,
  Deleted: SGR.red,
  Modified: SGR.yellow,
  Moved: SGR.cyan,
  StyleChanged: SGR.magenta,
};

type Paint = (color: string | undefined, text: string) => string;

function painter(color: boolean): Paint {
  return (sgr, text) => (color && sgr && text ? `${sgr}${text}${SGR.reset}` : text);
}

/** The readable change list `docdelta changes` prints without --json. */
export function renderChangeList(
  source: string,
  targets: string[],
  changes: ChangeInfoRecord[],
  places: string[],
  color: boolean,
): string {
  const paint = painter(color);
  const lines: string[] = [`${source} → ${targets.join(', ')}: ${summarize(changes)}`];
  const unit = pageUnit(targets[0] ?? source);
  changes.forEach((change, i) => {
    const label = paint(TYPE_COLORS[change.Type], change.Type.padEnd(12));
    const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
    // A remote service gives no places (the API's ChangeInfo has none): the page (sheet, slide) alone then.
    const place = places[i] ? `${places[i]} ` : '';
    lines.push(`  ${String(change.Id).padStart(3)}  ${label} ${place}(${unit} ${change.PageInfo.PageNumber})${target}`);
    lines.push(`       ${describeForList(change, paint)}`);
  });
  return `${lines.join('\n')}\n`;
}

function describeForList(change: ChangeInfoRecord, paint: Paint): string {
  const quote = (text: string) => `"${truncate(text.replace(/\s+/g, ' '), 160)}"`;
  switch (change.Type) {
    case 'Inserted':
      return paint(SGR.green, `+ ${quote(change.TargetText)}`);
    case 'Deleted':
      return paint(SGR.red, `- ${quote(change.Text)}`);
    case 'StyleChanged':
      return `${quote(change.TargetText)}: ${describeStyleChanges(change)}`;
    case 'Moved':
      return quote(change.TargetText);
    default:
      return `${paint(SGR.red, quote(change.Text))} → ${paint(SGR.green, quote(change.TargetText))}`;
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
 *   [-Draft-]{+Approved+}
 * 8 changes (3 modified, 3 inserted, 1 moved, 1 stylechanged)
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
    lines.push(
      `${paint(SGR.cyan, `@@ ${oneLine(file.places[i] ?? '')} @@`)} ${paint(TYPE_COLORS[change.Type], typeLabel(change.Type))}`,
    );
    for (const line of describeForDiff(change, paint).split('\n')) lines.push(`  ${line}`);
  });
  lines.push(summarize(file.changes));
  return `${lines.join('\n')}\n`;
}

function describeForDiff(change: ChangeInfoRecord, paint: Paint): string {
  const color = paint(SGR.red, 'x') !== 'x';
  // Painted line by line: pagers such as less reset colours at each new line.
  const perLine = (text: string, wrap: (line: string) => string) => text.split('\n').map(wrap).join('\n');
  const deleted = (text: string) => perLine(text, (line) => (color ? paint(SGR.red, line) : `[-${line}-]`));
  const inserted = (text: string) => perLine(text, (line) => (color ? paint(SGR.green, line) : `{+${line}+}`));
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
      return `${deleted(change.Text)}${inserted(change.TargetText)}`;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export { summarize };
