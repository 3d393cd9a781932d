import { describe, expect, it } from 'vitest';
import { compareStyles, sameParagraphStyles, wordStretches } from '../../../src/engine/diff/paragraph';
import type { ParagraphBlock, RunStyle } from '../../../src/engine/model/document';
import { sharedCut, type ParagraphText } from '../../../src/engine/diff/tokens';

function plain(text: string): ParagraphText {
  return { text, runStarts: [0], runs: [{ text, style: {} }], objects: [] };
}

/**
 * Pieces that meet the tokenizer's edge cases: white space of several kinds (one token per run of
 * it), apostrophes inside and at the end of words, CJK characters (a token each), a Greek final
 * sigma, punctuation, separators.
 */
const PIECES = [
  'word',
  'Word',
  'in',
  "don't",
  'it’s',
  "dogs'",
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '\n',
  '.',
  ',',
  '-',
  '/',
  '日本',
  '語',
  'ΟΔΟΣ',
  'σ',
  '42',
  'a1',
  '_x',
];

describe('wordStretches', () => {
  it('tokenizing only the middles after the shared start and before the shared end gives the same stretches (seeded)', () => {
    let state = 11;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >> 8;
    };
    const text = (length: number) => Array.from({ length }, () => PIECES[next() % PIECES.length]).join('');
    let cuts = 0;
    for (let round = 0; round < 3000; round++) {
      const base = Array.from({ length: next() % 30 }, () => PIECES[next() % PIECES.length]);
      const edited = [...base];
      // A few edits of the shared base: inserted, deleted or replaced pieces, or nothing at all.
      for (let edits = next() % 4; edits > 0; edits--) {
        const at = next() % (edited.length + 1);
        edited.splice(at, next() % 3, ...(next() % 2 ? [text(1 + (next() % 3))] : []));
      }
      const a = plain(base.join(''));
      const b = plain(round % 7 === 0 ? text(next() % 20) : edited.join(''));
      const options = {
        wordSeparators: round % 5 === 0 ? '-/' : '',
        detailsLevel: (['low', 'middle', 'high'] as const)[round % 3],
      };
      const expected = wordStretches(a, b, options, false);
      const actual = wordStretches(a, b, options);
      expect(actual, JSON.stringify({ a: a.text, b: b.text, options })).toEqual(expected);
      const cut = sharedCut(a.text, b.text);
      if (cut.start > 0 || cut.aEnd < a.text.length) cuts++;
    }
    // The seeded pairs share starts often enough that the cut is taken, not just allowed.
    expect(cuts).toBeGreaterThan(1000);
  });

  it('finds a changed word in the middle of a long paragraph, and the equal text around it', () => {
    const words = Array.from({ length: 200 }, (_, k) => `word${k}`);
    const a = plain(words.join(' '));
    const b = plain(words.map((w, k) => (k === 120 ? 'changed' : w)).join(' '));
    const stretches = wordStretches(a, b, { wordSeparators: '', detailsLevel: 'middle' });
    expect(stretches.map((s) => [s.equal, a.text.slice(s.aStart, s.aEnd), b.text.slice(s.bStart, s.bEnd)])).toEqual([
      [true, words.slice(0, 120).join(' ') + ' ', words.slice(0, 120).join(' ') + ' '],
      [false, 'word120', 'changed'],
      [true, ' ' + words.slice(121).join(' '), ' ' + words.slice(121).join(' ')],
    ]);
  });
});

describe('sameParagraphStyles', () => {
  it('calls runs alike exactly when comparing every style property finds no change (seeded)', () => {
    let state = 17;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >> 8;
    };
    // Values that differ, and values that differ only until normalised (none/undefined, case, false/absent).
    const values: Record<string, unknown[]> = {
      bold: [true, false, undefined],
      italic: [true, false],
      underline: ['single', 'none', undefined],
      strike: [true, false],
      font: ['Arial', 'Calibri'],
      size: [11, 12],
      color: ['ff0000', 'FF0000', 'auto', undefined],
      highlight: ['yellow', 'none', 'auto'],
      vertAlign: ['superscript', undefined],
    };
    const style = (): RunStyle => {
      const out: Record<string, unknown> = {};
      for (const [property, options] of Object.entries(values))
        if (next() % 3 === 0) out[property] = options[next() % options.length];
      return out as RunStyle;
    };
    const paragraph = (s: RunStyle): ParagraphBlock => ({ type: 'paragraph', runs: [{ text: 'same', style: s }] });
    let alike = 0;
    for (let round = 0; round < 3000; round++) {
      const a = style();
      const b = round % 2 ? style() : { ...a, ...(next() % 2 ? { color: a.color?.toUpperCase() } : {}) };
      const expected = compareStyles(a, b).length === 0;
      if (expected) alike++;
      expect(sameParagraphStyles(paragraph(a), paragraph(b)), JSON.stringify({ a, b })).toBe(expected);
    }
    expect(alike).toBeGreaterThan(300);
  });
});
