import type { ReaderWarning } from '../../../model/document';
import { decodeEntities } from '../../package/scan';
import { escapeXml } from '../../package/xml-escape';
import { relativeTarget, relsPartOf } from '../../package/part-names';
import { type EditablePackage } from '../../package/editable-package';
import {
  isWorksheet,
  relationshipsDeclaration,
  relationshipsPrefix,
  withoutRelationship,
  worksheetPrefix,
} from './xml-text';

/**
 * Whole sheets of a workbook package: a sheet of the source put back into the result (part,
 * notes, relationships, workbook entry at its source position, its local defined names), and a
 * sheet taken out of it (entry, part, notes, its local defined names and those that point into
 * it). Sheet positions count in `localSheetId` and the active tab, so both are renumbered.
 */

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml';
const VML_TYPE = 'application/vnd.openxmlformats-officedocument.vmlDrawing';

interface SheetEntry {
  name: string;
  rid: string;
  tag: string;
  start: number;
  end: number;
}

export function workbookPartOf(pkg: EditablePackage): string {
  for (const rel of pkg.relationships('').values()) if (rel.type.endsWith('/officeDocument')) return rel.target;
  return 'xl/workbook.xml';
}

function sheetEntries(workbookXml: string): SheetEntry[] {
  const out: SheetEntry[] = [];
  for (const m of workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\b[^>]*?\/>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const rid = /\b[\w.-]+:id="([^"]*)"/.exec(m[0])?.[1];
    if (name === undefined || rid === undefined) continue;
    out.push({ name: decodeEntities(name), rid, tag: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Renumbers `localSheetId`, `activeTab` and `firstSheet` after a sheet came in (+1) or went (-1) at `position`. */
function renumberSheetIndexes(workbookXml: string, position: number, delta: 1 | -1): string {
  const move = (value: number) =>
    value > position || (delta > 0 && value === position) ? Math.max(0, value + delta) : value;
  return workbookXml
    .replace(/(\slocalSheetId=")(\d+)(")/g, (_m, a: string, v: string, b: string) => `${a}${move(Number(v))}${b}`)
    .replace(
      /(<(?:[\w.-]+:)?workbookView\b[^>]*?\s(?:activeTab|firstSheet)=")(\d+)(")/g,
      (_m, a: string, v: string, b: string) => `${a}${move(Number(v))}${b}`,
    );
}

/** Shared strings of a package, each `<si>`'s inner XML, for writing them inline elsewhere. */
function sharedStringItems(pkg: EditablePackage): string[] {
  const workbook = workbookPartOf(pkg);
  const rel = [...pkg.relationships(workbook).values()].find((r) => r.type.endsWith('/sharedStrings'));
  if (!rel || !pkg.has(rel.target)) return [];
  const xml = pkg.textOf(rel.target);
  return [...xml.matchAll(/<((?:[\w.-]+:)?)si\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1si>)/g)].map((m) => m[2] ?? '');
}

export interface RestoreSheetOptions {
  /** `RRGGBB` for the tab, or none. */
  tabColor?: string;
  /** The source's cell format index → the result's index for the same format (0: the default, written as none). */
  style: (sourceXf: number) => number;
}

/**
 * Puts the source's sheet `name` back into the result package at its source position. Returns
 * false (with a warning) when the source sheet is not a worksheet this can copy.
 */
export function restoreSheet(
  pkg: EditablePackage,
  source: EditablePackage,
  name: string,
  options: RestoreSheetOptions,
  warnings: ReaderWarning[],
): boolean {
  const sourceWorkbook = workbookPartOf(source);
  const sourceWorkbookXml = source.textOf(sourceWorkbook);
  const sourceEntries = sheetEntries(sourceWorkbookXml);
  const sourceIndex = sourceEntries.findIndex((e) => e.name === name);
  const sourceEntry = sourceEntries[sourceIndex];
  const sourcePart = sourceEntry ? source.relationships(sourceWorkbook).get(sourceEntry.rid)?.target : undefined;
  if (
    !sourceEntry ||
    !sourcePart ||
    !source.has(sourcePart) ||
    !isWorksheet(source.textOf(sourcePart).slice(0, 3000))
  ) {
    warnings.push({
      code: 'cells-sheet-not-restored',
      message: `sheet '${name}' of the source is not a worksheet that can be copied; it is only listed`,
    });
    return false;
  }
  const workbook = workbookPartOf(pkg);
  let workbookXml = pkg.textOf(workbook);
  const rPrefix = relationshipsPrefix(workbookXml);
  if (!rPrefix) {
    warnings.push({
      code: 'cells-sheet-not-restored',
      message: `the workbook part declares no relationships namespace; sheet '${name}' is only listed`,
    });
    return false;
  }
  const part = pkg.has(sourcePart) ? pkg.freeName('xl/worksheets/sheet', '.xml') : sourcePart;
  let xml = source.textOf(sourcePart);
  const prefix = worksheetPrefix(xml);
  // Shared strings are per package: the source's strings go inline.
  const strings = sharedStringItems(source);
  xml = xml.replace(
    new RegExp(`<${prefix}c\\b([^>]*?)\\st="s"([^>]*?)>([\\s\\S]*?)</${prefix}c>`, 'g'),
    (whole, before: string, after: string, body: string) => {
      const index = /<(?:[\w.-]+:)?v>\s*(\d+)\s*<\/(?:[\w.-]+:)?v>/.exec(body)?.[1];
      if (index === undefined) return whole;
      const item = (strings[Number(index)] ?? '').replace(
        /<(\/?)(?:[\w.-]+:)?(t|r|rPr|rPh|phoneticPr)\b/g,
        `<$1${prefix}$2`,
      );
      return `<${prefix}c${before} t="inlineStr"${after}><${prefix}is>${item}</${prefix}is></${prefix}c>`;
    },
  );
  // Cells and rows carry their format in `s`, columns in `style`; both in the source's numbering.
  xml = xml.replace(
    new RegExp(`(<${prefix}(?:c|row)\\b[^>]*?)\\ss="(\\d+)"`, 'g'),
    (_whole, open: string, s: string) => {
      const mapped = options.style(Number(s));
      return mapped ? `${open} s="${mapped}"` : open;
    },
  );
  xml = xml.replace(new RegExp(`(<${prefix}col\\b[^>]*?)\\sstyle="(\\d+)"`, 'g'), (_whole, open: string, s: string) => {
    const mapped = options.style(Number(s));
    return mapped ? `${open} style="${mapped}"` : open;
  });
  xml = xml.replace(new RegExp(`(<${prefix}sheetView\\b[^>]*?)\\stabSelected="(?:1|true)"`, 'g'), '$1');
  // Relationships: notes are copied; what else the sheet pointed to stays behind, with its reference.
  const dropped: string[] = [];
  const kept: string[] = [];
  for (const [id, rel] of source.relationships(sourcePart)) {
    const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
    if (rel.external) {
      kept.push(
        `<Relationship Id="${escapeXml(id)}" Type="${escapeXml(rel.type)}" Target="${escapeXml(rel.target)}" TargetMode="External"/>`,
      );
      continue;
    }
    if (!source.has(rel.target)) continue;
    let copy: string | undefined;
    if (kind === 'comments') {
      copy = pkg.freeName('xl/comments', '.xml');
      pkg.addOverride(copy, COMMENTS_TYPE);
    } else if (kind === 'vmlDrawing') {
      copy = pkg.freeName('xl/drawings/vmlDrawing', '.vml');
      pkg.addDefault('vml', VML_TYPE);
    }
    if (copy) {
      pkg.put(copy, source.textOf(rel.target));
      kept.push(
        `<Relationship Id="${escapeXml(id)}" Type="${escapeXml(rel.type)}" Target="${escapeXml(relativeTarget(part, copy))}"/>`,
      );
    } else {
      dropped.push(id);
      warnings.push({
        code: 'cells-sheet-part-dropped',
        message: `sheet '${name}' was put back without its ${kind} (${rel.target})`,
      });
    }
  }
  for (const id of dropped) {
    const e = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    xml = xml.replace(new RegExp(`(<[\\w.:-]*pageSetup\\b[^>]*?)\\s[\\w.-]+:id="${e}"`), '$1');
    xml = xml.replace(new RegExp(`<[\\w.:-]+\\b[^>]*?\\s[\\w.-]+:id="${e}"[^>]*?/>`, 'g'), '');
    xml = xml.replace(new RegExp(`\\s[\\w.-]+:id="${e}"`, 'g'), '');
  }
  xml = xml.replace(
    new RegExp(
      `<${prefix}tableParts\\b[^>]*?>\\s*</${prefix}tableParts>|<${prefix}tableParts\\b[^>]*?count="0"[^>]*/>`,
    ),
    '',
  );
  if (options.tabColor) xml = withTabColor(xml, options.tabColor);
  pkg.put(part, xml);
  if (kept.length)
    pkg.put(
      relsPartOf(part),
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${kept.join('')}</Relationships>`,
    );
  pkg.addOverride(part, WORKSHEET_TYPE);
  const type = [...source.relationships(sourceWorkbook).values()].find((r) => r.target === sourcePart)!.type;
  const rid = pkg.addRelationship(workbook, type, part);
  workbookXml = pkg.textOf(workbook);
  // Position: after the nearest sheet before it in the source that the result still has.
  const entries = sheetEntries(workbookXml);
  let position = 0;
  for (let k = sourceIndex - 1; k >= 0; k--) {
    const found = entries.findIndex((e) => e.name === sourceEntries[k].name);
    if (found >= 0) {
      position = found + 1;
      break;
    }
  }
  const sheetIds = [...workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\b[^>]*?\bsheetId="(\d+)"/g)].map((m) => Number(m[1]));
  const state = /\bstate="([^"]*)"/.exec(sourceEntry.tag)?.[1];
  const tagPrefix = /<([\w.-]+:)?workbook[\s>]/.exec(workbookXml)?.[1] ?? '';
  const entry = `<${tagPrefix}sheet name="${escapeXml(name)}" sheetId="${Math.max(0, ...sheetIds) + 1}"${state ? ` state="${state}"` : ''}${relationshipsDeclaration(workbookXml)} ${rPrefix}:id="${rid}"/>`;
  const at = position < entries.length ? entries[position].start : workbookXml.indexOf(`</${tagPrefix}sheets>`);
  workbookXml = workbookXml.slice(0, at) + entry + workbookXml.slice(at);
  workbookXml = renumberSheetIndexes(workbookXml, position, 1);
  // The source's names local to that sheet (print areas, filters) come with it.
  const localNames = [
    ...sourceWorkbookXml.matchAll(
      /<((?:[\w.-]+:)?)definedName\b[^>]*?\blocalSheetId="(\d+)"[^>]*>[\s\S]*?<\/\1definedName>/g,
    ),
  ]
    .filter((m) => Number(m[2]) === sourceIndex)
    .map((m) =>
      m[0]
        .replace(/\blocalSheetId="\d+"/, `localSheetId="${position}"`)
        .replace(/<(\/?)(?:[\w.-]+:)?definedName\b/g, `<$1${tagPrefix}definedName`),
    );
  if (localNames.length) workbookXml = addDefinedNames(workbookXml, tagPrefix, localNames);
  pkg.put(workbook, workbookXml);
  return true;
}

function addDefinedNames(workbookXml: string, p: string, names: string[]): string {
  const close = `</${p}definedNames>`;
  if (workbookXml.includes(close)) return workbookXml.replace(close, `${names.join('')}${close}`);
  const block = `<${p}definedNames>${names.join('')}</${p}definedNames>`;
  // definedNames follows sheets, functionGroups and externalReferences.
  for (const after of [`</${p}externalReferences>`, `</${p}functionGroups>`, `</${p}sheets>`]) {
    const at = workbookXml.indexOf(after);
    if (at >= 0) return workbookXml.slice(0, at + after.length) + block + workbookXml.slice(at + after.length);
  }
  return workbookXml;
}

/** Takes sheet `name` out of the result package. */
export function removeSheet(pkg: EditablePackage, name: string, warnings: ReaderWarning[]): boolean {
  const workbook = workbookPartOf(pkg);
  let workbookXml = pkg.textOf(workbook);
  const entries = sheetEntries(workbookXml);
  const position = entries.findIndex((e) => e.name === name);
  if (position < 0) return false;
  if (entries.length === 1) {
    warnings.push({
      code: 'cells-sheet-not-removed',
      message: `sheet '${name}' is the only sheet; a workbook needs one, so it is kept`,
    });
    return false;
  }
  const entry = entries[position];
  const part = pkg.relationships(workbook).get(entry.rid)?.target;
  workbookXml = workbookXml.slice(0, entry.start) + workbookXml.slice(entry.end);
  // Names local to the sheet and names that point into it go with it.
  const quoted = `'${name.replace(/'/g, "''")}'!`;
  workbookXml = workbookXml.replace(
    /<((?:[\w.-]+:)?)definedName\b([^>]*)>([\s\S]*?)<\/\1definedName>/g,
    (whole, _p: string, attrs: string, text: string) => {
      const local = /\blocalSheetId="(\d+)"/.exec(attrs);
      const formula = decodeEntities(text);
      if (
        (local && Number(local[1]) === position) ||
        formula.includes(quoted) ||
        new RegExp(`(^|[^\\w.'])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!`).test(formula)
      )
        return '';
      return whole;
    },
  );
  workbookXml = workbookXml.replace(/<((?:[\w.-]+:)?)definedNames\b[^>]*>\s*<\/\1definedNames>/, '');
  workbookXml = renumberSheetIndexes(workbookXml, position, -1);
  const activeTab = /<(?:[\w.-]+:)?workbookView\b[^>]*?\sactiveTab="(\d+)"/.exec(workbookXml);
  if (activeTab && Number(activeTab[1]) >= entries.length - 1)
    workbookXml = workbookXml.replace(/(\sactiveTab=")\d+(")/, `$1${entries.length - 2}$2`);
  pkg.put(workbook, workbookXml);
  const relsName = relsPartOf(workbook);
  pkg.put(relsName, withoutRelationship(pkg.textOf(relsName), entry.rid));
  if (part && pkg.has(part)) {
    for (const rel of pkg.relationships(part).values()) {
      if (rel.external || !pkg.has(rel.target)) continue;
      const kind = rel.type.slice(rel.type.lastIndexOf('/') + 1);
      if (kind === 'comments' || kind === 'vmlDrawing' || kind === 'threadedComment') {
        pkg.remove(rel.target);
        pkg.removeOverride(rel.target);
      }
    }
    if (pkg.has(relsPartOf(part))) pkg.remove(relsPartOf(part));
    pkg.remove(part);
    pkg.removeOverride(part);
  }
  return true;
}

/** A sheet's tab in a colour (`sheetPr/tabColor`, its first child). */
export function withTabColor(sheet: string, color: string): string {
  const p = worksheetPrefix(sheet);
  const tab = `<${p}tabColor rgb="FF${color}"/>`;
  const sheetPr = new RegExp(`<${p}sheetPr(\\s[^>]*?)?(/?)>`).exec(sheet);
  if (sheetPr) {
    if (new RegExp(`<${p}tabColor[\\s/>]`).test(sheet)) return sheet.replace(new RegExp(`<${p}tabColor[^>]*/>`), tab);
    const open = sheetPr[2] === '/' ? sheetPr[0].replace(/\/>$/, '>') : sheetPr[0];
    return sheet.replace(sheetPr[0], `${open}${tab}${sheetPr[2] === '/' ? `</${p}sheetPr>` : ''}`);
  }
  return sheet.replace(/<([\w.-]+:)?worksheet(\s[^>]*)?>/, (root) => `${root}<${p}sheetPr>${tab}</${p}sheetPr>`);
}
