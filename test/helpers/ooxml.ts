import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';

/** Namespace declarations a WordprocessingML part needs for the elements tests write. */
export const WORD_NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
].join(' ');

export interface Relationship {
  id: string;
  /** Last segment of the relationship type (`image`, `header`, `hyperlink`, …). */
  type: string;
  target: string;
  external?: boolean;
}

export interface DocxParts {
  /** Inner XML of w:body. */
  body: string;
  /** Full XML of extra parts, or their bytes (`word/styles.xml`, `word/media/a.png`, …). */
  parts?: Record<string, string | Uint8Array>;
  /** Relationships of word/document.xml besides the ones the builder adds for known parts. */
  relationships?: Relationship[];
  /** Replace the whole document.xml (for namespace tests). */
  documentXml?: string;
}

const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const KNOWN_PART_TYPES: Record<string, string> = {
  'word/styles.xml': 'styles',
  'word/numbering.xml': 'numbering',
  'word/footnotes.xml': 'footnotes',
  'word/endnotes.xml': 'endnotes',
  'word/comments.xml': 'comments',
};

/** Wraps body XML in a document part with the usual namespace declarations. */
export function documentXml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${WORD_NAMESPACES}><w:body>${body}</w:body></w:document>`;
}

/** Wraps children in a part root (`w:styles`, `w:numbering`, `w:footnotes`, …). */
export function wordPart(root: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${root} ${WORD_NAMESPACES}>${inner}</${root}>`;
}

/** A minimal valid DOCX package: content types, package rels, document and its rels. */
export function buildDocx(input: DocxParts): Uint8Array {
  return zipSync(docxEntries(input));
}

/** The entries of a DOCX package, for tests that want to change them before zipping. */
export function docxEntries(input: DocxParts): Zippable {
  const parts = input.parts ?? {};
  const relationships: Relationship[] = [...(input.relationships ?? [])];
  let n = 1000;
  for (const name of Object.keys(parts)) {
    const type = KNOWN_PART_TYPES[name];
    if (type) relationships.push({ id: `rIdAuto${n++}`, type, target: name.slice('word/'.length) });
  }
  const rels = relationships
    .map(
      (rel) =>
        `<Relationship Id="${rel.id}" Type="${RELATIONSHIP_TYPE}/${rel.type}" Target="${escapeAttribute(rel.target)}"${rel.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('');
  const entries: Zippable = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${RELATIONSHIP_TYPE}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': strToU8(input.documentXml ?? documentXml(input.body)),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ),
  };
  for (const [name, content] of Object.entries(parts)) {
    entries[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return entries;
}

/** A paragraph of plain runs, one per text. */
export function paragraph(...texts: string[]): string {
  return `<w:p>${texts.map((text) => `<w:r><w:t xml:space="preserve">${escapeText(text)}</w:t></w:r>`).join('')}</w:p>`;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

const WORDS = 'the quick brown fox jumps over lazy dog while seven wizards quietly judge boxing matches'.split(' ');

/**
 * A document shaped like a long Word report: ~120,000 words in ~3,000 paragraphs of four runs
 * with the rsid and language attributes Word writes, headings every 20 paragraphs, a numbered
 * list and a table every 100 — about 6 MB of document.xml, ~330 pages.
 */
export function largeDocumentBody(targetWords = 120_000): string {
  const parts: string[] = [];
  let word = 0;
  for (let p = 0; word < targetWords; p++) {
    if (p % 20 === 0) {
      parts.push(
        `<w:p w:rsidR="00A77B3E" w:rsidRDefault="00A77B3E" w:rsidP="00A77B3E"><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r w:rsidRPr="00D1F2A3"><w:rPr><w:lang w:val="en-US"/></w:rPr><w:t>Chapter ${p / 20 + 1}</w:t></w:r></w:p>`,
      );
    }
    if (p % 100 === 50) {
      const cell = (text: string) =>
        `<w:tc><w:tcPr><w:tcW w:w="4675" w:type="dxa"/></w:tcPr><w:p w:rsidR="00A77B3E" w:rsidRDefault="00A77B3E"><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
      parts.push(
        `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="4675"/><w:gridCol w:w="4675"/></w:tblGrid>` +
          `<w:tr w:rsidR="00A77B3E">${cell(`row ${p} a`)}${cell(`row ${p} b`)}</w:tr><w:tr w:rsidR="00A77B3E">${cell('c')}${cell('d')}</w:tr></w:tbl>`,
      );
    }
    const listed = p % 10 < 3 ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '';
    let runs = '';
    for (let r = 0; r < 4; r++) {
      let text = '';
      for (let k = 0; k < 10; k++) text += `${WORDS[word++ % WORDS.length]} `;
      const bold = r === 2 ? '<w:b/><w:bCs/>' : '';
      runs +=
        `<w:r w:rsidRPr="00D1F2A3"><w:rPr><w:rFonts w:ascii="Calibri" w:eastAsia="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/>${bold}<w:color w:val="000000"/><w:spacing w:val="0"/><w:kern w:val="2"/>` +
        `<w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US" w:eastAsia="ja-JP" w:bidi="ar-SA"/><w14:ligatures w14:val="standardContextual"/></w:rPr>` +
        `<w:t xml:space="preserve">${text}</w:t></w:r>`;
    }
    parts.push(
      `<w:p w14:paraId="1A2B3C4D" w14:textId="5E6F7A8B" w:rsidR="00A77B3E" w:rsidRDefault="00A77B3E" w:rsidP="00A77B3E"><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/>${listed}<w:jc w:val="both"/></w:pPr>` +
        `<w:proofErr w:type="spellStart"/>${runs}<w:proofErr w:type="spellEnd"/><w:bookmarkStart w:id="${p}" w:name="_p${p}"/><w:bookmarkEnd w:id="${p}"/></w:p>`,
    );
  }
  parts.push('<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr>');
  return parts.join('');
}
