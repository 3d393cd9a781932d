import { createHash } from 'node:crypto';
import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { chartIdentity } from '../shared/chart';
import { CorruptDocumentError } from '../../errors';
import { resolvePartName } from '../package/part-names';
import { scanXml, tokenizeXml, type ScannedTag } from '../package/scan';
import type { ReaderWarning } from '../../model/document';
import { shiftFormula } from './formula';
import { parseCellRef, parseRange } from './refs';
import { BUILTIN_NUMBER_FORMATS, dateToSerial, formatGeneral, formatNumber, isDateFormat } from './numfmt';
import {
  CellStore,
  expectedCells,
  PackedRow,
  StyleTable,
  shownAsJavaScriptShowsIt,
  type CellStyle,
  type CellType,
  type CellsWorkbook,
  type SheetChart,
  type SheetData,
} from './model';

/**
 * SpreadsheetML (xlsx, xlsm, xltx, xltm; Transitional and Strict) read with a streaming XML
 * tokenizer (./scan): sheet parts are never held as a tree, so a sheet of a million cells costs its cells,
 * not a DOM. Element names are matched by local name, which is what makes Strict's
 * purl.oclc.org namespaces read like Transitional's.
 */

export interface XlsxPackage {
  workbook: CellsWorkbook;
  warnings: ReaderWarning[];
  /** Sheet part by sheet name, for the writer. */
  metadata: { title?: string; author?: string; lastModifiedBy?: string; created?: string; modified?: string };
}

interface Relationship {
  type: string;
  target: string;
  external: boolean;
}

const utf8 = new TextDecoder('utf-8');

