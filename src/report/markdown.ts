import type { ChangeInfoRecord } from '../engine/changeinfo';
import { escapeHtml } from './escape';
import { countsByType, describeStyleChanges, summarize, typeLabel } from './summary';
import type { FileReport } from './types';

/**
 * GitHub-flavoured Markdown report (pull request comments, job summaries): per file a
 * collapsible `<details>` with a table of counts by type and a table of changes, insertions and
 * deletions as `<ins>`/`<del>`. The whole report stays under a character budget (GitHub rejects
 * comments over 65,536 characters); what does not fit is counted in a "N more changes" line.
 */

export const GITHUB_COMMENT_LIMIT = 65_536;

export interface MarkdownOptions {
  /** Heading of the report. */
  title?: string;
  /** Most characters the report may have (default GITHUB_COMMENT_LIMIT). */
  budget?: number;
  /** Longest text shown for one side of a change, in characters. */
  maxTextLength?: number;
}

/** Room kept for the lines that close a report once changes stop fitting. */
const CLOSING_RESERVE = 400;

export function renderMarkdown(files: readonly FileReport[], options: MarkdownOptions = {}): string {
  const budget = options.budget ?? GITHUB_COMMENT_LIMIT;
  const maxText = options.maxTextLength ?? 300;
  const total = files.reduce((n, file) => n + file.changes.length, 0);
  const out: string[] = [];
  let length = 0;
  const fits = (text: string) => length + text.length + CLOSING_RESERVE <= budget;
  const push = (text: string) => {
    out.push(text);
    length += text.length;
  };
  push(
    `## ${escapeMarkdown(options.title ?? 'docdelta')}: ${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}\n\n`,
  );
  let omitted = 0;
  let omittedFiles = 0;
  for (const file of files) {
    const head = fileHead(file);
    if (omitted || !fits(head)) {
      omitted += file.changes.length;
      omittedFiles++;
      continue;
    }
    push(head);
    let shown = 0;
    for (const [index, change] of file.changes.entries()) {
      const row = changeRow(change, index + 1, file.places[index] ?? '', maxText);
      if (!fits(row)) break;
      push(row);
      shown++;
    }
    const hidden = file.changes.length - shown;
    if (hidden) {
      omitted += hidden;
      push(
        `\n**${hidden} more change${hidden === 1 ? '' : 's'}** in this document ${hidden === 1 ? 'is' : 'are'} not shown (the report is kept under ${budget} characters).\n`,
      );
    }
    push('\n</details>\n\n');
  }
  if (omittedFiles) {
    push(
      `**${omittedFiles} more document${omittedFiles === 1 ? '' : 's'}** with ${omitted} more change${omitted === 1 ? '' : 's'} not shown (the report is kept under ${budget} characters).\n`,
    );
  }
  return out.join('');
}

function fileHead(file: FileReport): string {
  const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
  const status = file.status === 'modified' ? '' : ` (${file.status})`;
  const lines = [
    `<details open>\n<summary><strong>${escapeHtml(name)}</strong>${status}: ${escapeHtml(file.note ? 'not compared' : summarize(file.changes))}</summary>\n\n`,
  ];
  if (file.note) {
    lines.push(`${escapeHtml(escapeMarkdown(file.note))}\n`);
    return lines.join('');
  }
  if (file.changes.length) {
    lines.push('| Type | Count |\n| --- | ---: |\n');
    for (const [type, count] of countsByType(file.changes)) lines.push(`| ${typeLabel(type)} | ${count} |\n`);
    lines.push('\n| # | Type | Where | Change |\n| ---: | --- | --- | --- |\n');
  }
  return lines.join('');
}

function changeRow(change: ChangeInfoRecord, number: number, place: string, maxText: number): string {
  const cell = (text: string) => tableCell(truncate(text, maxText));
  let what: string;
  switch (change.Type) {
    case 'Inserted':
      what = `<ins>${cell(change.TargetText)}</ins>`;
      break;
    case 'Deleted':
      what = `<del>${cell(change.Text)}</del>`;
      break;
    case 'StyleChanged':
      what = `${cell(change.TargetText)}: ${tableCell(describeStyleChanges(change))}`;
      break;
    case 'Moved':
      what = `moved: ${cell(change.TargetText)}`;
      break;
    default:
      what = `<del>${cell(change.Text)}</del> → <ins>${cell(change.TargetText)}</ins>`;
  }
  return `| ${number} | ${typeLabel(change.Type)} | ${tableCell(place)} | ${what} |\n`;
}

/**
 * Text inside a table cell: HTML-escaped (GitHub renders inline HTML), with the characters that
 * would end the cell or start Markdown syntax escaped and line breaks as `<br>`.
 */
function tableCell(text: string): string {
  return escapeHtml(escapeMarkdown(text)).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]~#])/g, '\\$1');
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
