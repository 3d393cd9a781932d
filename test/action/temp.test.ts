import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useRunnerTemp } from '../../src/action/temp';

const dir = mkdtempSync(join(tmpdir(), 'docdelta-runner-temp-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe("the Action's temporary folder", () => {
  it('is a folder of RUNNER_TEMP, for Node and for every process the Action starts', () => {
    const env: NodeJS.ProcessEnv = { RUNNER_TEMP: dir, TMPDIR: '/tmp' };
    const folder = useRunnerTemp(env);
    expect(folder).toBe(join(dir, 'docdelta-tmp'));
    expect(existsSync(folder!)).toBe(true);
    expect([env.TMPDIR, env.TMP, env.TEMP]).toEqual([folder, folder, folder]);
  });

  it("is what os.tmpdir() gives once set on the process's environment", () => {
    for (const name of ['RUNNER_TEMP', 'TMPDIR', 'TMP', 'TEMP']) vi.stubEnv(name, name === 'RUNNER_TEMP' ? dir : '');
    useRunnerTemp(process.env);
    expect(tmpdir()).toBe(join(dir, 'docdelta-tmp'));
  });

  it('stays the OS temp folder outside Actions', () => {
    const env: NodeJS.ProcessEnv = { TMPDIR: '/var/tmp' };
    expect(useRunnerTemp(env)).toBeUndefined();
    expect(env).toEqual({ TMPDIR: '/var/tmp' });
  });
});
