import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../server/helpers';
import { fakeGitLfs, lfsPointer, REAL, SAMPLES, tempRepo, type TempRepo } from './helpers';

/**
 * Real repositories, real git: docdelta installed with `docdelta install --local` (the CLI run
 * from source through tsx, the command install writes into git config), then git's own commands.
 */

const v1 = readFileSync(join(SAMPLES, 'policy-v1.docx'));
const v2 = readFileSync(join(SAMPLES, 'policy-v2.docx'));
const odtA = readFileSync(join(REAL, 'odfdo-odt-pair-diff-a.odt'));
const odtB = readFileSync(join(REAL, 'odfdo-odt-pair-diff-b.odt'));
const truncated = readFileSync(join(REAL, 'poi-docx-edge-truncated-zip.docx'));

function expectOk(result: { code: number | null; stdout: string; stderr: string }): string {
  expect(result.stderr, result.stderr).not.toMatch(/fatal|external diff died|error:/);
  expect(result.code).toBe(0);
  return result.stdout;
}

describe('command mode (diff.docdelta.command)', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    const installed = repo.docdelta('install', '--local', '--formats', 'docx,odt,md');
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(0);
    repo.write('policy.docx', v1);
    repo.write('report.odt', odtA);
    repo.write('notes.md', readFileSync(join(SAMPLES, 'notes-v1.md')));
    repo.write('broken.docx', v1);
    repo.write('zeta.docx', v1);
    repo.commit('v1');
    repo.write('policy.docx', v2);
    repo.write('report.odt', odtB);
    repo.write('notes.md', readFileSync(join(SAMPLES, 'notes-v2.md')));
    repo.write('broken.docx', truncated);
    repo.write('zeta.docx', v2);
  });

  it('install wrote the command and the attributes', () => {
    expect(repo.git('config', 'diff.docdelta.command')).toMatch(/ git-diff\n$/);
    expect(readFileSync(join(repo.dir, '.gitattributes'), 'utf8')).toContain(
      '*.docx diff=docdelta\n*.odt diff=docdelta\n*.md diff=docdelta\n',
    );
    expect(repo.docdelta('install', '--local', '--formats', 'docx,odt,md').code).toBe(0);
    expect(readFileSync(join(repo.dir, '.gitattributes'), 'utf8').match(/\*\.docx diff=docdelta/g)).toHaveLength(1);
  });

  it('git diff shows a semantic diff per document, one line for a corrupt one, and goes on to the next', () => {
    const out = expectOk(repo.gitRun(['diff']));
    expect(out).toContain(
      'diff --docdelta a/policy.docx b/policy.docx\n@@ header (section 1, default), paragraph 1 @@ modified\n  [-Draft-] {+Approved+}\n',
    );
    expect(out).toContain('8 changes (3 modified, 3 inserted, 1 moved, 1 style)');
    expect(out).toMatch(
      /diff --docdelta a\/broken.docx b\/broken.docx\ndocdelta cannot compare broken.docx \(new version\): [^\n]+\ndiff --docdelta a\/notes.md/,
    );
    // The ODT pair and the Markdown file (listed with --formats md) go through the driver too.
    expect(out).toMatch(/diff --docdelta a\/report.odt b\/report.odt\n@@ /);
    expect(out).toMatch(/diff --docdelta a\/notes.md b\/notes.md\n@@ /);
    // The file after the corrupt one is still compared.
    expect(out).toMatch(/diff --docdelta a\/zeta.docx b\/zeta.docx\n@@ [\s\S]*8 changes/);
    expect(out).not.toContain('\x1b[');
  });

  it('colours when git says its pager is in use, not without it, never with NO_COLOR', () => {
    // git starts a pager only on a terminal and then sets GIT_PAGER_IN_USE for the driver it
    // runs; here stdout is a pipe, so the variable is set the way git's pager sets it.
    const paged = { ...repo.env, GIT_PAGER_IN_USE: 'true' };
    expect(expectOk(repo.gitRun(['diff', '--', 'policy.docx'], paged))).toContain(
      '\x1b[31mDraft\x1b[0m \x1b[2m→\x1b[0m \x1b[34mApproved\x1b[0m',
    );
    expect(expectOk(repo.gitRun(['--no-pager', 'diff', '--', 'policy.docx']))).not.toContain('\x1b[');
    expect(expectOk(repo.gitRun(['diff', '--', 'policy.docx'], { ...paged, NO_COLOR: '1' }))).not.toContain('\x1b[');
  });

  it('git show --ext-diff and git log -p --ext-diff use the driver for committed changes', () => {
    const commitRepo = tempRepo();
    commitRepo.docdelta('install', '--local');
    commitRepo.write('policy.docx', v1);
    commitRepo.commit('v1');
    commitRepo.write('policy.docx', v2);
    commitRepo.commit('v2');
    const show = expectOk(commitRepo.gitRun(['show', '--ext-diff']));
    expect(show).toContain('    v2\n');
    expect(show).toContain('[-January-] {+March+}');
    const log = expectOk(commitRepo.gitRun(['log', '-p', '--ext-diff']));
    expect(log).toContain('[-January-] {+March+}');
    // The first commit adds the document: everything inserted.
    expect(log).toMatch(
      /diff --docdelta a\/policy.docx b\/policy.docx\nnew document\n@@ [\s\S]*?\{\+Remote Work Policy\+\}/,
    );
    // Without --ext-diff git log keeps its own binary diff.
    expect(expectOk(commitRepo.gitRun(['log', '-p']))).toContain('Binary files');
  });

  it('handles an added, a deleted and a renamed-and-edited document in one diff', () => {
    const r = tempRepo();
    r.docdelta('install', '--local');
    // Unrelated documents for the added and deleted files, so git pairs only the renamed one.
    r.write('gone.docx', readFileSync(join(REAL, 'poi-docx-numbering-complex-lists.docx')));
    r.write('old-name.docx', v1);
    r.commit('v1');
    r.git('rm', '-q', 'gone.docx');
    r.git('mv', 'old-name.docx', 'new-name.docx');
    r.write('new-name.docx', v2);
    r.write('added.docx', readFileSync(join(REAL, 'poi-docx-cjk-japanese.docx')));
    r.git('add', '-A');
    // The two versions' ZIP packages are 48% alike by bytes; git's default threshold is 50%.
    const out = expectOk(r.gitRun(['diff', '--cached', '-M40%']));
    expect(out).toMatch(/diff --docdelta a\/added.docx b\/added.docx\nnew document\n/);
    expect(out).toMatch(/diff --docdelta a\/gone.docx b\/gone.docx\ndeleted document\n@@ [^\n]+\n {2}\[-/);
    expect(out).toMatch(
      /diff --docdelta a\/old-name.docx b\/new-name.docx\nrenamed from old-name.docx to new-name.docx\n[\s\S]*\[-January-\] \{\+March\+\}/,
    );
  });

  it('says a Git LFS pointer is one, and compares the real content when git lfs can smudge it', () => {
    const r = tempRepo();
    const store = mkdtempSync(join(tmpdir(), 'docdelta-lfs-store-'));
    mkdirSync(store, { recursive: true });
    const pointers = [v1, v2].map((content) => {
      const { pointer, oid } = lfsPointer(content);
      writeFileSync(join(store, oid), content);
      return pointer;
    });
    r.docdelta('install', '--local');
    r.write('big.docx', pointers[0]);
    r.commit('v1');
    r.write('big.docx', pointers[1]);
    // No git-lfs on PATH: the driver says what the file is.
    const without = expectOk(
      r.gitRun(['diff'], {
        ...r.env,
        PATH:
          '/usr/bin:/bin'
            .split(':')
            .filter((d) => !hasGitLfs(d))
            .join(':') || '/usr/bin',
      }),
    );
    expect(without).toMatch(
      /big.docx \(old version\) is a Git LFS pointer \(sha256:[0-9a-f]{12}…, \d+ bytes\); [^\n]+, so the content was not compared/,
    );
    const withLfs = expectOk(r.gitRun(['diff'], { ...r.env, PATH: `${fakeGitLfs(store)}:${r.env.PATH}` }));
    expect(withLfs).toContain('[-Draft-] {+Approved+}');
  });
});

