import { strToU8, zipSync, type Zippable } from 'fflate';

/** Builds small ODF packages in tests, so edge cases need no binary fixtures. */

export const ODF_NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
].join(' ');

export interface OdtParts {
  /** Inner XML of office:text. */
  body?: string;
  /** Inner XML of content.xml's office:automatic-styles. */
  automaticStyles?: string;
  /** A whole content.xml, replacing `body` and `automaticStyles`. */
  contentXml?: string;
  /** A whole styles.xml. */
  stylesXml?: string;
  metaXml?: string;
  manifestXml?: string;
  mimetype?: string;
  /** Other package parts by path. */
  files?: Record<string, Uint8Array | string>;
}

export function contentXml(body: string, automaticStyles = ''): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODF_NAMESPACES} office:version="1.3">` +
    `<office:automatic-styles>${automaticStyles}</office:automatic-styles>` +
    `<office:body><office:text>${body}</office:text></office:body></office:document-content>`
  );
}

export function stylesXml(styles: string, masterStyles = '', automaticStyles = ''): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${ODF_NAMESPACES} office:version="1.3">` +
    `<office:styles>${styles}</office:styles><office:automatic-styles>${automaticStyles}</office:automatic-styles>` +
    `<office:master-styles>${masterStyles}</office:master-styles></office:document-styles>`
  );
}

export function buildOdt(parts: OdtParts = {}): Uint8Array {
  const files: Zippable = {
    mimetype: [strToU8(parts.mimetype ?? 'application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8(parts.contentXml ?? contentXml(parts.body ?? '', parts.automaticStyles)),
  };
  if (parts.stylesXml !== undefined) files['styles.xml'] = strToU8(parts.stylesXml);
  if (parts.metaXml !== undefined) files['meta.xml'] = strToU8(parts.metaXml);
  if (parts.manifestXml !== undefined) files['META-INF/manifest.xml'] = strToU8(parts.manifestXml);
  for (const [path, data] of Object.entries(parts.files ?? {})) {
    files[path] = typeof data === 'string' ? strToU8(data) : data;
  }
  return zipSync(files);
}
