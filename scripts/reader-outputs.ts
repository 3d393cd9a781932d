/**
 * Prints what the readers make of the committed slide and diagram fixtures, so a change to a
 * reader that should change nothing can be checked byte for byte: the document model of each
 * file, and the `changes` result (ChangeInfo records, places, warnings) of every ordered pair of
 * fixtures of one family.
 *
 *   npx tsx scripts/reader-outputs.ts > before.json   # on the old tree
 *   npx tsx scripts/reader-outputs.ts > after.json    # on the new one
 *   cmp before.json after.json
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage, listChanges, readDocument } from '../src/engine/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FAMILIES: Record<string, RegExp> = {
  slides: /\.(pptx|pptm|potx|potm|odp)$/i,
  diagram: /\.(vsdx|vsdm|vstx)$/i,
};

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const outcome = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    return { error: errorMessage(error) };
  }
};

const all = filesUnder(join(root, 'test/fixtures')).sort();
const out: Record<string, unknown> = {};
for (const [family, pattern] of Object.entries(FAMILIES)) {
  const files = all.filter((file) => pattern.test(file));
  const input = (file: string) => ({ bytes: new Uint8Array(readFileSync(file)), fileName: relative(root, file) });
  for (const file of files) out[`model ${relative(root, file)}`] = await outcome(() => readDocument(input(file)));
  for (const source of files)
    for (const target of files) {
      if (source === target) continue;
      out[`${family} ${relative(root, source)} -> ${relative(root, target)}`] = await outcome(() =>
        listChanges({ source: input(source), targets: [input(target)] }),
      );
    }
}
process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
