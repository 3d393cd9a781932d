import type { Element, Node } from '@xmldom/xmldom';
import type { ChangeSide, EngineChange } from '../../../diff/types';
import { UnsupportedFormatError } from '../../../errors';
import type { Block, DocumentModel, ReaderWarning, ShapeBlock } from '../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput, ValidationInputs } from '../../writer';
import {
  attrNs,
  child,
  children,
  createElement,
  elementAt,
  elementChildren,
  indexPaths,
  is,
} from '../../package/xml-dom';
import { odfTextNodes, removeBlock } from '../../package/odf-dom';
import { PartStyles } from '../../shared/odf-styles';
import { PRESENTATION_ANCHOR } from '../diff';
import { locateSlideBlock, slidesData, type LocatedSlideBlock, type SlidesFamilyData } from '../model';
import { OdpPackages, validateOdpPackage } from './odp-package';
import { ParagraphEditor, wrapWholeParagraph } from './odp-text';
import { NAMESPACES } from '../../package/namespaces';
import { repairOdfPackage } from '../../package/odf-package';

export { isOdpPackage } from './odp-package';

/**
 * Result writer for OpenDocument presentations, the ODP twin of the PowerPoint writer. Impress
 * has no revision marks for slides, so the result is the target deck's content.xml edited in
 * place (every other part kept as it was): changed text in spans with added automatic text
 * styles in the ItemsStyle colours, deleted text and paragraphs put back styled, changed
 * shapes framed by a rectangle over their box, deleted shapes and slides copied back from the
 * source (with their styles and pictures) and framed, an optional summary slide. Clean mode
 * applies the accepted changes and reverts the rejected ones: text, paragraphs, shapes and
 * their geometry, inserted, deleted and moved slides.
 */

export async function writeOdpDeck(input: ResultInput): Promise<ResultOutput> {
  return repairOdfPackage(new OdpResultWriter(input).write());
}

export async function validateOdpDeck(bytes: Uint8Array, inputs?: ValidationInputs): Promise<ReaderWarning[]> {
  return validateOdpPackage(bytes, inputs);
}

const GEOMETRY = [
  ['svg', 'x'],
  ['svg', 'y'],
  ['svg', 'width'],
  ['svg', 'height'],
  ['svg', 'x1'],
  ['svg', 'y1'],
  ['svg', 'x2'],
  ['svg', 'y2'],
  ['draw', 'transform'],
] as const;
const SVG_NS = NAMESPACES.svg[0];
const DRAW_NS = NAMESPACES.draw[0];

type Located = LocatedSlideBlock;

/** Where a block goes back: before `before`, or at the end of `container` (after `after` when given). */
interface Place {
  before?: Element;
  after?: Element;
  container?: Element;
}

/** `is` without narrowing, for tests on elements already typed. */
const named = (element: Element | undefined, prefix: 'draw' | 'presentation', local: string): boolean =>
  is(element, prefix, local);

/**
 * The text a reverted change puts back, and where the removed range ends. Word changes leave
 * out the space between the changed word and its neighbour: when the source has a space there
 * that the target lacks (or the target has one the source lacks), it goes back (or goes) too.
 */
function restoredText(
  change: EngineChange,
  target: string,
  start: number,
  end: number,
  source: string | undefined,
): [string, number] {
  let text = change.kind === 'Inserted' ? '' : change.text;
  const from = change.source?.start;
  const to = change.source?.end;
  if (source === undefined || from === undefined || to === undefined) return [text, end];
  const space = (c: string | undefined) => c === ' ';
  if (change.kind === 'Inserted') {
    const doubled = space(target[start - 1]) && space(target[end]) && !(space(source[from - 1]) && space(source[from]));
    const atEdge = start === 0 && space(target[end]) && !space(source[0]);
    return ['', doubled || atEdge ? end + 1 : end];
  }
  const after = change.kind === 'Deleted' ? start : end;
  if (
    text &&
    space(source[to]) &&
    !space(target[after]) &&
    !space(text[text.length - 1]) &&
    (target[after] !== undefined || start === 0)
  )
    text = `${text} `;
  else if (text && space(source[from - 1]) && !space(target[start - 1]) && start > 0 && !space(text[0]))
    text = ` ${text}`;
  return [text, end];
}

const pt = (value: number) => `${Math.round(value * 100) / 100}pt`;

