import { columnIndex, parseCellRef } from '../refs';
import { decodeEntities } from '../../package/scan';
import { escapeXml } from '../../package/xml-escape';
import { type EditablePackage } from '../../package/editable-package';
import { escapeRegExp, worksheetPrefix } from './xml-text';
import {
  clampIndex,
  MAX_COL,
  shiftArea,
  shiftAreaList,
  shiftFormula,
  shiftIndex,
  shiftSpan,
  stepsOf,
  translateFormula,
  type Shift,
} from './references';

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

interface SharedMember {
  /** Offsets of the `<f>` element in the part's text. */
  start: number;
  end: number;
  row: number;
  col: number;
  prefix: string;
  attributes: string;
  /** The formula text, on the master only. */
  formula?: string;
}

const CELL_ELEMENT = /<([\w.-]+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1c>)/g;
const FORMULA_ELEMENT = /<([\w.-]+:)?f\b([^>]*?)(?:\/>|>([^<]*)<\/\1f>)/;

/**
 * A worksheet part whose shared formulas (`<f t="shared" ref si>` on the master, `<f t="shared"
 * si/>` on the cells that follow it) stay right across the edit: a dependent cell's formula is
 * the master's moved by the cell's distance to it, so when the edit changes that distance or
 * moves the references of some members and not others, every member of the group gets its own
 * formula (the master's, translated) and the group is dissolved; the normal shift follows.
 * Groups the edit leaves right are kept. `ownSheet` is the sheet the part belongs to.
 */
export function expandSharedFormulas(xml: string, edit: Shift, ownSheet: string): string {
  if (!/\st="shared"/.test(xml)) return xml;
  const groups = new Map<string, SharedMember[]>();
  for (const cell of xml.matchAll(CELL_ELEMENT)) {
    const body = cell[3];
    if (!body || !body.includes('shared')) continue;
    const ref = /\br="([A-Za-z]+\d+)"/.exec(cell[2])?.[1];
    const f = FORMULA_ELEMENT.exec(body);
    const position = ref ? parseCellRef(ref) : undefined;
    if (!f || !position || !/\st="shared"/.test(f[2])) continue;
    const si = /\bsi="(\d+)"/.exec(f[2])?.[1];
    if (si === undefined) continue;
    const start = cell.index + cell[0].length - body.length - `</${cell[1] ?? ''}c>`.length + f.index;
    const member: SharedMember = {
      start,
      end: start + f[0].length,
      ...position,
      prefix: f[1] ?? '',
      attributes: f[2],
      formula: /\sref="/.test(f[2]) && f[3] ? decodeEntities(f[3]) : undefined,
    };
    const group = groups.get(si);
    if (group) group.push(member);
    else groups.set(si, [member]);
  }
  const own = ownSheet === sheetOf(edit);
  const rowAxis = axisOf(edit) === 'row';
  const moved = (m: SharedMember): { row: number; col: number } | undefined => {
    if (!own) return m;
    const index = shiftIndex(rowAxis ? m.row : m.col, edit);
    return index === undefined ? undefined : rowAxis ? { row: index, col: m.col } : { row: m.row, col: index };
  };
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const members of groups.values()) {
    const master = members.find((m) => m.formula !== undefined);
    if (!master) continue;
    const formula = master.formula!;
    const masterAfter = moved(master);
    const shiftedMaster = shiftFormula(formula, edit, ownSheet);
    const stillRight =
      masterAfter !== undefined &&
      members.every((m) => {
        const after = moved(m);
        if (!after) return true;
        const derived = translateFormula(shiftedMaster, after.row - masterAfter.row, after.col - masterAfter.col);
        return (
          derived === shiftFormula(translateFormula(formula, m.row - master.row, m.col - master.col), edit, ownSheet)
        );
      });
    if (stillRight) continue;
    for (const m of members) {
      const attributes = m.attributes.replace(/\s(?:t|ref|si)="[^"]*"/g, '');
      replacements.push({
        start: m.start,
        end: m.end,
        text: `<${m.prefix}f${attributes}>${escapeXml(translateFormula(formula, m.row - master.row, m.col - master.col))}</${m.prefix}f>`,
      });
    }
  }
  if (!replacements.length) return xml;
  replacements.sort((x, y) => x.start - y.start);
  let out = '';
  let copied = 0;
  for (const r of replacements) {
    out += xml.slice(copied, r.start) + r.text;
    copied = r.end;
  }
  return out + xml.slice(copied);
}

