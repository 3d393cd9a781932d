import { strToU8, zipSync, zlibSync, type Zippable } from 'fflate';

/**
 * Small OpenDocument presentations for tests: pages of text frames (one paragraph per line),
 * tables, pictures and speaker notes at given boxes (centimetres), with automatic styles named
 * like LibreOffice names them (dp1, gr1, P1, T1), so restored slides must be renamed.
 */
export interface OdpShape {
  name: string;
  /** One paragraph per line. */
  text?: string;
  /** Rows of cell texts. */
  table?: string[][];
  /** Picture bytes, stored under `Pictures/<picture>`. */
  image?: { file: string; bytes: Uint8Array };
  /** x, y, width, height in cm. */
  box: [number, number, number, number];
  presentationClass?: 'title' | 'outline';
  /** A span with the bold automatic text style T1 around the first word. */
  boldFirstWord?: boolean;
  /** Written as both xml:id and draw:id, as LibreOffice writes ids. */
  id?: string;
  /** A draw:custom-shape (text, then its draw:enhanced-geometry) instead of a text frame. */
  custom?: boolean;
  /** An OLE object whose replacement picture link points at nothing, as LibreOffice saves some from PowerPoint. */
  danglingObject?: boolean;
}

export interface OdpSlide {
  name?: string;
  shapes: OdpShape[];
  notes?: string;
  /** XML put after the shapes, before the notes (connectors, animations). */
  extraXml?: string;
}

const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:smil="urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0"',
  'xmlns:anim="urn:oasis:names:tc:opendocument:xmlns:animation:1.0"',
].join(' ');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const geometry = ([x, y, w, h]: number[]) => `svg:x="${x}cm" svg:y="${y}cm" svg:width="${w}cm" svg:height="${h}cm"`;

function paragraphXml(line: string, bold: boolean): string {
  if (!bold) return `<text:p text:style-name="P1">${escape(line)}</text:p>`;
  const space = line.indexOf(' ');
  const head = space < 0 ? line : line.slice(0, space);
  return `<text:p text:style-name="P1"><text:span text:style-name="T1">${escape(head)}</text:span>${escape(space < 0 ? '' : line.slice(space))}</text:p>`;
}

function shapeXml(shape: OdpShape): string {
  const cls = shape.presentationClass
    ? ` presentation:class="${shape.presentationClass}" presentation:style-name="pr1"`
    : ' draw:style-name="gr1"';
  const id = shape.id ? ` xml:id="${shape.id}" draw:id="${shape.id}"` : '';
  const lines = (shape.text ?? '').split('\n');
  if (shape.custom) {
    const text = shape.text === undefined ? '' : lines.map((line) => paragraphXml(line, false)).join('');
    return `<draw:custom-shape draw:name="${shape.name}"${id}${cls} draw:layer="layout" ${geometry(shape.box)}>${text}<draw:enhanced-geometry svg:viewBox="0 0 21600 21600" draw:type="rectangle" draw:enhanced-path="M 0 0 L 21600 0 21600 21600 0 21600 0 0 Z N"/></draw:custom-shape>`;
  }
  const open = `<draw:frame draw:name="${shape.name}"${id}${cls} draw:layer="layout" ${geometry(shape.box)}>`;
  if (shape.danglingObject)
    return `${open}<draw:object/><draw:image xlink:href="./ObjectReplacements/" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame>`;
  if (shape.image)
    return `${open}<draw:image xlink:href="Pictures/${shape.image.file}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame>`;
  if (shape.table) {
    const columns = Math.max(...shape.table.map((r) => r.length));
    const rows = shape.table
      .map(
        (row) =>
          `<table:table-row>${row.map((cell) => `<table:table-cell table:style-name="ce1"><text:p>${escape(cell)}</text:p></table:table-cell>`).join('')}</table:table-row>`,
      )
      .join('');
    return `${open}<table:table table:name="${shape.name}"><table:table-column table:number-columns-repeated="${columns}"/>${rows}</table:table></draw:frame>`;
  }
  return `${open}<draw:text-box>${lines.map((line) => paragraphXml(line, !!shape.boldFirstWord)).join('')}</draw:text-box></draw:frame>`;
}

