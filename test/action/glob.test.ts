import { describe, expect, it } from 'vitest';
import { compileGlob, globProblem, matchesAny, matchesGlob, selectPath } from '../../src/action/glob';

/**
 * GitHub's `paths` filter dialect. The first table is GitHub's "Filter pattern cheat sheet" for
 * file paths (workflow syntax docs), pattern by pattern with its "matches" and "does not match"
 * examples; then the cases of issue #13 and edge cases of our own.
 */

const cheatSheet: [patterns: string[], matches: string[], doesNotMatch: string[]][] = [
  [['*'], ['README.md', 'server.rb'], ['docs/README.md']],
  [['*.jsx?'], ['page.js', 'page.jsx'], ['page.jsxx', 'page.ts']],
  [['**'], ['all/the/files.md', '.github/workflows/ci.yml'], []],
  [['*.js'], ['app.js', 'index.js'], ['src/app.js']],
  [['**.js'], ['index.js', 'js/index.js', 'src/js/app.js'], ['index.jsx']],
  [['docs/*'], ['docs/README.md', 'docs/file.txt'], ['docs/mona/octocat.txt', 'README.md']],
  [['docs/**'], ['docs/README.md', 'docs/mona/octocat.txt'], ['README.md']],
  [['docs/**/*.md'], ['docs/README.md', 'docs/mona/hello-world.md', 'docs/a/markdown/file.md'], ['docs/file.txt']],
  [['**/docs/**'], ['docs/hello.md', 'dir/docs/my-file.txt', 'space/docs/plan/space.doc'], ['documents/a.md']],
  [['**/README.md'], ['README.md', 'js/README.md'], ['README.markdown']],
  [['**/*src/**'], ['a/src/app.js', 'my-src/code/js/app.js'], ['src.js']],
  [['**/*-post.md'], ['my-post.md', 'path/their-post.md'], ['post.md']],
  [['**/migrate-*.sql'], ['migrate-10909.sql', 'db/migrate-v1.0.sql', 'db/sept/migrate-v1.sql'], ['migrate.sql']],
  [['*.md', '!README.md'], ['hello.md'], ['README.md', 'docs/hello.md']],
  [['*.md', '!README.md', 'README*'], ['hello.md', 'README.md', 'README.doc'], []],
];

describe('glob: GitHub paths filter semantics', () => {
  it.each(cheatSheet)('%j', (patterns, matches, doesNotMatch) => {
    for (const path of matches) expect(matchesAny(path, patterns), path).toBe(true);
    for (const path of doesNotMatch) expect(matchesAny(path, patterns), path).toBe(false);
  });

  it.each([
    ['docs/contract.docx', 'docs/[cm]*.docx', true],
    ['docs/minutes.docx', 'docs/[cm]*.docx', true],
    ['docs/agenda.docx', 'docs/[cm]*.docx', false],
    ['docs/v3.docx', 'docs/v[0-9].docx', true],
    ['docs/contract.docx', 'docs/{contract,minutes}.docx', true],
    ['docs/agenda.docx', 'docs/{contract,minutes}.docx', false],
    ['x/report.pdf', '**/*.{docx,pdf}', true],
    ['x/report.pptx', '**/*.{docx,pdf}', false],
    ['docs/deep/a.docx', 'docs/*.docx', false],
    ['a.docx.bak', '*.docx', false],
    ['.hidden/a.docx', '**/*.docx', true],
    ['docs/.a.docx', 'docs/*.docx', true],
    ['Docs/a.docx', 'docs/*.docx', false],
    ['v1.docx', 'v1?.docx', true],
    ['v.docx', 'v1?.docx', true],
    ['v11.docx', 'v1+.docx', true],
    ['v.docx', 'v1+.docx', false],
    ['docs/a+b (1).docx', 'docs/a\\+b (1).docx', true],
    ['docs/a(1).docx', 'docs/a(1).docx', true],
    ['docs/a@(1).docx', 'docs/a@(1).docx', true],
    ['docs\\a.docx', 'docs/*.docx', true],
    ['docs/a.docx', './docs/*.docx', true],
    ['docs/b.md', 'docs/[!a]*.md', true],
    ['docs/a.md', 'docs/[!a]*.md', false],
    ['a$b^c.d.docx', 'a$b^c.d.docx', true],
    ['axb.docx', 'a.b.docx', false],
    ['legal/x/y.docx', '{docs,legal}/**/*.docx', true],
  ])('%s ~ %s → %s', (path, glob, expected) => {
    expect(matchesGlob(path, glob)).toBe(expected);
  });

  it('applies ! patterns in order, then paths-ignore', () => {
    expect(selectPath('docs/draft/a.docx', ['**/*.docx'], ['docs/draft/**'])).toBe(false);
    expect(selectPath('docs/a.docx', ['**/*.docx', '!docs/a.docx'], [])).toBe(false);
    expect(selectPath('docs/b.docx', ['**/*.docx', '!docs/a.docx'], [])).toBe(true);
    expect(selectPath('docs/a.docx', ['**/*.docx', '!docs/**', 'docs/a.docx'], [])).toBe(true);
    expect(selectPath('docs/b.docx', ['**/*.docx', '!docs/**', 'docs/a.docx'], [])).toBe(false);
    expect(selectPath('docs/a.docx', ['!docs/b.docx'], [])).toBe(false);
  });

  it.each([
    ['docs/{contract,minutes.docx', 'unclosed brace'],
    ['docs/contract}.docx', 'unmatched }'],
    ['docs/[cm*.docx', 'unclosed [ character class'],
    ['docs/a\\', 'a trailing \\ escapes nothing'],
    ['!', 'nothing after !'],
  ])('names the problem of %s', (glob, problem) => {
    expect(globProblem(glob)).toBe(problem);
    expect(() => compileGlob(glob)).toThrow(`Invalid glob '${glob}': ${problem}`);
  });

  it('finds no problem in good globs', () => {
    for (const glob of ['**/*.{docx,pdf}', '!docs/**', 'docs/[]x].docx', 'a\\{b.docx', '[!a]*.md'])
      expect(globProblem(glob), glob).toBeUndefined();
  });
});
