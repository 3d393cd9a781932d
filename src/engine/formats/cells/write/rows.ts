import { columnIndex } from '../refs';
import { decodeEntities } from '../scan';
import { escapeXml, type EditablePackage } from './package';
import { clampIndex, shiftArea, shiftAreaList, shiftFormula, shiftIndex, shiftSpan, stepsOf, type Shift } from './references';

/**
 * Inserting and removing whole rows and columns of a worksheet part, as text, and moving every
 * reference to them across the package (`shiftPackage`): the sheet's own cell and row numbers,
 * column widths, `ref`/`sqref` ranges (merged cells, conditional formats, validations,
 * hyperlinks, auto filter, dimension, selection), formulas on every sheet that point into it,
 * defined names, chart series (`c:f`), pivot cache sources, tables, drawing anchors and the
 * notes anchored there (comments part, VML shapes). Pivot tables placed on the edited sheet are
 * not moved, nor is a table's column list when a column inside it comes or goes; the caller is
 * told so it can warn.
 */

function axisOf(shift: Shift): 'row' | 'col' {
  return stepsOf(shift)[0]?.axis ?? 'row';
}

function sheetOf(shift: Shift): string {
  return stepsOf(shift)[0]?.sheet ?? '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function rootPrefix(xml: string, root: string): string {
  return new RegExp(`<([\\w.-]+:)?${root}[\\s>]`).exec(xml)?.[1] ?? '';
}

/** The sheets of the package, by name, with their parts. */
export interface SheetPart {
  name: string;
  part: string;
}

const FORMULA_ELEMENTS = /(<((?:[\w.-]+:)?(?:f|formula|formula1|formula2))\b[^>]*>)([^<]*)(<\/\2>)/g;

/** Formulas of any worksheet part (cells, conditional formats, validations, x14 extensions). */
function shiftFormulasIn(xml: string, edit: Shift, ownSheet: string): string {
  return xml.replace(FORMULA_ELEMENTS, (whole, open: string, _name: string, text: string, close: string) => {
    const formula = decodeEntities(text);
    const shifted = shiftFormula(formula, edit, ownSheet);
    return shifted === formula ? whole : `${open}${escapeXml(shifted)}${close}`;
  });
}

/** Moves the rows or columns of the edited sheet's own part; formulas included. */
export function shiftOwnWorksheet(xml: string, edit: Shift): string {
  const e = escapeRegExp(rootPrefix(xml, 'worksheet'));
  let out = xml;
  if (axisOf(edit) === 'row') {
    out = out.replace(new RegExp(`(<${e}row\\b[^>]*?\\br=")(\\d+)(")`, 'g'), (whole, a: string, r: string, b: string) => {
      const row = shiftIndex(Number(r) - 1, edit);
      return row === undefined ? whole : `${a}${row + 1}${b}`;
    });
  } else {
    // Row spans are optional hints; stale ones would mislead, so they go.
    out = out.replace(new RegExp(`(<${e}row\\b[^>]*?)\\sspans="[^"]*"`, 'g'), '$1');
    out = out.replace(new RegExp(`<${e}col\\b[^>]*?/>`, 'g'), (tag) => shiftColElement(tag, edit));
    out = out.replace(new RegExp(`<${e}cols(\\s[^>]*)?>\\s*</${e}cols>`), '');
  }
  out = out.replace(new RegExp(`(<${e}c\\b[^>]*?\\br=")([A-Za-z]+\\d+)(")`, 'g'), (whole, a: string, ref: string, b: string) => {
    const shifted = shiftArea(ref, edit);
    return shifted === undefined || shifted === '#REF!' ? whole : `${a}${shifted}${b}`;
  });
  out = shiftFormulasIn(out, edit, sheetOf(edit));
  out = out.replace(/(\s(?:ref|sqref|activeCell|topLeftCell)=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit)}${b}`);
  out = out.replace(/(<([\w.-]+:)?sqref>)([^<]*)(<\/\2sqref>)/g, (_m, a: string, _p: string, value: string, b: string) => `${a}${shiftAreaList(value, edit)}${b}`);
  out = out.replace(/(<(?:[\w.-]+:)?hyperlink\b[^>]*\slocation=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${escapeXml(shiftFormula(decodeEntities(value), edit, sheetOf(edit)))}${b}`);
  // Ranges the edit removed whole leave elements with an empty range: merged cells go.
  out = out.replace(new RegExp(`<${e}mergeCell\\s+ref=""\\s*/>`, 'g'), '');
  out = out.replace(new RegExp(`(<${e}mergeCells\\b[^>]*?\\bcount=")\\d+(")([\\s\\S]*?)(</${e}mergeCells>)`), (_m, a: string, b: string, body: string, close: string) => {
    const count = (body.match(new RegExp(`<${e}mergeCell\\b`, 'g')) ?? []).length;
    return `${a}${count}${b}${body}${close}`;
  });
  return out;
}