class OdpResultWriter {
  private readonly warnings: ReaderWarning[] = [];
  private readonly packages: OdpPackages;
  private readonly styles: PartStyles;
  private readonly sourceData: SlidesFamilyData;
  private readonly targetData: SlidesFamilyData;
  private readonly presentation: Element;
  private readonly targetPages = new Map<string, Element>();
  private readonly sourcePages = new Map<string, Element>();
  private readonly pageNames = new Set<string>();
  private readonly editors = new Map<Element, ParagraphEditor>();
  /** Shape and paragraph edits, resolved to elements before anything changes. */
  private readonly edits: (() => void)[] = [];
  /** Slides put back or moved (before node references resolved up front), then slides removed. */
  private readonly slideEdits: (() => void)[] = [];
  private readonly slideRemovals: (() => void)[] = [];
  private readonly clean: boolean;
  /** Target elements by the reader's locator paths, taken before any edit moves them. */
  private readonly targetIndex: Map<string, Element>;

  constructor(private readonly input: ResultInput) {
    const sourceData = slidesData(input.source.document.familyData);
    const targetData = slidesData(input.target.document.familyData);
    if (sourceData?.kind !== 'odp' || targetData?.kind !== 'odp')
      throw new UnsupportedFormatError('an OpenDocument presentation result needs two OpenDocument presentations');
    this.sourceData = sourceData;
    this.targetData = targetData;
    this.packages = new OdpPackages(input.source.bytes, input.target.bytes, {
      source: input.source.archive,
      target: input.target.archive,
    });
    this.styles = new PartStyles(this.packages.content);
    this.targetIndex = indexPaths(this.packages.content);
    // Created now, not halfway through resolving changes: marks need a place for their styles.
    this.styles.automaticStyles();
    this.clean = input.options.mode === 'clean';
    const presentation = child(
      child(this.packages.content.documentElement!, 'office', 'body'),
      'office',
      'presentation',
    );
    if (!presentation) throw new UnsupportedFormatError('the target has no office:presentation body');
    this.presentation = presentation;
    for (const entry of targetData.slides) {
      const page = entry.path !== undefined ? this.targetIndex.get(entry.path) : undefined;
      if (page) this.targetPages.set(entry.key, page);
    }
    for (const entry of sourceData.slides) {
      const page = entry.path !== undefined ? elementAt(this.packages.sourceContent, entry.path) : undefined;
      if (page) this.sourcePages.set(entry.key, page);
    }
    for (const page of children(presentation, 'draw', 'page')) {
      const name = attrNs(page, 'draw', 'name');
      if (name) this.pageNames.add(name);
    }
  }

  write(): ResultOutput {
    const { options, changes } = this.input;
    if (options.mode === 'tracked')
      this.warnings.push({
        code: 'no-tracked-changes',
        message: 'Impress has no revision marks for slides; the result shows the changes as styled marks instead',
      });
    changes.forEach((change, index) => {
      if (this.clean && !options.rejected.has(index)) return;
      const story = change.source?.story ?? change.target?.story ?? '';
      if (change.unit === 'story' && story.startsWith('slide:')) this.slideChange(change);
      else if (change.unit === 'story' && story.startsWith('notes:')) this.notesChange(change);
      else if (this.clean) this.revertChange(change);
      else this.markChange(change);
    });
    for (const editor of this.editors.values()) editor.apply();
    for (const edit of this.edits) edit();
    for (const edit of this.slideEdits) edit();
    for (const edit of this.slideRemovals) edit();
    if (!this.clean && options.summaryPage) this.appendSummarySlide();
    return { bytes: this.packages.save(), warnings: this.warnings };
  }

  // -------------------------------------------------------------------------------------------
  // Finding things

  private model(side: 'source' | 'target'): DocumentModel {
    return this.input[side].document;
  }

  private locate(side: 'source' | 'target', change: ChangeSide | undefined): Located | undefined {
    return change && locateSlideBlock(this.model(side), change.story, change.blockPath);
  }

  /** The element at a reader's locator path, in the file as it was read. */
  private at(side: 'source' | 'target', path: string | undefined): Element | undefined {
    if (path === undefined) return undefined;
    return side === 'source' ? elementAt(this.packages.sourceContent, path) : this.targetIndex.get(path);
  }

  private element(
    side: 'source' | 'target',
    block: { locator?: { part: string; path: string } } | undefined,
  ): Element | undefined {
    const locator = block?.locator;
    if (!locator || locator.part !== 'content.xml') return undefined;
    return this.at(side, locator.path);
  }

  /** The page (or notes page) element a target story is drawn on. */
  private pageOf(story: string): Element | undefined {
    if (story.startsWith('notes:')) return this.targetPages.get(story.slice('notes:'.length));
    return this.targetPages.get(story);
  }

