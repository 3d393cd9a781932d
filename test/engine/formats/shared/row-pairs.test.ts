import { describe, expect, it } from 'vitest';
import type { EngineChange } from '../../../../src/engine/diff/types';
import { keptRowPairs } from '../../../../src/engine/formats/shared/row-pairs';

const row = (kind: 'Inserted' | 'Deleted', path: number[], story = 'body'): EngineChange =>
  ({
    kind,
    unit: 'row',
    text: '',
    targetText: '',
    place: '',
    ...(kind === 'Deleted' ? { source: { story, blockPath: path } } : { target: { story, blockPath: path } }),
  }) as EngineChange;

describe('keptRowPairs', () => {
  it('pairs the rows neither inserted nor deleted, in order', () => {
    const changes = [
      row('Deleted', [2, 1]),
      row('Inserted', [2, 3]),
      row('Inserted', [5, 0]),
      row('Deleted', [2, 1], 'header'),
    ];
    expect(
      keptRowPairs(changes, { story: 'body', blockPath: [2], rows: 4 }, { story: 'body', blockPath: [2], rows: 4 }),
    ).toEqual([
      [0, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it('is undefined when the change list does not fit the tables', () => {
    expect(
      keptRowPairs(
        [row('Inserted', [0, 1])],
        { story: 'body', blockPath: [0], rows: 2 },
        { story: 'body', blockPath: [0], rows: 2 },
      ),
    ).toBeUndefined();
  });
});
