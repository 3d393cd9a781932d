import type { ParagraphBlock, TextRun } from '../model/document';

/**
 * Splits paragraph text into the units the word diff aligns: words, runs of white space,
 * single punctuation characters, single CJK/Thai characters (those scripts do not separate
 * words with spaces), and inline objects (compared by content hash, not by their label).
 */

export type TokenKind = 'word' | 'space' | 'punct' | 'object';

export interface Token {
  kind: TokenKind;
  /** Offsets in the paragraph's text. */
  start: number;
  end: number;
  /** Comparison key: the text itself, or the object's hash. */
  key: string;
}

const TOKEN_PATTERN =
  /(\s+)|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}])|([\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*)|([\s\S])/uy;

export function tokenizeText(text: string, separators = '', objects?: ObjectSpan[]): Token[] {
  const tokens: Token[] = [];
  const separatorSet = separators ? new Set(Array.from(separators)) : undefined;
  let objectIndex = 0;
  let position = 0;
  TOKEN_PATTERN.lastIndex = 0;
  while (position < text.length) {
    const object = objects?.[objectIndex];
    if (object && object.start === position) {
      tokens.push({ kind: 'object', start: object.start, end: object.end, key: `\u0000${object.hash}` });
      position = object.end;
      objectIndex++;
      continue;
    }
    TOKEN_PATTERN.lastIndex = position;
    const match = TOKEN_PATTERN.exec(text);
    if (!match) break;
    let end = position + match[0].length;
    if (object && object.start < end) end = object.start;
    const kind: TokenKind = match[1] ? 'space' : match[2] ? 'word' : match[3] ? 'word' : 'punct';
    if (kind === 'word' && separatorSet) {
      pushSplitAtSeparators(tokens, text, position, end, separatorSet);
    } else {
      tokens.push({ kind, start: position, end, key: text.slice(position, end) });
    }
    position = end;
  }
  return tokens;
}

function pushSplitAtSeparators(tokens: Token[], text: string, start: number, end: number, separators: Set<string>) {
  let wordStart = start;
  for (let i = start; i < end; i++) {
    if (separators.has(text[i])) {
      if (i > wordStart) tokens.push({ kind: 'word', start: wordStart, end: i, key: text.slice(wordStart, i) });
      tokens.push({ kind: 'punct', start: i, end: i + 1, key: text[i] });
      wordStart = i + 1;
    }
  }
  if (end > wordStart) tokens.push({ kind: 'word', start: wordStart, end, key: text.slice(wordStart, end) });
}

/** Where an inline object's label sits in the paragraph text. */
export interface ObjectSpan {
  start: number;
  end: number;
  hash: string;
  /** What a reader sees of the object, when its reader could tell (InlineObject.detail). */
  detail?: string;
}

/** The paragraph's text, where each run starts, and where its objects are. */
export interface ParagraphText {
  text: string;
  runStarts: number[];
  runs: readonly TextRun[];
  objects: ObjectSpan[];
}

export function paragraphText(paragraph: ParagraphBlock): ParagraphText {
  let text = '';
  const runStarts: number[] = [];
  const objects: ObjectSpan[] = [];
  for (const run of paragraph.runs) {
    runStarts.push(text.length);
    if (run.object)
      objects.push({
        start: text.length,
        end: text.length + run.text.length,
        hash: run.object.hash,
        ...(run.object.detail ? { detail: run.object.detail } : {}),
      });
    text += run.text;
  }
  return { text, runStarts, runs: paragraph.runs, objects };
}

/**
 * The word alternatives of TOKEN_PATTERN alone: scanning for them skips spaces and punctuation
 * exactly as the tokenizer does (neither can start a word), without a token object for each.
 */
const WORD_PATTERN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]|[\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*/gu;

/** Lower-cased words of a text (the tokenizer's words), for similarity measures. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD_PATTERN) ?? [];
}

/** True when the text has nothing but white space. */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
