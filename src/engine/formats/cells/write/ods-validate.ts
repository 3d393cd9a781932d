import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import { excuseInheritedFlaws, malformedPartFlaw, type PackageFlaw } from '../../shared/inherited-flaws';
import type { ValidationInputs } from '../../writer';
import { checkXml, type SaxesTagNS } from '../../package/xml-check';
import { readOds } from '../ods';
import { scanXml } from '../../package/scan';
import { escapeRegExp } from './xml-text';
import { NAMESPACES } from '../../package/namespaces';

/**
 * Checks a written ODS before it is reported as a success: mimetype first, stored and a
 * spreadsheet type; every XML part well-formed (saxes, strict, namespaces; content.xml through the faster tokenizer below); every part listed in
 * the manifest; content.xml with a spreadsheet body, every row holding a cell, no automatic
 * style defined twice; and a re-read by the engine's ODS reader. Streamed rather than built as a
 * DOM: a sheet of a few hundred thousand cells is a content.xml of tens of megabytes.
 */

const TABLE = NAMESPACES.table[0];
const STYLE = NAMESPACES.style[0];
const OFFICE = NAMESPACES.office[0];
const MANIFEST = NAMESPACES.manifest[0];

function attribute(tag: SaxesTagNS, uri: string, local: string): string | undefined {
  for (const a of Object.values(tag.attributes)) if (a.uri === uri && a.local === local) return a.value;
  return undefined;
}

function scan(
  text: string,
  part: string,
  onOpen?: (tag: SaxesTagNS, depth: number) => void,
  onClose?: (tag: SaxesTagNS, depth: number) => void,
): void {
  let depth = 0;
  checkXml(
    text,
    part,
    {
      open: (tag) => (onOpen ? onOpen(tag, depth++) : depth++),
      close: (tag) => onClose?.(tag, --depth),
    },
    true,
  );
}

export function validateOds(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  const result = inputs?.archives?.result;
  const flaws = odsFlaws(bytes, result);
  const warnings = excuseInheritedFlaws(flaws, inputs, odsFlaws);
  readBack(bytes, result);
  return warnings;
}

/** The package's flaws and content.xml's: what an input may already have had. */
function odsFlaws(bytes: Uint8Array, archive?: ZipArchive): PackageFlaw[] {
  const zip = ZipArchive.of(bytes, archive);
  const flaws = odsPackageFlaws(bytes, zip);
  const content = zip.text('content.xml');
  if (content === undefined) throw new CorruptDocumentError('the package has no content.xml');
  checkContent(content, flaws);
  return flaws;
}

/**
 * The package flaws of an ODS a reader gets over (a part the manifest does not list, a part other
 * than content.xml that is not well-formed), so that one an input already had can be excused;
 * anything that makes it no spreadsheet package throws.
 */
function odsPackageFlaws(bytes: Uint8Array, archive: ZipArchive): PackageFlaw[] {
  const flaws: PackageFlaw[] = [];
  if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4)
    throw new CorruptDocumentError('the result is not a ZIP package');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + view.getUint16(26, true)));
  // Flaws rather than refusals: they are how an input may have come (a package re-zipped by a
  // general ZIP tool), and a writer that keeps them is no worse than its input.
  if (firstName !== 'mimetype')
    flaws.push({ key: 'mimetype-not-first', message: `the first entry is '${firstName}', not 'mimetype'` });
  else if (view.getUint16(8, true) !== 0)
    flaws.push({ key: 'mimetype-compressed', message: "the 'mimetype' entry is compressed; it must be stored" });
  const zip = ZipArchive.of(bytes, archive);
  const mimetype = zip.text('mimetype') ?? '';
  if (!mimetype.startsWith('application/vnd.oasis.opendocument.spreadsheet'))
    throw new CorruptDocumentError(`the package's mimetype is '${mimetype}', not a spreadsheet`);
  // A manifest that is missing or does not parse lists nothing: a flaw an input may have had
  // (LibreOffice repairs such a package), not a refusal.
  const manifest = zip.text('META-INF/manifest.xml');
  let listed: Set<string> | undefined;
  if (manifest === undefined) flaws.push({ key: 'no-manifest', message: 'the package has no META-INF/manifest.xml' });
  else {
    try {
      const entries = new Set<string>();
      scan(manifest, 'META-INF/manifest.xml', (tag) => {
        if (tag.uri === MANIFEST && tag.local === 'file-entry')
          entries.add(attribute(tag, MANIFEST, 'full-path') ?? '');
      });
      listed = entries;
    } catch (error) {
      flaws.push(malformedPartFlaw(error));
    }
  }
  for (const name of zip.names()) {
    if (name === 'mimetype' || name.startsWith('META-INF/')) continue;
    if (listed && !listed.has(name))
      flaws.push({ key: `unlisted:${name}`, message: `part '${name}' is not listed in META-INF/manifest.xml` });
    if (name === 'content.xml' || !/\.(xml|rdf)$/i.test(name)) continue;
    const text = zip.text(name) ?? '';
    // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
    try {
      if (text.trim()) scan(text, name);
    } catch (error) {
      flaws.push(malformedPartFlaw(error));
    }
  }
  return flaws;
}

