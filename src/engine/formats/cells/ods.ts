import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { CorruptDocumentError } from '../../errors';
import type { ReaderWarning } from '../../model/document';
import { attr, parseXml } from './xlsx';
import type { ScannedTag } from '../package/scan';
import { rangeRef } from './refs';
import type { CellData, CellType, CellsWorkbook, RowData, SheetChart, SheetData } from './model';
import { odfChartIdentity } from '../shared/chart';
import { sha1 } from '../package/digest';

/**
 * OpenDocument spreadsheets (content.xml, streamed). ODF stores each cell's displayed text
 * (`text:p`) beside its typed value, so the display needs no number-format engine. Repeated
 * rows and columns are expanded only while they hold content, and then at most
 * MAX_REPEAT times: files pad sheets with a million repeated empty rows.
 */

const MAX_REPEAT = 1024;

export function readOds(
  bytes: Uint8Array,
  warnings: ReaderWarning[],
  limits?: ArchiveLimits,
  archive?: ZipArchive,
): CellsWorkbook {
  const zip = ZipArchive.of(bytes, archive, limits);
  const text = zip.text('content.xml');
  if (text === undefined) throw new CorruptDocumentError('the OpenDocument package has no content.xml');
  const hiddenTableStyles = new Set<string>();
  const sheets: SheetData[] = [];
  let sheet: SheetData | undefined;
  let styleName: string | undefined;
  let rowIndex = 0;
  let colIndex = 0;
  let rowRepeat = 1;
  let rowCells: CellData[] = [];
  let cell:
    | {
        col: number;
        repeat: number;
        type: CellType;
        raw: string;
        formula?: string;
        paragraphs: string[];
        empty: boolean;
      }
    | undefined;
  let paragraphDepth = 0;
  let annotation: string[] | undefined;
  let annotationDepth = 0;
  let capped = 0;
  let skipDepth = 0;
  let frameName: string | undefined;
  const appendText = (chunk: string) => {
    if (annotation) {
      if (annotationDepth > 0) annotation[annotation.length - 1] += chunk;
      return;
    }
    if (cell && paragraphDepth > 0) cell.paragraphs[cell.paragraphs.length - 1] += chunk;
  };
  parseXml(
    text,
    'content.xml',
    (tag: ScannedTag) => {
      const name = tag.name;
      if (skipDepth > 0) {
        skipDepth++;
        return;
      }
      switch (name) {
        case 'style:style':
          styleName = attr(tag, 'name');
          break;
        case 'style:table-properties':
          if (styleName && tag.attributes['table:display'] === 'false') hiddenTableStyles.add(styleName);
          break;
        case 'table:table': {
          const style = tag.attributes['table:style-name'];
          sheet = {
            name: tag.attributes['table:name'] ?? `Sheet${sheets.length + 1}`,
            hidden: style !== undefined && hiddenTableStyles.has(style),
            part: 'content.xml',
            rows: [],
            merges: [],
            comments: new Map(),
          };
          rowIndex = 0;
          break;
        }
        case 'table:table-row':
          rowRepeat = Math.max(1, Number(tag.attributes['table:number-rows-repeated'] ?? 1) || 1);
          colIndex = 0;
          rowCells = [];
          break;
        case 'table:table-cell':
        case 'table:covered-table-cell': {
          const type = tag.attributes['office:value-type'];
          const repeat = Math.max(1, Number(tag.attributes['table:number-columns-repeated'] ?? 1) || 1);
          let raw = '';
          let cellType: CellType = 's';
          if (type === 'float' || type === 'percentage' || type === 'currency') {
            raw = tag.attributes['office:value'] ?? '';
            cellType = 'n';
          } else if (type === 'date') {
            raw = tag.attributes['office:date-value'] ?? '';
            cellType = 'd';
          } else if (type === 'time') {
            raw = tag.attributes['office:time-value'] ?? '';
            cellType = 'd';
          } else if (type === 'boolean') {
            raw = tag.attributes['office:boolean-value'] === 'true' ? 'TRUE' : 'FALSE';
            cellType = 'b';
          } else if (type === 'string') raw = tag.attributes['office:string-value'] ?? '';
          const formula = tag.attributes['table:formula'];
          cell = {
            col: colIndex,
            repeat,
            type: cellType,
            raw,
            paragraphs: [],
            empty: type === undefined && formula === undefined,
          };
          if (formula) cell.formula = odfFormula(formula);
          const colSpan = Number(tag.attributes['table:number-columns-spanned'] ?? 1);
          const rowSpan = Number(tag.attributes['table:number-rows-spanned'] ?? 1);
          if (sheet && name === 'table:table-cell' && (colSpan > 1 || rowSpan > 1)) {
            sheet.merges.push(
              rangeRef({
                top: rowIndex,
                left: colIndex,
                bottom: rowIndex + rowSpan - 1,
                right: colIndex + colSpan - 1,
              }),
            );
          }
          break;
        }
        case 'office:annotation':
          annotation = [];
          break;
        case 'draw:frame':
          frameName = tag.attributes['draw:name'];
          break;
        case 'draw:object': {
          const href = tag.attributes['xlink:href'];
          if (sheet && href) (sheet.charts ??= []).push(chartObject(zip, href, frameName));
          break;
        }
        case 'dc:creator':
        case 'dc:date':
          if (annotation) skipDepth = 1;
          break;
        case 'text:p':
        case 'text:h':
          if (annotation) {
            annotation.push('');
            annotationDepth++;
          } else if (cell) {
            cell.paragraphs.push('');
            paragraphDepth++;
          }
          break;
        case 'text:s':
          appendText(' '.repeat(Math.max(1, Number(tag.attributes['text:c'] ?? 1) || 1)));
          break;
        case 'text:tab':
          appendText('\t');
          break;
        case 'text:line-break':
          appendText('\n');
          break;
      }
    },
    appendText,
    (tag: ScannedTag) => {
      if (skipDepth > 0) {
        skipDepth--;
        return;
      }
      switch (tag.name) {
        case 'text:p':
        case 'text:h':
          if (annotation) annotationDepth--;
          else if (paragraphDepth > 0) paragraphDepth--;
          break;
        case 'office:annotation':
          if (sheet && annotation && cell)
            sheet.comments.set(
              rangeRef({ top: rowIndex, left: cell.col, bottom: rowIndex, right: cell.col }),
              annotation.join('\n'),
            );
          annotation = undefined;
          break;
        case 'table:table-cell':
        case 'table:covered-table-cell': {
          if (!cell) break;
          const text = cell.paragraphs.join('\n');
          const hasContent = !cell.empty || text !== '';
          if (hasContent && tag.name === 'table:table-cell') {
            const count = Math.min(cell.repeat, MAX_REPEAT);
            if (count < cell.repeat) capped++;
            for (let k = 0; k < count; k++) {
              const data: CellData = {
                col: cell.col + k,
                text,
                type: cell.type,
                raw: cell.type === 's' ? cell.raw || text : cell.raw,
                style: 0,
              };
              if (cell.formula) data.formula = cell.formula;
              rowCells.push(data);
            }
          }
          colIndex += cell.repeat;
          cell = undefined;
          break;
        }
        case 'table:table-row': {
          if (sheet && rowCells.length) {
            const count = Math.min(rowRepeat, MAX_REPEAT);
            if (count < rowRepeat) capped++;
            for (let k = 0; k < count; k++)
              sheet.rows.push({
                row: rowIndex + k,
                cells: k === 0 ? rowCells : rowCells.map((c) => ({ ...c })),
              } satisfies RowData);
          }
          rowIndex += rowRepeat;
          break;
        }
        case 'table:table':
          if (sheet) sheets.push(sheet);
          sheet = undefined;
          break;
      }
    },
  );
  if (capped)
    warnings.push({
      code: 'ods-repeat-capped',
      message: `${capped} repeated rows or cells with content were repeated more than ${MAX_REPEAT} times; only the first ${MAX_REPEAT} are compared`,
    });
  return { family: 'cells', sheets, styles: [{}], date1904: false };
}

