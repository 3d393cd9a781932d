import type { ChangeSide, EngineChange } from '../../../../diff/types';
import type {
  Block,
  DocumentModel,
  ParagraphBlock,
  ReaderWarning,
  Story,
  TableBlock,
  TableCell,
  TableRow,
} from '../../../../model/document';
import type {
  CombineInput,
  CombineReviewer,
  ItemStyle,
  ResultInput,
  ResultOptions,
  ResultOutput,
} from '../../../writer';
import type { Document, Element, Node } from './dom';
import {
  ELEMENT_NODE,
  ancestor,
  elementChildren,
  insertAfter,
  is,
  removeNode,
  wrapSiblings,
} from '../../../package/xml-dom';
import { descendantsW, firstW, isW, WordNames } from './dom';
import {
  markParagraphMark,
  markRow,
  recordParagraphPropertiesChange,
  recordRunPropertiesChange,
  replaceParagraphProperties,
  replaceRunProperties,
  restamp,
  revisionElement,
  separatorRun,
  styleRun,
  wrapAllRuns,
  wrapRuns,
} from './marks';
import type { RevisionKind, RevisionStamp } from './marks';
import { RelationshipBridge, WordPackage } from './package';
import { relationshipOfType } from '../../../package/opc';
import { commentMarksOf } from '../index';
import { applyRevisionsIn } from './revisions';
import { copyRange, cutSpans, hoist, insertionPoint, paragraphSpans, place, spansIn } from './runs';
import type { InsertionPoint, RunSpan } from './runs';
import { keptRowPairs } from '../../../shared/row-pairs';
import { appendSummaryPage, setMetadata, setPaperSize } from './extras';
import type { EditablePart, WholePart } from './xml-part';
import { NAMESPACES } from '../../../package/namespaces';
import { RUN_STYLE_PROPERTIES, SECTION_SETUP_PROPERTIES } from '../../../../model/document';
import { recordSectionChange, replaceSectionSetup, sectionEndingAt, trackSectionBreak } from './sections';

const RUN_LEVEL: ReadonlySet<string> = new Set([...RUN_STYLE_PROPERTIES, 'link']);

/** Whether a style change lives in the paragraph's pPr (its style, alignment, layout, list). */
function isParagraphProperty(property: string): boolean {
  return !RUN_LEVEL.has(property) && !SECTION_SETUP_PROPERTIES.has(property) && property !== 'section break';
}

/**
 * Writes a DOCX-family result (styled redline, tracked changes or clean) by editing the target
 * package in place. Work happens in phases so the reader's locator paths stay valid: every
 * element a change needs is resolved first, then runs are cut at change boundaries, then marks
 * and copies are made, and removals come last.
 */

type Mode = ResultOptions['mode'];

interface ParagraphState {
  element: Element;
  part: EditablePart;
  spans: RunSpan[];
  cuts: number[];
}

/** A model node found by a block path: a block, a row or a cell, and the list it sits in. */
type Located =
  | { kind: 'block'; block: Block; list: readonly Block[]; index: number; parentCell?: TableCell }
  | { kind: 'row'; row: TableRow; table: TableBlock; index: number }
  | { kind: 'cell'; cell: TableCell; row: TableRow; index: number };

class Side {
  readonly stories = new Map<string, Story>();
  private readonly storyParts = new Map<string, string | undefined>();
  private readonly paragraphs = new Map<Element, ParagraphState>();

  constructor(
    readonly pkg: WordPackage,
    readonly model: DocumentModel,
  ) {
    for (const story of model.stories) this.stories.set(story.key, story);
  }

  partOf(storyKey: string): EditablePart | undefined {
    if (!this.storyParts.has(storyKey)) {
      const story = this.stories.get(storyKey);
      this.storyParts.set(storyKey, story ? firstPart(story.blocks) : undefined);
    }
    const name = this.storyParts.get(storyKey);
    return name ? this.pkg.part(name) : undefined;
  }

  locate(side: ChangeSide | undefined): Located | undefined {
    if (!side) return undefined;
    const story = this.stories.get(side.story);
    return story ? locatePath(story.blocks, side.blockPath) : undefined;
  }

  element(node: { locator?: { part: string; path: string } } | undefined): Element | undefined {
    const locator = node?.locator;
    if (!locator) return undefined;
    return this.pkg.part(locator.part)?.resolve(locator.path);
  }

  paragraph(block: ParagraphBlock): ParagraphState | undefined {
    const element = this.element(block);
    if (!element) return undefined;
    let state = this.paragraphs.get(element);
    if (!state) {
      const part = this.pkg.part(block.locator!.part)!;
      state = { element, part, spans: paragraphSpans(block, part), cuts: [] };
      this.paragraphs.set(element, state);
    }
    return state;
  }

  cutAll(newId: () => string): void {
    for (const state of this.paragraphs.values())
      if (state.cuts.length) state.spans = cutSpans(state.spans, state.cuts, newId);
  }
}

function firstPart(blocks: readonly Block[]): string | undefined {
  for (const block of blocks) {
    if (block.locator) return block.locator.part;
    if (block.type === 'paragraph') for (const run of block.runs) if (run.locator) return run.locator.part;
    if (block.type === 'table') {
      for (const row of block.rows) {
        if (row.locator) return row.locator.part;
        for (const cell of row.cells) {
          const found = firstPart(cell.blocks);
          if (found) return found;
        }
      }
    }
  }
  return undefined;
}

function locatePath(blocks: readonly Block[], path: readonly number[]): Located | undefined {
  let list = blocks;
  let parentCell: TableCell | undefined;
  for (let k = 0; k < path.length; k += 3) {
    const index = path[k];
    const block = list[index];
    if (!block) return undefined;
    if (k + 1 >= path.length) return { kind: 'block', block, list, index, parentCell };
    if (block.type !== 'table') return undefined;
    const row = block.rows[path[k + 1]];
    if (!row) return undefined;
    if (k + 2 >= path.length) return { kind: 'row', row, table: block, index: path[k + 1] };
    const cell = row.cells[path[k + 2]];
    if (!cell) return undefined;
    if (k + 3 >= path.length) return { kind: 'cell', cell, row, index: path[k + 2] };
    list = cell.blocks;
    parentCell = cell;
  }
  return undefined;
}

/** The most common cell count of a table's rows (rows with merged cells have fewer). */
function modeWidth(table: TableBlock): number {
  const counts = new Map<number, number>();
  for (const row of table.rows) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0])[0]?.[0] ?? 0;
}

/** A row's cells with the grid columns each covers (w:gridSpan; w:gridBefore shifts the start). */
function gridCells(row: Element): { cell: Element; start: number; span: number }[] {
  const properties = firstW(row, 'trPr');
  const gridBefore = properties && firstW(properties, 'gridBefore');
  let start = Number(gridBefore?.getAttributeNS(gridBefore.namespaceURI, 'val') ?? 0) || 0;
  const out: { cell: Element; start: number; span: number }[] = [];
  for (const cell of elementChildren(row)) {
    if (!isW(cell, 'tc')) continue;
    const spanElement = firstW(firstW(cell, 'tcPr') ?? cell, 'gridSpan');
    const span = Math.max(1, Number(spanElement?.getAttributeNS(spanElement.namespaceURI, 'val') ?? 1) || 1);
    out.push({ cell, start, span });
    start += span;
  }
  return out;
}

function setGridSpan(cell: Element, span: number, names: WordNames): void {
  let properties = firstW(cell, 'tcPr');
  if (!properties) {
    properties = names.create(cell.ownerDocument!, 'tcPr');
    cell.insertBefore(properties, cell.firstChild);
  }
  let spanElement = firstW(properties, 'gridSpan');
  if (span <= 1) {
    if (spanElement) properties.removeChild(spanElement);
    return;
  }
  if (!spanElement) {
    spanElement = names.create(cell.ownerDocument!, 'gridSpan');
    // gridSpan follows cnfStyle and tcW in CT_TcPr's sequence.
    const after = elementChildren(properties)
      .filter((child) => isW(child, 'cnfStyle') || isW(child, 'tcW'))
      .pop();
    properties.insertBefore(spanElement, after ? after.nextSibling : properties.firstChild);
  }
  spanElement.setAttributeNS(
    spanElement.namespaceURI,
    `${spanElement.prefix ? `${spanElement.prefix}:` : ''}val`,
    String(span),
  );
}

/** Paragraphs of a block, depth first (a table's cells, rows in order). */
function paragraphsOf(block: Block): ParagraphBlock[] {
  if (block.type === 'paragraph') return [block];
  if (block.type === 'table')
    return block.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks.flatMap(paragraphsOf)));
  return [];
}

