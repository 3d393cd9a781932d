import { XmlElement } from '../package/xml-tree';
import { attr, child, children } from './tree';

/**
 * The text formatting a PresentationML table style gives each cell (`a:tcTxStyle` of the style's
 * parts), so a cell reads with the bold, italic, colour and font a reader sees. A re-save that
 * writes those out on every run (LibreOffice does) is then no change. The parts apply in the order
 * LibreOffice's import applies them (oox TableCell::pushToXCell): the whole table, then the first and
 * last row and column, the row bands (not on a header or total row), the corner cells and the
 * column bands, each later part overriding what it sets.
 */

const LEVELS = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];
const COLOURS = ['a:srgbClr', 'a:schemeClr', 'a:sysClr', 'a:prstClr', 'a:scrgbClr', 'a:hslClr'];

export interface TableLook {
  firstRow: boolean;
  lastRow: boolean;
  firstCol: boolean;
  lastCol: boolean;
  bandRow: boolean;
  bandCol: boolean;
  rows: number;
  columns: number;
}

export function tableLook(tblPr: XmlElement | undefined, rows: number, columns: number): TableLook {
  const on = (name: string) => ['1', 'true', 'on'].includes(attr(tblPr, name) ?? '');
  return {
    firstRow: on('firstRow'),
    lastRow: on('lastRow'),
    firstCol: on('firstCol'),
    lastCol: on('lastCol'),
    bandRow: on('bandRow'),
    bandCol: on('bandCol'),
    rows,
    columns,
  };
}

/**
 * A list-style container (`a:lstStyle` shape: lvl1pPr…lvl9pPr, each with a `a:defRPr`) holding the
 * style's text formatting for the cell at `row`, `column`, to sit in the cell text's inheritance
 * chain; undefined when the style sets nothing for that cell.
 */
export function cellTextStyle(
  style: XmlElement | undefined,
  look: TableLook,
  row: number,
  column: number,
): XmlElement | undefined {
  if (!style) return undefined;
  const lastRow = row === look.rows - 1;
  const lastColumn = column === look.columns - 1;
  const parts: (string | undefined)[] = ['wholeTbl'];
  if (look.firstRow && row === 0) parts.push('firstRow');
  if (look.lastRow && lastRow) parts.push('lastRow');
  if (look.firstCol && column === 0) parts.push('firstCol');
  if (look.lastCol && lastColumn) parts.push('lastCol');
  if (look.bandRow && !(look.firstRow && row === 0) && !(look.lastRow && lastRow)) {
    const band = look.firstRow ? row - 1 : row;
    parts.push(band % 2 === 1 ? 'band2H' : 'band1H');
  }
  if (row === 0 && column === 0) parts.push('nwCell');
  if (row === 0 && lastColumn) parts.push('neCell');
  if (lastRow && column === 0) parts.push('swCell');
  if (lastRow && lastColumn) parts.push('seCell');
  if (look.bandCol && !(look.firstCol && column === 0) && !(look.lastCol && lastColumn)) {
    const band = look.firstCol ? column - 1 : column;
    parts.push(band % 2 === 1 ? 'band2V' : 'band1V');
  }

  const attrs: Record<string, string> = {};
  let colour: XmlElement | undefined;
  let typeface: string | undefined;
  for (const name of parts) {
    const text = child(child(style, `a:${name}`), 'a:tcTxStyle');
    if (!text) continue;
    for (const flag of ['b', 'i'] as const) {
      const value = attr(text, flag);
      if (value === 'on') attrs[flag] = '1';
      else if (value === 'off') attrs[flag] = '0';
    }
    const fontRef = child(text, 'a:fontRef');
    const font = child(child(text, 'a:font'), 'a:latin');
    if (fontRef) {
      const idx = attr(fontRef, 'idx');
      typeface = idx === 'major' ? '+mj-lt' : idx === 'minor' ? '+mn-lt' : typeface;
    } else if (font) {
      typeface = attr(font, 'typeface') ?? typeface;
    }
    colour =
      text.children.find((c) => COLOURS.includes(c.name)) ??
      fontRef?.children.find((c) => COLOURS.includes(c.name)) ??
      colour;
  }
  if (!colour && !typeface && Object.keys(attrs).length === 0) return undefined;

  const container = new XmlElement('a:lstStyle', {});
  for (const level of LEVELS) {
    const pPr = new XmlElement(`a:${level}`, {});
    const defRPr = new XmlElement('a:defRPr', attrs);
    if (colour) {
      const fill = new XmlElement('a:solidFill', {});
      fill.children.push(colour);
      defRPr.children.push(fill);
    }
    if (typeface) defRPr.children.push(new XmlElement('a:latin', { typeface }));
    pPr.children.push(defRPr);
    container.children.push(pPr);
  }
  return container;
}

/** The grid columns of a table (`a:gridCol`), which cells with `gridSpan` cover several of. */
export function gridColumns(table: XmlElement): number {
  return children(child(table, 'a:tblGrid'), 'a:gridCol').length;
}
