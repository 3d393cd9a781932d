import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfReader } from '../../../../src/engine/formats/pdf/index';
import { countPdfPages } from '../../../../src/engine/formats/pdf/page-count';
import { blockText, type DocumentModel } from '../../../../src/engine/model/document';

/**
 * Bytes after a PDF's last %%EOF (a fuzzed 16 MB line; in the wild, mail or download junk) are
 * no part of any revision. pdf.js, not finding `startxref` in the last kilobyte, used to rebuild
 * the cross-reference by tokenising all of them (700 MB, most of a minute on a busy machine):
 * the reader now ends the file at its last %%EOF, reads what the original holds, and says so.
 */
const FIXTURE = new URL('../../../fixtures/real/tika-pdf-pair-rotation-a-upright.pdf', import.meta.url);

const textOf = (model: DocumentModel) => model.stories.flatMap((story) => story.blocks.map(blockText)).join('\n');

describe('a PDF with junk after its last %%EOF', () => {
  it('reads as the PDF without the junk, with a warning that names it', async () => {
    const original = new Uint8Array(readFileSync(FIXTURE));
    const junk = new Uint8Array(16 * 1024 * 1024).fill(0x79);
    const damaged = new Uint8Array(original.length + junk.length + 2);
    damaged.set(original);
    damaged.set([0x0a], original.length);
    damaged.set(junk, original.length + 1);
    damaged.set([0x0a], damaged.length - 1);

    const [clean, read] = await Promise.all([pdfReader.read(original, 'pdf', {}), pdfReader.read(damaged, 'pdf', {})]);
    expect(textOf(read)).toBe(textOf(clean));
    expect(textOf(read).length).toBeGreaterThan(100);
    expect(read.pageCount).toBe(clean.pageCount);
    expect(read.warnings.map((w) => w.code)).toContain('pdf-junk-tail');
    expect(read.warnings.find((w) => w.code === 'pdf-junk-tail')?.message).toMatch(/^16777\d+ bytes after/);
    expect(clean.warnings.map((w) => w.code)).not.toContain('pdf-junk-tail');
    // info's page counter reads the same file as far as its end, without pdf.js.
    expect(countPdfPages(damaged)).toBe(clean.pageCount);
  }, 120_000);
});
