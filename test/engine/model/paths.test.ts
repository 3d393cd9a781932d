import { describe, expect, it } from 'vitest';
import { resolveBlockPath } from '../../../src/engine/model/paths';
import { doc, p, table } from '../../helpers/model';

describe('resolveBlockPath', () => {
  const model = doc([
    p('intro'),
    table([
      ['a', [table([['x', 'y']])]],
      ['b', 'c'],
    ]),
  ]);

  it('follows blocks, rows and cells to the list the last index points into', () => {
    expect(resolveBlockPath(model, { story: 'body', blockPath: [0] })).toMatchObject({
      kind: 'block',
      index: 0,
      cell: undefined,
    });
    const row = resolveBlockPath(model, { story: 'body', blockPath: [1, 1] })!;
    expect(row).toMatchObject({ kind: 'row', index: 1 });
    expect(row.items).toBe((model.stories[0].blocks[1] as { rows: unknown[] }).rows);
    const nested = resolveBlockPath(model, { story: 'body', blockPath: [1, 0, 1, 0, 0, 1, 0] })!;
    expect(nested).toMatchObject({ kind: 'block', index: 0, cell: 1 });
    expect(nested.items[0]).toMatchObject({ type: 'paragraph', runs: [{ text: 'y' }] });
  });

  it('gives undefined for a path that leaves the model (unknown story, a paragraph entered as a table, a column path)', () => {
    expect(resolveBlockPath(model, { story: 'header:default:1', blockPath: [0] })).toBeUndefined();
    expect(resolveBlockPath(model, { story: 'body', blockPath: [0, 0] })).toBeUndefined();
    expect(resolveBlockPath(model, { story: 'body', blockPath: [1, -1, 2] })).toBeUndefined();
    expect(resolveBlockPath(model, { story: 'body', blockPath: [1, 0, 1] })).toBeUndefined();
  });
});
