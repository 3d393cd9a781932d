import type { Document, Element } from '@xmldom/xmldom';
import { ZipArchive } from '../../../archive/zip';
import type { EngineChange } from '../../../diff/types';
import { CorruptDocumentError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import {
  attr,
  childrenNamed,
  createElement,
  elementChildren,
  firstChildNamed,
  parseXml,
  qname,
  serializeXml,
  setAttr,
} from '../../package/xml-dom';
import { odfTextNodes } from '../../package/odf-dom';
import { packageWithParts } from '../../package/editable-package';
import type { ItemStyle, ResultInput, ResultOutput } from '../../writer';
import { isCellsWorkbook, type CellData, type CellsWorkbook, type SheetData } from '../model';
import { columnName, parseCellRef, parseRange } from '../refs';
import { insertColumn, removeColumn, type ColumnInsert } from './ods-columns';
import { collapseRows, type RowsToKeep } from './ods-collapse';
import {
  CHART_RANGE_ATTRIBUTES,
  dropMarks,
  KEPT_FORMULA_MARK,
  mapOdsFormula,
  NEW_ROW_MARK,
  shiftContentReferences,
  type SheetShifts,
} from './ods-references';
import {
  axisMapping,
  clampIndex,
  mapSheetArea,
  placeBeforeNextKept,
  shiftIndex,
  type AxisEdit,
  type IndexMap,
} from './references';
import { cellHasContent, cellInRow, renameCell, SheetGrid, VALUE_ATTRIBUTES } from './ods-grid';
import {
  COLUMNS_REPEATED,
  columnDefinitions,
  findRun,
  removeAttr,
  repeatCount,
  repeatRuns,
  rowCells,
  ROWS_REPEATED,
  setRepeatCount,
  tableRows,
} from '../../shared/odf-repeat';
import { decodeAttribute } from './xml-text';
import {
  lookOf,
  type MarkKind,
  planMarks,
  sheetNameOf,
  targetPlace,
  SUMMARY_SHEET,
  summaryCellText,
  summaryRows,
} from './marks';
import { NAMESPACES } from '../../package/namespaces';
import { repairOdfPackage } from '../../package/odf-package';

/**
 * The result workbook for ODS, edited in place from the target's content.xml (every other part
 * is copied as it was).
 *
 * Styled mode: changed, inserted and deleted cells get an automatic cell style built on their
 * own (a copy of their automatic style, or one whose parent is their common style) with the
 * ItemsStyle background and font, and an annotation saying what was there before; an inserted
 * row or column is marked cell by cell; a deleted row or column is put back where it was, marked
 * and annotated (a column with the source's column definition, ./ods-columns); a deleted sheet
 * is put back at its source position with its automatic styles and a tab in the deleted colour;
 * an inserted sheet gets a coloured tab. The summary sheet `docdelta changes` lists every change
 * when GenerateSummaryPage is set, and is added anyway for what the sheets cannot show in place
 * (deleted columns and sheets, renamed and moved sheets). Tracked mode gives the styled result
 * with a warning: Calc's change tracking does not carry cell-level marks both ways.
 *
 * Clean mode: rejected cell changes get the source cell's value, formula and paragraphs back,
 * rejected inserted rows, columns and sheets are removed and rejected deleted ones come back as
 * the source had them (named ranges into a removed sheet go with it); a rejected moved row or
 * column leaves its target place and comes back, as the source had it, before the first row
 * (column) after it in the source that stayed in place. Rejected comment, merge
 * and sheet rename changes are reported as warnings and kept.
 *
 * Rows and columns put back or removed take the references to them along (./ods-references): formulas on
 * every sheet, named ranges and expressions, validations and conditional formats; the rows
 * the writer inserts and the formulas it brings from the source are carried into the new
 * numbering separately (`carryKeptFormulas`) and left alone. The ranges of charts (embedded
 * objects) move too.
 *
 * Big sheets: the DOM holds content.xml with the rows no change touches collapsed into
 * placeholders (./ods-collapse), which come back byte for byte after serialising; when the
 * writer reaches into a collapsed row after all, it writes again from the whole text.
 */

const DEFAULT_COLORS: Record<MarkKind, string> = { inserted: '0000FF', deleted: 'FF0000', changed: '008000' };
const TABLEOOO = 'http://openoffice.org/2009/table';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const TEXT_CHILDREN = new Set(['text:p', 'text:h', 'text:list']);

/** A whole-row edit, done after the cell edits, on row elements resolved before any of them. */
interface RowOp {
  grid: SheetGrid;
  at: number;
  remove?: boolean;
  /** Rows to insert before row `at`, in order. */
  rows?: Element[];
  /** A rejected move: the row `at` goes back before target row `moveTo` (made after the other edits). */
  moveTo?: number;
}

/** A whole-column edit, done after the cell edits and before the row edits, right to left. */
interface ColumnOp {
  grid: SheetGrid;
  /** 0-based target column: where a column is inserted before, or the column removed. */
  at: number;
  remove?: boolean;
  insert?: ColumnInsert;
  /** Source column, so columns put back before one target column keep the source's order. */
  order?: number;
  /** Cells of the column to annotate once it is in (the note of a column put back). */
  note?: { cell: Element; text: string };
  /** A rejected move: the column `at` goes back before target column `moveTo` (made after the other edits). */
  moveTo?: number;
}

/** A formula brought from the source (a cell's, or in a row put back), on the source sheet `ownSheet`. */
interface KeptFormula {
  cell: Element;
  ownSheet: string;
}

interface Sheet {
  data: SheetData;
  grid: SheetGrid;
}

/** A parsed content.xml with its tables by name. */
class OdsContent {
  readonly doc: Document;
  readonly spreadsheet: Element;
  readonly grids = new Map<string, SheetGrid>();

  constructor(text: string) {
    this.doc = parseXml(text, 'content.xml');
    const body = firstChildNamed(this.doc.documentElement!, 'office:body');
    const spreadsheet = body && firstChildNamed(body, 'office:spreadsheet');
    if (!spreadsheet) throw new CorruptDocumentError('content.xml has no office:spreadsheet');
    this.spreadsheet = spreadsheet;
    childrenNamed(spreadsheet, 'table:table').forEach((table, k) => {
      const grid = new SheetGrid(table);
      const name = grid.name || `Sheet${k + 1}`;
      if (!this.grids.has(name)) this.grids.set(name, grid);
    });
  }

  automaticStyles(): Map<string, Element> {
    const out = new Map<string, Element>();
    const container = firstChildNamed(this.doc.documentElement!, 'office:automatic-styles');
    for (const style of container ? elementChildren(container) : [])
      out.set(`${attr(style, 'style:family') ?? ''}|${attr(style, 'style:name') ?? ''}`, style);
    return out;
  }
}

/** Automatic styles the writer adds to content.xml, named so they collide with nothing. */
class AddedStyles {
  private readonly container: Element;
  private readonly automatic: Map<string, Element>;
  private readonly names = new Set<string>();
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(
    private readonly content: OdsContent,
    private readonly commonNames: Set<string>,
  ) {
    const root = content.doc.documentElement!;
    let container = firstChildNamed(root, 'office:automatic-styles');
    if (!container) {
      container = createElement(content.doc, 'office:automatic-styles');
      root.insertBefore(
        container,
        firstChildNamed(root, 'office:master-styles') ?? firstChildNamed(root, 'office:body') ?? null,
      );
    }
    this.container = container;
    this.automatic = content.automaticStyles();
    for (const key of this.automatic.keys()) this.names.add(key.slice(key.indexOf('|') + 1));
    for (const name of commonNames) this.names.add(name);
  }

  private freeName(prefix: string): string {
    let name: string;
    do name = `${prefix}${++this.counter}`;
    while (this.names.has(name));
    this.names.add(name);
    return name;
  }

  /** A new automatic style of `family` that looks like `base` (automatic or common). */
  private derived(family: string, base: string | undefined, prefix: string): Element {
    const name = this.freeName(prefix);
    const automatic = base !== undefined ? this.automatic.get(`${family}|${base}`) : undefined;
    let style: Element;
    if (automatic) {
      style = automatic.cloneNode(true) as Element;
      setAttr(style, 'style:name', name);
    } else {
      style = createElement(this.content.doc, 'style:style', { 'style:name': name, 'style:family': family });
      const parent =
        base !== undefined && this.commonNames.has(base)
          ? base
          : family === 'table-cell' && this.commonNames.has('Default')
            ? 'Default'
            : undefined;
      if (parent) setAttr(style, 'style:parent-style-name', parent);
    }
    this.container.appendChild(style);
    this.automatic.set(`${family}|${name}`, style);
    return style;
  }

  /** The name of a cell style that is `base` marked as `kind`. */
  marked(base: string | undefined, kind: MarkKind, look: ItemStyle): string {
    const key = `${base ?? ''}|${kind}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const style = this.derived('table-cell', base, 'ddce');
    const fontColor = look.fontColor;
    const fill = look.highlightColor ?? tint(fontColor ?? DEFAULT_COLORS[kind]);
    setAttr(properties(style, 'style:table-cell-properties'), 'fo:background-color', `#${fill.toLowerCase()}`);
    const text: Record<string, string> = {};
    if (fontColor) text['fo:color'] = `#${fontColor.toLowerCase()}`;
    if (look.bold)
      Object.assign(text, {
        'fo:font-weight': 'bold',
        'style:font-weight-asian': 'bold',
        'style:font-weight-complex': 'bold',
      });
    if (look.italic)
      Object.assign(text, {
        'fo:font-style': 'italic',
        'style:font-style-asian': 'italic',
        'style:font-style-complex': 'italic',
      });
    if (look.strikeThrough)
      Object.assign(text, { 'style:text-line-through-style': 'solid', 'style:text-line-through-type': 'single' });
    if (look.underline)
      Object.assign(text, {
        'style:text-underline-style': 'solid',
        'style:text-underline-width': 'auto',
        'style:text-underline-color': 'font-color',
      });
    if (Object.keys(text).length) {
      const props = properties(style, 'style:text-properties');
      for (const [name, value] of Object.entries(text)) setAttr(props, name, value);
    }
    const name = attr(style, 'style:name')!;
    this.cache.set(key, name);
    return name;
  }

  /** The name of a table style that is `base` with a coloured tab. */
  tabColored(base: string | undefined, color: string): string {
    const style = this.derived('table', base, 'ddta');
    const props = properties(style, 'style:table-properties');
    const root = this.content.doc.documentElement!;
    let prefix = root.lookupPrefix(TABLEOOO);
    if (!prefix) {
      prefix = 'tableooo';
      root.setAttributeNS(XMLNS, 'xmlns:tableooo', TABLEOOO);
    }
    props.setAttributeNS(TABLEOOO, `${prefix}:tab-color`, `#${color.toLowerCase()}`);
    if (attr(props, 'table:display') === undefined) setAttr(props, 'table:display', 'true');
    return attr(style, 'style:name')!;
  }

  /**
   * Gives the style names used in `element` (a copy from the source) the target's names for
   * the same automatic styles: the same name when the target's style is equal, else a copy of
   * the source's style under a free name. Common styles keep their names.
   */
  carryReferences(element: Element, source: OdsContent): void {
    const sourceStyles = (this.sourceStyles ??= source.automaticStyles());
    const visit = (node: Element) => {
      for (const attribute of Array.from(node.attributes)) {
        const name = qname(attribute as unknown as Element);
        if (!name.endsWith('style-name') || name === 'style:parent-style-name' || name === 'style:next-style-name')
          continue;
        const key = styleKey(qname(node), name, attribute.value, sourceStyles);
        const carried = key ? this.carried(key, source) : undefined;
        if (carried !== undefined && carried !== attribute.value) attribute.value = carried;
      }
      for (const child of elementChildren(node)) visit(child);
    };
    visit(element);
  }

  private sourceStyles?: Map<string, Element>;
  private readonly carriedNames = new Map<string, string>();

  private carried(key: string, source: OdsContent): string {
    const known = this.carriedNames.get(key);
    if (known !== undefined) return known;
    const theirs = this.sourceStyles!.get(key)!;
    const name = key.slice(key.indexOf('|') + 1);
    const mine = this.automatic.get(key);
    if (mine && serializeXml(mine) === serializeXml(theirs)) {
      this.carriedNames.set(key, name);
      return name;
    }
    const taken = this.names.has(name);
    const newName = taken ? this.freeName(`${name}_`) : name;
    this.names.add(newName);
    this.carriedNames.set(key, newName);
    const copy = this.content.doc.importNode(theirs, true) as Element;
    setAttr(copy, 'style:name', newName);
    this.container.appendChild(copy);
    this.automatic.set(`${key.slice(0, key.indexOf('|'))}|${newName}`, copy);
    // Its own references (a number format, a list style) come along.
    this.carryReferences(copy, source);
    setAttr(copy, 'style:name', newName);
    return newName;
  }

  /** Whether a style name of the source means the same in the target (same common name or equal automatic style). */
  sameInTarget(family: string, name: string, source: Map<string, Element>): boolean {
    if (this.commonNames.has(name) && !source.has(`${family}|${name}`)) return true;
    const mine = this.automatic.get(`${family}|${name}`);
    const theirs = source.get(`${family}|${name}`);
    return !!mine && !!theirs && serializeXml(mine) === serializeXml(theirs);
  }
}

/** Family of the style an attribute names, by element and attribute; `|name` keys number and list styles. */
function styleKey(element: string, attribute: string, value: string, styles: Map<string, Element>): string | undefined {
  let family: string | undefined;
  if (attribute === 'table:default-cell-style-name') family = 'table-cell';
  else if (attribute === 'table:style-name')
    family = {
      'table:table': 'table',
      'table:table-column': 'table-column',
      'table:table-row': 'table-row',
      'table:table-cell': 'table-cell',
      'table:covered-table-cell': 'table-cell',
    }[element];
  else if (attribute === 'style:data-style-name' || attribute === 'style:list-style-name') family = '';
  else if (attribute === 'text:style-name')
    family = element === 'text:p' || element === 'text:h' ? 'paragraph' : element === 'text:list' ? '' : 'text';
  else if (attribute === 'draw:style-name') family = 'graphic';
  else if (attribute === 'draw:text-style-name') family = 'paragraph';
  if (family !== undefined) return styles.has(`${family}|${value}`) ? `${family}|${value}` : undefined;
  const keys = [...styles.keys()].filter((key) => key.endsWith(`|${value}`));
  return keys.length === 1 ? keys[0] : undefined;
}

const PROPERTY_ORDER = [
  'style:table-column-properties',
  'style:table-row-properties',
  'style:table-properties',
  'style:table-cell-properties',
  'style:paragraph-properties',
  'style:text-properties',
];

/** The style's properties element of that name, created at its place in the schema's order. */
function properties(style: Element, name: string): Element {
  const existing = firstChildNamed(style, name);
  if (existing) return existing;
  const rank = PROPERTY_ORDER.indexOf(name);
  const before = elementChildren(style).find((child) => {
    const k = PROPERTY_ORDER.indexOf(qname(child));
    return k < 0 || k > rank;
  });
  const element = createElement(style.ownerDocument!, name);
  style.insertBefore(element, before ?? null);
  return element;
}

/** A colour mixed 75% toward white, for a fill that keeps the text readable. */
function tint(hex: string): string {
  const mix = (k: number) =>
    Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.25 + 255 * 0.75)
      .toString(16)
      .padStart(2, '0');
  return `${mix(0)}${mix(2)}${mix(4)}`.toUpperCase();
}

