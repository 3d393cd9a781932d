import type { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import { opcPackageFlaws } from '../../package/opc-validate';
import { excuseInheritedFlaws, type PackageFlaw } from '../../shared/inherited-flaws';
import type { ValidationInputs } from '../../writer';
import { checkXml, type SaxesTagNS } from '../../package/xml-check';
import { parseCellRef } from '../refs';
import { local } from '../xlsx';
import { isWorksheet } from './xml-text';

/**
 * Checks a written workbook before it is reported as a success: the package checks every OPC
 * result gets (`opcPackageFlaws`: [Content_Types].xml covers every part, every XML part is
 * well-formed, internal relationship targets exist), and worksheet rows and cells in increasing
 * order with cells inside their row (saxes, strict). VML parts are not parsed: Excel's own VML is
 * often not well-formed XML. A package flaw the source or target already had (a relationship to
 * a part the workbook lacks) is excused and comes back as a warning; any other fails the result.
 */
export function validateXlsx(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  return excuseInheritedFlaws(workbookPackageFlaws(bytes, inputs?.archives?.result), inputs, workbookPackageFlaws);
}

function workbookPackageFlaws(bytes: Uint8Array, archive?: ZipArchive): PackageFlaw[] {
  return opcPackageFlaws({ bytes, archive }, (name, text) => {
    if (/\.vml$/i.test(name)) return;
    checkPart(text, name, isWorksheet(text.slice(0, 2000)));
  });
}

function checkPart(text: string, name: string, isSheet: boolean): void {
  let lastRow = 0;
  let rowNumber = 0;
  let lastCol = -1;
  let inSheetData = false;
  /** Text of an `xm:sqref` element being read, to refuse an empty one. */
  let sqrefText: string | undefined;
  const open = (tag: SaxesTagNS) => {
    if (!isSheet) return;
    const tagName = local(tag.name);
    // An empty range makes Excel refuse the file (a removal must drop the element instead).
    for (const attribute of Object.values(tag.attributes)) {
      if ((attribute.local === 'ref' || attribute.local === 'sqref') && !attribute.value.trim())
        throw new CorruptDocumentError(`${name}: <${tag.name}> has an empty ${attribute.local}`);
    }
    if (tagName === 'sqref') sqrefText = '';
    if (tagName === 'sheetData') inSheetData = true;
    if (!inSheetData) return;
    if (tagName === 'row') {
      const r = Number(tag.attributes.r?.value ?? lastRow + 1);
      if (!(r > lastRow)) throw new CorruptDocumentError(`${name}: row ${r} comes after row ${lastRow}`);
      lastRow = r;
      rowNumber = r;
      lastCol = -1;
    } else if (tagName === 'c') {
      const ref = tag.attributes.r?.value;
      if (ref === undefined) return;
      const parsed = parseCellRef(ref);
      if (!parsed) throw new CorruptDocumentError(`${name}: bad cell reference '${ref}'`);
      if (parsed.row + 1 !== rowNumber)
        throw new CorruptDocumentError(`${name}: cell ${ref} is inside row ${rowNumber}`);
      if (parsed.col <= lastCol) throw new CorruptDocumentError(`${name}: cell ${ref} is out of column order`);
      lastCol = parsed.col;
    }
  };
  const onText = (text: string) => {
    if (sqrefText !== undefined) sqrefText += text;
  };
  const close = (tag: SaxesTagNS) => {
    if (local(tag.name) === 'sheetData') inSheetData = false;
    if (local(tag.name) === 'sqref' && isSheet) {
      if (!sqrefText?.trim()) throw new CorruptDocumentError(`${name}: <${tag.name}> is empty`);
      sqrefText = undefined;
    }
  };
  checkXml(text, name, { open, text: onText, close }, true);
}
