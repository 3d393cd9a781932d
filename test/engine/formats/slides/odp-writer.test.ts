import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Document, Element } from '@xmldom/xmldom';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { applyChanges, compareToDocument, diffModels, readDocument } from '../../../../src/engine/index';
import { slidesWriter } from '../../../../src/engine/formats/slides/write/index';
import { parseXml } from '../../../../src/engine/formats/package/xml-dom';
import { resultOptionsFromSettings } from '../../../../src/engine/result-settings';
import { blockText } from '../../../../src/engine/model/document';
import { buildOdp, tinyPng, type OdpShape, type OdpSlide } from './odp-build';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

const FIXTURES = join(__dirname, '../../../fixtures/real');
const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), fileName: name });
if (!SOFFICE) console.warn('LibreOffice (soffice) is not installed: the LibreOffice check of ODP results is skipped');
const work = mkdtempSync(join(tmpdir(), 'docdelta-odp-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const INSERTED = '1144EE';
const DELETED = 'DD1111';
const CHANGED = '11AA22';
const settings = {
  InsertedItemsStyle: { FontColor: `#${INSERTED}` },
  DeletedItemsStyle: { FontColor: `#${DELETED}`, StrikeThrough: true },
  ChangedItemsStyle: { FontColor: `#${CHANGED}` },
};

const RED = tinyPng(255, 0, 0);
const BLUE = tinyPng(0, 0, 255);

/** Text edits, notes, a table cell, a moved box, a deleted and an inserted slide. */
const deckA: OdpSlide[] = [
  {
    shapes: [
      { name: 'Title 1', presentationClass: 'title', text: 'Quarterly review', box: [2, 1, 24, 3] },
      {
        name: 'Body 1',
        presentationClass: 'outline',
        text: 'Revenue grew in every region\nCosts stayed flat',
        box: [2, 5, 24, 10],
        boldFirstWord: true,
      },
    ],
    notes: 'Speak slowly',
  },
  {
    shapes: [
      { name: 'Title 2', presentationClass: 'title', text: 'This slide is removed later', box: [2, 1, 24, 3] },
      { name: 'Logo', image: { file: 'red.png', bytes: RED }, box: [20, 14, 4, 4] },
    ],
  },
  {
    shapes: [
      {
        name: 'Table 1',
        table: [
          ['Region', 'Sales'],
          ['North', '100'],
          ['South', '200'],
        ],
        box: [2, 5, 20, 6],
      },
      { name: 'Box', text: 'A box that moves', box: [2, 14, 8, 3] },
    ],
  },
];
const deckB: OdpSlide[] = [
  {
    shapes: [
      { name: 'Title 1', presentationClass: 'title', text: 'Quarterly review', box: [2, 1, 24, 3] },
      {
        name: 'Body 1',
        presentationClass: 'outline',
        text: 'Revenue grew strongly in every region\nCosts stayed flat',
        box: [2, 5, 24, 10],
        boldFirstWord: true,
      },
    ],
    notes: 'Speak slowly please',
  },
  {
    shapes: [
      {
        name: 'Table 1',
        table: [
          ['Region', 'Sales'],
          ['North', '150'],
          ['South', '200'],
        ],
        box: [2, 5, 20, 6],
      },
      { name: 'Box', text: 'A box that moves', box: [6, 15, 8, 3] },
    ],
  },
  {
    shapes: [
      { name: 'Title 4', presentationClass: 'title', text: 'A brand new closing slide', box: [2, 1, 24, 3] },
      { name: 'Logo', image: { file: 'blue.png', bytes: BLUE }, box: [20, 14, 4, 4] },
    ],
  },
];
const pair = {
  source: { bytes: buildOdp(deckA), fileName: 'a.odp' },
  target: { bytes: buildOdp(deckB), fileName: 'b.odp' },
};

/**
 * Paragraphs, shapes and rows deleted and inserted; a resized box; a picture replaced; a deleted
 * slide whose picture has the name of another picture in the target and whose automatic style
 * gr1 is defined otherwise in the target.
 */
const structureA = buildOdp(
  [
    {
      shapes: [
        { name: 'Title', presentationClass: 'title', text: 'Agenda', box: [2, 1, 24, 3] },
        {
          name: 'Body',
          presentationClass: 'outline',
          text: 'First big point\nSecond point to delete\nThird point',
          box: [2, 5, 24, 10],
        },
      ],
    },
    {
      shapes: [
        { name: 'Keep', text: 'Keep me', box: [2, 5, 8, 3] },
        { name: 'Remove', text: 'Remove me entirely', box: [12, 5, 8, 3] },
        { name: 'Picture', image: { file: 'pic.png', bytes: RED }, box: [20, 14, 4, 4] },
      ],
    },
    {
      shapes: [
        {
          name: 'Grid',
          table: [
            ['Name', 'Value'],
            ['alpha', '1'],
            ['beta', '2'],
            ['gamma', '3'],
          ],
          box: [2, 5, 20, 6],
        },
      ],
    },
    {
      shapes: [
        { name: 'Old title', presentationClass: 'title', text: 'An old slide with a red picture', box: [2, 1, 24, 3] },
        { name: 'Old picture', image: { file: 'pic.png', bytes: RED }, box: [10, 8, 4, 4] },
      ],
    },
  ],
  { graphicFill: '#FFCC00' },
);
const structureB = buildOdp([
  {
    shapes: [
      { name: 'Title', presentationClass: 'title', text: 'Agenda', box: [2, 1, 24, 3] },
      {
        name: 'Body',
        presentationClass: 'outline',
        text: 'First point\nThird point\nA new fourth point',
        box: [2, 5, 24, 10],
      },
    ],
  },
  {
    shapes: [
      { name: 'Keep', text: 'Keep me', box: [2, 5, 10, 4] },
      { name: 'Picture', image: { file: 'pic.png', bytes: BLUE }, box: [20, 14, 4, 4] },
      { name: 'Added', text: 'An added box', box: [2, 12, 8, 3] },
    ],
  },
  {
    shapes: [
      {
        name: 'Grid',
        table: [
          ['Name', 'Value'],
          ['alpha', '1'],
          ['gamma', '3'],
          ['delta', '4'],
        ],
        box: [2, 5, 20, 6],
      },
    ],
  },
]);
const structure = {
  source: { bytes: structureA, fileName: 'a.odp' },
  target: { bytes: structureB, fileName: 'b.odp' },
};

/** Bold taken off, words added and removed, notes removed, two slides swapped. */
const formatting = {
  source: {
    bytes: buildOdp([
      {
        shapes: [
          {
            name: 'Body',
            text: 'Revenue grew in every region\nsecond line here',
            box: [2, 5, 24, 10],
            boldFirstWord: true,
          },
        ],
        notes: 'Old notes',
      },
      { shapes: [{ name: 'A', text: 'slide two content alpha', box: [2, 2, 10, 3] }] },
      { shapes: [{ name: 'B', text: 'slide three content beta', box: [2, 2, 10, 3] }] },
    ]),
    fileName: 'a.odp',
  },
  target: {
    bytes: buildOdp([
      { shapes: [{ name: 'Body', text: 'Revenue grew in every region and more\nsecond line', box: [2, 5, 24, 10] }] },
      { shapes: [{ name: 'B', text: 'slide three content beta', box: [2, 2, 10, 3] }] },
      { shapes: [{ name: 'A', text: 'slide two content alpha', box: [2, 2, 10, 3] }] },
    ]),
    fileName: 'b.odp',
  },
};

const realPair = {
  source: fixture('odfdo-odp-pair-logo-a-without.odp'),
  target: fixture('odfdo-odp-pair-logo-b-with.odp'),
};

// ---------------------------------------------------------------------------------------------
// Reading results

const DRAW = 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0';
const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const FO = 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0';
const SVG = 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0';
const XLINK = 'http://www.w3.org/1999/xlink';

const all = (root: Document | Element, ns: string, local: string) =>
  Array.from(root.getElementsByTagNameNS(ns, local) as unknown as ArrayLike<Element>);
const directChildren = (element: Element, ns: string, local: string) =>
  Array.from(element.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === local,
  );

/** An element's text as ODF means it: text:s is spaces. */
function odfText(node: Element): string {
  let text = '';
  for (let n = node.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) text += (n as unknown as { data: string }).data;
    else if (n.nodeType === 1 && (n as Element).namespaceURI === TEXT && (n as Element).localName === 's')
      text += ' '.repeat(Number((n as Element).getAttributeNS(TEXT, 'c') || 1));
    else if (n.nodeType === 1) text += odfText(n as Element);
  }
  return text;
}

function contentOf(bytes: Uint8Array): Document {
  return parseXml(new TextDecoder().decode(unzipSync(bytes)['content.xml']), 'content.xml');
}

function pagesOf(content: Document): Element[] {
  return all(content, DRAW, 'page');
}

function frameNamed(page: Element, name: string): Element {
  const frame = directChildren(page, DRAW, 'frame').find((f) => f.getAttributeNS(DRAW, 'name') === name);
  if (!frame) throw new Error(`no frame ${name}`);
  return frame;
}

/** The automatic style's property of a named style in content.xml. */
function styleProperty(content: Document, name: string, ns: string, local: string): string | undefined {
  const style = all(content, STYLE, 'style').find((s) => s.getAttributeNS(STYLE, 'name') === name);
  for (const properties of style ? Array.from(style.childNodes) : []) {
    if (properties.nodeType === 1 && (properties as Element).hasAttributeNS(ns, local))
      return (properties as Element).getAttributeNS(ns, local) ?? undefined;
  }
  return undefined;
}

/** Texts of the spans inside `root` whose automatic text style has this colour. */
function spansIn(content: Document, root: Element, colour: string): string[] {
  return all(root, TEXT, 'span')
    .filter(
      (span) => styleProperty(content, span.getAttributeNS(TEXT, 'style-name') ?? '', FO, 'color') === `#${colour}`,
    )
    .map((span) => odfText(span));
}

/** Boxes (points, rounded) of the marking rectangles on a page in a colour. */
function markBoxes(content: Document, page: Element, colour: string): number[][] {
  return directChildren(page, DRAW, 'rect')
    .filter(
      (rect) =>
        styleProperty(content, rect.getAttributeNS(DRAW, 'style-name') ?? '', SVG, 'stroke-color') === `#${colour}`,
    )
    .map((rect) =>
      ['x', 'y', 'width', 'height'].map((k) => Math.round(parseFloat(rect.getAttributeNS(SVG, k) ?? 'NaN'))),
    );
}

const cm = (value: number) => Math.round((value * 72) / 2.54);
const slideTexts = async (bytes: Uint8Array) =>
  (await readDocument({ bytes, fileName: 'r.odp' })).stories
    .filter((s) => s.kind === 'slide')
    .map((s) => s.blocks.map(blockText).filter(Boolean).join(' | '));

async function remainingChanges(result: Uint8Array, against: Uint8Array) {
  const [expected, actual] = await Promise.all([
    readDocument({ bytes: against, fileName: 'x.odp' }),
    readDocument({ bytes: result, fileName: 'r.odp' }),
  ]);
  return (await diffModels(expected, actual)).map((c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`);
}

// ---------------------------------------------------------------------------------------------

describe('ODP result writer: styled', () => {
  it('colours changed text in the frames, cells and notes the change list names', async () => {
    const result = await compareToDocument({ ...pair, settings });
    expect(result.changes.map((c) => c.Type)).toEqual([
      'Inserted',
      'Inserted',
      'Deleted',
      'Modified',
      'Moved',
      'Inserted',
    ]);
    await slidesWriter.validate(result.bytes);
    const content = contentOf(result.bytes);
    const pages = pagesOf(content);
    expect(pages).toHaveLength(4);
    // Change 0: "strongly" inserted in paragraph 1 of "Body 1" on slide 1.
    expect(spansIn(content, frameNamed(pages[0], 'Body 1'), INSERTED)).toEqual(['strongly']);
    expect(spansIn(content, frameNamed(pages[0], 'Title 1'), INSERTED)).toEqual([]);
    expect(frameNamed(pages[0], 'Body 1').textContent).toBe('Revenue grew strongly in every regionCosts stayed flat');
    // Change 1: "please" inserted in the notes of slide 1.
    const notes = directChildren(pages[0], 'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0', 'notes')[0];
    expect(spansIn(content, notes, INSERTED)).toEqual(['please']);
    // Change 3: table cell 100 → 150, the old value struck through before the new one.
    const table = frameNamed(pages[2], 'Table 1');
    expect(spansIn(content, table, CHANGED)).toEqual(['150']);
    expect(spansIn(content, table, DELETED)).toEqual(['100']);
    const cell = all(table, 'urn:oasis:names:tc:opendocument:xmlns:table:1.0', 'table-cell')[3];
    expect(cell.textContent).toBe('100150');
    const deletedStyle = all(cell, TEXT, 'span')[0].getAttributeNS(TEXT, 'style-name')!;
    expect(styleProperty(content, deletedStyle, STYLE, 'text-line-through-style')).toBe('solid');
    // Change 4: the moved box is framed at its new place (6, 15 cm; 8 × 3 cm).
    expect(markBoxes(content, pages[2], CHANGED)).toEqual([[cm(6), cm(15), cm(8), cm(3)]]);
    // Change 5: the inserted slide is framed and labelled.
    expect(spansIn(content, pages[3], INSERTED)).toEqual(['Inserted slide']);
    expect(markBoxes(content, pages[3], INSERTED)).toHaveLength(1);
    // Only content.xml changed (and the manifest, for the restored picture); styles.xml is kept byte for byte.
    const before = unzipSync(pair.target.bytes);
    const after = unzipSync(result.bytes);
    expect(after['styles.xml']).toEqual(before['styles.xml']);
    expect(after['Pictures/blue.png']).toEqual(before['Pictures/blue.png']);
  });

  it('puts the deleted slide back at its place, with its picture, and adds a summary slide', async () => {
    const result = await compareToDocument({ ...pair, settings: { ...settings, GenerateSummaryPage: true } });
    const slides = await slideTexts(result.bytes);
    expect(slides).toHaveLength(5);
    expect(slides[0]).toBe('Quarterly review | Revenue grew strongly in every region\nCosts stayed flat');
    expect(slides[1]).toBe('This slide is removed later | [image: Logo] | Deleted slide (was slide 2)');
    expect(slides[2]).toContain('North | 100150');
    expect(slides[3]).toContain('A brand new closing slide');
    expect(slides[4]).toMatch(/^Summary of changes: 6\n/);
    expect(slides[4]).toContain('2. Deleted — slide 2 "This slide is removed later"');
    const content = contentOf(result.bytes);
    const restored = pagesOf(content)[1];
    expect(restored.getAttributeNS(DRAW, 'name')).toBe('page2 (deleted)');
    expect(spansIn(content, restored, DELETED)).toEqual(['Deleted slide (was slide 2)']);
    expect(markBoxes(content, restored, DELETED)).toHaveLength(1);
    const href = all(restored, DRAW, 'image')[0].getAttributeNS(XLINK, 'href')!;
    expect(href).toBe('Pictures/red.png');
    const files = unzipSync(result.bytes);
    expect(files[href]).toEqual(RED);
    expect(new TextDecoder().decode(files['META-INF/manifest.xml'])).toContain(
      'manifest:full-path="Pictures/red.png" manifest:media-type="image/png"',
    );
  });

  it('puts back deleted paragraphs, shapes and rows, and renames clashing styles and pictures', async () => {
    const result = await compareToDocument({ ...structure, settings });
    expect(result.changes.map((c) => `${c.Type} ${result.places[result.changes.indexOf(c)]}`)).toEqual([
      'Deleted slide 1 "Agenda", shape 2 "Body", paragraph 1',
      'Deleted slide 1 "Agenda", shape 2 "Body", paragraph 2',
      'Inserted slide 1 "Agenda", shape 2 "Body", paragraph 3',
      'Resized slide 2, shape 1 "Keep"',
      'Deleted slide 2, shape 2 "Remove"',
      'Modified slide 2, shape 2 "Picture"',
      'Inserted slide 2, shape 3 "Added"',
      'Deleted slide 3, shape 1 "Grid", table 1, row 3',
      'Inserted slide 3, shape 1 "Grid", table 1, row 4',
      'Deleted slide 4 "An old slide with a red picture"',
    ]);
    expect(result.warnings.filter((w) => w.code === 'unmarked-change')).toEqual([]);
    const content = contentOf(result.bytes);
    const pages = pagesOf(content);
    expect(pages).toHaveLength(4);
    // Slide 1: the deleted word goes back with its space, the deleted paragraph between its neighbours.
    const body = frameNamed(pages[0], 'Body');
    const paragraphs = all(body, TEXT, 'p').map(odfText);
    expect(paragraphs).toEqual(['First big point', 'Second point to delete', 'Third point', 'A new fourth point']);
    expect(spansIn(content, body, DELETED)).toEqual(['big ', 'Second point to delete']);
    expect(spansIn(content, body, INSERTED)).toEqual(['A new fourth point']);
    // Slide 2: the deleted shape comes back before "Picture", in its source style (gr1 renamed).
    const shapes = directChildren(pages[1], DRAW, 'frame').map((f) => f.getAttributeNS(DRAW, 'name'));
    expect(shapes).toEqual(['Keep', 'Remove', 'Picture', 'Added']);
    const removedStyle = frameNamed(pages[1], 'Remove').getAttributeNS(DRAW, 'style-name')!;
    expect(removedStyle).not.toBe('gr1');
    expect(styleProperty(content, removedStyle, DRAW, 'fill-color')).toBe('#FFCC00');
    expect(styleProperty(content, 'gr1', DRAW, 'fill')).toBe('none');
    expect(markBoxes(content, pages[1], DELETED)).toEqual([[cm(12), cm(5), cm(8), cm(3)]]);
    expect(markBoxes(content, pages[1], INSERTED)).toEqual([[cm(2), cm(12), cm(8), cm(3)]]);
    expect(markBoxes(content, pages[1], CHANGED)).toEqual(
      expect.arrayContaining([
        [cm(2), cm(5), cm(10), cm(4)],
        [cm(20), cm(14), cm(4), cm(4)],
      ]),
    );
    // Slide 3: the deleted row before "gamma", the inserted row coloured.
    const rows = all(frameNamed(pages[2], 'Grid'), 'urn:oasis:names:tc:opendocument:xmlns:table:1.0', 'table-row').map(
      (r) => r.textContent,
    );
    expect(rows).toEqual(['NameValue', 'alpha1', 'beta2', 'gamma3', 'delta4']);
    expect(spansIn(content, frameNamed(pages[2], 'Grid'), DELETED)).toEqual(['beta', '2']);
    expect(spansIn(content, frameNamed(pages[2], 'Grid'), INSERTED)).toEqual(['delta', '4']);
    // Slide 4: the deleted slide's red picture does not overwrite the target's blue one of that name.
    const href = all(pages[3], DRAW, 'image')[0].getAttributeNS(XLINK, 'href')!;
    expect(href).not.toBe('Pictures/pic.png');
    const files = unzipSync(result.bytes);
    expect(files[href]).toEqual(RED);
    expect(files['Pictures/pic.png']).toEqual(BLUE);
    expect(new TextDecoder().decode(files['META-INF/manifest.xml'])).toContain(`manifest:full-path="${href}"`);
  });

  it('marks style changes, deleted notes and a moved slide', async () => {
    const result = await compareToDocument({ ...formatting, settings });
    expect(result.changes.map((c) => c.Type)).toEqual([
      'StyleChanged',
      'Inserted',
      'StyleChanged',
      'Deleted',
      'Deleted',
      'Moved',
    ]);
    expect(result.warnings.filter((w) => w.code === 'unmarked-change')).toEqual([]);
    const content = contentOf(result.bytes);
    const pages = pagesOf(content);
    const body = frameNamed(pages[0], 'Body');
    expect(spansIn(content, body, CHANGED)).toEqual(['Revenue', 'second']);
    expect(spansIn(content, body, INSERTED)).toEqual(['and more']);
    expect(spansIn(content, body, DELETED)).toEqual([' here']);
    // The removed notes come back on slide 1, struck through.
    const notes = directChildren(pages[0], 'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0', 'notes');
    expect(notes).toHaveLength(1);
    expect(spansIn(content, notes[0], DELETED)).toEqual(['Old notes']);
    // Slide "alpha" moved from 2 to 3 and says so.
    expect(spansIn(content, pages[2], CHANGED)).toEqual(['Moved slide (was slide 2)']);
    expect(spansIn(content, pages[1], CHANGED)).toEqual([]);
  });

  it('adds the automatic styles container when the target has none, marks still in their frames', async () => {
    const withoutStyles = (bytes: Uint8Array) => {
      const files = unzipSync(bytes);
      const content = new TextDecoder()
        .decode(files['content.xml'])
        .replace(/<office:automatic-styles>.*<\/office:automatic-styles>/, '');
      return zipSync({
        mimetype: [files.mimetype, { level: 0 }],
        ...Object.fromEntries(Object.entries(files).filter(([n]) => n !== 'mimetype')),
        'content.xml': strToU8(content),
      });
    };
    const target = withoutStyles(pair.target.bytes);
    expect(new TextDecoder().decode(unzipSync(target)['content.xml'])).not.toContain('automatic-styles');
    const result = await compareToDocument({
      source: { bytes: withoutStyles(pair.source.bytes), fileName: 'a.odp' },
      target: { bytes: target, fileName: 'b.odp' },
      settings,
    });
    expect(result.changes).toHaveLength(6);
    const written = contentOf(result.bytes);
    const pages = pagesOf(written);
    expect(spansIn(written, frameNamed(pages[0], 'Body 1'), INSERTED)).toEqual(['strongly']);
    expect(spansIn(written, frameNamed(pages[2], 'Table 1'), CHANGED)).toEqual(['150']);
    expect(markBoxes(written, pages[2], CHANGED)).toEqual([[cm(6), cm(15), cm(8), cm(3)]]);
  });

  it('writes the styled result with a warning when tracked changes are asked for', async () => {
    const result = await compareToDocument({ ...pair, settings, mode: 'tracked' });
    expect(result.warnings.map((w) => w.code)).toContain('no-tracked-changes');
    expect(
      spansIn(contentOf(result.bytes), frameNamed(pagesOf(contentOf(result.bytes))[0], 'Body 1'), INSERTED),
    ).toEqual(['strongly']);
  });

  it('frames the logos added to every slide of the real pair', async () => {
    const result = await compareToDocument({ ...realPair, settings });
    expect(result.changes).toHaveLength(12);
    const content = contentOf(result.bytes);
    const pages = pagesOf(content);
    expect(pages).toHaveLength(11);
    const model = await readDocument(realPair.target);
    // Every inserted logo has a frame at the box the change names, on the slide it names.
    for (const change of result.changes) {
      const page = pages[change.PageInfo.PageNumber - 1];
      const boxes = markBoxes(content, page, INSERTED);
      expect(boxes, `slide ${change.PageInfo.PageNumber}`).toContainEqual(
        [change.Box.X, change.Box.Y, change.Box.Width, change.Box.Height].map(Math.round),
      );
    }
    expect(model.stories.filter((s) => s.kind === 'slide')).toHaveLength(11);
  });
});

describe('ODP result writer: clean', () => {
  for (const [name, input] of [
    ['the generated text pair', pair],
    ['the generated structure pair', structure],
    ['the formatting pair', formatting],
    ['the real pair', realPair],
    ['the real pair reversed', { source: realPair.target, target: realPair.source }],
  ] as const) {
    it(`rejecting every change of ${name} gives the source, accepting every change the target`, async () => {
      const listed = await compareToDocument(input);
      expect(listed.changes.length).toBeGreaterThan(0);
      const rejected = await applyChanges({
        ...input,
        decisions: listed.changes.map((c) => ({ Id: c.Id, ComparisonAction: 'Reject' })),
      });
      expect(rejected.warnings.filter((w) => w.code === 'unmarked-change')).toEqual([]);
      expect(await remainingChanges(rejected.bytes, input.source.bytes)).toEqual([]);
      const accepted = await applyChanges({ ...input, decisions: [] });
      expect(await remainingChanges(accepted.bytes, input.target.bytes)).toEqual([]);
    });
  }

  it('reverts only the rejected changes', async () => {
    const listed = await compareToDocument(pair);
    const deletedSlide = listed.changes.findIndex((c) => c.Type === 'Deleted');
    const cell = listed.changes.findIndex((c) => c.Type === 'Modified');
    const result = await applyChanges({
      ...pair,
      decisions: [
        { Id: deletedSlide, ComparisonAction: 'Reject' },
        { Id: cell, ComparisonAction: 'Reject' },
      ],
    });
    const slides = await slideTexts(result.bytes);
    expect(slides).toHaveLength(4);
    expect(slides[0]).toContain('Revenue grew strongly in every region');
    expect(slides[1]).toBe('This slide is removed later | [image: Logo]');
    expect(slides[2]).toContain('North | 100\nSouth');
    expect(slides[3]).toContain('A brand new closing slide');
    // No marks in a clean result.
    expect(all(contentOf(result.bytes), DRAW, 'rect')).toHaveLength(0);
  });
});

describe('ODP result validation', () => {
  const files = () => unzipSync(buildOdp(deckA));
  it('accepts a generated deck and refuses broken packages', async () => {
    await expect(slidesWriter.validate(buildOdp(deckA))).resolves.toEqual([]);
    const compressedMimetype = zipSync(files());
    await expect(slidesWriter.validate(compressedMimetype)).rejects.toThrow(/mimetype/);
    const missingPicture = files();
    delete missingPicture['Pictures/red.png'];
    const manifestText = new TextDecoder()
      .decode(missingPicture['META-INF/manifest.xml'])
      .replace(/<manifest:file-entry manifest:full-path="Pictures\/red.png"[^>]*\/>/, '');
    const rebuilt = zipSync({
      mimetype: [missingPicture.mimetype, { level: 0 }],
      ...Object.fromEntries(Object.entries(missingPicture).filter(([n]) => n !== 'mimetype')),
      'META-INF/manifest.xml': strToU8(manifestText),
    });
    await expect(slidesWriter.validate(rebuilt)).rejects.toThrow(/missing part 'Pictures\/red.png'/);
    const unlisted = zipSync({
      mimetype: [files().mimetype, { level: 0 }],
      ...Object.fromEntries(Object.entries(files()).filter(([n]) => n !== 'mimetype')),
      'Pictures/extra.png': RED,
    });
    await expect(slidesWriter.validate(unlisted)).rejects.toThrow(/extra.png/);
  });
});

describe('ODP results in LibreOffice', () => {
  it.skipIf(!SOFFICE)(
    'converts styled and clean results to PDF with the restored slide in place',
    async () => {
      const styled = await compareToDocument({ ...pair, settings: { ...settings, GenerateSummaryPage: true } });
      const clean = await applyChanges({ ...pair, decisions: [{ Id: 2, ComparisonAction: 'Reject' }] });
      const structured = await compareToDocument({ ...structure, settings });
      const real = await compareToDocument({ ...realPair, settings });
      const results = [
        ['styled', styled.bytes, 5],
        ['clean', clean.bytes, 4],
        ['structure', structured.bytes, 4],
        ['real', real.bytes, 11],
      ] as const;
      for (const [name, bytes] of results) writeFileSync(join(work, `${name}.odp`), bytes);
      await sofficeConvert(
        results.map(([n]) => join(work, `${n}.odp`)),
        'pdf',
        work,
      );
      for (const [name, , pages] of results) {
        const pdf = join(work, `${name}.pdf`);
        expect(existsSync(pdf), name).toBe(true);
        const model = await readDocument({ bytes: new Uint8Array(readFileSync(pdf)), fileName: `${name}.pdf` });
        expect(model.pageCount, `${name} pages`).toBe(pages);
        if (name === 'styled' || name === 'clean') {
          // The restored slide's text comes between slide 1's and the table's, as it does in the deck.
          const text = model.stories.flatMap((s) => s.blocks.map(blockText)).join('\n');
          const restored = text.indexOf('This slide is removed later');
          expect(restored, `${name}: restored slide`).toBeGreaterThan(text.indexOf('Costs stayed flat'));
          expect(restored, `${name}: restored slide`).toBeLessThan(text.indexOf('Region'));
          if (name === 'styled')
            expect(text.indexOf('Deleted slide (was slide 2)')).toBeGreaterThan(text.indexOf('Costs stayed flat'));
        }
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

describe('ODP result writer: links, ids and placement of restored content', () => {
  const PRESENTATION = 'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0';
  const XML = 'http://www.w3.org/XML/1998/namespace';
  const SMIL = 'urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0';
  const ANIM = 'urn:oasis:names:tc:opendocument:xmlns:animation:1.0';
  const withContent = (bytes: Uint8Array, edit: (content: string) => string) => {
    const files = unzipSync(bytes);
    const content = edit(new TextDecoder().decode(files['content.xml']));
    return zipSync({
      mimetype: [files.mimetype, { level: 0 }],
      ...Object.fromEntries(Object.entries(files).filter(([n]) => n !== 'mimetype')),
      'content.xml': strToU8(content),
    });
  };
  const hrefs = (bytes: Uint8Array) =>
    all(contentOf(bytes), DRAW, 'image').map((image) => image.getAttributeNS(XLINK, 'href'));

  it("accepts a target's own links to nothing (LibreOffice's ObjectReplacements/) and keeps them", async () => {
    const title: OdpShape = { name: 'Title', presentationClass: 'title', box: [2, 1, 24, 3] };
    const withObject = (body: string) =>
      buildOdp([
        {
          shapes: [
            { ...title, text: 'Objects' },
            { name: 'Object 1', danglingObject: true, box: [2, 5, 6, 4] },
          ],
        },
        {
          shapes: [
            { ...title, text: 'Second slide' },
            { name: 'Body', text: body, box: [2, 5, 24, 10] },
          ],
        },
      ]);
    const target = { bytes: withObject('text two'), fileName: 'b.odp' };
    const plainDeck = buildOdp([
      {
        shapes: [
          { ...title, text: 'Second slide' },
          { name: 'Body', text: 'text one', box: [2, 5, 24, 10] },
        ],
      },
    ]);
    const same = await compareToDocument({ source: target, target, settings });
    expect(same.changes).toEqual([]);
    expect(hrefs(same.bytes)).toEqual(['./ObjectReplacements/']);
    const source = { bytes: withObject('text one'), fileName: 'a.odp' };
    const styled = await compareToDocument({ source, target, settings });
    expect(styled.changes.map((c) => c.Type)).toEqual(['Modified']);
    expect(hrefs(styled.bytes)).toEqual(['./ObjectReplacements/']);
    // Validation excuses the link only when told the target had it.
    await expect(slidesWriter.validate(styled.bytes)).rejects.toThrow(/missing part 'ObjectReplacements\/'/);
    await expect(slidesWriter.validate(styled.bytes, { target: plainDeck })).rejects.toThrow(
      /missing part 'ObjectReplacements\/'/,
    );
    await expect(slidesWriter.validate(styled.bytes, { target: target.bytes })).resolves.toEqual([]);
    const rejected = await applyChanges({ source, target, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    expect(await remainingChanges(rejected.bytes, source.bytes)).toEqual([]);
    // A deleted slide carrying the source's own link to nothing comes back with it.
    const plain = { bytes: plainDeck, fileName: 'c.odp' };
    const restored = await compareToDocument({ source, target: plain, settings });
    expect(restored.changes.map((c) => c.Type)).toEqual(['Deleted']);
    expect(hrefs(restored.bytes)).toEqual(['./ObjectReplacements/']);
    await expect(slidesWriter.validate(restored.bytes, { target: plain.bytes })).rejects.toThrow(
      /missing part 'ObjectReplacements\/'/,
    );
    await expect(slidesWriter.validate(restored.bytes, { source: source.bytes, target: plain.bytes })).resolves.toEqual(
      [],
    );
    // A link the result has and neither deck had is still refused.
    const broken = withContent(styled.bytes, (content) =>
      content.replace('./ObjectReplacements/', 'Pictures/gone.png'),
    );
    await expect(slidesWriter.validate(broken, { source: source.bytes, target: target.bytes })).rejects.toThrow(
      /missing part 'Pictures\/gone.png'/,
    );
  });

  /** Slide 2 (deleted) has a connector and an animation pointing at its shapes' ids, which the target uses too. */
  const connectorAndAnimation =
    '<draw:connector draw:name="Arrow" draw:style-name="gr1" draw:layer="layout" draw:start-shape="id3" draw:end-shape="id4" svg:x1="10cm" svg:y1="6cm" svg:x2="14cm" svg:y2="6cm"/>' +
    '<anim:par presentation:node-type="timing-root"><anim:seq presentation:node-type="main-sequence"><anim:par smil:begin="id4.click"><anim:par smil:begin="0s" smil:fill="hold" presentation:node-type="on-click" presentation:preset-class="entrance" presentation:preset-id="ooo-entrance-appear"><anim:set smil:begin="0s" smil:dur="0.001s" smil:fill="hold" smil:targetElement="id3" smil:attributeName="visibility" smil:to="visible"/></anim:par></anim:par></anim:seq></anim:par>';
  const idSource = buildOdp([
    {
      shapes: [
        { name: 'Title', presentationClass: 'title', text: 'Kept slide', box: [2, 1, 24, 3], id: 'id1' },
        { name: 'Body', text: 'kept body text', box: [2, 5, 24, 4], id: 'id2' },
      ],
    },
    {
      shapes: [
        { name: 'Start', text: 'Start box', box: [2, 5, 8, 3], id: 'id3' },
        { name: 'End', text: 'End box', box: [14, 5, 8, 3], id: 'id4' },
      ],
      extraXml: connectorAndAnimation,
    },
  ]);
  const idTarget = buildOdp([
    {
      shapes: [
        { name: 'Title', presentationClass: 'title', text: 'Kept slide', box: [2, 1, 24, 3], id: 'id1' },
        { name: 'Body', text: 'kept body text', box: [2, 5, 24, 4], id: 'id2' },
        { name: 'Other', text: 'Another box', box: [2, 10, 8, 3], id: 'id3' },
        { name: 'More', text: 'One more box', box: [14, 10, 8, 3], id: 'id4' },
      ],
    },
  ]);
  const ids = { source: { bytes: idSource, fileName: 'a.odp' }, target: { bytes: idTarget, fileName: 'b.odp' } };

  it('gives a restored slide fresh ids where the target uses its ids, its connector and animation following', async () => {
    const styled = await compareToDocument({ ...ids, settings });
    const rejected = await applyChanges({
      ...ids,
      decisions: styled.changes.map((c) => ({ Id: c.Id, ComparisonAction: 'Reject' })),
    });
    expect(await remainingChanges(rejected.bytes, idSource)).toEqual([]);
    for (const [name, bytes] of [
      ['styled', styled.bytes],
      ['clean', rejected.bytes],
    ] as const) {
      const content = contentOf(bytes);
      const [kept, restored] = pagesOf(content);
      // Rejecting every change also takes the target's inserted "Other" and "More" off.
      const keptShapes = name === 'styled' ? ['Title', 'Body', 'Other', 'More'] : ['Title', 'Body'];
      expect(
        directChildren(kept, DRAW, 'frame').map(
          (frame) => `${frame.getAttributeNS(DRAW, 'name')} ${frame.getAttributeNS(XML, 'id')}`,
        ),
        name,
      ).toEqual(keptShapes.map((shape, i) => `${shape} id${i + 1}`));
      const start = frameNamed(restored, 'Start');
      const end = frameNamed(restored, 'End');
      expect(
        [
          start.getAttributeNS(XML, 'id'),
          start.getAttributeNS(DRAW, 'id'),
          end.getAttributeNS(XML, 'id'),
          end.getAttributeNS(DRAW, 'id'),
        ],
        name,
      ).toEqual(['id3-dd1', 'id3-dd1', 'id4-dd1', 'id4-dd1']);
      const connector = all(restored, DRAW, 'connector')[0];
      expect(
        [connector.getAttributeNS(DRAW, 'start-shape'), connector.getAttributeNS(DRAW, 'end-shape')],
        name,
      ).toEqual(['id3-dd1', 'id4-dd1']);
      expect(all(restored, ANIM, 'set')[0].getAttributeNS(SMIL, 'targetElement'), name).toBe('id3-dd1');
      expect(
        all(restored, ANIM, 'par').map((par) => par.getAttributeNS(SMIL, 'begin') ?? ''),
        name,
      ).toEqual(['', 'id4-dd1.click', '0s']);
      const every = all(content, '*', '*').flatMap((element) => [element.getAttributeNS(XML, 'id')].filter(Boolean));
      expect(new Set(every).size, name).toBe(every.length);
    }
  });

  it("lets a shape put back in place of the target's keep the id the target's animation points at", async () => {
    const animation =
      '<anim:par presentation:node-type="timing-root"><anim:seq presentation:node-type="main-sequence"><anim:par smil:begin="next"><anim:set smil:begin="0s" smil:dur="0.001s" smil:fill="hold" smil:targetElement="id5" smil:attributeName="visibility" smil:to="visible"/></anim:par></anim:seq></anim:par>';
    const deck = (bytes: Uint8Array) =>
      buildOdp([
        {
          shapes: [
            { name: 'Title', presentationClass: 'title', text: 'Pictures', box: [2, 1, 24, 3], id: 'id1' },
            { name: 'Picture', image: { file: 'pic.png', bytes }, box: [10, 8, 4, 4], id: 'id5' },
          ],
          extraXml: animation,
        },
      ]);
    const input = { source: { bytes: deck(RED), fileName: 'a.odp' }, target: { bytes: deck(BLUE), fileName: 'b.odp' } };
    const listed = await compareToDocument(input);
    expect(listed.changes.map((c) => c.Type)).toEqual(['Modified']);
    const rejected = await applyChanges({ ...input, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    const content = contentOf(rejected.bytes);
    const picture = frameNamed(pagesOf(content)[0], 'Picture');
    expect([picture.getAttributeNS(XML, 'id'), picture.getAttributeNS(DRAW, 'id')]).toEqual(['id5', 'id5']);
    expect(unzipSync(rejected.bytes)[all(picture, DRAW, 'image')[0].getAttributeNS(XLINK, 'href')!]).toEqual(RED);
    expect(all(content, ANIM, 'set')[0].getAttributeNS(SMIL, 'targetElement')).toBe('id5');
  });

  it('refuses a result whose content.xml uses an id twice, unless the target already did', async () => {
    await expect(slidesWriter.validate(idTarget)).resolves.toEqual([]);
    const twice = withContent(idTarget, (content) =>
      content.replace('xml:id="id4" draw:id="id4"', 'xml:id="id3" draw:id="id3"'),
    );
    await expect(slidesWriter.validate(twice)).rejects.toThrow(/id 'id3' twice/);
    // A target that already used an id twice still gets a result.
    const result = await compareToDocument({
      source: { bytes: idSource, fileName: 'a.odp' },
      target: { bytes: twice, fileName: 'b.odp' },
      settings,
    });
    expect(result.changes.map((c) => c.Type)).toContain('Deleted');
    await expect(slidesWriter.validate(result.bytes)).rejects.toThrow(/id 'id3' twice/);
    await expect(slidesWriter.validate(result.bytes, { source: idSource, target: idTarget })).rejects.toThrow(
      /id 'id3' twice/,
    );
    await expect(slidesWriter.validate(result.bytes, { target: twice })).resolves.toEqual([]);
    // "More" had id4 before the edit: the restored "End" may keep it.
    expect(
      all(contentOf(result.bytes), DRAW, 'frame').map(
        (frame) => `${frame.getAttributeNS(DRAW, 'name')} ${frame.getAttributeNS(XML, 'id')}`,
      ),
    ).toEqual(['Title id1', 'Body id2', 'Other id3', 'More id3', 'Start id3-dd1', 'End id4', 'docdelta label null']);
  });

  it('leaves deleted notes out when the writer is told not to show deleted content', async () => {
    // The engine drops hidden deletions from the change list; the writer is handed the full list
    // here, as a caller of the writer may, and must leave the deleted text and notes out itself.
    const [source, target] = await Promise.all([readDocument(formatting.source), readDocument(formatting.target)]);
    const changes = await diffModels(source, target);
    expect(changes.filter((c) => c.kind === 'Deleted').map((c) => (c.source ?? c.target)!.story)).toEqual([
      expect.stringMatching(/^slide:/),
      expect.stringMatching(/^notes:/),
    ]);
    const result = await slidesWriter.write({
      format: 'odp',
      source: { ...formatting.source, document: source },
      target: { ...formatting.target, document: target },
      changes,
      options: resultOptionsFromSettings({ ...settings, ShowDeletedContent: false }),
    });
    await slidesWriter.validate(result.bytes);
    const content = contentOf(result.bytes);
    const first = pagesOf(content)[0];
    expect(directChildren(first, PRESENTATION, 'notes')).toEqual([]);
    expect(spansIn(content, first, DELETED)).toEqual([]);
    expect(spansIn(content, frameNamed(first, 'Body'), INSERTED)).toEqual(['and more']);
  });

  it("puts a deleted paragraph back into an emptied custom shape before the shape's geometry", async () => {
    const shape: OdpShape = { name: 'Shape', custom: true, box: [2, 5, 10, 4] };
    const input = {
      source: { bytes: buildOdp([{ shapes: [{ ...shape, text: 'Shape text' }] }]), fileName: 'a.odp' },
      target: { bytes: buildOdp([{ shapes: [shape] }]), fileName: 'b.odp' },
    };
    const styled = await compareToDocument({ ...input, settings });
    expect(styled.changes.map((c) => `${c.Type} ${styled.places[c.Id]}`)).toEqual([
      'Deleted slide 1, shape 1 "Shape", paragraph 1',
    ]);
    const rejected = await applyChanges({ ...input, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    for (const [name, bytes] of [
      ['styled', styled.bytes],
      ['clean', rejected.bytes],
    ] as const) {
      const custom = all(contentOf(bytes), DRAW, 'custom-shape')[0];
      const inside = Array.from(custom.childNodes).filter((n): n is Element => n.nodeType === 1);
      expect(
        inside.map((e) => `${e.prefix}:${e.localName}`),
        name,
      ).toEqual(['text:p', 'draw:enhanced-geometry']);
      expect(odfText(inside[0]), name).toBe('Shape text');
    }
    expect(spansIn(contentOf(styled.bytes), all(contentOf(styled.bytes), DRAW, 'custom-shape')[0], DELETED)).toEqual([
      'Shape text',
    ]);
  });

  it("restores a deleted slide's picture as the target's part with the same bytes", async () => {
    const badge: OdpShape = { name: 'Badge', image: { file: 'badge.png', bytes: RED }, box: [20, 14, 4, 4] };
    const first: OdpSlide = {
      shapes: [{ name: 'Title', presentationClass: 'title', text: 'First slide', box: [2, 1, 24, 3] }, badge],
    };
    const source = buildOdp([
      first,
      {
        shapes: [
          { name: 'Title', presentationClass: 'title', text: 'Picture slide', box: [2, 1, 24, 3] },
          { name: 'Logo', image: { file: 'logo.png', bytes: RED }, box: [10, 8, 4, 4] },
        ],
      },
    ]);
    const target = buildOdp([first]);
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.odp' },
      target: { bytes: target, fileName: 'b.odp' },
      settings,
    });
    expect(result.changes.map((c) => c.Type)).toEqual(['Deleted']);
    expect(hrefs(result.bytes)).toEqual(['Pictures/badge.png', 'Pictures/badge.png']);
    const files = unzipSync(result.bytes);
    expect(Object.keys(files).filter((name) => name.startsWith('Pictures/'))).toEqual(['Pictures/badge.png']);
    expect(files['META-INF/manifest.xml']).toEqual(unzipSync(target)['META-INF/manifest.xml']);
  });
});
