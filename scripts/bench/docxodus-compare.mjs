// Compares two .docx files with Docxodus (installed in .bench/tools by scripts/bench/run.ts) and
// prints {"changes": N}. Run by the benchmark as its own process, so it is timed end to end
// like the docdelta CLI: node start, WASM runtime load, both files read, compared, listed.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const core = join(dirname(fileURLToPath(import.meta.url)), '../../.bench/tools/node_modules/docxodus/dist/core.js');
const [a, b] = process.argv.slice(2);
// The .NET runtime logs JIT notes on the console; keep stdout for the result only.
const out = process.stdout.write.bind(process.stdout);
console.log = () => {};
console.warn = () => {};
console.info = () => {};
console.debug = () => {};
const dx = await import(pathToFileURL(core).href);
await dx.initialize();
const revs = await dx.docxDiffGetRevisions(await readFile(a), await readFile(b));
out(JSON.stringify({ changes: revs.length }) + '\n');
process.exit(0);
