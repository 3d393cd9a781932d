import { describe, expect, it } from 'vitest';
import {
  columnDefinitions,
  findRun,
  isolateInRuns,
  repeatCount,
  repeatRuns,
  rowCells,
  splitRepeated,
  tableRows,
} from '../../../../src/engine/formats/shared/odf-repeat';
import { parseXml, serializeXml } from '../../../../src/engine/formats/package/xml-dom';

const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

function table(inner: string) {
  const doc = parseXml(`<t:table xmlns:t="${TABLE}">${inner}</t:table>`, 'test.xml');
  return doc.documentElement!;
}

describe('repeated ODF table elements', () => {
  it('reads rows, cells and column definitions through groups, with their grid runs', () => {
    const t = table(
      '<t:table-column t:number-columns-repeated="3"/><t:table-column-group><t:table-column/></t:table-column-group><t:table-header-rows><t:table-row t:number-rows-repeated="2"><t:table-cell t:number-columns-repeated="4"/><t:covered-table-cell/></t:table-row></t:table-header-rows><t:table-row/>',
    );
    expect(repeatRuns(columnDefinitions(t), 'table:number-columns-repeated').map((r) => [r.start, r.count])).toEqual([
      [0, 3],
      [3, 1],
    ]);
    const rows = tableRows(t);
    expect(repeatRuns(rows, 'table:number-rows-repeated').map((r) => [r.start, r.count])).toEqual([
      [0, 2],
      [2, 1],
    ]);
    expect(rowCells(rows[0]).length).toBe(2);
    expect(repeatCount(rowCells(rows[0])[0], 'table:number-columns-repeated')).toBe(4);
  });

  it('splits a repeated element; the copy after it takes the rest and no xml:id twice', () => {
    const t = table(`<t:table-row t:number-rows-repeated="5" xml:id="r1"><t:table-cell xml:id="c1"/></t:table-row>`);
    const row = tableRows(t)[0];
    const rest = splitRepeated(row, 'table:number-rows-repeated', 2);
    expect(repeatCount(row, 'table:number-rows-repeated')).toBe(2);
    expect(repeatCount(rest, 'table:number-rows-repeated')).toBe(3);
    expect(row.nextSibling).toBe(rest);
    expect(rest.getAttributeNS(XML_NS, 'id')).toBeFalsy();
    expect(serializeXml(t).match(/xml:id=/g)).toHaveLength(2);
  });

  it('isolates one position of a run, writing a count of 1 as no attribute', () => {
    const t = table('<t:table-row><t:table-cell t:number-columns-repeated="5"/></t:table-row>');
    const row = tableRows(t)[0];
    const runs = repeatRuns(rowCells(row), 'table:number-columns-repeated');
    const cell = isolateInRuns(runs, findRun(runs, 2), 2, 'table:number-columns-repeated');
    expect(runs.map((r) => [r.start, r.count])).toEqual([
      [0, 2],
      [2, 1],
      [3, 2],
    ]);
    expect(runs[1].element).toBe(cell);
    expect(rowCells(row)).toEqual(runs.map((r) => r.element));
    expect(cell.hasAttributeNS(TABLE, 'number-columns-repeated')).toBe(false);
    expect(findRun(runs, 5)).toBe(-1);
  });
});
