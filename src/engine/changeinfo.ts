import type { DocumentModel } from './model/document';
import type { ChangeSide, EngineChange, StyleChange } from './diff/types';
import { formatByKey } from './formats/registry';
import { PageLayoutEstimate, type PageBox } from './layout/estimate';

/** The API's ChangeInfo record as the engine produces it (PascalCase, as the spec names it). */
export interface ChangeInfoRecord {
  Id: number;
  ComparisonAction: 'None' | 'Accept' | 'Reject';
  Type: string;
  Text: string;
  TargetText: string;
  Authors: string[];
  StyleChangeInfo: { ChangedProperty: string; OldValue: string; NewValue: string }[];
  PageInfo: { Width: number; Height: number; PageNumber: number };
  Box: { Height: number; Width: number; X: number; Y: number };
}

/**
 * Whose layout a change's page number is: the document's own pages (a PDF's page, a slide, a
 * sheet), LibreOffice's layout of a flowing document (the pages it draws), or the built-in
 * estimate of one (no renderer draws exactly those pages: outputs mark it as an estimate).
 */
export type PageSource = 'document' | 'libreoffice' | 'estimate';

const PROPERTY_NAMES: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'StrikeThrough',
  font: 'FontName',
  size: 'FontSize',
  color: 'FontColor',
  highlight: 'HighlightColor',
  vertAlign: 'VerticalAlignment',
  style: 'Style',
  alignment: 'Alignment',
  list: 'List',
  link: 'Hyperlink',
};

/** A paragraph property's API name: its words in PascalCase (`indent left` → `IndentLeft`). */
function propertyName(property: string): string {
  return PROPERTY_NAMES[property] ?? property.replace(/(?:^|\s+)(\w)/g, (_, c: string) => c.toUpperCase());
}

export function styleChangeInfo(change: StyleChange) {
  return { ChangedProperty: propertyName(change.property), OldValue: change.oldValue, NewValue: change.newValue };
}

/**
 * Turns engine changes into ChangeInfo records, numbering them from `firstId` and placing each
 * on a page: the target's page for what the target shows, the source's page for deletions.
 */
export function toChangeInfos(
  changes: readonly EngineChange[],
  source: DocumentModel,
  target: DocumentModel,
  firstId = 0,
  extraAuthors: string[] = [],
  precise = false,
): ChangeInfoRecord[] {
  const sourceLayout = new PageLayoutEstimate(source, precise);
  const targetLayout = new PageLayoutEstimate(target, precise);
  const drawnCells = precise && drawsCells(target);
  return changes.map((change, index) => {
    const own = change.box && {
      pageNumber: change.box.page,
      pageWidth: change.box.pageWidth,
      pageHeight: change.box.pageHeight,
      x: change.box.x,
      y: change.box.y,
      width: change.box.width,
      height: change.box.height,
    };
    const deleted = change.kind === 'Deleted';
    const box =
      (drawnCells &&
        (deleted
          ? cellsBox(sourceLayout, source, change.source, change.box)
          : cellsBox(targetLayout, target, change.target, change.box))) ||
      own ||
      (deleted ? sourceLayout.locate(change.source) : targetLayout.locate(change.target));
    const authors = [...(change.authors ?? []), ...extraAuthors.filter((a) => !change.authors?.includes(a))];
    return {
      Id: firstId + index,
      ComparisonAction: 'None',
      Type: change.kind,
      Text: withCellReference(change.place, change.text),
      TargetText: withCellReference(change.place, change.targetText),
      Authors: authors,
      StyleChangeInfo: (change.styleChanges ?? []).map(styleChangeInfo),
      // The spec types PageInfo as integers (points); Box keeps fractions.
      PageInfo: { Width: Math.round(box.pageWidth), Height: Math.round(box.pageHeight), PageNumber: box.pageNumber },
      Box: { Height: round(box.height), Width: round(box.width), X: round(box.x), Y: round(box.y) },
    };
  });
}