/** content.xml holds a spreadsheet the engine's ODS reader reads back. */
function readBack(bytes: Uint8Array, archive: ZipArchive | undefined): void {
  try {
    readOds(bytes, [], undefined, archive);
  } catch (error) {
    if (error instanceof CorruptDocumentError) throw error;
    throw new CorruptDocumentError(`the result cannot be read back as a spreadsheet (${(error as Error).message})`);
  }
}

/**
 * content.xml's own rules, checked by a few searches over the text (a tokenizer pass costs a
 * third of a second on a 28 MB sheet, and the re-read by the reader that follows tokenizes it
 * anyway, nesting, attributes and entities included): every prefix bound on the root element,
 * a spreadsheet body, no automatic style defined twice, and rows without a cell as flaws (the
 * schema wants a cell in each; odfdo writes such rows, LibreOffice opens them, so one the input
 * had is carried through rather than refused). A file that
 * declares namespaces below the root, or where a search finds something, goes through the exact
 * tokenizer-based check, which names the problem (or clears a false alarm, e.g. text that looks
 * like a tag inside a comment).
 */
function checkContent(text: string, flaws: PackageFlaw[]): void {
  const rootStart = text.search(/<[A-Za-z_]/);
  const rootEnd = rootStart < 0 ? -1 : text.indexOf('>', rootStart);
  if (rootEnd < 0 || text.indexOf('xmlns', rootEnd) >= 0) return checkContentExactly(text, flaws);
  const bindings = new Map<string, string>();
  for (const m of text.slice(rootStart, rootEnd).matchAll(/\sxmlns:([\w.-]+)\s*=\s*"([^"]*)"/g))
    bindings.set(m[1], m[2]);
  const prefixOf = (uri: string) => [...bindings].find(([, value]) => value === uri)?.[0];
  const [office, table, style] = [prefixOf(OFFICE), prefixOf(TABLE), prefixOf(STYLE)];
  if (!office || !table || !style) return checkContentExactly(text, flaws);
  const declared = [...bindings.keys(), 'xml', 'xmlns'].map(escapeRegExp).join('|');
  const unboundElement = new RegExp(`</?(?!(?:${declared}):)[A-Za-z_][\\w.-]*:`);
  const unboundAttribute = new RegExp(`\\s(?!(?:${declared}):)[A-Za-z_][\\w.-]*:[A-Za-z_][\\w.-]*\\s*=\\s*["']`);
  const [o, t] = [escapeRegExp(office), escapeRegExp(table)];
  const rowWithoutCell = new RegExp(`<${t}:table-row(?:\\s[^>]*)?(?:/>|>\\s*</${t}:table-row>)`);
  const suspicious =
    unboundElement.test(text) ||
    unboundAttribute.test(text) ||
    rowWithoutCell.test(text) ||
    !new RegExp(`<${o}:spreadsheet[\\s/>]`).test(text);
  if (suspicious) return checkContentExactly(text, flaws);
  // The automatic styles are a small block before the body: tokenized on their own.
  const open = new RegExp(`<${o}:automatic-styles[\\s/>]`).exec(text);
  if (!open) return;
  const close = text.indexOf(`</${office}:automatic-styles>`, open.index);
  const block = text.slice(
    open.index,
    close < 0 ? text.indexOf('>', open.index) + 1 : close + `</${office}:automatic-styles>`.length,
  );
  const names = new Set<string>();
  let depth = 0;
  scanXml(block, 'content.xml', {
    open(tag) {
      if (depth++ !== 1) return;
      const colon = tag.name.indexOf(':');
      if (tag.name.slice(0, colon) !== style) return;
      const name = tag.attributes[`${style}:name`];
      if (name === undefined) return;
      const key = `${tag.name.slice(colon + 1)}|${tag.attributes[`${style}:family`] ?? ''}|${name}`;
      if (names.has(key))
        throw new CorruptDocumentError(`content.xml: style '${name}' is defined twice in office:automatic-styles`);
      names.add(key);
    },
    close() {
      depth--;
    },
  });
}

