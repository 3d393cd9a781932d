import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPdfPages } from '../../../../src/engine/formats/pdf/page-count';
import { openPdf, pdfPageCount } from '../../../../src/engine/formats/pdf/pdfjs';

/**
 * `info`'s page counter reads the cross-reference and page tree by hand: on every PDF fixture it
 * must say what pdf.js says, or step aside (undefined) so that pdf.js answers.
 */
const FIXTURES = join(import.meta.dirname, '../../../fixtures');

function pdfFixtures(dir = FIXTURES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pdfFixtures(path);
    return entry.name.endsWith('.pdf') ? [path] : [];
  });
}

async function pdfJsPages(bytes: Uint8Array, password?: string): Promise<number> {
  const document = await openPdf(bytes, password);
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

describe('the PDF page counter', () => {
  const files = pdfFixtures();

  it('gives pdf.js’s page count for every PDF fixture it reads, and reads nearly all of them', async () => {
    const counted: string[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      const pages = countPdfPages(bytes);
      const encrypted = /encrypted|password/.test(file);
      if (encrypted) {
        // Left to pdf.js, which asks for the password where one is needed.
        expect(pages, file).toBeUndefined();
        continue;
      }
      // A file whose bytes are damaged under a readable surface (the scanned fixture) is pdf.js's to repair.
      if (pages === undefined) continue;
      expect(pages, file).toBe(await pdfJsPages(bytes));
      counted.push(file);
    }
    // Table and stream cross-references, incremental updates and linearized files are all among them.
    expect(counted.length).toBeGreaterThanOrEqual(19);
  }, 120_000);

  it('steps aside for a scrambled cross-reference, and pdf.js still answers', async () => {
    const original = readFileSync(join(FIXTURES, 'real/pdfjs-pdf-mixed-page-sizes.pdf'));
    const PAGES = await pdfJsPages(new Uint8Array(original));
    const text = original
      .toString('latin1')
      .replace(/(\d{10}) 00000 n/g, (_, offset: string) => `${String(Number(offset) + 7).padStart(10, '0')} 00000 n`);
    const bytes = new Uint8Array(Buffer.from(text, 'latin1'));
    expect(countPdfPages(new Uint8Array(original))).toBe(PAGES);
    expect(countPdfPages(bytes)).toBeUndefined();
    expect(await pdfPageCount(bytes)).toBe(PAGES);
  });

  it('leaves an encrypted document to pdf.js, which asks for its password', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'real/pdfjs-pdf-encrypted-aes256-password-abc.pdf')));
    await expect(pdfPageCount(bytes)).rejects.toThrow(/password/i);
    expect(await pdfPageCount(bytes, 'abc')).toBe(await pdfJsPages(bytes, 'abc'));
  });
});
