import type { EngineChange } from '../../../diff/types';
import type { ReaderWarning } from '../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput } from '../../writer';
import { isCellsWorkbook, type CellData, type SheetData } from '../model';
import { cellRef, parseCellRef, parseRange } from '../refs';
import { EditablePackage, escapeXml } from './package';
import { cellElement, SheetEditor } from './sheet-editor';
import { insertRowElements, removeRowElement, shiftCommentRefs, shiftVmlRows, shiftWorksheetRows } from './rows';
import { StylesEditor } from './styles';

/**
 * The result workbook for xlsx/xlsm/xltx/xltm, edited in place from the target package.
 *
 * Styled mode: changed, inserted and deleted cells get a marked copy of their format (fill and
 * font from the ItemsStyle) and a note (legacy comment + VML shape) saying what was there before;
 * an inserted row or column is marked cell by cell; a deleted row is put back where it was
 * (rows below renumbered, see ./rows), marked and noted; a deleted column leaves a note on the
 * cell where it was and a line on the summary sheet. The summary sheet `docdelta changes` lists every change
 * when GenerateSummaryPage is set, and is added anyway for what the sheets cannot show
 * (deleted rows, columns and sheets).
 *
 * Clean mode: rejected cell value and formula changes get the source's content back, rejected
 * inserted rows are removed and rejected deleted rows come back (rows below renumbered, see
 * ./rows); a rejected style change gets the source cell's format index back when the target's
 * styles part has it. The recalculation chain is dropped so Excel recomputes. Rejected column
 * and sheet changes are reported as warnings and kept.
 */

type MarkKind = 'inserted' | 'deleted' | 'changed';

interface Mark {
  kind: MarkKind;
  notes: string[];
}

const SUMMARY_SHEET = 'docdelta changes';

/** A whole-row edit, done after cell edits, bottom-up so target row numbers stay valid. */
interface RowOp {
  sheet: SheetData;
  /** 0-based target row: where rows are inserted before, or the row removed. */
  at: number;
  remove?: boolean;
  /** Rows to insert: source cells, how to write them, and the note for the first cell. */
  rows?: { cells: CellData[]; marked: boolean; note?: string }[];
}

export function writeXlsxResult(input: ResultInput): ResultOutput {
  const warnings: ReaderWarning[] = [];
  const pkg = new EditablePackage(input.target.bytes);
  const source = input.source.document.familyData;
  const target = input.target.document.familyData;
  if (!isCellsWorkbook(source) || !isCellsWorkbook(target)) throw new Error('the cells writer needs two workbooks read by the cells reader');
  const byStory = new Map<string, SheetData>(target.sheets.map((s) => [`sheet:${s.name}`, s]));
  const sourceByStory = new Map<string, SheetData>(source.sheets.map((s) => [`sheet:${s.name}`, s]));
  const options = input.options;
  const editors = new Map<string, SheetEditor>();
  const editor = (sheet: SheetData) => {
    let e = editors.get(sheet.part);
    if (!e) {
      e = new SheetEditor(pkg.text(sheet.part), sheet.part);
      editors.set(sheet.part, e);
    }
    return e;
  };
  const rowOps: RowOp[] = [];
  const stylesPart = findStylesPart(pkg);
  const styles = stylesPart ? new StylesEditor(pkg.text(stylesPart)) : undefined;
  if (options.mode === 'clean' || options.mode === 'tracked') {
    if (options.mode === 'tracked') warnings.push({ code: 'cells-no-tracked-changes', message: 'spreadsheets have no tracked changes that Excel and Calc share; the result is clean with rejected changes reverted' });
    applyRejected(input, byStory, sourceByStory, editor, pkg, styles, rowOps, warnings);
  } else {
    markChanges(input, byStory, sourceByStory, editor, pkg, styles, rowOps, warnings);
  }
  for (const [part, e] of editors) {
    if (e.unaddressable) warnings.push({ code: 'cells-unaddressable', message: `${part}: ${e.unaddressable} cells have no reference (r attribute) and could not be marked` });
    pkg.set(part, e.toString());
  }
  applyRowOps(pkg, rowOps, styles, input.options.deleted, warnings);
  if (styles && stylesPart) pkg.set(stylesPart, styles.toString());
  return { bytes: pkg.bytes(), warnings };
}

