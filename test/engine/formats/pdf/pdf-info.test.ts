import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentInfo } from '../../../../src/engine/index';

const REAL = new URL('../../../fixtures/real/', import.meta.url);
const hasPdfinfo = spawnSync('pdfinfo', ['-v'], { stdio: 'ignore' }).status === 0;
if (!hasPdfinfo)
  console.warn(
    'pdfinfo (poppler-utils) is not installed: the page counts checked against it are skipped (apt-get install poppler-utils)',
  );

/** poppler's pdfinfo, the reference for what a PDF says about itself. */
function pdfinfoPages(path: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]);
}

describe('PDF info', () => {
  it
    .skipIf(!hasPdfinfo)
    .each(['pdfjs-pdf-pair-link-a-17-pages.pdf', 'pdfjs-pdf-mixed-page-sizes.pdf', 'pdfjs-pdf-scanned-image-only.pdf'])(
    'gives the page count of %s from the page tree, as pdfinfo does',
    async (name) => {
      const path = new URL(name, REAL).pathname;
      const info = await documentInfo({ bytes: readFileSync(path), fileName: name });
      expect(info).toMatchObject({ Extension: '.pdf', PageCount: pdfinfoPages(path) });
    },
  );
});
