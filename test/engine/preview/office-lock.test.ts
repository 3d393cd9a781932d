import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { convertToPdf, officeProfiles } from '../../../src/engine/preview/office';

/**
 * The pool's profile locks, without LibreOffice: `/bin/true` stands in for soffice (it exits at
 * once and writes nothing, so a conversion that got a profile fails with "could not convert",
 * and one that never got a profile fails with "busy").
 */
describe('LibreOffice profile locks', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'docdelta-lock-test-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const file = { bytes: new TextEncoder().encode('hello'), fileName: 'note.odt' };
  const hourAgo = new Date(Date.now() - 3_600_000);

  async function lockHeldBy(pid: number, bridgePid?: number) {
    const [profile] = officeProfiles({ poolSize: 1, profileRoot: root });
    const lock = `${profile}.lock`;
    await mkdir(lock);
    await writeFile(join(lock, 'pid'), bridgePid ? `${pid} ${bridgePid}` : String(pid));
    // Far older than two time limits: age alone would call it abandoned.
    await utimes(lock, hourAgo, hourAgo);
    return lock;
  }

  it('never takes over the lock of a live holder, however old, and says the pool is busy', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      const lock = await lockHeldBy(holder.pid!);
      await expect(
        convertToPdf([file], { soffice: '/bin/true', poolSize: 1, profileRoot: root, timeoutMs: 200 }),
      ).rejects.toThrow(/busy/);
      expect(await readFile(join(lock, 'pid'), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over at once the lock of a holder that died, and frees it after the conversion', async () => {
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    const lock = await lockHeldBy(dead.pid!);
    await utimes(lock, new Date(), new Date());
    await expect(
      convertToPdf([file], { soffice: '/bin/true', poolSize: 1, profileRoot: root, timeoutMs: 60_000 }),
    ).rejects.toThrow(/could not convert/);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over the warm slot of a live holder whose bridge has ended (a terminated worker thread)', async () => {
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    const lock = await lockHeldBy(process.pid, dead.pid!);
    await utimes(lock, new Date(), new Date());
    await expect(
      convertToPdf([file], { soffice: '/bin/true', poolSize: 1, profileRoot: root, timeoutMs: 60_000 }),
    ).rejects.toThrow(/could not convert/);
    expect(existsSync(lock)).toBe(false);
  });
});
