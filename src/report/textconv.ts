import type { Block, DocumentModel, ParagraphBlock, Story, TableBlock, TextRun } from '../engine/model/document';

/**
 * A stable, diff-friendly text rendering of a Document model, for git's textconv and for any
 * report that wants the whole document as lines.
 *
 * One line per heading, paragraph and table row, so that `git diff` shows changed paragraphs
 * and `git diff --word-diff` changed words. The output depends on the model only (no dates, no
 * ids, no locators), so the same document always gives the same text and git's textconv cache
 * stays valid. Stories other than the body follow it in the model's order, each under a marker
 * line (`--- header (section 1, default) ---`).
 */

export interface TextconvOptions {
  /** Wrap paragraphs longer than this many characters at spaces; absent or 0 = never wrap. */
  wrap?: number;
}

export function documentToText(document: DocumentModel, options: TextconvOptions = {}): string {
  const lines: string[] = [];
  const body = document.stories.filter((story) => story.kind === 'body');
  const others = document.stories.filter((story) => story.kind !== 'body');
  for (const story of body) renderBlocks(story.blocks, lines, options);
  for (const story of others) {
    const storyLines: string[] = [];
    renderBlocks(story.blocks, storyLines, options);
    if (!storyLines.length) continue;
    // A blank line before each marker keeps sections apart for a reader and for diff hunks.
    if (lines.length) lines.push('');
    lines.push(`--- ${storyLabel(story)} ---`);
    lines.push(...storyLines);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function storyLabel(story: Story): string {
  const label = oneLine(story.label);
  return story.author && !label.includes(story.author) ? `${label} by ${oneLine(story.author)}` : label;
}

function renderBlocks(blocks: readonly Block[], lines: string[], options: TextconvOptions): void {
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
        renderParagraph(block, lines, options);
        break;
      case 'table':
        renderTable(block, lines);
        break;
      case 'object':
        lines.push(objectLabel(block.object.kind, block.object.name));
        break;
      case 'shape':
        // A shape is named, then its text follows, so a moved shape's text diffs as text.
        lines.push(`[shape${block.name ? `: ${oneLine(block.name)}` : ''}]`);
        if (block.object) lines.push(objectLabel(block.object.kind, block.object.name));
        renderBlocks(block.blocks, lines, options);
        break;
    }
  }
}

function renderParagraph(paragraph: ParagraphBlock, lines: string[], options: TextconvOptions): void {
  // Headings are bold or italic by their style; marking that on every heading is noise.
  const text = formattedText(paragraph.runs, Boolean(paragraph.headingLevel));
  if (!text) return;
  let prefix = '';
  if (paragraph.headingLevel) prefix = `${'#'.repeat(Math.min(paragraph.headingLevel, 9))} `;
  else if (paragraph.list) prefix = `${'  '.repeat(paragraph.list.level)}${oneLine(paragraph.list.label) || '•'} `;
  const indent = paragraph.list && !paragraph.headingLevel ? ' '.repeat(prefix.length) : '';
  lines.push(...wrapLine(prefix + text, options.wrap, indent));
}

/** A table row per line, cells separated by ` | `; cell paragraphs joined by ` / `. */
function renderTable(table: TableBlock, lines: string[]): void {
  for (const row of table.rows) {
    const cells = row.cells.filter((cell) => cell.vMerge !== 'continue').map((cell) => inlineBlocks(cell.blocks));
    if (cells.some((cell) => cell)) lines.push(cells.join(' | '));
  }
}

/** Blocks of a table cell on one line; a nested table becomes `[a | b; c | d]`. */
function inlineBlocks(blocks: readonly Block[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.type === 'paragraph') {
      const text = formattedText(block.runs);
      if (text) parts.push(block.list ? `${oneLine(block.list.label)} ${text}` : text);
    } else if (block.type === 'object') parts.push(objectLabel(block.object.kind, block.object.name));
    else if (block.type === 'shape') {
      const inner = inlineBlocks(block.blocks);
      if (inner) parts.push(inner);
      else if (block.object) parts.push(objectLabel(block.object.kind, block.object.name));
    } else {
      const rows = block.rows.map((row) => row.cells.map((cell) => inlineBlocks(cell.blocks)).join(' | '));
      parts.push(`[${rows.join('; ')}]`);
    }
  }
  return parts.join(' / ');
}

type Marks = { bold: boolean; italic: boolean; strike: boolean };

/**
 * The paragraph's text with light formatting markers. Adjacent runs with the same marks are
 * merged first, so a word split over runs by an editor does not gain markers in the middle; the
 * markers hug the text, leaving surrounding spaces outside so word diffs stay word-aligned.
 */
function formattedText(runs: readonly TextRun[], dropCommonMarks = false): string {
  const pieces: { text: string; marks: Marks }[] = [];
  for (const run of runs) {
    const text = run.object ? objectLabel(run.object.kind, run.object.name) : oneLine(run.text);
    if (!text) continue;
    const marks: Marks = run.object
      ? { bold: false, italic: false, strike: false }
      : { bold: Boolean(run.style.bold), italic: Boolean(run.style.italic), strike: Boolean(run.style.strike) };
    const last = pieces[pieces.length - 1];
    if (last && sameMarks(last.marks, marks)) last.text += text;
    else pieces.push({ text, marks });
  }
  if (dropCommonMarks) {
    const textPieces = pieces.filter((piece) => piece.text.trim());
    for (const key of ['bold', 'italic', 'strike'] as const) {
      if (textPieces.length && textPieces.every((piece) => piece.marks[key]))
        for (const piece of pieces) piece.marks = { ...piece.marks, [key]: false };
    }
    for (let i = pieces.length - 1; i > 0; i--) {
      if (sameMarks(pieces[i - 1].marks, pieces[i].marks))
        pieces.splice(i - 1, 2, { text: pieces[i - 1].text + pieces[i].text, marks: pieces[i].marks });
    }
  }
  let out = '';
  for (const piece of pieces) out += mark(piece.text, piece.marks);
  return out.replace(/ {2,}/g, ' ').trim();
}

function sameMarks(a: Marks, b: Marks): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.strike === b.strike;
}

function mark(text: string, marks: Marks): string {
  const match = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
  const [, lead, core, trail] = match;
  if (!core) return text;
  let inner = core;
  if (marks.strike) inner = `~~${inner}~~`;
  if (marks.italic) inner = `_${inner}_`;
  if (marks.bold) inner = `**${inner}**`;
  return `${lead}${inner}${trail}`;
}

function objectLabel(kind: string, name: string | undefined): string {
  if (kind === 'break') return `[${oneLine(name ?? 'break')}]`;
  const label = name ? oneLine(name) : '';
  return label ? `[${kind}: ${label}]` : `[${kind}]`;
}

/** Line breaks and tabs inside a paragraph become visible single characters on its one line. */
function oneLine(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u2028\u2029\v]/g, ' ↵ ')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0008\u000e-\u001f]/g, '');
}

function wrapLine(line: string, width: number | undefined, indent: string): string[] {
  if (!width || width <= 0 || line.length <= width) return [line];
  const words = line.split(' ');
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && candidate.length > width) {
      out.push(current);
      current = `${indent}${word}`;
    } else current = candidate;
  }
  if (current) out.push(current);
  return out;
}