function applyRowOps(pkg: EditablePackage, ops: RowOp[], styles: StylesEditor | undefined, deletedStyle: ItemStyle, warnings: ReaderWarning[]): void {
  const bySheet = new Map<SheetData, RowOp[]>();
  for (const op of ops) bySheet.set(op.sheet, [...(bySheet.get(op.sheet) ?? []), op]);
  const xfCount = styles ? styles.baseCount : 0;
  for (const [sheet, sheetOps] of bySheet) {
    // Bottom-up; at one row, a removal goes before the insertions that take its place.
    sheetOps.sort((x, y) => y.at - x.at || (x.remove ? -1 : 1));
    let xml = pkg.text(sheet.part);
    const rels = pkg.rels(sheet.part);
    const commentsPart = [...rels.values()].find((r) => r.type.endsWith('/comments') && pkg.has(r.target))?.target;
    const vmlPart = [...rels.values()].find((r) => r.type.endsWith('/vmlDrawing') && pkg.has(r.target))?.target;
    let comments = commentsPart ? pkg.text(commentsPart) : undefined;
    let vml = vmlPart ? pkg.text(vmlPart) : undefined;
    const shift = (at: number, delta: number) => {
      xml = shiftWorksheetRows(xml, at, delta);
      if (comments !== undefined) comments = shiftCommentRefs(comments, at, delta);
      if (vml !== undefined) vml = shiftVmlRows(vml, at, delta);
    };
    const notes: { at: number; index: number; note: string }[] = [];
    const prefix = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
    for (const op of sheetOps) {
      if (op.remove) {
        xml = removeRowElement(xml, op.at);
        shift(op.at + 1, -1);
        for (const n of notes) n.at -= 1;
        continue;
      }
      const rows = op.rows ?? [];
      if (!rows.length) continue;
      shift(op.at, rows.length);
      for (const n of notes) n.at += rows.length;
      const rowsXml = rows
        .map((row, k) => {
          const number = op.at + k;
          const cells = row.cells.map((cell) => {
            const base = cell.xf !== undefined && cell.xf < xfCount ? cell.xf : 0;
            const ref = cellRef(number, cell.col);
            if (row.marked) return cellElement(prefix, ref, styles ? styles.marked(base, 'deleted', deletedStyle) : 0, { type: 's', raw: cell.text });
            return cellElement(prefix, ref, base, { type: cell.type, raw: cell.raw, formula: cell.formula });
          });
          if (row.note) notes.push({ at: op.at, index: k, note: row.note });
          return `<${prefix}row r="${number + 1}">${cells.join('')}</${prefix}row>`;
        })
        .join('');
      xml = insertRowElements(xml, op.at, rowsXml);
    }
    pkg.set(sheet.part, xml);
    if (commentsPart && comments !== undefined) pkg.set(commentsPart, comments);
    if (vmlPart && vml !== undefined) pkg.set(vmlPart, vml);
    if (notes.length) addNotes(pkg, sheet.part, notes.map((n) => [cellRef(n.at + n.index, 0), n.note]), warnings);
    warnings.push({
      code: 'cells-rows-renumbered',
      message: `rows of sheet '${sheet.name}' were inserted or removed; references to them from other sheets, defined names and charts were not renumbered`,
    });
  }
}