function paragraphs(doc: Document, text: string): Element[] {
  return text.split('\n').map((line) => createElement(doc, 'text:p', {}, odfTextNodes(doc, line)));
}

/** Adds lines to the cell's annotation (ODF allows one per cell), creating it when missing. */
function annotate(cell: Element, lines: string[]): void {
  const doc = cell.ownerDocument!;
  let annotation = firstChildNamed(cell, 'office:annotation');
  if (!annotation) {
    annotation = createElement(doc, 'office:annotation', {}, [createElement(doc, 'dc:creator', {}, ['docdelta'])]);
    const after = elementChildren(cell).find((child) => qname(child) !== 'table:cell-range-source');
    cell.insertBefore(annotation, after ?? null);
  }
  for (const p of paragraphs(doc, lines.join('\n'))) annotation.appendChild(p);
}

/** The style a cell shows: its own, else its row's or column's default cell style. */
function cellStyleName(grid: SheetGrid, row: number, col: number, cell: Element): string | undefined {
  return attr(cell, 'table:style-name') ?? grid.defaultCellStyle(grid.row(row), col);
}

/** A string cell showing `text` (a deleted value put back as it was displayed). */
function textCell(doc: Document, text: string, style: string | undefined): Element {
  const attrs: Record<string, string> = text === '' ? {} : { 'office:value-type': 'string' };
  if (style) attrs['table:style-name'] = style;
  return createElement(doc, 'table:table-cell', attrs, text === '' ? [] : paragraphs(doc, text));
}