const PARAGRAPH_CONTAINERS = new Set([
  'body',
  'tc',
  'hdr',
  'ftr',
  'footnote',
  'endnote',
  'comment',
  'txbxContent',
  'sdtContent',
  'customXml',
]);

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';

const FLIPPED: Record<RevisionKind, RevisionKind> = { ins: 'del', del: 'ins', moveFrom: 'moveTo', moveTo: 'moveFrom' };

export class ResultBuilder {
  private readonly target: Side;
  private source: Side;
  /**
   * Combined results write onto the original with each reviewer's copy as the diff's source:
   * what the writer would put back as deleted is the reviewer's insertion, and the original's
   * content it would mark inserted is the reviewer's deletion, so revision kinds are swapped.
   */
  private flipped = false;
  private sourceKey = '';
  private changesNow: readonly EngineChange[];
  private readonly options: ResultOptions;
  private readonly mode: Mode;
  private readonly warnings: ReaderWarning[] = [];
  private readonly steps: (() => void)[] = [];
  private readonly removals: Element[] = [];
  private readonly alternates = new Set<Element>();
  private readonly bridges = new Map<string, RelationshipBridge>();
  /** Note references put back with their notes, and the source notes (story keys) they brought. */
  private readonly carriedReferences = new WeakSet<Element>();
  private readonly carriedNotes = new Set<string>();
  /** The comments part this result added to a target that had none. */
  private createdComments?: string;
  /** Existing w:ins elements this result took over (their runs are this result's insertions). */
  private readonly claimed = new WeakSet<Element>();
  private stamp: RevisionStamp;
  private readonly nextId: () => string;
  private nextDrawingId: number;

  constructor(private readonly input: ResultInput) {
    this.options = input.options;
    this.mode = input.options.mode;
    this.target = new Side(new WordPackage(input.target.bytes, input.target.archive), input.target.document);
    this.source = new Side(new WordPackage(input.source.bytes, input.source.archive), input.source.document);
    const { maxId, maxDrawingId } = scanIds(this.target.pkg);
    let id = maxId;
    this.nextId = () => String(++id);
    this.stamp = { author: this.options.author, date: this.options.date, nextId: this.nextId };
    this.nextDrawingId = maxDrawingId;
    this.changesNow = input.changes;
  }

  build(): ResultOutput {
    this.planAll(this.input.changes, this.options.rejected);
    return this.finish();
  }

  /**
   * Every reviewer's changes onto the original, each reviewer's revisions under its own author;
   * where two reviewers changed the same words, both insertions stand side by side and the
   * original's words are deleted once, by the first of them.
   */
  buildCombined(reviewers: readonly CombineReviewer[]): ResultOutput {
    this.flipped = true;
    reviewers.forEach((reviewer, k) => {
      const source = new Side(new WordPackage(reviewer.bytes), reviewer.document);
      const stamp: RevisionStamp = { author: reviewer.author, date: this.options.date, nextId: this.nextId };
      const key = `reviewer ${k}`;
      const enter = () => {
        this.source = source;
        this.stamp = stamp;
        this.sourceKey = key;
        this.changesNow = reviewer.changes;
      };
      enter();
      const first = this.steps.length;
      this.planAll(reviewer.changes, reviewer.applied);
      for (let s = first; s < this.steps.length; s++) {
        const step = this.steps[s];
        this.steps[s] = () => {
          enter();
          step();
        };
      }
    });
    return this.finish();
  }

  private kind<K extends RevisionKind>(kind: K): RevisionKind {
    return this.flipped ? FLIPPED[kind] : kind;
  }

  private planAll(changes: readonly EngineChange[], rejected: ReadonlySet<number>): void {
    const covered = coveredChanges(changes, rejected);
    changes.forEach((change, index) => {
      if (covered.get(index) === 'skip') return;
      const reject = rejected.has(index) && this.mode !== 'styled';
      try {
        if (covered.get(index) === 'revert-only') {
          if (reject) this.plan(change, 'revert');
          return;
        }
        if (this.mode === 'clean' && !reject) return;
        this.plan(change, reject ? 'revert' : this.mode === 'styled' ? 'styled' : 'tracked');
      } catch (error) {
        this.warn(
          'result-change',
          `change ${index} (${change.kind} ${change.place}) could not be written: ${(error as Error).message}`,
        );
      }
    });
  }

  private finish(): ResultOutput {
    const changes = this.input.changes;
    this.target.cutAll(this.nextId);
    for (const step of this.steps) step();
    for (const element of this.removals) this.removeBlockOrRun(element);
    for (const alternate of this.alternates) {
      // The VML fallback repeats the text box; Word calls the file unreadable when the copies
      // disagree, so the edited DrawingML copy stands alone.
      for (const child of elementChildren(alternate)) if (is(child, 'mc', 'Fallback')) removeNode(child);
    }
    const pkg = this.target.pkg;
    if (this.steps.length) pkg.markOpenedDirty();
    const mainPart = pkg.part(pkg.mainPart);
    if (this.options.summaryPage && mainPart && this.mode === 'styled') {
      appendSummaryPage(mainPart, pkg, changes, this.input.source.document, this.input.target.document);
      mainPart.markDirty();
    }
    let mainText: string | undefined;
    if (this.options.paperSize && mainPart) mainText = setPaperSize(mainPart.serialize(), this.options.paperSize);
    if (this.carriedNotes.size && mainPart) mainText = this.renumberNotes(mainText ?? mainPart.serialize());
    if (mainText !== undefined) {
      mainPart?.markDirty();
      pkg.put(pkg.mainPart, new TextEncoder().encode(mainText));
    }
    setMetadata(pkg, this.options.metadata);
    return { bytes: pkg.save(), warnings: this.warnings };
  }

  private warn(code: string, message: string): void {
    this.warnings.push({ code, message });
  }

  // ---- planning ------------------------------------------------------------------------------

  private plan(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    switch (change.unit) {
      case 'story':
        return this.planStory(change, how);
      case 'column':
        return this.planColumn(change, how);
      case 'row':
        return this.planRow(change, how);
      default:
        if (
          change.unit === 'text' &&
          (change.target?.start !== undefined || change.source?.start !== undefined) &&
          change.kind !== 'Moved'
        )
          return this.planText(change, how);
        return this.planBlock(change, how);
    }
  }

  private targetParagraph(side: ChangeSide | undefined): ParagraphState | undefined {
    const located = this.target.locate(side);
    if (located?.kind !== 'block' || located.block.type !== 'paragraph') return undefined;
    const state = this.target.paragraph(located.block);
    if (state) this.noteAlternate(state.element);
    return state;
  }

  private sourceParagraph(side: ChangeSide | undefined): ParagraphState | undefined {
    const located = this.source.locate(side);
    if (located?.kind !== 'block' || located.block.type !== 'paragraph') return undefined;
    return this.source.paragraph(located.block);
  }

  /**
   * The sectPr of the section that goes on after a body paragraph: the next paragraph's that
   * ends a section, else the body's own. Undefined for a paragraph not directly in the body.
   */
  private sectionAfter(side: Side, at: ChangeSide | undefined): Element | undefined {
    const located = side.locate(at);
    if (located?.kind !== 'block' || at?.story !== 'body' || located.list !== side.stories.get('body')?.blocks)
      return undefined;
    for (let k = located.index + 1; k < located.list.length; k++) {
      const block = located.list[k];
      if (block.type !== 'paragraph' || block.properties?.['section break'] === undefined) continue;
      const element = side.element(block);
      const pPr = element ? firstW(element, 'pPr') : undefined;
      return pPr ? firstW(pPr, 'sectPr') : undefined;
    }
    const end = side.pkg.part(side.pkg.mainPart)?.end().before;
    return end && isW(end, 'sectPr') ? end : undefined;
  }

