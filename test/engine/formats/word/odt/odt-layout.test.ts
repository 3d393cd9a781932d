import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { buildOdt } from '../../../../helpers/odf';

/** ODT paragraphs whose automatic style's layout differs, and list items moved a level deeper. */

const TEXTS = ['The supplier delivers the reports.', 'Payment falls due in thirty days.', 'Notices go to the seller.'];

function odt(properties: string): Uint8Array {
  return buildOdt({
    automaticStyles:
      `<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard">` +
      `<style:paragraph-properties ${properties}/></style:style>`,
    body: TEXTS.map((text, k) => `<text:p text:style-name="${k === 1 ? 'P1' : 'Standard'}">${text}</text:p>`).join(''),
  });
}

async function changes(a: Uint8Array, b: Uint8Array) {
  return (await compareFiles({ bytes: a, fileName: 'a.odt' }, { bytes: b, fileName: 'b.odt' })).changes;
}

describe('ODT paragraph layout and list levels', () => {
  it.each([
    ['fo:margin-left="0.5in"', 'indent left', '36pt'],
    ['fo:text-indent="-0.25in"', 'indent hanging', '18pt'],
    ['fo:margin-top="12pt"', 'space before', '12pt'],
    ['fo:line-height="150%"', 'line spacing', '1.5 lines'],
    ['fo:keep-with-next="always"', 'keep with next', 'true'],
    ['fo:break-before="page"', 'page break before', 'true'],
    ['fo:background-color="#fff2cc"', 'shading', 'FFF2CC'],
  ])('%s is one StyleChanged naming %s', async (attribute, property, value) => {
    const found = await changes(odt('fo:margin-right="0in"'), odt(`fo:margin-right="0in" ${attribute}`));
    expect(found).toHaveLength(1);
    expect(found[0].kind).toBe('StyleChanged');
    expect(found[0].targetText).toBe(TEXTS[1]);
    expect(found[0].styleChanges).toEqual([expect.objectContaining({ property, newValue: value })]);
  });

  it('reports an item moved a level deeper once, not the items renumbered after it', async () => {
    const item = (text: string) => `<text:list-item><text:p>${text}</text:p></text:list-item>`;
    const nested = (text: string) => `<text:list-item><text:list>${item(text)}</text:list></text:list-item>`;
    const list = (second: string) =>
      buildOdt({
        automaticStyles:
          '<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-format="1" style:num-suffix="."/>' +
          '<text:list-level-style-number text:level="2" style:num-format="a" style:num-suffix=")"/></text:list-style>',
        body: `<text:list text:style-name="L1">${item('First item')}${second}${item('Third item')}${item('Fourth item')}</text:list>`,
      });
    const found = await changes(list(item('Second item')), list(nested('Second item')));
    expect(found.map((c) => [c.kind, c.targetText, c.styleChanges])).toEqual([
      [
        'StyleChanged',
        'Second item',
        [
          { property: 'list level', oldValue: '1', newValue: '2' },
          { property: 'list format', oldValue: 'decimal', newValue: 'lowerLetter' },
        ],
      ],
    ]);
  });
});
