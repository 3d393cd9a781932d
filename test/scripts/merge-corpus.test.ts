import { describe, expect, it } from 'vitest';
import { generateMergeCase, MERGE_KINDS, runMergeCase } from '../../scripts/quality/merge';
import { runSheetCase } from '../../scripts/quality/merge-sheets';

/** Blocks as they are, formatting included (some edits only toggle bold or italic). */
const text = (blocks: unknown[]) => JSON.stringify(blocks);

describe('merge corpus', () => {
  it('makes cases where the expected merge is neither branch, and the same seed makes the same case', () => {
    for (const kind of MERGE_KINDS.filter((k) => k !== 'overlapping')) {
      const c = generateMergeCase(kind, 3);
      expect(text(c.expected!), kind).not.toBe(text(c.base));
      if (kind !== 'identical') expect(text(c.expected!), kind).not.toBe(text(c.ours));
      expect(text(c.expected!), kind).not.toBe(text(c.theirs));
      expect(text(generateMergeCase(kind, 3).expected!)).toBe(text(c.expected!));
    }
    const overlapping = generateMergeCase('overlapping', 3);
    expect(overlapping.expected).toBeUndefined();
    expect(text(overlapping.ours)).not.toBe(text(overlapping.theirs));
  });

  it('scores a clean case, a conflict and a spreadsheet case end to end', async () => {
    expect((await runMergeCase(generateMergeCase('disjoint', 1))).outcome).toMatchObject({ ok: true, conflicts: 0 });
    expect((await runMergeCase(generateMergeCase('overlapping', 1))).outcome).toMatchObject({ ok: true, conflicts: 1 });
    expect(await runSheetCase('sheet-disjoint', 2)).toMatchObject({ ok: true, conflicts: 0 });
  });
});