  /** Where a block at `side` (an anchor: before the block at the path, or at the end of its list) goes in the target. */
  private placeOf(side: ChangeSide | undefined): Place | undefined {
    if (!side || !side.blockPath.length) return undefined;
    const index = side.blockPath[side.blockPath.length - 1];
    const parentPath = side.blockPath.slice(0, -1);
    let list: readonly Block[] | undefined;
    let container: Element | undefined;
    if (!parentPath.length) {
      list = this.model('target').stories.find((s) => s.key === side.story)?.blocks;
      const page = this.pageOf(side.story);
      container = side.story.startsWith('notes:') ? child(page, 'presentation', 'notes') : page;
    } else {
      const parent = this.locate('target', { story: side.story, blockPath: parentPath });
      if (parent?.block.type === 'shape') {
        list = parent.block.blocks;
        const shape = this.element('target', parent.block);
        container = shape && is(shape, 'draw', 'frame') ? child(shape, 'draw', 'text-box') : shape;
      } else if (parent?.block.type === 'table') {
        return undefined;
      } else {
        // Inside a table cell: the path ends with table, row, cell, block.
        const tablePath = side.blockPath.slice(0, -3);
        const table = this.locate('target', { story: side.story, blockPath: tablePath });
        if (table?.block.type !== 'table') return undefined;
        const cell =
          table.block.rows[side.blockPath[side.blockPath.length - 3]]?.cells[side.blockPath[side.blockPath.length - 2]];
        list = cell?.blocks;
        container = this.element('target', cell);
      }
    }
    if (!list || !container) return undefined;
    const before = this.element('target', list[index]);
    if (before) return { before };
    const last = list.length ? this.element('target', list[list.length - 1]) : undefined;
    return last ? { after: last } : { container };
  }

  private put(place: Place, element: Element) {
    if (place.before) place.before.parentNode!.insertBefore(element, place.before);
    else if (place.after) place.after.parentNode!.insertBefore(element, place.after.nextSibling);
    else if (
      place.container &&
      (named(place.container, 'draw', 'page') || named(place.container, 'presentation', 'notes'))
    )
      this.appendShape(place.container, element);
    // A custom shape's text comes before its geometry (the schema's order).
    else place.container?.insertBefore(element, child(place.container, 'draw', 'enhanced-geometry') ?? null);
  }

  /** Adds a shape to a page after its other shapes, before its notes and animations. */
  private appendShape(page: Element, shape: Node) {
    const trailing = elementChildren(page).find(
      (e) =>
        named(e, 'presentation', 'notes') ||
        named(e, 'presentation', 'animations') ||
        e.localName === 'animations' ||
        e.localName === 'par' ||
        e.localName === 'seq',
    );
    page.insertBefore(shape, trailing ?? null);
  }

  private editor(paragraph: Element): ParagraphEditor {
    let editor = this.editors.get(paragraph);
    if (!editor) {
      editor = new ParagraphEditor(paragraph);
      this.editors.set(paragraph, editor);
    }
    return editor;
  }

  private warnUnmarked(change: EngineChange) {
    this.warnings.push({
      code: 'unmarked-change',
      message: `a change could not be ${this.clean ? 'reverted' : 'marked'} in the result (${change.kind} at ${change.place})`,
    });
  }

  /** The editor of a target paragraph whose text reads as the model says, or a warning. */
  private paragraphEditor(change: EngineChange, found: Located | undefined): ParagraphEditor | undefined {
    if (found?.block.type !== 'paragraph') return undefined;
    const paragraph = this.element('target', found.block);
    if (!paragraph) return undefined;
    const editor = this.editor(paragraph);
    const expected = found.block.runs.map((r) => r.text).join('');
    if (editor.text !== expected) {
      this.warnings.push({
        code: 'unmarked-change',
        message: `a paragraph does not read as the comparison saw it; a change is not ${this.clean ? 'reverted' : 'marked'} (${change.place})`,
      });
      return undefined;
    }
    return editor;
  }

  // -------------------------------------------------------------------------------------------
  // Styles and marks

  private textStyle(kind: 'inserted' | 'deleted' | 'changed'): string {
    return this.styles.textStyle(`dd-${kind}`, this.input.options[kind]);
  }

  private styleFor(change: EngineChange): 'inserted' | 'deleted' | 'changed' {
    return change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed';
  }

  private colour(kind: 'inserted' | 'deleted' | 'changed'): string {
    return this.input.options[kind].fontColor ?? { inserted: '0000FF', deleted: 'FF0000', changed: '008000' }[kind];
  }

  private readonly graphicStyles = new Map<string, string>();

