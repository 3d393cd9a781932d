import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { buildDocx } from '../../../../../helpers/ooxml';
import { read, storyTexts, writeResult } from './helpers';

/**
 * A target that already records changes: a run whose formatting change is recorded
 * (w:rPrChange) is cut where a word of it changed, and each piece keeps the record under an id
 * of its own, so the result is valid (revision ids are unique) and accepting or rejecting all
 * gives either side's words.
 */

const A = 'w:author="Ann" w:date="2024-01-01T00:00:00Z"';
const body = (words: string) =>
  `<w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="3" ${A}><w:rPr/></w:rPrChange></w:rPr><w:t>${words}</w:t></w:r></w:p>`;

describe('a run with a recorded formatting change, cut by a change', () => {
  it('gives each piece its own revision id', async () => {
    const source = buildDocx({ body: body('the bold words here stay') });
    const target = buildDocx({ body: body('the bold words there stay') });
    const result = await writeResult(source, target, 'tracked');
    expect(result.warnings).toEqual([]);
    expect(result.changes).toHaveLength(1);
    const xml = strFromU8(unzipSync(result.bytes)['word/document.xml']);
    const ids = [...xml.matchAll(/<w:(?:rPrChange|ins|del)\b[^>]*\bw:id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids.filter((id) => id === '3')).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(xml.match(/<w:rPrChange\b/g)!.length).toBeGreaterThan(1);
    const texts = (bytes: Uint8Array) => storyTexts(read(bytes)).body;
    expect(texts(applyRevisions(result.bytes, () => 'accept'))).toEqual(['the bold words there stay']);
    expect(texts(applyRevisions(result.bytes, () => 'reject'))).toEqual(['the bold words here stay']);
  });
});

/**
 * A target whose paragraph and run carry an earlier reviewer's property changes (w:pPrChange,
 * w:rPrChange) while the comparison finds the paragraph indented and the run made bold: the
 * result records the source's properties in their place, so reject-all gives the source's layout
 * (Word allows one property change per paragraph or run). Read back by python-docx after an
 * accept-all and reject-all done outside docdelta (scripts/quality/docx-accept-reject.py), and by
 * the revision engine the API uses.
 */
const reviewed = (indented: boolean) =>
  '<w:p><w:pPr>' +
  (indented ? '<w:ind w:left="720"/>' : '') +
  `<w:pPrChange w:id="7" ${A}><w:pPr><w:jc w:val="center"/></w:pPr></w:pPrChange></w:pPr>` +
  '<w:r><w:t xml:space="preserve">Either party may end this agreement. </w:t></w:r>' +
  `<w:r><w:rPr>${indented ? '<w:b/>' : ''}<w:rPrChange w:id="8" ${A}><w:rPr><w:i/></w:rPr></w:rPrChange></w:rPr>` +
  '<w:t>Notice is written.</w:t></w:r></w:p>';
const plainParagraph =
  '<w:p><w:r><w:t xml:space="preserve">Either party may end this agreement. </w:t></w:r><w:r><w:t>Notice is written.</w:t></w:r></w:p>';

const hasPythonDocx = spawnSync('/usr/bin/python3', ['-c', 'import docx'], { stdio: 'ignore' }).status === 0;

describe("a target carrying an earlier reviewer's property changes", () => {
  const pairs = {
    'from a plain source': [buildDocx({ body: plainParagraph }), buildDocx({ body: reviewed(true) })],
    'from a reviewed source': [buildDocx({ body: reviewed(false) }), buildDocx({ body: reviewed(true) })],
  };
  for (const [name, [source, target]] of Object.entries(pairs)) {
    it(`records the source's paragraph and run properties, ${name}`, async () => {
      const result = await writeResult(source, target, 'tracked');
      expect(result.changes.map((c) => c.kind)).toEqual(['StyleChanged', 'StyleChanged']);
      const xml = strFromU8(unzipSync(result.bytes)['word/document.xml']);
      expect(xml).not.toContain('<w:jc w:val="center"/>');
      expect(xml).not.toContain('<w:i/>');
      const paragraphOf = (bytes: Uint8Array) => {
        const block = read(bytes).stories[0].blocks[0];
        if (block.type !== 'paragraph') throw new Error('the first block is not a paragraph');
        return block;
      };
      const paragraph = paragraphOf(applyRevisions(result.bytes, () => 'reject'));
      expect(paragraph.properties).toEqual(paragraphOf(source).properties);
      expect(paragraph.alignment).toBeUndefined();
      expect(paragraph.runs.some((r) => r.style.bold || r.style.italic)).toBe(false);
    });
  }

  it.skipIf(!hasPythonDocx)('reject-all gives the source and accept-all the target, read by python-docx', async () => {
    const work = mkdtempSync(join(tmpdir(), 'docdelta-reviewed-'));
    try {
      const files: string[] = [];
      for (const [k, [source, target]] of Object.values(pairs).entries()) {
        const result = await writeResult(source, target, 'tracked');
        for (const [side, bytes] of [
          ['source', source],
          ['target', target],
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
      for (const record of records)
        expect(record).toMatchObject({ accept: true, reject: true, rejectDifference: null, sidesDiffer: true });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
