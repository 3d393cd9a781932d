import { diffArrays } from 'diff';
import { describe, expect, it } from 'vitest';
import { alignSequences, Interner, myersDiff } from '../../../src/engine/diff/sequence';

/** jsdiff's answer as (kind, length) pairs: 0 equal, 1 inserted, 2 deleted. */
function jsdiffParts(a: number[], b: number[], maxEditLength: number): number[] | undefined {
  const parts = diffArrays(a, b, { maxEditLength });
  return parts?.flatMap((part) => [part.added ? 1 : part.removed ? 2 : 0, part.count ?? part.value.length]);
}

function randomSequence(next: () => number, length: number, alphabet: number): number[] {
  return Array.from({ length }, () => next() % alphabet);
}

describe('myersDiff', () => {
  it("breaks every tie as jsdiff's diffArrays does, and gives up past the same edit budget", () => {
    let state = 7;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >> 8;
    };
    for (let round = 0; round < 2000; round++) {
      // Small alphabets make many equally short scripts; edits of a shared base make long snakes.
      const alphabet = 2 + (round % 6);
      const a = randomSequence(next, next() % 40, alphabet);
      const b = round % 2 ? randomSequence(next, next() % 40, alphabet) : a.filter(() => next() % 5 > 0);
      if (round % 3 === 0) b.splice(next() % (b.length + 1), 0, ...randomSequence(next, next() % 6, alphabet));
      const budget = round % 4 === 0 ? 1 + (next() % 10) : 4000;
      const label = JSON.stringify({ a, b, budget });
      expect(myersDiff(a, b, 0, a.length, 0, b.length, budget), label).toEqual(jsdiffParts(a, b, budget));
    }
  });

  it('reads the given ranges only', () => {
    expect(myersDiff([9, 1, 2, 3, 9], [8, 1, 3, 8], 1, 4, 1, 3, 100)).toEqual([0, 1, 2, 1, 0, 1]);
  });
});

describe('alignSequences', () => {
  it('covers both sequences with equal, deleted and inserted runs', () => {
    expect(alignSequences([1, 2, 3, 4, 5], [1, 3, 4, 6, 5])).toEqual([
      { kind: 'equal', aStart: 0, aEnd: 1, bStart: 0, bEnd: 1 },
      { kind: 'delete', aStart: 1, aEnd: 2, bStart: 1, bEnd: 1 },
      { kind: 'equal', aStart: 2, aEnd: 4, bStart: 1, bEnd: 3 },
      { kind: 'insert', aStart: 4, aEnd: 4, bStart: 3, bEnd: 4 },
      { kind: 'equal', aStart: 4, aEnd: 5, bStart: 4, bEnd: 5 },
    ]);
  });
});

describe('Interner', () => {
  it('numbers keys in order of first meeting, long keys (looked up by a sample) and keys sharing a sample alike', () => {
    let state = 9;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >> 8;
    };
    const long = 'x'.repeat(200);
    // Short keys, long keys, and long keys equal but for one character off the sampled slices (dozens share a sample).
    const keyOf = (k: number) =>
      k % 3 === 0 ? `short ${k % 50}` : k % 3 === 1 ? `${long}${k % 40}${long}` : `${long}${k % 60}${long.slice(2)}`;
    const interner = new Interner();
    const reference = new Map<string, number>();
    for (let round = 0; round < 5000; round++) {
      const joined = keyOf(next() % 400);
      if (!reference.has(joined)) reference.set(joined, reference.size);
      // The same key passed whole or split into a prefix and the rest is one key.
      const split = next() % 4;
      const id = interner.id(joined.slice(split), joined.slice(0, split));
      expect(id, joined.length > 20 ? `long key ${joined.length} split at ${split}` : joined).toBe(
        reference.get(joined),
      );
    }
  });
});