  private graphicStyle(key: string, properties: Record<string, string>): string {
    const cached = this.graphicStyles.get(key);
    if (cached) return cached;
    const name = this.styles.unique('dd-mark');
    this.styles.add(
      createElement(this.packages.content, 'style:style', { 'style:name': name, 'style:family': 'graphic' }, [
        createElement(this.packages.content, 'style:graphic-properties', properties),
      ]),
    );
    this.graphicStyles.set(key, name);
    return name;
  }

  /** A rectangle in the change colour drawn over a box of a page (no fill: the shape stays visible). */
  private frameBox(
    page: Element,
    box: { x: number; y: number; width: number; height: number },
    colour: string,
    width = 2.25,
  ) {
    const style = this.graphicStyle(`frame:${colour}:${width}`, {
      'draw:stroke': 'solid',
      'svg:stroke-color': `#${colour}`,
      'svg:stroke-width': pt(width),
      'draw:fill': 'none',
      'draw:shadow': 'hidden',
    });
    const rect = createElement(this.packages.content, 'draw:rect', {
      'draw:style-name': style,
      'draw:name': 'docdelta mark',
      'draw:layer': 'layout',
      'svg:x': pt(box.x),
      'svg:y': pt(box.y),
      'svg:width': pt(box.width),
      'svg:height': pt(box.height),
    });
    this.appendShape(page, rect);
  }

  /** Text that was deleted, as a styled span with the ItemsStyle separators. */
  private deletedSpan(text: string): () => Node[] {
    const style = this.input.options.deleted;
    return () => [
      createElement(
        this.packages.content,
        'text:span',
        { 'text:style-name': this.textStyle('deleted') },
        odfTextNodes(this.packages.content, `${style.beginSeparator}${text}${style.endSeparator}`),
      ),
    ];
  }

  /** A label at the top left of a slide, and a frame around the whole slide when asked. */
  private label(page: Element, text: string, colour: string, frame: boolean) {
    const size = this.targetData.slideSize;
    if (frame) this.frameBox(page, { x: 3, y: 3, width: size.width - 6, height: size.height - 6 }, colour, 6);
    const document = this.packages.content;
    const boxStyle = this.graphicStyle(`label:${colour}`, {
      'draw:stroke': 'solid',
      'svg:stroke-color': `#${colour}`,
      'svg:stroke-width': pt(1.5),
      'draw:fill': 'solid',
      'draw:fill-color': '#FFFFFF',
      'draw:shadow': 'hidden',
      'draw:auto-grow-height': 'false',
      'draw:textarea-vertical-align': 'middle',
      'fo:padding': '4pt',
    });
    const item: ItemStyle = {
      fontColor: colour,
      bold: true,
      italic: false,
      strikeThrough: false,
      underline: false,
      beginSeparator: '',
      endSeparator: '',
    };
    const textStyle = this.styles.textStyle(`dd-label-${colour}`, item);
    const span = createElement(document, 'text:span', { 'text:style-name': textStyle }, [text]);
    const paragraph = createElement(document, 'text:p', {}, [span]);
    const labelFrame = createElement(
      document,
      'draw:frame',
      {
        'draw:style-name': boxStyle,
        'draw:name': 'docdelta label',
        'draw:layer': 'layout',
        'svg:x': pt(12),
        'svg:y': pt(12),
        'svg:width': pt(Math.min(360, size.width - 24)),
        'svg:height': pt(28),
      },
      [createElement(document, 'draw:text-box', {}, [paragraph])],
    );
    this.appendShape(page, labelFrame);
  }

  // -------------------------------------------------------------------------------------------
  // Slides

  private slideNumber(data: SlidesFamilyData, key: string | undefined): number {
    return data.slides.find((s) => s.key === key)?.number ?? 0;
  }

  /** The target page a slide-level anchor names (undefined: at the end of the deck). */
  private anchorPage(change: EngineChange): Element | undefined {
    const index = change.anchor?.story === PRESENTATION_ANCHOR ? change.anchor.blockPath[0] : undefined;
    const key = index === undefined ? undefined : this.targetData.slides[index]?.key;
    return key ? this.targetPages.get(key) : undefined;
  }

  private insertPage(page: Element, before: Element | undefined) {
    if (before) {
      this.presentation.insertBefore(page, before);
      return;
    }
    const pages = children(this.presentation, 'draw', 'page');
    const last = pages[pages.length - 1];
    this.presentation.insertBefore(page, last ? last.nextSibling : (elementChildren(this.presentation)[0] ?? null));
  }