  /** Text changes inside a paragraph. */
  private planText(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    const target = this.targetParagraph(change.target);
    if (!target || change.target?.start === undefined || change.target.end === undefined) {
      this.warn('result-unmarked', `${change.kind} ${change.place}: the target paragraph was not found`);
      return;
    }
    let tStart = change.target.start;
    let tEnd = change.target.end;
    const source = change.kind === 'Inserted' ? undefined : this.sourceParagraph(change.source);
    let sStart = change.source?.start ?? 0;
    let sEnd = change.source?.end ?? 0;
    // The diff trims white space off changed ranges; an inserted or deleted word takes one of
    // its neighbouring spaces along, or rejecting it would leave two spaces (or none).
    const targetText = paragraphTextAt(this.target, change.target);
    const sourceText = paragraphTextAt(this.source, change.source);
    if (
      change.kind === 'Inserted' &&
      targetText !== undefined &&
      sourceText !== undefined &&
      change.source?.start !== undefined
    ) {
      [tStart, tEnd] = widenForSpaces(targetText, tStart, tEnd, sourceText, change.source.start);
    } else if (change.kind === 'Deleted' && targetText !== undefined && sourceText !== undefined) {
      [sStart, sEnd] = widenForSpaces(sourceText, sStart, sEnd, targetText, tStart);
    }
    target.cuts.push(tStart, tEnd);
    const names = target.part.names;
    const style =
      change.kind === 'StyleChanged' || change.kind === 'Modified' ? this.options.changed : this.options.inserted;

    if (change.kind === 'StyleChanged') {
      const paragraphLevel = change.styleChanges?.some((c) => isParagraphProperty(c.property)) ?? false;
      const sectionLevel = change.styleChanges?.some((c) => SECTION_SETUP_PROPERTIES.has(c.property)) ?? false;
      const runLevel = change.styleChanges?.some((c) => RUN_LEVEL.has(c.property)) ?? true;
      const linkLevel = change.styleChanges?.some((c) => c.property === 'link') ?? false;
      const breakLevel = change.styleChanges?.some((c) => c.property === 'section break') ?? false;
      // Paths are resolved before the first edit: the sections each side goes on with.
      const targetAfter = breakLevel ? this.sectionAfter(this.target, change.target) : undefined;
      const sourceAfter = breakLevel ? this.sectionAfter(this.source, change.source) : undefined;
      this.steps.push(() => {
        const spans = spansIn(target.spans, tStart, tEnd);
        if (how === 'styled') return this.markSpans(spans, style, target);
        const sourcePr = source ? firstW(source.element, 'pPr') : undefined;
        const markAs = (paragraph: Element, kind: 'ins' | 'del') =>
          markParagraphMark(paragraph, this.kind(kind), this.stamp, names);
        if (
          breakLevel &&
          !runLevel &&
          how === 'tracked' &&
          !this.flipped &&
          source &&
          targetAfter &&
          sourceAfter &&
          trackSectionBreak(target.element, source.element, targetAfter, sourceAfter, markAs, this.stamp, names)
        )
          return;
        if (linkLevel && source && this.changeLink(spans, source, sStart, sEnd, target, how)) return;
        for (const span of runLevel ? spans : []) {
          if (!isW(span.element, 'r')) continue;
          const old = source ? sourceRunProperties(source, sStart + (span.start - tStart)) : undefined;
          if (how === 'tracked' && this.flipped) {
            // The reviewer's properties become the run's; the original's are the former ones.
            const current = firstW(span.element, 'rPr')?.cloneNode(true) as Element | undefined;
            replaceRunProperties(span.element, old);
            recordRunPropertiesChange(span.element, current, this.stamp, names);
          } else if (how === 'tracked') recordRunPropertiesChange(span.element, old, this.stamp, names);
          else replaceRunProperties(span.element, old);
        }
        if (paragraphLevel) {
          if (how === 'tracked' && this.flipped) {
            const current = firstW(target.element, 'pPr')?.cloneNode(true) as Element | undefined;
            replaceParagraphProperties(target.element, sourcePr, names);
            recordParagraphPropertiesChange(target.element, current, this.stamp, names);
          } else if (how === 'tracked') recordParagraphPropertiesChange(target.element, sourcePr, this.stamp, names);
          else replaceParagraphProperties(target.element, sourcePr, names);
        }
        const targetSection = sectionLevel ? sectionEndingAt(target.element) : undefined;
        const sourceSection = source ? sectionEndingAt(source.element) : undefined;
        if (targetSection && sourceSection) {
          if (how === 'tracked' && this.flipped) replaceSectionSetup(targetSection, sourceSection);
          else if (how === 'tracked') recordSectionChange(targetSection, sourceSection, this.stamp, names);
          else replaceSectionSetup(targetSection, sourceSection);
        }
      });
      return;
    }

    // An added note is its mark and its story: the note's text is marked with the mark.
    if (change.note && change.kind === 'Inserted' && how !== 'revert')
      this.planStory({ ...change, unit: 'story', target: { story: change.note, blockPath: [] } }, how);
    const putsBack = change.kind !== 'Inserted' && source && sEnd > sStart;
    const marksNew = change.kind !== 'Deleted' && tEnd > tStart;
    this.steps.push(() => {
      const newSpans = marksNew ? spansIn(target.spans, tStart, tEnd) : [];
      if (putsBack && (how !== 'styled' || this.options.showDeleted)) {
        const document = target.part.documentOf(target.element);
        const copies = copyRange(source.spans, sStart, sEnd, document).map((run) =>
          this.carry(run, source.part.name, target.part.name),
        );
        for (const run of copies) this.sanitize(run, how);
        // A reviewer's new words follow the original's deleted ones, as Word shows a replacement.
        const at = this.flipped ? tEnd : tStart;
        const point = insertionPoint(target.spans, at, target.element, this.stamp.nextId);
        if (how === 'styled') {
          for (const run of copies) styleRun(run, this.options.deleted, names, this.options.frames);
          place(this.withSeparators(copies, this.options.deleted, names), point);
        } else if (how === 'tracked') {
          place(copies, point);
          wrapRuns(copies, this.kind('del'), this.stamp, names);
        } else place(copies, point);
      }
      if (!marksNew) return;
      if (how === 'styled') {
        if (change.kind === 'Inserted' && !this.options.showInserted) return;
        this.markSpans(newSpans, style, target);
      } else if (how === 'tracked') {
        const runs = newSpans.map((s) => s.element);
        if (this.flipped) {
          // Words another reviewer deleted already stay that reviewer's deletion.
          const kept = runs.filter((run) => !ancestor(run, (e) => isW(e, 'del'), target.element));
          wrapRuns(kept, 'del', this.stamp, names);
          return;
        }
        this.claimFromExistingInsertions(runs, target.element);
        wrapRuns(
          runs.filter((run) => !this.claimed.has(hoist(run, target.element))),
          'ins',
          this.stamp,
          names,
        );
      } else for (const span of newSpans) this.removals.push(span.element);
    });
  }

  /**
   * A link whose target changed, as Word shows it: the old link (the source's w:hyperlink with
   * its runs) put back as a deletion before the new one, whose runs become an insertion; the
   * revisions sit inside each w:hyperlink, where the schema allows them. Reverting gives the
   * link the source's target. False when either side's text is not inside a w:hyperlink.
   */
  private changeLink(
    spans: readonly RunSpan[],
    source: ParagraphState,
    sStart: number,
    sEnd: number,
    target: ParagraphState,
    how: 'tracked' | 'revert',
  ): boolean {
    const linkOf = (span: RunSpan | undefined, paragraph: Element) =>
      span ? ancestor(span.element, (e) => isW(e, 'hyperlink'), paragraph) : undefined;
    const sourceSpans = spansIn(source.spans, sStart, sEnd);
    const oldLink = linkOf(sourceSpans[0], source.element);
    const newLink = linkOf(spans[0], target.element);
    if (!oldLink || !newLink || spans.some((span) => linkOf(span, target.element) !== newLink)) return false;
    const document = target.part.documentOf(target.element);
    const names = target.part.names;
    const wrapper = this.carry(document.importNode(oldLink, false) as Element, source.part.name, target.part.name);
    if (how === 'revert') {
      for (const attribute of Array.from(newLink.attributes)) newLink.removeAttributeNode(attribute);
      for (const attribute of Array.from(wrapper.attributes))
        newLink.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
      return true;
    }
    const copies = copyRange(source.spans, sStart, sEnd, document).map((run) =>
      this.carry(run, source.part.name, target.part.name),
    );
    for (const run of copies) {
      this.sanitize(run);
      wrapper.appendChild(run);
    }
    newLink.parentNode!.insertBefore(wrapper, newLink);
    wrapRuns(copies, this.kind('del'), this.stamp, names);
    wrapRuns(
      spans.filter((span) => isW(span.element, 'r')).map((span) => span.element),
      this.kind('ins'),
      this.stamp,
      names,
    );
    return true;
  }

