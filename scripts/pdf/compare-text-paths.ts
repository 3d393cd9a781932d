/**
 * Reads PDFs both ways, with the fast text path (content-text.ts) and with pdf.js, and prints
 * where their words (text, position, size, look) differ page by page: the check that the fast
 * path gives the layout what pdf.js gives it. `tsx scripts/pdf/compare-text-paths.ts FILE...`
 */
import { readFileSync } from 'node:fs';
import { compareTextPaths } from '../../test/helpers/pdf-text-paths';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const result = await compareTextPaths(readFileSync(file));
  if (result.fast === 'unsupported') console.log(`${file}: pdf.js path (${result.reason})`);
  else if (result.differences.length === 0) console.log(`${file}: same words on all ${result.pages} pages`);
  else {
    failed++;
    console.log(`${file}: ${result.differences.length} differences`);
    for (const line of result.differences.slice(0, 20)) console.log('  ' + line);
  }
}
process.exitCode = failed ? 1 : 0;
