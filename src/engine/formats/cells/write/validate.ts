import { SaxesParser } from 'saxes';
import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import { assertXmlDepth } from '../../shared/xml-depth';
import { resolvePartName } from '../../package/part-names';
import { parseCellRef } from '../refs';
import { local } from '../xlsx';
import { isWorksheet } from './xml-text';

/**
 * Checks a written workbook before it is reported as a success: every XML part is well-formed
 * (saxes, strict), [Content_Types].xml covers every part, internal relationship targets exist,
 * and worksheet rows and cells are in increasing order with cells inside their row. VML parts
 * are not parsed: Excel's own VML is often not well-formed XML.
 */
export function validateXlsx(bytes: Uint8Array): void {
  let zip: ZipArchive;
  try {
    zip = new ZipArchive(bytes);
  } catch (error) {
    throw new CorruptDocumentError(`the result is not a readable package (${(error as Error).message})`);
  }
  const types = zip.text('[Content_Types].xml');
  if (types === undefined) throw new CorruptDocumentError('the package has no [Content_Types].xml');
  const defaults = new Set(
    [...types.matchAll(/<(?:\w+:)?Default\b[^>]*\bExtension="([^"]*)"/g)].map((m) => m[1].toLowerCase()),
  );
  const overrides = new Set(
    [...types.matchAll(/<(?:\w+:)?Override\b[^>]*\bPartName="([^"]*)"/g)].map((m) =>
      decodeURIComponent(m[1]).replace(/^\//, '').toLowerCase(),
    ),
  );
  for (const name of zip.names()) {
    if (name === '[Content_Types].xml') continue;
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (!overrides.has(name.toLowerCase()) && !defaults.has(extension))
      throw new CorruptDocumentError(`part '${name}' has no content type in [Content_Types].xml`);
    if (!/\.(xml|rels)$/i.test(name)) continue;
    const text = zip.text(name) ?? '';
    const isSheet = isWorksheet(text.slice(0, 2000));
    checkPart(text, name, isSheet);
    if (name.endsWith('.rels')) {
      const folder = name.replace(/_rels\/[^/]*$/, '');
      for (const m of text.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
        if (/TargetMode="External"/.test(m[1])) continue;
        const target = /Target="([^"]*)"/.exec(m[1])?.[1];
        if (!target) continue;
        const resolved = resolvePartName(folder, target);
        if (resolved && !zip.has(resolved))
          throw new CorruptDocumentError(`${name} points to a missing part '${resolved}'`);
      }
    }
  }
}

function checkPart(text: string, name: string, isSheet: boolean): void {
  // Parts copied from the input unread (docProps/app.xml) meet their first parser here.
  assertXmlDepth(text, name);
  const parser = new SaxesParser({ xmlns: true });
  let lastRow = 0;
  let rowNumber = 0;
  let lastCol = -1;
  let inSheetData = false;
  /** Text of an `xm:sqref` element being read, to refuse an empty one. */
  let sqrefText: string | undefined;
  parser.on('opentag', (tag) => {
    if (!isSheet) return;
    const tagName = local(tag.name);
    // An empty range makes Excel refuse the file (a removal must drop the element instead).
    for (const attribute of Object.values(tag.attributes as Record<string, { local: string; value: string }>)) {
      if ((attribute.local === 'ref' || attribute.local === 'sqref') && !attribute.value.trim())
        throw new CorruptDocumentError(`${name}: <${tag.name}> has an empty ${attribute.local}`);
    }
    if (tagName === 'sqref') sqrefText = '';
    if (tagName === 'sheetData') inSheetData = true;
    if (!inSheetData) return;
    if (tagName === 'row') {
      const r = Number((tag.attributes as Record<string, { value: string }>).r?.value ?? lastRow + 1);
      if (!(r > lastRow)) throw new CorruptDocumentError(`${name}: row ${r} comes after row ${lastRow}`);
      lastRow = r;
      rowNumber = r;
      lastCol = -1;
    } else if (tagName === 'c') {
      const ref = (tag.attributes as Record<string, { value: string }>).r?.value;
      if (ref === undefined) return;
      const parsed = parseCellRef(ref);
      if (!parsed) throw new CorruptDocumentError(`${name}: bad cell reference '${ref}'`);
      if (parsed.row + 1 !== rowNumber)
        throw new CorruptDocumentError(`${name}: cell ${ref} is inside row ${rowNumber}`);
      if (parsed.col <= lastCol) throw new CorruptDocumentError(`${name}: cell ${ref} is out of column order`);
      lastCol = parsed.col;
    }
  });
  parser.on('text', (text) => {
    if (sqrefText !== undefined) sqrefText += text;
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 'sheetData') inSheetData = false;
    if (local(tag.name) === 'sqref' && isSheet) {
      if (!sqrefText?.trim()) throw new CorruptDocumentError(`${name}: <${tag.name}> is empty`);
      sqrefText = undefined;
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof CorruptDocumentError) throw error;
    throw new CorruptDocumentError(
      `part '${name}' is not well-formed XML (${(error as Error).message.split('\n')[0]})`,
    );
  }
}
