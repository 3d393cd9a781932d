import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../scripts/fixtures/docx-builder';
import { compareToDocument } from '../../../src/engine/index';
import { compareVersions } from '../../../src/engine/versions';

const docx = (paragraphs: string[]) => buildDocx({ body: paragraphs.map((text) => ({ runs: [text] })) });

describe('change contexts', () => {
  const before = {
    bytes: docx([
      'The first sentence stays. The trip to Lisbon was cancelled because of the strike. Nothing else changed.',
      'A paragraph that goes away.',
    ]),
    fileName: 'a.docx',
  };
  const after = {
    bytes: docx([
      'The first sentence stays. The visit to Lisbon was cancelled because of the strike. Nothing else changed.',
    ]),
    fileName: 'b.docx',
  };

  it('gives each word change the rest of its sentence, and none to a whole paragraph', async () => {
    const result = await compareToDocument({ source: before, target: after, mode: 'styled' });
    const word = result.changes.findIndex((c) => c.Text.includes('trip'));
    expect(word).toBeGreaterThanOrEqual(0);
    const context = result.contexts?.[word];
    expect(context?.before).toBe('The ');
    expect(context?.after).toBe(' to Lisbon was cancelled because of the strike.');
    const paragraph = result.changes.findIndex((c) => c.Type === 'Deleted' && c.Text.includes('goes away'));
    expect(result.contexts?.[paragraph]).toBeNull();
  });

  it('is the same from compareVersions', async () => {
    const versions = await compareVersions(before, after);
    const word = versions.changes.findIndex((c) => c.Text.includes('trip'));
    expect(versions.contexts[word]).toMatchObject({
      before: 'The ',
      after: ' to Lisbon was cancelled because of the strike.',
    });
  });

  it('reads the sentence of a word changed in the text box of a slide', async () => {
    const deck = (name: string) => ({
      bytes: new Uint8Array(readFileSync(join(__dirname, '..', '..', 'fixtures', 'decks', name))),
      fileName: name,
    });
    const result = await compareVersions(deck('minimal-opc-pair-a.pptx'), deck('minimal-opc-pair-b.pptx'));
    const word = result.changes.findIndex((c) => c.Text === 'two');
    expect(result.contexts[word]).toMatchObject({ before: 'The pilot runs in ', after: ' cities.' });
  });
});