  /**
   * Runs that must become this result's insertion but sit inside an existing w:ins: the
   * existing one is split around them and the middle piece is stamped as this result's.
   */
  private claimFromExistingInsertions(runs: readonly Element[], paragraph: Element): void {
    const names = WordNames.of(paragraph);
    const byWrapper = new Map<Element, Element[]>();
    for (const run of runs) {
      const top = hoist(run, paragraph);
      if (top === run || !(isW(top, 'ins') || isW(top, 'moveTo'))) continue;
      let child: Node = run;
      while (child.parentNode !== top) child = child.parentNode!;
      const list = byWrapper.get(top) ?? [];
      if (!list.includes(child as Element)) list.push(child as Element);
      byWrapper.set(top, list);
    }
    for (const [wrapper, children] of byWrapper) {
      const first = children[0];
      const last = children[children.length - 1];
      const document = wrapper.ownerDocument!;
      if (first.previousSibling) {
        const before = document.importNode(wrapper, false) as Element;
        while (wrapper.firstChild && wrapper.firstChild !== first) before.appendChild(wrapper.firstChild);
        names.set(before, 'id', this.stamp.nextId());
        wrapper.parentNode!.insertBefore(before, wrapper);
      }
      if (last.nextSibling) {
        const after = document.importNode(wrapper, false) as Element;
        while (last.nextSibling) after.appendChild(last.nextSibling);
        names.set(after, 'id', this.stamp.nextId());
        insertAfter(after, wrapper);
      }
      restamp(wrapper, this.stamp, names);
      this.claimed.add(wrapper);
    }
  }

  private markSpans(spans: readonly RunSpan[], style: ItemStyle, paragraph: ParagraphState): void {
    const runs = spans.map((s) => s.element).filter((e) => isW(e, 'r'));
    for (const run of runs) styleRun(run, style, paragraph.part.names, this.options.frames);
    this.addSeparators(runs, style, paragraph.part);
  }

  private addSeparators(runs: readonly Element[], style: ItemStyle, part: EditablePart): void {
    if (!runs.length) return;
    const document = runs[0].ownerDocument!;
    if (style.beginSeparator)
      runs[0].parentNode!.insertBefore(
        separatorRun(document, style.beginSeparator, runs[0], style, part.names),
        runs[0],
      );
    if (style.endSeparator)
      insertAfter(
        separatorRun(document, style.endSeparator, runs[runs.length - 1], style, part.names),
        runs[runs.length - 1],
      );
  }

  private withSeparators(runs: Element[], style: ItemStyle, names: WordNames): Element[] {
    if (!runs.length) return runs;
    const document = runs[0].ownerDocument!;
    const out = [...runs];
    if (style.beginSeparator) out.unshift(separatorRun(document, style.beginSeparator, runs[0], style, names));
    if (style.endSeparator) out.push(separatorRun(document, style.endSeparator, runs[runs.length - 1], style, names));
    return out;
  }

  /** Whole paragraphs, tables and objects: inserted, deleted, moved, or replaced objects. */
  private planBlock(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    const targetBlock = change.kind === 'Deleted' ? undefined : this.target.locate(change.target);
    const sourceBlock = change.kind === 'Inserted' ? undefined : this.source.locate(change.source);
    const newBlock = targetBlock?.kind === 'block' ? targetBlock.block : undefined;
    const oldBlock = sourceBlock?.kind === 'block' ? sourceBlock.block : undefined;
    const newElement = newBlock && this.target.element(newBlock);
    const oldElement = oldBlock && this.source.element(oldBlock);
    if (change.kind !== 'Deleted' && !newElement)
      return this.warn('result-unmarked', `${change.kind} ${change.place}: the target block was not found`);
    if (change.kind !== 'Inserted' && !oldElement)
      return this.warn('result-unmarked', `${change.kind} ${change.place}: the source block was not found`);
    if (newElement) this.noteAlternate(newElement);
    // Where the source's copy goes: the anchor for deletions and moves, before the new block otherwise.
    const anchor =
      change.kind === 'Modified'
        ? this.pointBefore(newElement!)
        : change.kind !== 'Inserted'
          ? this.anchorPoint(change.anchor)
          : undefined;
    if (change.kind !== 'Inserted' && !anchor)
      return this.warn(
        'result-unmarked',
        `${change.kind} ${change.place}: no place for the source content in the target`,
      );
    const targetParagraphs = newBlock
      ? paragraphsOf(newBlock)
          .map((p) => this.target.paragraph(p))
          .filter((p): p is ParagraphState => !!p)
      : [];
    const targetPart = newElement
      ? this.partOfElement(change.target!.story, this.target)
      : anchor
        ? this.partOfElement(change.anchor?.story ?? change.target?.story ?? 'body', this.target)
        : undefined;
    const names = targetPart?.names ?? new WordNames(NAMESPACES.w[0], 'w');
    const moveName =
      change.kind === 'Moved' && how === 'tracked' && newBlock?.type === 'paragraph' && oldBlock?.type === 'paragraph'
        ? `docdelta-move-${this.stamp.nextId()}`
        : undefined;

    this.steps.push(() => {
      if (oldElement && anchor && (how !== 'styled' || this.options.showDeleted)) {
        const document = anchorDocument(anchor);
        const copy = this.carry(
          document.importNode(oldElement, true) as Element,
          this.source.partOf(change.source!.story)?.name ?? '',
          targetPart?.name ?? '',
        );
        this.sanitize(copy);
        if (how === 'styled') this.styleBlock(copy, this.options.deleted, names);
        else if (how === 'tracked') {
          if (moveName) this.trackParagraph(copy, this.kind('moveFrom'), names, moveName);
          else this.trackBlock(copy, this.kind('del') as 'ins' | 'del', names);
        }
        place([copy], anchor);
        if (isW(copy, 'tbl')) ensureParagraphAfterTable(copy, names);
      }
      if (!newElement) return;
      if (how === 'revert') {
        this.removals.push(newElement);
        return;
      }
      if (how === 'styled') {
        if (change.kind === 'Inserted' && !this.options.showInserted) return;
        const style = change.kind === 'Modified' ? this.options.changed : this.options.inserted;
        for (const paragraph of targetParagraphs) this.markSpans(paragraph.spans, style, paragraph);
        if (!targetParagraphs.length) this.styleBlock(newElement, style, names);
        return;
      }
      if (moveName) this.trackParagraph(newElement, this.kind('moveTo'), names, moveName);
      else this.trackBlock(newElement, this.kind('ins') as 'ins' | 'del', names);
    });
  }

  private planRow(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    if (change.kind === 'Inserted') {
      const located = this.target.locate(change.target);
      const element = located?.kind === 'row' ? this.target.element(located.row) : undefined;
      if (!element || located?.kind !== 'row')
        return this.warn('result-unmarked', `${change.place}: the target row was not found`);
      this.noteAlternate(element);
      const paragraphs = located.row.cells
        .flatMap((c) => c.blocks.flatMap(paragraphsOf))
        .map((p) => this.target.paragraph(p))
        .filter((p): p is ParagraphState => !!p);
      const names = this.partOfElement(change.target!.story, this.target)?.names ?? WordNames.of(element);
      this.steps.push(() => {
        if (how === 'revert') this.removals.push(element);
        else if (how === 'styled') {
          if (this.options.showInserted) for (const p of paragraphs) this.markSpans(p.spans, this.options.inserted, p);
        } else this.trackBlock(element, this.kind('ins') as 'ins' | 'del', names);
      });
      return;
    }
    if (change.kind !== 'Deleted') return;
    const located = this.source.locate(change.source);
    const element = located?.kind === 'row' ? this.source.element(located.row) : undefined;
    const anchor = this.anchorPoint(change.anchor);
    if (!element || !anchor)
      return this.warn('result-unmarked', `${change.place}: the deleted row has no place in the target`);
    const targetPart = this.partOfElement(change.anchor!.story, this.target);
    const names = targetPart?.names ?? WordNames.of(element);
    // Tracked results leave a deleted column out (planDeletedColumn): so does a row put back.
    const sourceCells = located?.kind === 'row' ? located.row.cells.length : -1;
    const tablePath = change.source!.blockPath.slice(0, -1);
    const columnsLeftOut =
      how === 'tracked'
        ? this.input.changes
            .filter(
              (c) =>
                c.unit === 'column' &&
                c.kind === 'Deleted' &&
                c.source?.story === change.source!.story &&
                c.source.blockPath.length === tablePath.length + 2 &&
                tablePath.every((n, k) => c.source!.blockPath[k] === n),
            )
            .map((c) => c.source!.blockPath[tablePath.length + 1])
        : [];
    this.steps.push(() => {
      if (how === 'styled' && !this.options.showDeleted) return;
      const copy = this.carry(
        anchorDocument(anchor).importNode(element, true) as Element,
        this.source.partOf(change.source!.story)?.name ?? '',
        targetPart?.name ?? '',
      );
      const cells = elementChildren(copy).filter((c) => isW(c, 'tc'));
      if (columnsLeftOut.length && cells.length === sourceCells)
        for (const column of columnsLeftOut) if (cells[column]) removeNode(cells[column]);
      this.sanitize(copy);
      if (how === 'styled') this.styleBlock(copy, this.options.deleted, names);
      else if (how === 'tracked') this.trackBlock(copy, this.kind('del') as 'ins' | 'del', names);
      place([copy], anchor);
    });
  }