function pageXml(slide: OdpSlide, index: number): string {
  const notes = slide.notes
    ? `<presentation:notes draw:style-name="dp2"><draw:page-thumbnail draw:layer="layout" svg:x="3cm" svg:y="2cm" svg:width="14cm" svg:height="10cm" draw:page-number="${index + 1}" presentation:class="page"/><draw:frame presentation:style-name="pr2" presentation:class="notes" draw:layer="layout" svg:x="2cm" svg:y="14cm" svg:width="16cm" svg:height="12cm"><draw:text-box><text:p>${escape(slide.notes)}</text:p></draw:text-box></draw:frame></presentation:notes>`
    : '';
  return `<draw:page draw:name="${slide.name ?? `page${index + 1}`}" draw:style-name="dp1" draw:master-page-name="Default">${slide.shapes.map(shapeXml).join('')}${slide.extraXml ?? ''}${notes}</draw:page>`;
}

const automaticStyles = (graphicFill: string | undefined) =>
  [
    '<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties presentation:background-visible="true" presentation:background-objects-visible="true"/></style:style>',
    '<style:style style:name="dp2" style:family="drawing-page"/>',
    `<style:style style:name="gr1" style:family="graphic" style:parent-style-name="standard"><style:graphic-properties draw:stroke="none" ${graphicFill ? `draw:fill="solid" draw:fill-color="${graphicFill}"` : 'draw:fill="none"'}/></style:style>`,
    '<style:style style:name="pr1" style:family="presentation" style:parent-style-name="Default-outline1"><style:graphic-properties draw:fill="none"/></style:style>',
    '<style:style style:name="pr2" style:family="presentation" style:parent-style-name="Default-notes"/>',
    '<style:style style:name="ce1" style:family="table-cell"><style:graphic-properties draw:fill="none"/></style:style>',
    '<style:style style:name="P1" style:family="paragraph"><style:paragraph-properties fo:margin-left="0cm"/><style:text-properties fo:font-size="20pt"/></style:style>',
    '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>',
  ].join('');

const STYLES_XML = `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${NAMESPACES} office:version="1.2"><office:styles><style:style style:name="standard" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none"/><style:text-properties fo:font-size="18pt"/></style:style><style:style style:name="Default-outline1" style:family="presentation"><style:text-properties fo:font-size="24pt"/></style:style><style:style style:name="Default-notes" style:family="presentation"><style:text-properties fo:font-size="12pt"/></style:style></office:styles><office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="28cm" fo:page-height="21cm" style:print-orientation="landscape"/></style:page-layout><style:style style:name="Mdp1" style:family="drawing-page"><style:drawing-page-properties draw:fill="none"/></style:style></office:automatic-styles><office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="Mdp1"/></office:master-styles></office:document-styles>`;

/** `graphicFill` gives the automatic graphic style gr1 a fill: the same name, another definition. */
export function buildOdp(slides: OdpSlide[], options: { graphicFill?: string } = {}): Uint8Array {
  const pictures = new Map<string, Uint8Array>();
  for (const slide of slides)
    for (const shape of slide.shapes) if (shape.image) pictures.set(shape.image.file, shape.image.bytes);
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NAMESPACES} office:version="1.2"><office:automatic-styles>${automaticStyles(options.graphicFill)}</office:automatic-styles><office:body><office:presentation>${slides.map(pageXml).join('')}</office:presentation></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.presentation"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>${[...pictures.keys()].map((file) => `<manifest:file-entry manifest:full-path="Pictures/${file}" manifest:media-type="image/png"/>`).join('')}</manifest:manifest>`;
  const files: Zippable = { mimetype: [strToU8('application/vnd.oasis.opendocument.presentation'), { level: 0 }] };
  files['content.xml'] = strToU8(content);
  files['styles.xml'] = strToU8(STYLES_XML);
  for (const [file, bytes] of pictures) files[`Pictures/${file}`] = [bytes, { level: 0 }];
  files['META-INF/manifest.xml'] = strToU8(manifest);
  return zipSync(files);
}

/** A real 1×1 PNG in a given colour, so LibreOffice can draw it. */
export function tinyPng(red: number, green: number, blue: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(strToU8(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, 1);
  view.setUint32(4, 1);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(new Uint8Array([0, red, green, blue]))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    png.set(p, offset);
    offset += p.length;
  }
  return png;
}
