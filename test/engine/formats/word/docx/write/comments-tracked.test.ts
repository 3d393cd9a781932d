import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../../helpers/libreoffice';
import { notePairs } from '../../../../../helpers/word-note-pairs';
import { writeResult } from './helpers';

/**
 * A comment added in the target is tracked whole in the tracked result: its text, its paragraph,
 * its range markers and the run holding its reference are insertions, so rejecting all takes
 * the comment away and accepting all keeps it as the target has it; a comment the target no
 * longer has comes back as deletions the same way, so rejecting all gives it back. Read back
 * with python-docx (not docdelta's reader); LibreOffice must open the results.
 */

const hasPythonDocx = spawnSync('/usr/bin/python3', ['-c', 'import docx'], { stdio: 'ignore' }).status === 0;
if (!hasPythonDocx) console.warn('python-docx is missing: tracked comments are not read back');

const work = mkdtempSync(join(tmpdir(), 'docdelta-comments-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Seen {
  paragraphs: string[];
  comments: string[];
  rangeStarts: number;
  references: number;
}

function readBack(files: string[]): Seen[] {
  const script = join(__dirname, '..', '..', '..', '..', '..', 'helpers', 'docx-comments.py');
  const run = spawnSync('/usr/bin/python3', [script, ...files], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Seen[];
}

describe.skipIf(!hasPythonDocx)('a comment added in the target, tracked', () => {
  it('is removed by reject-all and kept by accept-all, range and reference included', async () => {
    const pair = (await notePairs()).find((p) => p.name === 'comment-added')!;
    const result = await writeResult(pair.source, pair.target, 'tracked');
    expect(result.warnings).toEqual([]);
    const file = (name: string, bytes: Uint8Array) => {
      writeFileSync(join(work, name), bytes);
      return join(work, name);
    };
    const [source, target, rejected, accepted] = readBack([
      file('source.docx', pair.source),
      file('target.docx', pair.target),
      file(
        'rejected.docx',
        applyRevisions(result.bytes, () => 'reject'),
      ),
      file(
        'accepted.docx',
        applyRevisions(result.bytes, () => 'accept'),
      ),
    ]);
    expect(target.comments).toEqual(['Is thirty right?']);
    expect(rejected).toEqual(source);
    expect(rejected.comments).toEqual([]);
    expect(accepted).toEqual(target);
  });

  it.skipIf(!SOFFICE)(
    'opens in LibreOffice',
    async () => {
      const pair = (await notePairs()).find((p) => p.name === 'comment-added')!;
      const result = await writeResult(pair.source, pair.target, 'tracked');
      writeFileSync(join(work, 'tracked.docx'), result.bytes);
      await sofficeConvert([join(work, 'tracked.docx')], 'odt', work);
      expect(existsSync(join(work, 'tracked.odt'))).toBe(true);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

describe.skipIf(!hasPythonDocx)('a comment deleted in the target, tracked', () => {
  it('is put back by reject-all and left out by accept-all, range and reference included', async () => {
    const pair = (await notePairs()).find((p) => p.name === 'comment-deleted')!;
    const result = await writeResult(pair.source, pair.target, 'tracked');
    expect(result.warnings).toEqual([]);
    const file = (name: string, bytes: Uint8Array) => {
      writeFileSync(join(work, name), bytes);
      return join(work, name);
    };
    const [source, target, rejected, accepted] = readBack([
      file('deleted-source.docx', pair.source),
      file('deleted-target.docx', pair.target),
      file(
        'deleted-rejected.docx',
        applyRevisions(result.bytes, () => 'reject'),
      ),
      file(
        'deleted-accepted.docx',
        applyRevisions(result.bytes, () => 'accept'),
      ),
    ]);
    expect(source.comments).toEqual(['Is thirty right?']);
    expect(source.rangeStarts).toBe(1);
    expect(source.references).toBe(1);
    expect(rejected).toEqual(source);
    expect(accepted).toEqual(target);
  });

  it.skipIf(!SOFFICE)(
    'opens in LibreOffice',
    async () => {
      const pair = (await notePairs()).find((p) => p.name === 'comment-deleted')!;
      const result = await writeResult(pair.source, pair.target, 'tracked');
      writeFileSync(join(work, 'deleted-tracked.docx'), result.bytes);
      await sofficeConvert([join(work, 'deleted-tracked.docx')], 'odt', work);
      expect(existsSync(join(work, 'deleted-tracked.odt'))).toBe(true);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
