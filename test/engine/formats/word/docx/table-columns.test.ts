import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { tablePairs } from '../../../../helpers/word-table-pairs';
import { buildDocx } from '../../../../helpers/ooxml';

const pairs = await tablePairs(12);

const compare = async (source: Uint8Array, target: Uint8Array) =>
  (await compareFiles({ bytes: source, fileName: 'source.docx' }, { bytes: target, fileName: 'target.docx' })).changes;

describe('Word tables align columns by what they hold', () => {
  it.each(pairs.map((pair) => [pair.name, pair] as const))(
    '%s: the lost column and the lost row are one change each',
    async (_, pair) => {
      const changes = await compare(pair.source, pair.target);
      expect(changes.map((c) => [c.kind, c.place])).toEqual(pair.expect);
    },
  );

  it('names the deleted column by its cells', async () => {
    const changes = await compare(pairs[0].source, pairs[0].target);
    expect(changes[0].unit).toBe('column');
    expect(changes[0].text.split(' | ')).toHaveLength(4);
  });

  it('pairs columns by a unique header when their values changed, and edits inside paired cells stay cell edits', async () => {
    const row = (cells: string[]) =>
      `<w:tr>${cells.map((c) => `<w:tc><w:p><w:r><w:t>${c}</w:t></w:r></w:p></w:tc>`).join('')}</w:tr>`;
    const table = (rows: string[][]) => `<w:tbl>${rows.map(row).join('')}</w:tbl>`;
    const source = buildDocx({
      body: table([
        ['City', 'Year', 'Sales', 'Notes'],
        ['Leeds', '2024', '10', 'steady'],
        ['York', '2025', '12', 'rising'],
      ]),
    });
    const target = buildDocx({
      body: table([
        ['City', 'Sales', 'Notes'],
        ['Leeds', '11', 'steady'],
        ['York', '13', 'rising'],
      ]),
    });
    const changes = await compare(source, target);
    expect(changes.map((c) => [c.kind, c.place, c.text, c.targetText])).toEqual([
      ['Deleted', 'table 1, column 2', 'Year | 2024 | 2025', ''],
      ['Modified', 'table 1, row 2, column 2, paragraph 1', '10', '11'],
      ['Modified', 'table 1, row 3, column 2, paragraph 1', '12', '13'],
    ]);
  });
});
