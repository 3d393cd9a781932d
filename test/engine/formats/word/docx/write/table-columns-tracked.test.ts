import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pairTableColumns } from '../../../../../../src/engine/formats/word/diff';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { tablePairs } from '../../../../../helpers/word-table-pairs';
import { writeResult } from './helpers';

/**
 * Tracked results of tables that lose their second column and third row, read back with
 * python-docx (not docdelta's reader): accepting all gives the target's cells; rejecting all puts
 * the row back, while the column stays out with a warning (Word has no revision mark for a
 * deleted column).
 */

const hasPythonDocx = spawnSync('/usr/bin/python3', ['-c', 'import docx'], { stdio: 'ignore' }).status === 0;
if (!hasPythonDocx) console.warn('python-docx is missing: tracked tables are not read back');

const work = mkdtempSync(join(tmpdir(), 'docdelta-table-columns-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const READ = `
import json, sys, docx
print(json.dumps([[[c.text for c in row.cells] for row in docx.Document(p).tables[0].rows] for p in sys.argv[1:]]))
`;

describe.skipIf(!hasPythonDocx)('tracked results of a table losing a column and a row', () => {
  it('accept-all gives the target table and reject-all the source table', async () => {
    const files: string[] = [];
    const pairs = await tablePairs(4);
    for (const pair of pairs) {
      // The word family's diff, as compareFiles runs it.
      const { bytes, changes, warnings } = await writeResult(
        pair.source,
        pair.target,
        'tracked',
        {},
        { tableColumns: pairTableColumns },
      );
      expect(changes).toHaveLength(pair.expect.length);
      expect(warnings.map((w) => w.code)).toEqual(['result-column']);
      for (const [side, data] of [
        ['source', pair.source],
        ['target', pair.target],
        ['rejected', applyRevisions(bytes, () => 'reject')],
        ['accepted', applyRevisions(bytes, () => 'accept')],
      ] as const) {
        const file = join(work, `${pair.name}-${side}.docx`);
        writeFileSync(file, data);
        files.push(file);
      }
    }
    const run = spawnSync('/usr/bin/python3', ['-c', READ, ...files], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const tables = JSON.parse(run.stdout) as string[][][];
    pairs.forEach((pair, k) => {
      const [source, target, rejected, accepted] = tables.slice(4 * k, 4 * k + 4);
      expect(source[1]).toHaveLength(4);
      const withoutColumn = source.map((row) => (row.length === 4 ? row.filter((_, c) => c !== 1) : row));
      expect(rejected, `${pair.name} rejected`).toEqual(withoutColumn);
      expect(accepted, `${pair.name} accepted`).toEqual(target);
    });
  });
});
