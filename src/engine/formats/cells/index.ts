import { CorruptDocumentError } from '../../errors';
import type { DiffOptions, EngineChange } from '../../diff/types';
import type { DocumentModel, ReaderWarning } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { readDelimited } from './csv';
import { cellsDiff, cellsOptionsFrom, type CellsOptions } from './diff';
import { workbookDocument } from './document';
import { readOds } from './ods';
import { readXlsxShared } from './read-pool';
import { readXlsxPackage } from './xlsx';

/**
 * Reader of the cells family: xlsx, xlsm, xltx, xltm (Transitional and Strict), ods, csv and
 * tsv, into one sheet story per sheet plus the compact workbook (familyData) that the
 * family's own differ (`diff`, see ./diff) and writer (./write) use.
 */

const XLSX_FORMATS = ['xlsx', 'xlsm', 'xltx', 'xltm'];

export const cellsReader: DocumentReader = {
  family: 'cells',
  formats: ['xlsx', 'xlsm', 'xltx', 'xltm', 'ods', 'csv', 'tsv'],
  async read(bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> {
    if (!XLSX_FORMATS.includes(format)) return readCells(bytes, format, options);
    // A large workbook may be read on a worker thread while this one reads the other (./read-pool).
    const read = await readXlsxShared(bytes, options.archiveLimits, options.archive);
    return workbookDocument(format, read.workbook, [...read.warnings], read.metadata);
  },
  diff(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[] {
    return cellsDiff(source, target, options, cellsOptionsFromDiffOptions(options));
  },
};

/**
 * The cells settings riding along on a DiffOptions object. DiffOptions has no fields for them
 * (it is shared by every family); a caller that maps Settings.CellsCompareFormulas and
 * Settings.CellsNumericTolerance can pass them as extra `CellsCompareFormulas` /
 * `CellsNumericTolerance` properties of the options object, and they are honoured here.
 */
export function cellsOptionsFromDiffOptions(options: DiffOptions): CellsOptions {
  return cellsOptionsFrom({
    CellsCompareFormulas: options.cells?.compareFormulas,
    CellsNumericTolerance: options.cells?.numericTolerance,
  });
}

export function readCells(bytes: Uint8Array, format: string, options: ReadOptions = {}): DocumentModel {
  const warnings: ReaderWarning[] = [];
  if (format === 'csv' || format === 'tsv')
    return workbookDocument(format, readDelimited(bytes, format, warnings), warnings);
  if (format === 'ods')
    return workbookDocument(format, readOds(bytes, warnings, options.archiveLimits, options.archive), warnings);
  if (!XLSX_FORMATS.includes(format)) throw new CorruptDocumentError(`the cells reader does not read '${format}'`);
  const read = readXlsxPackage(bytes, options.archiveLimits, options.archive);
  warnings.push(...read.warnings);
  return workbookDocument(format, read.workbook, warnings, read.metadata);
}

export { cellsDiff, cellsOptionsFrom } from './diff';
export type { CellsOptions } from './diff';