/** Where a change is on one version's pages: 1-based page, page size and box in points from the top-left. */
export interface SideBox {
  page: number;
  pageWidth: number;
  pageHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Each change's place on both versions' pages, for views that frame it on both sides: the
 * source's box for what the source holds (deleted, old or moved-from text), the target's for
 * what the target holds. A box the format knows (PDF words, slide shapes) stands for its side;
 * the other side is laid out (with `precise`, by the built-in renderer's flow).
 */
export function changeSides(
  changes: readonly EngineChange[],
  source: DocumentModel,
  target: DocumentModel,
  precise = false,
): { source?: SideBox; target?: SideBox }[] {
  const layouts = { source: new PageLayoutEstimate(source, precise), target: new PageLayoutEstimate(target, precise) };
  const drawnCells = precise && drawsCells(target);
  const known = (change: EngineChange): SideBox | undefined =>
    change.box && !(drawnCells && change[change.kind === 'Deleted' ? 'source' : 'target'])
      ? { ...change.box }
      : undefined;
  const laidOut = (which: 'source' | 'target', change: EngineChange): SideBox | undefined => {
    const side = change[which];
    if (!side) return undefined;
    const box =
      (drawnCells && cellsBox(layouts[which], which === 'source' ? source : target, side, change.box)) ||
      layouts[which].locate(side);
    return {
      page: box.pageNumber,
      pageWidth: box.pageWidth,
      pageHeight: box.pageHeight,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
    };
  };
  return changes.map((change) => {
    const sides: { source?: SideBox; target?: SideBox } = {};
    if (change.kind !== 'Inserted')
      sides.source = (change.kind === 'Deleted' && known(change)) || laidOut('source', change);
    if (change.kind !== 'Deleted') sides.target = known(change) || laidOut('target', change);
    if (!sides.source) delete sides.source;
    if (!sides.target) delete sides.target;
    return sides;
  });
}

/**
 * A spreadsheet change's own box is its cells' place in a grid of equal cells, which no renderer
 * draws: the built-in previews lay a sheet out with its headings, title and column widths. When
 * boxes are to be drawn on those previews (`precise`), a cell's box is taken from that layout.
 */
function drawsCells(document: DocumentModel): boolean {
  return formatByKey(document.format)?.family === 'cells';
}

/**
 * A spreadsheet change's box in the built-in layout: a cell's own, or for a whole inserted or
 * deleted column (the table as its block, its grid box one band of columns) the cells of those
 * columns on the page of their first row.
 */
function cellsBox(
  layout: PageLayoutEstimate,
  model: DocumentModel,
  side: ChangeSide | undefined,
  grid: EngineChange['box'],
): PageBox | undefined {
  if (!side) return undefined;
  const whole = layout.locate(side);
  const table =
    side.blockPath.length === 1
      ? model.stories.find((s) => s.key === side.story)?.blocks[side.blockPath[0]]
      : undefined;
  if (!grid || table?.type !== 'table' || grid.height < grid.pageHeight) return whole;
  const columns = table.rows.reduce((most, row) => Math.max(most, row.cells.length), 1);
  const columnWidth = grid.pageWidth / columns;
  const first = Math.round(grid.x / columnWidth);
  const last = Math.round((grid.x + grid.width) / columnWidth) - 1;
  let box: PageBox | undefined;
  for (const [r, row] of table.rows.entries()) {
    for (const c of [first, last]) {
      if (c < 0 || c >= row.cells.length) continue;
      const cell = layout.locate({
        ...side,
        blockPath: [side.blockPath[0], r, c, 0],
        start: undefined,
        end: undefined,
      });
      if (box && cell.pageNumber !== box.pageNumber) return box;
      if (!box) box = cell;
      else {
        const right = Math.max(box.x + box.width, cell.x + cell.width);
        const bottom = Math.max(box.y + box.height, cell.y + cell.height);
        box = { ...box, x: Math.min(box.x, cell.x), y: Math.min(box.y, cell.y) };
        box = { ...box, width: right - box.x, height: bottom - box.y };
      }
    }
  }
  return box ?? whole;
}

/** A spreadsheet cell change reads `Sheet1!B7: 41`, so the API's Text says where it is. */
const CELL_PLACE = /^(.+![A-Z]{1,3}[0-9]+)(?: formula)?$/;

function withCellReference(place: string, text: string): string {
  const cell = CELL_PLACE.exec(place);
  return cell && text ? `${cell[1]}: ${text}` : text;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
