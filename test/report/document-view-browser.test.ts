import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html';
import type { ChangeInfoRecord, DocumentView, FileReport } from '../../src/report/types';
import { compareForView } from '../../src/report/view';

/**
 * The HTML report's document view as a reviewer's browser opens it (Debian's Chromium through
 * playwright-core): both versions' pages side by side with the changes framed, the change list
 * scrolling both sides to a change, j/k after a filter, no request, no console error, no axe
 * violation. It saves the screenshots of docs/images at 1366 and 390 px.
 */

// Evaluated in the page, where the DOM is; the project is typed for Node.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;
declare const getComputedStyle: (element: unknown) => { borderTopColor: string };

const CHROMIUM = (process.env.PATH ?? '')
  .split(delimiter)
  .filter(Boolean)
  .flatMap((dir) => ['chromium', 'chromium-browser'].map((name) => join(dir, name)))
  .find((path) => existsSync(path));
if (!CHROMIUM) console.warn('Chromium not found: the browser test of the document view is skipped');

const samples = join(__dirname, '..', 'fixtures', 'samples');
const images = join(__dirname, '..', '..', 'docs', 'images');
const load = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))), fileName: name });

describe.skipIf(!CHROMIUM)('the document view in Chromium', () => {
  let browser: Browser;
  let policy: FileReport;
  let html: string;
  let folder: string;

  beforeAll(async () => {
    const { comparison, view } = await compareForView(load('policy-v1.docx'), load('policy-v2.docx'));
    policy = {
      oldPath: 'docs/policy.docx',
      newPath: 'docs/policy.docx',
      status: 'modified',
      changes: comparison.changes,
      places: comparison.places,
      contexts: comparison.contexts,
      view,
    };
    html = renderHtml([policy]);
    folder = mkdtempSync(join(tmpdir(), 'docdelta-view-'));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function open(content: string, viewport = { width: 1366, height: 900 }) {
    const page = await browser.newPage({ viewport });
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
    await page.setContent(content, { waitUntil: 'load' });
    return { page, errors, requests };
  }

  async function axeViolations(page: Page): Promise<string[]> {
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const results = await page.evaluate(() =>
      (
        globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
      ).axe.run(),
    );
    return results.violations.map((v) => `${v.id} (${v.nodes.length})`);
  }

  /** Whether an element lies inside the visible part of its scrolling column. */
  async function inColumnView(page: Page, selector: string): Promise<boolean> {
    return page.$eval(selector, (element) => {
      const column = element.closest('.dv-col')!;
      const a = element.getBoundingClientRect();
      const b = column.getBoundingClientRect();
      return a.bottom > b.top && a.top < b.bottom && a.height > 0;
    });
  }

  it('shows both versions as pages with the changes framed, loading nothing and logging no error', async () => {
    const { page, errors, requests } = await open(html);
    // Both columns hold the drawn pages, decoded.
    for (const side of ['old', 'new']) {
      const widths = await page.$$eval(`.dv-${side} img`, (nodes) =>
        nodes.map((node) => (node as unknown as { naturalWidth: number }).naturalWidth),
      );
      expect(widths.length).toBeGreaterThan(0);
      expect(widths[0]).toBeGreaterThan(100);
    }
    const modified = policy.changes.filter((c) => c.Type === 'Modified').length;
    const deletedOrModified = policy.changes.filter((c) => c.Type !== 'Inserted').length;
    const insertedOrModified = policy.changes.filter((c) => c.Type !== 'Deleted').length;
    expect(modified).toBeGreaterThan(0);
    expect(await page.locator('.dv-old .dv-frame').count()).toBe(deletedOrModified);
    expect(await page.locator('.dv-new .dv-frame').count()).toBe(insertedOrModified);
    // The legend is on the page, and a frame has its kind's colour from it.
    expect(await page.locator('ul.legend li').count()).toBeGreaterThanOrEqual(5);
    const colour = await page.$eval('.dv-new .dv-frame.t-Inserted', (f) => getComputedStyle(f).borderTopColor);
    const swatch = await page.$eval('ul.legend li:first-child .swatch', (s) => getComputedStyle(s).borderTopColor);
    expect(colour).toBe(swatch);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(folder, 'desktop.png') });
    await page.close();
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('brings both sides to a change clicked in the list, and to the next one with j after a filter', async () => {
    const { page, errors } = await open(html);
    // The last modified change: the columns have to move to show it.
    const change = [...policy.changes].reverse().find((c) => c.Type === 'Modified')!;
    await page.evaluate(() => document.querySelectorAll('.dv-col').forEach((c: any) => (c.scrollTop = 99999)));
    await page.click(`#change-0-${change.Id} .where`);
    expect(await inColumnView(page, `#f-0-${change.Id}-old`)).toBe(true);
    expect(await inColumnView(page, `#f-0-${change.Id}-new`)).toBe(true);
    expect(await page.locator(`#f-0-${change.Id}-new.current`).count()).toBe(1);

    // Untick "inserted": focus leaves the checkbox, and j walks the changes that are left.
    await page.getByRole('checkbox', { name: 'inserted' }).click();
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).not.toBe('INPUT');
    const visible = policy.changes.filter((c) => c.Type !== 'Inserted');
    const seen: string[] = [];
    for (let i = 0; i < visible.length; i++) {
      await page.keyboard.press('j');
      seen.push(await page.evaluate(() => document.querySelector('li.change.current')!.id));
    }
    expect(new Set(seen).size).toBe(visible.length);
    expect(seen.every((id) => !policy.changes.find((c) => `change-0-${c.Id}` === id && c.Type === 'Inserted'))).toBe(
      true,
    );
    await page.keyboard.press('k');
    expect(await page.textContent('#position')).toMatch(/^change \d+ of \d+$/);
    // Filtered changes' frames are hidden with their cards.
    expect(await page.locator('.dv-frame.t-Inserted:visible').count()).toBe(0);

    // Search narrows the list; j stays inside what it found.
    await page.fill('#search', 'VPN');
    await page.keyboard.press('Enter');
    expect(await page.locator('li.change:visible').count()).toBeLessThan(policy.changes.length);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('groups the list by page and by section', async () => {
    const { page } = await open(html);
    await page.selectOption('#group', 'section');
    const heads = await page.locator('.group-head').allTextContents();
    expect(heads.length).toBeGreaterThan(1);
    expect(heads).toContain('Scope and eligibility');
    await page.selectOption('#group', 'page');
    expect(await page.locator('.group-head').allTextContents()).toEqual(['page 1']);
    await page.keyboard.press('j');
    expect(await page.locator('li.change.current').count()).toBe(1);
    await page.close();
  });

  it('opens a 300-page pair laying out and decoding only the pages near the screen', async () => {
    // 300 pages, each its own image (a shade apart), each drawn the same in both versions.
    const pages = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => ({
        page: i + 1,
        width: 900,
        height: 1165,
        mimeType: 'image/png' as const,
        bytes: new Uint8Array(
          await sharp({
            create: {
              width: 900,
              height: 1165,
              channels: 3,
              background: { r: 255, g: 255 - Math.floor(i / 256), b: i % 256 },
            },
          })
            .png()
            .toBuffer(),
        ),
      })),
    );
    const changes = pages
      .filter((p) => p.page % 10 === 0)
      .map(
        (p, i) =>
          ({
            ...policy.changes.find((c) => c.Type === 'Modified')!,
            Id: i,
            PageInfo: { Width: 612, Height: 792, PageNumber: p.page },
          }) as ChangeInfoRecord,
      );
    const frame = (page: number) => ({ page, x: 0.1, y: 0.5, width: 0.5, height: 0.02 });
    const view: DocumentView = {
      renderer: 'builtin',
      old: pages,
      new: pages,
      rows: pages.map((_, i) => [i, i]),
      frames: changes.map((c) => ({ old: frame(c.PageInfo.PageNumber), new: frame(c.PageInfo.PageNumber) })),
    };
    const long = renderHtml([
      { oldPath: 'long.docx', newPath: 'long.docx', status: 'modified', changes, places: changes.map(() => ''), view },
    ]);
    // Each page drawn the same on both sides is carried once.
    expect(long.split(';base64,').length - 1).toBe(300);
    const { page, errors } = await open(long);
    const state = () =>
      page.evaluate(() => {
        const cells = [...document.querySelectorAll('.dv-page')];
        return {
          cells: cells.length,
          laidOut: cells.filter((c: any) => c.checkVisibility({ contentVisibilityAuto: true })).length,
          decoded: [...document.querySelectorAll('.dv img')].filter((img: any) => img.getAttribute('src')).length,
        };
      });
    const atOpen = await state();
    expect(atOpen.cells).toBe(600);
    // A screenful on each side and the margin ahead of it, not the 600 pages.
    expect(atOpen.laidOut).toBeGreaterThan(0);
    expect(atOpen.laidOut).toBeLessThanOrEqual(16);
    expect(atOpen.decoded).toBeGreaterThan(0);
    expect(atOpen.decoded).toBeLessThanOrEqual(16);
    // The last change is still brought to on both sides.
    await page.keyboard.press('k');
    const last = changes[changes.length - 1].Id;
    expect(await inColumnView(page, `#f-0-${last}-old`)).toBe(true);
    expect(await inColumnView(page, `#f-0-${last}-new`)).toBe(true);
    await page.waitForFunction(
      (id) => !!document.querySelector(`#f-0-${id}-new`)?.parentElement.querySelector('img[src]'),
      last,
    );
    await page.close();
    expect(errors).toEqual([]);

    // On a phone the Before column is hidden: none of its pages is decoded, and the After
    // pages on screen are, though each takes its image from the Before page that carries it.
    const phone = await open(long, { width: 390, height: 844 });
    const decoded = (side: string) =>
      [...document.querySelectorAll(`.dv-${side} img[src]`)].filter(
        (img: any) => img.complete && img.naturalWidth === 900,
      ).length;
    await phone.page.waitForFunction(decoded, 'new');
    expect(await phone.page.locator('.dv-new img[data-src]').count()).toBe(0);
    expect(await phone.page.evaluate(decoded, 'old')).toBe(0);
    expect(await phone.page.locator('.dv-old img[src]').count()).toBe(0);
    const shown = await phone.page.evaluate(decoded, 'new');
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(8);
    await phone.page.close();
    expect(phone.errors).toEqual([]);
  });

  it("shows a spreadsheet change as the cells around it, the changed cell's old and new value in the grid", async () => {
    const real = join(__dirname, '..', 'fixtures', 'real');
    const sheet = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(real, name))), fileName: name });
    const { comparison, view } = await compareForView(
      sheet('sheetjs-xlsx-pair-datesystem-a-1900.xlsx'),
      sheet('sheetjs-xlsx-pair-datesystem-b-1904.xlsx'),
    );
    const index = comparison.changes.findIndex((c) => c.Type === 'Modified' && c.Text.startsWith('Sheet1!C1:'));
    expect(index).toBeGreaterThanOrEqual(0);
    const change = comparison.changes[index];
    const report = renderHtml([
      {
        oldPath: 'dates.xlsx',
        newPath: 'dates.xlsx',
        status: 'modified',
        changes: comparison.changes,
        places: comparison.places,
        view,
      },
    ]);
    const { page, errors, requests } = await open(report);
    const card = `#change-0-${change.Id}`;
    expect(await page.locator(`${card} table.cells`).isVisible()).toBe(true);
    expect(await page.locator(`${card} table.cells thead th`).allTextContents()).toEqual([
      'Row',
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
    const focus = page.locator(`${card} table.cells td.focus`);
    expect(await focus.locator('del').textContent()).toBe('1900-01-01');
    expect(await focus.locator('ins').textContent()).toBe('1904-01-02');
    // Its neighbours are there too: A1 did not change, C2 below did.
    expect(await page.locator(`${card} table.cells tbody tr:first-child td:first-of-type`).textContent()).toBe('1');
    expect(await page.locator(`${card} table.cells tbody tr:nth-child(2) td.changed`).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('shows a deck as its slides, a dropped slide opposite a gap and an added one opposite a gap', async () => {
    const decks = join(__dirname, '..', 'fixtures', 'decks');
    const deck = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(decks, name))), fileName: name });
    const { comparison, view } = await compareForView(deck('pptxgenjs-pair-a.pptx'), deck('pptxgenjs-pair-b.pptx'));
    const report = renderHtml([
      {
        oldPath: 'talk.pptx',
        newPath: 'talk.pptx',
        status: 'modified',
        changes: comparison.changes,
        places: comparison.places,
        view,
      },
    ]);
    const { page, errors, requests } = await open(report);
    // Slides, wider than tall, side by side.
    const sizes = await page.$$eval('.dv-new img', (nodes) =>
      nodes.map((n) => [Number(n.getAttribute('width')), Number(n.getAttribute('height'))]),
    );
    expect(sizes.length).toBe(view!.new.length);
    expect(sizes.every(([w, h]) => w > h)).toBe(true);
    expect(await page.locator('.dv-old .dv-gap').allTextContents()).toEqual([
      `no slide here: inserted slide ${view!.new.length} opposite`,
    ]);
    expect(await page.locator('.dv-new .dv-gap').allTextContents()).toEqual([
      'no slide here: deleted slide 2 opposite',
    ]);
    // The first slide is drawn and its change framed on it.
    expect(await page.$eval('.dv-new img', (img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
      sizes[0][0],
    );
    expect(await page.locator('.dv-new .dv-cell:first-child .dv-frame').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('fits a phone: a compact toolbar, the file name as title, one side at a time fitting the width, Zoom to read it', async () => {
    const phone = await open(html, { width: 390, height: 844 });
    expect(await axeViolations(phone.page)).toEqual([]);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const toolbar = await phone.page.$eval('.toolbar', (t) => t.getBoundingClientRect().height);
    expect(toolbar).toBeLessThan(844 / 6);
    expect(await phone.page.textContent('.toolbar h1')).not.toMatch(/^docdelta: \//);
    // On a phone one side is shown at a time, the whole width of its page on screen.
    await phone.page.keyboard.press('j');
    const widths = () =>
      phone.page.$eval('.dv-new .dv-page', (p) => ({
        page: p.getBoundingClientRect().width,
        column: p.closest('.dv-col')!.clientWidth,
      }));
    const fitted = await widths();
    expect(fitted.page).toBeLessThanOrEqual(fitted.column);
    expect(await phone.page.locator('.dv-old').isVisible()).toBe(false);
    // Zoom makes it wide enough to read, the column scrolled sideways to the change.
    const zoom = phone.page.getByRole('button', { name: 'Zoom' });
    await zoom.click();
    expect(await zoom.getAttribute('aria-pressed')).toBe('true');
    expect((await widths()).page).toBeGreaterThan(600);
    await phone.page.keyboard.press('j');
    await phone.page.keyboard.press('j');
    const seen = await phone.page.$eval('.dv-new .dv-frame.current', (frame) => {
      const col = frame.closest('.dv-col')!.getBoundingClientRect();
      const box = frame.getBoundingClientRect();
      return box.left >= col.left && box.left < col.right;
    });
    expect(seen).toBe(true);
    await zoom.click();
    expect((await widths()).page).toBeLessThanOrEqual(fitted.column);
    expect(phone.errors).toEqual([]);
    expect(phone.requests).toEqual([]);
    // The screenshots the README shows, taken of this report at its first change.
    mkdirSync(images, { recursive: true });
    await phone.page.keyboard.press('j');
    await phone.page.screenshot({ path: join(images, 'report-phone.png') });
    await phone.page.close();
    const desktop = await open(html);
    await desktop.page.keyboard.press('j');
    await desktop.page.keyboard.press('j');
    expect(await desktop.page.locator('ul.legend').isVisible()).toBe(true);
    await desktop.page.screenshot({ path: join(images, 'report-desktop.png') });
    await desktop.page.close();
    for (const name of ['report-desktop.png', 'report-phone.png'])
      expect(statSync(join(images, name)).size, name).toBeLessThan(300_000);
  }, 120_000);
});
