import { buildOdt } from '../../../../../helpers/odf';

/** Generated ODT documents around one table, for the column tests and the LibreOffice check. */

export const INTRO = 'The price list below replaces every earlier list.';

export const WITH_COLOUR = [
  ['Item', 'Colour', 'Price'],
  ['Desk', 'Oak', '200'],
  ['Chair', 'Black', '80'],
  ['tbd', 'Grey', 'tbd'],
];
export const WITHOUT_COLOUR = WITH_COLOUR.map((row) => [row[0], row[2]]);

/** Column widths by style: the source's colour column is the only 2.5cm one. */
export const AUTOMATIC_STYLES =
  '<style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="4cm"/></style:style>' +
  '<style:style style:name="co2" style:family="table-column"><style:table-column-properties style:column-width="2.5cm"/></style:style>' +
  '<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:background-color="#ffeeaa"/></style:style>';

const MANIFEST =
  '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
  '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
  '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A table row; equal neighbouring cells are written as one repeated cell, the way LibreOffice
 * writes them, so grid positions inside a repeat get exercised. `cellStyle` styles one column.
 */
function row(cells: string[], cellStyle?: number): string {
  let xml = '';
  for (let k = 0; k < cells.length;) {
    let count = 1;
    while (k + count < cells.length && cells[k + count] === cells[k] && cellStyle === undefined) count++;
    const repeat = count > 1 ? ` table:number-columns-repeated="${count}"` : '';
    const style = cellStyle === k ? ' table:style-name="ce1"' : '';
    xml += `<table:table-cell office:value-type="string"${repeat}${style}><text:p>${escape(cells[k])}</text:p></table:table-cell>`;
    k += count;
  }
  return `<table:table-row>${xml}</table:table-row>`;
}

export interface TableOptions {
  /** Column definitions; by default one per column, the second styled co2 when there are three. */
  columns?: string;
  /** Column whose cells carry the automatic cell style ce1 (then no cells are repeated). */
  cellStyle?: number;
  /** Rows written before the header row, verbatim. */
  before?: string;
}

export function tableXml(rows: string[][], options: TableOptions = {}): string {
  const width = rows[0].length;
  const columns =
    options.columns ??
    (width === 3
      ? '<table:table-column table:style-name="co1"/><table:table-column table:style-name="co2"/><table:table-column table:style-name="co1"/>'
      : `<table:table-column table:style-name="co1" table:number-columns-repeated="${width}"/>`);
  const [header, ...body] = rows;
  return (
    `<table:table table:name="Prices">${columns}${options.before ?? ''}` +
    `<table:table-header-rows>${row(header, options.cellStyle)}</table:table-header-rows>` +
    body.map((cells) => row(cells, options.cellStyle)).join('') +
    '</table:table>'
  );
}

export function tableDocument(rows: string[][], options: TableOptions = {}): Uint8Array {
  return buildOdt({
    body: `<text:p>${INTRO}</text:p>${tableXml(rows, options)}<text:p>End of list.</text:p>`,
    automaticStyles: AUTOMATIC_STYLES,
    manifestXml: MANIFEST,
  });
}
