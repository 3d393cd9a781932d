import { SaxesParser } from 'saxes';
import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import { readOds } from '../ods';

/**
 * Checks a written ODS before it is reported as a success: mimetype first, stored and a
 * spreadsheet type; every XML part well-formed (saxes, strict, namespaces); every part listed in
 * the manifest; content.xml with a spreadsheet body, every row holding a cell, no automatic
 * style defined twice; and a re-read by the engine's ODS reader. Streamed rather than built as a
 * DOM: a sheet of a few hundred thousand cells is a content.xml of tens of megabytes.
 */

const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const MANIFEST = 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0';

type SaxTag = { uri: string; local: string; attributes: Record<string, { uri: string; local: string; value: string }> };

function attribute(tag: SaxTag, uri: string, local: string): string | undefined {
  for (const a of Object.values(tag.attributes)) if (a.uri === uri && a.local === local) return a.value;
  return undefined;
}

function scan(text: string, part: string, onOpen?: (tag: SaxTag, depth: number) => void, onClose?: (tag: SaxTag, depth: number) => void): void {
  const parser = new SaxesParser({ xmlns: true });
  let depth = 0;
  if (onOpen) parser.on('opentag', (tag) => onOpen(tag as unknown as SaxTag, depth++));
  else parser.on('opentag', () => depth++);
  parser.on('closetag', (tag) => onClose?.(tag as unknown as SaxTag, --depth));
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof CorruptDocumentError) throw error;
    throw new CorruptDocumentError(`part '${part}' is not well-formed XML (${(error as Error).message.split('\n')[0]})`);
  }
}

export function validateOds(bytes: Uint8Array): void {
  if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) throw new CorruptDocumentError('the result is not a ZIP package');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + view.getUint16(26, true)));
  if (firstName !== 'mimetype') throw new CorruptDocumentError(`the first entry is '${firstName}', not 'mimetype'`);
  if (view.getUint16(8, true) !== 0) throw new CorruptDocumentError("the 'mimetype' entry is compressed; it must be stored");
  const zip = new ZipArchive(bytes);
  const mimetype = zip.text('mimetype') ?? '';
  if (!mimetype.startsWith('application/vnd.oasis.opendocument.spreadsheet')) throw new CorruptDocumentError(`the package's mimetype is '${mimetype}', not a spreadsheet`);
  const manifest = zip.text('META-INF/manifest.xml');
  if (manifest === undefined) throw new CorruptDocumentError('the package has no META-INF/manifest.xml');
  const listed = new Set<string>();
  scan(manifest, 'META-INF/manifest.xml', (tag) => {
    if (tag.uri === MANIFEST && tag.local === 'file-entry') listed.add(attribute(tag, MANIFEST, 'full-path') ?? '');
  });
  for (const name of zip.names()) {
    if (name === 'mimetype' || name.startsWith('META-INF/')) continue;
    if (!listed.has(name)) throw new CorruptDocumentError(`part '${name}' is not listed in META-INF/manifest.xml`);
    if (name === 'content.xml' || !/\.(xml|rdf)$/i.test(name)) continue;
    const text = zip.text(name) ?? '';
    // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
    if (text.trim()) scan(text, name);
  }
  const content = zip.text('content.xml');
  if (content === undefined) throw new CorruptDocumentError('the package has no content.xml');
  checkContent(content);
  try {
    readOds(bytes, []);
  } catch (error) {
    if (error instanceof CorruptDocumentError) throw error;
    throw new CorruptDocumentError(`the result cannot be read back as a spreadsheet (${(error as Error).message})`);
  }
}

function checkContent(text: string): void {
  let spreadsheet = false;
  let automaticDepth = -1;
  const styleNames = new Set<string>();
  const rows: { cells: number; table: string }[] = [];
  let table = '';
  scan(
    text,
    'content.xml',
    (tag, depth) => {
      if (tag.uri === OFFICE && tag.local === 'spreadsheet') spreadsheet = true;
      else if (tag.uri === OFFICE && tag.local === 'automatic-styles' && depth === 1) automaticDepth = depth;
      else if (automaticDepth >= 0 && depth === automaticDepth + 1 && tag.uri === STYLE) {
        const name = attribute(tag, STYLE, 'name');
        if (name === undefined) return;
        const key = `${tag.local}|${attribute(tag, STYLE, 'family') ?? ''}|${name}`;
        if (styleNames.has(key)) throw new CorruptDocumentError(`content.xml: style '${name}' is defined twice in office:automatic-styles`);
        styleNames.add(key);
      } else if (tag.uri === TABLE) {
        if (tag.local === 'table') table = attribute(tag, TABLE, 'name') ?? '';
        else if (tag.local === 'table-row') rows.push({ cells: 0, table });
        else if ((tag.local === 'table-cell' || tag.local === 'covered-table-cell') && rows.length) rows[rows.length - 1].cells++;
      }
    },
    (tag, depth) => {
      if (tag.uri === OFFICE && tag.local === 'automatic-styles' && depth === automaticDepth) automaticDepth = -1;
      if (tag.uri === TABLE && tag.local === 'table-row') {
        const row = rows.pop()!;
        if (row.cells === 0) throw new CorruptDocumentError(`content.xml: a row of table '${row.table}' has no cell`);
      }
    },
  );
  if (!spreadsheet) throw new CorruptDocumentError('content.xml has no office:spreadsheet');
}
