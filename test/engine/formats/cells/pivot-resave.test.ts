import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../src/engine/index';

/**
 * A pivot table's cache rebuilt by a re-save (LibreOffice writes each field's shared items
 * sorted, renumbers the records to match and drops Excel's refresh stamps) is no change when the
 * source data and the table's cells are the same; a changed figure in the table's cells is one.
 */

const FILE = 'sheetjs-xlsx-formula-stress-10-sheets.xlsx';
const original = new Uint8Array(
  readFileSync(fileURLToPath(new URL(`../../../fixtures/real/${FILE}`, import.meta.url))),
);
const DEFINITION = 'xl/pivotCache/pivotCacheDefinition1.xml';
const RECORDS = 'xl/pivotCache/pivotCacheRecords1.xml';
const TABLE = 'xl/pivotTables/pivotTable1.xml';

/** The cache as LibreOffice rebuilds it: the first field's shared items sorted, every index into them renumbered. */
function rebuiltCache(parts: Record<string, Uint8Array>): void {
  let definition = strFromU8(parts[DEFINITION]);
  const items = /<cacheField name="Foo"[^>]*><sharedItems count="\d+">(.*?)<\/sharedItems>/.exec(definition);
  if (!items) throw new Error('the fixture pivot cache has no Foo field');
  const values = [...items[1].matchAll(/<s v="([^"]*)"\/>/g)].map((m) => m[1]);
  const sorted = [...values].sort();
  const renumber = (x: string) => String(sorted.indexOf(values[Number(x)]));
  definition = definition
    .replace(items[1], sorted.map((v) => `<s v="${v}"/>`).join(''))
    .replace(/ refreshedBy="[^"]*" refreshedDate="[^"]*"/, '')
    .replace(/ createdVersion="\d+" refreshedVersion="\d+" minRefreshableVersion="\d+"/, ' createdVersion="3"');
  parts[DEFINITION] = strToU8(definition);
  parts[RECORDS] = strToU8(
    strFromU8(parts[RECORDS]).replace(/<r><x v="(\d+)"\/>/g, (_, x: string) => `<r><x v="${renumber(x)}"/>`),
  );
  const table = strFromU8(parts[TABLE]);
  const field = /<pivotField axis="axisRow" showAll="0"><items count="\d+">(.*?)<\/items>/.exec(table)!;
  parts[TABLE] = strToU8(
    table.replace(
      field[1],
      field[1].replace(/<item x="(\d+)"\/>/g, (_, x: string) => `<item x="${renumber(x)}"/>`),
    ),
  );
}

function edited(...edits: ((parts: Record<string, Uint8Array>) => void)[]): Uint8Array {
  const parts = unzipSync(original);
  const before = { ...parts };
  for (const edit of edits) edit(parts);
  for (const name of [DEFINITION, RECORDS]) if (parts[name] === before[name]) throw new Error(`${name} not rebuilt`);
  return zipSync(parts);
}

const changesOf = async (target: Uint8Array) =>
  (await compareFiles({ bytes: original, fileName: FILE }, { bytes: target, fileName: FILE })).changes.map(
    (c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`,
  );

describe('a workbook whose pivot cache a re-save rebuilt', () => {
  it('is no change when the source data and the pivot table cells are the same', async () => {
    expect(await changesOf(edited(rebuiltCache))).toEqual([]);
  });

  it("still shows a changed figure in the pivot table's cells", async () => {
    const grandTotal = (parts: Record<string, Uint8Array>) => {
      const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']);
      if (!sheet.includes('<c r="O45" s="6"><v>57</v>')) throw new Error('the fixture grand total moved');
      parts['xl/worksheets/sheet1.xml'] = strToU8(
        sheet.replace('<c r="O45" s="6"><v>57</v>', '<c r="O45" s="6"><v>58</v>'),
      );
    };
    expect(await changesOf(edited(rebuiltCache, grandTotal))).toEqual(['Modified Database!O45: 57 → 58']);
  });
});
