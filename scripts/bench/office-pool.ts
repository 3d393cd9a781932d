/**
 * Benchmark of LibreOffice on a pool of profiles: pages per second converting a 10-page DOCX to
 * PDF with 1, 2 and 4 requests at once, the pool as large as the concurrency (1 is the old
 * single profile behind one lock). Every profile is created first, so the figures are warm.
 *
 *   npx tsx scripts/bench/office-pool.ts [--requests 8]
 *
 * On a 2-core machine the gain stops at 2: each soffice keeps one core busy.
 */
import { convertToPdf, findSoffice } from '../../src/engine/preview/office';
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
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      await convertToPdf([file], { soffice, poolSize: concurrency });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (performance.now() - started) / 1000;
}

const soffice = findSoffice();
if (!soffice) console.log('LibreOffice not found: the pool benchmark is skipped');
else {
  const file = { bytes: tenPageDocx(), fileName: 'ten-pages.docx' };
  // Creates the four profiles (the first start of a new profile costs seconds).
  await Promise.all(Array.from({ length: 4 }, () => convertToPdf([file], { soffice, poolSize: 4 })));
  const results: Record<number, number> = {};
  for (const concurrency of [1, 2, 4]) {
    const seconds = await run(concurrency, soffice, file);
    results[concurrency] = (REQUESTS * PAGES) / seconds;
    console.log(
      `${concurrency} at once (pool of ${concurrency}): ${REQUESTS} conversions of ${PAGES} pages in ${seconds.toFixed(1)} s = ${results[concurrency].toFixed(2)} pages/s`,
    );
  }
  console.log(
    `speed-up over one profile: 2 at once ${(results[2] / results[1]).toFixed(2)}×, 4 at once ${(results[4] / results[1]).toFixed(2)}×`,
  );
}