function markChanges(
  input: ResultInput,
  byStory: Map<string, SheetData>,
  sourceByStory: Map<string, SheetData>,
  editor: (sheet: SheetData) => SheetEditor,
  pkg: EditablePackage,
  styles: StylesEditor | undefined,
  rowOps: RowOp[],
  warnings: ReaderWarning[],
): void {
  const options = input.options;
  const marks = new Map<SheetData, Map<string, Mark>>();
  const mark = (sheet: SheetData, ref: string, kind: MarkKind, note?: string) => {
    let sheetMarks = marks.get(sheet);
    if (!sheetMarks) {
      sheetMarks = new Map();
      marks.set(sheet, sheetMarks);
    }
    const existing = sheetMarks.get(ref);
    if (existing) {
      if (note) existing.notes.push(note);
      if (existing.kind !== kind) existing.kind = 'changed';
    } else sheetMarks.set(ref, { kind, notes: note ? [note] : [] });
  };
  const summary: EngineChange[] = [];
  const tabColors = new Map<SheetData, string>();
  input.changes.forEach((change, id) => {
    const sheet = byStory.get(change.target?.story ?? change.anchor?.story ?? '');
    const sourceSheet = sourceByStory.get(change.source?.story ?? '');
    const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
    if (options.summaryPage) summary.push(change);
    if (change.kind === 'Inserted' && !options.showInserted) return;
    if (change.kind === 'Deleted' && !options.showDeleted) return;
    if (!sheet) {
      if (!options.summaryPage) summary.push(change);
      return;
    }
    switch (change.unit) {
      case 'cell': {
        if (ref.startsWith('merge:')) {
          const range = parseRange(ref.slice(6));
          if (range) mark(sheet, cellRef(range.top, range.left), 'changed', `[${id}] ${change.styleChanges?.[0]?.newValue ?? 'merge changed'} (${ref.slice(6)})`);
          break;
        }
        if (!parseCellRef(ref)) break;
        const kind: MarkKind = change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed';
        const note =
          change.kind === 'StyleChanged'
            ? `[${id}] style: ${(change.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue} → ${s.newValue}`).join('; ')}`
            : change.place.endsWith(' formula')
              ? `[${id}] formula was: ${change.text || '(none)'}`
              : `[${id}] was: ${change.text === '' ? '(empty)' : change.text}`;
        mark(sheet, ref, kind, note);
        break;
      }
      case 'row': {
        const row = Number(ref.replace('row:', ''));
        if (change.kind === 'Inserted') {
          const rowData = sheet.rows[change.target?.blockPath[1] ?? -1];
          for (const cell of rowData?.cells ?? []) mark(sheet, cellRef(row, cell.col), 'inserted', cell === rowData!.cells[0] ? `[${id}] inserted row` : undefined);
        } else {
          // Deleted rows go back where they were, marked, with a note (ShowDeletedContent).
          const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
          if (sourceRow) rowOps.push({ sheet, at: row, rows: [{ cells: sourceRow.cells, marked: true, note: `[${id}] deleted row ${sourceRow.row + 1} of the source` }] });
          else mark(sheet, cellRef(row, 0), 'deleted', `[${id}] deleted row of the source above this row: ${change.text}`);
        }
        break;
      }
      case 'column': {
        const col = Number(ref.replace('column:', ''));
        if (change.kind === 'Inserted') {
          for (const row of sheet.rows) for (const cell of row.cells) if (cell.col === col) mark(sheet, cellRef(row.row, col), 'inserted', row === sheet.rows[0] ? `[${id}] inserted column` : undefined);
        } else {
          mark(sheet, cellRef(sheet.rows[0]?.row ?? 0, col), 'deleted', `[${id}] deleted column of the source left of this one: ${change.text}`);
          if (!options.summaryPage) summary.push(change);
        }
        break;
      }
      case 'text': {
        const commentRef = ref.replace(/^comment:/, '');
        if (parseCellRef(commentRef)) mark(sheet, commentRef, change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed', `[${id}] comment was: ${change.text || '(none)'}`);
        break;
      }
      default:
        if (change.unit === 'story' && change.kind === 'Inserted') tabColors.set(sheet, options.inserted.fontColor ?? '0000FF');
        if (!options.summaryPage) summary.push(change);
    }
  });
  for (const [sheet, color] of tabColors) pkg.set(sheet.part, withTabColor(pkg.text(sheet.part), color));
  if (!styles && marks.size) warnings.push({ code: 'cells-no-styles', message: 'the workbook has no styles part; changed cells get notes but no colours' });
  const styleFor = (kind: MarkKind): ItemStyle => (kind === 'inserted' ? input.options.inserted : kind === 'deleted' ? input.options.deleted : input.options.changed);
  for (const [sheet, sheetMarks] of marks) {
    const e = editor(sheet);
    const notes: [string, string][] = [];
    for (const [ref, m] of sheetMarks) {
      const { row, col } = parseCellRef(ref)!;
      if (styles) e.setStyle(row, col, styles.marked(e.styleIndex(row, col), m.kind, styleFor(m.kind)));
      if (m.notes.length) notes.push([ref, m.notes.join('\n')]);
    }
    if (notes.length) addNotes(pkg, sheet.part, notes, warnings);
  }
  if (summary.length) addSummarySheet(pkg, input.changes, summary, warnings);
}

function applyRejected(
  input: ResultInput,
  byStory: Map<string, SheetData>,
  sourceByStory: Map<string, SheetData>,
  editor: (sheet: SheetData) => SheetEditor,
  pkg: EditablePackage,
  styles: StylesEditor | undefined,
  rowOps: RowOp[],
  warnings: ReaderWarning[],
): void {
  let reverted = 0;
  for (const id of [...input.options.rejected].sort((x, y) => x - y)) {
    const change = input.changes[id];
    if (!change) continue;
    const sheet = byStory.get(change.target?.story ?? change.anchor?.story ?? '');
    const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
    const position = parseCellRef(ref);
    if (change.unit === 'row' && sheet) {
      const row = Number(ref.replace('row:', ''));
      const sourceRow = sourceByStory.get(change.source?.story ?? '')?.rows[change.source?.blockPath[1] ?? -1];
      if (change.kind === 'Inserted') rowOps.push({ sheet, at: row, remove: true });
      else if (sourceRow) rowOps.push({ sheet, at: row, rows: [{ cells: sourceRow.cells, marked: false }] });
      reverted++;
      continue;
    }
    if (change.kind === 'StyleChanged' && change.unit === 'cell' && sheet && position && styles) {
      // The source cell's own format index, when the target's styles have it (same lineage).
      const sourceCell = cellAt(sourceByStory.get(change.source?.story ?? '') ?? sheet, change.source?.blockPath);
      const xf = sourceCell?.xf ?? 0;
      if (xf < styles.baseCount) {
        editor(sheet).setStyle(position.row, position.col, xf);
        continue;
      }
    }
    if (change.unit !== 'cell' || !sheet || !position || change.kind === 'StyleChanged') {
      warnings.push({ code: 'cells-reject-unsupported', message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a workbook yet; it is kept` });
      continue;
    }
    const sourceSheet = sourceByStory.get(change.source?.story ?? '');
    const sourceCell = sourceSheet ? cellAt(sourceSheet, change.source?.blockPath) : undefined;
    editor(sheet).setContent(position.row, position.col, sourceCell ? { type: sourceCell.type, raw: sourceCell.raw, formula: sourceCell.formula } : null);
    reverted++;
  }
  if (reverted) dropCalcChain(pkg);
}