  private planColumn(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    if (change.kind === 'Deleted') return this.planDeletedColumn(change, how);
    const side = change.target;
    if (change.kind !== 'Inserted' || !side) return;
    if (how === 'revert') return this.planColumnRemoval(change, side);
    const path = side.blockPath;
    const column = path[path.length - 1];
    const located = this.target.locate({ ...side, blockPath: path.slice(0, -2) });
    if (located?.kind !== 'block' || located.block.type !== 'table') return;
    const paragraphs = located.block.rows
      .flatMap((row) => (row.cells[column]?.blocks ?? []).flatMap(paragraphsOf))
      .map((p) => this.target.paragraph(p))
      .filter((p): p is ParagraphState => !!p);
    this.steps.push(() => {
      for (const p of paragraphs) {
        if (how === 'styled') this.markSpans(p.spans, this.options.inserted, p);
        else wrapAllRuns(p.element, this.kind('ins'), this.stamp, p.part.names);
      }
    });
  }

  /**
   * A deleted column goes back cell by cell into the target rows that came from source rows
   * (inserted rows have no cell to give back; deleted rows put back carry theirs already), with
   * its grid column. Word cannot track a column deletion (w:cellDel is not honoured by Word
   * itself), so tracked results leave the column out and say so.
   */
  private planDeletedColumn(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    const fail = (why: string) =>
      this.warn('result-column', `Deleted ${change.place}: the column is not put back (${why})`);
    if (how === 'tracked') return fail('Word has no revision mark for a deleted column');
    if (how === 'styled' && !this.options.showDeleted) return;
    const side = change.source;
    const anchor = change.anchor;
    if (!side || !anchor) return fail('it has no place in the target table');
    const column = side.blockPath[side.blockPath.length - 1];
    const targetColumn = anchor.blockPath[anchor.blockPath.length - 1];
    const sourceTable = this.source.locate({ ...side, blockPath: side.blockPath.slice(0, -2) });
    const targetTable = this.target.locate({ ...anchor, blockPath: anchor.blockPath.slice(0, -2) });
    if (
      sourceTable?.kind !== 'block' ||
      sourceTable.block.type !== 'table' ||
      targetTable?.kind !== 'block' ||
      targetTable.block.type !== 'table'
    )
      return fail('its table was not found');
    const pairs = this.rowPairs(
      side.story,
      side.blockPath.slice(0, -2),
      sourceTable.block,
      anchor.story,
      anchor.blockPath.slice(0, -2),
      targetTable.block,
    );
    if (!pairs) return fail('the rows of its table could not be paired');
    // The usual width: a merged title row must not stand for the table.
    const sourceWidth = modeWidth(sourceTable.block);
    const targetWidth = modeWidth(targetTable.block);
    const sourcePart = this.source.partOf(side.story)?.name ?? '';
    const targetPart = this.partOfElement(anchor.story, this.target);
    const copies: { cell?: Element; before?: Element; row: Element }[] = [];
    // Rows with merged cells: the cell spanning the column's place widens by one instead.
    const widened: Element[] = [];
    let skipped = 0;
    const paired = new Set(pairs.map(([, b]) => b));
    targetTable.block.rows.forEach((targetRow) => {
      if (targetRow.cells.length === targetWidth) return;
      const row = this.target.element(targetRow);
      if (row) widened.push(row);
      else skipped++;
    });
    targetTable.block.rows.forEach((targetRow, b) => {
      // An inserted row gets an empty cell, so the grid stays whole.
      const row = paired.has(b) || targetRow.cells.length !== targetWidth ? undefined : this.target.element(targetRow);
      if (row)
        copies.push({
          row,
          before:
            targetColumn < targetRow.cells.length ? this.target.element(targetRow.cells[targetColumn]) : undefined,
        });
    });
    for (const [a, b] of pairs) {
      const sourceRow = sourceTable.block.rows[a];
      const targetRow = targetTable.block.rows[b];
      // Rows with merged cells do not map cell to grid column one to one (widened above).
      if (targetRow.cells.length !== targetWidth) continue;
      if (sourceRow.cells.length !== sourceWidth) {
        copies.push({
          row: this.target.element(targetRow)!,
          before:
            targetColumn < targetRow.cells.length ? this.target.element(targetRow.cells[targetColumn]) : undefined,
        });
        skipped++;
        continue;
      }
      const cell = this.source.element(sourceRow.cells[column]);
      const row = this.target.element(targetRow);
      if (!cell || !row) {
        skipped++;
        continue;
      }
      const before =
        targetColumn < targetRow.cells.length ? this.target.element(targetRow.cells[targetColumn]) : undefined;
      copies.push({ cell, before, row });
    }
    if (!copies.some((copy) => copy.cell)) return fail('no row of the target table has room for it');
    if (skipped)
      this.warn(
        'result-column',
        `Deleted ${change.place}: ${skipped} row(s) merged differently in the source got an empty cell`,
      );
    const sourceGrid = this.gridColumns(this.source.element(sourceTable.block));
    const targetTableElement = this.target.element(targetTable.block);
    const targetGrid = this.gridColumns(targetTableElement);
    const gridBefore = targetGrid?.columns[targetColumn];
    this.steps.push(() => {
      for (const { cell, before, row } of copies) {
        const names = targetPart?.names ?? WordNames.of(row);
        let copy: Element;
        if (cell) {
          copy = this.carry(row.ownerDocument!.importNode(cell, true) as Element, sourcePart, targetPart?.name ?? '');
          this.sanitize(copy);
          if (how === 'styled') this.styleBlock(copy, this.options.deleted, names);
        } else {
          copy = names.create(row.ownerDocument!, 'tc');
          copy.appendChild(names.create(row.ownerDocument!, 'p'));
        }
        if (before && before.parentNode === row) row.insertBefore(copy, before);
        else row.appendChild(copy);
      }
      for (const row of widened) {
        const cells = gridCells(row);
        const covering =
          cells.find((cell) => cell.start <= targetColumn && targetColumn < cell.start + cell.span) ??
          cells[cells.length - 1];
        if (covering) setGridSpan(covering.cell, covering.span + 1, targetPart?.names ?? WordNames.of(row));
      }
      const gridColumn = sourceGrid?.columns[column];
      if (gridColumn && targetGrid) {
        const copy = targetGrid.grid.ownerDocument!.importNode(gridColumn, true);
        if (gridBefore) targetGrid.grid.insertBefore(copy, gridBefore);
        else targetGrid.grid.appendChild(copy);
      }
    });
  }

  /**
   * A rejected inserted column: its cell leaves every row, and its grid column the grid; a cell
   * merged across it spans one column less.
   */
  private planColumnRemoval(change: EngineChange, side: ChangeSide): void {
    const column = side.blockPath[side.blockPath.length - 1];
    const located = this.target.locate({ ...side, blockPath: side.blockPath.slice(0, -2) });
    if (located?.kind !== 'block' || located.block.type !== 'table')
      return this.warn('result-column', `Inserted ${change.place}: its table was not found; the column stays`);
    const rows = located.block.rows.map((row) => this.target.element(row)).filter((row): row is Element => !!row);
    const names = this.partOfElement(side.story, this.target)?.names;
    const gridColumn = this.gridColumns(this.target.element(located.block))?.columns[column];
    // A step (not only removals) marks the package as edited.
    this.steps.push(() => {
      for (const row of rows) {
        const covering = gridCells(row).find((cell) => cell.start <= column && column < cell.start + cell.span);
        if (!covering) continue;
        if (covering.span > 1) setGridSpan(covering.cell, covering.span - 1, names ?? WordNames.of(row));
        else this.removals.push(covering.cell);
      }
      if (gridColumn) this.removals.push(gridColumn);
    });
  }

  private rowPairs(
    sourceStory: string,
    sourcePath: readonly number[],
    sourceTable: TableBlock,
    targetStory: string,
    targetPath: readonly number[],
    targetTable: TableBlock,
  ): [number, number][] | undefined {
    return keptRowPairs(
      this.changesNow,
      { story: sourceStory, blockPath: sourcePath, rows: sourceTable.rows.length },
      { story: targetStory, blockPath: targetPath, rows: targetTable.rows.length },
    );
  }

  private gridColumns(table: Element | undefined): { grid: Element; columns: Element[] } | undefined {
    const grid = table && firstW(table, 'tblGrid');
    return grid ? { grid, columns: elementChildren(grid).filter((c) => isW(c, 'gridCol')) } : undefined;
  }