export function readXlsxPackage(bytes: Uint8Array, limits?: ArchiveLimits): XlsxPackage {
  const zip = new ZipArchive(bytes, limits);
  const warnings: ReaderWarning[] = [];
  const rootRels = readRels(zip, '');
  const workbookPart =
    [...rootRels.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ??
    (zip.has('xl/workbook.xml') ? 'xl/workbook.xml' : undefined);
  if (!workbookPart || !zip.has(workbookPart)) throw new CorruptDocumentError('the package has no workbook part');
  const workbookRels = readRels(zip, workbookPart);
  const sheetsListed: { name: string; hidden: boolean; rid: string }[] = [];
  let date1904 = false;
  parseXml(partText(zip, workbookPart), workbookPart, (tag) => {
    const name = local(tag.name);
    if (name === 'sheet') {
      const rid = attr(tag, 'id') ?? '';
      const state = attr(tag, 'state');
      sheetsListed.push({
        name: attr(tag, 'name') ?? `Sheet${sheetsListed.length + 1}`,
        hidden: state === 'hidden' || state === 'veryHidden',
        rid,
      });
    } else if (name === 'workbookPr') {
      const flag = attr(tag, 'date1904');
      date1904 = flag === '1' || flag === 'true';
    }
  });
  const sharedStringsRel = [...workbookRels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const sharedStrings =
    sharedStringsRel && zip.has(sharedStringsRel.target)
      ? readSharedStrings(partText(zip, sharedStringsRel.target, false), sharedStringsRel.target)
      : [];
  const stylesRel = [...workbookRels.values()].find((r) => r.type.endsWith('/styles'));
  const styleTable = new StyleTable();
  const xfs =
    stylesRel && zip.has(stylesRel.target) ? readStyles(partText(zip, stylesRel.target), stylesRel.target) : [];
  const xfStyle = xfs.map((style) => styleTable.id(style));
  const xfNumberFormat = xfs.map((style) => style.numberFormat);
  const xfIsDate = xfs.map((style) => style.numberFormat !== undefined && isDateFormat(style.numberFormat));
  const sheets: SheetData[] = [];
  for (const listed of sheetsListed) {
    const rel = workbookRels.get(listed.rid);
    if (!rel || !zip.has(rel.target)) {
      warnings.push({
        code: 'cells-sheet-missing',
        message: `sheet '${listed.name}' has no worksheet part; it is left out`,
      });
      continue;
    }
    if (rel.type.endsWith('/chartsheet')) {
      // A chart sheet holds no cells, only its chart: that is what is compared.
      sheets.push({
        name: listed.name,
        hidden: listed.hidden,
        part: rel.target,
        rows: [],
        merges: [],
        comments: new Map(),
        charts: drawingChartsOf(zip, rel.target),
      });
      continue;
    }
    if (!rel.type.endsWith('/worksheet')) {
      warnings.push({
        code: 'cells-sheet-kind',
        message: `sheet '${listed.name}' is a ${rel.type.split('/').pop()} (not a worksheet); its cells are not compared`,
        locator: { part: rel.target, path: '' },
      });
      sheets.push({
        name: listed.name,
        hidden: listed.hidden,
        part: rel.target,
        rows: [],
        merges: [],
        comments: new Map(),
      });
      continue;
    }
    const sheet = readSheet(partText(zip, rel.target, false), rel.target, {
      sharedStrings,
      xfStyle,
      xfNumberFormat,
      xfIsDate,
      date1904,
      warnings,
    });
    sheet.name = listed.name;
    sheet.hidden = listed.hidden;
    const sheetRels = readRels(zip, rel.target);
    for (const sheetRel of sheetRels.values()) {
      if (sheetRel.type.endsWith('/comments') && zip.has(sheetRel.target)) {
        sheet.comments = readComments(partText(zip, sheetRel.target), sheetRel.target);
      }
    }
    const charts = drawingChartsOf(zip, rel.target);
    if (charts.length > 0) sheet.charts = charts;
    sheets.push(sheet);
  }
  return {
    workbook: { family: 'cells', sheets, styles: styleTable.styles, date1904 },
    warnings,
    metadata: readCoreProperties(zip),
  };
}

/** The charts drawn on a worksheet or chart sheet, through its drawing parts. */
function drawingChartsOf(zip: ZipArchive, sheetPart: string): SheetChart[] {
  const charts: SheetChart[] = [];
  for (const rel of readRels(zip, sheetPart).values()) {
    if (rel.type.endsWith('/drawing') && !rel.external && zip.has(rel.target))
      charts.push(...readDrawingCharts(zip, rel.target));
  }
  return charts;
}

/** The charts of a sheet's drawing part, named as Excel's selection pane names them. */
function readDrawingCharts(zip: ZipArchive, drawingPart: string): SheetChart[] {
  const rels = readRels(zip, drawingPart);
  const charts: SheetChart[] = [];
  let frameName: string | undefined;
  parseXml(partText(zip, drawingPart), drawingPart, (tag) => {
    const name = local(tag.name);
    if (name === 'graphicFrame') frameName = undefined;
    else if (name === 'cNvPr') frameName = attr(tag, 'name');
    else if (name === 'chart') {
      const rel = rels.get(attr(tag, 'id') ?? '');
      if (!rel || rel.external || !zip.has(rel.target)) return;
      const identity = chartIdentity(partText(zip, rel.target), rel.target);
      const chartName = frameName || `Chart ${charts.length + 1}`;
      charts.push(
        identity
          ? { name: chartName, ...identity }
          : { name: chartName, hash: createHash('sha1').update(zip.read(rel.target)).digest('hex'), detail: '' },
      );
    }
  });
  return charts;
}

/** A part as text; a large one read once (`keep: false`) is not kept inflated beside its text. */
function partText(zip: ZipArchive, name: string, keep = true): string {
  const text = utf8.decode(zip.read(name, { keep }));
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function local(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** An attribute by local name (`r:id` and `id` both answer `id`). */
export function attr(tag: ScannedTag, name: string): string | undefined {
  const direct = tag.attributes[name];
  if (direct !== undefined) return direct;
  for (const key in tag.attributes) if (local(key) === name) return tag.attributes[key];
  return undefined;
}

/** Runs a streaming parse (see ./scan); a malformed part becomes a CorruptDocumentError naming it. */
export function parseXml(
  text: string,
  part: string,
  onOpen: (tag: ScannedTag) => void,
  onText?: (text: string) => void,
  onClose?: (tag: ScannedTag) => void,
): void {
  scanXml(text, part, { open: onOpen, text: onText, close: onClose });
}

function readRels(zip: ZipArchive, partName: string): Map<string, Relationship> {
  const slash = partName.lastIndexOf('/');
  const folder = slash < 0 ? '' : partName.slice(0, slash + 1);
  const relsName = `${folder}_rels/${partName.slice(slash + 1)}.rels`;
  const rels = new Map<string, Relationship>();
  if (!zip.has(relsName)) return rels;
  parseXml(partText(zip, relsName), relsName, (tag) => {
    if (local(tag.name) !== 'Relationship') return;
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (!id || target === undefined) return;
    const external = attr(tag, 'TargetMode') === 'External';
    rels.set(id, {
      type: attr(tag, 'Type') ?? '',
      target: external ? target : resolvePartName(folder, target),
      external,
    });
  });
  return rels;
}

/** Shared strings: the text of each `si`, phonetic runs (`rPh`) left out. */
/**
 * OOXML's `_xHHHH_` escapes (ST_Xstring): a character XML cannot hold, or `_x005F_` for a `_`
 * that would otherwise start one. Excel, LibreOffice and openpyxl all show them decoded, so
 * `_x005F_x000D_` reads `_x000D_` and `_x000D_` a carriage return.
 */
export function decodeXmlEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readSharedStrings(text: string, part: string): string[] {
  const strings: string[] = [];
  let current = '';
  let inText = 0;
  let inPhonetic = 0;
  tokenizeXml(text, part, {
    open(tagName) {
      const name = local(tagName);
      if (name === 'si') current = '';
      else if (name === 't') inText++;
      else if (name === 'rPh') inPhonetic++;
    },
    text(chunk) {
      if (inText > 0 && inPhonetic === 0) current += chunk;
    },
    close(tagName) {
      const name = local(tagName);
      if (name === 'si') strings.push(decodeXmlEscapes(current));
      else if (name === 't') inText--;
      else if (name === 'rPh') inPhonetic--;
    },
  });
  return strings;
}

/** cellXfs resolved to what a reader notices: number format, bold, italic, font colour, fill. */
function readStyles(text: string, part: string): CellStyle[] {
  const numberFormats = new Map<number, string>();
  const fonts: CellStyle[] = [];
  const fills: (string | undefined)[] = [];
  const xfs: CellStyle[] = [];
  let section = '';
  let font: CellStyle | undefined;
  let fillPattern: string | undefined;
  let fillColor: string | undefined;
  let inFill = false;
  parseXml(
    text,
    part,
    (tag) => {
      const name = local(tag.name);
      switch (name) {
        case 'numFmt': {
          const id = Number(attr(tag, 'numFmtId'));
          const code = attr(tag, 'formatCode');
          if (Number.isFinite(id) && code !== undefined) numberFormats.set(id, code);
          break;
        }
        case 'fonts':
        case 'fills':
        case 'cellXfs':
        case 'cellStyleXfs':
        case 'dxfs':
          section = name;
          break;
        case 'font':
          if (section === 'fonts') font = {};
          break;
        case 'b':
          if (font && section === 'fonts') font.bold = attr(tag, 'val') !== '0' && attr(tag, 'val') !== 'false';
          break;
        case 'i':
          if (font && section === 'fonts') font.italic = attr(tag, 'val') !== '0' && attr(tag, 'val') !== 'false';
          break;
        case 'color':
          if (font && section === 'fonts') font.color = colorOf(tag);
          break;
        case 'fill':
          if (section === 'fills') {
            inFill = true;
            fillPattern = undefined;
            fillColor = undefined;
          }
          break;
        case 'patternFill':
          if (inFill) fillPattern = attr(tag, 'patternType');
          break;
        case 'fgColor':
          if (inFill) fillColor = colorOf(tag);
          break;
        case 'xf':
          if (section === 'cellXfs') {
            const numFmtId = Number(attr(tag, 'numFmtId') ?? 0);
            const style: CellStyle = { ...(fonts[Number(attr(tag, 'fontId') ?? 0)] ?? {}) };
            const fill = fills[Number(attr(tag, 'fillId') ?? 0)];
            if (fill) style.fill = fill;
            const code = numberFormats.get(numFmtId) ?? BUILTIN_NUMBER_FORMATS[numFmtId];
            if (code && code !== 'General') style.numberFormat = code;
            xfs.push(style);
          }
          break;
      }
    },
    undefined,
    (tag) => {
      const name = local(tag.name);
      if (name === 'font' && font && section === 'fonts') {
        fonts.push(font);
        font = undefined;
      } else if (name === 'fill' && inFill) {
        fills.push(fillPattern === 'solid' ? fillColor : undefined);
        inFill = false;
      } else if (name === section) section = '';
    },
  );
  return xfs;
}

const INDEXED_COLORS: Record<number, string> = {
  8: '000000',
  9: 'FFFFFF',
  10: 'FF0000',
  11: '00FF00',
  12: '0000FF',
  13: 'FFFF00',
  14: 'FF00FF',
  15: '00FFFF',
  16: '800000',
  17: '008000',
  18: '000080',
  19: '808000',
  20: '800080',
  21: '008080',
  22: 'C0C0C0',
  23: '808080',
};

/** `RRGGBB` of a colour element; theme colours keep their slot (`theme4`) since only equality matters. */
function colorOf(tag: ScannedTag): string | undefined {
  const rgb = attr(tag, 'rgb');
  if (rgb) return rgb.slice(-6).toUpperCase();
  const indexed = attr(tag, 'indexed');
  if (indexed !== undefined) return INDEXED_COLORS[Number(indexed)];
  const theme = attr(tag, 'theme');
  if (theme !== undefined && theme !== '1')
    return `theme${theme}${attr(tag, 'tint') ? `~${Number(attr(tag, 'tint')).toFixed(2)}` : ''}`;
  return undefined;
}

interface SheetContext {
  sharedStrings: string[];
  xfStyle: number[];
  xfNumberFormat: (string | undefined)[];
  xfIsDate: boolean[];
  date1904: boolean;
  warnings: ReaderWarning[];
}

const ERROR_LITERALS = new Set([
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#GETTING_DATA',
  '#SPILL!',
  '#CALC!',
]);

/**
 * One worksheet, streamed: rows, cells, formulas (shared ones expanded) and merged ranges. On
 * the tokenizer rather than scanXml: a cell's attributes are read by name where it is met,
 * with no object per tag (a 2,000,000-cell part spent most of its time building them).
 */
export function readSheet(text: string, part: string, context: SheetContext): SheetData {
  const rows: PackedRow[] = [];
  const store = new CellStore(expectedCells(text, '<c ', 20_000_000));
  const merges: string[] = [];
  const sharedFormulas = new Map<string, { formula: string; row: number; col: number }>();
  let row: PackedRow | undefined;
  let nextRow = 0;
  let nextCol = 0;
  let cellRow = 0;
  let cellCol = 0;
  let cellType = '';
  let cellStyle = 0;
  let value = '';
  let formula = '';
  let formulaShared: { si: string; master: boolean } | undefined;
  let hasFormula = false;
  let inlineText = '';
  // 1 = <v>, 2 = <f>, 3 = <t> inside <is> (phonetic runs excluded)
  let capture = 0;
  let inCell = false;
  let inInline = false;
  let inPhonetic = false;
  let badRefs = 0;
  const finishRow = () => {
    if (row && row.end > row.start) rows.push(row);
    row = undefined;
  };
  tokenizeXml(text, part, {
    open(tagName, attributes) {
      const name = local(tagName);
      switch (name) {
        case 'row': {
          finishRow();
          const r = attributes.get('r');
          const index = r ? Number(r) - 1 : nextRow;
          cellRow = Number.isFinite(index) && index >= 0 ? index : nextRow;
          if (rows.length && cellRow <= rows[rows.length - 1].row) badRefs++;
          row = new PackedRow(store, cellRow, store.count, store.count);
          nextRow = cellRow + 1;
          nextCol = 0;
          break;
        }
        case 'c': {
          inCell = true;
          const r = attributes.get('r');
          const parsed = r ? parseCellRef(r) : undefined;
          if (parsed) {
            cellCol = parsed.col;
            if (!row || parsed.row !== row.row) {
              finishRow();
              row = new PackedRow(store, parsed.row, store.count, store.count);
              nextRow = parsed.row + 1;
            }
            cellRow = parsed.row;
          } else {
            cellCol = nextCol;
            if (!row) row = new PackedRow(store, nextRow++, store.count, store.count);
            cellRow = row.row;
          }
          nextCol = cellCol + 1;
          cellType = attributes.get('t') ?? 'n';
          const s = attributes.get('s');
          cellStyle = s === undefined ? 0 : Number(s);
          value = '';
          formula = '';
          hasFormula = false;
          formulaShared = undefined;
          inlineText = '';
          break;
        }
        case 'v':
          if (inCell) capture = 1;
          break;
        case 'f':
          if (inCell) {
            capture = 2;
            hasFormula = true;
            const si = attributes.get('si');
            if (attributes.get('t') === 'shared' && si !== undefined)
              formulaShared = { si, master: attributes.get('ref') !== undefined };
          }
          break;
        case 'is':
          if (inCell) inInline = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          if (inInline && !inPhonetic) capture = 3;
          break;
        case 'mergeCell': {
          const ref = attributes.get('ref');
          if (ref) merges.push(ref);
          break;
        }
      }
    },
    text(chunk) {
      if (capture === 1) value += chunk;
      else if (capture === 2) formula += chunk;
      else if (capture === 3) inlineText += chunk;
    },
    close(tagName) {
      const name = local(tagName);
      if (name === 'v' || name === 'f' || name === 't') {
        capture = 0;
        return;
      }
      if (name === 'rPh') inPhonetic = false;
      else if (name === 'is') inInline = false;
      else if (name === 'row') finishRow();
      else if (name === 'c') {
        inCell = false;
        if (hasFormula && formulaShared) {
          if (formulaShared.master || formula)
            sharedFormulas.set(formulaShared.si, { formula, row: cellRow, col: cellCol });
          else {
            const master = sharedFormulas.get(formulaShared.si);
            if (master) formula = shiftFormula(master.formula, cellRow - master.row, cellCol - master.col);
          }
        }
        if (
          row &&
          addCell(store, cellCol, cellType, value, inlineText, hasFormula ? formula : undefined, cellStyle, context)
        )
          row.end = store.count;
      }
    },
  });
  finishRow();
  store.trim();
  if (badRefs) {
    rows.sort((a, b) => a.row - b.row);
    context.warnings.push({
      code: 'cells-row-order',
      message: `${part}: ${badRefs} rows are out of order; they are read in row order`,
      locator: { part, path: '' },
    });
  }
  for (const r of rows) {
    for (let k = r.start + 1; k < r.end; k++) {
      if (store.cols[k] <= store.cols[k - 1]) {
        r.sortByColumn();
        break;
      }
    }
  }
  return {
    name: '',
    hidden: false,
    part,
    rows,
    merges: merges.filter((m) => parseRange(m) !== undefined),
    comments: new Map(),
  };
}

/** Adds the cell to the store; false when it holds nothing worth keeping (no value, formula or style). */
function addCell(
  store: CellStore,
  col: number,
  type: string,
  value: string,
  inlineText: string,
  formula: string | undefined,
  xf: number,
  context: SheetContext,
): boolean {
  const style = context.xfStyle[xf] ?? 0;
  const numberFormat = context.xfNumberFormat[xf];
  let cellType: CellType;
  let raw: string;
  let text: string;
  switch (type) {
    case 's': {
      raw = context.sharedStrings[Number(value)] ?? '';
      if (xf === 0 && style === 0 && formula === undefined) {
        store.pushString(col, raw);
        return true;
      }
      cellType = 's';
      text = raw;
      break;
    }
    case 'inlineStr':
      raw = decodeXmlEscapes(inlineText);
      cellType = 's';
      text = raw;
      break;
    case 'str':
      raw = value;
      cellType = 's';
      text = raw;
      break;
    case 'b':
      raw = value === '1' || value.toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
      cellType = 'b';
      text = raw;
      break;
    case 'e':
      raw = value;
      cellType = 'e';
      text = ERROR_LITERALS.has(value) || value ? value : '#VALUE!';
      break;
    case 'd': {
      const date = new Date(
        value.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(value) || !value.includes('T') ? value : `${value}Z`,
      );
      if (Number.isNaN(date.getTime())) {
        raw = value;
        cellType = 's';
        text = value;
      } else {
        const serial = dateToSerial(date, context.date1904);
        raw = String(serial);
        cellType = 'd';
        text = numberFormat ? formatNumber(serial, numberFormat, context.date1904) : value;
      }
      break;
    }
    default: {
      if (
        xf === 0 &&
        formula === undefined &&
        style === 0 &&
        numberFormat === undefined &&
        !context.xfIsDate[0] &&
        value.length <= 11 &&
        shownAsJavaScriptShowsIt(value) &&
        !value.includes('0.0000')
      ) {
        // What General shows of a short plain number is the number as stored (formatGeneral):
        // most cells of a large sheet, kept as their value alone.
        store.pushPlainNumber(col, Number(value));
        return true;
      }
      if (value === '') {
        if (formula === undefined && style === 0) return false;
        raw = '';
        cellType = 'empty';
        text = '';
        break;
      }
      const number = Number(value);
      raw = value;
      if (!Number.isFinite(number)) {
        cellType = 's';
        text = value;
        break;
      }
      cellType = context.xfIsDate[xf] ? 'd' : 'n';
      text = numberFormat ? formatNumber(number, numberFormat, context.date1904) : formatGeneral(number, value);
    }
  }
  store.push(col, text, cellType, raw, style, xf, formula !== undefined && formula !== '' ? formula : undefined);
  return true;
}

function readComments(text: string, part: string): Map<string, string> {
  const comments = new Map<string, string>();
  let ref: string | undefined;
  let current = '';
  let inText = 0;
  parseXml(
    text,
    part,
    (tag) => {
      const name = local(tag.name);
      if (name === 'comment') {
        ref = attr(tag, 'ref');
        current = '';
      } else if (name === 't') inText++;
    },
    (chunk) => {
      if (ref && inText) current += chunk;
    },
    (tag) => {
      const name = local(tag.name);
      if (name === 't') inText--;
      else if (name === 'comment' && ref) {
        comments.set(ref.toUpperCase(), decodeXmlEscapes(current));
        ref = undefined;
      }
    },
  );
  return comments;
}

function readCoreProperties(zip: ZipArchive): XlsxPackage['metadata'] {
  const text = zip.text('docProps/core.xml');
  const metadata: XlsxPackage['metadata'] = {};
  if (!text) return metadata;
  let field = '';
  const wanted: Record<string, keyof XlsxPackage['metadata']> = {
    title: 'title',
    creator: 'author',
    lastModifiedBy: 'lastModifiedBy',
    created: 'created',
    modified: 'modified',
  };
  try {
    parseXml(
      text,
      'docProps/core.xml',
      (tag) => {
        field = local(tag.name);
      },
      (chunk) => {
        const key = wanted[field];
        if (key && chunk.trim()) metadata[key] = (metadata[key] ?? '') + chunk.trim();
      },
      () => {
        field = '';
      },
    );
  } catch {
    // Core properties are decoration; a broken part does not stop the comparison.
  }
  return metadata;
}
