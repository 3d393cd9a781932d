import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PasswordRequiredError } from '../../../../../src/engine/errors';
import { odtReader } from '../../../../../src/engine/formats/word/odt/index';
import {
  blockText,
  type Block,
  type DocumentModel,
  type ParagraphBlock,
} from '../../../../../src/engine/model/document';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/real/', import.meta.url));

async function read(name: string): Promise<DocumentModel> {
  return odtReader.read(new Uint8Array(readFileSync(FIXTURES + name)), 'odt', { fileName: name });
}

function body(model: DocumentModel): Block[] {
  return model.stories.find((story) => story.key === 'body')!.blocks;
}

function paragraphs(blocks: Block[]): ParagraphBlock[] {
  return blocks.filter((block): block is ParagraphBlock => block.type === 'paragraph');
}

function texts(blocks: Block[]): string[] {
  return blocks.map(blockText);
}

describe('odtReader on real documents', () => {
  it('reads the OpenOffice 3 document: heading, tracked changes, list, link, footnote, comment, metadata', async () => {
    const model = await read('tika-odt-openoffice3-footnote-list.odt');
    expect(model.format).toBe('odt');
    const blocks = paragraphs(body(model));
    const heading = blocks[0];
    expect(heading.headingLevel).toBe(1);
    expect(blockText(heading)).toBe('Apache Tika Test Document');
    expect(heading.styleName).toBe('Heading 1');

    // "difficult" and ", with interesting features" were inserted; "complex" was deleted.
    expect(blockText(blocks[1])).toBe('This is a rather difficult test document, with interesting features.');
    expect(blocks[1].runs.find((run) => run.text === 'difficult')?.author).toBe('Bart Hanssens');
    expect(texts(body(model)).join('\n')).not.toContain('complex');
    expect(model.revisionCount).toBe(3);

    const items = blocks.filter((block) => block.list);
    expect(items.map((item) => [item.list!.label, blockText(item)])).toEqual([
      ['1.', 'First item'],
      ['2.', 'Second item'],
      ['3.', 'Third item'],
    ]);
    const linkRun = blocks.flatMap((block) => block.runs).find((run) => run.text === 'Lucene website');
    expect(linkRun?.link).toBe('http://lucene.apache.org/');
    expect(texts(body(model))).toContain('Solr: Various, Solr website, 2009, http://lucene.apache.org/solr');

    const footnote = model.stories.find((story) => story.key === 'footnote:1');
    expect(footnote?.kind).toBe('footnote');
    expect(texts(footnote!.blocks)).toEqual(['This is of course a simple footnote']);
    // The citation "1" stays out of the body text.
    expect(blockText(blocks[1])).not.toMatch(/rather1/);

    const comment = model.stories.find((story) => story.kind === 'comment');
    expect(comment?.author).toBe('Bart Hanssens');
    expect(comment?.key).toBe('comment:1');
    expect(texts(comment!.blocks)).toEqual(['Tika is part of the Lucene project.']);

    const textbox = model.stories.find((story) => story.kind === 'textbox');
    expect(texts(textbox!.blocks)).toEqual(['A rectangle']);

    const objects = blocks.flatMap((block) => block.runs).filter((run) => run.object);
    expect(objects.map((run) => run.object!.kind)).toEqual(['object', 'equation']);
    expect(objects[0].object!.hash).toMatch(/^[0-9a-f]{40}$/);

    expect(model.metadata).toMatchObject({
      title: 'Apache Tika',
      author: 'Bart Hanssens',
      created: '2009-10-05T19:04:01',
    });
    expect(model.pageCount).toBe(2);
    expect(model.pageSize).toEqual({ width: 612, height: 792 });
    expect(heading.locator?.part).toBe('content.xml');
    expect(heading.locator?.path).toMatch(/^\d+\/\d+\/\d+$/);
  });

  it('shows tracked changes as accepted, with the inserting author on inserted text', async () => {
    const model = await read('odfdo-odt-tracked-changes.odt');
    const [paragraph] = paragraphs(body(model));
    expect(blockText(paragraph)).toBe('Bonjour  los bonitos amigos  ça va ?');
    const inserted = paragraph.runs.find((run) => run.text.includes('los bonitos amigos'));
    expect(inserted?.author).toBe('Hervé Cauwelier');
    expect(paragraph.runs.find((run) => run.text.startsWith('Bonjour'))?.author).toBeUndefined();
    expect(blockText(paragraph)).not.toContain('les');
    expect(blockText(paragraph)).not.toContain('amis,');
    expect(model.revisionCount).toBe(3);
  });

  it('tells the two versions of the diff pair apart: "content A" vs "content B"', async () => {
    const a = texts(body(await read('odfdo-odt-pair-diff-a.odt')));
    const b = texts(body(await read('odfdo-odt-pair-diff-b.odt')));
    expect(a).toEqual(['Exemple', '', 'content A', '']);
    expect(b).toEqual(['Exemple', '', 'content B', '']);
  });

  it('reads headings with their levels, and a generated table of contents from its index body', async () => {
    const a = await read('odfdo-odt-pair-toc-a-headings.odt');
    const headings = paragraphs(body(a)).map((p) => [p.headingLevel, blockText(p)]);
    expect(headings.slice(0, 4)).toEqual([
      [1, 'Level 1 title 1'],
      [2, 'Level 2 title 1'],
      [1, 'Level 1 title 2'],
      [3, 'Level 3 title 1'],
    ]);
    expect(headings).toHaveLength(12);
    expect(a.metadata.title).toBe('Lpod TOC test');

    const b = await read('odfdo-odt-pair-toc-b-with-toc.odt');
    const bParagraphs = paragraphs(body(b));
    expect(blockText(bParagraphs[0])).toBe('Table of Contents');
    expect(blockText(bParagraphs[1])).toBe('Level 1 title 1\t1');
    expect(bParagraphs[1].runs[0].link).toMatch(/^#__RefHeading__/);
    const bHeadings = bParagraphs.filter((p) => p.headingLevel && blockText(p)).map((p) => blockText(p));
    expect(bHeadings).toEqual(headings.map(([, text]) => text));
    expect(b.warnings).toEqual([]);
  });

  it('refuses the encrypted document with PasswordRequiredError, with or without a password', async () => {
    await expect(read('tika-odt-encrypted-password-tika.odt')).rejects.toBeInstanceOf(PasswordRequiredError);
    const bytes = new Uint8Array(readFileSync(FIXTURES + 'tika-odt-encrypted-password-tika.odt'));
    await expect(odtReader.read(bytes, 'odt', { password: 'tika' })).rejects.toBeInstanceOf(PasswordRequiredError);
  });
});