  private planStory(change: EngineChange, how: 'styled' | 'tracked' | 'revert'): void {
    const story = change.kind === 'Inserted' ? this.target.stories.get(change.target?.story ?? '') : undefined;
    const removed = change.kind === 'Deleted' ? change.source?.story : undefined;
    if (removed && how !== 'styled' && /^(foot|end)note:/.test(removed)) {
      // A removed note comes back with its reference, when that was put back (carryNotes).
      this.steps.push(() => {
        if (!this.carriedNotes.has(removed))
          this.warn('result-story', `${change.kind} ${change.place}: a whole removed story is not put back`);
      });
      return;
    }
    if (removed?.startsWith('comment:') && how === 'tracked' && this.putBackComment(removed.slice('comment:'.length)))
      return;
    if (!story || how === 'revert') {
      this.warn(
        'result-story',
        `${change.kind} ${change.place}: a whole ${change.kind === 'Inserted' ? 'new' : 'removed'} story is ${how === 'revert' ? 'left as in the target' : 'not put back'}`,
      );
      return;
    }
    const paragraphs = story.blocks
      .flatMap(paragraphsOf)
      .map((p) => this.target.paragraph(p))
      .filter((p): p is ParagraphState => !!p);
    // A new comment is inserted whole: its range markers and the run holding its reference too,
    // so rejecting it takes the comment away rather than leave it empty.
    const marks =
      how === 'tracked' && story.kind === 'comment'
        ? (commentMarksOf(this.target.model, story.key.slice('comment:'.length)) ?? [])
            .map((locator) => this.target.element({ locator }))
            .filter((e): e is Element => !!e && !ancestor(e, (a) => isW(a, 'ins')))
        : [];
    this.steps.push(() => {
      for (const p of paragraphs) {
        if (how === 'styled') this.markSpans(p.spans, this.options.inserted, p);
        else {
          wrapAllRuns(p.element, this.kind('ins'), this.stamp, p.part.names);
          if (story.kind === 'comment') markParagraphMark(p.element, this.kind('ins'), this.stamp, p.part.names);
        }
      }
      for (const mark of marks) {
        const names = WordNames.of(mark);
        const wrapper = revisionElement(mark.ownerDocument!, this.kind('ins'), this.stamp, names);
        wrapSiblings(mark, mark, wrapper);
      }
    });
  }

  // ---- marking blocks --------------------------------------------------------------------------

  private styleBlock(element: Element, style: ItemStyle, names: WordNames): void {
    const paragraphs = isW(element, 'p') ? [element] : descendantsW(element, 'p');
    const allRuns: Element[] = [];
    for (const paragraph of paragraphs) {
      const runs = descendantsW(paragraph, 'r').filter((r) => !ancestor(r, (a) => isW(a, 'txbxContent'), paragraph));
      for (const run of runs) styleRun(run, style, names, this.options.frames);
      if (this.options.markNested || paragraphs.length === 1) this.addSeparatorsNamed(runs, style, names);
      allRuns.push(...runs);
    }
    if (!this.options.markNested && paragraphs.length > 1) this.addSeparatorsNamed(allRuns, style, names);
  }

  private addSeparatorsNamed(runs: readonly Element[], style: ItemStyle, names: WordNames): void {
    if (!runs.length) return;
    const document = runs[0].ownerDocument!;
    if (style.beginSeparator)
      runs[0].parentNode!.insertBefore(separatorRun(document, style.beginSeparator, runs[0], style, names), runs[0]);
    if (style.endSeparator)
      insertAfter(
        separatorRun(document, style.endSeparator, runs[runs.length - 1], style, names),
        runs[runs.length - 1],
      );
  }

  /** Tracks a whole block: paragraphs get their runs and marks wrapped, rows their w:trPr mark. */
  private trackBlock(element: Element, kind: 'ins' | 'del', names: WordNames): void {
    if (isW(element, 'p')) return this.trackParagraph(element, kind, names);
    const rows = isW(element, 'tr') ? [element] : descendantsW(element, 'tr');
    for (const row of rows) markRow(row, kind, this.stamp, names);
    for (const paragraph of isW(element, 'p') ? [element] : descendantsW(element, 'p'))
      wrapAllRuns(paragraph, kind, this.stamp, names);
  }

  private trackParagraph(paragraph: Element, kind: RevisionKind, names: WordNames, moveName?: string): void {
    wrapAllRuns(paragraph, kind, this.stamp, names);
    const inserted = kind === 'ins' || kind === 'moveTo';
    let markOn = paragraph;
    if (inserted && !followedByParagraph(paragraph)) {
      // The last paragraph of a container has no paragraph to join when its mark is rejected:
      // mark the previous paragraph's mark instead, as Word does.
      const previous = previousElement(paragraph);
      if (previous && isW(previous, 'p')) markOn = previous;
    }
    markParagraphMark(markOn, kind, this.stamp, names);
    if (moveName) {
      const side = kind === 'moveFrom' ? 'moveFrom' : 'moveTo';
      const id = this.stamp.nextId();
      const document = paragraph.ownerDocument!;
      const start = names.create(document, `${side}RangeStart`, {
        id,
        author: this.stamp.author,
        date: this.stamp.date,
        name: moveName,
      });
      const end = names.create(document, `${side}RangeEnd`, { id });
      const pPr = firstW(paragraph, 'pPr');
      paragraph.insertBefore(start, pPr ? pPr.nextSibling : paragraph.firstChild);
      paragraph.appendChild(end);
    }
  }

  // ---- places -----------------------------------------------------------------------------------

  private partOfElement(storyKey: string, side: Side): EditablePart | undefined {
    return side.partOf(storyKey);
  }

  private pointBefore(element: Element): InsertionPoint {
    return { before: element };
  }

  /** Where content that belongs before block/row `anchor` goes in the target. */
  private anchorPoint(anchor: ChangeSide | undefined): InsertionPoint | undefined {
    if (!anchor || !anchor.blockPath.length) return undefined;
    const path = anchor.blockPath;
    const index = path[path.length - 1];
    const story = this.target.stories.get(anchor.story);
    if (!story) return undefined;
    const parentPath = path.slice(0, -1);
    const depth = parentPath.length % 3;
    if (depth === 0) {
      // A block list: the story's, or a cell's.
      let list: readonly Block[] = story.blocks;
      let cellElement: Element | undefined;
      if (parentPath.length) {
        const cell = locatePath(story.blocks, parentPath);
        if (cell?.kind !== 'cell') return undefined;
        list = cell.cell.blocks;
        cellElement = this.target.element(cell.cell);
      }
      const at = list[index] ? this.target.element(list[index]) : undefined;
      if (at) {
        this.noteAlternate(at);
        return { before: at };
      }
      const last = list.length ? this.target.element(list[list.length - 1]) : undefined;
      if (last) {
        this.noteAlternate(last);
        return { after: last };
      }
      if (cellElement) return { append: cellElement };
      const part = this.target.partOf(anchor.story);
      const end = part?.end();
      if (end?.before) return { before: end.before };
      if (end?.after) return { after: end.after };
      if (end?.parent) return { append: end.parent };
      return undefined;
    }
    if (depth === 1) {
      const table = locatePath(story.blocks, parentPath);
      if (table?.kind !== 'block' || table.block.type !== 'table') return undefined;
      const rows = table.block.rows;
      const at = rows[index] ? this.target.element(rows[index]) : undefined;
      if (at) return { before: at };
      const last = rows.length ? this.target.element(rows[rows.length - 1]) : undefined;
      if (last) return { after: last };
      const tableElement = this.target.element(table.block);
      return tableElement ? { append: tableElement } : undefined;
    }
    return undefined;
  }

  /** Text boxes: remember the mc:AlternateContent around an edited element (see build). */
  private noteAlternate(element: Element): void {
    if (!ancestor(element, (a) => isW(a, 'txbxContent'))) return;
    for (let n = element.parentNode; n; n = n.parentNode) {
      if (is(n, 'mc', 'Choice') && n.parentNode && is(n.parentNode, 'mc', 'AlternateContent'))
        this.alternates.add(n.parentNode as Element);
    }
  }

  // ---- copies -----------------------------------------------------------------------------------

  /** Maps relationship ids of copied content to the target part's. */
  private carry(element: Element, sourcePart: string, targetPart: string): Element {
    const key = `${this.sourceKey}\u0000${sourcePart}\u0000${targetPart}`;
    let bridge = this.bridges.get(key);
    if (!bridge) {
      bridge = new RelationshipBridge(this.source.pkg, sourcePart, this.target.pkg, targetPart);
      this.bridges.set(key, bridge);
    }
    if (!bridge.carry(element))
      this.warn(
        'result-relationship',
        'content copied from the source refers to a relationship that could not be carried over',
      );
    return element;
  }