/**
 * content.xml through the engine's tokenizer: nesting, attributes and entities; prefixes
 * checked against the declarations met so far (scoping aside, which a producer would have to
 * get wrong on purpose); the same rules as checkContent, with the problem named.
 */
function checkContentExactly(text: string, flaws: PackageFlaw[]): void {
  let spreadsheet = false;
  let depth = 0;
  let automaticDepth = -1;
  const styleNames = new Set<string>();
  const rows: { cells: number; table: string }[] = [];
  const cellless = new Set<string>();
  let table = '';
  const namespaces = new Map<string, string>([['xml', NAMESPACES.xml[0]]]);
  // Names repeat by the hundred thousand: resolved once per binding state.
  const resolved = new Map<string, { uri: string; local: string }>();
  const resolve = (name: string, isAttribute: boolean): { uri: string; local: string } => {
    const key = isAttribute ? `@${name}` : name;
    let out = resolved.get(key);
    if (!out) {
      out = resolveName(name, isAttribute);
      resolved.set(key, out);
    }
    return out;
  };
  const resolveName = (name: string, isAttribute: boolean): { uri: string; local: string } => {
    const colon = name.indexOf(':');
    if (colon < 0) return { uri: isAttribute ? '' : (namespaces.get('') ?? ''), local: name };
    const prefix = name.slice(0, colon);
    const uri = namespaces.get(prefix);
    if (uri === undefined)
      throw new CorruptDocumentError(
        `part 'content.xml' is not well-formed XML (unbound namespace prefix '${prefix}' in '${name}')`,
      );
    return { uri, local: name.slice(colon + 1) };
  };
  const attributeOf = (attributes: Record<string, string>, uri: string, local: string): string | undefined => {
    for (const [name, value] of Object.entries(attributes)) {
      const resolved = resolve(name, true);
      if (resolved.uri === uri && resolved.local === local) return value;
    }
    return undefined;
  };
  scanXml(text, 'content.xml', {
    open(tag) {
      for (const name in tag.attributes) {
        if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
        namespaces.set(name === 'xmlns' ? '' : name.slice(6), tag.attributes[name]);
        resolved.clear();
      }
      const { uri, local } = resolve(tag.name, false);
      for (const name in tag.attributes) if (name !== 'xmlns' && !name.startsWith('xmlns:')) resolve(name, true);
      const level = depth++;
      if (uri === OFFICE && local === 'spreadsheet') spreadsheet = true;
      else if (uri === OFFICE && local === 'automatic-styles' && level === 1) automaticDepth = level;
      else if (automaticDepth >= 0 && level === automaticDepth + 1 && uri === STYLE) {
        const name = attributeOf(tag.attributes, STYLE, 'name');
        if (name === undefined) return;
        const key = `${local}|${attributeOf(tag.attributes, STYLE, 'family') ?? ''}|${name}`;
        if (styleNames.has(key))
          throw new CorruptDocumentError(`content.xml: style '${name}' is defined twice in office:automatic-styles`);
        styleNames.add(key);
      } else if (uri === TABLE) {
        if (local === 'table') table = attributeOf(tag.attributes, TABLE, 'name') ?? '';
        else if (local === 'table-row') rows.push({ cells: 0, table });
        else if ((local === 'table-cell' || local === 'covered-table-cell') && rows.length)
          rows[rows.length - 1].cells++;
      }
    },
    close(tag) {
      const level = --depth;
      const { uri, local } = resolve(tag.name, false);
      if (uri === OFFICE && local === 'automatic-styles' && level === automaticDepth) automaticDepth = -1;
      if (uri === TABLE && local === 'table-row') {
        const row = rows.pop()!;
        if (row.cells === 0 && !cellless.has(row.table)) {
          cellless.add(row.table);
          flaws.push({
            key: `row-without-cell:${row.table}`,
            message: `content.xml: a row of table '${row.table}' has no cell`,
          });
        }
      }
    },
  });
  if (!spreadsheet) throw new CorruptDocumentError('content.xml has no office:spreadsheet');
}
