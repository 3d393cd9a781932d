import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CorruptDocumentError, PasswordRequiredError, UnsupportedFormatError } from '../../../../../src/engine/errors';
import { docxReader } from '../../../../../src/engine/formats/word/docx';
import { blockText } from '../../../../../src/engine/model/document';
import type { Block, DocumentModel, ParagraphBlock, Story, TextRun } from '../../../../../src/engine/model/document';

const FIXTURES = new URL('../../../../fixtures/real/', import.meta.url);

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)));
}

async function read(name: string): Promise<DocumentModel> {
  const format = name.slice(name.lastIndexOf('.') + 1);
  return docxReader.read(fixture(name), format, { fileName: name });
}

/** Paragraphs of blocks, table cells included, in document order. */
function paragraphs(blocks: readonly Block[]): ParagraphBlock[] {
  const out: ParagraphBlock[] = [];
  for (const block of blocks) {
    if (block.type === 'paragraph') out.push(block);
    else if (block.type === 'table') {
      for (const row of block.rows) for (const cell of row.cells) out.push(...paragraphs(cell.blocks));
    }
  }
  return out;
}

function runs(story: Story): TextRun[] {
  return paragraphs(story.blocks).flatMap((p) => p.runs);
}

function storyText(story: Story): string {
  return story.blocks.map(blockText).join('\n');
}

function allText(model: DocumentModel): string {
  return model.stories.map(storyText).join('\n');
}

function story(model: DocumentModel, key: string): Story {
  const found = model.stories.find((s) => s.key === key);
  if (!found) throw new Error(`no story ${key}; have ${model.stories.map((s) => s.key).join(', ')}`);
  return found;
}

function paragraphWith(model: DocumentModel, text: string): ParagraphBlock {
  for (const s of model.stories) {
    for (const p of paragraphs(s.blocks))
      if (
        p.runs
          .map((r) => r.text)
          .join('')
          .includes(text)
      )
        return p;
  }
  throw new Error(`no paragraph with ${text}`);
}

