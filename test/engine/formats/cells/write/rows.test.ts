import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../../scripts/fixtures/xlsx-builder';
import { validateXlsx } from '../../../../../src/engine/formats/cells/write/validate';
import { expandSharedFormulas, shiftOwnWorksheet } from '../../../../../src/engine/formats/cells/write/rows';
import type { AxisEdit } from '../../../../../src/engine/formats/cells/write/references';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const removeRow5: AxisEdit = { sheet: 'S', axis: 'row', at: 4, count: -1 };

function sheet(body: string, tail: string, head = ''): string {
  return `<worksheet xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main">${head}<sheetData>${body}</sheetData>${tail}</worksheet>`;
}

describe('row and column edits of a worksheet part', () => {
  it('a column ending at XFD keeps its <col> entry when a column is inserted before it', () => {
    const xml = sheet('', '', '<cols><col min="1" max="1" width="9"/><col min="5" max="16384" hidden="1"/></cols>');
    expect(shiftOwnWorksheet(xml, { sheet: 'S', axis: 'col', at: 2, count: 1 })).toContain(
      '<cols><col min="1" max="1" width="9"/><col min="6" max="16384" hidden="1"/></cols>',
    );
    expect(
      shiftOwnWorksheet(xml.replace('min="5"', 'min="16384"'), { sheet: 'S', axis: 'col', at: 2, count: 1 }),
    ).toContain('<cols><col min="1" max="1" width="9"/></cols>');
  });

  it('a whole-column validation down to row 1048576 keeps its range when a row is inserted', () => {
    const xml = sheet(
      '',
      '<dataValidations count="1"><dataValidation type="whole" sqref="B2:B1048576"><formula1>0</formula1></dataValidation></dataValidations>',
    );
    expect(shiftOwnWorksheet(xml, { sheet: 'S', axis: 'row', at: 4, count: 1 })).toContain(
      '<dataValidation type="whole" sqref="B2:B1048576">',
    );
  });

  it('elements whose whole range was removed go, with their x14 twins; counts follow, empty containers go', () => {
    const xml = sheet(
      '',
      '<mergeCells count="1"><mergeCell ref="A5:B5"/></mergeCells>' +
        '<conditionalFormatting sqref="A5"><cfRule type="expression" priority="1"><formula>A5&gt;0</formula></cfRule></conditionalFormatting>' +
        '<conditionalFormatting sqref="A6"><cfRule type="expression" priority="2"><formula>A6&gt;0</formula></cfRule></conditionalFormatting>' +
        '<dataValidations count="2"><dataValidation type="whole" sqref="C5"><formula1>0</formula1></dataValidation><dataValidation type="whole" sqref="C5:C7"/></dataValidations>' +
        '<hyperlinks><hyperlink ref="D5" r:id="rId1"/></hyperlinks>' +
        '<extLst><ext uri="{78C0D931-6437-407d-A8EE-F0AAD7539E65}"><x14:conditionalFormattings><x14:conditionalFormatting xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"><x14:cfRule type="dataBar" id="{1}"/><xm:sqref>E5</xm:sqref></x14:conditionalFormatting></x14:conditionalFormattings></ext>' +
        '<ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}"><x14:dataValidations count="2"><x14:dataValidation type="list"><x14:formula1><xm:f>L!$A$1:$A$3</xm:f></x14:formula1><xm:sqref>F5</xm:sqref></x14:dataValidation><x14:dataValidation type="list"><x14:formula1><xm:f>L!$A$1:$A$3</xm:f></x14:formula1><xm:sqref>F5 F8</xm:sqref></x14:dataValidation></x14:dataValidations></ext></extLst>',
      '<sheetViews><sheetView workbookViewId="0"><selection activeCell="A5" sqref="A5"/></sheetView></sheetViews>',
    );
    const out = shiftOwnWorksheet(xml, removeRow5);
    expect(out).not.toMatch(/s?ref=""|<xm:sqref><\/xm:sqref>|mergeCells|hyperlinks/);
    expect(out).toContain('<selection/>');
    expect(out).toContain(
      '<conditionalFormatting sqref="A5"><cfRule type="expression" priority="2"><formula>A5&gt;0</formula></cfRule></conditionalFormatting><dataValidations count="1"><dataValidation type="whole" sqref="C5:C6"/></dataValidations>',
    );
    expect(out).toContain(
      '<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}"><x14:dataValidations count="1"><x14:dataValidation type="list"><x14:formula1><xm:f>L!$A$1:$A$3</xm:f></x14:formula1><xm:sqref>F7</xm:sqref></x14:dataValidation></x14:dataValidations></ext></extLst>',
    );
  });

  it('validate refuses an empty sqref, ref or xm:sqref in a worksheet', () => {
    const book = buildXlsx({ sheets: [{ name: 'S', rows: [[1]] }] });
    const withTail = (tail: string) => {
      const files = unzipSync(book);
      files['xl/worksheets/sheet1.xml'] = strToU8(
        strFromU8(files['xl/worksheets/sheet1.xml']).replace('</sheetData>', `</sheetData>${tail}`),
      );
      return zipSync(files);
    };
    expect(() =>
      validateXlsx(
        withTail(
          '<conditionalFormatting sqref=""><cfRule type="expression" priority="1"><formula>1</formula></cfRule></conditionalFormatting>',
        ),
      ),
    ).toThrow(/conditionalFormatting> has an empty sqref/);
    expect(() => validateXlsx(withTail('<hyperlinks><hyperlink ref=" " location="S!A1"/></hyperlinks>'))).toThrow(
      /hyperlink> has an empty ref/,
    );
    expect(() =>
      validateXlsx(
        withTail(
          '<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main"><x14:dataValidations count="1"><x14:dataValidation xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"><xm:sqref></xm:sqref></x14:dataValidation></x14:dataValidations></ext></extLst>',
        ),
      ),
    ).toThrow(/xm:sqref> is empty/);
    expect(() =>
      validateXlsx(withTail('<hyperlinks><hyperlink ref="A1" location="S!A1"/></hyperlinks>')),
    ).not.toThrow();
  });

  it('shared formulas: a group the edit splits gets one formula per cell; a group it leaves right stays shared', () => {
    const cells = [2, 3, 4, 5, 6]
      .map(
        (r) =>
          `<row r="${r}"><c r="B${r}">${r === 2 ? '<f t="shared" ref="B2:B6" si="0">A3*2</f>' : '<f t="shared" si="0"/>'}<v>0</v></c><c r="C${r}">${r === 2 ? '<f t="shared" ref="C2:C6" si="1">A2+$A$1</f>' : '<f t="shared" si="1"/>'}<v>0</v></c></row>`,
      )
      .join('');
    const out = shiftOwnWorksheet(sheet(cells, ''), { sheet: 'S', axis: 'row', at: 3, count: 1 });
    // B reads the row below: across the inserted row 4 that distance changes.
    const formulas = (col: string) =>
      [...out.matchAll(new RegExp(`<c r="${col}(\\d+)"><f([^>]*?)(?:/>|>([^<]*)</f>)`, 'g'))].map(
        (m) => `${col}${m[1]}${m[2]}=${m[3] ?? ''}`,
      );
    expect(formulas('B')).toEqual(['B2=A3*2', 'B3=A5*2', 'B5=A6*2', 'B6=A7*2', 'B7=A8*2']);
    expect(formulas('C')).toEqual([
      'C2 t="shared" ref="C2:C7" si="1"=A2+$A$1',
      'C3 t="shared" si="1"=',
      'C5 t="shared" si="1"=',
      'C6 t="shared" si="1"=',
      'C7 t="shared" si="1"=',
    ]);
  });

  it('shared formulas on another sheet pointing into the edited one are dissolved; unrelated ones are not touched', () => {
    const xml = sheet(
      '<row r="1"><c r="A1"><f t="shared" ref="A1:A3" si="0">\'S\'!A3+B1</f><v>0</v></c><c r="B1"><f t="shared" ref="B1:B3" si="1">T!A1</f></c></row><row r="2"><c r="A2"><f t="shared" si="0"/><v>0</v></c><c r="B2"><f t="shared" si="1"/></c></row><row r="3"><c r="A3"><f t="shared" si="0"/><v>0</v></c><c r="B3"><f t="shared" si="1"/></c></row>',
      '',
    );
    const out = expandSharedFormulas(xml, { sheet: 'S', axis: 'row', at: 3, count: -1 }, 'R');
    expect(out).toContain('<c r="A1"><f>\'S\'!A3+B1</f>');
    expect(out).toContain('<c r="A2"><f>\'S\'!A4+B2</f>');
    expect(out).toContain('<c r="A3"><f>\'S\'!A5+B3</f>');
    expect(out).toContain('<c r="B2"><f t="shared" si="1"/>');
    expect(expandSharedFormulas(xml, { sheet: 'S', axis: 'row', at: 9, count: -1 }, 'R')).toBe(xml);
  });
});
