import {
  AlignmentType,
  Bookmark,
  BorderStyle,
  Document,
  ExternalHyperlink,
  InternalHyperlink,
  LevelFormat,
  LineRuleType,
  Packer,
  PageOrientation,
  Paragraph,
  SectionType,
  ShadingType,
  TabStopType,
  TextRun,
} from 'docx';
import type { IParagraphOptions, ISectionOptions } from 'docx';

/**
 * Word pairs that differ in a document's shape rather than its words (paragraph layout, list
 * level and format, hyperlink targets, sections), built with the `docx` library. Each pair has
 * one edit; `expect` names the paragraph it is on and the property a comparison must report.
 */

export interface LayoutPair {
  name: string;
  /** Class of the edit, as recall is reported. */
  kind: 'paragraph-property' | 'list' | 'hyperlink' | 'section';
  source: Uint8Array;
  target: Uint8Array;
  /** Text of the paragraph the change is on, and the property the change names. */
  expect: { text: string; property: string };
}

const TEXTS = [
  'The supplier delivers the monthly reports to the board.',
  'Payment falls due thirty days after each invoice.',
  'Either party may end this agreement with written notice.',
  'Disputes go first to a mediator both parties accept.',
  'This agreement is governed by the law of the seller.',
  'Notices are sent to the addresses named above.',
];

type Tweak = Partial<IParagraphOptions>;

/** Paragraph edits: the property as reported, and the options that set it on the target. */
const PARAGRAPH_EDITS: { property: string; before?: Tweak; after: Tweak }[] = [
  { property: 'indent left', after: { indent: { left: 720 } } },
  { property: 'indent right', after: { indent: { right: 1440 } } },
  { property: 'indent first line', after: { indent: { firstLine: 567 } } },
  { property: 'indent hanging', after: { indent: { left: 720, hanging: 360 } }, before: { indent: { left: 720 } } },
  { property: 'space before', after: { spacing: { before: 240 } } },
  { property: 'space after', before: { spacing: { after: 120 } }, after: { spacing: { after: 360 } } },
  { property: 'line spacing', after: { spacing: { line: 360, lineRule: LineRuleType.AUTO } } },
  { property: 'keep with next', after: { keepNext: true } },
  { property: 'keep lines together', after: { keepLines: true } },
  { property: 'page break before', after: { pageBreakBefore: true } },
  {
    property: 'borders',
    after: { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '4472C4', space: 1 } } },
  },
  { property: 'shading', after: { shading: { type: ShadingType.CLEAR, fill: 'FFF2CC', color: 'auto' } } },
  { property: 'tabs', after: { tabStops: [{ type: TabStopType.RIGHT, position: 9000 }] } },
  { property: 'outline level', after: { outlineLevel: 2 } },
  { property: 'alignment', after: { alignment: AlignmentType.CENTER } },
];

const NUMBERING = {
  config: [
    {
      reference: 'numbered',
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
        { level: 1, format: LevelFormat.LOWER_LETTER, text: '%2)', alignment: AlignmentType.START },
      ],
    },
    {
      reference: 'bullets',
      levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.START }],
    },
    {
      reference: 'roman',
      levels: [{ level: 0, format: LevelFormat.UPPER_ROMAN, text: '%1.', alignment: AlignmentType.START }],
    },
  ],
};

async function pack(sections: ISectionOptions[]): Promise<Uint8Array> {
  const document = new Document({ numbering: NUMBERING, sections });
  return new Uint8Array(await Packer.toBuffer(document));
}

function plain(text: string, options: Tweak = {}): Paragraph {
  return new Paragraph({ ...options, children: [new TextRun(text)] });
}

function paragraphPair(edit: (typeof PARAGRAPH_EDITS)[number], at: number) {
  const build = (tweak: Tweak | undefined) =>
    pack([{ children: TEXTS.map((text, k) => plain(text, k === at ? tweak : undefined)) }]);
  return Promise.all([build(edit.before), build(edit.after)]);
}

/** A five-item numbered list between two paragraphs; item `at` gets `item` on the target. */
function listPair(at: number, item: Tweak) {
  const build = (edited: boolean) =>
    pack([
      {
        children: [
          plain(TEXTS[0]),
          ...TEXTS.slice(1, 6).map((text, k) =>
            plain(text, edited && k === at ? item : { numbering: { reference: 'numbered', level: 0 } }),
          ),
          plain('The list ends here.'),
        ],
      },
    ]);
  return Promise.all([build(false), build(true)]);
}

