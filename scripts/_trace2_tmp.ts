import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
declare const requestAnimationFrame: (cb: () => void) => number;
const file = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto('about:blank');
await browser.startTracing(page, { path: '/tmp/r3/trace.json', categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'v8'] });
await page.goto(`file://${file}`, { waitUntil: 'load' });
await page.evaluate(() => new Promise((d) => requestAnimationFrame(() => requestAnimationFrame(() => d(null)))));
await page.waitForTimeout(300);
await browser.stopTracing();
await browser.close();
const trace = JSON.parse(readFileSync('/tmp/r3/trace.json', 'utf8'));
const events = (trace.traceEvents ?? trace) as any[];
const threads = new Map<string, string>();
const procs = new Map<number, string>();
for (const e of events) { if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name); if (e.name === 'process_name') procs.set(e.pid, e.args.name); }
// top-level tasks only: X events with no enclosing X event on the same thread
const byThread = new Map<string, any[]>();
for (const e of events) if (e.ph === 'X' && e.dur) { const k = `${e.pid}:${e.tid}`; (byThread.get(k) ?? byThread.set(k, []).get(k)!).push(e); }
const rows: [string, number, number][] = [];
const names = new Map<string, number>();
for (const [k, list] of byThread) {
  list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let end = -1, cpu = 0, wall = 0;
  for (const e of list) if (e.ts >= end) { end = e.ts + e.dur; cpu += (e.tdur ?? 0) / 1000; wall += e.dur / 1000; const n = `${threads.get(k)} | ${e.name}`; names.set(n, (names.get(n) ?? 0) + (e.tdur ?? 0) / 1000); }
  rows.push([`${procs.get(+k.split(':')[0])} / ${threads.get(k)}`, cpu, wall]);
}
for (const r of rows.sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(r[1].toFixed(0).padStart(6), r[2].toFixed(0).padStart(6), r[0]);
console.log('--- inside renderer main, by second-level');
const main = [...byThread].find(([k]) => threads.get(k) === 'CrRendererMain' && procs.get(+k.split(':')[0]) === 'Renderer')?.[1] ?? [];
const second = new Map<string, number>();
{ const top = main.filter((e, i, a) => true); let stack: any[] = [];
  for (const e of main) { while (stack.length && e.ts >= stack[stack.length - 1].ts + stack[stack.length - 1].dur) stack.pop(); if (stack.length === 1) second.set(e.name, (second.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000); stack.push(e); } }
for (const [n, v] of [...second].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(0).padStart(6), n);
