/**
 * Benchmark of LibreOffice on a pool of profiles: pages per second converting a 10-page DOCX to
 * PDF with 1, 2 and 4 requests at once, the pool as large as the concurrency (1 is the old
 * single profile behind one lock). Every profile is created first, so the figures are warm. By
 * default each slot keeps its soffice running (python3-uno); `--cold` also measures soffice
 * started for every conversion (the fallback without python3-uno). CPU seconds (this process
 * and its soffice) are printed beside the wall time, which depends on the machine's load.
 *
 *   npx tsx scripts/bench/office-pool.ts [--requests 8] [--cold]
 *
 * On a 2-core machine the gain stops at 2: each soffice keeps one core busy.
 */
import { convertToPdf, findSoffice, stopWarmOffice } from '../../src/engine/preview/office';
import { measured } from './office-cpu';
import { buildDocx, type DocSpec } from '../fixtures/docx-builder';

const requestsFlag = process.argv.indexOf('--requests');
const REQUESTS = requestsFlag > 0 ? Number(process.argv[requestsFlag + 1]) : 8;
const PAGES = 10;

function tenPageDocx(): Uint8Array {
  const sentence =
    'The committee reviewed the quarterly figures and agreed that the plan should continue as written, with a short note on risks.';
  const body: DocSpec['body'] = [];
  for (let page = 1; page <= PAGES; page++) {
    body.push({ heading: 1, runs: [`Section ${page}`] });
    for (let p = 0; p < 6; p++) body.push({ runs: [`${sentence} ${sentence} ${sentence}`] });
    if (page < PAGES) body.push({ runs: [{ break: 'page' }] });
  }
  return buildDocx({ body });
}

async function run(
  concurrency: number,
  soffice: string,
  file: { bytes: Uint8Array; fileName: string },
  warm: boolean,
): Promise<{ wall: number; cpu?: number }> {
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      await convertToPdf([file], { soffice, poolSize: concurrency, warm });
    }
  };
  return measured(() => Promise.all(Array.from({ length: concurrency }, worker)));
}

const soffice = findSoffice();
if (!soffice) console.log('LibreOffice not found: the pool benchmark is skipped');
else {
  const file = { bytes: tenPageDocx(), fileName: 'ten-pages.docx' };
  for (const warm of process.argv.includes('--cold') ? [true, false] : [true]) {
    const how = warm ? 'warm soffice per slot' : 'soffice started per conversion';
    // Creates the four profiles (the first start of a new profile costs seconds) and, warm, starts their soffice.
    await Promise.all(Array.from({ length: 4 }, () => convertToPdf([file], { soffice, poolSize: 4, warm })));
    const results: Record<number, number> = {};
    for (const concurrency of [1, 2, 4]) {
      const { wall, cpu } = await run(concurrency, soffice, file, warm);
      results[concurrency] = (REQUESTS * PAGES) / wall;
      console.log(
        `${how}, ${concurrency} at once (pool of ${concurrency}): ${REQUESTS} conversions of ${PAGES} pages in ${wall.toFixed(1)} s = ${results[concurrency].toFixed(2)} pages/s; CPU ${cpu?.toFixed(1) ?? '?'} s (${cpu === undefined ? '?' : ((cpu / REQUESTS) * 1000).toFixed(0)} ms per conversion)`,
      );
    }
    console.log(
      `${how}: speed-up over one slot: 2 at once ${(results[2] / results[1]).toFixed(2)}×, 4 at once ${(results[4] / results[1]).toFixed(2)}×`,
    );
    await stopWarmOffice();
  }
}