  private uniquePageName(page: Element) {
    const name = attrNs(page, 'draw', 'name');
    if (!name || !this.pageNames.has(name)) {
      if (name) this.pageNames.add(name);
      return;
    }
    let candidate = `${name} (deleted)`;
    for (let n = 2; this.pageNames.has(candidate); n++) candidate = `${name} (deleted ${n})`;
    this.pageNames.add(candidate);
    page.setAttributeNS(DRAW_NS, page.getAttributeNodeNS(DRAW_NS, 'name')?.name ?? 'draw:name', candidate);
  }

  private slideChange(change: EngineChange) {
    const { options } = this.input;
    if (change.kind === 'Deleted') {
      if (!this.clean && !options.showDeleted) return;
      const sourcePage = this.sourcePages.get(change.source!.story);
      if (!sourcePage) return this.warnUnmarked(change);
      const before = this.anchorPage(change);
      const number = this.slideNumber(this.sourceData, change.source!.story);
      this.slideEdits.push(() => {
        const copy = this.packages.importFromSource(sourcePage);
        this.uniquePageName(copy);
        this.insertPage(copy, before);
        if (!this.clean) this.label(copy, `Deleted slide (was slide ${number})`, this.colour('deleted'), true);
      });
      return;
    }
    const page = this.targetPages.get(change.target!.story);
    if (!page) return this.warnUnmarked(change);
    if (change.kind === 'Inserted') {
      if (this.clean) this.slideRemovals.push(() => page.parentNode?.removeChild(page));
      else this.edits.push(() => this.label(page, 'Inserted slide', this.colour('inserted'), true));
    } else if (change.kind === 'Moved') {
      if (this.clean) {
        const before = this.anchorPage(change);
        this.slideEdits.push(() => this.insertPage(page, before));
      } else {
        const from = this.slideNumber(this.sourceData, change.source?.story);
        this.edits.push(() => this.label(page, `Moved slide (was slide ${from})`, this.colour('changed'), false));
      }
    }
  }

  private notesChange(change: EngineChange) {
    const key = (change.target ?? change.source)!.story;
    const slideKey = key.slice('notes:'.length);
    if (change.kind === 'Inserted') {
      const page = this.pageOf(key);
      const notes = child(page, 'presentation', 'notes');
      if (!notes) return this.warnUnmarked(change);
      if (this.clean) {
        this.edits.push(() => notes.parentNode?.removeChild(notes));
        return;
      }
      const story = this.model('target').stories.find((s) => s.key === key);
      for (const paragraph of this.paragraphsOf(story?.blocks ?? [])) {
        const element = this.element('target', paragraph);
        if (element) this.edits.push(() => wrapWholeParagraph(element, this.textStyle('inserted')));
      }
      return;
    }
    if (change.kind === 'Deleted') {
      if (!this.clean && !this.input.options.showDeleted) return;
      const sourceNotes = child(this.sourcePages.get(slideKey), 'presentation', 'notes');
      const targetKey = this.pairedTargetSlide(slideKey);
      const targetPage = targetKey ? this.targetPages.get(targetKey) : undefined;
      if (!sourceNotes || !targetPage || child(targetPage, 'presentation', 'notes')) return this.warnUnmarked(change);
      this.edits.push(() => {
        const copy = this.packages.importFromSource(sourceNotes);
        if (!this.clean) this.wrapParagraphsIn(copy, this.textStyle('deleted'));
        targetPage.appendChild(copy);
      });
    }
  }

  /**
   * The target slide a source slide was compared with: slides neither inserted, deleted nor
   * moved pair in order (the differ aligns them monotonically), moved ones as the change says.
   */
  private pairedTargetSlide(sourceKey: string): string | undefined {
    const slideChanges = this.input.changes.filter(
      (c) => c.unit === 'story' && (c.source ?? c.target)!.story.startsWith('slide:'),
    );
    const moved = new Map(
      slideChanges.filter((c) => c.kind === 'Moved').map((c) => [c.source!.story, c.target!.story]),
    );
    if (moved.has(sourceKey)) return moved.get(sourceKey);
    const gone = new Set([
      ...slideChanges.filter((c) => c.kind === 'Deleted').map((c) => c.source!.story),
      ...moved.keys(),
    ]);
    const added = new Set([
      ...slideChanges.filter((c) => c.kind === 'Inserted').map((c) => c.target!.story),
      ...moved.values(),
    ]);
    const sources = this.sourceData.slides.map((s) => s.key).filter((k) => !gone.has(k));
    const targets = this.targetData.slides.map((s) => s.key).filter((k) => !added.has(k));
    const index = sources.indexOf(sourceKey);
    return index < 0 ? undefined : targets[index];
  }

