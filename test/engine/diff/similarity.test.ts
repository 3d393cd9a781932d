import { describe, expect, it } from 'vitest';
import { Interner } from '../../../src/engine/diff/sequence';
import { orderedWordSimilarity, pairingThreshold, surelySimilar } from '../../../src/engine/diff/similarity';
import { wordsOf } from '../../../src/engine/diff/tokens';

const PIECES = [
  'word',
  'Word',
  "don't",
  'it’s',
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '.',
  ', ',
  '日本',
  'ΟΔΟΣ',
  '42',
  'Ünïcode',
  '—',
];

describe('surelySimilar', () => {
  it('says "similar" only of texts whose measured similarity reaches the threshold, and says it of light edits (seeded)', () => {
    let state = 5;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >> 8;
    };
    let sure = 0;
    for (let round = 0; round < 3000; round++) {
      const base = Array.from({ length: next() % 60 }, () => PIECES[next() % PIECES.length]);
      const edited = [...base];
      for (let edits = next() % 12; edits > 0; edits--) {
        const at = next() % (edited.length + 1);
        edited.splice(at, next() % 4, ...Array.from({ length: next() % 4 }, () => PIECES[next() % PIECES.length]));
      }
      const a = base.join('');
      const b = edited.join('');
      const threshold = pairingThreshold([0, 25, 50, 75, 90, 100][round % 6]);
      if (!surelySimilar(a, b, threshold)) continue;
      sure++;
      const measured = orderedWordSimilarity(wordsOf(a), wordsOf(b), new Interner(), threshold);
      expect(measured, JSON.stringify({ a, b, threshold })).toBeGreaterThanOrEqual(threshold);
    }
    expect(sure).toBeGreaterThan(500);
  });

  it('is not sure of texts that share only their first words', () => {
    const start = 'The same opening words, ';
    const a = `${start}${'then one thing '.repeat(20)}`;
    const b = `${start}${'and another entirely '.repeat(20)}`;
    expect(surelySimilar(a, b, pairingThreshold(75))).toBe(false);
    expect(orderedWordSimilarity(wordsOf(a), wordsOf(b), new Interner(), 0.1)).toBeLessThan(pairingThreshold(75));
  });
});
