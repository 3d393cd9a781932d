/**
 * Proves that a change meant to leave behaviour alone (a refactoring) changes no output: writes
 * what every fixture pair under test/fixtures gives (the `changes` result as JSON, the styled and
 * the tracked result document) into a folder, and compares two such folders byte for byte.
 *
 *   npx tsx scripts/check-outputs.ts write DIR          # this tree's outputs into DIR
 *   npx tsx scripts/check-outputs.ts compare OLD NEW    # exit 1 when a file differs or is missing
 *   npx tsx scripts/check-outputs.ts pairs              # the pairs it compares
 *
 * A pair is two files of one folder that differ only in the side of their name: `x-a.pdf` and
 * `x-b.pdf`, `x-v1.docx` and `x-v2.docx`, `tool-docx-pair-name-a-….docx` and
 * `tool-dotx-pair-name-b-….dotx`; a file and its variants (`chart.odt` and `chart-title.odt`);
 * and `source_files/…/source*` with `target_files/…/target*`. An operation that fails is kept as
 * its error message, so a refactoring that changes a failure shows too.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareToDocument, errorMessage, listChanges, type InputDocument } from '../src/engine/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'test/fixtures');
/** A fixed date, so tracked changes and notes carry the same one on every run. */
const DATE = new Date('2026-01-31T12:00:00Z');
const NOT_DOCUMENTS = /^(README|LICENSE)|\.json$/i;

export interface Pair {
  source: string;
  target: string;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The fixture pairs, as paths relative to test/fixtures, sorted. */
export function fixturePairs(): Pair[] {
  const files = filesUnder(fixtures)
    .map((file) => relative(fixtures, file))
    .filter((file) => !NOT_DOCUMENTS.test(basename(file)) && !file.split('/').includes('licenses'))
    .sort();
  const pairs = new Map<string, Pair>();
  const paired = new Set<string>();
  const sides = new Map<string, { a?: string; b?: string }>();
  const side = (key: string, which: 'a' | 'b', file: string) => {
    const entry = sides.get(key) ?? {};
    entry[which] = file;
    sides.set(key, entry);
  };
  for (const file of files) {
    const folder = dirname(file);
    const ext = extname(file);
    const stem = basename(file, ext);
    const named = /^([^-]+)-[^-]+-pair-([^-]+)-([ab])(?:-.*)?$/.exec(stem);
    const suffixed = /^(.+)-(a|b|v1|v2)$/.exec(stem);
    const sdk = /^(source|target)_files\/(.+)\/(?:source|target)(.*)$/.exec(
      join(relative('groupdocs-sdk', folder), stem),
    );
    if (file.startsWith('groupdocs-sdk/') && sdk)
      side(`sdk ${sdk[2]} ${sdk[3]}`, sdk[1] === 'source' ? 'a' : 'b', file);
    else if (named) side(`${folder} ${named[1]} ${named[2]}`, named[3] as 'a' | 'b', file);
    else if (suffixed)
      side(`${folder} ${suffixed[1]} ${ext}`, suffixed[2] === 'a' || suffixed[2] === 'v1' ? 'a' : 'b', file);
  }
  for (const { a, b } of sides.values()) {
    if (!a || !b) continue;
    pairs.set(`${a} ${b}`, { source: a, target: b });
    paired.add(a).add(b);
  }
  // A base file and its variants: `chart.odt` beside `chart-title.odt`, `RP002-Deleted-Text.docx` beside `…-Accepted.docx`.
  for (const base of files) {
    if (paired.has(base)) continue;
    const ext = extname(base);
    const prefix = `${base.slice(0, -ext.length)}-`;
    for (const variant of files)
      if (variant !== base && variant.startsWith(prefix) && extname(variant) === ext && !paired.has(variant))
        pairs.set(`${base} ${variant}`, { source: base, target: variant });
  }
  return [...pairs.values()].sort((x, y) => `${x.source} ${x.target}`.localeCompare(`${y.source} ${y.target}`));
}

const input = (path: string): InputDocument => ({
  bytes: new Uint8Array(readFileSync(join(fixtures, path))),
  fileName: basename(path),
});

const encode = (text: string) => new TextEncoder().encode(text);

/** Every output of one pair, by file name. */
async function pairOutputs(pair: Pair): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  const name = `${pair.source} to ${pair.target}`.replace(/[^A-Za-z0-9.-]+/g, '_');
  try {
    const changes = await listChanges({ source: input(pair.source), targets: [input(pair.target)] });
    out.set(`${name}.changes.json`, encode(`${JSON.stringify(changes, null, 1)}\n`));
  } catch (error) {
    out.set(`${name}.changes.error.txt`, encode(errorMessage(error)));
  }
  for (const mode of ['styled', 'tracked'] as const) {
    try {
      const result = await compareToDocument({
        source: input(pair.source),
        target: input(pair.target),
        mode,
        date: DATE,
      });
      out.set(`${name}.${mode}${result.extension}`, result.bytes);
      const { bytes: _bytes, ...records } = result;
      out.set(`${name}.${mode}.json`, encode(`${JSON.stringify(records, null, 1)}\n`));
    } catch (error) {
      out.set(`${name}.${mode}.error.txt`, encode(errorMessage(error)));
    }
  }
  return out;
}

async function write(dir: string) {
  mkdirSync(dir, { recursive: true });
  const pairs = fixturePairs();
  let files = 0;
  for (const pair of pairs) {
    for (const [name, bytes] of await pairOutputs(pair)) {
      writeFileSync(join(dir, name), bytes);
      files++;
    }
  }
  console.log(`${pairs.length} pairs, ${files} outputs written to ${dir}`);
}

function compare(oldDir: string, newDir: string): number {
  const oldNames = new Set(readdirSync(oldDir));
  const newNames = new Set(readdirSync(newDir));
  let differing = 0;
  for (const name of [...new Set([...oldNames, ...newNames])].sort()) {
    if (!oldNames.has(name) || !newNames.has(name)) {
      differing++;
      console.log(`only in ${oldNames.has(name) ? oldDir : newDir}: ${name}`);
      continue;
    }
    if (!readFileSync(join(oldDir, name)).equals(readFileSync(join(newDir, name)))) {
      differing++;
      console.log(`differs: ${name}`);
    }
  }
  console.log(`${oldNames.size} outputs before, ${newNames.size} after, ${differing} differ`);
  return differing ? 1 : 0;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'write' && first && !second) await write(first);
else if (command === 'compare' && first && second) process.exitCode = compare(first, second);
else if (command === 'pairs') for (const pair of fixturePairs()) console.log(`${pair.source} -> ${pair.target}`);
else {
  console.error('usage: tsx scripts/check-outputs.ts write DIR | compare OLD NEW | pairs');
  process.exitCode = 2;
}
