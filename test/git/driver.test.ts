import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driverColor, parseGitDiffArgs } from '../../src/git/driver';
import { parseLfsPointer } from '../../src/git/lfs';
import { run } from '../helpers/cli';
import { fakeGitLfs, lfsPointer, REAL, SAMPLES } from './helpers';

const v1 = join(SAMPLES, 'policy-v1.docx');
const v2 = join(SAMPLES, 'policy-v2.docx');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-driver-'));
const env = { PATH: process.env.PATH };
const HEX_A = 'a'.repeat(40);
const HEX_B = 'b'.repeat(40);

/** git's seven arguments for a modified file. */
const seven = (path: string, oldFile: string, newFile: string) => [
  path,
  oldFile,
  HEX_A,
  '100644',
  newFile,
  HEX_B,
  '100644',
];

describe('git-diff: the external diff contract', () => {
  it('prints a header, each change with its place, and a summary; exit 0', async () => {
    const { code, stdout, stderr } = await run(['git-diff', ...seven('docs/policy.docx', v1, v2)], env);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('diff --docdelta a/docs/policy.docx b/docs/policy.docx');
    expect(stdout).toContain('@@ header (section 1, default), paragraph 1 @@ modified\n  [-Draft-] {+Approved+}');
    expect(stdout).toContain(
      '@@ paragraph 6 under "Scope and eligibility" (from paragraph 5 under "Scope and eligibility") @@ moved',
    );
    expect(stdout).toContain('"never": Bold false → true');
    expect(lines[lines.length - 2]).toBe('8 changes (3 modified, 3 inserted, 1 moved, 1 style)');
  });

  it('shows an added file (/dev/null old side) as wholly inserted', async () => {
    const { code, stdout } = await run(['git-diff', 'new.docx', '/dev/null', '.', '.', v1, HEX_B, '100644'], env);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^diff --docdelta a\/new.docx b\/new.docx\nnew document\n/);
    expect(stdout).toContain('{+Remote Work Policy+}');
    expect(stdout).not.toContain('[-');
    expect(stdout).toMatch(/\d+ changes \(\d+ inserted\)\n$/);
  });

  it('shows a deleted file (/dev/null new side) as wholly deleted', async () => {
    const { code, stdout } = await run(['git-diff', 'old.docx', v1, HEX_A, '100644', '/dev/null', '.', '.'], env);
    expect(code).toBe(0);
    expect(stdout).toContain('deleted document\n');
    expect(stdout).toContain('[-Remote Work Policy-]');
    expect(stdout).not.toContain('{+');
  });

  it('handles the nine arguments of a rename', async () => {
    const args = [
      'old/policy.docx',
      v1,
      HEX_A,
      '100644',
      v2,
      HEX_B,
      '100644',
      'new/policy.docx',
      'similarity index 90%\nrename from old/policy.docx\nrename to new/policy.docx\n',
    ];
    const { code, stdout } = await run(['git-diff', ...args], env);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^diff --docdelta a\/old\/policy.docx b\/new\/policy.docx\nrenamed from old\/policy.docx to new\/policy.docx\n/,
    );
    expect(stdout).toContain('[-January-] {+March+}');
  });

  it('answers the one-argument form for an unmerged path', async () => {
    const { code, stdout } = await run(['git-diff', 'conflicted.docx'], env);
    expect(code).toBe(0);
    expect(stdout).toBe('* Unmerged path conflicted.docx (docdelta compares it once the conflict is resolved)\n');
  });

  it('explains a corrupt, an unsupported and a password-protected file in one line and still exits 0', async () => {
    const cases: [string, string, RegExp][] = [
      [
        'broken.docx',
        join(REAL, 'poi-docx-edge-truncated-zip.docx'),
        /^docdelta cannot compare broken.docx \(new version\): .+$/,
      ],
      [
        'sheet.docx',
        join(REAL, 'poi-docm-edge-wrong-extension-is-word97.docm'),
        /^docdelta cannot compare sheet.docx \(new version\): an Office 97-2003 binary file/,
      ],
      [
        'secret.docx',
        join(REAL, 'poi-docx-edge-encrypted-agile-password-pass.docx'),
        /^docdelta cannot compare secret.docx \(new version\): the document is password-protected/,
      ],
    ];
    for (const [path, file, expected] of cases) {
      const { code, stdout } = await run(['git-diff', ...seven(path, v1, file)], env);
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(`diff --docdelta a/${path} b/${path}`);
      expect(lines[1]).toMatch(expected);
    }
  });

  it('names files over the size limit instead of comparing them', async () => {
    const { code, stdout } = await run(['git-diff', '--max-size', '1000', ...seven('docs/policy.docx', v1, v2)], env);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /docs\/policy.docx \(old version\) is \d+ bytes, over docdelta's 1000-byte limit; not compared\n$/,
    );
  });

  it('says a Git LFS pointer is one when git lfs cannot fetch it', async () => {
    const pointerFile = join(tmp, 'pointer.docx');
    writeFileSync(pointerFile, lfsPointer(readFileSync(v2)).pointer);
    // PATH without git at all: the driver cannot run `git lfs`, whatever is installed here.
    const { code, stdout } = await run(['git-diff', ...seven('docs/policy.docx', v1, pointerFile)], {
      PATH: join(tmp, 'empty-bin'),
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /docs\/policy.docx \(new version\) is a Git LFS pointer \(sha256:[0-9a-f]{12}…, \d+ bytes\); .+, so the content was not compared\n$/,
    );
  });

  it('compares the real content behind LFS pointers through git lfs smudge', async () => {
    const store = join(tmp, 'lfs-store');
    mkdirSync(store, { recursive: true });
    const files = [v1, v2].map((path, i) => {
      const content = readFileSync(path);
      const { pointer, oid } = lfsPointer(content);
      writeFileSync(join(store, oid), content);
      const pointerFile = join(tmp, `pointer-${i}.docx`);
      writeFileSync(pointerFile, pointer);
      return pointerFile;
    });
    const bin = fakeGitLfs(store);
    const { code, stdout } = await run(['git-diff', ...seven('docs/policy.docx', files[0], files[1])], {
      PATH: `${bin}:${process.env.PATH}`,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('[-Draft-] {+Approved+}');
  });

  it('refuses a wrong number of arguments with exit 2', async () => {
    const { code, stderr } = await run(['git-diff', 'a', 'b'], env);
    expect(code).toBe(2);
    expect(stderr).toContain('expects the 7 or 9 arguments');
  });
});

describe('git-diff colour', () => {
  const args = ['git-diff', ...seven('docs/policy.docx', v1, v2)];
  it('is off when stdout is not a terminal and no pager is in use', async () => {
    expect((await run(args, env)).stdout).not.toContain('\x1b[');
  });
  it('is on in git pager (GIT_PAGER_IN_USE) and with --color', async () => {
    expect((await run(args, { ...env, GIT_PAGER_IN_USE: 'true' })).stdout).toContain(
      '\x1b[31mDraft\x1b[0m \x1b[2m→\x1b[0m \x1b[34mApproved\x1b[0m',
    );
    expect((await run(['git-diff', '--color', ...args.slice(1)], env)).stdout).toContain('\x1b[34m');
    expect((await run(args, env, true)).stdout).toContain('\x1b[34m');
  });
  it('is never on with NO_COLOR or --no-color', async () => {
    expect((await run(args, { ...env, GIT_PAGER_IN_USE: 'true', NO_COLOR: '1' }, true)).stdout).not.toContain('\x1b[');
    expect(
      (await run(['git-diff', '--no-color', ...args.slice(1)], { ...env, GIT_PAGER_IN_USE: 'true' }, true)).stdout,
    ).not.toContain('\x1b[');
  });
  it('decides by flag, NO_COLOR, pager and terminal in that order', () => {
    expect(driverColor(true, { NO_COLOR: '1' }, true)).toBe(false);
    expect(driverColor(undefined, { GIT_PAGER_IN_USE: 'false' }, false)).toBe(false);
    expect(driverColor(undefined, { GIT_PAGER_IN_USE: '1' }, false)).toBe(true);
  });
});

describe('argument and pointer parsing', () => {
  it('parses the seven, nine and one argument forms', () => {
    expect(parseGitDiffArgs(seven('a.docx', '/tmp/x', '/tmp/y'))).toMatchObject({
      kind: 'pair',
      oldPath: 'a.docx',
      newPath: 'a.docx',
    });
    expect(
      parseGitDiffArgs([...seven('a.docx', '/tmp/x', '/tmp/y'), 'b.docx', 'similarity index 100%\n']),
    ).toMatchObject({ oldPath: 'a.docx', newPath: 'b.docx' });
    expect(parseGitDiffArgs(['a.docx'])).toEqual({ kind: 'unmerged', path: 'a.docx' });
  });
  it('recognises LFS pointers and nothing else', () => {
    const { pointer, oid } = lfsPointer(new Uint8Array([1, 2, 3]));
    expect(parseLfsPointer(new TextEncoder().encode(pointer))).toEqual({
      oid: `sha256:${oid}`,
      size: 3,
      text: pointer,
    });
    expect(parseLfsPointer(readFileSync(v1))).toBeUndefined();
    expect(
      parseLfsPointer(new TextEncoder().encode('version https://git-lfs.github.com/spec/v1\nsize 3\n')),
    ).toBeUndefined();
  });
});