/** Moves the rows or columns of the edited sheet's own part; formulas included. */
export function shiftOwnWorksheet(xml: string, edit: Shift): string {
  const e = escapeRegExp(worksheetPrefix(xml));
  let out = expandSharedFormulas(xml, edit, sheetOf(edit));
  if (axisOf(edit) === 'row') {
    out = out.replace(
      new RegExp(`(<${e}row\\b[^>]*?\\br=")(\\d+)(")`, 'g'),
      (whole, a: string, r: string, b: string) => {
        const row = shiftIndex(Number(r) - 1, edit);
        return row === undefined ? whole : `${a}${row + 1}${b}`;
      },
    );
  } else {
    // Row spans are optional hints; stale ones would mislead, so they go.
    out = out.replace(new RegExp(`(<${e}row\\b[^>]*?)\\sspans="[^"]*"`, 'g'), '$1');
    out = out.replace(new RegExp(`<${e}col\\b[^>]*?/>`, 'g'), (tag) => shiftColElement(tag, edit));
    out = out.replace(new RegExp(`<${e}cols(\\s[^>]*)?>\\s*</${e}cols>`), '');
  }
  out = out.replace(
    new RegExp(`(<${e}c\\b[^>]*?\\br=")([A-Za-z]+\\d+)(")`, 'g'),
    (whole, a: string, ref: string, b: string) => {
      const shifted = shiftArea(ref, edit);
      return shifted === undefined || shifted === '#REF!' ? whole : `${a}${shifted}${b}`;
    },
  );
  out = shiftFormulasIn(out, edit, sheetOf(edit));
  out = out.replace(
    /(\s(?:ref|sqref|activeCell|topLeftCell)=")([^"]*)(")/g,
    (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit)}${b}`,
  );
  out = out.replace(
    /(<([\w.-]+:)?sqref>)([^<]*)(<\/\2sqref>)/g,
    (_m, a: string, _p: string, value: string, b: string) => `${a}${shiftAreaList(value, edit)}${b}`,
  );
  out = out.replace(
    /(<(?:[\w.-]+:)?hyperlink\b[^>]*\slocation=")([^"]*)(")/g,
    (_m, a: string, value: string, b: string) =>
      `${a}${escapeXml(shiftFormula(decodeEntities(value), edit, sheetOf(edit)))}${b}`,
  );
  return dropEmptyRanges(out);
}

/** Elements that mean nothing without their range: they go when the edit removed all of it. */
const RANGED_ELEMENTS = [
  'mergeCell',
  'conditionalFormatting',
  'dataValidation',
  'hyperlink',
  'protectedRange',
  'ignoredError',
  'autoFilter',
  'cellWatch',
];
/** Containers whose schema needs at least one child, with the child and whether they count them. */
const CONTAINERS: [string, string][] = [
  ['mergeCells', 'mergeCell'],
  ['dataValidations', 'dataValidation'],
  ['hyperlinks', 'hyperlink'],
  ['protectedRanges', 'protectedRange'],
  ['ignoredErrors', 'ignoredError'],
  ['conditionalFormattings', 'conditionalFormatting'],
  ['cellWatches', 'cellWatch'],
];

/**
 * A worksheet part without the empty ranges a removal left (`sqref=""`, `ref=""`,
 * `<xm:sqref></xm:sqref>`): Excel refuses such files. Elements that exist only for their range
 * go (x14 extension entries included), counts are fixed, containers left empty go, and an
 * emptied selection or dimension falls back to what Excel writes for an empty sheet.
 */
export function dropEmptyRanges(xml: string): string {
  let out = xml;
  const emptyAttribute = (attribute: string) => new RegExp(`\\s${attribute}="\\s*"`);
  for (const name of RANGED_ELEMENTS) {
    out = out.replace(
      new RegExp(`<([\\w.-]+:)?${name}\\b([^>]*?)(/>|>[\\s\\S]*?</\\1${name}>)`, 'g'),
      (whole, _p: string | undefined, attributes: string, rest: string) => {
        const startTag = attributes + (rest === '/>' ? '' : '>');
        if (emptyAttribute('(?:sq)?ref').test(startTag)) return '';
        // x14 entries keep their range in a child element.
        if (rest !== '/>' && /<([\w.-]+:)?sqref\s*(?:\/>|>\s*<\/\1sqref>)/.test(rest)) return '';
        return whole;
      },
    );
  }
  for (const [container, child] of CONTAINERS) {
    out = out.replace(
      new RegExp(`<([\\w.-]+:)?${container}\\b([^>]*?)(/>|>([\\s\\S]*?)</\\1${container}>)`, 'g'),
      (whole, p: string | undefined, attributes: string, rest: string, body: string | undefined) => {
        const count = (body ?? '').match(new RegExp(`<${escapeRegExp(p ?? '')}${child}\\b`, 'g'))?.length ?? 0;
        if (!count) return '';
        return /\scount="\d*"/.test(attributes) ? whole.replace(/(\scount=")\d*(")/, `$1${count}$2`) : whole;
      },
    );
  }
  // An extension left without content, then an extension list left without extensions.
  out = out.replace(/<([\w.-]+:)?ext\b[^>]*>\s*<\/\1ext>/g, '');
  out = out.replace(/<([\w.-]+:)?extLst\b[^>]*>\s*<\/\1extLst>/g, '');
  out = out.replace(/<([\w.-]+:)?selection\b[^>]*?\/?>/g, (tag) => tag.replace(/\s(?:activeCell|sqref)="\s*"/g, ''));
  out = out.replace(/<([\w.-]+:)?pane\b[^>]*?\/?>/g, (tag) => tag.replace(/\stopLeftCell="\s*"/g, ''));
  out = out.replace(/<([\w.-]+:)?sheetView\b[^>]*?\/?>/g, (tag) => tag.replace(/\stopLeftCell="\s*"/g, ''));
  out = out.replace(/(<([\w.-]+:)?dimension\b[^>]*?\sref=")\s*(")/, '$1A1$3');
  return out;
}

/** `<col min max>` (1-based) after a column edit; a removed span disappears. */
function shiftColElement(tag: string, edit: Shift): string {
  const min = Number(/\bmin="(\d+)"/.exec(tag)?.[1]);
  const max = Number(/\bmax="(\d+)"/.exec(tag)?.[1]);
  if (!min || !max) return tag;
  const span = shiftSpan(min - 1, max - 1, edit, MAX_COL);
  if (!span) return '';
  return tag.replace(/\bmin="\d+"/, `min="${span[0] + 1}"`).replace(/\bmax="\d+"/, `max="${span[1] + 1}"`);
}

/** Comment refs of a comments or threaded comments part. */
export function shiftCommentRefs(xml: string, edit: Shift): string {
  return xml.replace(
    /(\sref=")([^"]*)(")/g,
    (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit) || value}${b}`,
  );
}