  private paragraphsOf(blocks: readonly Block[]): Block[] {
    return blocks.flatMap((b) =>
      b.type === 'paragraph'
        ? [b]
        : b.type === 'shape'
          ? this.paragraphsOf(b.blocks)
          : b.type === 'table'
            ? b.rows.flatMap((r) => r.cells.flatMap((c) => this.paragraphsOf(c.blocks)))
            : [],
    );
  }

  // -------------------------------------------------------------------------------------------
  // Styled marks

  private markChange(change: EngineChange) {
    const { options } = this.input;
    const kind = this.styleFor(change);
    if (change.unit === 'row' && change.kind === 'Inserted') {
      const row = this.rowAt('target', change.target);
      if (!row) return this.warnUnmarked(change);
      this.edits.push(() => this.wrapParagraphsIn(row, this.textStyle('inserted')));
      return;
    }
    if (change.unit === 'row' && change.kind === 'Deleted') {
      if (options.showDeleted) this.restoreRow(change, true);
      return;
    }
    if (change.unit === 'row' || change.unit === 'column' || change.unit === 'cell' || change.unit === 'table') {
      const side = change.target ?? change.anchor;
      const shape = this.outermostShape(side);
      const page = side ? this.pageOf(side.story) : undefined;
      if (!shape?.box || !page) return this.warnUnmarked(change);
      const box = shape.box;
      this.edits.push(() => this.frameBox(page, box, this.colour(kind)));
      return;
    }
    if (change.kind !== 'Deleted' && change.target) {
      const found = this.locate('target', change.target);
      if (!found) return this.warnUnmarked(change);
      if (found.block.type === 'paragraph' && (change.unit === 'text' || change.unit === 'paragraph')) {
        const editor = this.paragraphEditor(change, found);
        if (!editor) return this.warnUnmarked(change);
        const start = change.unit === 'paragraph' ? 0 : (change.target.start ?? 0);
        const end = change.unit === 'paragraph' ? editor.text.length : (change.target.end ?? editor.text.length);
        if (change.kind === 'Modified' && change.text && options.showDeleted)
          editor.insert(start, this.deletedSpan(change.text));
        editor.wrap(start, end, this.textStyle(kind));
        return;
      }
      const shape = found.block.type === 'shape' && change.unit !== 'text' ? found.block : found.shape;
      const page = this.pageOf(change.target.story);
      if (!shape?.box || !page || change.target.story.startsWith('notes:')) return this.warnUnmarked(change);
      const box = shape.box;
      this.edits.push(() => this.frameBox(page, box, this.colour(kind)));
      return;
    }
    if (change.kind !== 'Deleted' || !options.showDeleted) return;
    if (change.unit === 'text' && change.text) {
      const side = change.target ?? change.anchor;
      const editor = this.paragraphEditor(change, this.locate('target', side));
      if (!editor) return this.warnUnmarked(change);
      const source = this.locate('source', change.source);
      const sourceText = source?.block.type === 'paragraph' ? source.block.runs.map((r) => r.text).join('') : undefined;
      const at = side!.start ?? 0;
      editor.insert(at, this.deletedSpan(restoredText(change, editor.text, at, at, sourceText)[0]));
      return;
    }
    const source = this.locate('source', change.source);
    if (change.unit === 'paragraph' && source?.block.type === 'paragraph') {
      const original = this.element('source', source.block);
      const place = this.placeOf(change.anchor ?? change.target);
      if (!original || !place) return this.warnUnmarked(change);
      const separators = options.deleted;
      this.edits.push(() => {
        const copy = this.packages.importFromSource(original);
        wrapWholeParagraph(copy, this.textStyle('deleted'));
        const span = elementChildren(copy)[0];
        if (separators.beginSeparator)
          span.insertBefore(this.packages.content.createTextNode(separators.beginSeparator), span.firstChild);
        if (separators.endSeparator) span.appendChild(this.packages.content.createTextNode(separators.endSeparator));
        this.put(place, copy);
      });
      return;
    }
    if (change.unit === 'object' && source?.block.type === 'shape') {
      const original = this.element('source', source.block);
      const place = this.placeOf(change.anchor);
      const page = change.anchor ? this.pageOf(change.anchor.story) : undefined;
      if (!original || !place || !page || change.anchor!.blockPath.length !== 1) return this.warnUnmarked(change);
      const box = source.block.box;
      this.edits.push(() => {
        this.put(place, this.packages.importFromSource(original));
        if (box) this.frameBox(page, box, this.colour('deleted'));
      });
      return;
    }
    // Rows, columns and cells of a table: the table's frame is marked.
    const anchor = this.locate('target', change.anchor ?? change.target);
    const page = change.anchor ? this.pageOf(change.anchor.story) : undefined;
    const shape = anchor?.block.type === 'shape' ? anchor.block : anchor?.shape;
    if (shape?.box && page) {
      const box = shape.box;
      this.edits.push(() => this.frameBox(page, box, this.colour('deleted')));
      return;
    }
    this.warnUnmarked(change);
  }