describe('docx reader on real-world documents', () => {
  it('reads the kitchen-sink document (Word 2016): stories, metadata, objects, tracked changes', async () => {
    const model = await read('tika-docx-kitchen-sink-2006ml.docx');
    expect(model.format).toBe('docx');
    expect(model.metadata).toMatchObject({ title: 'My Document Title', author: 'This is the Author' });
    expect(model.pageCount).toBe(7);
    expect(model.pageSize).toEqual({ width: 612, height: 792 });
    const body = story(model, 'body');
    const text = storyText(body);
    expect(text).toContain('The quick brown fox jumped over the lazy brown dog.');
    expect(paragraphWith(model, 'this is a basic list 1.').list).toEqual({ label: '1.', level: 0, format: 'decimal' });
    expect(paragraphWith(model, 'Really basic 2.').list).toEqual({ label: '2.', level: 0, format: 'decimal' });
    expect(paragraphWith(model, 'Bibliography').headingLevel).toBe(1);
    // Deleted text and deleted table rows are gone; moved text appears once (at its new place).
    expect(text).not.toContain('frog');
    expect(text).not.toContain('Deleted paragraph1');
    expect(text).not.toContain('Del r1c1');
    expect(text.split('Second paragraph here').length - 1).toBe(1);
    expect(model.revisionCount).toBeGreaterThan(0);
    const inserted = runs(body).filter((r) => r.author === 'Allison, Timothy B.');
    expect(inserted.map((r) => r.text)).toContain('dog');
    // Hyperlink targets come from the relationships.
    expect(runs(body).find((r) => r.text === 'tika')?.link).toBe('http://tika.apache.org');
    // Field codes are never shown, only their results.
    expect(allText(model)).not.toMatch(/HYPERLINK|PAGEREF|TOC \\o/);
    const objects = runs(body).flatMap((r) => (r.object ? [r.object] : []));
    expect(objects.filter((o) => o.kind === 'chart')).toHaveLength(1);
    expect(objects.filter((o) => o.kind === 'image').map((o) => o.name)).toEqual(['image2.jpg']);
    const equation = objects.find((o) => o.kind === 'equation');
    expect(equation?.name).toBe('34');
    expect(equation?.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(objects.some((o) => o.kind === 'object' && o.name?.startsWith('PowerPoint.Show.8'))).toBe(true);
    // Headers/footers per section, notes, comments.
    expect(storyText(story(model, 'header:default:1'))).toBe('Odd page header');
    expect(story(model, 'header:default:1').label).toBe('header (section 1, default)');
    expect(storyText(story(model, 'footer:first:1'))).toBe('First page footer');
    expect(storyText(story(model, 'footnote:1'))).toContain('And this is the footnote');
    expect(storyText(story(model, 'endnote:1'))).toContain('This is an endnote');
    const comment = story(model, 'comment:2');
    expect(comment.author).toBe('Allison, Timothy B.');
    expect(storyText(comment)).toBe('This is a comment');
    // 14 w:txbxContent = 7 text boxes, each with a VML fallback copy that must not be read twice.
    const textboxes = model.stories.filter((s) => s.kind === 'textbox');
    expect(textboxes.map((s) => s.key)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `textbox:${n}`));
    expect(allText(model).split('This is a text box').length - 1).toBe(1);
    expect(model.warnings).toEqual([]);
  });

  it('shows accepted tracked changes and counts ins, del and rPrChange revisions', async () => {
    const model = await read('poi-docx-tracked-changes-ins-del-rprchange.docx');
    // 32 w:ins + 4 w:del + 46 w:rPrChange.
    expect(model.revisionCount).toBe(82);
    const text = allText(model);
    expect(text).not.toContain('A pendant worn in place of the red spot');
    expect(text).toContain('A Nepalese name for Tilaka');
    expect(paragraphWith(model, 'A Nepalese name for Tilaka').list).toEqual({ label: '•', level: 0, format: 'bullet' });
    expect(runs(story(model, 'body')).some((r) => r.link === 'http://lucene.apache.org/tika')).toBe(true);
  });

  it('reads moves and insertion authors, comments and hides w:vanish text', async () => {
    const model = await read('tika-docx-tracked-changes-moves-comments.docx');
    expect(model.revisionCount).toBe(7);
    const body = story(model, 'body');
    const text = storyText(body);
    expect(text).not.toContain('bibendum ');
    expect(text).not.toContain('This is hidden text.');
    const authored = runs(body).filter((r) => r.author);
    expect(authored.find((r) => r.text === 'insert this ')?.author).toBe('Unknown Author');
    expect(authored.find((r) => r.text === 'ad litora')?.author).toBe('Kyle Reese');
    expect(story(model, 'comment:0').author).toBe('Kyle Reese');
    expect(storyText(story(model, 'comment:1'))).toBe('This is a comment');
    expect(model.warnings.map((w) => w.code)).toEqual(['hidden-text']);
  });

  it('reads a real-world document with many reviewer revisions', async () => {
    const model = await read('poi-docx-realworld-tracked-changes-municipal-code.docx');
    expect(model.revisionCount).toBeGreaterThanOrEqual(219);
    const text = allText(model);
    expect(text).toContain('As of Dec 2019. Check with city for latest updates.');
    expect(text).not.toContain('wholly within existing development ');
    expect(runs(story(model, 'body')).filter((r) => r.author === 'Author').length).toBeGreaterThan(100);
    expect(model.stories.filter((s) => s.kind === 'header')).toHaveLength(3);
    expect(model.pageCount).toBe(15);
  });

  it('reads headings, nested tables, hyperlinks, header and footer', async () => {
    const model = await read('poi-docx-nested-tables-headings-hyperlinks.docx');
    expect(paragraphWith(model, 'Heading Level 1')).toMatchObject({ styleName: 'Heading 1', headingLevel: 1 });
    expect(paragraphWith(model, 'Heading Level 2').headingLevel).toBe(2);
    expect(paragraphWith(model, 'Heading Level 3').headingLevel).toBe(3);
    expect(paragraphWith(model, 'Sample Word Document Title')).toMatchObject({
      styleName: 'Title',
      alignment: 'center',
    });
    const table = story(model, 'body').blocks.find((b) => b.type === 'table');
    expect(table?.type).toBe('table');
    if (table?.type !== 'table') return;
    expect(blockText(table.rows[0].cells[0].blocks[0])).toBe('This is a table');
    const nested = table.rows
      .flatMap((r) => r.cells)
      .flatMap((c) => c.blocks)
      .find((b) => b.type === 'table');
    expect(nested && blockText(nested)).toContain('Nested table');
    const links = runs(story(model, 'body'))
      .map((r) => r.link)
      .filter(Boolean);
    expect(links).toContain('http://tika.apache.org/');
    expect(storyText(story(model, 'footer:default:1'))).toBe('This is the footer for our document');
  });

  it('renders numbering labels with nested levels, restarts and continuation', async () => {
    const model = await read('poi-docx-numbering-complex-lists.docx');
    const listed = paragraphs(story(model, 'body').blocks)
      .filter((p) => p.list)
      .map((p) => `${p.list?.label} ${blockText(p)}`);
    expect(listed).toEqual([
      '1. Entry #1',
      '2. Entry #2, with children',
      'a. 2-a',
      'b. 2-b',
      'c. 2-c',
      '3. Entry #3',
      '4. Entry #4',
      '1. Restarted to 1 from 5',
      '2. Restarted @ 2',
      '3. Restarted @ 3',
      '10. Jump to new list at 10',
      '11. Now 11',
      '12. Carrying on @ 12',
      '13. Carrying on @ 13',
    ]);
  });

  it('reads OMML equations as equation objects with their linear text', async () => {
    const model = await read('poi-docx-math-omml-equations.docx');
    const equations = runs(story(model, 'body')).filter((r) => r.object?.kind === 'equation');
    expect(equations).toHaveLength(11);
    expect(equations[0].text).toBe('Ytij=β0+βtxt+βix0ij+βjzj+vj+Uti');
    expect(new Set(equations.map((r) => r.object?.hash)).size).toBe(11);
  });

  it('reads right-to-left Arabic text with footnotes', async () => {
    const model = await read('poi-docx-rtl-arabic-un-document.docx');
    expect(allText(model)).toContain('لجنة حقوق الطفل');
    expect(model.stories.filter((s) => s.kind === 'footnote')).toHaveLength(40);
    expect(model.metadata.title).toBe('CRC/C/GC/20');
  });

  it('reads Japanese text', async () => {
    const model = await read('poi-docx-cjk-japanese.docx');
    expect(paragraphWith(model, 'リーダーシップに係る発行運営業務委託').alignment).toBe('center');
    expect(model.metadata.company).toBe('Toshiba');
  });

  it('reads pictures in five formats as image objects with distinct content hashes', async () => {
    const model = await read('poi-docx-images-wmf-emf-png-jpeg.docx');
    const images = runs(story(model, 'body')).filter((r) => r.object?.kind === 'image');
    expect(images.map((r) => r.object?.name)).toEqual([
      'image1.wmf',
      'image2.png',
      'image3.emf',
      'image4.emf',
      'image5.jpeg',
    ]);
    expect(new Set(images.map((r) => r.object?.hash)).size).toBe(5);
    expect(images[0].locator?.part).toBe('word/document.xml');
  });

  it('reads modern comments with their author and an image inside the comment', async () => {
    const model = await read('poi-docx-comments-modern-extended.docx');
    const comment = story(model, 'comment:0');
    expect(comment).toMatchObject({ kind: 'comment', author: 'poi', label: 'comment 0 by poi' });
    expect(storyText(comment)).toContain('comment content');
    expect(runs(comment).some((r) => r.object?.kind === 'image')).toBe(true);
  });

  it('reads a macro-enabled .docm and a .dotx template', async () => {
    const docm = await read('poi-docm-macro-enabled.docm');
    expect(docm.format).toBe('docm');
    expect(storyText(story(docm, 'body'))).toContain('This is a macro word processing document');
    const dotx = await read('tika-dotx-pair-resume-a-template.dotx');
    expect(dotx.format).toBe('dotx');
    expect(paragraphWith(dotx, 'Objective').headingLevel).toBe(1);
    expect(paragraphWith(dotx, 'Experience').styleName).toBe('Section Heading');
    expect(dotx.stories.filter((s) => s.kind === 'textbox').length).toBeGreaterThan(0);
  });

  it('rejects broken, foreign and encrypted files with typed errors', async () => {
    await expect(read('poi-docx-edge-truncated-zip.docx')).rejects.toThrow(CorruptDocumentError);
    await expect(read('poi-docx-edge-zip-bad-crc.docx')).rejects.toThrow(/CRC mismatch/);
    await expect(read('poi-docx-edge-zip-bad-crc.docx')).rejects.toBeInstanceOf(CorruptDocumentError);
    await expect(read('poi-docm-edge-wrong-extension-is-word97.docm')).rejects.toThrow(
      new UnsupportedFormatError('the file is a Word 97-2003 binary .doc, not supported'),
    );
    await expect(read('poi-docm-edge-wrong-extension-is-word97.docm')).rejects.toBeInstanceOf(UnsupportedFormatError);
    await expect(read('poi-docx-edge-encrypted-agile-password-pass.docx')).rejects.toBeInstanceOf(
      PasswordRequiredError,
    );
  });
});
