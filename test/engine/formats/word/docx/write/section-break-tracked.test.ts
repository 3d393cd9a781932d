import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { layoutPairs } from '../../../../../helpers/word-layout-pairs';
import { read, writeResult } from './helpers';

/**
 * A section break inserted or removed between two paragraphs, in a tracked result: the
 * paragraph's mark is tracked as replaced (one mark inserted, the other deleted, the break never
 * on an empty paragraph), so accept-all gives the target's sections and reject-all the source's.
 * Read back by python-docx after an accept-all and reject-all done outside docdelta
 * (scripts/quality/docx-accept-reject.py), and by the revision engine the API uses.
 */

const hasPythonDocx = spawnSync('/usr/bin/python3', ['-c', 'import docx'], { stdio: 'ignore' }).status === 0;

const sectionPairs = async () => (await layoutPairs()).filter((pair) => /^section-(insert|remove)-/.test(pair.name));

/** Texts of the body's paragraphs, and after which of them a section ends. */
function sections(bytes: Uint8Array) {
  const paragraphs = read(bytes).stories[0].blocks.filter((b) => b.type === 'paragraph');
  return paragraphs.map((p) => [p.runs.map((r) => r.text).join(''), p.properties?.['section break'] ?? '']);
}

describe('a section break inserted or removed, tracked', () => {
  it('is one replaced paragraph mark, and accepting or rejecting all gives either side', async () => {
    const pairs = await sectionPairs();
    expect(pairs).toHaveLength(6);
    for (const pair of pairs) {
      const result = await writeResult(pair.source, pair.target, 'tracked');
      expect(result.changes, pair.name).toHaveLength(1);
      const xml = strFromU8(unzipSync(result.bytes)['word/document.xml']);
      // No empty paragraph carries the break: LibreOffice would drop it.
      expect(xml, pair.name).not.toMatch(
        /<w:p><w:pPr>(?:(?!<\/w:pPr>).)*<w:sectPr>(?:(?!<\/w:pPr>).)*<\/w:pPr><\/w:p>/,
      );
      expect(xml.match(/<w:rPr><w:(ins|del) /g), pair.name).toHaveLength(2);
      expect(sections(applyRevisions(result.bytes, () => 'accept')), pair.name).toEqual(sections(pair.target));
      expect(sections(applyRevisions(result.bytes, () => 'reject')), pair.name).toEqual(sections(pair.source));
    }
  });

  it.skipIf(!hasPythonDocx)('reads back as either side in python-docx', async () => {
    const work = mkdtempSync(join(tmpdir(), 'docdelta-section-break-'));
    try {
      const files: string[] = [];
      for (const [k, pair] of (await sectionPairs()).entries()) {
        const result = await writeResult(pair.source, pair.target, 'tracked');
        for (const [side, bytes] of [
          ['source', pair.source],
          ['target', pair.target],
          ['tracked', result.bytes],
        ] as const) {
          files.push(join(work, `${k}-${side}.docx`));
          writeFileSync(files[files.length - 1], bytes);
        }
      }
      const out = join(work, 'records.json');
      const script = join(__dirname, '../../../../../../scripts/quality/docx-accept-reject.py');
      const run = spawnSync('/usr/bin/python3', [script, out, ...files], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const records = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>[];
      expect(records).toHaveLength(6);
      for (const record of records)
        expect(record).toMatchObject({ accept: true, reject: true, rejectDifference: null, sidesDiffer: true });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
