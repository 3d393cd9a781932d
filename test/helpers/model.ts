import type {
  Block,
  DocumentModel,
  ParagraphBlock,
  RunStyle,
  Story,
  TableBlock,
  TextRun,
} from '../../src/engine/model/document';

/** Builds Document models by hand, for tests of the diff core that need no reader. */

type RunSpec = string | [string, RunStyle] | TextRun;

export function p(...runs: RunSpec[]): ParagraphBlock {
  return {
    type: 'paragraph',
    runs: runs.map((r) =>
      typeof r === 'string' ? { text: r, style: {} } : Array.isArray(r) ? { text: r[0], style: r[1] } : r,
    ),
  };
}

export function heading(level: number, text: string): ParagraphBlock {
  return { ...p(text), styleName: `Heading ${level}`, headingLevel: level };
}

export function image(hash: string, name = 'image.png'): TextRun {
  return { text: `[image: ${name}]`, style: {}, object: { kind: 'image', hash, name } };
}

export function table(rows: (string | Block[])[][]): TableBlock {
  return {
    type: 'table',
    rows: rows.map((cells) => ({ cells: cells.map((c) => ({ blocks: typeof c === 'string' ? [p(c)] : c })) })),
  };
}

export function doc(blocks: Block[], extraStories: Story[] = []): DocumentModel {
  return {
    format: 'docx',
    stories: [{ kind: 'body', key: 'body', label: 'body', blocks }, ...extraStories],
    metadata: {},
    warnings: [],
  };
}

export function story(kind: Story['kind'], key: string, blocks: Block[]): Story {
  return { kind, key, label: key, blocks };
}

/** Sentences of plain prose, different enough not to pair with each other. */
export const PROSE = [
  'The committee met on Tuesday to review the annual budget for the library.',
  'Several members raised concerns about the rising cost of maintenance contracts.',
  'A proposal to extend opening hours on weekends received broad support.',
  'The treasurer presented figures showing a modest surplus from the previous year.',
  'Volunteers will organise a book sale in the spring to raise additional funds.',
  'Questions about the new cataloguing software were deferred to the next meeting.',
  'Children reading programmes continue to attract record numbers of families.',
  'The roof repairs must be completed before the start of the rainy season.',
  'Members thanked the outgoing chair for eight years of dedicated service.',
  'Minutes of the meeting will be circulated to all members within two weeks.',
];