/** A row of cells at their columns (columns between them left empty). */
function rowOf(doc: Document, cells: { col: number; element: Element }[]): Element {
  const row = createElement(doc, 'table:table-row');
  let next = 0;
  for (const { col, element } of [...cells].sort((x, y) => x.col - y.col)) {
    if (col < next) continue;
    if (col > next)
      row.appendChild(
        createElement(
          doc,
          'table:table-cell',
          col - next > 1 ? { 'table:number-columns-repeated': String(col - next) } : {},
        ),
      );
    row.appendChild(element);
    next = col + repeatCount(element, COLUMNS_REPEATED);
  }
  if (!elementChildren(row).length) row.appendChild(createElement(doc, 'table:table-cell'));
  return row;
}

export function writeOdsResult(input: ResultInput): ResultOutput {
  try {
    const output = writeOds(input, true);
    if (output) return repairOdfPackage(output);
  } catch (error) {
    if (!(error instanceof NeedsWholeContent)) throw error;
  }
  return repairOdfPackage(writeOds(input, false)!);
}

/** The writer reached a row that was collapsed away (see ods-collapse): write again from the whole text. */
class NeedsWholeContent extends Error {}

/** The element, unless it is (or sits in) a collapsed placeholder row. */
function real<T extends Element | undefined>(element: T): T {
  for (let node: Element | null | undefined = element; node; node = node.parentNode as Element | null) {
    if (node.nodeType === 1 && node.hasAttribute('ddph')) throw new NeedsWholeContent();
    if (qname(node) === 'table:table') break;
  }
  return element;
}

/** The rows of each sheet the changes may make the writer touch or read, per side. */
function rowsToKeep(
  input: ResultInput,
  targetBook: CellsWorkbook,
  sourceBook: CellsWorkbook,
): { target: RowsToKeep; source: RowsToKeep } {
  const target: RowsToKeep = new Map();
  const source: RowsToKeep = new Map();
  const add = (into: RowsToKeep, story: string | undefined, rows: number[] | 'all') => {
    if (!story?.startsWith('sheet:')) return;
    const name = story.slice(6);
    const existing = into.get(name);
    if (existing === 'all') return;
    if (rows === 'all') return void into.set(name, 'all');
    const set = existing ?? new Set<number>();
    for (const row of rows) if (Number.isInteger(row) && row >= 0) set.add(row);
    into.set(name, set);
  };
  const rowsOf = (path: string | undefined, change: EngineChange): number[] | 'all' => {
    if (change.unit === 'story') return change.kind === 'Deleted' || change.kind === 'Inserted' ? 'all' : [];
    if (!path) return [];
    const cell = parseCellRef(path.replace(/^comment:/, ''));
    if (cell) return [cell.row];
    if (path.startsWith('row:')) return [Number(path.slice(4))];
    if (path.startsWith('merge:')) {
      const range = parseRange(path.slice(6));
      return range ? [range.top, range.bottom] : [];
    }
    // A column edit touches every row of the sheet; a sheet put back or taken out is copied or dropped whole.
    if (path.startsWith('column:')) return 'all';
    return [];
  };
  for (const change of input.changes) {
    for (const side of [change.target, change.anchor]) add(target, side?.story, rowsOf(side?.locator?.path, change));
    const from = change.source;
    add(source, from?.story, rowsOf(from?.locator?.path, change));
    const sourceRow = sourceBook.sheets.find((sheet) => `sheet:${sheet.name}` === from?.story)?.rows[
      from?.blockPath[1] ?? -1
    ]?.row;
    if (change.unit === 'row' && sourceRow !== undefined) add(source, from?.story, [sourceRow]);
  }
  return { target, source };
}

