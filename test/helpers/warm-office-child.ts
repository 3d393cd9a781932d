/**
 * Run as a separate process by test/engine/preview/office-warm.test.ts: converts a document on
 * a warm soffice (left running: a long idle time) and prints `converted`; then either exits at
 * once (`exit`) or converts again for each line on stdin until it is killed (`wait`). The test
 * then looks for what it left running.
 *   node --import tsx test/helpers/warm-office-child.ts <soffice> <profile root> <docx> exit|wait
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { convertToPdf } from '../../src/engine/preview/office';

const [soffice, profileRoot, docx, then] = process.argv.slice(2);
const convert = async () => {
  const [pdf] = await convertToPdf([{ bytes: new Uint8Array(readFileSync(docx)), fileName: 'doc.docx' }], {
    soffice,
    profileRoot,
    poolSize: 1,
    idleMs: 600_000,
  });
  process.stdout.write(`converted ${pdf.length}\n`);
};
await convert();
if (then === 'wait') for await (const line of createInterface({ input: process.stdin })) if (line) await convert();
