import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError, InvalidOptionsError, UnsupportedFormatError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import type { CombineInput, ResultInput, ResultOutput, ResultWriter, ValidationInputs } from '../../writer';
import { writeDelimitedResult } from './csv';
import { writeOdsResult } from './ods';
import { validateOds } from './ods-validate';
import { validateXlsx } from './validate';
import { writeXlsxResult } from './xlsx';
import { combineXlsx } from './xlsx-combine';

/**
 * Result writer of the cells family: xlsx/xlsm/xltx/xltm edited in place (./xlsx), CSV/TSV with a
 * change-marker column (./csv), ODS edited in place (./ods).
 */
export const cellsWriter: ResultWriter = {
  formats: ['xlsx', 'xlsm', 'xltx', 'xltm', 'ods', 'csv', 'tsv'],
  async write(input: ResultInput): Promise<ResultOutput> {
    const group = (format: string) =>
      format === 'csv' || format === 'tsv' ? 'text' : format === 'ods' ? 'ods' : 'ooxml';
    if (group(input.source.document.format) !== group(input.target.document.format)) {
      throw new InvalidOptionsError(
        `a result document needs two workbooks of one kind; got ${input.source.document.format} and ${input.target.document.format}`,
      );
    }
    if (input.format === 'csv' || input.format === 'tsv') return writeDelimitedResult(input);
    if (input.format === 'ods') return writeOdsResult(input);
    return writeXlsxResult(input);
  },
  async combine(input: CombineInput): Promise<ResultOutput> {
    const excel = ['xlsx', 'xlsm', 'xltx', 'xltm'];
    const sides = [input.original, ...input.reviewers];
    const other = sides.find((side) => !excel.includes(side.document.format));
    if (other)
      throw new UnsupportedFormatError(
        `${other.fileName ?? 'a document'}: one result for several targets is available for Word documents (docx, docm, dotx, dotm), Excel workbooks (xlsx, xlsm, xltx, xltm), PowerPoint decks (pptx, pptm, potx, potm) and PDF, not yet for ${other.document.format}`,
      );
    return combineXlsx(input);
  },
  async validate(bytes: Uint8Array, inputs?: ValidationInputs): Promise<ReaderWarning[] | void> {
    // CSV results are plain text; only packages have structure to check.
    if (bytes.length < 2 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return;
    // OOXML packages name their parts in [Content_Types].xml; ODF packages start with mimetype.
    let zip: ZipArchive;
    try {
      zip = ZipArchive.of(bytes, inputs?.archives?.result);
    } catch (error) {
      throw new CorruptDocumentError(`the result is not a readable package (${(error as Error).message})`);
    }
    const opened = { ...inputs, archives: { ...inputs?.archives, result: zip } };
    if (zip.has('[Content_Types].xml')) return validateXlsx(bytes, opened);
    return validateOds(bytes, opened);
  },
};
