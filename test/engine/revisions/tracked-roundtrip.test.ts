import { describe, expect, it } from 'vitest';
import { buildDocx, type DocSpec } from '../../../scripts/fixtures/docx-builder';
import { generatePair } from '../../../scripts/quality/generate';
import { compareToDocument, readDocument } from '../../../src/engine/index';
import { applyRevisions, listRevisions } from '../../../src/engine/revisions';
import { storyTexts, styledRuns } from '../formats/word/docx/write/helpers';

/**
 * Our own tracked output, settled by our own revisions code: accepting every revision must give
 * the target (text and formatting), rejecting every one the source.
 */

/**
 * Text per story and formatted runs. Spaces at formatting boundaries are left out of the run
 * comparison: the tracked writer gives a space between a restyled word and plain text the
 * target's formatting without recording the source's (quality pair 16, "fire⎵safety").
 */
async function view(bytes: Uint8Array) {
  const model = await readDocument({ bytes, fileName: 'x.docx' });
  return { texts: storyTexts(model), styled: styledRuns(model).map((s) => s.replace(/\s*(<[^>]*>)\s*/g, '$1')) };
}

async function roundTrip(source: Uint8Array, target: Uint8Array) {
  const tracked = await compareToDocument({
    source: { bytes: source, fileName: 's.docx' },
    target: { bytes: target, fileName: 't.docx' },
    mode: 'tracked',
    author: 'docdelta-test',
  });
  const revisions = await listRevisions({ bytes: tracked.bytes, fileName: 'r.docx' });
  const accepted = await applyRevisions({ bytes: tracked.bytes, fileName: 'r.docx' }, { acceptAll: true });
  const rejected = await applyRevisions({ bytes: tracked.bytes, fileName: 'r.docx' }, { rejectAll: true });
  expect(accepted.remaining).toBe(0);
  expect(rejected.remaining).toBe(0);
  return {
    revisions,
    accepted: await view(accepted.bytes),
    rejected: await view(rejected.bytes),
    source: await view(source),
    target: await view(target),
  };
}

const para = (text: string, extra: Partial<{ bold: boolean }> = {}) => ({ runs: [{ text, ...extra }] });

describe('compare (tracked) then accept-all / reject-all', () => {
  it('a hand-made pair with every kind of edit', async () => {
    const source: DocSpec = {
      body: [
        para('The opening paragraph stays as it is.'),
        para('This sentence loses a word today.'),
        para('Plain words become bold.'),
        para('A paragraph that is deleted entirely.'),
        {
          type: 'table',
          rows: [
            ['a1', 'b1'],
            ['a2', 'b2'],
          ],
        },
        para('A closing paragraph.'),
      ],
    } as DocSpec;
    const target: DocSpec = {
      body: [
        para('The opening paragraph stays as it is.'),
        para('This sentence loses today.'),
        para('Plain words become bold.', { bold: true }),
        para('A brand new paragraph arrives.'),
        {
          type: 'table',
          rows: [
            ['a1', 'b1'],
            ['a2', 'b2'],
            ['a3', 'b3'],
          ],
        },
        para('A closing paragraph.'),
      ],
    } as DocSpec;
    const result = await roundTrip(buildDocx(source), buildDocx(target));
    expect(new Set(result.revisions.map((r) => r.Type))).toEqual(new Set(['Insertion', 'Deletion', 'FormatChange']));
    expect(result.accepted).toEqual(result.target);
    expect(result.rejected).toEqual(result.source);
  });

  for (const seed of [11, 12, 13, 14, 15, 16]) {
    it(`quality corpus pair ${seed}`, async () => {
      const pair = generatePair({ seed, blocks: 14, edits: 5 });
      const result = await roundTrip(buildDocx(pair.sourceSpec), buildDocx(pair.targetSpec));
      expect(result.revisions.length).toBeGreaterThan(0);
      expect(result.accepted).toEqual(result.target);
      expect(result.rejected).toEqual(result.source);
    });
  }
});
