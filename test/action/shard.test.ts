import { describe, expect, it } from 'vitest';
import { missingParts, partName, shardDocuments } from '../../src/action/shard';

const docs = Array.from({ length: 10 }, (_, i) => ({ newPath: `d${String(9 - i).padStart(2, '0')}.docx` }));

describe('shard', () => {
  it('splits the sorted list so every document lands in exactly one shard', () => {
    const parts = [1, 2, 3].map((index) => shardDocuments(docs, { index, count: 3 }).map((d) => d.newPath));
    expect(parts[0]).toEqual(['d00.docx', 'd03.docx', 'd06.docx', 'd09.docx']);
    expect(parts[1]).toEqual(['d01.docx', 'd04.docx', 'd07.docx']);
    expect(parts.flat().sort()).toEqual(docs.map((d) => d.newPath).sort());
    expect(shardDocuments(docs, undefined)).toHaveLength(10);
  });

  it('names parts and finds missing ones', () => {
    expect(partName('docdelta-7', { index: 2, count: 8 })).toBe('docdelta-7-part-2-of-8');
    expect(missingParts(['docdelta-7-part-1-of-3', 'docdelta-7-part-3-of-3', 'other'], 'docdelta-7')).toEqual({ count: 3, missing: [2] });
    expect(missingParts([], 'docdelta-7')).toEqual({ missing: [] });
  });
});
