import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { zipFiles } from '../../src/engine/index';

/**
 * A valid Word document whose one part (word/document.xml, many short paragraphs of words drawn
 * from 256) inflates to about `inflatedBytes` at about 33:1: within the engine's default archive
 * limits (512 MiB inflated, 100:1) however large it is asked to be, so only its size is hostile.
 * `edit` changes one word of one paragraph, for a target that differs from the source by a word.
 * Generated, never committed: at the full size it is a ~15 MB file.
 *
 *   npx tsx scripts/bench/inflated-docx.ts --mb 480 --out source.docx [--edit]
 */
export function inflatedDocx(inflatedBytes: number, options: { edit?: boolean } = {}): Uint8Array {
  const vocabulary = Array.from({ length: 256 }, (_, i) => `w${((i * 2654435761) >>> 0).toString(36).slice(0, 5)}`);
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const tail = Buffer.from('<w:sectPr/></w:body></w:document>');
  // Buffers, not one string: the part is larger than V8 lets a string be.
  const chunks: Buffer[] = [head];
  let size = head.length + tail.length;
  let pending: string[] = [];
  let pendingLength = 0;
  const editAt = Math.floor(inflatedBytes / 2 / 150);
  for (let p = 0; size + pendingLength < inflatedBytes; p++) {
    const words = Array.from({ length: 12 }, () => vocabulary[next() % vocabulary.length]);
    if (options.edit && p === editAt) words[3] = 'edited';
    const paragraph =
      '<w:p><w:pPr><w:spacing w:after="120"/></w:pPr><w:r><w:rPr><w:sz w:val="22"/></w:rPr>' +
      `<w:t xml:space="preserve">Paragraph ${p}: ${words.join(' ')}.</w:t></w:r></w:p>`;
    pending.push(paragraph);
    pendingLength += paragraph.length;
    if (pendingLength > 1 << 20) {
      chunks.push(Buffer.from(pending.join('')));
      size += pendingLength;
      pending = [];
      pendingLength = 0;
    }
  }
  chunks.push(Buffer.from(pending.join('')), tail);
  const document = Buffer.concat(chunks);
  const text = (value: string) => new TextEncoder().encode(value);
  return zipFiles([
    {
      name: '[Content_Types].xml',
      bytes: text(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      bytes: text(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    },
    { name: 'word/document.xml', bytes: document },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { mb: { type: 'string', default: '480' }, out: { type: 'string' }, edit: { type: 'boolean' } },
  });
  if (!values.out) throw new Error('--out: where to write the document');
  const bytes = inflatedDocx(Number(values.mb) * 1024 * 1024, { edit: values.edit });
  await writeFile(values.out, bytes);
  console.log(`${values.out}: ${(bytes.length / 1e6).toFixed(1)} MB`);
}
