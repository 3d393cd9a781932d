import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { configureCellsReading } from '../../../../src/engine/formats/cells/read-pool';
import { rowCellCount, type CellsWorkbook } from '../../../../src/engine/formats/cells/model';
import { compareFiles, readDocument } from '../../../../src/engine/index';

/**
 * Two large workbooks are read at once, one on a worker thread (read-pool.ts). Whichever thread
 * reads a workbook, the comparison must be the same: here the worker takes workbooks of any size
 * (minWorkerBytes 1) and its results are checked against the calling thread's alone.
 */

const FIXTURES = join(__dirname, '../../../fixtures/real');
const original = configureCellsReading({});
let workerReads = 0;
configureCellsReading({ onWorkerRead: () => workerReads++ });
afterAll(() => {
  configureCellsReading(original);
});

const input = (name: string) => ({ bytes: readFileSync(join(FIXTURES, name)), fileName: name });
const PAIRS: [string, string][] = [
  ['sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx', 'sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx'],
  ['poi-xlsx-pair-conformance-a-transitional.xlsx', 'poi-xlsx-pair-conformance-b-strict.xlsx'],
  ['poi-xlsx-realworld-breakeven-charts-comments.xlsx', 'poi-xlsm-realworld-vba-charts-comments.xlsm'],
  ['sheetjs-xlsx-formula-stress-10-sheets.xlsx', 'sheetjs-xlsx-iso-date-cells-inline-strings.xlsx'],
];

/** Everything the differ and writer see of a workbook: every cell of every sheet, comments, charts, styles. */
function workbookView(workbook: CellsWorkbook): unknown {
  return {
    ...workbook,
    sheets: workbook.sheets.map((sheet) => ({
      ...sheet,
      comments: [...sheet.comments],
      rows: sheet.rows.map((row) => ({ row: row.row, count: rowCellCount(row), cells: row.cells })),
    })),
  };
}

async function compared(a: string, b: string) {
  const result = await compareFiles(input(a), input(b));
  return {
    changes: result.changes,
    warnings: result.warnings,
    workbooks: [result.source, result.target].map((model) => workbookView(model.familyData as CellsWorkbook)),
  };
}

describe('reading two workbooks at once', () => {
  it.each(PAIRS)('compares %s with %s as one thread does, one workbook read by the worker', async (a, b) => {
    configureCellsReading({ threads: 1 });
    const alone = await compared(a, b);
    configureCellsReading({ threads: 2, minWorkerBytes: 1 });
    const before = workerReads;
    const shared = await compared(a, b);
    expect(workerReads - before).toBe(1);
    expect(shared).toEqual(alone);
    // Not empty workbooks: there was something to get wrong.
    expect(JSON.stringify(alone.workbooks).split('"col":').length).toBeGreaterThan(20);
  });

  it('reads on the calling thread what is smaller than minWorkerBytes', async () => {
    const [a, b] = PAIRS[0];
    configureCellsReading({ threads: 2, minWorkerBytes: 1e9 });
    const before = workerReads;
    await compared(a, b);
    expect(workerReads).toBe(before);
  });

  it('reads here, with the same result, when the worker fails', async () => {
    const [a, b] = PAIRS[2];
    configureCellsReading({ threads: 1 });
    const alone = await compared(a, b);
    configureCellsReading({
      threads: 2,
      minWorkerBytes: 1,
      starter: () => new Worker('process.exit(3)', { eval: true }),
    });
    try {
      const before = workerReads;
      expect(await compared(a, b)).toEqual(alone);
      expect(workerReads).toBe(before);
    } finally {
      configureCellsReading({ starter: undefined });
    }
  });

  it('reads here, with the same result, when the worker does not answer within timeoutMs', async () => {
    const [a, b] = PAIRS[0];
    configureCellsReading({ threads: 1 });
    const alone = await compared(a, b);
    configureCellsReading({
      threads: 2,
      minWorkerBytes: 1,
      timeoutMs: 200,
      starter: () => new Worker('setInterval(() => {}, 1000)', { eval: true }),
    });
    try {
      const before = workerReads;
      expect(await compared(a, b)).toEqual(alone);
      expect(workerReads).toBe(before);
    } finally {
      configureCellsReading({ starter: undefined, timeoutMs: original.timeoutMs });
    }
  });

  it('refuses a damaged workbook read by the worker with the one-thread error', async () => {
    const damaged = input('poi-xlsx-pair-floatnoise-a.xlsx');
    damaged.bytes = damaged.bytes.subarray(0, Math.floor(damaged.bytes.length / 2));
    configureCellsReading({ threads: 1 });
    const alone = await readDocument(damaged).catch((error: Error) => error.message);
    configureCellsReading({ threads: 2, minWorkerBytes: 1 });
    const shared = await readDocument(damaged).catch((error: Error) => error.message);
    expect(typeof alone).toBe('string');
    expect(shared).toBe(alone);
  });
});
