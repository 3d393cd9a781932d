/**
 * How fast a long pair's document view opens in Chromium. It generates a ~300-page Word pair of
 * real prose with a dozen edits spread over it (scripts/fixtures/long-docx-pair.ts), writes its
 * report with the CLI's default settings (`docdelta changes a.docx b.docx --report report.html`,
 * from the sources), and opens it from a file, as a reviewer does, at desktop (1366×900) and
 * phone (390×844) width. A run's time is from navigation until the page has loaded and every page
 * image on screen in the shown columns is decoded and painted (on a phone the Before column is
 * hidden, and its images are never waited for). It prints each width's median and the runs, the
 * renderer's CPU milliseconds for the same opens (the figure a busy machine does not stretch),
 * the report's size, its images (distinct ones and those decoded at open) and the load average.
 *
 *   npx tsx scripts/bench/view-open.ts [--pages 300] [--runs 5] [--screenshots <folder>]
 *   npx tsx scripts/bench/view-open.ts report.html [other.html …] [--runs 5]
 *       (reports already written; several are opened in turn, run by run, to compare builds)
 *
 * `--screenshots` saves the view at desktop and phone width at a change halfway through; `--keep
 * <file.html>` keeps the report it wrote, to open again later or beside another build's.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { longDocxPair } from '../fixtures/long-docx-pair';

// Evaluated in the page; the project is typed for Node.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const requestAnimationFrame: (callback: () => void) => number;
declare const document: any;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsxLoader = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const given = args.filter((arg, i) => arg.endsWith('.html') && args[i - 1] !== '--keep');
const pages = option('--pages', 300);
const runs = option('--runs', 5);
const named = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const shots = named('--screenshots');
const keep = named('--keep');

const chromiumPath = (process.env.PATH ?? '')
  .split(delimiter)
  .flatMap((dir) => ['chromium', 'chromium-browser'].map((name) => join(dir, name)))
  .find((path) => existsSync(path));
if (!chromiumPath) {
  console.error('view-open: Chromium not found on PATH');
  process.exit(2);
}
const missing = given.find((path) => !existsSync(path));
if (missing) {
  console.error(`view-open: ${missing}: no such file`);
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Milliseconds of CPU the page's renderer process has used (user and system, all its threads). */
async function rendererCpu(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((metric) => metric.name === 'ProcessTime')?.value ?? NaN) * 1000;
}

const folder = mkdtempSync(join(tmpdir(), 'docdelta-view-open-'));
let browser: Browser | undefined;
try {
  const files = given.length ? given.map((path) => resolve(path)) : [join(folder, 'report.html')];
  let reportSeconds: number | undefined;
  if (!given.length) {
    const pair = await longDocxPair({ pages });
    writeFileSync(join(folder, 'a.docx'), pair.source);
    writeFileSync(join(folder, 'b.docx'), pair.target);
    const started = performance.now();
    execFileSync(
      process.execPath,
      // tsx from the project, the files by name from their folder, as a reviewer runs it.
      ['--import', tsxLoader, join(root, 'src/cli/index.ts'), 'changes', 'a.docx', 'b.docx', '--report', 'report.html'],
      { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    reportSeconds = +((performance.now() - started) / 1000).toFixed(1);
    if (keep) copyFileSync(files[0], keep);
  }
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const widths = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
  const results = files.map(() => ({}) as Record<string, object>);
  const blank = join(folder, 'blank.html');
  writeFileSync(blank, '<!DOCTYPE html><title>blank</title>');
  for (const [name, viewport] of Object.entries(widths)) {
    const times = files.map((): number[] => []);
    const cpu = files.map((): number[] => []);
    const decodedAtOpen = files.map(() => 0);
    // Several reports' runs alternate, so a change in the machine's load falls on each alike.
    for (let run = 0; run < runs; run++)
      for (const [f, file] of files.entries()) {
        const page = await browser.newPage({ viewport });
        // The renderer's CPU time, which a busy machine does not stretch as it does the wall time:
        // read on an empty page beside the report (the same renderer process) and after the open.
        await page.goto(`file://${blank}`);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        const cpuBefore = await rendererCpu(cdp);
        const started = performance.now();
        await page.goto(`file://${file}`, { waitUntil: 'load' });
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('.dv-col')]
              // The columns shown: a phone hides one side, whose images are not loaded.
              .filter((column: any) => column.offsetParent)
              .every((column: any) => {
                const box = column.getBoundingClientRect();
                return [...column.querySelectorAll('img')]
                  .filter((img: any) => {
                    const r = img.getBoundingClientRect();
                    return r.bottom > box.top && r.top < box.bottom;
                  })
                  .every((img: any) => img.complete && img.naturalWidth > 0);
              }),
          undefined,
          { polling: 'raf', timeout: 60_000 },
        );
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
        );
        times[f].push(Math.round(performance.now() - started));
        cpu[f].push(Math.round((await rendererCpu(cdp)) - cpuBefore));
        decodedAtOpen[f] = await page.evaluate(
          () =>
            [...document.querySelectorAll('.dv img')].filter((img: any) => img.complete && img.naturalWidth > 0).length,
        );
        await page.close();
      }
    for (const f of files.keys())
      results[f][name] = {
        medianMs: median(times[f]),
        runs: times[f],
        medianCpuMs: median(cpu[f]),
        cpuRuns: cpu[f],
        decodedAtOpen: decodedAtOpen[f],
      };
  }
  if (shots) {
    const file = files[0];
    // The view at a change halfway through the document, as the reviewer brought there with j.
    mkdirSync(shots, { recursive: true });
    for (const [name, viewport] of Object.entries(widths)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`file://${file}`, { waitUntil: 'load' });
      const count = await page.locator('li.change').count();
      for (let k = 0; k <= count >> 1; k++) await page.keyboard.press('j');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.dv-frame.current')]
          .filter((frame: any) => frame.offsetParent)
          .every((frame: any) => frame.parentElement.querySelector('img')?.naturalWidth > 0),
      );
      // A phone shows the list above the pages: scrolled down to the change's frame, as the reviewer does.
      if (name === 'phone')
        await page.evaluate(() =>
          document.querySelector('.dv-new .dv-frame.current')?.scrollIntoView({ block: 'center' }),
        );
      await page.screenshot({ path: join(shots, `view-open-${name}.png`) });
      await page.close();
    }
  }
  for (const [f, file] of files.entries()) {
    const html = readFileSync(file, 'utf8');
    console.log(
      JSON.stringify({
        ...(given.length ? { file: given[f] } : { pages, reportSeconds }),
        htmlMB: +(html.length / 1e6).toFixed(1),
        images: html.match(/<img [^>]*data-(?:src|same)=/g)?.length ?? 0,
        distinctImages: html.match(/ data-src="data:/g)?.length ?? 0,
        ...results[f],
        loadAverage: loadavg().map((v) => +v.toFixed(2)),
      }),
    );
  }
} finally {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
}