function writeOds(input: ResultInput, collapse: boolean): ResultOutput | undefined {
  const warnings: ReaderWarning[] = [];
  const sourceBook = input.source.document.familyData;
  const targetBook = input.target.document.familyData;
  if (!isCellsWorkbook(sourceBook) || !isCellsWorkbook(targetBook))
    throw new Error('the cells writer needs two workbooks read by the cells reader');
  const zip = ZipArchive.of(input.target.bytes, input.target.archive);
  const contentText = zip.text('content.xml');
  if (contentText === undefined) throw new CorruptDocumentError('the OpenDocument package has no content.xml');
  const keep = collapse ? rowsToKeep(input, targetBook, sourceBook) : undefined;
  const collapsed = keep ? collapseRows(contentText, keep.target) : undefined;
  const content = new OdsContent(collapsed?.text ?? contentText);
  const commonNames = new Set(
    [...(zip.text('styles.xml') ?? '').matchAll(/\bstyle:name="([^"]*)"/g)].map((m) => decodeAttribute(m[1])),
  );
  const styles = new AddedStyles(content, commonNames);
  let sourceContent: OdsContent | undefined;
  const source = () => {
    if (!sourceContent) {
      const text = ZipArchive.of(input.source.bytes, input.source.archive).text('content.xml');
      if (text === undefined) throw new CorruptDocumentError('the source package has no content.xml');
      sourceContent = new OdsContent((keep && collapseRows(text, keep.source)?.text) ?? text);
    }
    return sourceContent;
  };
  const sheets = (book: typeof targetBook, grids: () => Map<string, SheetGrid>) => {
    const out = new Map<string, Sheet>();
    for (const data of book.sheets) {
      const grid = grids().get(data.name);
      if (grid) out.set(`sheet:${data.name}`, { data, grid });
    }
    return out;
  };
  const targetSheets = sheets(targetBook, () => content.grids);
  const sourceSheets = new Map<string, SheetData>(sourceBook.sheets.map((s) => [`sheet:${s.name}`, s]));
  const context: WriteContext = {
    input,
    content,
    styles,
    targetSheets,
    sourceSheets,
    source,
    warnings,
    rowOps: [],
    shifts: new Map(),
    keptFormulas: [],
    restoredRows: new Map(),
    colOps: [],
    restoredColumns: new Map(),
    sheetOps: { restore: new Map(), remove: new Set() },
  };
  if (input.options.mode === 'clean') applyRejected(context);
  else {
    if (input.options.mode === 'tracked') {
      warnings.push({
        code: 'cells-no-tracked-changes',
        message:
          'ODS change tracking does not carry cell marks both ways between Calc and Excel; the result shows the changes as styled marks instead',
      });
    }
    markChanges(context);
  }
  applyColumnOps(context);
  applyRowOps(context);
  applySheetOps(context);
  carryKeptFormulas(context, targetBook);
  const serialized = serializeXml(content.doc);
  const restored = collapsed ? collapsed.restore(serialized) : serialized;
  if (restored === undefined) return undefined;
  const parts = new Map<string, string>();
  const text = context.shifts.size
    ? moveReferences(restored, context, zip, parts)
    : context.keptFormulas.length
      ? dropMarks(restored)
      : restored;
  parts.set('content.xml', text);
  const bytes = packageWithParts(input.target.bytes, parts, zip);
  return { bytes, warnings };
}

interface WriteContext {
  input: ResultInput;
  content: OdsContent;
  styles: AddedStyles;
  targetSheets: Map<string, Sheet>;
  sourceSheets: Map<string, SheetData>;
  source: () => OdsContent;
  warnings: ReaderWarning[];
  rowOps: RowOp[];
  /** Row edits made, per sheet, for moving the references that point below them. */
  shifts: SheetShifts;
  /** Formulas were brought from the source (marked with KEPT_FORMULA_MARK or in rows marked NEW_ROW_MARK), in its row numbering. */
  keptFormulas: KeptFormula[];
  /** Source rows put back, by sheet name: the row element for each source row. */
  restoredRows: Map<string, Map<number, Element>>;
  colOps: ColumnOp[];
  /** Source columns put back, by sheet name: source column → result column. */
  restoredColumns: Map<string, Map<number, number>>;
  /** Sheets to put back from the source (name → tab colour) or to take out, done after the row edits. */
  sheetOps: { restore: Map<string, string | undefined>; remove: Set<string> };
}

/**
 * References into sheets whose rows came or went follow their cells, in content.xml and in the
 * charts of embedded objects (their parts, when changed, are added to `parts`).
 */
function moveReferences(text: string, context: WriteContext, zip: ZipArchive, parts: Map<string, string>): string {
  if (!/\sxmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1\.0"/.test(text.slice(0, 16384))) {
    const sheets = [...context.shifts.keys()].map((name) => `'${name}'`).join(', ');
    context.warnings.push({
      code: 'cells-rows-renumbered',
      message: `rows of ${sheets} were inserted or removed; this content.xml binds the table namespace to another prefix, so formulas and named ranges that point below them were not renumbered`,
    });
    return dropMarks(text);
  }
  for (const name of zip.names()) {
    if (!/^Object[^/]*\/content\.xml$/.test(name)) continue;
    const chart = zip.text(name) ?? '';
    const moved = shiftContentReferences(chart, context.shifts, CHART_RANGE_ATTRIBUTES);
    if (moved !== chart) parts.set(name, moved);
  }
  return shiftContentReferences(text, context.shifts);
}

