import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { tieringRule, toCachedScripts, toScript } from '../../scripts/cli-compile-cache.mjs';
import { pdfSniffer, tieringFlags } from '../../src/cli/tiering-rule';

// A bundle shaped as ncc's ES module output: the createRequire import, src/cli/tiering.ts's
// statement, webpack's chunk import, import.meta.url, a dynamic import of a built-in module.
const MAIN = `#!/usr/bin/env node
import{createRequire as s}from"module";const l=s(import.meta.url)("node:v8");if(process.argv[2]!=="serve")(0,l.setFlagsFromString)("--interrupt-budget=1081344");
const r={u:e=>""+e+".index.js"};const strict=function(){return this===undefined}();
Promise.all([import("./"+r.u(7)),import("node:path")]).then(([chunk,path])=>{process.stdout.write(JSON.stringify({ids:chunk.ids,answer:chunk.modules[1](),strict,main:path.basename(new URL(import.meta.url).pathname),required:typeof s(import.meta.url)("node:os").cpus,tieringSet:process[Symbol.for("docdelta.tiering-set")]===true})+"\\n")});
`;
const CHUNK = `export const id = 7;
export const ids = [7];
export const modules = {

/***/ 1:
/***/ (() => 42)

};
`;
// tieringSet: the loader tells the bundle's src/cli/tiering.ts that the flags are set.
const EXPECTED = { ids: [7], answer: 42, strict: true, main: 'cli-main.js', required: 'function', tieringSet: true };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docdelta-compile-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(): string {
  const out = join(dir, 'cli');
  mkdirSync(out);
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(out, 'index.js'), MAIN);
  writeFileSync(join(out, '7.index.js'), CHUNK);
  toCachedScripts(out);
  return join(out, 'index.js');
}