  // -------------------------------------------------------------------------------------------
  // Clean mode: reverting rejected changes

  private revertChange(change: EngineChange) {
    if (change.unit === 'text' || change.unit === 'paragraph') return this.revertText(change);
    if (change.unit === 'object') return this.revertShape(change);
    if (change.unit === 'row') return this.revertRow(change);
    this.warnUnmarked(change);
  }

  private revertText(change: EngineChange) {
    const side = change.target ?? change.anchor;
    const found = this.locate('target', side);
    if (change.unit === 'paragraph' && change.kind === 'Inserted') {
      const paragraph = found?.block.type === 'paragraph' ? this.element('target', found.block) : undefined;
      if (!paragraph) return this.warnUnmarked(change);
      this.edits.push(() => removeBlock(paragraph));
      return;
    }
    if (change.unit === 'paragraph' && change.kind === 'Deleted') {
      const source = this.locate('source', change.source);
      const original = source?.block.type === 'paragraph' ? this.element('source', source.block) : undefined;
      const place = this.placeOf(change.anchor ?? change.target);
      if (!original || !place) return this.warnUnmarked(change);
      this.edits.push(() => this.put(place, this.packages.importFromSource(original)));
      return;
    }
    const editor = this.paragraphEditor(change, found);
    if (!editor || !side) return this.warnUnmarked(change);
    const start = change.unit === 'paragraph' ? 0 : (side.start ?? 0);
    const end = change.unit === 'paragraph' ? editor.text.length : (side.end ?? start);
    if (change.kind === 'StyleChanged') {
      const style = change.styleChanges?.length ? this.styles.revertStyle(change.styleChanges) : undefined;
      if (!style) return this.warnUnmarked(change);
      editor.wrap(start, end, style);
      return;
    }
    const source = this.locate('source', change.source);
    const sourceText = source?.block.type === 'paragraph' ? source.block.runs.map((r) => r.text).join('') : undefined;
    const [text, removeEnd] = restoredText(change, editor.text, start, end, sourceText);
    if (change.kind !== 'Deleted') editor.remove(start, removeEnd);
    if (change.kind !== 'Inserted' && text) editor.insert(start, () => odfTextNodes(this.packages.content, text), true);
  }

  private revertShape(change: EngineChange) {
    const target = this.locate('target', change.target);
    const source = this.locate('source', change.source);
    const to = target && this.element('target', target.block);
    const from = source && this.element('source', source.block);
    if (change.kind === 'Inserted') {
      if (!to) return this.warnUnmarked(change);
      this.edits.push(() => to.parentNode?.removeChild(to));
      return;
    }
    if (change.kind === 'Deleted') {
      const place = this.placeOf(change.anchor);
      if (!from || !place) return this.warnUnmarked(change);
      this.edits.push(() => this.put(place, this.packages.importFromSource(from)));
      return;
    }
    if (!from || !to) return this.warnUnmarked(change);
    if (change.kind === 'Moved' || change.kind === 'Resized' || change.kind === 'MovedAndResized') {
      this.edits.push(() => {
        for (const [prefix, local] of GEOMETRY) {
          const value = attrNs(from, prefix, local);
          const uri = prefix === 'svg' ? SVG_NS : DRAW_NS;
          const existing = to.getAttributeNodeNS(uri, local);
          if (value === undefined) {
            if (existing) to.removeAttributeNode(existing);
          } else to.setAttributeNS(uri, existing?.name ?? `${prefix}:${local}`, value);
        }
      });
      return;
    }
    // Anything else (a picture or object replaced): the source's shape comes back whole.
    this.edits.push(() => to.parentNode?.replaceChild(this.packages.importFromSource(from, to), to));
  }

  private revertRow(change: EngineChange) {
    if (change.kind === 'Inserted') {
      const row = this.rowAt('target', change.target);
      if (!row) return this.warnUnmarked(change);
      this.edits.push(() => row.parentNode?.removeChild(row));
      return;
    }
    if (change.kind === 'Deleted') {
      this.restoreRow(change, false);
      return;
    }
    this.warnUnmarked(change);
  }

