import type { Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { applyChanges, compareToDocument, readDocument } from '../../../../src/engine/index';
import { slidesWriter } from '../../../../src/engine/formats/slides/write/index';
import { parseXml } from '../../../../src/engine/formats/package/xml-dom';
import { blockText, type ShapeBlock } from '../../../../src/engine/model/document';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPptx, fakePng, withoutShapes, type TestShape, type TestSlide } from './build';

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const title: TestShape = { id: 2, name: 'Title', text: 'Quarterly results', box: [36, 20, 600, 60] };
const gone: TestShape = { id: 3, name: 'Gone', text: 'This box is removed', box: [36, 120, 300, 100] };
const picture: TestShape = { id: 4, name: 'Logo', image: fakePng(5), box: [400, 120, 100, 100] };
const keep: TestShape = { id: 5, name: 'Keep', text: 'This box stays', box: [36, 300, 300, 100] };
const table: TestShape = {
  id: 6,
  name: 'Numbers',
  table: [
    ['North', '12'],
    ['South', '7'],
  ],
  box: [36, 420, 300, 60],
};
const chart: TestShape = { id: 7, name: 'Trend', chart: 'Revenue trend', box: [400, 420, 200, 100] };
const otherPicture: TestShape = { id: 8, name: 'Other', image: fakePng(50), box: [600, 20, 50, 50] };
const group = (shapes: TestShape[]): TestSlide['group'] => ({
  id: 10,
  box: [400, 250, 200, 100],
  child: [0, 0, 200, 100],
  shapes,
});
const inGroupOne: TestShape = { id: 11, name: 'G1', text: 'In group one', box: [0, 0, 100, 50] };
const inGroupTwo: TestShape = { id: 12, name: 'G2', text: 'In group two', box: [100, 0, 100, 50] };

const source = buildPptx([
  { shapes: [title, gone, picture, keep, table, chart], group: group([inGroupOne, inGroupTwo]) },
  { shapes: [{ ...title, text: 'Second slide' }] },
]);
const target = buildPptx([
  { shapes: [title, keep, otherPicture], group: group([inGroupOne]) },
  { shapes: [{ ...title, text: 'Second slide' }] },
]);
const pair = { source: { bytes: source, fileName: 'a.pptx' }, target: { bytes: target, fileName: 'b.pptx' } };

function part(bytes: Uint8Array, name: string): string {
  const file = unzipSync(bytes)[name];
  if (!file) throw new Error(`no part ${name}`);
  return new TextDecoder().decode(file);
}

interface ShapeInfo {
  kind: string;
  id: string;
  name: string;
  element: Element;
}

/** The shapes of a slide's tree (or a group) in z-order. */
function shapesOf(container: Element): ShapeInfo[] {
  return Array.from(container.childNodes as unknown as ArrayLike<Element>)
    .filter(
      (e) =>
        e.nodeType === 1 &&
        e.namespaceURI === P &&
        ['sp', 'pic', 'grpSp', 'graphicFrame', 'cxnSp'].includes(e.localName ?? ''),
    )
    .map((element) => {
      const cNvPr = element.getElementsByTagNameNS(P, 'cNvPr')[0];
      return {
        kind: element.localName ?? '',
        id: cNvPr.getAttribute('id')!,
        name: cNvPr.getAttribute('name')!,
        element,
      };
    });
}

function tree(bytes: Uint8Array, slide: string): Element {
  return parseXml(part(bytes, slide), slide).getElementsByTagNameNS(P, 'spTree')[0] as unknown as Element;
}

const texts = (element: Element) =>
  Array.from(element.getElementsByTagNameNS(A, 't') as unknown as ArrayLike<Element>)
    .map((t) => t.textContent)
    .join(' | ');