function linkPair(at: number, internal: boolean) {
  const build = (target: string) =>
    pack([
      {
        children: TEXTS.map((text, k) => {
          if (k !== at) return plain(text);
          const run = new TextRun({ text: 'the terms', style: 'Hyperlink' });
          const link = internal
            ? new InternalHyperlink({ anchor: target, children: [run] })
            : new ExternalHyperlink({ link: target, children: [run] });
          return new Paragraph({ children: [new TextRun(`${text} See `), link, new TextRun('.')] });
        }),
      },
      {
        children: [
          new Paragraph({ children: [new Bookmark({ id: 'terms_old', children: [new TextRun('Old terms.')] })] }),
          new Paragraph({ children: [new Bookmark({ id: 'terms_new', children: [new TextRun('New terms.')] })] }),
        ],
      },
    ]);
  return internal
    ? Promise.all([build('terms_old'), build('terms_new')])
    : Promise.all([build('https://example.com/terms/2025'), build('https://example.com/terms/2026')]);
}

type SectionSetup = Omit<ISectionOptions, 'children'>;

/** Two sections, the first ending after paragraph `at`; `split: false` = one section. */
function sectionDocument(at: number, split: boolean, first: SectionSetup, second: SectionSetup = {}) {
  const paragraphs = TEXTS.map((text) => plain(text));
  if (!split) return pack([{ ...first, children: paragraphs }]);
  return pack([
    { ...first, children: paragraphs.slice(0, at + 1) },
    { ...second, children: paragraphs.slice(at + 1) },
  ]);
}

const CONTINUOUS: SectionSetup = { properties: { type: SectionType.CONTINUOUS } };

const SECTION_EDITS: { name: string; property: string; after: SectionSetup }[] = [
  {
    name: 'orientation',
    property: 'orientation',
    after: { properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } } },
  },
  {
    name: 'margins',
    property: 'margins',
    after: { properties: { page: { margin: { top: 720, right: 720, bottom: 720, left: 720 } } } },
  },
  { name: 'columns', property: 'columns', after: { properties: { column: { count: 2, space: 708 } } } },
  { name: 'title-page', property: 'different first page', after: { properties: { titlePage: true } } },
];

/** Every pair of the set: 3 positions for each edit. */
export async function layoutPairs(): Promise<LayoutPair[]> {
  const pairs: LayoutPair[] = [];
  const add = async (
    name: string,
    kind: LayoutPair['kind'],
    sides: Promise<Uint8Array[]>,
    text: string,
    property: string,
  ) => {
    const [source, target] = await sides;
    pairs.push({ name, kind, source, target, expect: { text, property } });
  };
  for (const at of [1, 3, 4]) {
    for (const edit of PARAGRAPH_EDITS)
      await add(
        `${edit.property.replace(/ /g, '-')}-${at}`,
        'paragraph-property',
        paragraphPair(edit, at),
        TEXTS[at],
        edit.property,
      );
    const item = TEXTS[1 + at];
    await add(
      `list-level-${at}`,
      'list',
      listPair(at, { numbering: { reference: 'numbered', level: 1 } }),
      item,
      'list level',
    );
    await add(
      `list-format-${at}`,
      'list',
      listPair(at, { numbering: { reference: 'bullets', level: 0 } }),
      item,
      'list format',
    );
    await add(`link-url-${at}`, 'hyperlink', linkPair(at, false), 'the terms', 'link');
    await add(`link-anchor-${at}`, 'hyperlink', linkPair(at, true), 'the terms', 'link');
    const breakAt = at;
    await add(
      `section-insert-${at}`,
      'section',
      Promise.all([sectionDocument(breakAt, false, {}), sectionDocument(breakAt, true, {}, CONTINUOUS)]),
      TEXTS[breakAt],
      'section break',
    );
    await add(
      `section-remove-${at}`,
      'section',
      Promise.all([sectionDocument(breakAt, true, {}, CONTINUOUS), sectionDocument(breakAt, false, {})]),
      TEXTS[breakAt],
      'section break',
    );
    for (const edit of SECTION_EDITS)
      await add(
        `section-${edit.name}-${at}`,
        'section',
        Promise.all([sectionDocument(breakAt, true, {}), sectionDocument(breakAt, true, edit.after)]),
        TEXTS[breakAt],
        edit.property,
      );
  }
  return pairs;
}
