// The CLI's bundle, run through V8's code cache.
//
// A command is one short process, and a good part of `changes` on the ~330-page Word pair was V8
// parsing and compiling the bundle's JavaScript again on every run (the same build without and
// with its cache: 0.295 -> 0.258 CPU s, medians of 25 alternated runs; with the CommonJS entry and
// crypto loaded lazily, `docdelta --version` went from 37 to 15 ms over `node -e 0`). Node 22 has
// module.enableCompileCache for that; Node 20, which docdelta supports, only caches code compiled
// through vm.Script. So the build turns ncc's ES module output into plain scripts — the same
// code, each in a function that takes what module syntax gave it — and dist/cli/index.js becomes
// a small CommonJS file (scripts/cli-loader.cjs) that compiles them with vm.Script, handing each its
// code cache when it has one, and writes the cache after a run that had none or whose cache V8
// refused (another Node, other V8 flags). No cache is shipped: each machine makes its own, in the
// user's cache folder, on the first run of each command.
//
// The code runs as before: in strict mode (as modules do); `import.meta` is the file's own
// (`url`, the only property the bundle reads); `import()` calls go through the loader, so bare
// specifiers resolve from dist/cli as before and webpack's chunks are compiled with their cache.
// The rewrites are made on acorn's syntax tree, not on text, and a bundle with module syntax the
// loader does not handle fails the build.
import { parse } from 'acorn';
import ts from 'typescript';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';

export const MAIN_SCRIPT = 'cli-main.js';
const CHUNK = /^(\d+)\.index\.js$/;

/** Rewrites the ESM bundle in `out` (index.js and its chunks) into scripts, and index.js into the loader. */
export function toCachedScripts(out) {
  const scripts = new Map();
  for (const file of readdirSync(out).filter((name) => CHUNK.test(name))) {
    scripts.set(file.replace(CHUNK, '$1.chunk.js'), toScript(readFileSync(join(out, file), 'utf8'), file).source);
    rmSync(join(out, file));
  }
  const main = toScript(readFileSync(join(out, 'index.js'), 'utf8'), 'index.js');
  scripts.set(MAIN_SCRIPT, main.source);
  const hash = createHash('sha256');
  for (const [name, text] of [...scripts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    hash.update(name).update('\0').update(text).update('\0');
    writeFileSync(join(out, name), text);
  }
  const loader = loaderSource({
    main: MAIN_SCRIPT,
    tiering: tieringRule(),
    bundle: hash.digest('hex').slice(0, 16),
  });
  writeFileSync(join(out, 'index.js.tmp'), loader);
  renameSync(join(out, 'index.js.tmp'), join(out, 'index.js'));
  // The loader is CommonJS; the scripts are read as text, whatever the folder's type says.
  writeFileSync(join(out, 'package.json'), '{ "type": "commonjs" }\n');
}

/**
 * One ES module of the bundle as a script evaluating to
 * `function (createRequire, meta, importModule) { …; return { …exports } }`: its `import
 * { createRequire as x } from "module"` becomes the parameter, `export const` a `const` returned
 * at the end, `import.meta` the `meta` parameter and `import(…)` a call of `importModule`.
 */
export function toScript(text, file) {
  const source = text.replace(/^#!.*/, (line) => ' '.repeat(line.length));
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const edits = [];
  const exported = [];
  let createRequire = '__docdeltaCreateRequire';
  const fail = (node, what) => {
    throw new Error(`cli bundle ${file}:${node.start}: ${what} (scripts/cli-compile-cache.mjs does not rewrite it)`);
  };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const [specifier, ...more] = statement.specifiers;
      if (
        !/^(node:)?module$/.test(statement.source.value) ||
        more.length ||
        specifier?.type !== 'ImportSpecifier' ||
        specifier.imported.name !== 'createRequire'
      )
        fail(statement, 'an import other than createRequire from "module"');
      createRequire = specifier.local.name;
      edits.push([statement.start, statement.end, '']);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration;
      if (!declaration || declaration.type !== 'VariableDeclaration' || statement.source)
        fail(statement, 'an export other than `export const`');
      for (const declarator of declaration.declarations) {
        if (declarator.id.type !== 'Identifier') fail(statement, 'a destructuring export');
        exported.push(declarator.id.name);
      }
      edits.push([statement.start, declaration.start, '']);
    } else if (/^Export/.test(statement.type)) fail(statement, statement.type);
  }
  visit(program, null, (node, parent) => {
    if (node.type === 'ImportExpression') edits.push([node.start, node.start + 'import'.length, '__docdeltaImport']);
    else if (node.type === 'MetaProperty' && node.meta.name === 'import') {
      if (parent?.type !== 'MemberExpression' || parent.computed || parent.property.name !== 'url')
        fail(node, 'import.meta other than import.meta.url');
      edits.push([node.start, node.end, '__docdeltaMeta']);
    }
  });
  let body = source;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0]))
    body = body.slice(0, start) + replacement + body.slice(end);
  const script =
    `(function(${createRequire},__docdeltaMeta,__docdeltaImport){"use strict";${body}\n` +
    `return{${exported.join(',')}}})`;
  // A syntax check here rather than at a user's (top-level await, say, is not allowed in a function).
  new Script(script, { filename: file });
  return { source: script, exported };
}

function visit(node, parent, onNode) {
  onNode(node, parent);
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') visit(child, node, onNode);
    } else if (value && typeof value.type === 'string' && key !== 'loc') visit(value, node, onNode);
  }
}

/**
 * src/cli/tiering-rule.ts as a script evaluating to its exports (tieringFlags, pdfSniffer): V8 accepts a code cache only
 * under the flags it was made with, so the loader sets the same flags, by the same rule, before it
 * compiles anything.
 */
export function tieringRule() {
  const source = readFileSync(new URL('../src/cli/tiering-rule.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, removeComments: true },
  });
  const rule = `(function(){const exports={};${outputText}\nreturn exports})()`;
  const functions = new Script(rule).runInNewContext({});
  if (typeof functions.tieringFlags !== 'function' || typeof functions.pdfSniffer !== 'function')
    throw new Error('src/cli/tiering-rule.ts: no tieringFlags and pdfSniffer functions to give the CLI loader');
  return rule;
}

/** dist/cli/index.js, from scripts/cli-loader.cjs with its quoted placeholders filled in. */
export function loaderSource({ main, tiering, bundle }) {
  const values = { MAIN: main, BUNDLE: bundle };
  let text = readFileSync(new URL('./cli-loader.cjs', import.meta.url), 'utf8');
  for (const [key, value] of Object.entries(values)) {
    const placeholder = `'__${key}__'`;
    if (!text.includes(placeholder)) throw new Error(`cli-loader.cjs: no ${placeholder}`);
    text = text.replaceAll(placeholder, JSON.stringify(value));
  }
  const rulePlaceholder = '__TIERING_RULE__';
  if (!text.includes(rulePlaceholder)) throw new Error(`cli-loader.cjs: no ${rulePlaceholder}`);
  text = text.replace(rulePlaceholder, () => tiering);
  return text;
}