  /**
   * A copy from the source shows the source as the reader saw it (its own revisions accepted)
   * and brings no ids or anchors that would clash in the target: bookmarks, comment ranges,
   * note references, move ranges and paragraph ids are dropped; drawing ids renumbered.
   */
  private sanitize(element: Element, how?: 'styled' | 'tracked' | 'revert'): void {
    applyRevisionsIn(element, '', () => 'accept');
    if (how === 'tracked' || how === 'revert') this.carryNotes(element, how);
    const drop = [
      'bookmarkStart',
      'bookmarkEnd',
      'commentRangeStart',
      'commentRangeEnd',
      'commentReference',
      'footnoteReference',
      'endnoteReference',
      'permStart',
      'permEnd',
      'moveFromRangeStart',
      'moveFromRangeEnd',
      'moveToRangeStart',
      'moveToRangeEnd',
    ];
    for (const local of drop)
      for (const found of descendantsW(element, local)) if (!this.carriedReferences.has(found)) removeNode(found);
    const visit = (e: Element) => {
      for (const attribute of Array.from(e.attributes)) {
        if (attribute.localName === 'paraId' || attribute.localName === 'textId') e.removeAttributeNode(attribute);
        else if (e.localName === 'docPr' && attribute.localName === 'id' && !attribute.namespaceURI)
          e.setAttribute('id', String(++this.nextDrawingId));
      }
      for (let n = e.firstChild; n; n = n.nextSibling) if (n.nodeType === ELEMENT_NODE) visit(n as Element);
    };
    visit(element);
  }

  /**
   * Note references in content put back from the source keep their notes: each note is copied
   * into the target's notes part under a new id (as a deletion when tracked), so rejecting all
   * gives the source's references and notes back. A target without a notes part drops them.
   */
  private carryNotes(element: Element, how: 'tracked' | 'revert'): void {
    for (const kind of ['footnote', 'endnote'] as const) {
      const references = descendantsW(element, `${kind}Reference`);
      if (!references.length) continue;
      const sourcePart = this.notesPart(this.source.pkg, `${kind}s`);
      const targetName = this.notesPartName(this.target.pkg, `${kind}s`);
      const targetPart = targetName ? this.target.pkg.wholePart(targetName) : undefined;
      if (!sourcePart || !targetPart) continue;
      const names = targetPart.names;
      const notes = () => elementChildren(targetPart.root).filter((e) => isW(e, kind));
      for (const reference of references) {
        const id = names.get(reference, 'id');
        const note = elementChildren(sourcePart.root).find((e) => isW(e, kind) && names.get(e, 'id') === id);
        if (!note) continue;
        const copy = this.carry(
          targetPart.document.importNode(note, true) as Element,
          sourcePart.name,
          targetPart.name,
        );
        this.sanitize(copy);
        const next = Math.max(0, ...notes().map((e) => Number(names.get(e, 'id') ?? 0) || 0)) + 1;
        names.set(copy, 'id', String(next));
        names.set(reference, 'id', String(next));
        if (how === 'tracked')
          for (const paragraph of descendantsW(copy, 'p')) {
            wrapAllRuns(paragraph, this.kind('del'), this.stamp, names);
            markParagraphMark(paragraph, this.kind('del'), this.stamp, names);
          }
        targetPart.root.appendChild(copy);
        targetPart.markDirty();
        this.carriedReferences.add(reference);
        this.carriedNotes.add(`${kind}:${id}`);
      }
    }
  }

  /**
   * A comment the target no longer has comes back as a deletion, as Word records one: the
   * source's comment copied into the target's comments part with its text deleted, and its
   * range markers and reference put back, each inside a w:del, where they stood in the source
   * paragraph; rejecting all gives the comment back, accepting all leaves it out. Only when
   * the paragraph the comment is on reads the same in the target; false when not planned.
   */
  private putBackComment(id: string): boolean {
    const markers = (commentMarksOf(this.source.model, id) ?? [])
      .map((locator) => this.source.element({ locator }))
      .filter((e): e is Element => !!e);
    const sourceBody = this.source.stories.get('body')?.blocks ?? [];
    const targetBody = this.target.stories.get('body')?.blocks ?? [];
    if (!markers.length) return false;
    let holder: { block: ParagraphBlock; index: number } | undefined;
    sourceBody.forEach((block, index) => {
      if (holder || block.type !== 'paragraph') return;
      const element = this.source.element(block);
      if (element && markers.every((m) => ancestor(m, (a) => a === element))) holder = { block, index };
    });
    if (!holder) return false;
    const text = (block: ParagraphBlock) => block.runs.map((r) => r.text).join('');
    const wanted = text(holder.block);
    let best: number | undefined;
    targetBody.forEach((block, index) => {
      if (block.type !== 'paragraph' || text(block) !== wanted) return;
      if (best === undefined || Math.abs(index - holder!.index) < Math.abs(best - holder!.index)) best = index;
    });
    const source = this.source.paragraph(holder.block);
    const target = best === undefined ? undefined : this.target.paragraph(targetBody[best] as ParagraphBlock);
    const sourceComments = this.partOfType(this.source.pkg, 'comments');
    const comment =
      sourceComments &&
      elementChildren(sourceComments.root).find((e) => isW(e, 'comment') && sourceComments.names.get(e, 'id') === id);
    if (!source || !target || !comment || !sourceComments) return false;
    // Where each marker stands in the paragraph's text.
    const spanOf = new Map(source.spans.map((span) => [span.element, span]));
    const offsets = new Map<Element, number>();
    let offset = 0;
    const walk = (element: Element) => {
      for (const child of elementChildren(element)) {
        if (markers.includes(child)) offsets.set(child, offset);
        else if (spanOf.has(child)) offset = spanOf.get(child)!.end;
        else walk(child);
      }
    };
    walk(source.element);
    const at = [...new Set(offsets.values())];
    target.cuts.push(...at);
    this.steps.push(() => {
      const comments = this.commentsPartOfTarget();
      if (!comments) return;
      const names = comments.names;
      const used = elementChildren(comments.root).map((e) => Number(names.get(e, 'id')) || 0);
      const newId = String(Math.max(-1, ...used) + 1);
      const copy = this.carry(
        comments.document.importNode(comment, true) as Element,
        sourceComments.name,
        comments.name,
      );
      this.sanitize(copy);
      names.set(copy, 'id', newId);
      // The text alone: LibreOffice reads a deleted paragraph mark in a comment as one of the body's.
      for (const paragraph of descendantsW(copy, 'p')) wrapAllRuns(paragraph, this.kind('del'), this.stamp, names);
      comments.root.appendChild(copy);
      comments.markDirty();
      const document = target.part.documentOf(target.element);
      const bodyNames = target.part.names;
      for (const position of at) {
        const here = [...offsets].filter(([, o]) => o === position).map(([marker]) => marker);
        const copies = here.map((marker) => {
          const placed = document.importNode(marker, true) as Element;
          for (const e of [placed, ...descendantsW(placed, 'commentReference')])
            if (bodyNames.get(e, 'id') !== undefined) bodyNames.set(e, 'id', newId);
          return placed;
        });
        place(copies, insertionPoint(target.spans, position, target.element, this.stamp.nextId));
        for (const placed of copies)
          wrapSiblings(placed, placed, revisionElement(document, this.kind('del'), this.stamp, bodyNames));
      }
    });
    return true;
  }

  private partOfType(pkg: WordPackage, type: string): WholePart | undefined {
    const rel = relationshipOfType(pkg.relationships(pkg.mainPart), type);
    return rel && !rel.external && pkg.zip.has(rel.target) ? pkg.wholePart(rel.target) : undefined;
  }

  /** The target's comments part, made (with its relationship and content type) when it has none. */
  private commentsPartOfTarget(): WholePart | undefined {
    const pkg = this.target.pkg;
    const found = this.partOfType(pkg, 'comments');
    if (found) return found;
    const name = this.createdComments ?? pkg.freeName('word/comments', '.xml');
    if (!this.createdComments) {
      this.createdComments = name;
      pkg.put(
        name,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${NAMESPACES.w[0]}"></w:comments>`,
      );
      pkg.addRelationship(pkg.mainPart, `${RELATIONSHIPS}/comments`, name);
      pkg.addOverride(name, COMMENTS_CONTENT_TYPE);
    }
    return pkg.wholePart(name);
  }