function markChanges(context: WriteContext): void {
  const { input, targetSheets, sourceSheets, styles, content } = context;
  const options = input.options;
  const doc = content.doc;
  const deletedRows: { sheet: Sheet; at: number; cells: CellData[]; note: string }[] = [];
  const { marks, summary, tabColors } = planMarks(input.changes, options, {
    sheet: (story) => targetSheets.get(story),
    sourceSheet: (story) => sourceSheets.get(story),
    rows: (sheet) => sheet.data.rows,
    putBackRow: (sheet, at, sourceRow, _sourceSheet, note) =>
      deletedRows.push({ sheet, at, cells: sourceRow.cells, note }),
    putBackColumn: (sheet, at, change, id, sourceSheet) => {
      const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
      if (!sourceSheet || !Number.isInteger(sourceCol)) return false;
      const op = sourceColumnOp(
        context,
        sheet,
        sourceSheet,
        at,
        sourceCol,
        `[${id}] deleted column ${columnName(sourceCol)} of the source`,
      );
      if (op) context.colOps.push(op);
      return !!op;
    },
    deletedSheet: (change) =>
      context.sheetOps.restore.set(
        sheetNameOf(change.source?.story),
        options.deleted.fontColor ?? DEFAULT_COLORS.deleted,
      ),
  });
  for (const [sheet, sheetMarks] of marks.bySheet) {
    for (const [ref, m] of sheetMarks) {
      const { row, col } = parseCellRef(ref)!;
      const cell = sheet.grid.cell(row, col);
      setAttr(
        cell,
        'table:style-name',
        styles.marked(cellStyleName(sheet.grid, row, col, cell), m.kind, lookOf(options, m.kind)),
      );
      if (m.notes.length) annotate(cell, [`docdelta: ${m.notes[0]}`, ...m.notes.slice(1)]);
    }
  }
  for (const { sheet, at, cells, note } of deletedRows) {
    const anchorRow = real(sheet.grid.peekRow(at) ?? sheet.grid.lastRow());
    const elements = cells.map((cell) => ({
      col: cell.col,
      element: textCell(
        doc,
        cell.text,
        styles.marked(
          anchorRow ? sheet.grid.defaultCellStyle(anchorRow, cell.col) : undefined,
          'deleted',
          options.deleted,
        ),
      ),
    }));
    if (elements.length) annotate(elements[0].element, [`docdelta: ${note}`]);
    context.rowOps.push({ grid: sheet.grid, at, rows: [rowOf(doc, elements)] });
  }
  for (const [sheet, color] of tabColors)
    setAttr(sheet.grid.table, 'table:style-name', styles.tabColored(attr(sheet.grid.table, 'table:style-name'), color));
  if (summary.length) addSummarySheet(content, input.changes, summary);
}

