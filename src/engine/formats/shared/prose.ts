import type { Block, Locator, ParagraphBlock } from '../../model/document';
import { splitLines } from './text-decode';

/**
 * Plain-text prose (READMEs, licences, reStructuredText-like notes): read as a person reads it,
 * one paragraph per run of lines between blank lines, so a paragraph re-wrapped at another
 * width compares equal and one deleted word is one change instead of every line end that moved.
 *
 * What is not wrapped prose keeps its lines: fenced code, blocks laid out in columns (tabs or
 * runs of spaces inside a line), blocks whose lines mostly end a sentence, and blocks of three or more short lines or of short lines
 * indented differently (titles, addresses, verse, signatures), where the line break is the
 * writer's choice. List items (bullets, and numbers after a line
 * that ends a sentence), reStructuredText headings and `>` quotes start paragraphs of their own.
 * No library does this: Markdown parsers join every line of a paragraph, code and layout alike.
 */

/** A block whose lines are all shorter than this was broken by hand, not by a wrapping editor. */
const SHORT_LINE = 40;
/** More lines than this without a blank line are a listing (a log, a word list), not one paragraph. */
const LONGEST_PARAGRAPH = 200;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const BULLET = /^[ \t]*[-*+•◦‣][ \t]+\S/;
const ENUMERATOR = /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]|\(?[a-zA-Z]\)|\([ivxlc]{1,6}\)|\(\d{1,3}\))[ \t]+\S/;
const SENTENCE_END = /[.:;!?)]["'”’]?$/;
const ADORNMENT = /^([=\-~^"'`#*+_])\1{2,}[ \t]*$/;
const COLUMNS = /\t|\S {3,}\S/;
const QUOTE = /^[ \t]{0,3}>[ \t]?/;

export function readProse(text: string): Block[] {
  return readProseLines(splitLines(text), 1, new HeadingLevels());
}

/** reStructuredText ranks heading adornments by the order they first appear in the document. */
class HeadingLevels {
  private readonly order: string[] = [];

  of(adornment: string): number {
    let index = this.order.indexOf(adornment);
    if (index < 0) index = this.order.push(adornment) - 1;
    return Math.min(6, index + 1);
  }
}

function readProseLines(lines: readonly string[], firstLineNumber: number, headings: HeadingLevels): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(lines[i]);
    if (fence) {
      let j = i + 1;
      while (j < lines.length && !lines[j].trimStart().startsWith(fence[1])) j++;
      const end = Math.min(j, lines.length - 1);
      for (let k = i; k <= end; k++) blocks.push(lineParagraph(lines[k], firstLineNumber + k, 'Code'));
      i = end + 1;
      continue;
    }
    if (QUOTE.test(lines[i])) {
      let j = i;
      while (j < lines.length && QUOTE.test(lines[j])) j++;
      const inner = lines.slice(i, j).map((line) => line.replace(QUOTE, ''));
      for (const block of readProseLines(inner, firstLineNumber + i, headings)) {
        if (block.type === 'paragraph' && !block.styleName) block.styleName = 'Quote';
        blocks.push(block);
      }
      i = j;
      continue;
    }
    let j = i;
    while (j < lines.length && lines[j].trim() !== '' && !FENCE.test(lines[j]) && !QUOTE.test(lines[j])) j++;
    readGroup(lines.slice(i, j), firstLineNumber + i, headings, blocks);
    i = j;
  }
  return blocks;
}

/** One run of non-blank lines: headings, then list items and paragraphs, or lines as written. */
function readGroup(group: readonly string[], firstLineNumber: number, headings: HeadingLevels, blocks: Block[]): void {
  let start = 0;
  // Over- and underlined or underlined titles: `Title\n=====` or `=====\nTitle\n=====`.
  while (start < group.length) {
    const over = ADORNMENT.exec(group[start]);
    if (
      over &&
      start + 2 < group.length &&
      group[start + 2].trim() === group[start].trim() &&
      !ADORNMENT.test(group[start + 1])
    ) {
      blocks.push(heading(group[start + 1], firstLineNumber + start + 1, headings.of(`${over[1]}${over[1]}`)));
      start += 3;
      continue;
    }
    const under = start + 1 < group.length ? ADORNMENT.exec(group[start + 1]) : null;
    if (
      under &&
      !ADORNMENT.test(group[start]) &&
      group[start + 1].trim().length >= Math.min(3, group[start].trim().length)
    ) {
      blocks.push(heading(group[start], firstLineNumber + start, headings.of(under[1])));
      start += 2;
      continue;
    }
    break;
  }
  const rest = group.slice(start);
  if (rest.length === 0) return;
  const restFirst = firstLineNumber + start;
  if (!isWrappedProse(rest)) {
    rest.forEach((line, k) => blocks.push(lineParagraph(line, restFirst + k)));
    return;
  }
  let from = 0;
  for (let k = 1; k <= rest.length; k++) {
    if (k < rest.length && !startsItem(rest[k], rest[k - 1])) continue;
    blocks.push(joinedParagraph(rest.slice(from, k), restFirst + from));
    from = k;
  }
}

function isWrappedProse(lines: readonly string[]): boolean {
  if (lines.length === 1) return true;
  if (lines.length > LONGEST_PARAGRAPH || lines.some((line) => COLUMNS.test(line.trim()))) return false;
  // A wrapping editor ends lines wherever a word does not fit; lines that all end a sentence were ended by hand.
  const sentenceEnds = lines.slice(0, -1).filter((line) => /[.!?]["'”’]?$/.test(line.trimEnd())).length;
  if (lines.length >= 6 && sentenceEnds >= 0.8 * (lines.length - 1)) return false;
  if (lines.some((line) => line.trim().length >= SHORT_LINE)) return true;
  // Short lines: a short paragraph of two lines, unless centred or stacked like a title or an address.
  const indents = new Set(lines.map((line) => /^\s*/.exec(line)![0].length));
  return lines.length === 2 && indents.size === 1;
}

/** A bullet always starts an item; a number only after a line that ends a sentence (else it is wrapped text). */
function startsItem(line: string, previous: string): boolean {
  if (BULLET.test(line)) return true;
  return ENUMERATOR.test(line) && SENTENCE_END.test(previous.trimEnd());
}

function locatorAt(line: number, lastLine: number): Locator {
  return { part: 'text', path: `${line}:1`, lastLine };
}

function lineParagraph(line: string, lineNumber: number, styleName?: string): ParagraphBlock {
  const locator = locatorAt(lineNumber, lineNumber);
  const paragraph: ParagraphBlock = {
    type: 'paragraph',
    runs: line ? [{ text: line, style: {}, locator }] : [],
    locator,
  };
  if (styleName) paragraph.styleName = styleName;
  return paragraph;
}

function heading(line: string, lineNumber: number, level: number): ParagraphBlock {
  const paragraph = lineParagraph(line.trim(), lineNumber);
  paragraph.headingLevel = level;
  return paragraph;
}

/**
 * The lines of a wrapped paragraph as one text: each line break and the indentation after it
 * is one space, except after a word broken at its hyphen (`NON-` / `INFRINGEMENT`), which
 * wrapping tools do, so that re-wrapping never changes the text.
 */
function joinedParagraph(lines: readonly string[], firstLineNumber: number): ParagraphBlock {
  const parts: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const previous = parts[parts.length - 1];
    if (previous !== undefined && !(/\w-$/.test(previous) && /^\w/.test(line))) parts.push(' ');
    parts.push(line);
  }
  const text = parts.join('');
  const locator = locatorAt(firstLineNumber, firstLineNumber + lines.length - 1);
  return { type: 'paragraph', runs: text ? [{ text, style: {}, locator }] : [], locator };
}
