/**
 * Benchmark of the presentation readers: a 400-slide PowerPoint deck (a title, three bulleted
 * points with styles, a table on every fourth slide, speaker notes) against a copy with ~10
 * slides removed and ~100 edits to titles, points, colours and cells, written by PptxGenJS.
 * With `--odp` the pair is also converted to OpenDocument by LibreOffice (slow, once) and
 * compared as ODP. Measures the docdelta CLI end to end (`changes a b --json`): CPU seconds of
 * the process (user + system, which hold on a loaded machine where wall time does not) and peak
 * RSS, from GNU time; the median of the runs.
 *
 *   npx tsx scripts/bench/slides.ts [--runs 3] [--odp] [--cli source]
 *
 * `--cli source` runs src/cli through tsx instead of dist/cli (its CPU then includes compiling).
 * Writes .bench/slides/results.json. Never fails on a figure, only on a tool error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PptxGenJS from 'pptxgenjs';
import { findSoffice } from '../../src/engine/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = join(root, '.bench/slides');
const SLIDES = 400;

async function writeDeck(variant: 'a' | 'b', path: string): Promise<void> {
  const pptx = new PptxGenJS();
  for (let i = 0; i < SLIDES; i++) {
    if (variant === 'b' && i % 37 === 5) continue;
    const edited = (every: number) => variant === 'b' && i % every === 0;
    const slide = pptx.addSlide();
    slide.addText(`Slide ${i + 1}: quarterly review of topic ${i % 17}${edited(23) ? ' (revised)' : ''}`, {
      x: 0.5,
      y: 0.3,
      w: 9,
      h: 0.8,
      fontSize: 28,
      bold: true,
    });
    slide.addText(
      [
        { text: `First point about item ${i} with some words to compare`, options: { bullet: true } },
        {
          text: `Second point ${edited(11) ? 'changed text here' : 'original text here'} and more`,
          options: { bullet: true, italic: i % 3 === 0 },
        },
        {
          text: `Third point with a number ${i * 7} and a colour`,
          options: { bullet: true, color: edited(19) ? 'FF0000' : '0000FF' },
        },
      ],
      { x: 0.5, y: 1.3, w: 9, h: 2.5, fontSize: 18 },
    );
    if (i % 4 === 0)
      slide.addTable(
        [
          ['Name', 'Value', 'Note'],
          [`row ${i}`, String(i * 3), edited(8) ? 'edited' : 'same'],
          [`row ${i + 1}`, String(i * 5), 'same'],
        ].map((row) => row.map((text) => ({ text }))),
        { x: 0.5, y: 4, w: 9 },
      );
    slide.addNotes(`Speaker notes for slide ${i + 1}`);
  }
  writeFileSync(path, (await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}

interface Run {
  cpuSeconds: number;
  rssMb: number;
  changes: number;
}

function timeChanges(cli: string[], a: string, b: string): Run {
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, ...cli, 'changes', a, b, '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0) throw new Error(`docdelta changes failed: ${result.stderr.trim().split('\n').pop()}`);
  const [user, system, rssKb] = result.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return { cpuSeconds: user + system, rssMb: Math.round(rssKb / 1024), changes: JSON.parse(result.stdout).length };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

export async function runSlidesBench(runs: number, options: { odp?: boolean; source?: boolean } = {}) {
  mkdirSync(dir, { recursive: true });
  const pptx = { a: join(dir, 'a.pptx'), b: join(dir, 'b.pptx') };
  await writeDeck('a', pptx.a);
  await writeDeck('b', pptx.b);
  const pairs: { name: string; a: string; b: string }[] = [{ name: 'pptx', ...pptx }];
  if (options.odp) {
    const soffice = findSoffice();
    if (!soffice) console.log('odp: LibreOffice not found; skipped');
    else {
      spawnSync(soffice, [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'odp',
        '--outdir',
        dir,
        pptx.a,
        pptx.b,
      ]);
      const odp = { a: join(dir, 'a.odp'), b: join(dir, 'b.odp') };
      if (existsSync(odp.a) && existsSync(odp.b)) pairs.push({ name: 'odp', ...odp });
    }
  }
  const cli = options.source ? ['--import', 'tsx', join(root, 'src/cli/index.ts')] : [join(root, 'dist/cli/index.js')];
  const results = pairs.map((pair) => {
    const measured = Array.from({ length: runs }, () => timeChanges(cli, pair.a, pair.b));
    const summary = {
      pair: `${SLIDES}-slide ${pair.name}`,
      changes: measured[0].changes,
      cpuSeconds: median(measured.map((m) => m.cpuSeconds)),
      rssMb: median(measured.map((m) => m.rssMb)),
    };
    console.log(
      `${summary.pair}: ${summary.changes} changes, ${summary.cpuSeconds.toFixed(2)} CPU s, ${summary.rssMb} MB (median of ${runs})`,
    );
    return summary;
  });
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const runsAt = argv.indexOf('--runs');
  await runSlidesBench(runsAt >= 0 ? Number(argv[runsAt + 1]) : 3, {
    odp: argv.includes('--odp'),
    source: argv.includes('--cli') && argv[argv.indexOf('--cli') + 1] === 'source',
  });
}
