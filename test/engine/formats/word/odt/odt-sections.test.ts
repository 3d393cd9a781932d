import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { buildOdt, contentXml, stylesXml } from '../../../../helpers/odf';

/**
 * ODT sections as the Word reader shows a DOCX's: a paragraph starting a new page style ends a
 * section (`next page`), a text:section starts or ends one in the flow (`continuous`, with its
 * own columns), and the paragraph that ends a section carries its page setup. Hand-made
 * packages, so the reading is checked without LibreOffice.
 */

const layout = (name: string, width: string, height: string, orientation: string, margin = '1in') =>
  `<style:page-layout style:name="${name}"><style:page-layout-properties fo:page-width="${width}" ` +
  `fo:page-height="${height}" style:print-orientation="${orientation}" fo:margin-top="${margin}" ` +
  `fo:margin-bottom="${margin}" fo:margin-left="${margin}" fo:margin-right="${margin}"/></style:page-layout>`;

/** Three paragraphs; the third starts the page style `second`, laid out by `secondLayout`. */
function paged(secondLayout: string, section = false): Uint8Array {
  const styles = stylesXml(
    '',
    '<style:master-page style:name="Standard" style:page-layout-name="Mpm1"/>' +
      '<style:master-page style:name="Second" style:page-layout-name="Mpm2"/>',
    layout('Mpm1', '8.2681in', '11.6929in', 'portrait') + secondLayout,
  );
  const automatic =
    '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard" ' +
    'style:master-page-name="Second"/>' +
    '<style:style style:name="Sect1" style:family="section"><style:section-properties>' +
    '<style:columns fo:column-count="2" fo:column-gap="0.5in"/></style:section-properties></style:style>';
  const second = '<text:p text:style-name="Standard">Payment falls due thirty days after each invoice.</text:p>';
  const body =
    '<text:p text:style-name="Standard">The supplier delivers the monthly reports.</text:p>' +
    (section ? `<text:section text:style-name="Sect1" text:name="S1">${second}</text:section>` : second) +
    '<text:p text:style-name="P1">Either party may end this agreement.</text:p>';
  return buildOdt({ contentXml: contentXml(body, automatic), stylesXml: styles });
}

async function changesOf(source: Uint8Array, target: Uint8Array) {
  const { changes } = await compareFiles(
    { bytes: source, fileName: 'source.odt' },
    { bytes: target, fileName: 'target.odt' },
  );
  return changes.map((c) => ({ kind: c.kind, text: c.text, styleChanges: c.styleChanges }));
}

describe('ODT sections', () => {
  it('a page style turned landscape is one change on the paragraph ending its section', async () => {
    const portrait = layout('Mpm2', '8.2681in', '11.6929in', 'portrait');
    const landscape = layout('Mpm2', '11.6929in', '8.2681in', 'landscape');
    // The first section (Standard) ends at the second paragraph; the last section is Second's.
    expect(await changesOf(paged(portrait), paged(landscape))).toEqual([
      {
        kind: 'StyleChanged',
        text: 'Either party may end this agreement.',
        styleChanges: [
          { property: 'page size', oldValue: '595.3pt × 841.9pt', newValue: '841.9pt × 595.3pt' },
          { property: 'orientation', oldValue: 'portrait', newValue: 'landscape' },
        ],
      },
    ]);
  });

  it('margins of a page style are one change', async () => {
    const narrow = layout('Mpm2', '8.2681in', '11.6929in', 'portrait', '0.5in');
    const wide = layout('Mpm2', '8.2681in', '11.6929in', 'portrait');
    const [change] = await changesOf(paged(wide), paged(narrow));
    expect(change.styleChanges).toEqual([
      {
        property: 'margins',
        oldValue: 'top 72pt, right 72pt, bottom 72pt, left 72pt',
        newValue: 'top 36pt, right 36pt, bottom 36pt, left 36pt',
      },
    ]);
  });

  it('a text:section put around a paragraph is a continuous break and its columns', async () => {
    const second = layout('Mpm2', '8.2681in', '11.6929in', 'portrait');
    expect(await changesOf(paged(second), paged(second, true))).toEqual([
      {
        kind: 'StyleChanged',
        text: 'The supplier delivers the monthly reports.',
        styleChanges: [{ property: 'section break', oldValue: 'none', newValue: 'continuous' }],
      },
      {
        kind: 'StyleChanged',
        text: 'Payment falls due thirty days after each invoice.',
        styleChanges: [{ property: 'columns', oldValue: '1', newValue: '2, space 36pt' }],
      },
    ]);
  });
});