/** `<col min max>` (1-based) after a column edit; a removed span disappears. */
function shiftColElement(tag: string, edit: Shift): string {
  const min = Number(/\bmin="(\d+)"/.exec(tag)?.[1]);
  const max = Number(/\bmax="(\d+)"/.exec(tag)?.[1]);
  if (!min || !max) return tag;
  const span = shiftSpan(min - 1, max - 1, edit);
  if (!span || span[1] > 16383) return '';
  return tag.replace(/\bmin="\d+"/, `min="${span[0] + 1}"`).replace(/\bmax="\d+"/, `max="${span[1] + 1}"`);
}

/** Comment refs of a comments or threaded comments part. */
export function shiftCommentRefs(xml: string, edit: Shift): string {
  return xml.replace(/(\sref=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit) || value}${b}`);
}

/** Note shapes of a VML drawing: `x:Row`/`x:Column` and the matching parts of `x:Anchor`. */
export function shiftVml(vml: string, edit: Shift): string {
  const move = (value: number) => clampIndex(value, edit);
  const element = axisOf(edit) === 'row' ? 'Row' : 'Column';
  return vml
    .replace(new RegExp(`(<x:${element}>)(\\d+)(</x:${element}>)`, 'g'), (_m, a: string, r: string, b: string) => `${a}${move(Number(r))}${b}`)
    .replace(/(<x:Anchor>)([^<]*)(<\/x:Anchor>)/g, (_m, a: string, value: string, b: string) => {
      const parts = value.split(',').map((v) => v.trim());
      if (parts.length !== 8) return `${a}${value}${b}`;
      const [first, second] = axisOf(edit) === 'row' ? [2, 6] : [0, 4];
      parts[first] = String(move(Number(parts[first])));
      parts[second] = String(move(Number(parts[second])));
      return `${a}${parts.join(', ')}${b}`;
    });
}

/** Drawing anchors (`xdr:from`/`xdr:to` rows or columns) of a sheet's drawing part. */
function shiftDrawingAnchors(xml: string, edit: Shift): string {
  const element = axisOf(edit) === 'row' ? 'row' : 'col';
  return xml.replace(new RegExp(`(<([\\w.-]+:)?${element}>)(\\d+)(</\\2${element}>)`, 'g'), (_m, a: string, _p: string, value: string, b: string) => `${a}${clampIndex(Number(value), edit)}${b}`);
}

/**
 * Applies one row or column edit to every reference in the package. The edited sheet's part
 * must already have its rows or cells inserted or removed by the caller, or get them after;
 * either way the numbering here moves what was there before. Returns, as sentences, what could
 * not be moved.
 */
export function shiftPackage(pkg: EditablePackage, edit: Shift, sheets: SheetPart[], workbookPart: string): string[] {
  const notMoved: string[] = [];
  if (stepsOf(edit).length === 0) return notMoved;
  const sheetName = sheetOf(edit);
  const edited = sheets.find((s) => s.name === sheetName);
  const mentions = (text: string) => text.includes(sheetName) || text.includes(escapeXml(sheetName));
  for (const sheet of sheets) {
    if (!pkg.has(sheet.part)) continue;
    const xml = pkg.text(sheet.part);
    if (sheet === edited) pkg.set(sheet.part, shiftOwnWorksheet(xml, edit));
    else if (mentions(xml)) {
      let out = shiftFormulasIn(xml, edit, sheet.name);
      out = out.replace(/(<(?:[\w.-]+:)?hyperlink\b[^>]*\slocation=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${escapeXml(shiftFormula(decodeEntities(value), edit, sheet.name))}${b}`);
      if (out !== xml) pkg.set(sheet.part, out);
    }
  }
  if (pkg.has(workbookPart)) {
    const xml = pkg.text(workbookPart);
    if (mentions(xml)) {
      const out = xml.replace(/(<((?:[\w.-]+:)?definedName)\b[^>]*>)([^<]*)(<\/\2>)/g, (whole, open: string, _n: string, text: string, close: string) => {
        const formula = decodeEntities(text);
        const shifted = shiftFormula(formula, edit, undefined);
        return shifted === formula ? whole : `${open}${escapeXml(shifted)}${close}`;
      });
      if (out !== xml) pkg.set(workbookPart, out);
    }
  }
  for (const name of pkg.names()) {
    if (/^xl\/charts\/chart(Ex)?[^/]*\.xml$/i.test(name)) {
      const xml = pkg.text(name);
      if (!mentions(xml)) continue;
      const out = xml.replace(/(<((?:[\w.-]+:)?f)\b[^>]*>)([^<]*)(<\/\2>)/g, (whole, open: string, _n: string, text: string, close: string) => {
        const formula = decodeEntities(text);
        const shifted = shiftFormula(formula, edit, undefined);
        return shifted === formula ? whole : `${open}${escapeXml(shifted)}${close}`;
      });
      if (out !== xml) pkg.set(name, out);
    } else if (/^xl\/pivotCache\/pivotCacheDefinition[^/]*\.xml$/i.test(name)) {
      const xml = pkg.text(name);
      const out = xml.replace(/<(?:[\w.-]+:)?worksheetSource\b[^>]*\/?>/g, (tag) => {
        const sheet = /\bsheet="([^"]*)"/.exec(tag)?.[1];
        if (sheet === undefined || decodeEntities(sheet) !== sheetName) return tag;
        return tag.replace(/(\sref=")([^"]*)(")/, (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit) || value}${b}`);
      });
      if (out !== xml) pkg.set(name, out);
    }
  }
  if (!edited) return notMoved;
  for (const rel of pkg.rels(edited.part).values()) {
    if (rel.external || !pkg.has(rel.target)) continue;
    const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
    const xml = () => pkg.text(rel.target);
    if (kind === 'comments' || kind === 'threadedComment') pkg.set(rel.target, shiftCommentRefs(xml(), edit));
    else if (kind === 'vmlDrawing') pkg.set(rel.target, shiftVml(xml(), edit));
    else if (kind === 'drawing') pkg.set(rel.target, shiftDrawingAnchors(xml(), edit));
    else if (kind === 'table') {
      const range = /<(?:[\w.-]+:)?table\b[^>]*?\sref="([A-Za-z]+)\d+:([A-Za-z]+)\d+"/.exec(xml());
      if (axisOf(edit) === 'col' && range && stepsOf(edit).some((step) => columnIndex(range[1]) < step.at && step.at <= columnIndex(range[2]))) notMoved.push(`table ${rel.target} on sheet '${sheetName}': a column inside it came or went; its range moved, its column list did not`);
      pkg.set(rel.target, xml().replace(/(\sref=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit) || value}${b}`));
    } else if (kind === 'pivotTable') notMoved.push(`pivot table ${rel.target} on sheet '${sheetName}': ${axisOf(edit) === 'row' ? 'rows' : 'columns'} of the sheet came or went; its location and cached records were not moved`);
  }
  return notMoved;
}

/** Inserts row elements (already numbered) before the first row numbered after them. */
export function insertRowElements(xml: string, at: number, rowsXml: string): string {
  const p = rootPrefix(xml, 'worksheet');
  const e = escapeRegExp(p);
  const rowTag = new RegExp(`<${e}row\\b[^>]*?\\br="(\\d+)"`, 'g');
  for (let m = rowTag.exec(xml); m; m = rowTag.exec(xml)) {
    if (Number(m[1]) - 1 >= at) return xml.slice(0, m.index) + rowsXml + xml.slice(m.index);
  }
  const selfClosed = new RegExp(`<${e}sheetData\\s*/>`).exec(xml);
  if (selfClosed) return xml.replace(selfClosed[0], `<${p}sheetData>${rowsXml}</${p}sheetData>`);
  const close = xml.indexOf(`</${p}sheetData>`);
  return xml.slice(0, close) + rowsXml + xml.slice(close);
}

/** Removes the row element numbered `row` (0-based); the caller shifts what follows. */
export function removeRowElement(xml: string, row: number): string {
  const p = rootPrefix(xml, 'worksheet');
  const e = escapeRegExp(p);
  const open = new RegExp(`<${e}row\\b[^>]*?\\br="${row + 1}"[^>]*?(/?)>`).exec(xml);
  if (!open) return xml;
  if (open[1] === '/') return xml.slice(0, open.index) + xml.slice(open.index + open[0].length);
  const close = xml.indexOf(`</${p}row>`, open.index);
  return xml.slice(0, open.index) + xml.slice(close + `</${p}row>`.length);
}