describe('textconv mode (diff.docdelta.textconv)', () => {
  it('git diff --word-diff shows changed words, textconv results are cached, corrupt files do not stop git', () => {
    const repo = tempRepo();
    const installed = repo.docdelta('install', '--local', '--textconv');
    expect(installed.code).toBe(0);
    expect(repo.git('config', 'diff.docdelta.cachetextconv').trim()).toBe('true');
    repo.write('policy.docx', v1);
    repo.write('broken.docx', v1);
    repo.write('report.odt', odtA);
    repo.commit('v1');
    repo.write('policy.docx', v2);
    repo.write('broken.docx', truncated);
    repo.write('report.odt', odtB);
    repo.commit('v2');
    const words = expectOk(repo.gitRun(['diff', '--word-diff', 'HEAD~1', 'HEAD', '--', 'policy.docx']));
    expect(words).toContain('Acme Ltd — [-Draft-]{+Approved+}');
    expect(words).toContain('[-January.-]{+March.+}');
    expect(words).toContain('{+Monitor | €200 | Once+}');
    const lines = expectOk(repo.gitRun(['log', '-p', '--', 'policy.docx', 'broken.docx', 'report.odt']));
    expect(lines).toContain('-Internet | €30 | Monthly\n+Internet | €35 | Monthly');
    expect(lines).toContain('+[docdelta cannot read this document: ');
    expect(lines).toMatch(/diff --git a\/report.odt b\/report.odt[\s\S]*@@/);
    expect(repo.git('for-each-ref', 'refs/notes/textconv/')).toContain('refs/notes/textconv/docdelta');
  });
});

