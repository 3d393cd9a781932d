#!/usr/bin/env node
// Rebuilds dist/ from empty with ncc: one bundle per door, lazily loaded chunks beside it.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTION_EXTERNALS, finishActionBundle, finishCliBundle } from './action-dist.mjs';
import { toCachedScripts } from './cli-compile-cache.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const entries = [
  // The command line runs through V8's code cache (scripts/cli-compile-cache.mjs).
  {
    name: 'cli',
    source: 'src/cli/index.ts',
    externals: ACTION_EXTERNALS,
    finish: (out, root) => {
      finishCliBundle(out, root);
      toCachedScripts(out);
    },
  },
  // The server runs engine work in worker threads: the worker is a bundle of its own.
  {
    name: 'cli/engine-worker',
    source: 'src/service/engine-worker.ts',
    externals: ACTION_EXTERNALS,
    finish: finishCliBundle,
  },
  { name: 'action', source: 'src/action/index.ts', externals: ACTION_EXTERNALS, finish: finishActionBundle },
  // Large PDFs are read with the help of worker threads (src/engine/formats/pdf/extract-pool.ts),
  // which look for this bundle beside the one that reads (or beside its folder).
  {
    name: 'cli/pdf-extract-worker',
    source: 'src/engine/formats/pdf/extract-worker.ts',
    externals: ACTION_EXTERNALS,
    finish: finishCliBundle,
  },
  // Large workbooks are read two at a time, one on a worker thread (src/engine/formats/cells/read-pool.ts).
  {
    name: 'cli/cells-read-worker',
    source: 'src/engine/formats/cells/read-worker.ts',
    externals: ACTION_EXTERNALS,
    finish: finishCliBundle,
  },
  {
    name: 'action/cells-read-worker',
    source: 'src/engine/formats/cells/read-worker.ts',
    externals: ACTION_EXTERNALS,
    finish: finishCliBundle,
  },
  {
    name: 'action/pdf-extract-worker',
    source: 'src/engine/formats/pdf/extract-worker.ts',
    externals: ACTION_EXTERNALS,
    finish: (out, root) => finishActionBundle(out, root, { nested: true }),
  },
];

rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const entry of entries) {
  const out = join(root, 'dist', entry.name);
  mkdirSync(out, { recursive: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      entry.source,
      '-o',
      out,
      '--minify',
      '--no-source-map-register',
      '--quiet',
      '--target',
      'es2022',
      '--transpile-only',
      ...(entry.externals ?? []).flatMap((name) => ['-e', name]),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  // ncc's asset relocator may copy a worker's TypeScript source (the from-source path of
  // cells/read-pool.ts, never taken in a bundle) as an asset: no source ships.
  for (const file of readdirSync(out)) if (file.endsWith('.ts')) rmSync(join(out, file));
  // ncc names ESM output index.mjs; the package is ESM, so .js is the name users expect.
  for (const file of readdirSync(out)) {
    if (file.endsWith('.mjs')) renameSync(join(out, file), join(out, file.replace(/\.mjs$/, '.js')));
  }
  for (const file of readdirSync(out)) {
    const path = join(out, file);
    if (!file.endsWith('.js')) continue;
    let text = readFileSync(path, 'utf8')
      .replace(/(\.\/[\w.-]+)\.mjs(["'])/g, '$1.js$2')
      .replaceAll('__DOCDELTA_VERSION__', JSON.stringify(version));
    if (file === 'index.js' && !text.startsWith('#!')) text = `#!/usr/bin/env node\n${text}`;
    writeFileSync(path, text);
  }
  entry.finish?.(out, root);
  chmodSync(join(out, 'index.js'), 0o755);
}
writeFileSync(join(root, 'dist', 'package.json'), '{ "type": "module" }\n');
const sizes = [];
for (const entry of entries) {
  for (const file of readdirSync(join(root, 'dist', entry.name))) {
    sizes.push(`${entry.name}/${file} ${(statSync(join(root, 'dist', entry.name, file)).size / 1024).toFixed(0)} KiB`);
  }
}
console.log(`dist rebuilt: ${sizes.join(', ')}`);
