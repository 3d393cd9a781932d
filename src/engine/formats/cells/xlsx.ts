import { createHash } from 'node:crypto';
import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { chartIdentity } from '../shared/chart';
import { CorruptDocumentError } from '../../errors';
import { resolvePartName } from '../package/part-names';
import { scanXml, type ScannedTag } from '../package/scan';
import type { ReaderWarning } from '../../model/document';
import { BUILTIN_NUMBER_FORMATS, isDateFormat } from './numfmt';
import {
  colorFrom,
  decodeXmlEscapes,
  local,
  readSharedStrings,
  readSharedStringsInflating,
  readWorksheet,
  readWorksheetInflating,
  type SharedStrings,
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
export function readXlsxPackage(bytes: Uint8Array, limits?: ArchiveLimits, archive?: ZipArchive): XlsxPackage {
  const steps = packageSteps(ZipArchive.of(bytes, archive, limits));
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
  options: { noteSharedStrings?: boolean; pieceBytes?: number; archive?: ZipArchive } = {},
): Promise<XlsxPackage> {
  const steps = packageSteps(ZipArchive.of(bytes, options.archive, limits), options.noteSharedStrings);
  let step = steps.next();
  while (!step.done) step = steps.next(await step.value.inflating(options.pieceBytes));
  return step.value;
}

/** The package reader's steps: it yields each worksheet part to its driver, which answers with the sheet. */
function* packageSteps(zip: ZipArchive, noteSharedStrings = false): Generator<PartRead, XlsxPackage, unknown> {
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
  const sharedStrings: SharedStrings =
    stringsPart && zip.has(stringsPart)
      ? ((yield {
          whole: () => readSharedStrings(zip.read(stringsPart, { keep: false }), stringsPart),
          inflating: (pieceBytes) => readSharedStringsInflating(zip, stringsPart, pieceBytes),
        } satisfies PartRead<SharedStrings>) as SharedStrings)
      : { strings: [], runColors: new Map() };
  const stylesRel = [...workbookRels.values()].find((r) => r.type.endsWith('/styles'));
  const styleTable = new StyleTable();
  const xfCenterAcross = new Set<number>();
  const themeRel = [...workbookRels.values()].find((r) => r.type.endsWith('/theme'));
  const resolve = themeColors(themeRel && zip.has(themeRel.target) ? readTheme(zip, themeRel.target) : []);
  const xfs =
    stylesRel && zip.has(stylesRel.target)
      ? readStyles(partText(zip, stylesRel.target), stylesRel.target, resolve, xfCenterAcross)
      : [];
  const xfStyle = xfs.map((style) => styleTable.id(style));
  const xfNumberFormat = xfs.map((style) => style.numberFormat);
  const xfIsDate = xfs.map((style) => style.numberFormat !== undefined && isDateFormat(style.numberFormat));
  const runStyles = new Map<string, number>();
  // A run's own colour is what it is drawn in; a run without one is drawn in the cell's.
  const runStyle = (style: number, runColors: (string | undefined)[]): number => {
    const key = `${style} ${runColors.join(' ')}`;
    let id = runStyles.get(key);
    if (id === undefined) {
      const look = styleTable.styles[style] ?? {};
      const drawn = [...new Set(runColors.map((c) => normalColor(c === undefined ? look.color : resolve(c))))].join(
        ' ',
      );
      id = styleTable.id({ ...look, color: drawn === 'auto' ? undefined : drawn });
      runStyles.set(key, id);
    }
    return id;
  };
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
      sharedStrings: sharedStrings.strings,
      ...(sharedStrings.runColors.size ? { sharedRunColors: sharedStrings.runColors, runStyle } : {}),
      xfStyle,
      xfNumberFormat,
      xfIsDate,
      ...(xfCenterAcross.size ? { xfCenterAcross } : {}),
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
function readStyles(
  text: string,
  part: string,
  resolve: (color: string | undefined) => string | undefined,
  centerAcross: Set<number>,
): CellStyle[] {
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
          if (font && section === 'fonts') font.color = resolve(colorOf(tag));
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
          if (inFill) fillColor = resolve(colorOf(tag));
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
        case 'alignment':
          if (section === 'cellXfs' && attr(tag, 'horizontal') === 'centerContinuous') centerAcross.add(xfs.length - 1);
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

/** `RRGGBB` of a colour element; theme colours keep their slot (`theme4`) since only equality matters. */
function colorOf(tag: ScannedTag): string | undefined {
  return colorFrom((name) => attr(tag, name));
}

/** The colours of a theme part's colour scheme, in the order of its elements (dk1, lt1, dk2, lt2, accent1…6, hlink, folHlink). */
function readTheme(zip: ZipArchive, part: string): string[] {
  const slots = ['dk1', 'lt1', 'dk2', 'lt2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'];
  slots.push('hlink', 'folHlink');
  const colors: string[] = [];
  let slot = -1;
  let inScheme = false;
  try {
    parseXml(
      partText(zip, part),
      part,
      (tag) => {
        const name = local(tag.name);
        if (name === 'clrScheme') inScheme = true;
        else if (inScheme && slots.includes(name)) slot = slots.indexOf(name);
        else if (slot >= 0 && (name === 'srgbClr' || name === 'sysClr')) {
          const value = attr(tag, name === 'srgbClr' ? 'val' : 'lastClr');
          if (value && /^[0-9A-Fa-f]{6}$/.test(value)) colors[slot] = value.toUpperCase();
          slot = -1;
        }
      },
      undefined,
      (tag) => {
        if (local(tag.name) === 'clrScheme') inScheme = false;
      },
    );
  } catch {
    // A damaged theme leaves theme colours compared by their slot.
    return [];
  }
  return colors;
}

/**
 * Theme colours (`theme4~-0.25`, see colorFrom) resolved to the `RRGGBB` they are drawn in, as
 * LibreOffice writes them out: slots 0-3 are lt1, dk1, lt2, dk2 (the scheme lists the dark one
 * first), the tint moves the lightness towards black or white. Without the theme's colour a
 * theme colour stays its slot, and slot 1 (dk1, the text colour) is the default.
 */
function themeColors(scheme: string[]): (color: string | undefined) => string | undefined {
  const order = [1, 0, 3, 2, 4, 5, 6, 7, 8, 9, 10, 11];
  return (color) => {
    if (!color?.startsWith('theme')) return color;
    const tilde = color.indexOf('~');
    const slot = Number(color.slice(5, tilde < 0 ? undefined : tilde));
    const tint = tilde < 0 ? 0 : Number(color.slice(tilde + 1));
    const base = scheme[order[slot]];
    if (!base) {
      if (slot === 1 && !tint) return undefined;
      return `theme${slot}${tint ? `~${tint.toFixed(2)}` : ''}`;
    }
    return tinted(base, tint);
  };
}

/** `RRGGBB` with its HSL lightness moved by an OOXML tint (towards black below 0, white above). */
function tinted(rgb: string, tint: number): string {
  if (!tint) return rgb;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(rgb.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  l = tint < 0 ? l * (1 + tint) : l * (1 - tint) + tint;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  return [r1, g1, b1]
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v + m)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}

/** A font colour as the cell style keeps it: black and the default are one (StyleTable.id). */
function normalColor(color: string | undefined): string {
  return !color || color === '000000' || color === 'auto' ? 'auto' : color;
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
