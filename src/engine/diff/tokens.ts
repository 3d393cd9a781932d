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

/**
 * The tokenizer's pattern. Made when first needed: V8 builds the Unicode property sets of such a
 * pattern when it is created (about 1 ms for this one and WORD_PATTERN) and compiles it on first
 * use, which text of plain prose never needs (see BEYOND_SIMPLE).
 */
let tokenPattern: RegExp | undefined;
const unicodeTokenPattern = () =>
  (tokenPattern ??=
    /(\s+)|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}])|([\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*)|([\s\S])/uy);

/**
 * Text of ASCII and the typographic marks of English prose (no-break space, dashes, curly
 * quotes, ellipsis) has no character whose class needs Unicode's tables, and there the patterns
 * below match exactly as the Unicode patterns (unicodeTokenPattern, unicodeWordPattern) do (`\s` is the same set with and
 * without the `u` flag). V8 compiles a pattern of Unicode properties on its first use in a
 * process, about 5 ms each; most comparisons of such text then never compile them.
 */
const BEYOND_SIMPLE = /[^\0-\x7f\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/;
const SIMPLE_TOKEN_PATTERN = /(\s+)|([A-Za-z0-9_]+(?:['\u2019][A-Za-z0-9]+)*)|([\s\S])/y;
const SIMPLE_WORD_PATTERN = /[A-Za-z0-9_]+(?:['\u2019][A-Za-z0-9]+)*/g;

/**
 * The tokens of `text` from `start` to `stop`, which must be token boundaries (see sharedCut):
 * the same tokens as that stretch of the whole text's.
 */
export function tokenizeText(
  text: string,
  separators = '',
  objects?: ObjectSpan[],
  start = 0,
  stop = text.length,
): Token[] {
  const tokens: Token[] = [];
  const separatorSet = separators ? new Set(Array.from(separators)) : undefined;
  const simple = !BEYOND_SIMPLE.test(text);
  const pattern = simple ? SIMPLE_TOKEN_PATTERN : unicodeTokenPattern();
  let objectIndex = 0;
  let position = start;
  while (position < stop) {
    const object = objects?.[objectIndex];
    if (object && object.start === position) {
      tokens.push({ kind: 'object', start: object.start, end: object.end, key: `\u0000${object.hash}` });
      position = object.end;
      objectIndex++;
      continue;
    }
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) break;
    let end = position + match[0].length;
    if (object && object.start < end) end = object.start;
    const kind: TokenKind = match[1] ? 'space' : match[2] ? 'word' : !simple && match[3] ? 'word' : 'punct';
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
  /** An equation, whose label is its linear text (a change names the terms that differ). */
  equation?: true;
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
        ...(run.object.kind === 'equation' ? { equation: true as const } : {}),
      });
    text += run.text;
  }
  return { text, runStarts, runs: paragraph.runs, objects };
}

const SPACE = /\s/;

/**
 * Where two texts without inline objects can be cut so that only their middles need tokens: a
 * shared prefix `[0, start)` and shared suffixes `[aEnd, a.length)`, `[bEnd, b.length)` that
 * end and begin at a word boundary both texts agree on (white space, then something else, all
 * inside the shared text). White space is always a token of its own, so the whole texts'
 * tokens are the prefix's, then the middle's (tokenizeText from `start` to the end), then the
 * suffix's, the same on both sides; and the common prefix and suffix trimmed before the
 * sequence diff (alignSequences) reach past the cuts without ever meeting, so aligning the
 * middles gives the same alignment. A paired paragraph of a long document usually differs in a
 * few words: this skips tokenizing the hundreds it shares.
 */
export function sharedCut(a: string, b: string): { start: number; aEnd: number; bEnd: number } {
  const shorter = Math.min(a.length, b.length);
  // The longest shared start and end, found by halving with native comparisons of slices: a
  // loop over the characters would run hundreds of times per paragraph in the interpreter.
  let prefix = 0;
  for (let high = shorter; prefix < high;) {
    const middle = (prefix + high + 1) >> 1;
    if (a.slice(prefix, middle) === b.slice(prefix, middle)) prefix = middle;
    else high = middle - 1;
  }
  let suffix = 0;
  for (let high = shorter - prefix; suffix < high;) {
    const middle = (suffix + high + 1) >> 1;
    if (a.slice(a.length - middle, a.length - suffix) === b.slice(b.length - middle, b.length - suffix))
      suffix = middle;
    else high = middle - 1;
  }
  let start = prefix - 1;
  while (start > 0 && !(SPACE.test(a[start - 1]) && !SPACE.test(a[start]))) start--;
  // The suffix cut: a[a.length - k - 1] is white space and a[a.length - k] is not, both shared.
  let k = suffix - 1;
  while (k > 0 && !(SPACE.test(a[a.length - k - 1]) && !SPACE.test(a[a.length - k]))) k--;
  start = Math.max(start, 0);
  k = Math.max(k, 0);
  return { start, aEnd: a.length - k, bEnd: b.length - k };
}

/**
 * The word alternatives of the tokenizer's pattern alone: scanning for them skips spaces and punctuation
 * exactly as the tokenizer does (neither can start a word), without a token object for each.
 */
let wordPattern: RegExp | undefined;
const unicodeWordPattern = () =>
  (wordPattern ??=
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]|[\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*/gu);

/** Lower-cased words of a text (the tokenizer's words), for similarity measures. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(BEYOND_SIMPLE.test(text) ? unicodeWordPattern() : SIMPLE_WORD_PATTERN) ?? [];
}

/** True when the text has nothing but white space. */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
