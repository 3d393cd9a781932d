import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { discoverDocuments, parseNameStatus, selectDocuments } from '../../src/action/discover';
import type { RunContext } from '../../src/action/event';
import type { GitHubApi } from '../../src/action/github';
import { makeRepo, type TestRepo } from './git-repo';

const repos: TestRepo[] = [];
afterAll(() => repos.forEach((r) => rmSync(r.dir, { recursive: true, force: true })));

const long = (word: string) =>
  Array.from({ length: 40 }, (_, i) => `${word} line ${i} with enough text to keep git's rename detection sure`).join(
    '\n',
  );

function context(repo: TestRepo, extra: Partial<RunContext> = {}): RunContext {
  return {
    eventName: 'pull_request',
    repository: 'o/r',
    runId: '1',
    serverUrl: 'https://github.com',
    workspace: repo.dir,
    base: repo.base,
    head: repo.head,
    ...extra,
  };
}

describe('parseNameStatus', () => {
  it('reads added, deleted, modified and renamed entries with similarity', () => {
    expect(parseNameStatus('M\0a.docx\0A\0b c.pdf\0D\0old.xlsx\0R087\0x.pptx\0y/x.pptx\0')).toEqual([
      { status: 'modified', oldPath: 'a.docx', newPath: 'a.docx' },
      { status: 'added', oldPath: 'b c.pdf', newPath: 'b c.pdf' },
      { status: 'deleted', oldPath: 'old.xlsx', newPath: 'old.xlsx' },
      { status: 'renamed', oldPath: 'x.pptx', newPath: 'y/x.pptx', similarity: 87 },
    ]);
  });

  it('keeps a rename when either side is selected', () => {
    const docs = selectDocuments(
      [{ status: 'renamed', oldPath: 'docs/a.md', newPath: 'archive/a.md' }],
      ['docs/**'],
      [],
    );
    expect(docs).toHaveLength(1);
  });
});