function hasGitLfs(directory: string): boolean {
  try {
    readFileSync(join(directory, 'git-lfs'));
    return true;
  } catch {
    return false;
  }
}

describe('git diff on a comparison service (DOCDELTA_REMOTE_URL, as the CLI takes --remote)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('gives the local output, pages naming where places would be, added and deleted documents included', async () => {
    const r = tempRepo();
    r.docdelta('install', '--local', '--formats', 'docx,md');
    r.write('policy.docx', v1);
    r.write('gone.docx', readFileSync(join(REAL, 'poi-docx-numbering-complex-lists.docx')));
    r.write('notes.md', readFileSync(join(SAMPLES, 'notes-v1.md')));
    r.commit('v1');
    r.write('policy.docx', v2);
    r.git('rm', '-q', 'gone.docx');
    r.write('added.docx', readFileSync(join(REAL, 'poi-docx-cjk-japanese.docx')));
    r.write('notes.md', readFileSync(join(SAMPLES, 'notes-v2.md')));
    r.git('add', '-A');
    // git runs the driver while this process serves the API: git is awaited, not run synchronously.
    const git = async (extra: Record<string, string>) => {
      const { stdout, stderr } = await promisify(execFile)('git', ['diff', '--cached'], {
        cwd: r.dir,
        env: { ...r.env, ...extra },
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stderr).toBe('');
      return stdout;
    };
    const local = await git({});
    const remote = await git({
      DOCDELTA_REMOTE_URL: server.url,
      DOCDELTA_CLIENT_ID: CLIENT_ID,
      DOCDELTA_CLIENT_SECRET: CLIENT_SECRET,
    });
    expect(local).toMatch(/diff --docdelta a\/added.docx b\/added.docx\nnew document\n@@ [^\n]+ @@ inserted\n/);
    expect(local).toMatch(/diff --docdelta a\/gone.docx b\/gone.docx\ndeleted document\n@@ [^\n]+\n {2}\[-/);
    expect(remote).toContain('@@ page 1 @@ modified\n  [-Draft-] {+Approved+}\n');
    const withoutPlaces = (text: string) => text.replace(/^@@ [^\n]* @@/gm, '@@');
    expect(withoutPlaces(remote)).toBe(withoutPlaces(local));
    expect(remote).not.toBe(local);
    // The service is really asked: the uploads' folder was made and removed again.
    expect(server.logs.some((record) => JSON.stringify(record).includes('/comparison/changes'))).toBe(true);
  }, 120_000);
});