  /** The shape a side's path starts in (a table's frame, a group). */
  private outermostShape(side: ChangeSide | undefined): ShapeBlock | undefined {
    if (!side?.blockPath.length) return undefined;
    const found = this.locate('target', { story: side.story, blockPath: side.blockPath.slice(0, 1) });
    return found?.block.type === 'shape' ? found.block : undefined;
  }

  private wrapParagraphsIn(element: Element, style: string) {
    for (const paragraph of Array.from(
      element.getElementsByTagNameNS(NAMESPACES.text[0], 'p') as unknown as ArrayLike<Element>,
    ))
      wrapWholeParagraph(paragraph, style);
  }

  /** Copies a deleted table row back from the source before its anchor row, styled as deleted when marking. */
  private restoreRow(change: EngineChange, mark: boolean) {
    const original = this.rowAt('source', change.source);
    const anchor = change.anchor;
    if (!original || !anchor) return this.warnUnmarked(change);
    const before = this.rowAt('target', anchor);
    const table = this.locate('target', { story: anchor.story, blockPath: anchor.blockPath.slice(0, -1) });
    const tableElement = table?.block.type === 'table' ? this.element('target', table.block) : undefined;
    const rows = table?.block.type === 'table' ? table.block.rows : [];
    const last = rows.length ? this.at('target', rows[rows.length - 1].locator?.path) : undefined;
    if (!before && !last && !tableElement) return this.warnUnmarked(change);
    this.edits.push(() => {
      const copy = this.packages.importFromSource(original);
      if (mark) this.wrapParagraphsIn(copy, this.textStyle('deleted'));
      if (before) before.parentNode!.insertBefore(copy, before);
      else if (last) last.parentNode!.insertBefore(copy, last.nextSibling);
      else tableElement!.appendChild(copy);
    });
  }

  /** The table row a row change's side names (the path ends with the table, then the row). */
  private rowAt(side: 'source' | 'target', at: ChangeSide | undefined): Element | undefined {
    if (!at || at.blockPath.length < 2) return undefined;
    const table = this.locate(side, { story: at.story, blockPath: at.blockPath.slice(0, -1) });
    const row = table?.block.type === 'table' ? table.block.rows[at.blockPath[at.blockPath.length - 1]] : undefined;
    return this.at(side, row?.locator?.path);
  }

  // -------------------------------------------------------------------------------------------
  // Summary

  private appendSummarySlide() {
    const { changes } = this.input;
    const counts = new Map<string, number>();
    for (const change of changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
    const lines = [
      `Summary of changes: ${changes.length}`,
      ...[...counts].map(([kind, n]) => `${kind}: ${n}`),
      ...changes.slice(0, 40).map((c, i) => `${i}. ${c.kind} — ${c.place}`),
    ];
    if (changes.length > 40) lines.push(`… and ${changes.length - 40} more`);
    const document = this.packages.content;
    const size = this.targetData.slideSize;
    const plain: ItemStyle = {
      bold: false,
      italic: false,
      strikeThrough: false,
      underline: false,
      beginSeparator: '',
      endSeparator: '',
    };
    const heading = this.styles.textStyle('dd-summary-heading', { ...plain, bold: true });
    const master = this.packages.masterPages()[0];
    const paragraphs = lines.map((line, i) =>
      createElement(document, 'text:p', {}, [
        i === 0 ? createElement(document, 'text:span', { 'text:style-name': heading }, [line]) : line,
      ]),
    );
    const frameStyle = this.styles.unique('dd-summary');
    this.styles.add(
      createElement(document, 'style:style', { 'style:name': frameStyle, 'style:family': 'graphic' }, [
        createElement(document, 'style:graphic-properties', {
          'draw:stroke': 'none',
          'draw:fill': 'none',
          'draw:auto-grow-height': 'false',
          'draw:textarea-vertical-align': 'top',
        }),
        createElement(document, 'style:text-properties', { 'fo:font-size': lines.length > 20 ? '9pt' : '12pt' }),
      ]),
    );
    const frame = createElement(
      document,
      'draw:frame',
      {
        'draw:style-name': frameStyle,
        'draw:name': 'docdelta summary',
        'draw:layer': 'layout',
        'svg:x': pt(24),
        'svg:y': pt(24),
        'svg:width': pt(size.width - 48),
        'svg:height': pt(size.height - 48),
      },
      [createElement(document, 'draw:text-box', {}, paragraphs)],
    );
    let name = 'docdelta summary';
    for (let n = 2; this.pageNames.has(name); n++) name = `docdelta summary ${n}`;
    const page = createElement(
      document,
      'draw:page',
      { 'draw:name': name, ...(master ? { 'draw:master-page-name': master } : {}) },
      [frame],
    );
    this.insertPage(page, undefined);
  }
}