describe('discoverDocuments with git', () => {
  it('finds each kind of change and reads both versions', async () => {
    const repo = makeRepo(
      { 'docs/changed.md': 'one\n', 'docs/gone.md': 'bye\n', 'docs/moved.md': long('same'), 'src/code.ts': 'x' },
      {
        'docs/changed.md': 'two\n',
        'docs/gone.md': null,
        'docs/new.md': 'hello\n',
        'docs/moved.md': null,
        'archive/moved.md': `${long('same')}\nplus one`,
        'src/code.ts': 'y',
      },
    );
    repos.push(repo);
    const source = await discoverDocuments(context(repo), { paths: ['**/*.md'], pathsIgnore: [], maxBytes: 1_000_000 });
    expect(source.via).toBe('git');
    const byPath = Object.fromEntries(source.documents.map((d) => [d.newPath, d]));
    expect(Object.keys(byPath).sort()).toEqual(['archive/moved.md', 'docs/changed.md', 'docs/gone.md', 'docs/new.md']);
    expect(byPath['archive/moved.md']).toMatchObject({ status: 'renamed', oldPath: 'docs/moved.md' });
    expect(byPath['archive/moved.md'].similarity).toBeGreaterThan(80);
    expect(byPath['docs/gone.md'].status).toBe('deleted');
    expect(byPath['docs/new.md'].status).toBe('added');
    const sides = await source.read(source.documents);
    const changed = sides.get(byPath['docs/changed.md'])!;
    expect(new TextDecoder().decode((changed.before as { bytes: Uint8Array }).bytes)).toBe('one\n');
    expect(new TextDecoder().decode((changed.after as { bytes: Uint8Array }).bytes)).toBe('two\n');
    expect(sides.get(byPath['docs/new.md'])!.before).toBeUndefined();
    expect(sides.get(byPath['docs/gone.md'])!.after).toBeUndefined();
  });

  it('names over-size files and LFS pointers it cannot resolve instead of comparing them', async () => {
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize 12345\n`;
    const repo = makeRepo(
      { 'big.md': 'x', 'lfs.docx': pointer },
      { 'big.md': 'y'.repeat(5000), 'lfs.docx': pointer.replace('12345', '12346') },
    );
    repos.push(repo);
    const source = await discoverDocuments(context(repo), {
      paths: ['*.md', '*.docx'],
      pathsIgnore: [],
      maxBytes: 1000,
    });
    const sides = await source.read(source.documents);
    const big = sides.get(source.documents.find((d) => d.newPath === 'big.md')!)!;
    expect(big.after).toEqual({
      problem: 'big.md (new version) is 5000 bytes, over the 1000-byte limit (max-file-size); not compared',
    });
    const lfs = sides.get(source.documents.find((d) => d.newPath === 'lfs.docx')!)!;
    expect((lfs.before as { problem: string }).problem).toMatch(
      /^lfs\.docx \(old version\) is a Git LFS (pointer|object)/,
    );
  });

  it('fetches the base commit (depth 1) when the checkout is shallow', async () => {
    const origin = makeRepo({ 'a.md': 'one\n' }, { 'a.md': 'two\n' });
    repos.push(origin);
    const clone = { ...origin, dir: `${origin.dir}-shallow` };
    repos.push(clone);
    origin.git('clone', '-q', '--depth=1', `file://${origin.dir}`, clone.dir);
    const { execFileSync } = await import('node:child_process');
    const has = (sha: string) => {
      try {
        execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: clone.dir, stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    };
    expect(has(origin.base)).toBe(false);
    const source = await discoverDocuments(context(clone), { paths: ['*.md'], pathsIgnore: [], maxBytes: 1000 });
    expect(has(origin.base)).toBe(true);
    expect(source.via).toBe('git');
    const sides = await source.read(source.documents);
    expect(new TextDecoder().decode((sides.get(source.documents[0])!.before as { bytes: Uint8Array }).bytes)).toBe(
      'one\n',
    );
  });

  it('uses the pull request files API when the commits are not in the checkout', async () => {
    const repo = makeRepo({ 'a.md': '1' }, { 'a.md': '2' });
    repos.push(repo);
    const calls: string[] = [];
    const api: Partial<GitHubApi> = {
      async listPullFiles(pull) {
        calls.push(`files ${pull}`);
        return [
          { filename: 'docs/x.md', status: 'modified' },
          { filename: 'docs/y.md', status: 'renamed', previous_filename: 'old/y.md' },
          { filename: 'docs/z.md', status: 'removed' },
          { filename: 'code.ts', status: 'modified' },
        ];
      },
      async fileContent(repository, path, ref) {
        calls.push(`content ${repository} ${path} ${ref}`);
        return new TextEncoder().encode(`${path}@${ref}`);
      },
    };
    const missing = 'f'.repeat(40);
    const source = await discoverDocuments(
      context(repo, {
        base: missing,
        head: 'e'.repeat(40),
        pullHead: 'e'.repeat(40),
        pull: { number: 7, headRepository: 'fork/r', isFork: true },
      }),
      {
        paths: ['**/*.md'],
        pathsIgnore: [],
        maxBytes: 1000,
        api: api as GitHubApi,
      },
    );
    expect(source.via).toBe('api');
    expect(source.documents.map((d) => `${d.status} ${d.oldPath} ${d.newPath}`)).toEqual([
      'modified docs/x.md docs/x.md',
      'renamed old/y.md docs/y.md',
      'deleted docs/z.md docs/z.md',
    ]);
    const sides = await source.read([source.documents[1]]);
    expect(calls).toContain(`content o/r old/y.md ${missing}`);
    expect(calls).toContain(`content fork/r docs/y.md ${'e'.repeat(40)}`);
    expect(new TextDecoder().decode((sides.get(source.documents[1])!.after as { bytes: Uint8Array }).bytes)).toBe(
      `docs/y.md@${'e'.repeat(40)}`,
    );
  });
});