  /**
   * Notes numbered and placed in the order of their marks (`mainText`: the main part's text,
   * returned with its references renumbered), as Word writes them: LibreOffice gives a part's
   * notes to the marks in order, so a note put back under a new id after the target's own would
   * otherwise be read as another mark's.
   */
  private renumberNotes(mainText: string): string {
    let text = mainText;
    for (const kind of ['footnote', 'endnote'] as const) {
      const part = this.notesPart(this.target.pkg, `${kind}s`);
      if (!part) continue;
      const reference = new RegExp(`(<(?:[\\w.-]+:)?${kind}Reference\\b[^>]*?\\bid=")([^"]*)(")`, 'g');
      const order: string[] = [];
      for (const match of text.matchAll(reference)) if (!order.includes(match[2])) order.push(match[2]);
      const names = part.names;
      const notes = elementChildren(part.root).filter((e) => isW(e, kind) && !names.get(e, 'type'));
      const ids = notes.map((note) => names.get(note, 'id') ?? '');
      const renamed = new Map<string, string>();
      [...order.filter((id) => ids.includes(id)), ...ids.filter((id) => !order.includes(id))].forEach((id, k) =>
        renamed.set(id, String(k + 1)),
      );
      if ([...renamed].every(([from, to]) => from === to)) continue;
      notes.forEach((note, k) => names.set(note, 'id', renamed.get(ids[k])!));
      const rank = (note: Element) => Number(names.get(note, 'id'));
      for (const note of [...notes].sort((x, y) => rank(x) - rank(y))) part.root.appendChild(note);
      part.markDirty();
      text = text.replace(reference, (whole, head: string, id: string, tail: string) =>
        renamed.has(id) ? `${head}${renamed.get(id)}${tail}` : whole,
      );
    }
    return text;
  }

  private notesPartName(pkg: WordPackage, type: 'footnotes' | 'endnotes'): string | undefined {
    const rel = relationshipOfType(pkg.relationships(pkg.mainPart), type);
    return rel && !rel.external && pkg.zip.has(rel.target) ? rel.target : undefined;
  }

  private notesPart(pkg: WordPackage, type: 'footnotes' | 'endnotes'): WholePart | undefined {
    const name = this.notesPartName(pkg, type);
    return name ? pkg.wholePart(name) : undefined;
  }

  private removeBlockOrRun(element: Element): void {
    const parent = element.parentNode as Element | null;
    if (!parent) return;
    if (
      (isW(element, 'p') || isW(element, 'tbl')) &&
      isW(parent, 'tc') &&
      elementChildren(parent).filter((c) => isW(c, 'p')).length <= (isW(element, 'p') ? 1 : 0)
    ) {
      // A cell must keep a paragraph: empty it instead.
      const names = WordNames.of(element);
      parent.replaceChild(names.create(element.ownerDocument!, 'p'), element);
      return;
    }
    parent.removeChild(element);
  }
}

function paragraphTextAt(side: Side, at: ChangeSide | undefined): string | undefined {
  const located = side.locate(at);
  if (located?.kind !== 'block' || located.block.type !== 'paragraph') return undefined;
  return located.block.runs.map((r) => r.text).join('');
}

const SPACE = /\s/;

/**
 * Widens [start, end) of `text` by one neighbouring white-space character when taking the range
 * out of `text` (or putting it into `other` at `at`) would otherwise not give `other`'s spacing.
 */
function widenForSpaces(text: string, start: number, end: number, other: string, at: number): [number, number] {
  const before = start > 0 && SPACE.test(text[start - 1]);
  const after = end < text.length && SPACE.test(text[end]);
  const otherBefore = at > 0 && SPACE.test(other[at - 1]);
  const otherAfter = at < other.length && SPACE.test(other[at]);
  const spaces = (before ? 1 : 0) + (after ? 1 : 0);
  const otherSpaces = (otherBefore ? 1 : 0) + (otherAfter ? 1 : 0);
  if (spaces <= otherSpaces) return [start, end];
  // Take the space on the side where the other text has none.
  if (after && !otherAfter) return [start, end + 1];
  if (before && !otherBefore) return [start - 1, end];
  return after ? [start, end + 1] : [start - 1, end];
}

function sourceRunProperties(source: ParagraphState, offset: number): Element | undefined {
  const span = source.spans.find((s) => s.start <= offset && offset < s.end);
  return span && isW(span.element, 'r') ? firstW(span.element, 'rPr') : undefined;
}

function anchorDocument(point: InsertionPoint): Document {
  const node = 'before' in point ? point.before : 'after' in point ? point.after : point.append;
  return node.ownerDocument!;
}

function previousElement(node: Node): Element | undefined {
  let n = node.previousSibling;
  while (n && n.nodeType !== ELEMENT_NODE) n = n.previousSibling;
  return (n as Element | null) ?? undefined;
}

function nextElementOf(node: Node): Element | undefined {
  let n = node.nextSibling;
  while (n && n.nodeType !== ELEMENT_NODE) n = n.nextSibling;
  return (n as Element | null) ?? undefined;
}

function followedByParagraph(paragraph: Element): boolean {
  const next = nextElementOf(paragraph);
  if (next) return isW(next, 'p') || !isW(next, 'sectPr');
  // The body is split into fragments: a body paragraph's next sibling may be in another one.
  const parent = paragraph.parentNode as Element | null;
  return !!parent && !PARAGRAPH_CONTAINERS.has(parent.localName ?? '') && !isW(parent, 'body');
}

function ensureParagraphAfterTable(table: Element, names: WordNames): void {
  const next = nextElementOf(table);
  if (next && !isW(next, 'sectPr')) return;
  const parent = table.parentNode as Element | null;
  if (!parent || (!isW(parent, 'tc') && !(next && isW(next, 'sectPr')))) return;
  insertAfter(names.create(table.ownerDocument!, 'p'), table);
}

/**
 * Changes inside a block that is itself inserted, deleted or moved are written by that block's
 * change: nested ones are skipped, except that inside a kept move a rejected text change is
 * still reverted.
 */
function coveredChanges(
  changes: readonly EngineChange[],
  rejected: ReadonlySet<number>,
): Map<number, 'skip' | 'revert-only'> {
  const result = new Map<number, 'skip' | 'revert-only'>();
  const parents: { index: number; change: EngineChange }[] = [];
  changes.forEach((change, index) => {
    if (
      (change.unit === 'paragraph' || change.unit === 'table' || change.unit === 'row' || change.unit === 'object') &&
      change.kind !== 'Modified'
    )
      parents.push({ index, change });
  });
  if (!parents.length) return result;
  const within = (inner: ChangeSide | undefined, outer: ChangeSide | undefined, strict: boolean) =>
    !!inner &&
    !!outer &&
    inner.story === outer.story &&
    outer.blockPath.length <= inner.blockPath.length - (strict ? 1 : 0) &&
    outer.blockPath.every((v, k) => inner.blockPath[k] === v);
  changes.forEach((change, index) => {
    for (const parent of parents) {
      if (parent.index === index) continue;
      const p = parent.change;
      if (p.kind === 'Moved') {
        if (within(change.target, p.target, change.unit !== 'text') && change.kind !== 'Moved') {
          result.set(index, rejected.has(parent.index) ? 'skip' : 'revert-only');
          return;
        }
        continue;
      }
      const side = p.kind === 'Inserted' ? 'target' : 'source';
      if (within(change[side], p[side], true) && (change.kind === p.kind || change.unit === 'text')) {
        result.set(index, 'skip');
        return;
      }
    }
  });
  return result;
}

/** Highest w:id in the target's story parts and highest drawing id, so new ids never collide. */
function scanIds(pkg: WordPackage): { maxId: number; maxDrawingId: number } {
  let maxId = 0;
  let maxDrawingId = 0;
  for (const name of pkg.zip.names()) {
    if (!name.startsWith('word/') || !name.endsWith('.xml')) continue;
    const text = pkg.zip.text(name) ?? '';
    for (const m of text.matchAll(/:id="(\d{1,9})"/g)) maxId = Math.max(maxId, Number(m[1]));
    for (const m of text.matchAll(/<(?:\w+:)?docPr\b[^>]*?\sid="(\d{1,9})"/g))
      maxDrawingId = Math.max(maxDrawingId, Number(m[1]));
  }
  return { maxId, maxDrawingId };
}

export function writeDocxResult(input: ResultInput): ResultOutput {
  return new ResultBuilder(input).build();
}

/** One document showing every reviewer's changes to the original as that reviewer's tracked changes. */
export function writeDocxCombined(input: CombineInput): ResultOutput {
  const [first] = input.reviewers;
  const builder = new ResultBuilder({
    format: 'docx',
    source: first,
    target: input.original,
    changes: first.changes,
    options: { ...input.options, summaryPage: false },
  });
  return builder.buildCombined(input.reviewers);
}