function cellAt(sheet: SheetData, path: number[] | undefined): CellData | undefined {
  if (!path || path.length < 3) return undefined;
  return sheet.rows[path[1]]?.cells[path[2]];
}

function findStylesPart(pkg: EditablePackage): string | undefined {
  const workbook = workbookPart(pkg);
  for (const rel of pkg.rels(workbook).values()) if (rel.type.endsWith('/styles') && pkg.has(rel.target)) return rel.target;
  return undefined;
}

function workbookPart(pkg: EditablePackage): string {
  for (const rel of pkg.rels('').values()) if (rel.type.endsWith('/officeDocument')) return rel.target;
  return 'xl/workbook.xml';
}

/** Relationship type URIs in the package's own flavour (Strict or Transitional). */
function relType(pkg: EditablePackage, kind: string): string {
  const strict = pkg.text(workbookPart(pkg)).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
  return `${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}/${kind}`;
}

/** Drops xl/calcChain.xml: after cells are rewritten it may name formulas that are gone. */
function dropCalcChain(pkg: EditablePackage): void {
  const workbook = workbookPart(pkg);
  for (const [id, rel] of pkg.rels(workbook)) {
    if (!rel.type.endsWith('/calcChain')) continue;
    pkg.remove(rel.target);
    pkg.removeContentTypeOverride(rel.target);
    const relsName = `${workbook.slice(0, workbook.lastIndexOf('/') + 1)}_rels/${workbook.slice(workbook.lastIndexOf('/') + 1)}.rels`;
    pkg.set(relsName, pkg.text(relsName).replace(new RegExp(`<Relationship[^>]*Id="${id}"[^>]*/>`), ''));
  }
}

/** An inserted sheet's tab takes the inserted colour (`sheetPr/tabColor`, its first child). */
function withTabColor(sheet: string, color: string): string {
  const p = /<([\w.-]+:)?worksheet[\s>]/.exec(sheet)?.[1] ?? '';
  const tab = `<${p}tabColor rgb="FF${color}"/>`;
  const sheetPr = new RegExp(`<${p}sheetPr(\\s[^>]*?)?(/?)>`).exec(sheet);
  if (sheetPr) {
    if (new RegExp(`<${p}tabColor[\\s/>]`).test(sheet)) return sheet.replace(new RegExp(`<${p}tabColor[^>]*/>`), tab);
    const open = sheetPr[2] === '/' ? sheetPr[0].replace(/\/>$/, '>') : sheetPr[0];
    return sheet.replace(sheetPr[0], `${open}${tab}${sheetPr[2] === '/' ? `</${p}sheetPr>` : ''}`);
  }
  return sheet.replace(/<([\w.-]+:)?worksheet(\s[^>]*)?>/, (root) => `${root}<${p}sheetPr>${tab}</${p}sheetPr>`);
}

// ---------------------------------------------------------------------------------------------
// Notes (legacy comments + VML)

