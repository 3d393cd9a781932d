/**
 * Fails when src/ has an import cycle (type-only and lazy `import()`s count: each ties two modules
 * together as much as any other import does). The cycles known today are listed below, each to
 * be taken off the list by the change that breaks it; one that is gone must leave the list, so
 * the list never hides a new cycle through the same files.
 *
 *   node scripts/check-cycles.mjs          # src/, with the known cycles allowed
 *   node scripts/check-cycles.mjs DIR      # any folder of .ts files, no cycle allowed
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Cycles in src/ left for now, as madge names them (paths relative to src/). */
const KNOWN = [];

/** One spelling per cycle, wherever madge starts it. */
function key(cycle) {
  const first = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(first), ...cycle.slice(0, first)].join(' > ');
}

export async function importCycles(dir) {
  const tsConfig = existsSync(join(root, 'tsconfig.json')) ? join(root, 'tsconfig.json') : undefined;
  const graph = await madge(dir, { fileExtensions: ['ts'], tsConfig });
  return graph.circular();
}

async function main() {
  const given = process.argv[2];
  const dir = given ? resolve(given) : join(root, 'src');
  if (!existsSync(dir)) {
    console.error(`check-cycles: no folder ${dir}`);
    return 2;
  }
  const known = new Set(given ? [] : KNOWN.map(key));
  const found = new Set((await importCycles(dir)).map(key));
  const added = [...found].filter((cycle) => !known.has(cycle));
  const gone = [...known].filter((cycle) => !found.has(cycle));
  for (const cycle of added) console.error(`import cycle: ${cycle}`);
  for (const cycle of gone)
    console.error(`import cycle gone (take it off KNOWN in scripts/check-cycles.mjs): ${cycle}`);
  const left = found.size - added.length;
  console.log(
    `${found.size} import cycle${found.size === 1 ? '' : 's'} in ${given ?? 'src'}: ${added.length} new, ${left} known`,
  );
  return added.length || gone.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main();
