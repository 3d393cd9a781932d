/**
 * The one table of XML namespaces the package layer knows: a canonical prefix (the one the
 * specifications write) for each namespace, with every URI that means it. The writers, the
 * merge and the crypto code address elements by it (the first URI is the one written into a
 * part that binds none); the readers' tree canonicalises names through tables made from it
 * (`prefixTable`). OOXML's Strict URIs follow the transitional ones, so a Strict document is
 * matched like an ordinary one. Prefixes of OOXML and ODF never collide, so one table serves
 * both families of packages.
 */
export const NAMESPACES = {
  // OOXML (ECMA-376): WordprocessingML, PresentationML, DrawingML, relationships, SpreadsheetML, math.
  w: [
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
    'http://purl.oclc.org/ooxml/wordprocessingml/main',
  ],
  p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
  a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
  r: [
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    'http://purl.oclc.org/ooxml/officeDocument/relationships',
  ],
  x: ['http://schemas.openxmlformats.org/spreadsheetml/2006/main', 'http://purl.oclc.org/ooxml/spreadsheetml/main'],
  m: ['http://schemas.openxmlformats.org/officeDocument/2006/math', 'http://purl.oclc.org/ooxml/officeDocument/math'],
  mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
  wp: [
    'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
    'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing',
  ],
  pic: ['http://schemas.openxmlformats.org/drawingml/2006/picture', 'http://purl.oclc.org/ooxml/drawingml/picture'],
  c: ['http://schemas.openxmlformats.org/drawingml/2006/chart', 'http://purl.oclc.org/ooxml/drawingml/chart'],
  dgm: ['http://schemas.openxmlformats.org/drawingml/2006/diagram', 'http://purl.oclc.org/ooxml/drawingml/diagram'],
  // Office's extensions and legacy drawing (VML) vocabularies.
  wps: ['http://schemas.microsoft.com/office/word/2010/wordprocessingShape'],
  wpg: ['http://schemas.microsoft.com/office/word/2010/wordprocessingGroup'],
  wpc: ['http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas'],
  w14: ['http://schemas.microsoft.com/office/word/2010/wordml'],
  w15: ['http://schemas.microsoft.com/office/word/2012/wordml'],
  p188: ['http://schemas.microsoft.com/office/powerpoint/2018/8/main'],
  v: ['urn:schemas-microsoft-com:vml'],
  o: ['urn:schemas-microsoft-com:office:office'],
  w10: ['urn:schemas-microsoft-com:office:word'],
  // OPC (ECMA-376 part 2): relationship parts and [Content_Types].xml.
  rel: ['http://schemas.openxmlformats.org/package/2006/relationships'],
  ct: ['http://schemas.openxmlformats.org/package/2006/content-types'],
  cp: ['http://schemas.openxmlformats.org/package/2006/metadata/core-properties'],
  ep: [
    'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
    'http://purl.oclc.org/ooxml/officeDocument/extendedProperties',
  ],
  // OpenDocument (ODF 1.3 part 3).
  office: ['urn:oasis:names:tc:opendocument:xmlns:office:1.0'],
  style: ['urn:oasis:names:tc:opendocument:xmlns:style:1.0'],
  text: ['urn:oasis:names:tc:opendocument:xmlns:text:1.0'],
  table: ['urn:oasis:names:tc:opendocument:xmlns:table:1.0'],
  draw: ['urn:oasis:names:tc:opendocument:xmlns:drawing:1.0'],
  presentation: ['urn:oasis:names:tc:opendocument:xmlns:presentation:1.0'],
  smil: ['urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0'],
  fo: ['urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0'],
  svg: ['urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0'],
  meta: ['urn:oasis:names:tc:opendocument:xmlns:meta:1.0'],
  manifest: ['urn:oasis:names:tc:opendocument:xmlns:manifest:1.0'],
  chart: ['urn:oasis:names:tc:opendocument:xmlns:chart:1.0'],
  // The number: elements' namespace is named datastyle (ODF 1.3 part 3, 19.x).
  number: ['urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0'],
  dr3d: ['urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0'],
  form: ['urn:oasis:names:tc:opendocument:xmlns:form:1.0'],
  script: ['urn:oasis:names:tc:opendocument:xmlns:script:1.0'],
  // W3C and Dublin Core, used by both.
  xlink: ['http://www.w3.org/1999/xlink'],
  dc: ['http://purl.org/dc/elements/1.1/'],
  dcterms: ['http://purl.org/dc/terms/'],
  math: ['http://www.w3.org/1998/Math/MathML'],
  xml: ['http://www.w3.org/XML/1998/namespace'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type NamespacePrefix = keyof typeof NAMESPACES;

/** Where declarations live (`xmlns:x` attributes); not a namespace of content. */
export const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** The URI written for a prefix: the first of its table entry. */
export function namespaceUri(prefix: NamespacePrefix): string {
  return NAMESPACES[prefix][0];
}

/** The canonical prefix of a namespace URI, whichever of its URIs it is; undefined when not in the table. */
export function canonicalPrefix(uri: string | null | undefined): NamespacePrefix | undefined {
  return uri ? PREFIX_BY_URI.get(uri) : undefined;
}

export function isNamespacePrefix(prefix: string): prefix is NamespacePrefix {
  return Object.hasOwn(NAMESPACES, prefix);
}

const PREFIX_BY_URI = new Map<string, NamespacePrefix>(
  (Object.entries(NAMESPACES) as [NamespacePrefix, readonly string[]][]).flatMap(([prefix, uris]) =>
    uris.map((uri) => [uri, prefix] as [string, NamespacePrefix]),
  ),
);

/** Namespace URI → canonical prefix for the given prefixes (every URI of each): a reader's vocabulary. */
export function prefixTable(prefixes: readonly NamespacePrefix[]): Readonly<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const prefix of prefixes) for (const uri of NAMESPACES[prefix]) table[uri] = prefix;
  return table;
}
