import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { findSoffice } from '../../src/engine/index';
import { inflatingDocx, plainDocx } from '../helpers/hostile-documents';
import { startTestServer } from './helpers';

/**
 * LibreOffice started for a request ends with it: at the request's deadline (made small here) and
 * when the server stops. The engine's soffice processes are told apart from other programs' by
 * the pipe they listen on, which names this process (`docdelta-<pid>-…`; engine workers are threads of it).
 */

const soffice = findSoffice();

/**
 * Waits for the killed processes to be gone. A SIGKILL lands within milliseconds, but a killed
 * process on a loaded machine must still be scheduled to die: 5 s is far beyond that and far
 * below the minutes LibreOffice runs on when nobody kills it (it keeps converting the document).
 */
async function officeAfterKill(): Promise<number[]> {
  for (let poll = 0; poll < 100 && ourOffice().length; poll++) await new Promise((r) => setTimeout(r, 50));
  return ourOffice();
}

/** Live (not zombie) LibreOffice processes started by this process's engine. */
function ourOffice(): number[] {
  const mark = `docdelta-${process.pid}-`;
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!args.includes(mark) || !/soffice|oosplash/.test(args)) continue;
      const state = readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /, '')[0];
      if (state !== 'Z' && state !== 'X') pids.push(Number(name));
    } catch {
      // Ended while being read.
    }
  }
  return pids;
}

describe.skipIf(!soffice || process.platform !== 'linux')('LibreOffice children of the server (needs soffice)', () => {
  it('are killed when their request times out and when the server stops', async () => {
    expect(ourOffice()).toEqual([]);
    const server = await startTestServer({ limits: { timeoutSeconds: 6 } });
    try {
      const client = server.client();
      await client.uploadFile('slow.docx', { bytes: inflatingDocx(60_000, 30), fileName: 'slow.docx' });
      await client.uploadFile('plain.docx', { bytes: plainDocx(), fileName: 'plain.docx' });
      const info = (file: string) =>
        server.raw('POST', '/v2.0/comparison/info', { body: JSON.stringify({ FilePath: file }) });

      let seen = false;
      const poll = setInterval(() => (seen ||= ourOffice().length > 0), 100);
      let timedOut;
      try {
        timedOut = await info('slow.docx');
      } finally {
        clearInterval(poll);
      }
      expect(timedOut.status).toBe(503);
      expect(seen, 'LibreOffice was running while the request waited').toBe(true);
      expect(await officeAfterKill()).toEqual([]);

      // An answered request leaves a warm soffice for the next one; stopping the server ends it.
      expect((await info('plain.docx')).status).toBe(200);
      expect(ourOffice().length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    expect(await officeAfterKill()).toEqual([]);
  }, 180_000);

  it('a request stopped at its deadline leaves no conversion folder behind', async () => {
    // The server's own temp folder (its engine workers take the environment they start with), so
    // only its conversion folders are counted.
    const temp = mkdtempSync(join(tmpdir(), 'docdelta-office-lifecycle-temp-'));
    const conversionFolders = () => readdirSync(temp).filter((name) => name.startsWith('docdelta-convert-'));
    const previousTemp = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    const server = await startTestServer({ limits: { timeoutSeconds: 6 } });
    try {
      await server.client().uploadFile('slow.docx', { bytes: inflatingDocx(60_000, 30), fileName: 'slow.docx' });
      let folderSeen = false;
      const poll = setInterval(() => (folderSeen ||= conversionFolders().length > 0), 100);
      let timedOut;
      try {
        timedOut = await server.raw('POST', '/v2.0/comparison/info', {
          body: JSON.stringify({ FilePath: 'slow.docx' }),
        });
      } finally {
        clearInterval(poll);
      }
      expect(timedOut.status).toBe(503);
      expect(folderSeen, 'the document was written out for LibreOffice').toBe(true);
      expect(await officeAfterKill()).toEqual([]);
      expect(conversionFolders()).toEqual([]);
      expect((await server.raw('GET', '/health', { auth: false })).status).toBe(200);
    } finally {
      await server.stop();
      if (previousTemp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTemp;
      rmSync(temp, { recursive: true, force: true });
    }
  }, 180_000);

  it('converting to PDF ends at the request deadline and when the client goes away', async () => {
    expect(ourOffice()).toEqual([]);
    const server = await startTestServer({ limits: { timeoutSeconds: 6 } });
    try {
      const client = server.client();
      await client.uploadFile('slow.docx', { bytes: inflatingDocx(60_000, 30), fileName: 'slow.docx' });
      await client.uploadFile('plain.docx', { bytes: plainDocx(), fileName: 'plain.docx' });
      const body = (file: string) => JSON.stringify({ FilePath: file, Format: 'pdf' });

      let seen = false;
      const poll = setInterval(() => (seen ||= ourOffice().length > 0), 100);
      let timedOut;
      try {
        timedOut = await server.raw('POST', '/v2.0/conversion', { body: body('slow.docx') });
      } finally {
        clearInterval(poll);
      }
      expect(timedOut.status, timedOut.text).toBe(503);
      expect(seen, 'LibreOffice was converting while the request waited').toBe(true);
      expect(await officeAfterKill()).toEqual([]);

      // A client that hangs up once LibreOffice has started: its soffice is killed with it, long
      // before the deadline would have ended it.
      const hangUp = new AbortController();
      const dropped = request(`${server.url}/v2.0/conversion`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await server.token()}`, 'content-type': 'application/json' },
        body: body('slow.docx'),
        signal: hangUp.signal,
      }).catch((error: unknown) => error);
      for (let poll = 0; poll < 200 && !ourOffice().length; poll++) await new Promise((r) => setTimeout(r, 50));
      expect(ourOffice().length, 'LibreOffice started for the dropped request').toBeGreaterThan(0);
      const droppedAt = Date.now();
      hangUp.abort();
      await dropped;
      expect(await officeAfterKill()).toEqual([]);
      expect(Date.now() - droppedAt, 'killed on the hang-up, not at the deadline').toBeLessThan(5_000);

      // The same server still converts.
      const converted = await server.raw('POST', '/v2.0/conversion', { body: body('plain.docx') });
      expect(converted.status, converted.text).toBe(200);
      expect(converted.text.startsWith('%PDF')).toBe(true);
      expect((await server.raw('GET', '/health', { auth: false })).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(await officeAfterKill()).toEqual([]);
  }, 180_000);
});