const NOTE_AUTHOR = 'docdelta';

function addNotes(pkg: EditablePackage, sheetPart: string, notes: [string, string][], warnings: ReaderWarning[]): void {
  const rels = pkg.rels(sheetPart);
  let commentsPart = [...rels.values()].find((r) => r.type.endsWith('/comments'))?.target;
  let vmlPart = [...rels.values()].find((r) => r.type.endsWith('/vmlDrawing'))?.target;
  const strictMain = pkg.text(sheetPart).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
  const main = strictMain ? 'http://purl.oclc.org/ooxml/spreadsheetml/main' : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  if (!commentsPart || !pkg.has(commentsPart)) {
    commentsPart = pkg.freeName('xl/comments', '.xml');
    pkg.set(commentsPart, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<comments xmlns="${main}"><authors></authors><commentList></commentList></comments>`);
    pkg.addRel(sheetPart, relType(pkg, 'comments'), commentsPart);
    pkg.addContentType(commentsPart, undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml');
  }
  let comments = pkg.text(commentsPart);
  const prefix = /<([\w.-]+:)?comments[\s>]/.exec(comments)?.[1] ?? '';
  // Author list: reuse or append ours.
  const authors = [...comments.matchAll(new RegExp(`<${prefix}author>([\\s\\S]*?)</${prefix}author>`, 'g'))].map((m) => m[1]);
  let authorId = authors.indexOf(NOTE_AUTHOR);
  if (authorId < 0) {
    authorId = authors.length;
    if (/<([\w.-]+:)?authors\s*\/>/.test(comments)) comments = comments.replace(/<([\w.-]+:)?authors\s*\/>/, `<${prefix}authors><${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`);
    else comments = comments.replace(`</${prefix}authors>`, `<${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`);
  }
  const newShapes: string[] = [];
  for (const [ref, text] of notes) {
    const run = `<${prefix}r><${prefix}rPr><${prefix}b/><${prefix}sz val="9"/></${prefix}rPr><${prefix}t xml:space="preserve">docdelta: ${escapeXml(text)}</${prefix}t></${prefix}r>`;
    const existing = new RegExp(`(<${prefix}comment\\s[^>]*ref="${ref}"[^>]*>[\\s\\S]*?)(</${prefix}text>)`).exec(comments);
    if (existing) {
      comments = comments.replace(existing[0], `${existing[1]}<${prefix}r><${prefix}t xml:space="preserve">\n</${prefix}t></${prefix}r>${run}${existing[2]}`);
      continue;
    }
    const comment = `<${prefix}comment ref="${ref}" authorId="${authorId}"><${prefix}text>${run}</${prefix}text></${prefix}comment>`;
    if (/<([\w.-]+:)?commentList\s*\/>/.test(comments)) comments = comments.replace(/<([\w.-]+:)?commentList\s*\/>/, `<${prefix}commentList>${comment}</${prefix}commentList>`);
    else comments = comments.replace(`</${prefix}commentList>`, `${comment}</${prefix}commentList>`);
    newShapes.push(vmlShape(ref));
  }
  pkg.set(commentsPart, comments);
  if (!newShapes.length) return;
  if (!vmlPart || !pkg.has(vmlPart)) {
    vmlPart = pkg.freeName('xl/drawings/vmlDrawing', '.vml');
    pkg.set(vmlPart, VML_HEAD + VML_TAIL);
    const id = pkg.addRel(sheetPart, relType(pkg, 'vmlDrawing'), vmlPart);
    pkg.addContentType(undefined, 'vml', 'application/vnd.openxmlformats-officedocument.vmlDrawing');
    pkg.set(sheetPart, insertLegacyDrawing(pkg.text(sheetPart), id, warnings, sheetPart));
  }
  const vml = pkg.text(vmlPart);
  const close = vml.lastIndexOf('</xml>');
  if (close < 0) {
    warnings.push({ code: 'cells-vml', message: `${vmlPart} is not a VML drawing this writer understands; notes are added without their shapes` });
    return;
  }
  pkg.set(vmlPart, vml.slice(0, close) + newShapes.join('') + vml.slice(close));
}

const VML_HEAD =
  '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
  '<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout>' +
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';
const VML_TAIL = '</xml>';

let shapeCounter = 0;

function vmlShape(ref: string): string {
  const { row, col } = parseCellRef(ref)!;
  shapeCounter = (shapeCounter + 1) % 100000;
  return (
    `<v:shape id="_x0000_s${1025 + shapeCounter}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:180pt;height:60pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
    '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
    `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${col + 1}, 15, ${row}, 2, ${col + 4}, 15, ${row + 4}, 16</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${col}</x:Column></x:ClientData></v:shape>`
  );
}

/** `<legacyDrawing>` goes after `drawing` and before the elements CT_Worksheet lists after it. */
function insertLegacyDrawing(sheet: string, id: string, warnings: ReaderWarning[], part: string): string {
  const prefix = /<([\w.-]+:)?worksheet[\s>]/.exec(sheet)?.[1] ?? '';
  const rPrefix = /xmlns:(\w+)="http:\/\/(schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships"/.exec(sheet)?.[1];
  let element: string;
  let result = sheet;
  if (rPrefix) element = `<${prefix}legacyDrawing ${rPrefix}:id="${id}"/>`;
  else {
    element = `<${prefix}legacyDrawing r:id="${id}"/>`;
    const strict = sheet.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    result = result.replace(/<([\w.-]+:)?worksheet(?=[\s>])/, (m) => `${m} xmlns:r="${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}"`);
  }
  if (new RegExp(`<${prefix}legacyDrawing[\\s/>]`).test(result)) {
    warnings.push({ code: 'cells-legacy-drawing', message: `${part} already has a legacy drawing; notes were added to its comments part` });
    return result;
  }
  for (const after of ['legacyDrawingHF', 'drawingHF', 'picture', 'oleObjects', 'controls', 'webPublishItems', 'tableParts', 'extLst']) {
    const match = new RegExp(`<${prefix}${after}[\\s/>]`).exec(result);
    if (match) return result.slice(0, match.index) + element + result.slice(match.index);
  }
  const close = result.lastIndexOf(`</${prefix}worksheet>`);
  return result.slice(0, close) + element + result.slice(close);
}

// ---------------------------------------------------------------------------------------------
// Summary sheet

function addSummarySheet(pkg: EditablePackage, all: readonly EngineChange[], listed: EngineChange[], warnings: ReaderWarning[]): void {
  const workbook = workbookPart(pkg);
  let workbookXml = pkg.text(workbook);
  const prefix = /<([\w.-]+:)?workbook[\s>]/.exec(workbookXml)?.[1] ?? '';
  const strict = workbookXml.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
  const main = strict ? 'http://purl.oclc.org/ooxml/spreadsheetml/main' : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  let name = SUMMARY_SHEET;
  for (let n = 2; workbookXml.includes(`name="${name}"`); n++) name = `${SUMMARY_SHEET} ${n}`;
  const part = pkg.freeName('xl/worksheets/sheet', '.xml');
  const ids = new Map(all.map((c, k) => [c, k]));
  const counts = new Map<string, number>();
  for (const change of all) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const rows: string[][] = [['Changes', String(all.length)], ...[...counts].map(([kind, n]) => [kind, String(n)]), [], ['Id', 'Type', 'Place', 'Old', 'New']];
  for (const change of listed) rows.push([String(ids.get(change) ?? ''), change.kind, change.place, change.text, change.targetText]);
  const sheetData = rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => (v === '' ? '' : `<c r="${cellRef(r, c)}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v.length > 32000 ? `${v.slice(0, 32000)}…` : v)}</t></is></c>`)).join('')}</row>`)
    .join('');
  pkg.set(part, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${main}"><cols><col min="1" max="2" width="14" customWidth="1"/><col min="3" max="3" width="30" customWidth="1"/><col min="4" max="5" width="40" customWidth="1"/></cols><sheetData>${sheetData}</sheetData></worksheet>`);
  pkg.addContentType(part, undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml');
  const id = pkg.addRel(workbook, relType(pkg, 'worksheet'), part);
  const sheetIds = [...workbookXml.matchAll(/\bsheetId="(\d+)"/g)].map((m) => Number(m[1]));
  const sheetId = Math.max(0, ...sheetIds) + 1;
  const rPrefix = /xmlns:(\w+)="http:\/\/(schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships"/.exec(workbookXml)?.[1];
  if (!rPrefix) {
    warnings.push({ code: 'cells-summary', message: 'the workbook part declares no relationships namespace; the summary sheet was not added' });
    return;
  }
  const entry = `<${prefix}sheet name="${escapeXml(name)}" sheetId="${sheetId}" ${rPrefix}:id="${id}"/>`;
  workbookXml = workbookXml.replace(`</${prefix}sheets>`, `${entry}</${prefix}sheets>`);
  pkg.set(workbook, workbookXml);
}