function applyRejected(context: WriteContext): void {
  const { input, targetSheets, sourceSheets, styles, content, warnings } = context;
  const doc = content.doc;
  for (const id of [...input.options.rejected].sort((x, y) => x - y)) {
    const change = input.changes[id];
    if (!change) continue;
    const { story, path: ref } = targetPlace(change);
    const sheet = targetSheets.get(story);
    const sourceSheet = sourceSheets.get(change.source?.story ?? '');
    const position = parseCellRef(ref);
    if (change.unit === 'row' && change.kind === 'Moved' && sheet && sourceSheet) {
      // Back where the source had it, with what the target holds in it (rejected cell changes
      // in it are reverted as anywhere else); references to it follow it.
      const sourceRow = sourceSheet.rows[change.source?.blockPath[1] ?? -1];
      if (sourceRow) {
        const end = (sheet.data.rows[sheet.data.rows.length - 1]?.row ?? -1) + 1;
        const moveTo = placeBeforeNextKept('row', sourceRow.row, sourceSheet, sheet.data, input.changes, end);
        context.rowOps.push({ grid: sheet.grid, at: Number(ref.replace('row:', '')), moveTo });
        continue;
      }
    }
    if (change.unit === 'row' && sheet) {
      const at = Number(ref.replace('row:', ''));
      if (change.kind === 'Inserted') {
        context.rowOps.push({ grid: sheet.grid, at, remove: true });
        continue;
      }
      const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
      const sourceGrid = sourceSheet ? context.source().grids.get(sourceSheet.name) : undefined;
      const element = real(sourceRow && sourceGrid ? sourceGrid.peekRow(sourceRow.row) : undefined);
      if (!sourceRow || !element) {
        warnings.push({
          code: 'cells-reject-unsupported',
          message: `change ${id} (${change.kind} ${change.place}): the source row was not found; it is kept`,
        });
        continue;
      }
      const row = importRow(doc, element, styles, context.source());
      context.rowOps.push({ grid: sheet.grid, at, rows: [row] });
      const restoredRows = context.restoredRows.get(sheet.grid.name) ?? new Map<number, Element>();
      restoredRows.set(sourceRow.row, row);
      context.restoredRows.set(sheet.grid.name, restoredRows);
      for (const cell of rowCells(row))
        if (attr(cell, 'table:formula') !== undefined)
          context.keptFormulas.push({ cell, ownSheet: sourceSheet?.name ?? sheet.grid.name });
      continue;
    }
    if (change.unit === 'column' && sheet) {
      const at = Number(ref.replace('column:', ''));
      const sourceCol = Number((change.source?.locator?.path ?? '').replace('column:', ''));
      if (change.kind === 'Moved' && sourceSheet && Number.isInteger(sourceCol)) {
        // Back where the source had it, with what the target holds in it; references to it follow it.
        const end = Math.max(-1, ...sheet.data.rows.map((row) => row.cells[row.cells.length - 1]?.col ?? -1)) + 1;
        const moveTo = placeBeforeNextKept('column', sourceCol, sourceSheet, sheet.data, input.changes, end);
        context.colOps.push({ grid: sheet.grid, at, moveTo });
        continue;
      }
      const op =
        change.kind === 'Inserted'
          ? { grid: sheet.grid, at, remove: true }
          : sourceSheet && Number.isInteger(sourceCol)
            ? sourceColumnOp(context, sheet, sourceSheet, at, sourceCol)
            : undefined;
      if (op) context.colOps.push(op);
      else
        warnings.push({
          code: 'cells-reject-unsupported',
          message: `change ${id} (${change.kind} ${change.place}): the source column was not found; it is kept`,
        });
      continue;
    }
    if (change.unit === 'story' && change.kind === 'Deleted' && !sheet) {
      context.sheetOps.restore.set(sheetNameOf(change.source?.story), undefined);
      continue;
    }
    if (change.unit === 'story' && change.kind === 'Inserted' && sheet) {
      context.sheetOps.remove.add(sheet.grid.name);
      continue;
    }
    if (change.unit !== 'cell' || !sheet || !position || change.kind === 'StyleChanged') {
      warnings.push({
        code: 'cells-reject-unsupported',
        message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a workbook yet; it is kept`,
      });
      continue;
    }
    const sourcePosition = parseCellRef(change.source?.locator?.path ?? '');
    const sourceGrid = sourceSheet ? context.source().grids.get(sourceSheet.name) : undefined;
    const sourceCell = real(
      sourcePosition && sourceGrid ? sourceGrid.peek(sourcePosition.row, sourcePosition.col) : undefined,
    );
    const cell = sheet.grid.cell(position.row, position.col);
    setCellContent(cell, sourceCell && qname(sourceCell) === 'table:table-cell' ? sourceCell : undefined);
    // The source's formula is in the source's row numbering: carryKeptFormulas moves it into the result's.
    if (attr(cell, 'table:formula') !== undefined)
      context.keptFormulas.push({ cell, ownSheet: sourceSheet?.name ?? sheet.grid.name });
  }
}

/** Gives a target cell the value, formula and paragraphs of a source cell (none: empties it). */
function setCellContent(cell: Element, from: Element | undefined): void {
  const doc = cell.ownerDocument!;
  for (const name of VALUE_ATTRIBUTES) removeAttr(cell, name);
  for (const child of elementChildren(cell)) if (TEXT_CHILDREN.has(qname(child))) cell.removeChild(child);
  if (!from) return;
  for (const attribute of Array.from(from.attributes)) {
    if (VALUE_ATTRIBUTES.includes(qname(attribute as unknown as Element)))
      cell.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
  }
  for (const child of elementChildren(from))
    if (TEXT_CHILDREN.has(qname(child))) cell.appendChild(doc.importNode(child, true));
}

/** Drops a source style name from an imported element unless the target defines it the same way. */
function styleKeeper(styles: AddedStyles, source: OdsContent): (node: Element, name: string, family: string) => void {
  const sourceStyles = source.automaticStyles();
  return (node, name, family) => {
    const value = attr(node, name);
    if (value !== undefined && !styles.sameInTarget(family, value, sourceStyles)) removeAttr(node, name);
  };
}

/**
 * A source column put back before target column `at`: in styled mode (`note` given) its cells as
 * the text they showed, marked as deleted, the top one annotated; in clean mode the source cells
 * themselves (values, formulas, paragraphs). Source rows land on the target rows the differ
 * paired them with; the column definition is the source's, their automatic styles carried over. Undefined when the source sheet's
 * table is missing.
 */
function sourceColumnOp(
  context: WriteContext,
  sheet: Sheet,
  sourceSheet: SheetData,
  at: number,
  sourceCol: number,
  note?: string,
): ColumnOp | undefined {
  const source = context.source();
  const sourceGrid = source.grids.get(sourceSheet.name);
  if (!sourceGrid) return undefined;
  const doc = context.content.doc;
  const toTarget = axisMapping('row', sourceSheet, sheet.data, context.input.changes);
  const cells = new Map<number, Element>();
  if (note !== undefined) {
    const marked = context.styles.marked(undefined, 'deleted', context.input.options.deleted);
    for (const row of sourceSheet.rows) {
      const cell = row.cells.find((c) => c.col === sourceCol);
      const targetRow = toTarget(row.row);
      if (cell && targetRow !== undefined) cells.set(targetRow, textCell(doc, cell.text, marked));
    }
    if (!cells.size) cells.set(sheet.data.rows[0]?.row ?? 0, textCell(doc, '', marked));
  } else {
    const lastRow = sourceSheet.rows[sourceSheet.rows.length - 1]?.row ?? -1;
    for (const run of repeatRuns(tableRows(sourceGrid.table), ROWS_REPEATED)) {
      if (run.start > lastRow) break;
      const cellRuns = repeatRuns(rowCells(run.element), COLUMNS_REPEATED);
      const index = findRun(cellRuns, sourceCol);
      const from = index >= 0 ? real(cellRuns[index].element) : undefined;
      if (!from || (!cellHasContent(from) && !firstChildNamed(from, 'office:annotation'))) continue;
      for (let row = run.start; row < Math.min(run.start + run.count, lastRow + 1); row++) {
        const targetRow = toTarget(row);
        if (targetRow === undefined) continue;
        const cell = renameCell(doc.importNode(from, true) as Element, 'table:table-cell');
        for (const name of [COLUMNS_REPEATED, 'table:number-columns-spanned', 'table:number-rows-spanned'])
          removeAttr(cell, name);
        context.styles.carryReferences(cell, source);
        cells.set(targetRow, cell);
        if (attr(cell, 'table:formula') !== undefined) context.keptFormulas.push({ cell, ownSheet: sourceSheet.name });
      }
    }
  }
  const definitionRuns = repeatRuns(columnDefinitions(sourceGrid.table), COLUMNS_REPEATED);
  const definitionIndex = findRun(definitionRuns, sourceCol);
  let definition: Element | undefined;
  if (definitionIndex >= 0) {
    definition = doc.importNode(definitionRuns[definitionIndex].element, true) as Element;
    removeAttr(definition, COLUMNS_REPEATED);
    removeAttr(definition, 'xml:id');
    context.styles.carryReferences(definition, source);
  }
  const top = [...cells.keys()].sort((x, y) => x - y)[0];
  return {
    grid: sheet.grid,
    at,
    order: sourceCol,
    insert: { cells, definition },
    note: note !== undefined && top !== undefined ? { cell: cells.get(top)!, text: `docdelta: ${note}` } : undefined,
  };
}

/** Right to left; at one place a removal first, then insertions, the later source column first (so the earlier ends up left). */
function byPlace(x: ColumnOp, y: ColumnOp): number {
  return y.at - x.at || (x.remove ? -1 : y.remove ? 1 : (y.order ?? 0) - (x.order ?? 0));
}

function applyColumnOps(context: WriteContext): void {
  const bySheet = new Map<SheetGrid, ColumnOp[]>();
  for (const op of context.colOps) bySheet.set(op.grid, [...(bySheet.get(op.grid) ?? []), op]);
  for (const [grid, allOps] of bySheet) {
    const ops = allOps.filter((op) => op.moveTo === undefined).sort(byPlace);
    const steps: AxisEdit[] = ops.map((op) => ({
      sheet: grid.name,
      axis: 'col',
      at: op.at,
      count: op.remove ? -1 : 1,
    }));
    for (const op of ops) {
      if (op.remove) removeColumn(grid, op.at);
      else if (op.insert) insertColumn(grid, op.at, op.insert);
      if (op.note) annotate(op.note.cell, [op.note.text]);
    }
    const restored = new Map<number, number>();
    ops.forEach((op, k) => {
      if (op.insert && op.order !== undefined) restored.set(op.order, shiftIndex(op.at, steps.slice(k + 1)) ?? op.at);
    });
    context.restoredColumns.set(grid.name, restored);
    // Moves last, each in the numbering the edits before it left.
    for (const op of allOps) {
      if (op.moveTo === undefined) continue;
      const at = shiftIndex(op.at, steps);
      if (at === undefined) continue;
      const to = clampIndex(op.moveTo, steps);
      moveColumn(grid, at, to);
      steps.push({ sheet: grid.name, axis: 'col', at, count: 0, to });
    }
    context.shifts.set(grid.name, [...(context.shifts.get(grid.name) ?? []), ...steps]);
  }
}

/** Column `at` taken out and put in again before the column that was at `to`: its cells and definition. */
function moveColumn(grid: SheetGrid, at: number, to: number): void {
  const cells = new Map<number, Element>();
  for (const run of repeatRuns(tableRows(grid.table), ROWS_REPEATED)) {
    const cellRuns = repeatRuns(rowCells(run.element), COLUMNS_REPEATED);
    const index = findRun(cellRuns, at);
    const cell = index >= 0 ? cellRuns[index].element : undefined;
    if (!cell || !cellHasContent(cell)) continue;
    const copy = cell.cloneNode(true) as Element;
    removeAttr(copy, COLUMNS_REPEATED);
    cells.set(run.start, copy);
  }
  const definitionRuns = repeatRuns(columnDefinitions(grid.table), COLUMNS_REPEATED);
  const definitionIndex = findRun(definitionRuns, at);
  const definition =
    definitionIndex >= 0 ? (definitionRuns[definitionIndex].element.cloneNode(true) as Element) : undefined;
  if (definition) removeAttr(definition, COLUMNS_REPEATED);
  removeColumn(grid, at);
  insertColumn(grid, to > at ? to - 1 : to, { cells, definition });
}

/**
 * A source row element brought into the target: one row, its style names kept only where the
 * target defines them the same way, merged areas down the sheet dropped (their other rows are
 * not coming back with it).
 */
function importRow(doc: Document, element: Element, styles: AddedStyles, source: OdsContent): Element {
  const row = doc.importNode(element, true) as Element;
  removeAttr(row, ROWS_REPEATED);
  const keepStyle = styleKeeper(styles, source);
  keepStyle(row, 'table:style-name', 'table-row');
  keepStyle(row, 'table:default-cell-style-name', 'table-cell');
  // Spans across columns stay (their covered cells are in this row); spans down do not.
  let col = 0;
  let coveredUntil = 0;
  for (let cell of elementChildren(row)) {
    const name = qname(cell);
    if (name !== 'table:table-cell' && name !== 'table:covered-table-cell') continue;
    const repeat = repeatCount(cell, COLUMNS_REPEATED);
    if (name === 'table:covered-table-cell' && col >= coveredUntil) cell = renameCell(cell, 'table:table-cell');
    if (qname(cell) === 'table:table-cell') {
      removeAttr(cell, 'table:number-rows-spanned');
      const span = Number(attr(cell, 'table:number-columns-spanned') ?? 1) || 1;
      if (span > 1) coveredUntil = col + span;
      keepStyle(cell, 'table:style-name', 'table-cell');
    }
    col += repeat;
  }
  return row;
}

/**
 * Formulas brought from the source, rewritten in the result's numbering: a source row lands where
 * it was put back, or where the differ paired it in the target and the row edits then took it; a
 * source column where the differ paired it. They are marked so that moving the target's
 * references leaves them alone.
 */
function carryKeptFormulas(context: WriteContext, targetBook: CellsWorkbook): void {
  if (!context.keptFormulas.length) return;
  const rowMaps = new Map<string, IndexMap>();
  const colMaps = new Map<string, IndexMap>();
  for (const sheet of targetBook.sheets) {
    const sourceSheet = context.sourceSheets.get(`sheet:${sheet.name}`);
    const grid = context.targetSheets.get(`sheet:${sheet.name}`)?.grid;
    if (!sourceSheet || !grid) continue;
    const toTarget = axisMapping('row', sourceSheet, sheet, context.input.changes);
    const allSteps = context.shifts.get(grid.name) ?? [];
    const steps = allSteps.filter((step) => step.axis === 'row');
    const colSteps = allSteps.filter((step) => step.axis === 'col');
    const restoredColumns = context.restoredColumns.get(grid.name);
    const restored = new Map<number, number>();
    for (const [row, element] of context.restoredRows.get(grid.name) ?? []) {
      const at = grid.indexOf(element);
      if (at !== undefined) restored.set(row, at);
    }
    const toTargetColumn = axisMapping('column', sourceSheet, sheet, context.input.changes);
    colMaps.set(sourceSheet.name, (col) => {
      const put = restoredColumns?.get(col);
      if (put !== undefined) return put;
      const targetCol = toTargetColumn(col);
      return targetCol === undefined ? undefined : shiftIndex(targetCol, colSteps);
    });
    rowMaps.set(sourceSheet.name, (row) => {
      const put = restored.get(row);
      if (put !== undefined) return put;
      const targetRow = toTarget(row);
      return targetRow === undefined ? undefined : shiftIndex(targetRow, steps);
    });
  }
  for (const { cell, ownSheet } of context.keptFormulas) {
    const formula = attr(cell, 'table:formula');
    if (formula === undefined) continue;
    const carried = mapOdsFormula(formula, ownSheet, (area, sheet) =>
      rowMaps.has(sheet) ? mapSheetArea(area, rowMaps.get(sheet), colMaps.get(sheet)) : undefined,
    );
    // Formulas of rows put back are skipped anyway (NEW_ROW_MARK); a target cell's needs the mark.
    const inNewRow = (cell.parentNode as Element | null)?.hasAttribute(NEW_ROW_MARK);
    setAttr(cell, 'table:formula', inNewRow ? carried : `${KEPT_FORMULA_MARK}${carried}`);
  }
}

function applyRowOps(context: WriteContext): void {
  const bySheet = new Map<SheetGrid, RowOp[]>();
  for (const op of context.rowOps) bySheet.set(op.grid, [...(bySheet.get(op.grid) ?? []), op]);
  for (const [grid, allOps] of bySheet) {
    const ops = allOps.filter((op) => op.moveTo === undefined);
    // Bottom-up, so the row numbers of the ops still to do stay valid.
    const order = ops
      .map((op, k) => ({ op, k }))
      .sort((x, y) => y.op.at - x.op.at || (x.op.remove ? -1 : y.op.remove ? 1 : x.k - y.k));
    let inserted = 0;
    // Insertions at one row go in change order: resolve the reference row once per row number.
    const groups: { at: number; remove?: boolean; rows: Element[] }[] = [];
    for (const { op } of order) {
      const last = groups[groups.length - 1];
      if (!op.remove && last && !last.remove && last.at === op.at) last.rows.push(...(op.rows ?? []));
      else groups.push({ at: op.at, remove: op.remove, rows: [...(op.rows ?? [])] });
    }
    for (const group of groups) {
      if (group.remove) {
        const element = grid.rowAt(group.at);
        if (!element) continue;
        addShift(context, grid.name, group.at, -1);
        for (const span of grid.spansCrossing(group.at))
          setAttr(
            span.anchor,
            'table:number-rows-spanned',
            String(Math.max(1, Number(attr(span.anchor, 'table:number-rows-spanned')) - 1)),
          );
        element.parentNode!.removeChild(element);
        grid.invalidateRows();
        continue;
      }
      if (!group.rows.length) continue;
      const crossing = grid.spansCrossing(group.at);
      for (const span of crossing) {
        setAttr(
          span.anchor,
          'table:number-rows-spanned',
          String(Number(attr(span.anchor, 'table:number-rows-spanned')) + group.rows.length),
        );
        for (const row of group.rows)
          for (let col = span.col; col < span.col + span.cols; col++)
            renameCell(cellInRow(row, col), 'table:covered-table-cell');
      }
      const before = grid.rowAt(group.at);
      const parent = before?.parentNode ?? grid.lastRow()?.parentNode ?? grid.table;
      for (const row of group.rows) {
        row.setAttribute(NEW_ROW_MARK, '1');
        parent.insertBefore(row, before ?? null);
      }
      addShift(context, grid.name, group.at, group.rows.length);
      inserted += group.rows.length;
      grid.invalidateRows();
    }
    trimPadding(grid, inserted);
    // Moves last, each in the numbering the edits before it left.
    for (const op of allOps) {
      if (op.moveTo === undefined) continue;
      const steps = (context.shifts.get(grid.name) ?? []).filter((step) => step.axis === 'row');
      const at = shiftIndex(op.at, steps);
      const element = at === undefined ? undefined : grid.rowAt(at);
      if (at === undefined || !element) continue;
      const to = clampIndex(op.moveTo, steps);
      const before = grid.rowAt(to);
      const parent = before?.parentNode ?? element.parentNode!;
      parent.insertBefore(element, before ?? null);
      const shifts = context.shifts.get(grid.name) ?? [];
      shifts.push({ sheet: grid.name, axis: 'row', at, count: 0, to });
      context.shifts.set(grid.name, shifts);
      grid.invalidateRows();
    }
  }
}

/** Puts back and takes out whole sheets (after the row and column edits, which concern the target's sheets). */
function applySheetOps(context: WriteContext): void {
  for (const [name, tabColor] of context.sheetOps.restore) restoreSheet(context, name, tabColor);
  for (const name of context.sheetOps.remove) removeSheet(context, name);
}

/**
 * The source's sheet `name` copied into the result after the nearest sheet before it in the
 * source that the result has, its automatic styles carried over (renamed when the target has
 * another style of that name). Its rows are marked as new and its formulas kept: they are in the
 * source's numbering, which carryKeptFormulas maps into the result's for the other sheets.
 */
function restoreSheet(context: WriteContext, name: string, tabColor: string | undefined): void {
  const source = context.source();
  const sourceTables = childrenNamed(source.spreadsheet, 'table:table');
  const sourceTable = sourceTables.find((table) => attr(table, 'table:name') === name);
  const targetTables = childrenNamed(context.content.spreadsheet, 'table:table');
  if (!sourceTable || targetTables.some((table) => attr(table, 'table:name') === name)) {
    context.warnings.push({
      code: 'cells-sheet-not-restored',
      message: `sheet '${name}' of the source ${sourceTable ? 'has the name of a sheet of the result' : 'was not found'}; it is only listed`,
    });
    return;
  }
  // A collapsed row would come back as its placeholder: the whole text is needed.
  for (const row of tableRows(sourceTable)) real(row);
  const table = context.content.doc.importNode(sourceTable, true) as Element;
  // Embedded objects and pictures live in parts of the source package this copy does not bring.
  const frames = Array.from(table.getElementsByTagNameNS(NAMESPACES.draw[0], 'frame') as unknown as Iterable<Element>);
  for (const frame of frames) frame.parentNode?.removeChild(frame);
  if (frames.length)
    context.warnings.push({
      code: 'cells-sheet-part-dropped',
      message: `sheet '${name}' was put back without its ${frames.length} embedded object(s) or picture(s)`,
    });
  context.styles.carryReferences(table, source);
  for (const row of tableRows(table)) row.setAttribute(NEW_ROW_MARK, '1');
  for (const cell of table.getElementsByTagNameNS(
    sourceTable.namespaceURI,
    'table-cell',
  ) as unknown as Iterable<Element>) {
    if (attr(cell, 'table:formula') !== undefined) context.keptFormulas.push({ cell, ownSheet: name });
  }
  if (tabColor)
    setAttr(table, 'table:style-name', context.styles.tabColored(attr(table, 'table:style-name'), tabColor));
  let after: Element | undefined;
  for (let k = sourceTables.indexOf(sourceTable) - 1; k >= 0 && !after; k--) {
    const before = attr(sourceTables[k], 'table:name');
    after = targetTables.find((t) => attr(t, 'table:name') === before);
  }
  context.content.spreadsheet.insertBefore(table, after ? after.nextSibling : (targetTables[0] ?? null));
}

/** Takes sheet `name` out of the result, with the document's named ranges and expressions that point into it. */
function removeSheet(context: WriteContext, name: string): void {
  const spreadsheet = context.content.spreadsheet;
  const tables = childrenNamed(spreadsheet, 'table:table');
  const table = tables.find((t) => attr(t, 'table:name') === name);
  if (!table) return;
  if (tables.length === 1) {
    context.warnings.push({
      code: 'cells-sheet-not-removed',
      message: `sheet '${name}' is the only sheet; a workbook needs one, so it is kept`,
    });
    return;
  }
  spreadsheet.removeChild(table);
  const spelled = [name, `'${name.replace(/'/g, "''")}'`].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pointsInto = new RegExp(`(^|[\\s\\[:;(=])\\$?(${spelled.join('|')})\\.`);
  for (const names of childrenNamed(spreadsheet, 'table:named-expressions')) {
    for (const named of elementChildren(names)) {
      const values = ['table:cell-range-address', 'table:base-cell-address', 'table:expression'].map(
        (a) => attr(named, a) ?? '',
      );
      if (values.some((value) => pointsInto.test(value))) names.removeChild(named);
    }
  }
}

function addShift(context: WriteContext, sheet: string, at: number, count: number): void {
  const steps = context.shifts.get(sheet) ?? [];
  steps.push({ sheet, axis: 'row', at, count });
  context.shifts.set(sheet, steps);
}

/** Files pad a sheet to the maximum height with one repeated empty row; rows put back come out of it. */
function trimPadding(grid: SheetGrid, inserted: number): void {
  const last = real(grid.lastRow());
  if (!last || inserted <= 0) return;
  const repeat = repeatCount(last, ROWS_REPEATED);
  if (repeat <= inserted || elementChildren(last).some((cell) => cellHasContent(cell))) return;
  setRepeatCount(last, ROWS_REPEATED, repeat - inserted);
  grid.invalidateRows();
}

function addSummarySheet(content: OdsContent, all: readonly EngineChange[], listed: EngineChange[]): void {
  const doc = content.doc;
  const names = new Set(childrenNamed(content.spreadsheet, 'table:table').map((t) => attr(t, 'table:name')));
  let name = SUMMARY_SHEET;
  for (let n = 2; names.has(name); n++) name = `${SUMMARY_SHEET} ${n}`;
  const table = createElement(doc, 'table:table', { 'table:name': name }, [
    createElement(doc, 'table:table-column', { 'table:number-columns-repeated': '5' }),
  ]);
  for (const values of summaryRows(all, listed)) {
    const cells = values.map((value) => textCell(doc, summaryCellText(value), undefined));
    table.appendChild(
      createElement(doc, 'table:table-row', {}, cells.length ? cells : [createElement(doc, 'table:table-cell')]),
    );
  }
  const tables = childrenNamed(content.spreadsheet, 'table:table');
  const last = tables[tables.length - 1];
  content.spreadsheet.insertBefore(table, last ? last.nextSibling : null);
}
