import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../src/engine/index';
import { compareVersions } from '../../src/engine/versions';
import { renderHtml } from '../../src/report/html';
import { documentToText } from '../../src/report/textconv';
import type { FileReport, PreviewImage } from '../../src/report/types';

/**
 * The HTML report as a reviewer's browser opens it: Debian's Chromium (headless, driven by
 * playwright-core) loads a report holding documents of every family, and the test checks that
 * nothing is fetched, nothing is logged as an error, axe-core finds no accessibility violation
 * in either view or on a phone-sized screen, and every change card shows the text around its
 * change wherever the change is part of a longer paragraph.
 */

// Looked for on PATH, so that a PATH without it (scripts/hide-system-tools.sh) means no browser.
const CHROMIUM = (process.env.PATH ?? '')
  .split(delimiter)
  .filter(Boolean)
  .flatMap((dir) => ['chromium', 'chromium-browser'].map((name) => join(dir, name)))
  .find((path) => existsSync(path));
if (!CHROMIUM) console.warn('Chromium not found: the browser test of the HTML report is skipped');

const fixtures = join(__dirname, '..', 'fixtures');
const PAIRS: [before: string, after: string][] = [
  ['samples/policy-v1.docx', 'samples/policy-v2.docx'],
  ['real/odfdo-odt-pair-diff-a.odt', 'real/odfdo-odt-pair-diff-b.odt'],
  ['decks/minimal-opc-pair-a.pptx', 'decks/minimal-opc-pair-b.pptx'],
  ['real/odfdo-odp-pair-logo-a-without.odp', 'real/odfdo-odp-pair-logo-b-with.odp'],
  ['real/sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx', 'real/sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx'],
  ['pdf-producers/pypdf-a.pdf', 'pdf-producers/pypdf-b.pdf'],
  ['samples/notes-v1.md', 'samples/notes-v2.md'],
  ['real/tika-img-pair-jpegmeta-a-original.jpg', 'real/tika-img-pair-jpegmeta-b-xnview-resaved.jpg'],
];

const load = (path: string) => ({
  bytes: new Uint8Array(readFileSync(join(fixtures, path))),
  fileName: path.split('/').pop()!,
});

/** Lines of a document's text as `textconv` gives them, to tell a change of part of a paragraph from a whole one. */
async function textLines(path: string): Promise<string[]> {
  return documentToText(await readDocument(load(path)))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `3.`, `a)`, `-`, `•` before a list item's text. */
const LIST_MARKER = /^\s*(?:[-*•+]|\d+[.)]|[a-z][.)])\s*/i;

interface Expected {
  /** The change's own text shown in its card. */
  text: string;
  /** True when that text is only part of a line of its document: the card must show the rest around it. */
  partial: boolean;
}

describe.skipIf(!CHROMIUM)('the HTML report in Chromium', () => {
  let browser: Browser;
  let html: string;
  const expected: Expected[] = [];

  beforeAll(async () => {
    const files: FileReport[] = [];
    for (const [before, after] of PAIRS) {
      const comparison = await compareVersions(load(before), load(after));
      files.push({
        oldPath: before,
        newPath: after,
        status: 'modified',
        changes: comparison.changes,
        places: comparison.places,
        contexts: comparison.contexts,
      });
      const [oldLines, newLines] = await Promise.all([textLines(before), textLines(after)]);
      for (const change of comparison.changes) {
        const fromOld = change.Type === 'Deleted';
        const text = (fromOld ? change.Text : change.TargetText).trim();
        const lines = fromOld ? oldLines : newLines;
        // Only words inside a longer line count as part of one (a "." or a digit is in many lines).
        // A list marker or table bar beside it is not surrounding text; words are.
        const partial =
          /\p{L}{3}/u.test(text) &&
          lines.some(
            (line) => line.includes(text) && /[\p{L}\p{N}]/u.test(line.replace(text, '').replace(LIST_MARKER, '')),
          );
        expected.push({ text, partial });
      }
    }
    files.push(
      { oldPath: 'docs/new.docx', newPath: 'docs/new.docx', status: 'added', changes: [], places: [] },
      {
        oldPath: 'big.pdf',
        newPath: 'big.pdf',
        status: 'modified',
        changes: [],
        places: [],
        note: 'a Git LFS pointer file, not the document',
      },
    );
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const previews: PreviewImage[] = [
      { path: PAIRS[0][1], side: 'redline', page: 1, mimeType: 'image/png', bytes: png, href: 'policy-page-1.png' },
    ];
    html = renderHtml(files, { previews });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function open(viewport: { width: number; height: number }) {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => requests.push(request.url()));
    await page.route('**/*', async (route) => {
      requests.push(route.request().url());
      await route.abort();
    });
    await page.setContent(html, { waitUntil: 'load' });
    return { page, errors, requests };
  }

  async function axeViolations(page: Page): Promise<string[]> {
    // Evaluated through the DevTools protocol: the report's Content-Security-Policy stays as it is.
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const results = await page.evaluate(() =>
      (
        globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
      ).axe.run(),
    );
    return results.violations.map((v) => `${v.id} (${v.nodes.length})`);
  }

  it('loads with no request and no console error, and axe finds nothing in either view or on a phone', async () => {
    const { page, errors, requests } = await open({ width: 1280, height: 900 });
    expect(await page.locator('li.change').count()).toBe(expected.length);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Side by side' }).click();
    expect(await page.locator('body.view-side').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Next/ }).click();
    await page.keyboard.press('j');
    await page.close();

    const phone = await open({ width: 390, height: 844 });
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.close();
    expect([...errors, ...phone.errors]).toEqual([]);
    expect([...requests, ...phone.requests]).toEqual([]);
  });

  it('shows every change inside the text around it when it is part of a longer paragraph', async () => {
    const { page } = await open({ width: 1280, height: 900 });
    const cards = await page.locator('li.change .inline').evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: (node as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim(),
        context: [...node.querySelectorAll('.context')]
          .map((c) => (c as unknown as { innerText: string }).innerText)
          .join(''),
      })),
    );
    await page.close();
    expect(cards).toHaveLength(expected.length);
    const partial = expected.filter((e) => e.partial).length;
    expect(partial).toBeGreaterThanOrEqual(6);
    const bare = cards
      .map((card, i) => ({ ...card, ...expected[i] }))
      .filter((card) => card.partial && !card.context.trim());
    expect(bare.map((card) => card.text)).toEqual([]);
    // Where a card shows context, it reads as the sentence: the change's words inside it.
    for (const [i, card] of cards.entries())
      if (expected[i].partial) expect(card.text.length).toBeGreaterThan(expected[i].text.replace(/\s+/g, ' ').length);
  });
});
