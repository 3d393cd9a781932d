import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount } from '../../../src/engine/formats/pdf/pdfjs';
import { convertPagesToPdf, findSoffice, stopWarmOffice } from '../../../src/engine/preview/office';
import { findUnoPython } from '../../../src/engine/preview/office-bridge';
import { buildDocx } from '../../../scripts/fixtures/docx-builder';
import { minimalDeck } from '../../../scripts/fixtures/pptxgenjs-decks';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../../helpers/libreoffice';

/**
 * The warm soffice of each pool slot (office-bridge.ts): kept between conversions, asked for a
 * page range, restarted when it crashes or hangs, and never left behind by a process that ends.
 */

const soffice = findSoffice();
const python = soffice && findUnoPython(soffice);
if (!python) console.warn('LibreOffice or python3-uno not found: the warm soffice tests are skipped');

/** Processes (pid → command line) started for the warm slots of process `pid`: their pipe names carry it. */
function warmProcesses(pid: number): Map<number, string> {
  const found = new Map<number, string>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.includes(`docdelta-${pid}-`)) found.set(Number(entry), command.replaceAll('\0', ' '));
    } catch {
      // Ended while listed.
    }
  }
  return found;
}

const sofficeBins = (pid: number) =>
  [...warmProcesses(pid)].filter(([, command]) => command.includes('soffice.bin')).map(([p]) => p);

/** Waits (within the test's own time limit) until `pid` left nothing running. */
async function noneLeft(pid: number): Promise<void> {
  while (warmProcesses(pid).size) await new Promise((resolve) => setTimeout(resolve, 200));
}

const threePages = () =>
  buildDocx({
    body: [1, 2, 3].flatMap((n) => [
      { heading: 1, runs: [`Section ${n}`] },
      { runs: [`Text of page ${n}.`, ...(n < 3 ? [{ break: 'page' as const }] : [])] },
    ]),
  });

describe.skipIf(!python)('a warm soffice per pool slot', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'docdelta-warm-test-'));
  });
  afterAll(async () => {
    await stopWarmOffice();
    await rm(root, { recursive: true, force: true });
  });

  it(
    'exports only the pages asked for, stays warm, and recovers from a dead and a hung soffice',
    async () => {
      const file = { bytes: threePages(), fileName: 'three.docx' };
      const options = { soffice: soffice!, profileRoot: root, poolSize: 1, idleMs: 600_000 };
      const second = await convertPagesToPdf(file, { ...options, pages: [2] });
      expect(second.pages).toEqual([2]);
      expect(second.pageCount).toBe(3);
      expect(await pdfPageCount(second.pdf)).toBe(1);

      const [warm] = sofficeBins(process.pid);
      expect(warm).toBeGreaterThan(0);
      const all = await convertPagesToPdf(file, options);
      expect(all.pages).toBeUndefined();
      expect(await pdfPageCount(all.pdf)).toBe(3);
      expect(sofficeBins(process.pid)).toEqual([warm]);

      // A soffice killed between conversions: the next one starts a new soffice and succeeds, warm.
      process.kill(warm, 'SIGKILL');
      const afterCrash = await convertPagesToPdf(file, { ...options, pages: [3] });
      expect(afterCrash.pages).toEqual([3]);
      expect(await pdfPageCount(afterCrash.pdf)).toBe(1);
      const [restarted] = sofficeBins(process.pid);
      expect(restarted).not.toBe(warm);

      // A hang: stopped, it never answers; past the time limit it is ended, and the file is
      // converted again in a soffice started for it alone (the whole document: no page range there).
      process.kill(restarted, 'SIGSTOP');
      const afterHang = await convertPagesToPdf(file, { ...options, pages: [1], timeoutMs: 10_000 });
      expect(afterHang.pages).toBeUndefined();
      expect(await pdfPageCount(afterHang.pdf)).toBe(3);
      expect(sofficeBins(process.pid)).not.toContain(restarted);
      // The slot is warm again with the next conversion.
      expect((await convertPagesToPdf(file, { ...options, pages: [2] })).pages).toEqual([2]);
      expect(sofficeBins(process.pid)).toHaveLength(1);

      await stopWarmOffice();
      expect(warmProcesses(process.pid).size).toBe(0);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it(
    'exports only the slides asked for of a huge deck, and the whole deck for slides it does not have',
    async () => {
      const slides = Array.from({ length: 300 }, (_, i) => [`Slide ${i + 1}`, `Text of slide ${i + 1}.`]);
      const deck = { bytes: minimalDeck(slides), fileName: 'huge.pptx' };
      const options = { soffice: soffice!, profileRoot: root, poolSize: 1, timeoutMs: 20_000 };
      const asked = await convertPagesToPdf(deck, { ...options, pages: [2, 299] });
      expect(asked.pages).toEqual([2, 299]);
      expect(asked.pageCount).toBe(300);
      expect(await pdfPageCount(asked.pdf)).toBe(2);
      // Slides it does not have: the whole deck, and the caller says which are missing.
      const past = await convertPagesToPdf(deck, { ...options, pages: [301] });
      expect(past.pages).toBeUndefined();
      expect(await pdfPageCount(past.pdf)).toBe(300);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it(
    'leaves no soffice running when the process that started it exits or is killed',
    async () => {
      const docx = join(root, 'one.docx');
      await writeFile(docx, threePages());
      const child = fileURLToPath(new URL('../../helpers/warm-office-child.ts', import.meta.url));
      const run = (then: 'exit' | 'wait') => {
        const proc = spawn(process.execPath, ['--import', 'tsx', child, soffice!, join(root, then), docx, then], {
          stdio: ['pipe', 'pipe', 'inherit'],
        });
        const exited = new Promise((done) => proc.on('exit', done));
        let onConverted: (() => void) | undefined;
        proc.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().startsWith('converted')) onConverted?.();
        });
        /** Resolves at the child's next `converted` line (after writing `line` to it, if given). */
        const converted = (line?: string) =>
          new Promise<void>((resolve, reject) => {
            onConverted = resolve;
            proc.once('exit', (code) => reject(new Error(`the child exited with ${code} before converting`)));
            if (line) proc.stdin.write(`${line}\n`);
          });
        return { pid: proc.pid!, exited, converted, first: converted() };
      };
      const [exiting, killed] = [run('exit'), run('wait')];
      await Promise.all([exiting.first, killed.first]);
      // The one still running idles on its warm soffice (for 10 minutes); asked for the slot, it lets it go.
      expect(sofficeBins(killed.pid)).toHaveLength(1);
      const here = await convertPagesToPdf(
        { bytes: threePages(), fileName: 'three.docx' },
        // Without the hand-over, the busy pool would fail this after three time limits.
        { soffice: soffice!, profileRoot: join(root, 'wait'), poolSize: 1, timeoutMs: 20_000, pages: [1] },
      );
      expect(await pdfPageCount(here.pdf)).toBe(1);
      expect(sofficeBins(killed.pid)).toEqual([]);
      await stopWarmOffice();
      // Warm again, then killed with no chance to clean up.
      await killed.converted('again');
      expect(sofficeBins(killed.pid)).toHaveLength(1);
      process.kill(killed.pid, 'SIGKILL');
      await Promise.all([exiting.exited, killed.exited]);
      // The exiting one ended its slot on exit; the killed one's bridge saw its input close and closed soffice.
      await Promise.all([noneLeft(exiting.pid), noneLeft(killed.pid)]);
      expect(warmProcesses(exiting.pid).size + warmProcesses(killed.pid).size).toBe(0);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
