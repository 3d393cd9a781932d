import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compareFiles, readDocument } from '../../../../src/engine/index';
import type { ParagraphBlock, ShapeBlock } from '../../../../src/engine/model/document';
import { minimalDeck } from '../../../../scripts/fixtures/pptxgenjs-decks';
import { buildPptx } from './build';

/**
 * A PPTX re-save that writes out what the slide inherits (LibreOffice writes the master's title
 * alignment onto each title) or rewrites a field's cached text is no change.
 */

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[part] = strToU8(edit(strFromU8(files[part])));
  return zipSync(files);
}

const changesOf = async (a: Uint8Array, b: Uint8Array) =>
  (await compareFiles({ bytes: a, fileName: 'a.pptx' }, { bytes: b, fileName: 'b.pptx' })).changes.map(
    (c) => `${c.kind} ${c.text} → ${c.targetText} ${JSON.stringify(c.styleChanges ?? [])}`,
  );

const deck = editPart(
  buildPptx([
    {
      shapes: [
        { id: 2, name: 'Title 1', text: 'Results', box: [36, 20, 648, 80], placeholder: 'title' },
        { id: 3, name: 'Footer', text: 'Slide', box: [36, 480, 200, 30] },
      ],
    },
  ]),
  'ppt/slideMasters/slideMaster1.xml',
  (xml) => xml.replace('<p:titleStyle><a:lvl1pPr>', '<p:titleStyle><a:lvl1pPr algn="ctr">'),
);

describe('PPTX re-saves', () => {
  it("a title's alignment comes from the master when the slide does not set it", async () => {
    const model = await readDocument({ bytes: deck, fileName: 'a.pptx' });
    const title = (model.stories[0].blocks as ShapeBlock[]).find((s) => s.placeholder === 'title')!;
    expect((title.blocks[0] as ParagraphBlock).alignment).toBe('center');
    const written = editPart(deck, 'ppt/slides/slide1.xml', (xml) =>
      xml.replace(/(<p:ph type="title"\/>[\s\S]*?<a:p>)/, '$1<a:pPr algn="ctr"/>'),
    );
    expect(strFromU8(unzipSync(written)['ppt/slides/slide1.xml'])).toContain('<a:pPr algn="ctr"/>');
    expect(await changesOf(deck, written)).toEqual([]);
    const left = editPart(deck, 'ppt/slides/slide1.xml', (xml) =>
      xml.replace(/(<p:ph type="title"\/>[\s\S]*?<a:p>)/, '$1<a:pPr algn="l"/>'),
    );
    expect(await changesOf(deck, left)).toEqual([
      'StyleChanged Results → Results [{"property":"alignment","oldValue":"center","newValue":"left"}]',
    ]);
  });

  it('a slide-number field is compared by its kind, not its cached text', async () => {
    const field = (cached: string) =>
      editPart(deck, 'ppt/slides/slide1.xml', (xml) =>
        xml.replace(
          /<a:t>Slide<\/a:t><\/a:r>/,
          `<a:t>Slide </a:t></a:r><a:fld id="{5A7F482D-3C2F-4833-B32B-231FF570D8E1}" type="slidenum"><a:rPr lang="en-US"/><a:t>${cached}</a:t></a:fld>`,
        ),
      );
    const a = field('1');
    expect(strFromU8(unzipSync(a)['ppt/slides/slide1.xml'])).toContain('type="slidenum"');
    expect(await changesOf(a, field('&lt;number&gt;'))).toEqual([]);
    const model = await readDocument({ bytes: a, fileName: 'a.pptx' });
    const footer = (model.stories[0].blocks as ShapeBlock[]).find((s) => s.name === 'Footer')!;
    expect((footer.blocks[0] as ParagraphBlock).runs.map((r) => r.text).join('')).toBe('Slide ‹#›');
  });

  it('a hyperlink is drawn in the theme hyperlink colour, whatever colour its run names', async () => {
    const linked = (colour: string, extension = '') =>
      editPart(
        editPart(deck, 'ppt/slides/slide1.xml', (xml) =>
          xml.replace(
            /<a:rPr lang="en-US"\/><a:t>Slide<\/a:t>/,
            `<a:rPr lang="en-US"><a:solidFill><a:srgbClr val="${colour}"/></a:solidFill><a:hlinkClick r:id="rIdLink">${extension}</a:hlinkClick></a:rPr><a:t>Slide</a:t>`,
          ),
        ),
        'ppt/slides/_rels/slide1.xml.rels',
        (xml) =>
          xml.replace(
            '</Relationships>',
            '<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/" TargetMode="External"/></Relationships>',
          ),
      );
    const purple = linked('800080');
    expect(strFromU8(unzipSync(purple)['ppt/slides/slide1.xml'])).toContain('<a:hlinkClick r:id="rIdLink">');
    // LibreOffice's re-save writes the colour the link is drawn in onto the run.
    expect(await changesOf(purple, linked('1F2F3F'))).toEqual([]);
    // Office 2019's extension draws the link in the text colour, so the run's own colour counts again.
    const textColour = (colour: string) =>
      linked(
        colour,
        '<a:extLst><a:ext uri="{A12FA001-AC4F-418D-AE19-62706E023703}"><ahyp:hlinkClr xmlns:ahyp="http://schemas.microsoft.com/office/drawing/2018/hyperlinkcolor" val="tx"/></a:ext></a:extLst>',
      );
    const changes = await changesOf(textColour('800080'), textColour('008000'));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toContain('"oldValue":"800080","newValue":"008000"');
  });

  it('an empty paragraph has no alignment to change', async () => {
    const empty = (align: string) =>
      editPart(deck, 'ppt/slides/slide1.xml', (xml) =>
        xml.replace(/(<p:ph type="title"\/>[\s\S]*?<\/a:p>)/, `$1<a:p><a:pPr algn="${align}"/><a:endParaRPr/></a:p>`),
      );
    const centred = empty('ctr');
    expect(strFromU8(unzipSync(centred)['ppt/slides/slide1.xml'])).toContain('<a:pPr algn="ctr"/><a:endParaRPr/>');
    expect(await changesOf(centred, empty('l'))).toEqual([]);
  });

  it('a deck of no slides against its one slide that shows nothing is no change; a slide with text is', async () => {
    // LibreOffice re-saves a deck without slides with one slide of empty placeholders.
    expect(await changesOf(minimalDeck([]), minimalDeck([[]]))).toEqual([]);
    expect(await changesOf(minimalDeck([[]]), minimalDeck([]))).toEqual([]);
    expect(await changesOf(minimalDeck([]), minimalDeck([['Agenda']]))).toEqual(['Inserted  → Agenda []']);
    expect(await changesOf(minimalDeck([]), minimalDeck([[], []]))).toHaveLength(2);
  });
});
