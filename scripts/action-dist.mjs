// Finishes the Action's ncc bundle: pdf.js stays outside it (its own webpack runtime collides
// with ncc's), so its legacy build ships as files in <out>/pdfjs/ and the bundle imports them by
// relative path. sharp and @napi-rs/canvas stay external too; src/action/native.ts installs them.
//
// webpack hoists every external into a static `import` at the top of the bundle, which would
// load pdf.js on every start and crash when sharp is absent. The engine only ever reaches them
// through dynamic import(), so each hoisted import becomes a lazy import() evaluated on first
// use, through globalThis.__docdeltaImportNative when set (native.ts points it at the tool cache).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ACTION_EXTERNALS = [
  'sharp',
  '@napi-rs/canvas',
  'pdfjs-dist',
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
];

/**
 * `nested`: a bundle in a folder of the Action's (its PDF extraction worker), which uses the
 * pdf.js files of the Action's own folder instead of shipping a second copy.
 */
export function finishActionBundle(out, root, { nested = false } = {}) {
  if (nested) return rewriteActionImports(out, '../pdfjs/');
  const pdfjs = join(root, 'node_modules', 'pdfjs-dist');
  mkdirSync(join(out, 'pdfjs'), { recursive: true });
  // .js names: dist/package.json (type module) makes them ES modules, as the bundle's own files.
  writeFileSync(join(out, 'pdfjs', 'pdf.js'), readFileSync(join(pdfjs, 'legacy', 'build', 'pdf.mjs')));
  writeFileSync(join(out, 'pdfjs', 'pdf.worker.js'), readFileSync(join(pdfjs, 'legacy', 'build', 'pdf.worker.mjs')));
  writeFileSync(join(out, 'pdfjs', 'package.json'), '{ "type": "module" }\n');
  cpSync(join(pdfjs, 'standard_fonts'), join(out, 'pdfjs', 'standard_fonts'), { recursive: true });
  cpSync(join(pdfjs, 'cmaps'), join(out, 'pdfjs', 'cmaps'), { recursive: true });
  cpSync(join(pdfjs, 'LICENSE'), join(out, 'pdfjs', 'LICENSE'));
  rewriteActionImports(out, './pdfjs/');
}

function rewriteActionImports(out, pdfjsFolder) {
  const lazy = new Set(['sharp', '@napi-rs/canvas', `${pdfjsFolder}pdf.js`, `${pdfjsFolder}pdf.worker.js`]);
  for (const file of readdirSync(out)) {
    if (!/\.(m?js)$/.test(file)) continue;
    const path = join(out, file);
    const text = readFileSync(path, 'utf8');
    let rewritten = text.replace(
      /(["'])pdfjs-dist\/legacy\/build\/(pdf|pdf\.worker)\.m?js\1/g,
      `$1${pdfjsFolder}$2.js$1`,
    );
    rewritten = lazyExternals(rewritten, lazy);
    if (rewritten !== text) writeFileSync(path, rewritten);
  }
}

const LAZY_SPECIFIERS = new Set(['sharp', '@napi-rs/canvas', './pdfjs/pdf.js', './pdfjs/pdf.worker.js']);

/**
 * The CLI's bundle: the same externals, resolved from node_modules at run time (the CLI runs from a
 * checkout or an npm install, both of which have them), made lazy so `git diff` never loads them.
 */
export function finishCliBundle(out) {
  const lazy = new Set([
    'sharp',
    '@napi-rs/canvas',
    'pdfjs-dist',
    'pdfjs-dist/legacy/build/pdf.mjs',
    'pdfjs-dist/legacy/build/pdf.worker.mjs',
  ]);
  for (const file of readdirSync(out)) {
    if (!/\.(m?js)$/.test(file)) continue;
    const path = join(out, file);
    const text = readFileSync(path, 'utf8');
    const rewritten = lazyExternals(text, lazy);
    if (rewritten !== text) writeFileSync(path, rewritten);
  }
}

export function lazyExternals(text, specifiers = LAZY_SPECIFIERS) {
  const imports = [...text.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*(["'])([^"']+)\2;?/g)].filter((m) =>
    specifiers.has(m[3]),
  );
  for (const [statement, name, , specifier] of imports) {
    const bare = !specifier.startsWith('.');
    const loader = bare
      ? `(globalThis.__docdeltaImportNative??(s=>import(s)))(${JSON.stringify(specifier)})`
      : `import(${JSON.stringify(specifier)})`;
    // The module webpack made for the external: `123:e=>{e.exports=t}` (minified) or
    // `/***/ 123:\n/***/ ((module) => {\n\nmodule.exports = X;` (not).
    const factory = new RegExp(
      `(\\d+:\\s*(?:/\\*+/\\s*)?\\(*([\\w$]+)\\)?\\s*=>\\s*\\{\\s*)\\2\\.exports\\s*=\\s*${name.replace(/\$/g, '\\$')}(?=\\s*;?\\s*(?:/\\*+/\\s*)?\\})`,
      'g',
    );
    const count = [...text.matchAll(factory)].length;
    if (count !== 1)
      throw new Error(`action bundle: expected one module for the external ${specifier}, found ${count}`);
    text = text.replace(statement, '').replace(factory, (_, head, module) => `${head}${module}.exports=${loader}`);
  }
  return text;
}
