import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { findSoffice } from '../../src/engine/preview/office';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../helpers/libreoffice';

/**
 * LibreOffice started by a docdelta command ends with it, however it ends: `timeout 2 docdelta
 * preview …` sends SIGTERM while soffice converts. A CLI's soffice is told apart from others' by
 * the pipe it listens on, which names the CLI's pid (`docdelta-<pid>-…`).
 */

const root = join(__dirname, '..', '..');
const real = join(__dirname, '..', 'fixtures', 'real');

/** Live (not zombie) soffice and oosplash processes listening for the docdelta process `pid`. */
function officeOf(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!args.includes(`docdelta-${pid}-`) || !/soffice|oosplash/.test(args)) continue;
      const state = readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /, '')[0];
      if (state !== 'Z' && state !== 'X') found.push(Number(name));
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGKILL (signal 9) pending for the process or its thread group, or the process already exiting. */
function dying(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const pending = ['SigPnd', 'ShdPnd'].some((field) => {
      const mask = new RegExp(`^${field}:\\s*([0-9a-f]+)`, 'm').exec(status)?.[1];
      return mask !== undefined && (BigInt(`0x${mask}`) & (1n << 8n)) !== 0n;
    });
    // The ninth field of stat: the task's flags; PF_EXITING is 0x4.
    const flags = Number(
      readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ')[6],
    );
    return pending || (flags & 0x4) !== 0;
  } catch {
    return true; // Gone while being read.
  }
}

/** Conversion folders (the document written out for soffice, its output) left under `temp`. */
const conversionFolders = (temp: string) => readdirSync(temp).filter((name) => name.startsWith('docdelta-convert-'));

describe.skipIf(!findSoffice() || process.platform !== 'linux')('LibreOffice started by the CLI', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'ends when preview is stopped by %s while soffice works, leaving no soffice, oosplash or conversion folder behind',
    async (stopSignal) => {
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
      const out = mkdtempSync(join(tmpdir(), 'docdelta-office-kill-'));
      // The command's own temp folder, so only its conversion folders are counted.
      const temp = mkdtempSync(join(tmpdir(), 'docdelta-office-kill-temp-'));
      onTestFinished(() => {
        rmSync(temp, { recursive: true, force: true });
        rmSync(out, { recursive: true, force: true });
      });
      const child = spawn(
        process.execPath,
        [
          '--import',
          tsx,
          join(root, 'src/cli/index.ts'),
          'preview',
          join(real, 'odfdo-odt-pair-toc-a-headings.odt'),
          '--pages',
          '1',
          '--out',
          out,
        ],
        { stdio: 'ignore', env: { ...process.env, DOCDELTA_OFFICE: 'libreoffice', TMPDIR: temp } },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, signal) => resolve(signal)));
      let finished = false;
      void exited.then(() => (finished = true));
      // The moment soffice runs for it (the test's own time limit bounds the wait).
      while (!finished && officeOf(child.pid!).length === 0) await sleep(20);
      expect(finished).toBe(false);
      // The document is written out for soffice by now: the folder a stopped command must remove.
      expect(conversionFolders(temp)).toHaveLength(1);
      child.kill(stopSignal);
      expect(await exited).toBe(stopSignal);
      expect(conversionFolders(temp)).toEqual([]);
      // Every soffice and oosplash of the command was killed as it ended: each is gone or dying. How
      // soon a killed process is gone is the machine's business (one writing its profile to a busy
      // disk dies when the write returns), so that wait is bounded by the test's time limit only.
      expect(officeOf(child.pid!).filter((pid) => !dying(pid))).toEqual([]);
      while (officeOf(child.pid!).length) await sleep(50);
      expect(officeOf(child.pid!)).toEqual([]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
