import { zipFiles } from '../../src/engine/index';

/** Word documents built to exhaust whatever reads them, generated so no such file sits in the repository. */

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function docx(body: string | Uint8Array, extra: { name: string; bytes: Uint8Array }[] = []): Uint8Array {
  const document =
    typeof body === 'string'
      ? new TextEncoder().encode(
          `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
        )
      : body;
  return zipFiles([
    { name: '[Content_Types].xml', bytes: new TextEncoder().encode(CONTENT_TYPES) },
    { name: '_rels/.rels', bytes: new TextEncoder().encode(RELS) },
    { name: 'word/document.xml', bytes: document },
    ...extra,
  ]);
}

/** A one-paragraph document. */
export function plainDocx(text = 'An ordinary paragraph.'): Uint8Array {
  return docx(`<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`);
}

/** A document whose one extra part inflates `expandedBytes` of zeros at ~1000:1 (over the 100:1 ratio limit). */
export function zipBombDocx(expandedBytes = 64 * 1024 * 1024): Uint8Array {
  return docx(`<w:p><w:r><w:t>bomb</w:t></w:r></w:p>`, [
    { name: 'word/media/bomb.bin', bytes: new Uint8Array(expandedBytes) },
  ]);
}

/**
 * Tables nested `depth` deep, each in the one cell of the one above. Each cell's paragraph holds
 * its own number, so the part compresses like a real one (well under the 100:1 ratio limit) and
 * only its depth is hostile.
 */
export function nestedTablesDocx(depth = 100_000): Uint8Array {
  const parts: string[] = [];
  for (let level = 0; level < depth; level++)
    parts.push(`<w:tbl><w:tr><w:tc><w:p><w:r><w:t>${((level * 2654435761) >>> 0).toString(36)}</w:t></w:r></w:p>`);
  return docx(`${parts.join('')}${'<w:p/></w:tc></w:tr></w:tbl>'.repeat(depth)}<w:p/>`);
}

/**
 * A valid document of `paragraphs` paragraphs of `words` distinct words each: its XML inflates
 * to many times its size at an ordinary ratio, within the archive limits.
 */
export function inflatingDocx(paragraphs: number, words = 40, seed = 'x'): Uint8Array {
  const parts: string[] = [];
  for (let p = 0; p < paragraphs; p++) {
    const text = Array.from({ length: words }, (_, w) => `${seed}${p}w${w}`).join(' ');
    parts.push(`<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`);
  }
  return docx(parts.join(''));
}
