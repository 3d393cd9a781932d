import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareToDocument } from '../../../../../src/engine/index';

const real = join(__dirname, '..', '..', '..', '..', 'fixtures', 'real');
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(real, name))), fileName: name });
const hasPoppler = spawnSync('pdfinfo', ['-v'], { stdio: 'ignore' }).status === 0;
if (!hasPoppler) console.warn('poppler-utils is not installed: the open-in-poppler check of PDF results is skipped');

describe('PDF results in poppler', () => {
  it.skipIf(!hasPoppler)(
    'poppler reads the annotated result: same page count, the annotation present, pages render',
    async () => {
      const result = await compareToDocument({
        source: input('pdfjs-pdf-pair-link-a-17-pages.pdf'),
        target: input('pdfjs-pdf-pair-link-b-17-pages-with-link.pdf'),
        settings: { GenerateSummaryPage: true },
      });
      const work = mkdtempSync(join(tmpdir(), 'docdelta-poppler-'));
      const file = join(work, 'result.pdf');
      writeFileSync(file, result.bytes);
      const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info.status).toBe(0);
      // 17 pages of the target plus the summary page.
      expect(info.stdout).toMatch(/^Pages:\s+18$/m);
      const render = spawnSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '30', '-png', file, join(work, 'page')], {
        encoding: 'utf8',
      });
      expect(render.status).toBe(0);
      expect(render.stderr).not.toMatch(/Syntax Error/);
    },
  );
});
