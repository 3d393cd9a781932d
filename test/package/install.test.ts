import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The package as people get it: `npm pack` of the committed dist/, installed with
 * `npm install -g --prefix` into an empty folder, and its `docdelta` run from there. Only the
 * runtime dependencies (the native modules and pdf.js the bundle leaves out) come from npm: from
 * its cache when they are there, else from the registry.
 */

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  files: string[];
  dependencies: Record<string, string>;
};
const samples = join(root, 'test', 'fixtures', 'samples');
const real = join(root, 'test', 'fixtures', 'real');

const work = mkdtempSync(join(tmpdir(), 'docdelta-package-'));
const prefix = join(work, 'prefix');
const bin = join(prefix, 'bin');
let tarball = '';
let packed: { size: number; files: { path: string }[] };

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The installed docdelta, with the install's bin folder first on PATH (as after `npm install -g`). */
function docdelta(args: string[], cwd = work, env: Record<string, string> = {}) {
  const result = spawnSync(join(bin, 'docdelta'), args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  const [info] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root)) as [
    { filename: string; size: number; files: { path: string }[] },
  ];
  tarball = join(work, info.filename);
  packed = info;
  npm(['install', '-g', '--prefix', prefix, '--prefer-offline', tarball], work);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the npm package', () => {
  it('holds the command line, README and LICENSE, and nothing of the repository’s development', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/cli/index.js']));
    expect(
      paths.filter((path) => !/^(dist\/cli\/|dist\/package\.json$|[A-Z]+\.md$|LICENSE$|package\.json$)/.test(path)),
    ).toEqual([]);
    expect(statSync(tarball).size).toBe(packed.size);
    expect(packed.size).toBeLessThan(10 * 1024 * 1024);
    expect(pkg.files).toContain('CHANGELOG.md');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/Apache License\s+Version 2\.0/);
  });

  it('installs with only the modules the bundle leaves out', () => {
    const installed = join(prefix, 'lib', 'node_modules', 'docdelta');
    expect(existsSync(join(installed, 'dist', 'cli', 'index.js'))).toBe(true);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@napi-rs/canvas', 'pdfjs-dist', 'sharp']);
    expect(readdirSync(join(installed, 'node_modules'))).toEqual(
      expect.arrayContaining(['pdfjs-dist', 'sharp', '@napi-rs']),
    );
  });

  it('runs docdelta --version', () => {
    expect(docdelta(['--version'])).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('lists the changes between two Word documents and between two PDFs', () => {
    const words = docdelta(['changes', join(samples, 'policy-v1.docx'), join(samples, 'policy-v2.docx')]);
    expect(words.stderr).toBe('');
    expect(words.code).toBe(0);
    expect(words.stdout).toContain('8 changes (3 modified, 3 inserted, 1 moved, 1 style)');
    expect(words.stdout).toContain('"January" → "March"');

    const pdfs = docdelta([
      'changes',
      join(real, 'pdfjs-pdf-pair-link-a-17-pages.pdf'),
      join(real, 'pdfjs-pdf-pair-link-b-17-pages-with-link.pdf'),
      '--json',
    ]);
    expect(pdfs.stderr).toBe('');
    expect(pdfs.code).toBe(0);
    expect(JSON.parse(pdfs.stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ TargetText: 'Go to page 2' })]),
    );
  });

  it('renders a page with the built-in renderer (the native canvas and sharp resolve from the install)', () => {
    const out = join(work, 'preview');
    const result = docdelta(['preview', join(samples, 'policy-v1.docx'), '--out', out, '--pages', '1'], work, {
      DOCDELTA_SOFFICE: join(work, 'no-soffice'),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const png = readFileSync(join(out, 'policy-v1-page-1.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('installs itself as git’s diff driver in a repository, and git diff then runs the installed docdelta', () => {
    const repo = mkdtempSync(join(work, 'repo-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=docdelta', '-c', 'user.email=docdelta@example.com', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q');
    copyFileSync(join(samples, 'policy-v1.docx'), join(repo, 'policy.docx'));
    git('add', 'policy.docx');
    git('commit', '-qm', 'policy');

    const install = docdelta(['install', '--local'], repo);
    expect(install.code).toBe(0);
    expect(git('config', '--local', 'diff.docdelta.command')).toContain(join(bin, 'docdelta'));
    expect(readFileSync(join(repo, '.gitattributes'), 'utf8')).toMatch(/^\*\.docx diff=docdelta$/m);

    copyFileSync(join(samples, 'policy-v2.docx'), join(repo, 'policy.docx'));
    const diff = git('diff');
    expect(diff).toContain('diff --docdelta a/policy.docx b/policy.docx');
    expect(diff).toContain('[-January-] {+March+}');
  });
});
