/**
 * How fast a 300-page pair's document view opens in Chromium, and what it does at open: the
 * page images decoded, the pages laid out, the DOM's size. The pages are drawn here (lines of
 * text-like bars, one changed line per page), the size of the built-in renderer's pages.
 *
 *   npx tsx scripts/bench/view-open.ts [pages]
 *   npx tsx scripts/bench/view-open.ts report.html    (a report written by `changes --report`)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { renderHtml } from '../../src/report/html';
import type { ChangeInfoRecord, DocumentView, FileReport } from '../../src/report/types';

// Evaluated in the page; the project is typed for Node.
declare const requestAnimationFrame: (callback: () => void) => number;

const GIVEN = process.argv[2]?.endsWith('.html') ? process.argv[2] : undefined;
const PAGES = GIVEN ? 0 : Number(process.argv[2] ?? 300);
const WIDTH = 900;
const HEIGHT = 1165;
const WORDS =
  'the policy applies to employees who work remotely from home or another agreed place and keeps equipment data secure under law'.split(
    ' ',
  );

async function pageImage(n: number, width: number): Promise<Uint8Array> {
  const lines = Array.from({ length: 38 }, (_, i) => {
    const words = Array.from({ length: 13 }, (_, k) => WORDS[(n * 7 + i * 13 + k * 5) % WORDS.length]).join(' ');
    return `<text x="90" y="${120 + i * 26}" font-family="DejaVu Serif" font-size="17" fill="#222">${words}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#fff"/>${lines}<text x="450" y="1120" font-size="20">${n}</text></svg>`;
  const height = Math.round((HEIGHT * width) / WIDTH);
  return new Uint8Array(
    await sharp(Buffer.from(svg))
      .resize(width, height)
      .png({ palette: true, colours: 32, compressionLevel: 9 })
      .toBuffer(),
  );
}

async function syntheticReport(pages: number): Promise<FileReport> {
  const old = [];
  const now = [];
  const changes: ChangeInfoRecord[] = [];
  const frames: DocumentView['frames'] = [];
  for (let p = 1; p <= pages; p++) {
    // Every third page holds a change and is drawn at full width, as the view draws changed pages.
    const changed = p % 3 === 0;
    const width = changed ? WIDTH : WIDTH / 2;
    const bytes = await pageImage(p, width);
    const page = {
      page: p,
      width,
      height: Math.round((HEIGHT * width) / WIDTH),
      mimeType: 'image/png' as const,
      bytes,
    };
    old.push(page);
    now.push(changed ? { ...page, bytes: await pageImage(p + 100000, width) } : page);
    if (changed) {
      changes.push({
        Id: changes.length,
        Type: 'Modified',
        Text: `old words ${p}`,
        TargetText: `new words ${p}`,
        Authors: [],
        StyleChanges: [],
        PageInfo: { Width: 612, Height: 792, PageNumber: p },
        Box: { X: 90, Y: 200, Width: 300, Height: 14 },
      } as unknown as ChangeInfoRecord);
      const frame = { page: p, x: 0.1, y: 0.2, width: 0.4, height: 0.02 };
      frames.push({ old: frame, new: frame });
    }
  }
  const view: DocumentView = {
    renderer: 'builtin',
    old,
    new: now,
    rows: old.map((_, i) => [i, i]),
    frames,
  };
  return {
    oldPath: 'long.docx',
    newPath: 'long.docx',
    status: 'modified',
    changes,
    places: changes.map((c) => `page ${c.PageInfo.PageNumber}`),
    view,
  };
}

const chromiumPath = (process.env.PATH ?? '')
  .split(delimiter)
  .flatMap((dir) => ['chromium', 'chromium-browser'].map((name) => join(dir, name)))
  .find((path) => existsSync(path));
if (!chromiumPath) {
  console.error('view-open: Chromium not found on PATH');
  process.exit(2);
}

const html = GIVEN ? readFileSync(GIVEN, 'utf8') : renderHtml([await syntheticReport(PAGES)]);
// Opened from a file, as a reviewer opens a report.
const folder = mkdtempSync(join(tmpdir(), 'docdelta-view-open-'));
const file = join(folder, 'report.html');
writeFileSync(file, html);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const started = performance.now();
    await page.goto(`file://${file}`, { waitUntil: 'load' });
    // Two frames after load: the first paint of the view has happened.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    const ms = performance.now() - started;
    const counts = await page.evaluate(() => {
      const t = (globalThis as unknown as { performance: any }).performance.timing; // eslint-disable-line @typescript-eslint/no-explicit-any
      const doc = (globalThis as unknown as { document: any }).document; // eslint-disable-line @typescript-eslint/no-explicit-any
      const imgs = [...doc.querySelectorAll('.dv img')];
      return {
        parsedMs: t.domInteractive - t.navigationStart,
        loadMs: t.loadEventEnd - t.navigationStart,
        nodes: doc.getElementsByTagName('*').length,
        images: imgs.length,
        decoded: imgs.filter((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0)
          .length,
      };
    });
    runs.push({ ms: Math.round(ms), ...counts });
    await page.close();
  }
  console.log(
    JSON.stringify({
      ...(GIVEN ? { file: GIVEN } : { pages: PAGES }),
      htmlMB: +(html.length / 1e6).toFixed(1),
      runs,
      loadAverage: loadavg().map((v) => +v.toFixed(2)),
    }),
  );
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
