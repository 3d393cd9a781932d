import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli';
import { SOFFICE } from '../helpers/libreoffice';

/**
 * The HTML report written by `changes --report` names a page as the terminal does: the built-in
 * layout's estimate of a Word page reads `~page 3` (and "about page 3" to a screen reader), a page
 * LibreOffice or the PDF itself lays out reads `page 3` — the same number `changes --json` gives.
 * Checked in Debian's Chromium through playwright-core, as a reviewer opens the file.
 */

// Evaluated in the page, where the DOM is; the project is typed for Node.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;

const CHROMIUM = (process.env.PATH ?? '')
  .split(delimiter)
  .filter(Boolean)
  .flatMap((dir) => ['chromium', 'chromium-browser'].map((name) => join(dir, name)))
  .find((path) => existsSync(path));
if (!CHROMIUM) console.warn('Chromium not found: the browser test of estimated pages is skipped');

const fixtures = join(__dirname, '..', 'fixtures');
const POLICY = ['samples/policy-v1.docx', 'samples/policy-v2.docx'].map((name) => join(fixtures, name));
const PDF = ['pdf-producers/pypdf-a.pdf', 'pdf-producers/pypdf-b.pdf'].map((name) => join(fixtures, name));

interface Shown {
  cards: string[];
  titles: (string | null)[];
  pageNumbers: string[];
  alts: string[];
}

describe.skipIf(!CHROMIUM)('pages in the HTML report, in Chromium', () => {
  let browser: Browser;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'docdelta-pages-'));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Writes the report of a pair with `changes --json --report` and reads what the browser shows of its pages. */
  async function report(pair: string[], name: string, options: string[] = []) {
    const file = join(folder, `${name}.html`);
    const result = await run(['changes', ...pair, '--json', '--report', file, ...options], { PATH: process.env.PATH });
    expect(result.stderr).toBe('');
    const changes = JSON.parse(result.stdout) as { PageInfo: { PageNumber: number }; PageSource: string }[];
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/*', async (route) => {
      requests.push(route.request().url());
      await route.abort();
    });
    await page.setContent(readFileSync(file, 'utf8'), { waitUntil: 'load' });
    const shown: Shown = await page.evaluate(() => {
      const all = (selector: string) => Array.from(document.querySelectorAll(selector)) as any[];
      return {
        cards: all('li.change .where .page').map((el) => el.textContent),
        titles: all('li.change .where .page').map((el) => el.getAttribute('title')),
        pageNumbers: all('.dv-pno').map((el) => el.textContent),
        alts: all('.dv-page img').map((el) => el.getAttribute('alt')),
      };
    });
    await page.close();
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(shown.cards).toHaveLength(changes.length);
    return { changes, shown };
  }

  it('marks the built-in layout’s Word pages ~page, in the change list and on the drawn pages', async () => {
    const { changes, shown } = await report(POLICY, 'builtin', ['--office', 'builtin']);
    expect(changes.map((change) => change.PageSource)).toEqual(changes.map(() => 'estimate'));
    for (const card of shown.cards) expect(card).toMatch(/^~page \d+$/);
    for (const title of shown.titles) expect(title).toMatch(/^about page \d+: estimated by the built-in layout/);
    expect(shown.pageNumbers.length).toBeGreaterThan(0);
    for (const number of shown.pageNumbers) expect(number).toMatch(/^~\d+$/);
    for (const alt of shown.alts) expect(alt).toMatch(/^(Before|After), about page \d+$/);
  }, 120_000);

  it.skipIf(!SOFFICE)(
    'names LibreOffice’s pages plainly, the pages changes --json gives (needs soffice)',
    async () => {
      const { changes, shown } = await report(POLICY, 'libreoffice', ['--office', 'libreoffice']);
      expect(changes.map((change) => change.PageSource)).toEqual(changes.map(() => 'libreoffice'));
      expect(shown.cards).toEqual(changes.map((change) => `page ${change.PageInfo.PageNumber}`));
      expect(shown.titles).toEqual(changes.map(() => null));
      for (const number of shown.pageNumbers) expect(number).toMatch(/^\d+$/);
    },
    300_000,
  );

  it('names a PDF’s own pages plainly', async () => {
    const { changes, shown } = await report(PDF, 'pdf');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.map((change) => change.PageSource)).toEqual(changes.map(() => 'document'));
    expect(shown.cards).toEqual(changes.map((change) => `page ${change.PageInfo.PageNumber}`));
    for (const number of shown.pageNumbers) expect(number).toMatch(/^\d+$/);
  }, 120_000);
});