/** Note shapes of a VML drawing: `x:Row`/`x:Column` and the matching parts of `x:Anchor`. */
export function shiftVml(vml: string, edit: Shift): string {
  const move = (value: number) => clampIndex(value, edit);
  const element = axisOf(edit) === 'row' ? 'Row' : 'Column';
  return vml
    .replace(
      new RegExp(`(<x:${element}>)(\\d+)(</x:${element}>)`, 'g'),
      (_m, a: string, r: string, b: string) => `${a}${move(Number(r))}${b}`,
    )
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
  return xml.replace(
    new RegExp(`(<([\\w.-]+:)?${element}>)(\\d+)(</\\2${element}>)`, 'g'),
    (_m, a: string, _p: string, value: string, b: string) => `${a}${clampIndex(Number(value), edit)}${b}`,
  );
}

/**
 * The ways a sheet name can appear in a part's text: as it is and quoted in a formula
 * (`'Bob''s'!A1` doubles the apostrophe), each as XML writes it (`&amp;`, `&apos;`, `&#39;`).
 * A cheap test before a part is tokenised; the formula shifter decides what really refers to it.
 */
function spellingsOf(name: string): string[] {
  const out = new Set<string>();
  for (const raw of [name, name.replace(/'/g, "''")]) {
    for (const text of [raw, escapeXml(raw)]) {
      out.add(text);
      out.add(text.replace(/'/g, '&apos;'));
      out.add(text.replace(/'/g, '&#39;'));
    }
  }
  return [...out].filter(Boolean);
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
  const spellings = spellingsOf(sheetName);
  const mentions = (text: string) => spellings.some((spelling) => text.includes(spelling));
  for (const sheet of sheets) {
    if (!pkg.has(sheet.part)) continue;
    const xml = pkg.textOf(sheet.part);
    if (sheet === edited) pkg.put(sheet.part, shiftOwnWorksheet(xml, edit));
    else if (mentions(xml)) {
      let out = shiftFormulasIn(expandSharedFormulas(xml, edit, sheet.name), edit, sheet.name);
      out = out.replace(
        /(<(?:[\w.-]+:)?hyperlink\b[^>]*\slocation=")([^"]*)(")/g,
        (_m, a: string, value: string, b: string) =>
          `${a}${escapeXml(shiftFormula(decodeEntities(value), edit, sheet.name))}${b}`,
      );
      if (out !== xml) pkg.put(sheet.part, out);
    }
  }
  if (pkg.has(workbookPart)) {
    const xml = pkg.textOf(workbookPart);
    if (mentions(xml)) {
      const out = xml.replace(
        /(<((?:[\w.-]+:)?definedName)\b[^>]*>)([^<]*)(<\/\2>)/g,
        (whole, open: string, _n: string, text: string, close: string) => {
          const formula = decodeEntities(text);
          const shifted = shiftFormula(formula, edit, undefined);
          return shifted === formula ? whole : `${open}${escapeXml(shifted)}${close}`;
        },
      );
      if (out !== xml) pkg.put(workbookPart, out);
    }
  }
  for (const name of pkg.names()) {
    if (/^xl\/charts\/chart(Ex)?[^/]*\.xml$/i.test(name)) {
      const xml = pkg.textOf(name);
      if (!mentions(xml)) continue;
      const out = xml.replace(
        /(<((?:[\w.-]+:)?f)\b[^>]*>)([^<]*)(<\/\2>)/g,
        (whole, open: string, _n: string, text: string, close: string) => {
          const formula = decodeEntities(text);
          const shifted = shiftFormula(formula, edit, undefined);
          return shifted === formula ? whole : `${open}${escapeXml(shifted)}${close}`;
        },
      );
      if (out !== xml) pkg.put(name, out);
    } else if (/^xl\/pivotCache\/pivotCacheDefinition[^/]*\.xml$/i.test(name)) {
      const xml = pkg.textOf(name);
      const out = xml.replace(/<(?:[\w.-]+:)?worksheetSource\b[^>]*\/?>/g, (tag) => {
        const sheet = /\bsheet="([^"]*)"/.exec(tag)?.[1];
        if (sheet === undefined || decodeEntities(sheet) !== sheetName) return tag;
        return tag.replace(
          /(\sref=")([^"]*)(")/,
          (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit) || value}${b}`,
        );
      });
      if (out !== xml) pkg.put(name, out);
    }
  }
  if (!edited) return notMoved;
  for (const rel of pkg.relationships(edited.part).values()) {
    if (rel.external || !pkg.has(rel.target)) continue;
    const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
    const xml = () => pkg.textOf(rel.target);
    if (kind === 'comments' || kind === 'threadedComment') pkg.put(rel.target, shiftCommentRefs(xml(), edit));
    else if (kind === 'vmlDrawing') pkg.put(rel.target, shiftVml(xml(), edit));
    else if (kind === 'drawing') pkg.put(rel.target, shiftDrawingAnchors(xml(), edit));
    else if (kind === 'table') {
      const range = /<(?:[\w.-]+:)?table\b[^>]*?\sref="([A-Za-z]+)\d+:([A-Za-z]+)\d+"/.exec(xml());
      if (
        axisOf(edit) === 'col' &&
        range &&
        stepsOf(edit).some((step) => columnIndex(range[1]) < step.at && step.at <= columnIndex(range[2]))
      )
        notMoved.push(
          `table ${rel.target} on sheet '${sheetName}': a column inside it came or went; its range moved, its column list did not`,
        );
      pkg.put(
        rel.target,
        xml().replace(
          /(\sref=")([^"]*)(")/g,
          (_m, a: string, value: string, b: string) => `${a}${shiftAreaList(value, edit) || value}${b}`,
        ),
      );
    } else if (kind === 'pivotTable')
      notMoved.push(
        `pivot table ${rel.target} on sheet '${sheetName}': ${axisOf(edit) === 'row' ? 'rows' : 'columns'} of the sheet came or went; its location and cached records were not moved`,
      );
  }
  return notMoved;
}

/** Inserts row elements (already numbered) before the first row numbered after them. */
export function insertRowElements(xml: string, at: number, rowsXml: string): string {
  const p = worksheetPrefix(xml);
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

/**
 * The row elements of sheetData in row-number order, as Excel requires, after a move renumbered
 * them (rows hold no rows, so each runs to its own end tag).
 */
export function sortRowElements(xml: string): string {
  const p = worksheetPrefix(xml);
  const e = escapeRegExp(p);
  const open = new RegExp(`<${e}sheetData\\b[^>]*>`).exec(xml);
  const close = xml.indexOf(`</${p}sheetData>`);
  if (!open || close < 0) return xml;
  const start = open.index + open[0].length;
  const rows = xml.slice(start, close).match(new RegExp(`<${e}row\\b[^>]*?(?:/>|>[\\s\\S]*?</${e}row>)`, 'g')) ?? [];
  const number = (row: string) => Number(/\br="(\d+)"/.exec(row)?.[1] ?? 0);
  const sorted = rows
    .map((row, k) => ({ row, k, n: number(row) }))
    .sort((x, y) => x.n - y.n || x.k - y.k)
    .map((r) => r.row);
  return xml.slice(0, start) + sorted.join('') + xml.slice(close);
}

/** Removes the row element numbered `row` (0-based); the caller shifts what follows. */
export function removeRowElement(xml: string, row: number): string {
  const p = worksheetPrefix(xml);
  const e = escapeRegExp(p);
  const open = new RegExp(`<${e}row\\b[^>]*?\\br="${row + 1}"[^>]*?(/?)>`).exec(xml);
  if (!open) return xml;
  if (open[1] === '/') return xml.slice(0, open.index) + xml.slice(open.index + open[0].length);
  const close = xml.indexOf(`</${p}row>`, open.index);
  return xml.slice(0, open.index) + xml.slice(close + `</${p}row>`.length);
}