/**
 * The object of a sheet's draw:frame (`./Object 1`), named as LibreOffice's navigator names it:
 * a chart is compared by what a reader sees, any other object by its content's bytes.
 */
function chartObject(zip: ZipArchive, href: string, frameName: string | undefined): SheetChart {
  const folder = href.replace(/^\.\//, '').replace(/\/$/, '');
  const name = frameName || folder;
  const content = `${folder}/content.xml`;
  const identity = odfChartIdentity(zip.text(content), content);
  if (identity) return { name, ...identity };
  return {
    name,
    hash: sha1(zip.has(content) ? zip.read(content) : zip.has(folder) ? zip.read(folder) : href),
    detail: '',
  };
}

/** `of:=SUM([.A1:.B2];[Sheet2.C3])` → `SUM(A1:B2,Sheet2!C3)`, the spelling xlsx formulas use. */
export function odfFormula(formula: string): string {
  let f = formula.replace(/^(of|oooc|msoxl):/, '').replace(/^=/, '');
  f = f.replace(/\[([^\]]*)\]/g, (_m, inner: string) =>
    inner
      .split(':')
      .map((part) => {
        const dot = part.lastIndexOf('.');
        const sheet = part.slice(0, dot).replace(/^\$/, '');
        const ref = part.slice(dot + 1);
        return sheet ? `${sheet}!${ref}` : ref;
      })
      .join(':'),
  );
  return f.replace(/;/g, ',');
}
