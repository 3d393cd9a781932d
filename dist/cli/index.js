#!/usr/bin/env node
// docdelta's command line. The build (scripts/build-dist.mjs, scripts/cli-compile-cache.mjs) makes
// this file dist/cli/index.js: it compiles the CLI's scripts with V8's code cache, so a run does
// not parse and compile the same JavaScript again, and writes the cache after a run that had
// none. The quoted placeholders are filled in by the build. It is CommonJS because Node starts a
// CommonJS file without setting up its ES module loader, which an ES module entry pays for on every
// run (an empty file: 0.088 against 0.095 CPU s, p25 of 31 alternated runs).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, see above */
'use strict';
const { createRequire } = require('node:module');
const fs = require('node:fs');
const { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } = fs;
const { dirname, isAbsolute, join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { setFlagsFromString } = require('node:v8');
const { Script } = require('node:vm');

const MAIN = "cli-main.js";
/**
 * Caches of older builds are removed when a new one is written, all but this many most recently
 * written: an upgrade leaves no dead ~340 KB per command behind, and a few builds used side by side
 * (a global install and a project's) keep theirs.
 */
const KEEP_BUNDLES = 3;
/** A hash of the scripts: a cache is only ever read for the scripts it was made from. */
const BUNDLE = "5fb577d1aacbb9e6";

// src/cli/tiering.ts's flags, set before anything is compiled: V8 accepts a code cache only
// under the flags it was made with, and the CLI sets them as it starts. The build puts
// src/cli/tiering-rule.ts's functions here.
const tiering = (function(){const exports={};"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TIERING_SET = void 0;
exports.tieringFlags = tieringFlags;
exports.pdfSniffer = pdfSniffer;
exports.TIERING_SET = Symbol.for('docdelta.tiering-set');
function tieringFlags(argv, startsAsPdf = () => false) {
    if (argv[2] === 'serve')
        return undefined;
    if (argv.slice(3).some((arg) => /\.pdf$/i.test(arg) || (!arg.startsWith('-') && startsAsPdf(arg))))
        return undefined;
    return '--interrupt-budget=1081344';
}
function pdfSniffer(fs) {
    return (path) => {
        try {
            if (!fs.statSync(path, { throwIfNoEntry: false })?.isFile())
                return false;
            const fd = fs.openSync(path, 'r');
            try {
                const head = new Uint8Array(1024);
                const length = fs.readSync(fd, head, 0, head.length, 0);
                return String.fromCharCode(...head.subarray(0, length)).includes('%PDF-');
            }
            finally {
                fs.closeSync(fd);
            }
        }
        catch {
            return false;
        }
    };
}

return exports})();
const flags = tiering.tieringFlags(process.argv, tiering.pdfSniffer(fs));
if (flags) setFlagsFromString(flags);
// The bundle's own src/cli/tiering.ts then leaves them as they are.
process[tiering.TIERING_SET] = true;

const cacheDir = compileCacheDir(process.env);
const uncached = [];

/** The folder of this bundle's caches for this Node, command and set of V8 options; none when disabled. */
function compileCacheDir(env) {
  // Node's own switch for its compile cache (Node 22) turns this one off too.
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const root =
    process.platform === 'win32'
      ? env.LOCALAPPDATA
      : process.platform === 'darwin'
        ? env.HOME && join(env.HOME, 'Library', 'Caches')
        : // A relative XDG_CACHE_HOME is to be ignored (XDG Base Directory spec).
          (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined) ||
          (env.HOME && join(env.HOME, '.cache'));
  if (!root) return undefined;
  // Commands compile different functions; each keeps the cache of what it ran.
  const command = /^[a-z][a-z-]{0,19}$/.test(process.argv[2] ?? '') ? process.argv[2] : 'other';
  const options = hash([...process.execArgv, env.NODE_OPTIONS ?? ''].join('\0'));
  return join(root, 'docdelta', 'compile-cache', BUNDLE, `${process.version}-${process.arch}-${command}-${options}`);
}

/** FNV-1a, 32 bits, in hex: a short folder name for a few options (crypto would cost more to load). */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Compiles one script of the bundle (with its cache when there is one) and runs it: a script is
 * a function of what module syntax gave it (scripts/cli-compile-cache.mjs) returning its exports.
 */
function run(file) {
  const filename = join(__dirname, file);
  const source = readFileSync(filename, 'utf8');
  let cachedData;
  if (cacheDir) {
    try {
      cachedData = readFileSync(join(cacheDir, `${file}.cache`));
    } catch {
      // None yet: this run makes it.
    }
  }
  const script = new Script(source, { filename, cachedData });
  if (cacheDir && (cachedData === undefined || script.cachedDataRejected)) {
    if (!uncached.length) process.once('exit', writeCaches);
    uncached.push([file, script]);
  }
  return script.runInThisContext()(createRequire, { url: pathToFileURL(filename).href }, importModule);
}

/** The bundle's import(): webpack's chunks are scripts of this bundle, anything else a module resolved from here. */
function importModule(specifier) {
  const chunk = /^\.\/(\d+)\.index\.js$/.exec(specifier);
  if (!chunk) return import(specifier);
  return new Promise((resolve) => resolve(run(`${chunk[1]}.chunk.js`)));
}

/** At exit, so the cache holds every function the run compiled, not only the top level. */
function writeCaches() {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  } catch {
    return;
  }
  for (const [file, script] of uncached) {
    const path = join(cacheDir, `${file}.cache`);
    // Written whole then renamed: a run that starts meanwhile reads the old cache or the new one.
    const partial = `${path}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, path);
    } catch {
      // A cache only saves time: a run never fails for want of one.
      try {
        rmSync(partial, { force: true });
      } catch {
        // Left for the next writer's rename to replace.
      }
    }
  }
  pruneOlderBundles(dirname(dirname(cacheDir)));
}

/** Removes the caches of all but the KEEP_BUNDLES builds whose caches were written last (this one among them). */
function pruneOlderBundles(root) {
  try {
    const now = new Date();
    utimesSync(join(root, BUNDLE), now, now);
    const bundles = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== BUNDLE)
      .map((entry) => ({ path: join(root, entry.name), written: statSync(join(root, entry.name)).mtimeMs }))
      .sort((a, b) => b.written - a.written);
    for (const { path } of bundles.slice(KEEP_BUNDLES - 1)) rmSync(path, { recursive: true, force: true });
  } catch {
    // Pruning only saves space: another run may be pruning too.
  }
}

run(MAIN);
