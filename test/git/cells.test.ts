import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenpyxlLike, type OpenpyxlCell } from '../../scripts/fixtures/openpyxl-like';
import { tempRepo, type TempRepo } from './helpers';

/**
 * `git diff` through the driver on a workbook written the way openpyxl writes one, whose sheet
 * was renamed, given a column and edited in one commit: the rename, the column and each edited
 * cell show, and a sheet that went shows what it held.
 */

const rows: OpenpyxlCell[][] = [
  ['Ref', 'Name', 'Amount'],
  ...Array.from({ length: 20 }, (_, r) => [`R${10000 + r}`, `item ${r}`, 100 + r]),
];
const edited: OpenpyxlCell[][] = rows.map((row, r) => [row[0], r === 0 ? 'Region' : `north ${r}`, ...row.slice(1)]);
edited[5][2] = 'item 4 renamed';
edited[12][3] = 999;

describe('git diff of a spreadsheet with a renamed, restructured and edited sheet', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    expect(repo.docdelta('install', '--local', '--formats', 'xlsx').code).toBe(0);
    repo.write(
      'book.xlsx',
      buildOpenpyxlLike({
        sheets: [
          { name: 'Craig', rows },
          {
            name: 'Gone',
            rows: [
              ['old', 'sheet'],
              ['kept', 1],
            ],
          },
        ],
      }),
    );
    repo.commit('v1');
    repo.write('book.xlsx', buildOpenpyxlLike({ sheets: [{ name: 'Samual', rows: edited }] }));
  });

  it('shows the rename, the inserted column, the two cell edits and the deleted sheet with its content', () => {
    const result = repo.gitRun(['diff']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toContain('diff --docdelta a/book.xlsx b/book.xlsx');
    expect(out).toMatch(/Craig[\s\S]*Samual/);
    expect(out).toMatch(/Samual!B:B[\s\S]*Region/);
    expect(out).toMatch(/Samual!C6[\s\S]*item 4[\s\S]*item 4 renamed/);
    expect(out).toMatch(/Samual!D13[\s\S]*111[\s\S]*999/);
    expect(out).toMatch(/Gone: 2 rows × 2 columns[\s\S]*old \| sheet/);
    expect(out).toMatch(/5 changes/);
  });
});
