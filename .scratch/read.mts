import { readFileSync } from 'node:fs';
import { readDocument, listChanges } from '/work/wt/robust/src/engine/index';
const [a, b] = process.argv.slice(2);
let t = performance.now();
const doc = await readDocument({ bytes: new Uint8Array(readFileSync(b)), fileName: b });
console.log('read', (performance.now() - t).toFixed(0), 'ms', (process.memoryUsage().rss / 1e6).toFixed(0), 'MB', doc.stories[0].blocks.length);
t = performance.now();
const r = await listChanges({ source: { bytes: new Uint8Array(readFileSync(a)), fileName: a }, targets: [{ bytes: new Uint8Array(readFileSync(b)), fileName: b }] } as never);
console.log('changes', (performance.now() - t).toFixed(0), 'ms', (process.memoryUsage().rss / 1e6).toFixed(0), 'MB', (r as { changes: unknown[] }).changes.length);
