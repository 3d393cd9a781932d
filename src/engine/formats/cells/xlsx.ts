import { createHash } from 'node:crypto';
import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { chartIdentity } from '../shared/chart';
import { CorruptDocumentError } from '../../errors';
import { resolvePartName } from '../package/part-names';
import { scanXml, type ScannedTag } from '../package/scan';
import type { ReaderWarning } from '../../model/document';
import { BUILTIN_NUMBER_FORMATS, isDateFormat } from './numfmt';
import {
  decodeXmlEscapes,
  local,
  readSharedStrings,
  readSharedStringsInflating,
  readWorksheet,
  readWorksheetInflating,
  type SheetContext,
} from './worksheet';
import { StyleTable, type CellStyle, type CellsWorkbook, type SheetChart, type SheetData } from './model';

/**
 * SpreadsheetML (xlsx, xlsm, xltx, xltm; Transitional and Strict) read with a streaming XML
 * tokenizer (../package/scan; worksheets and shared strings from their bytes, ./worksheet):
 * sheet parts are never held as a tree, so a sheet of a million cells costs its cells, not a DOM. Element names are matched by local name, which is what makes Strict's
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

/** A part the package reader asks its driver to read: whole, or as it is inflated. */
interface PartRead<T = unknown> {
  whole(): T;
  inflating(pieceBytes: number | undefined): Promise<T>;
}

/** The package read on this thread, each large part inflated whole (see readXlsxPackageInflating). */
export function readXlsxPackage(bytes: Uint8Array, limits?: ArchiveLimits): XlsxPackage {
  const steps = packageSteps(bytes, limits);
  let step = steps.next();
  while (!step.done) step = steps.next(step.value.whole());
  return step.value;
}

/**
 * The package as readXlsxPackage reads it, its worksheets and shared strings read as zlib
 * inflates them beside this thread (readWorksheetInflating, readSharedStringsInflating): the
 * large parts are never held whole. `noteSharedStrings`: see CellStore.shared; `pieceBytes`:
 * how much is inflated at a time (tests make it small).
 */
export async function readXlsxPackageInflating(
  bytes: Uint8Array,
  limits?: ArchiveLimits,
  options: { noteSharedStrings?: boolean; pieceBytes?: number } = {},
): Promise<XlsxPackage> {
  const steps = packageSteps(bytes, limits, options.noteSharedStrings);
  let step = steps.next();
  while (!step.done) step = steps.next(await step.value.inflating(options.pieceBytes));
  return step.value;
}

/** The package reader's steps: it yields each worksheet part to its driver, which answers with the sheet. */
function* packageSteps(
  bytes: Uint8Array,
  limits: ArchiveLimits | undefined,
  noteSharedStrings = false,
): Generator<PartRead, XlsxPackage, unknown> {
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
      // Excel 2013 adds an x15:workbookPr extension without the flag after the main one.
      const flag = attr(tag, 'date1904');
      if (flag !== undefined) date1904 = flag === '1' || flag === 'true';
    }
  });
  const sharedStringsRel = [...workbookRels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const stringsPart = sharedStringsRel?.target;
  const sharedStrings =
    stringsPart && zip.has(stringsPart)
      ? ((yield {
          whole: () => readSharedStrings(zip.read(stringsPart, { keep: false }), stringsPart),
          inflating: (pieceBytes) => readSharedStringsInflating(zip, stringsPart, pieceBytes),
        } satisfies PartRead<string[]>) as string[])
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
    const part = rel.target;
    const context: SheetContext = {
      sharedStrings,
      xfStyle,
      xfNumberFormat,
      xfIsDate,
      date1904,
      warnings,
      noteSharedStrings,
    };
    const sheet = (yield {
      whole: () => readWorksheet(zip.read(part, { keep: false }), part, context),
      inflating: (pieceBytes) => readWorksheetInflating(zip, part, context, pieceBytes),
    } satisfies PartRead<SheetData>) as SheetData;
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

/** A part as text (the large ones, worksheets and shared strings, are read from their bytes: ./worksheet). */
function partText(zip: ZipArchive, name: string): string {
  const text = utf8.decode(zip.read(name));
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export { local };

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