function run(cli: string, env: Record<string, string | undefined> = {}) {
  const stdout = execFileSync(process.execPath, [cli, 'changes'], {
    env: { PATH: process.env.PATH, XDG_CACHE_HOME: join(dir, 'cache'), ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(stdout) as unknown;
}

/** The cache files of the `changes` command, by name, with their modification times. */
function caches(): Map<string, number> {
  const root = join(dir, 'cache', 'docdelta', 'compile-cache');
  const found = new Map<string, number>();
  if (!existsSync(root)) return found;
  for (const bundle of readdirSync(root))
    for (const context of readdirSync(join(root, bundle)))
      for (const file of readdirSync(join(root, bundle, context)))
        found.set(join(bundle, context, file), statSync(join(root, bundle, context, file)).mtimeMs);
  return found;
}

describe('the CLI bundle through V8 code cache (scripts/cli-compile-cache.mjs)', () => {
  it('runs the rewritten bundle as the modules ran, and writes then reuses a cache', () => {
    const cli = build();
    expect(readdirSync(join(dir, 'cli')).sort()).toEqual(['7.chunk.js', 'cli-main.js', 'index.js', 'package.json']);
    expect(run(cli)).toEqual(EXPECTED);
    const first = caches();
    expect([...first.keys()].map((path) => path.split('/').pop()).sort()).toEqual([
      '7.chunk.js.cache',
      'cli-main.js.cache',
    ]);
    expect([...first.keys()][0]).toMatch(new RegExp(`/${process.version}-${process.arch}-changes-[0-9a-f]{8}/`));
    // Accepted by V8 on the next run, so not written again.
    expect(run(cli)).toEqual(EXPECTED);
    expect(caches()).toEqual(first);
  });

  it('replaces a cache V8 refuses, and runs without one when it cannot be written or is turned off', () => {
    const cli = build();
    run(cli);
    const [path] = [...caches().keys()].filter((p) => p.endsWith('cli-main.js.cache'));
    const file = join(dir, 'cache', 'docdelta', 'compile-cache', path);
    writeFileSync(file, 'not a code cache');
    expect(run(cli)).toEqual(EXPECTED);
    expect(readFileSync(file).length).toBeGreaterThan(100);

    rmSync(join(dir, 'cache'), { recursive: true });
    expect(run(cli, { NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual(EXPECTED);
    expect(existsSync(join(dir, 'cache'))).toBe(false);

    writeFileSync(join(dir, 'cache'), 'a file where the cache folder would be');
    expect(run(cli)).toEqual(EXPECTED);
  });

  it('removes the caches of older builds when it writes its own, keeping the two written last', () => {
    const cli = build();
    const root = join(dir, 'cache', 'docdelta', 'compile-cache');
    // Four older builds' caches, written one day apart; a stray file is not a build's.
    const day = 24 * 3600;
    const older = ['0000aaaa', '1111bbbb', '2222cccc', '3333dddd'];
    older.forEach((bundle, k) => {
      mkdirSync(join(root, bundle, 'v20-x64-changes-00000000'), { recursive: true });
      writeFileSync(join(root, bundle, 'v20-x64-changes-00000000', 'cli-main.js.cache'), 'old');
      const written = Date.now() / 1000 - (older.length - k) * day;
      utimesSync(join(root, bundle), written, written);
    });
    writeFileSync(join(root, 'notes.txt'), 'kept');
    expect(run(cli)).toEqual(EXPECTED);
    const current = /const BUNDLE = "([0-9a-f]+)"/.exec(readFileSync(cli, 'utf8'))?.[1];
    expect(readdirSync(join(root, current ?? 'none'))).toHaveLength(1);
    expect(readdirSync(root).sort()).toEqual(['2222cccc', '3333dddd', current, 'notes.txt'].sort());
    // A run that finds its cache writes nothing, so removes nothing.
    mkdirSync(join(root, '4444eeee'));
    utimesSync(join(root, '4444eeee'), 0, 0);
    expect(run(cli)).toEqual(EXPECTED);
    expect(readdirSync(root)).toContain('4444eeee');
  });

  it('sets the V8 flags of src/cli/tiering-rule.ts before compiling anything', () => {
    const loader = readFileSync(build(), 'utf8');
    const rule = tieringRule() as string;
    expect(loader).toContain(rule);
    const inlined = new Script(rule).runInNewContext({}) as {
      tieringFlags: typeof tieringFlags;
      pdfSniffer: typeof pdfSniffer;
    };
    // A PDF without its extension, a Word file with `%PDF-` past its first 1024 bytes, a pipe.
    const pdf = join(dir, 'download');
    writeFileSync(pdf, `${'\n'.repeat(900)}%PDF-1.7\n%âãÏÓ\n`);
    const docx = join(dir, 'b.docx');
    writeFileSync(docx, 'PK\u0003\u0004 not a pdf %PDF- only after 1024 bytes'.padStart(1100));
    const sniff = { source: pdfSniffer(fs), inlined: inlined.pdfSniffer(fs) };
    for (const argv of [
      ['node', 'docdelta', 'changes', 'a.docx', 'b.docx'],
      ['node', 'docdelta', 'changes', 'a.PDF', 'b.pdf'],
      ['node', 'docdelta', 'changes', pdf, docx],
      ['node', 'docdelta', 'changes', docx, docx, '-o', pdf],
      ['node', 'docdelta', 'changes', docx, '/dev/stdin'],
      ['node', 'docdelta', 'serve'],
      ['node', 'docdelta', 'compare', 'a.xlsx', 'b.xlsx', '-o', 'c.xlsx'],
    ])
      expect(inlined.tieringFlags(argv, sniff.inlined)).toBe(tieringFlags(argv, sniff.source));
    expect(tieringFlags(['node', 'docdelta', 'changes', 'a.docx', 'b.docx'])).toMatch(/^--interrupt-budget=/);
    expect(tieringFlags(['node', 'docdelta', 'changes', 'a.pdf', 'b.pdf'])).toBeUndefined();
    expect(tieringFlags(['node', 'docdelta', 'changes', pdf, docx], sniff.source)).toBeUndefined();
    expect(tieringFlags(['node', 'docdelta', 'changes', docx, docx], sniff.source)).toMatch(/^--interrupt-budget=/);
    expect(tieringFlags(['node', 'docdelta', 'changes', docx, dir], sniff.source)).toMatch(/^--interrupt-budget=/);
    expect(tieringFlags(['node', 'docdelta', 'serve'])).toBeUndefined();
  });

  it('refuses module syntax it does not rewrite, naming the file', () => {
    expect(() => toScript('import x from "node:fs"; x();', 'a.js')).toThrow(/a\.js.*createRequire/);
    expect(() => toScript('export default 1;', 'b.js')).toThrow(/b\.js.*ExportDefaultDeclaration/);
    expect(() => toScript('console.log(import.meta.dirname);', 'c.js')).toThrow(/c\.js.*import\.meta/);
    expect(() => toScript('await 1;', 'd.js')).toThrow();
  });
});
