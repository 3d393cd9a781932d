import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { buildOdt, stylesXml } from '../../../../helpers/odf';

/**
 * What LibreOffice writes out on a re-save without an edit is no change: the default paragraph
 * style named ("Standard") on paragraphs that had none, and the link character style it draws an
 * unstyled link in ("Internet link") named on the link.
 */

const STYLES = stylesXml(
  '<style:default-style style:family="paragraph"><style:text-properties fo:font-size="12pt"/></style:default-style>' +
    '<style:style style:name="Standard" style:family="paragraph" style:class="text"/>' +
    '<style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard"/>' +
    '<style:style style:name="Internet_20_link" style:display-name="Internet link" style:family="text">' +
    '<style:text-properties fo:color="#000080" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>' +
    '</style:style>' +
    '<style:style style:name="Plain_20_link" style:display-name="Plain link" style:family="text">' +
    '<style:text-properties style:text-underline-style="none"/></style:style>',
);

const odt = (body: string, stylesXml: string | undefined = STYLES) => buildOdt({ body, stylesXml });

async function changesOf(a: Uint8Array, b: Uint8Array): Promise<string[]> {
  const result = await compareFiles({ bytes: a, fileName: 'a.odt' }, { bytes: b, fileName: 'b.odt' });
  return result.changes.map(
    (c) =>
      `${c.kind} ${JSON.stringify(c.text)} → ${JSON.stringify(c.targetText)} ${JSON.stringify(c.styleChanges ?? [])}`,
  );
}

const row = (style: string) =>
  `<table:table-row>${`<table:table-cell office:value-type="string"><text:p${style}/></table:table-cell>`.repeat(5)}</table:table-row>`;
const table = (style: string, text: string) =>
  `<table:table table:name="T"><table:table-column table:number-columns-repeated="5"/>` +
  `<table:table-row>${'<table:table-cell office:value-type="string"><text:p' + style + '>' + text + '</text:p></table:table-cell>'}${`<table:table-cell><text:p${style}/></table:table-cell>`.repeat(4)}</table:table-row>` +
  `${row(style)}${row(style)}</table:table>`;

describe('ODT re-saved by LibreOffice', () => {
  it('a paragraph without a style and one in "Standard" are both in the default paragraph style', async () => {
    const before = odt('<text:p>One paragraph.</text:p><text:p>Another.</text:p>');
    const after = odt(
      '<text:p text:style-name="Standard">One paragraph.</text:p><text:p text:style-name="Standard">Another.</text:p>',
    );
    expect(await changesOf(before, after)).toEqual([]);
    // Another style is still a change.
    const body = odt('<text:p>One paragraph.</text:p><text:p text:style-name="Text_20_body">Another.</text:p>');
    expect(await changesOf(before, body)).toEqual([
      'StyleChanged "Another." → "Another." [{"property":"style","oldValue":"Normal","newValue":"Text body"}]',
    ]);
  });

  it('empty table rows are no change when their paragraphs gain the default style', async () => {
    const before = odt(`<text:p>Above</text:p>${table('', 'Head')}<text:p>Below</text:p>`);
    const after = odt(
      `<text:p text:style-name="Standard">Above</text:p>${table(' text:style-name="Standard"', 'Head')}<text:p text:style-name="Standard">Below</text:p>`,
    );
    expect(await changesOf(before, after)).toEqual([]);
  });

  it('a link without a style is drawn in the link style a re-save names on it', async () => {
    const link = (style: string) =>
      `<text:p>See <text:a xlink:type="simple" xlink:href="https://example.org/"${style}>the site</text:a>.</text:p>`;
    expect(await changesOf(odt(link('')), odt(link(' text:style-name="Internet_20_link"')))).toEqual([]);
    // Without the style defined, LibreOffice's built-in look applies: the same.
    const bare = stylesXml('<style:style style:name="Standard" style:family="paragraph"/>');
    expect(await changesOf(odt(link(''), bare), odt(link(' text:style-name="Internet_20_link"')))).toEqual([]);
    // A link style drawn otherwise is a change.
    const plain = await changesOf(odt(link('')), odt(link(' text:style-name="Plain_20_link"')));
    expect(plain.join('\n')).toMatch(/StyleChanged .*underline/);
  });
});

describe('ODT lengths', () => {
  it("an indent written back in other units is the same length on Writer's twip grid", async () => {
    const automatic = (left: string) =>
      `<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="${left}" fo:text-indent="0cm"/></style:style>`;
    const doc = (left: string) =>
      buildOdt({
        body: '<text:p text:style-name="P1">Level 2 title</text:p>',
        automaticStyles: automatic(left),
        stylesXml: STYLES,
      });
    expect(await changesOf(doc('0.499cm'), doc('0.1965in'))).toEqual([]);
    // Another length is still a change.
    expect(await changesOf(doc('0.499cm'), doc('0.2in'))).toEqual([
      'StyleChanged "Level 2 title" → "Level 2 title" [{"property":"indent left","oldValue":"14.15pt","newValue":"14.4pt"}]',
    ]);
  });
});
