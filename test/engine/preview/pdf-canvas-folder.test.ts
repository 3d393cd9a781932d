import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCanvas, useCanvasFolder } from '../../../src/engine/native';
import { renderPdfPages } from '../../../src/engine/preview/pdf';

const REAL = new URL('../../fixtures/real/', import.meta.url);
const cache = mkdtempSync(join(tmpdir(), 'docdelta-tool-cache-'));

afterAll(() => {
  useCanvasFolder(undefined);
  rmSync(cache, { recursive: true, force: true });
});

/**
 * @napi-rs/canvas as the Action installs it: in a folder of its own (the runner's tool cache),
 * which nothing resolves from the engine's or pdf.js's own folders. The JavaScript package is
 * copied under another name; its platform binary package beside it is a link to the installed one.
 */
function canvasInToolCache(): string {
  const installed = dirname(createRequire(import.meta.url).resolve('@napi-rs/canvas/package.json'));
  const scope = join(cache, 'node_modules', '@napi-rs');
  const copy = join(scope, 'canvas-from-tool-cache');
  cpSync(installed, copy, { recursive: true });
  for (const sibling of readdirSync(dirname(installed)).filter((name) => name.startsWith('canvas-'))) {
    symlinkSync(join(dirname(installed), sibling), join(scope, sibling), 'dir');
  }
  return copy;
}

describe('PDF previews with @napi-rs/canvas loaded from a folder of its own', () => {
  it(
    'renders a page to non-blank pixels, pdf.js drawing with the classes of that module',
    { timeout: 60_000 },
    async () => {
      const folder = canvasInToolCache();
      useCanvasFolder(folder);
      const bytes = new Uint8Array(readFileSync(new URL('pdfjs-pdf-pair-annot-a-tracemonkey.pdf', REAL)));
      const { pages, pageCount } = await renderPdfPages(bytes, { width: 400, pages: [1] });
      expect(pageCount).toBe(14);
      expect(pages).toHaveLength(1);
      const { width, height, pixels } = pages[0];
      expect(width).toBe(400);
      let dark = 0;
      for (let i = 0; i < width * height * 4; i += 4)
        if (pixels[i] < 128 && pixels[i + 1] < 128 && pixels[i + 2] < 128) dark++;
      // Text of a paper's first page: a few percent of the pixels are ink.
      expect(dark).toBeGreaterThan(width * height * 0.01);
      expect(dark).toBeLessThan(width * height * 0.5);

      const loaded = (await loadCanvas()).module!;
      const globals = globalThis as { DOMMatrix?: unknown; Path2D?: unknown; ImageData?: unknown };
      expect(globals.DOMMatrix).toBe(loaded.DOMMatrix);
      expect(globals.Path2D).toBe(loaded.Path2D);
      expect(globals.ImageData).toBe(loaded.ImageData);
      // The module came from the copy, not from node_modules.
      const resolved = (await import('@napi-rs/canvas')) as typeof loaded;
      expect(loaded.DOMMatrix).not.toBe(resolved.DOMMatrix);
    },
  );
});