describe('shapes deleted from a surviving slide', () => {
  it('styled: are copied back in z-order with their parts, fresh ids and deleted marks', async () => {
    const result = await compareToDocument(pair);
    const deleted = result.changes.map((c, i) => [c.Type, result.places[i]]).filter(([type]) => type === 'Deleted');
    expect(deleted).toEqual([
      ['Deleted', 'slide 1, shape 2 "Gone"'],
      ['Deleted', 'slide 1, shape 3 "Logo"'],
      ['Deleted', 'slide 1, shape 5 "Numbers"'],
      ['Deleted', 'slide 1, shape 6 "Trend"'],
      ['Deleted', 'slide 1, shape 4 "Group 10", shape 2 "G2"'],
    ]);
    await slidesWriter.validate(result.bytes);
    const spTree = tree(result.bytes, 'ppt/slides/slide1.xml');
    const shapes = shapesOf(spTree);
    // Source order Title, Gone, Logo, Keep, Numbers, Trend (+ group); target Title, Keep, Other (+ group).
    expect(shapes.map((s) => s.name)).toEqual([
      'Title',
      'Gone',
      'Logo',
      'Keep',
      'Numbers',
      'docdelta shape frame',
      'Trend',
      'docdelta shape frame',
      'Other',
      'Group 10',
    ]);
    const ids = [...spTree.getElementsByTagNameNS(P, 'cNvPr')].map((e) => (e as Element).getAttribute('id'));
    expect(new Set(ids).size).toBe(ids.length);
    // The restored ones got ids the target did not use; the survivors kept theirs.
    expect(shapes.find((s) => s.name === 'Keep')!.id).toBe('5');
    expect(shapes.find((s) => s.name === 'Gone')!.id).toBe('12');

    // Text struck through in the deleted colour, a dashed outline in the deleted colour.
    const goneShape = shapes.find((s) => s.name === 'Gone')!.element;
    expect(texts(goneShape)).toBe('This box is removed');
    const rPr = goneShape.getElementsByTagNameNS(A, 'rPr')[0] as Element;
    expect(rPr.getAttribute('strike')).toBe('sngStrike');
    expect((rPr.getElementsByTagNameNS(A, 'srgbClr')[0] as Element).getAttribute('val')).toBe('FF0000');
    const ln = goneShape.getElementsByTagNameNS(A, 'ln')[0] as Element;
    expect((ln.getElementsByTagNameNS(A, 'srgbClr')[0] as Element).getAttribute('val')).toBe('FF0000');
    expect((ln.getElementsByTagNameNS(A, 'prstDash')[0] as Element).getAttribute('val')).toBe('dash');
    // The neighbour is not touched (the old writer appended the deleted text to it).
    expect(texts(shapes.find((s) => s.name === 'Keep')!.element)).toBe('This box stays');
    // The restored table is framed by a rectangle at its own box; its cells are struck through.
    const numbers = shapes.find((s) => s.name === 'Numbers')!;
    const frame = shapes[shapes.indexOf(numbers) + 1].element;
    expect(frame.getElementsByTagNameNS(A, 'off')[0]).toBeDefined();
    expect((frame.getElementsByTagNameNS(A, 'off')[0] as Element).getAttribute('y')).toBe(String(420 * 12700));
    expect((numbers.element.getElementsByTagNameNS(A, 'rPr')[0] as Element).getAttribute('strike')).toBe('sngStrike');

    // The picture: its image copied under a fresh name (the target's image1.png is another picture).
    const rels = part(result.bytes, 'ppt/slides/_rels/slide1.xml.rels');
    const logo = shapes.find((s) => s.name === 'Logo')!.element;
    const embed = (logo.getElementsByTagNameNS(A, 'blip')[0] as Element).getAttributeNS(R, 'embed')!;
    const target = new RegExp(`Id="${embed}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${embed}"`).exec(rels);
    const media = (target?.[1] ?? target?.[2])!.replace('../', 'ppt/');
    expect(media).not.toBe('ppt/media/image1.png');
    expect([...unzipSync(result.bytes)[media]]).toEqual([...fakePng(5)]);
    // The chart: its part copied and referred to by a fresh relationship.
    const trend = shapes.find((s) => s.name === 'Trend')!.element;
    const chartId = (
      trend.getElementsByTagNameNS('http://schemas.openxmlformats.org/drawingml/2006/chart', 'chart')[0] as Element
    ).getAttributeNS(R, 'id')!;
    const chartTarget = new RegExp(`Id="${chartId}"[^>]*Target="\\.\\./charts/([^"]+)"`).exec(rels)?.[1];
    expect(part(result.bytes, `ppt/charts/${chartTarget}`)).toContain('Revenue trend');
    expect(part(result.bytes, '[Content_Types].xml')).toContain(`/ppt/charts/${chartTarget}`);

    // The grouped shape went back into its group, after the member that preceded it.
    const groupShapes = shapesOf(shapes.find((s) => s.name === 'Group 10')!.element);
    expect(groupShapes.map((s) => [s.name, texts(s.element)])).toEqual([
      ['G1', 'In group one'],
      ['G2', 'In group two'],
    ]);

    // The result reads back with the restored shapes where they were.
    const model = await readDocument({ bytes: result.bytes, fileName: 'r.pptx' });
    const slide = model.stories.find((s) => s.key === 'slide:1')!;
    expect(slide.blocks.map((b) => (b as ShapeBlock).name)).toEqual([
      'Title',
      'Gone',
      'Logo',
      'Keep',
      'Numbers',
      'docdelta shape frame',
      'Trend',
      'docdelta shape frame',
      'Other',
      'Group 10',
    ]);
    expect((slide.blocks[1] as ShapeBlock).box).toEqual({ x: 36, y: 120, width: 300, height: 100 });
  });

  it('a deleted chart frame whose chart relationship is missing is not put back (c:chart needs its r:id)', async () => {
    const files = unzipSync(source);
    const rels = 'ppt/slides/_rels/slide1.xml.rels';
    files[rels] = new TextEncoder().encode(
      new TextDecoder().decode(files[rels]).replace(/<Relationship Id="rIdChart1"[^>]*\/>/, ''),
    );
    const broken = { bytes: (await import('fflate')).zipSync(files), fileName: 'a.pptx' };
    for (const settings of [{}, { ShowDeletedContent: true }]) {
      const result = await compareToDocument({ source: broken, target: pair.target, settings });
      await slidesWriter.validate(result.bytes);
      const names = shapesOf(tree(result.bytes, 'ppt/slides/slide1.xml')).map((s) => s.name);
      expect(names).toContain('Gone');
      expect(names).not.toContain('Trend');
      expect(part(result.bytes, 'ppt/slides/slide1.xml')).not.toMatch(/<c:chart(?![^>]*r:id=)[^>]*\/>/);
      expect(result.warnings.map((w) => w.message)).toContain(
        'a deleted shape was not put back: its c:chart refers to a relationship or part the source deck does not have',
      );
    }
    const listed = await compareToDocument({ source: broken, target: pair.target });
    const trend = listed.changes.findIndex((c, i) => c.Type === 'Deleted' && listed.places[i].endsWith('"Trend"'));
    const clean = await applyChanges({
      source: broken,
      target: pair.target,
      decisions: [{ Id: trend, ComparisonAction: 'Reject' }],
    });
    expect(shapesOf(tree(clean.bytes, 'ppt/slides/slide1.xml')).map((s) => s.name)).not.toContain('Trend');
  });

  it('styled without ShowDeletedContent: nothing is put back', async () => {
    const result = await compareToDocument({ ...pair, settings: { ShowDeletedContent: false } });
    expect(shapesOf(tree(result.bytes, 'ppt/slides/slide1.xml')).map((s) => s.name)).toEqual([
      'Title',
      'Keep',
      'Other',
      'Group 10',
    ]);
  });

  it('clean: a rejected shape deletion comes back unmarked, a rejected insertion goes', async () => {
    const listed = await compareToDocument(pair);
    const id = (type: string, name: string) =>
      listed.changes.findIndex((c, i) => c.Type === type && listed.places[i].endsWith(`"${name}"`));
    const decisions = [
      { Id: id('Deleted', 'Gone'), ComparisonAction: 'Reject' },
      { Id: id('Deleted', 'G2'), ComparisonAction: 'Reject' },
      { Id: id('Inserted', 'Other'), ComparisonAction: 'Reject' },
    ];
    expect(decisions.every((d) => d.Id >= 0)).toBe(true);
    const result = await applyChanges({ ...pair, decisions });
    await slidesWriter.validate(result.bytes);
    const shapes = shapesOf(tree(result.bytes, 'ppt/slides/slide1.xml'));
    expect(shapes.map((s) => s.name)).toEqual(['Title', 'Gone', 'Keep', 'Group 10']);
    const goneShape = shapes[1].element;
    expect(texts(goneShape)).toBe('This box is removed');
    expect(goneShape.getElementsByTagNameNS(A, 'ln').length).toBe(0);
    expect((goneShape.getElementsByTagNameNS(A, 'rPr')[0] as Element).hasAttribute('strike')).toBe(false);
    expect(shapesOf(shapes[3].element).map((s) => s.name)).toEqual(['G1', 'G2']);
    // The rejected picture's relationship stays (harmless); its shape is gone.
    expect(part(result.bytes, 'ppt/slides/slide1.xml')).not.toContain('name="Other"');
  });

  it('clean: a rejected insertion inside a group is removed from the group', async () => {
    const reversed = { source: pair.target, target: pair.source };
    const listed = await compareToDocument(reversed);
    const inserted = listed.changes.findIndex(
      (c, i) => c.Type === 'Inserted' && listed.places[i].endsWith('"Group 10", shape 2 "G2"'),
    );
    expect(inserted).toBeGreaterThanOrEqual(0);
    const result = await applyChanges({ ...reversed, decisions: [{ Id: inserted, ComparisonAction: 'Reject' }] });
    const group10 = shapesOf(tree(result.bytes, 'ppt/slides/slide1.xml')).find((s) => s.name === 'Group 10')!;
    expect(shapesOf(group10.element).map((s) => s.name)).toEqual(['G1']);
  });

  it('a restored placeholder keeps the box it had without its own geometry', async () => {
    const withTitle = buildPptx([
      {
        shapes: [
          { id: 2, name: 'Title 1', text: 'A title from the layout', box: [0, 0, 0, 0], placeholder: 'title' },
          keep,
        ],
      },
    ]);
    const bytes = new TextDecoder()
      .decode(unzipSync(withTitle)['ppt/slides/slide1.xml'])
      .replace(/<a:xfrm><a:off x="0" y="0"\/><a:ext cx="0" cy="0"\/><\/a:xfrm>/, '');
    const files = unzipSync(withTitle);
    files['ppt/slides/slide1.xml'] = new TextEncoder().encode(bytes);
    const { zipSync } = await import('fflate');
    const sourceDeck = zipSync(files);
    const result = await compareToDocument({
      source: { bytes: sourceDeck, fileName: 'a.pptx' },
      target: { bytes: buildPptx([{ shapes: [keep] }]), fileName: 'b.pptx' },
    });
    const model = await readDocument({ bytes: result.bytes, fileName: 'r.pptx' });
    const restored = model.stories[0].blocks[0] as ShapeBlock;
    expect([restored.name, restored.placeholder, blockText(restored.blocks[0])]).toEqual([
      'Title 1',
      'title',
      'A title from the layout',
    ]);
    // The master's title box (36, 20, 648, 80), written on the shape itself.
    expect(restored.box).toEqual({ x: 36, y: 20, width: 648, height: 80 });
    expect(part(result.bytes, 'ppt/slides/slide1.xml')).toMatch(
      /name="Title 1".*?<a:xfrm><a:off x="457200" y="254000"\/><a:ext cx="8229600" cy="1016000"\/>/,
    );
  });

  it('real deck: a restored shape gets its web link back, a restored picture shares the image the target still has', async () => {
    const talk = new Uint8Array(
      readFileSync(join(__dirname, '../../../fixtures/real/poi-pptx-realworld-talk-23-slides.pptx')),
    );
    const edited = withoutShapes(talk, 'ppt/slides/slide6.xml', ['Title 1', 'Picture 4']);
    expect(part(edited, 'ppt/slides/_rels/slide6.xml.rels')).not.toContain('fpbench.org');
    const result = await compareToDocument({
      source: { bytes: talk, fileName: 'a.pptx' },
      target: { bytes: edited, fileName: 'b.pptx' },
    });
    await slidesWriter.validate(result.bytes);
    const shapes = shapesOf(tree(result.bytes, 'ppt/slides/slide6.xml'));
    expect(shapes.map((s) => s.name)).toEqual(['Rounded Rectangle 17', 'TextBox 1', 'Picture 4', 'Title 1']);
    const rels = part(result.bytes, 'ppt/slides/_rels/slide6.xml.rels');
    const link = (shapes[3].element.getElementsByTagNameNS(A, 'hlinkClick')[0] as Element).getAttributeNS(R, 'id');
    expect(rels).toMatch(
      new RegExp(
        `<Relationship Id="${link}" Type="[^"]+/hyperlink" Target="http://fpbench.org/" TargetMode="External"/>`,
      ),
    );
    const embed = (shapes[2].element.getElementsByTagNameNS(A, 'blip')[0] as Element).getAttributeNS(R, 'embed');
    expect(rels).toMatch(new RegExp(`<Relationship Id="${embed}" Type="[^"]+/image" Target="../media/image1.png"/>`));
    expect(Object.keys(unzipSync(result.bytes)).filter((n) => n.startsWith('ppt/media/'))).toEqual(
      Object.keys(unzipSync(talk)).filter((n) => n.startsWith('ppt/media/')),
    );
  });
});
