import { ZipArchive } from '../../../archive/zip';
import type { EngineChange } from '../../../diff/types';
import { CorruptDocumentError, UnsupportedFormatError } from '../../../errors';
import type { Block, DocumentModel, ReaderWarning } from '../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput, ResultOptions, ValidationInputs } from '../../writer';
import { excuseInheritedFlaws, malformedPartFlaw, type PackageFlaw } from '../../shared/inherited-flaws';
import { PRESENTATION_ANCHOR } from '../diff';
import { locateSlideBlock, slidesData, type LocatedSlideBlock, type SlidesFamilyData } from '../model';
import {
  attrNs,
  child,
  children,
  descendant,
  descendants,
  elementAt,
  elementChildren,
  is,
  parseXml,
  type Document,
  type Element,
} from '../../package/xml-dom';
import { NAMESPACES } from '../../package/namespaces';
import { parseRelationships, relationshipKind } from '../../package/opc';
import { relsPartOf } from '../../package/part-names';
import { copyPartFrom } from './package';
import { EditablePackage } from '../../package/editable-package';
import { frameTransform, insertShapeCopy, type ShapeCopier } from './shapes';
import { escapeXml } from '../../package/xml-escape';

/**
 * The result of a PresentationML deck. PowerPoint has no revision markup, so the result is
 * the target deck with marks: changed text coloured with the ItemsStyle colours, deleted text
 * put back styled, changed shapes outlined, deleted slides copied back from the source and
 * framed, an optional summary slide. Clean mode applies the accepted changes and reverts the
 * rejected ones (slides inserted or deleted, text, shape geometry).
 */

const P = NAMESPACES.p[0];
const A = NAMESPACES.a[0];
const R = NAMESPACES.r[0];
const SLIDE_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide';
const SLIDE_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';

export interface Context {
  input: ResultInput;
  options: ResultOptions;
  source: EditablePackage;
  target: EditablePackage;
  sourceData: SlidesFamilyData;
  targetData: SlidesFamilyData;
  warnings: ReaderWarning[];
  /** Parts copied from the source for restored shapes, each once. */
  copiedParts: Map<string, string>;
  /** The style of modified words, where it is not the changed style (a combined deck strikes the original's). */
  modifiedText?: ItemStyle;
}

export function writeDeck(input: ResultInput): ResultOutput {
  const sourceData = slidesData(input.source.document.familyData);
  const targetData = slidesData(input.target.document.familyData);
  if (sourceData?.kind !== 'pptx' || targetData?.kind !== 'pptx')
    throw new UnsupportedFormatError('a presentation result needs two PowerPoint decks');
  const context: Context = {
    input,
    options: input.options,
    source: new EditablePackage(ZipArchive.of(input.source.bytes, input.source.archive)),
    target: new EditablePackage(ZipArchive.of(input.target.bytes, input.target.archive)),
    sourceData,
    targetData,
    warnings: [],
    copiedParts: new Map(),
  };
  const clean = input.options.mode === 'clean';
  if (input.options.mode === 'tracked') {
    context.warnings.push({
      code: 'no-tracked-changes',
      message: 'PowerPoint has no revision marks; the result shows the changes as styled marks instead',
    });
  }
  // Resolve every element first: edits shift the element paths the locators hold.
  const edits: Edit[] = [];
  // Deleted shapes go back first, while the shapes they are placed beside are all still there.
  const restoredShapes: Edit[] = [];
  const restoredSlides: { change: EngineChange; index: number }[] = [];
  const removedSlides: string[] = [];
  input.changes.forEach((change, index) => {
    const rejected = input.options.rejected.has(index);
    if ((change.source ?? change.target)?.story.startsWith('comment:')) {
      // Comments live in parts of their own (legacy or threaded); the result keeps the target's as they are.
      if (!context.warnings.some((w) => w.code === 'comments-unchanged')) {
        context.warnings.push({
          code: 'comments-unchanged',
          message:
            "changed slide comments are listed but not marked or reverted in the result; it keeps the target deck's comments",
        });
      }
      return;
    }
    if (
      change.unit === 'story' &&
      (change.source?.story.startsWith('slide:') || change.target?.story.startsWith('slide:'))
    ) {
      if (change.kind === 'Deleted') {
        if (clean ? rejected : input.options.showDeleted) restoredSlides.push({ change, index });
      } else if (change.kind === 'Inserted') {
        if (clean && rejected) removedSlides.push(change.target!.story);
        else if (!clean) edits.push(markInsertedSlide(context, change));
      } else if (change.kind === 'Moved' && !clean) {
        edits.push(
          markSlideLabel(
            context,
            change.target!.story,
            `Moved slide (was slide ${slideNumber(context.sourceData, change.source!.story)})`,
            input.options.changed,
          ),
        );
      }
      return;
    }
    const edit = clean ? (rejected ? revertChange(context, change) : undefined) : markChange(context, change);
    if (edit) (isShapeDeletion(change) ? restoredShapes : edits).push(edit);
  });
  runEdits([...restoredShapes, ...edits]);
  for (const { change } of restoredSlides) restoreSlide(context, change, !clean);
  for (const key of removedSlides) removeSlide(context, key);
  if (!clean && input.options.summaryPage) appendSummarySlide(context);
  return { bytes: context.target.save(), warnings: context.warnings };
}

/**
 * A planned change to the target deck. Edits of a paragraph's text say which range of the
 * target paragraph they touch: change offsets are into the target paragraph as it was read, and
 * an edit only shifts the text after its own start.
 */
export type Edit = (() => void) & {
  paragraph?: Element;
  start?: number;
  end?: number;
  /** The edit in two steps, for runners that style every range before any text goes in (combined decks). */
  style?: () => void;
  insert?: () => void;
};

function textEdit(
  paragraph: Element,
  start: number,
  end: number,
  steps: (() => void) | { style?: () => void; insert?: () => void },
): Edit {
  if (typeof steps === 'function') return Object.assign(steps, { paragraph, start, end });
  const run = () => {
    steps.style?.();
    steps.insert?.();
  };
  return Object.assign(run, { paragraph, start, end, ...steps });
}

/** Runs edits in plan order, except that a paragraph's text edits run together, the last range first, so earlier offsets stay true. */
function runEdits(edits: readonly Edit[]) {
  const byParagraph = new Map<Element, Edit[]>();
  for (const edit of edits)
    if (edit.paragraph) byParagraph.set(edit.paragraph, [...(byParagraph.get(edit.paragraph) ?? []), edit]);
  const done = new Set<Element>();
  for (const edit of edits) {
    if (!edit.paragraph) {
      edit();
      continue;
    }
    if (done.has(edit.paragraph)) continue;
    done.add(edit.paragraph);
    // At one start, the wider range first: a zero-width edit there then lands before the other's text instead of inside it.
    const ordered = byParagraph
      .get(edit.paragraph)!
      .map((e, index) => ({ e, index }))
      .sort((x, y) => y.e.start! - x.e.start! || y.e.end! - x.e.end! || y.index - x.index);
    for (const { e } of ordered) e();
  }
}

// ---------------------------------------------------------------------------------------------
// Finding things

export function slideNumber(data: SlidesFamilyData, key: string): number {
  return data.slides.find((s) => s.key === key)?.number ?? 0;
}

type Located = LocatedSlideBlock;

export function locate(model: DocumentModel, story: string, path: readonly number[]): Located | undefined {
  return locateSlideBlock(model, story, path);
}

export function elementOf(pkg: EditablePackage, block: Block | undefined): Element | undefined {
  const locator = block?.locator;
  if (!locator || !pkg.has(locator.part)) return undefined;
  return elementAt(pkg.xml(locator.part), locator.path);
}

// ---------------------------------------------------------------------------------------------
// Marks

export function markChange(context: Context, change: EngineChange): Edit | undefined {
  const { options } = context;
  const onTarget = change.kind !== 'Deleted' && change.target;
  if (change.kind === 'Deleted' && change.source && change.anchor?.story.startsWith('slide:') === false)
    return undefined;
  if (isShapeDeletion(change)) {
    if (!options.showDeleted) return undefined;
    const restore = restoreDeletedShape(context, change, true);
    if (restore) return restore;
  }
  if (onTarget) {
    const found = locate(context.input.target.document, change.target!.story, change.target!.blockPath);
    if (!found) return warnUnmarked(context, change);
    const style = change.kind === 'Inserted' ? options.inserted : options.changed;
    if (change.unit === 'object' || (found.block.type === 'shape' && change.unit !== 'text')) {
      const element = elementOf(context.target, found.block.type === 'shape' ? found.block : found.shape);
      if (!element) return warnUnmarked(context, change);
      return () => outlineShape(element, style.fontColor ?? 'FF0000');
    }
    if (found.block.type === 'paragraph') {
      const paragraph = elementOf(context.target, found.block);
      if (!paragraph) return warnUnmarked(context, change);
      const start = change.target!.start ?? 0;
      const end = change.target!.end ?? Number.MAX_SAFE_INTEGER;
      // Style the new text first: the deleted text put back before it would shift its offsets.
      return textEdit(paragraph, start, end, {
        style: () =>
          styleRange(paragraph, start, end, change.kind === 'Modified' ? (context.modifiedText ?? style) : style),
        insert:
          change.kind === 'Modified' && change.text && options.showDeleted
            ? () => insertDeletedText(paragraph, change.text, start, options.deleted)
            : undefined,
      });
    }
    if (found.block.type === 'table' || found.block.type === 'object') {
      const element = elementOf(context.target, found.shape);
      return element ? () => outlineShape(element, style.fontColor ?? 'FF0000') : warnUnmarked(context, change);
    }
    return warnUnmarked(context, change);
  }
  if (change.kind === 'Deleted' && options.showDeleted && change.text) {
    // Deleted text inside a paired paragraph: the target side says where it was.
    const side = change.target ?? change.anchor;
    if (!side) return undefined;
    const found = locate(context.input.target.document, side.story, side.blockPath);
    if (found?.block.type === 'paragraph') {
      const paragraph = elementOf(context.target, found.block);
      if (paragraph)
        return textEdit(paragraph, side.start ?? 0, side.start ?? 0, {
          insert: () => insertDeletedText(paragraph, change.text, side.start ?? 0, options.deleted),
        });
    }
    // A deleted paragraph or shape: note it on the nearest target shape.
    const shape =
      found?.shape ??
      (side.blockPath.length > 1
        ? locate(context.input.target.document, side.story, side.blockPath.slice(0, 1))?.block
        : undefined);
    const element = shape?.type === 'shape' ? elementOf(context.target, shape) : undefined;
    const body = element ? child(element, 'p', 'txBody') : undefined;
    if (body) return () => appendParagraph(body, change.text, options.deleted);
    return warnUnmarked(context, change);
  }
  return undefined;
}

export function warnUnmarked(context: Context, change: EngineChange): undefined {
  context.warnings.push({
    code: 'unmarked-change',
    message: `a change could not be marked in the result (${change.kind} at ${change.place})`,
  });
  return undefined;
}

function runsOf(paragraph: Element): Element[] {
  return elementChildren(paragraph).filter((e) => is(e, 'a', 'r') || is(e, 'a', 'fld') || is(e, 'a', 'br'));
}

function runText(run: Element): string {
  return is(run, 'a', 'br') ? '\n' : (child(run, 'a', 't')?.textContent ?? '');
}

function runProperties(run: Element): Element {
  let rPr = child(run, 'a', 'rPr');
  if (!rPr) {
    rPr = run.ownerDocument!.createElementNS(A, `${run.prefix ? `${run.prefix}:` : ''}rPr`);
    run.insertBefore(rPr, run.firstChild);
  }
  return rPr;
}

/** Sets an ItemStyle on run properties: colour as solid fill (before latin fonts, as the schema orders it). */
function applyStyle(rPr: Element, style: ItemStyle) {
  const prefix = rPr.prefix ? `${rPr.prefix}:` : '';
  if (style.bold) rPr.setAttribute('b', '1');
  if (style.italic) rPr.setAttribute('i', '1');
  if (style.underline) rPr.setAttribute('u', 'sng');
  if (style.strikeThrough) rPr.setAttribute('strike', 'sngStrike');
  const fill = (local: string, color: string) => {
    for (const old of elementChildren(rPr).filter((e) => e.localName === local)) rPr.removeChild(old);
    if (local === 'solidFill')
      for (const old of elementChildren(rPr).filter((e) =>
        ['noFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill'].includes(e.localName ?? ''),
      ))
        rPr.removeChild(old);
    const element = rPr.ownerDocument!.createElementNS(A, `${prefix}${local}`);
    const rgb = rPr.ownerDocument!.createElementNS(A, `${prefix}srgbClr`);
    rgb.setAttribute('val', color);
    element.appendChild(rgb);
    const order = [
      'ln',
      'noFill',
      'solidFill',
      'gradFill',
      'blipFill',
      'pattFill',
      'grpFill',
      'effectLst',
      'effectDag',
      'highlight',
      'uLnTx',
      'uLn',
      'uFillTx',
      'uFill',
      'latin',
      'ea',
      'cs',
      'sym',
      'hlinkClick',
      'hlinkMouseOver',
      'rtl',
      'extLst',
    ];
    const rank = order.indexOf(local);
    const before = elementChildren(rPr).find((e) => order.indexOf(e.localName ?? '') > rank);
    rPr.insertBefore(element, before ?? null);
  };
  if (style.fontColor) fill('solidFill', style.fontColor);
  if (style.highlightColor) fill('highlight', style.highlightColor);
}

/**
 * Splits the text run that holds `offset` strictly inside it in two, so a run boundary falls
 * there. Fields are kept whole: their text is computed by the application.
 */
function splitRunAt(paragraph: Element, offset: number) {
  let position = 0;
  for (const run of runsOf(paragraph)) {
    const text = runText(run);
    const inside = offset - position;
    position += text.length;
    if (inside <= 0) return;
    if (inside >= text.length) continue;
    const t = child(run, 'a', 't');
    if (!t || !is(run, 'a', 'r')) return;
    const head = run.cloneNode(true) as Element;
    child(head, 'a', 't')!.textContent = text.slice(0, inside);
    t.textContent = text.slice(inside);
    paragraph.insertBefore(head, run);
    return;
  }
}

/** Styles the characters [start, end) of the paragraph's text, splitting runs so nothing outside the range takes the style. */
function styleRange(paragraph: Element, start: number, end: number, style: ItemStyle) {
  splitRunAt(paragraph, start);
  splitRunAt(paragraph, end);
  let offset = 0;
  for (const run of runsOf(paragraph)) {
    const length = runText(run).length;
    if (offset < end && offset + length > start && !is(run, 'a', 'br')) applyStyle(runProperties(run), style);
    if (length === 0 && offset >= start && offset < end && !is(run, 'a', 'br')) applyStyle(runProperties(run), style);
    offset += length;
  }
}

/** Puts deleted text back as a run of its own, at the run boundary nearest to `offset`. */
function insertDeletedText(paragraph: Element, text: string, offset: number, style: ItemStyle) {
  // Split the run so the deleted text lands exactly at the offset.
  splitRunAt(paragraph, offset);
  let position = 0;
  let before: Element | null = null;
  let like: Element | undefined;
  for (const run of runsOf(paragraph)) {
    const length = runText(run).length;
    like ??= run;
    if (position + length > offset) {
      before = run;
      like = run;
      break;
    }
    position += length;
    like = run;
  }
  const document = paragraph.ownerDocument!;
  const prefix = paragraph.prefix ? `${paragraph.prefix}:` : '';
  const run = document.createElementNS(A, `${prefix}r`);
  const likeProperties: Element | undefined = like ? child(like as Element, 'a', 'rPr') : undefined;
  run.appendChild(
    likeProperties ? (likeProperties as Element).cloneNode(true) : document.createElementNS(A, `${prefix}rPr`),
  );
  const t = document.createElementNS(A, `${prefix}t`);
  t.textContent = `${style.beginSeparator}${text}${style.endSeparator}`;
  run.appendChild(t);
  applyStyle(child(run, 'a', 'rPr')!, { ...style, strikeThrough: style.strikeThrough });
  const endPara = child(paragraph, 'a', 'endParaRPr');
  paragraph.insertBefore(run, before ?? endPara ?? null);
}

function appendParagraph(body: Element, text: string, style: ItemStyle) {
  const document = body.ownerDocument!;
  const prefix = 'a:';
  const p = document.createElementNS(A, `${prefix}p`);
  const run = document.createElementNS(A, `${prefix}r`);
  const rPr = document.createElementNS(A, `${prefix}rPr`);
  rPr.setAttribute('lang', 'en-US');
  run.appendChild(rPr);
  const t = document.createElementNS(A, `${prefix}t`);
  t.textContent = `${style.beginSeparator}${text}${style.endSeparator}`;
  run.appendChild(t);
  p.appendChild(run);
  applyStyle(rPr, style);
  body.appendChild(p);
}

/** An outline in the change colour on a shape's own properties; groups and graphic frames have none and get a frame beside them. */
function outlineShape(shape: Element, color: string, dashed = false) {
  const spPr = child(shape, 'p', 'spPr');
  if (!spPr) {
    frameBeside(shape, color, dashed);
    return;
  }
  const document = shape.ownerDocument!;
  for (const old of elementChildren(spPr).filter((e) => is(e, 'a', 'ln'))) spPr.removeChild(old);
  const ln = document.createElementNS(A, 'a:ln');
  ln.setAttribute('w', '38100');
  const fill = document.createElementNS(A, 'a:solidFill');
  const rgb = document.createElementNS(A, 'a:srgbClr');
  rgb.setAttribute('val', color);
  fill.appendChild(rgb);
  ln.appendChild(fill);
  if (dashed) {
    const dash = document.createElementNS(A, 'a:prstDash');
    dash.setAttribute('val', 'dash');
    ln.appendChild(dash);
  }
  const order = [
    'xfrm',
    'custGeom',
    'prstGeom',
    'noFill',
    'solidFill',
    'gradFill',
    'blipFill',
    'pattFill',
    'grpFill',
    'ln',
  ];
  const before = elementChildren(spPr).find((e) => !order.includes(e.localName ?? ''));
  spPr.insertBefore(ln, before ?? null);
}

// ---------------------------------------------------------------------------------------------
// Slides

export function slideTree(document: Document): Element | undefined {
  return child(child(document.documentElement!, 'p', 'cSld'), 'p', 'spTree');
}

function nextShapeId(tree: Element): number {
  let max = 1;
  for (const e of Array.from(tree.getElementsByTagNameNS(P, 'cNvPr') as unknown as ArrayLike<Element>))
    max = Math.max(max, Number(e.getAttribute('id')) || 0);
  return max + 1;
}

/** A text box with a label and an optional frame around the whole slide. */
export function addLabel(
  document: Document,
  text: string,
  color: string,
  size: { width: number; height: number },
  frame: boolean,
) {
  const tree = slideTree(document);
  if (!tree) return;
  const id = nextShapeId(tree);
  const emu = (pt: number) => Math.round(pt * 12700);
  const shapes: string[] = [];
  if (frame) {
    shapes.push(
      `<p:sp><p:nvSpPr><p:cNvPr id="${id + 1}" name="docdelta frame"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(4)}" y="${emu(4)}"/><a:ext cx="${emu(size.width - 8)}" cy="${emu(size.height - 8)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln w="76200"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></p:spPr></p:sp>`,
    );
  }
  shapes.push(
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="docdelta label"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(12)}" y="${emu(12)}"/><a:ext cx="${emu(Math.min(360, size.width - 24))}" cy="${emu(28)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill><a:ln w="19050"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="1600" b="1"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:rPr><a:t>${escapeXml(text)}</a:t></a:r></a:p></p:txBody></p:sp>`,
  );
  const fragment = parseXml(`<root xmlns:p="${P}" xmlns:a="${A}">${shapes.join('')}</root>`, 'label');
  for (const shape of elementChildren(fragment.documentElement!)) tree.appendChild(document.importNode(shape, true));
}

export function slidePart(data: SlidesFamilyData, key: string): string | undefined {
  return data.slides.find((s) => s.key === key)?.part;
}

function markInsertedSlide(context: Context, change: EngineChange): () => void {
  return markSlideLabel(context, change.target!.story, 'Inserted slide', context.options.inserted, true);
}

export function markSlideLabel(
  context: Context,
  key: string,
  text: string,
  style: ItemStyle,
  frame = false,
): () => void {
  const part = slidePart(context.targetData, key);
  if (!part) return () => {};
  const document = context.target.xml(part);
  return () => addLabel(document, text, style.fontColor ?? '0000FF', context.targetData.slideSize, frame);
}

export function presentationPart(pkg: EditablePackage): string {
  const rels = parseRelationships(
    pkg.has('_rels/.rels') ? new TextDecoder().decode(pkg.bytes('_rels/.rels')) : undefined,
    '',
  );
  return (
    [...rels.values()].find((r) => relationshipKind(r.type) === 'officeDocument')?.target ?? 'ppt/presentation.xml'
  );
}

/**
 * Copies a deleted slide back from the source package and lists it where it was; `label`
 * replaces the "Deleted slide" label of a marked one. Returns the new slide part.
 */
export function restoreSlide(
  context: Context,
  change: EngineChange,
  mark: boolean,
  label?: { text: string; color: string },
): string | undefined {
  const sourcePart = slidePart(context.sourceData, change.source!.story);
  if (!sourcePart) return undefined;
  const main = presentationPart(context.target);
  const layout = [...context.target.names()].filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n)).sort()[0];
  // A map of its own: parts such as charts belong to one slide and must not be shared with a restored shape.
  const name = copyPartFrom(context.source, context.target, sourcePart, new Map(), layout);
  context.target.setOverride(name, SLIDE_CONTENT_TYPE);
  const rId = context.target.addRelationship(main, SLIDE_TYPE, name);
  const presentation = context.target.xml(main);
  const list = child(presentation.documentElement!, 'p', 'sldIdLst');
  if (!list) throw new CorruptDocumentError('the target presentation has no slide list');
  const ids = children(list, 'p', 'sldId').map((e) => Number(e.getAttribute('id')) || 0);
  const entry = presentation.createElementNS(P, `${list.prefix ? `${list.prefix}:` : ''}sldId`);
  entry.setAttribute('id', String(Math.max(255, ...ids) + 1));
  entry.setAttributeNS(R, 'r:id', rId);
  const anchorIndex =
    change.anchor?.story === PRESENTATION_ANCHOR ? (change.anchor.blockPath[0] ?? ids.length) : ids.length;
  const anchorKey = context.targetData.slides[anchorIndex]?.key;
  const anchorPart = anchorKey ? slidePart(context.targetData, anchorKey) : undefined;
  const mainRels = context.target.relationships(main);
  const before = children(list, 'p', 'sldId').find(
    (e) => mainRels.get(attrNs(e, 'r', 'id') ?? '')?.target === anchorPart,
  );
  list.insertBefore(entry, before ?? null);
  if (mark) {
    const document = context.target.xml(name);
    addLabel(
      document,
      label?.text ?? `Deleted slide (was slide ${slideNumber(context.sourceData, change.source!.story)})`,
      label?.color ?? context.options.deleted.fontColor ?? 'FF0000',
      context.targetData.slideSize,
      true,
    );
  }
  return name;
}

function removeSlide(context: Context, key: string) {
  const part = slidePart(context.targetData, key);
  if (!part) return;
  const main = presentationPart(context.target);
  const list = child(context.target.xml(main).documentElement!, 'p', 'sldIdLst');
  const rels = context.target.relationships(main);
  for (const entry of children(list, 'p', 'sldId')) {
    const id = attrNs(entry, 'r', 'id') ?? '';
    if (rels.get(id)?.target === part) {
      list!.removeChild(entry);
      context.target.removeRelationship(main, id);
    }
  }
  // The part goes too, with its notes (which point back at it).
  for (const rel of context.target.relationships(part).values()) {
    // Comment parts (legacy and threaded) belong to this slide alone.
    if (['notesSlide', 'comments'].includes(relationshipKind(rel.type)) && !rel.external) {
      context.target.remove(rel.target);
      context.target.remove(relsPartOf(rel.target));
      context.target.removeOverride(rel.target);
    }
  }
  context.target.remove(part);
  context.target.remove(relsPartOf(part));
  context.target.removeOverride(part);
}

function appendSummarySlide(context: Context) {
  const counts = new Map<string, number>();
  for (const change of context.input.changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const lines = [
    `Summary of changes: ${context.input.changes.length}`,
    ...[...counts].map(([kind, n]) => `${kind}: ${n}`),
    ...context.input.changes.slice(0, 40).map((c, i) => `${i}. ${c.kind} — ${c.place}`),
  ];
  if (context.input.changes.length > 40) lines.push(`… and ${context.input.changes.length - 40} more`);
  const main = presentationPart(context.target);
  const name = context.target.freeName('ppt/slides/slide', '.xml');
  const size = context.targetData.slideSize;
  const emu = (pt: number) => Math.round(pt * 12700);
  const paragraphs = lines
    .map(
      (line, i) =>
        `<a:p><a:r><a:rPr lang="en-US" sz="${i === 0 ? 2000 : 1000}"${i === 0 ? ' b="1"' : ''}/><a:t>${escapeXml(line)}</a:t></a:r></a:p>`,
    )
    .join('');
  context.target.put(
    name,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="docdelta summary"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(24)}" y="${emu(24)}"/><a:ext cx="${emu(size.width - 48)}" cy="${emu(size.height - 48)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`,
  );
  const layout = [...context.target.names()].filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n)).sort()[0];
  if (layout)
    context.target.addRelationship(
      name,
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout',
      layout,
    );
  context.target.setOverride(name, SLIDE_CONTENT_TYPE);
  const rId = context.target.addRelationship(main, SLIDE_TYPE, name);
  const presentation = context.target.xml(main);
  const list = child(presentation.documentElement!, 'p', 'sldIdLst')!;
  const ids = children(list, 'p', 'sldId').map((e) => Number(e.getAttribute('id')) || 0);
  const entry = presentation.createElementNS(P, `${list.prefix ? `${list.prefix}:` : ''}sldId`);
  entry.setAttribute('id', String(Math.max(255, ...ids) + 1));
  entry.setAttributeNS(R, 'r:id', rId);
  list.appendChild(entry);
}

// ---------------------------------------------------------------------------------------------
// Shapes deleted from slides that survive

export function isShapeDeletion(change: EngineChange): boolean {
  return change.kind === 'Deleted' && change.unit === 'object' && !!change.source && !!change.anchor && !change.target;
}

/** The part that holds the shapes of a slide story or of its notes. */
export function storyPart(data: SlidesFamilyData, story: string): string | undefined {
  if (story.startsWith('notes:')) return data.slides.find((s) => s.key === story.slice('notes:'.length))?.notesPart;
  return slidePart(data, story);
}

function storyBlocks(model: DocumentModel, story: string, parentPath: readonly number[]): readonly Block[] | undefined {
  if (!parentPath.length) return model.stories.find((s) => s.key === story)?.blocks;
  const parent = locate(model, story, parentPath)?.block;
  return parent?.type === 'shape' ? parent.blocks : undefined;
}

/**
 * Plans putting a deleted shape back into its slide (or group): right after the shape that
 * preceded it in the source when that one survived, otherwise before the change's anchor.
 * Undefined when the shape cannot be found; the caller falls back or warns.
 */
export function restoreDeletedShape(context: Context, change: EngineChange, mark: boolean): (() => void) | undefined {
  const source = change.source!;
  const anchor = change.anchor!;
  const sourceModel = context.input.source.document;
  const targetModel = context.input.target.document;
  const found = locate(sourceModel, source.story, source.blockPath);
  if (found?.block.type !== 'shape' || !found.block.locator) return undefined;
  const original = elementOf(context.source, found.block);
  const sourcePart = found.block.locator.part;
  const targetPart = storyPart(context.targetData, anchor.story);
  if (!original || !targetPart || !context.target.has(targetPart)) return undefined;
  const parentPath = anchor.blockPath.slice(0, -1);
  const siblings = storyBlocks(targetModel, anchor.story, parentPath);
  const container = parentPath.length
    ? elementOf(context.target, locate(targetModel, anchor.story, parentPath)?.block)
    : slideTree(context.target.xml(targetPart));
  if (!siblings || !container) return undefined;
  const before = elementOf(context.target, siblings[anchor.blockPath[anchor.blockPath.length - 1] ?? siblings.length]);
  const index = source.blockPath[source.blockPath.length - 1] ?? 0;
  const preceding =
    index > 0 ? storyBlocks(sourceModel, source.story, source.blockPath.slice(0, -1))?.[index - 1] : undefined;
  const survivor =
    preceding?.type === 'shape' && preceding.id !== undefined
      ? siblings.find((b) => b.type === 'shape' && b.id === preceding.id && (b.name ?? '') === (preceding.name ?? ''))
      : undefined;
  const after = elementOf(context.target, survivor);
  const box = !parentPath.length && found.block.placeholder ? found.block.box : undefined;
  const copier = shapeCopier(context);
  return () => {
    const copy = insertShapeCopy(copier, { original, sourcePart, targetPart, container, after, before, box });
    if (mark && copy) markRestoredShape(copy, context.options.deleted);
  };
}

const copiers = new WeakMap<Context, ShapeCopier>();

function shapeCopier(context: Context): ShapeCopier {
  let copier = copiers.get(context);
  if (!copier) {
    const layoutFallback = [...context.target.names()]
      .filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n))
      .sort()[0];
    copier = {
      source: context.source,
      target: context.target,
      copiedParts: context.copiedParts,
      layoutFallback,
      warnings: context.warnings,
    };
    copiers.set(context, copier);
  }
  return copier;
}

/** A restored shape in the deleted style: its text styled, a dashed outline on it (or a frame beside it, for frames and groups). */
function markRestoredShape(shape: Element, style: ItemStyle) {
  const color = style.fontColor ?? 'FF0000';
  for (const run of [...descendants(shape, 'a', 'r'), ...descendants(shape, 'a', 'fld')])
    applyStyle(runProperties(run), { ...style, beginSeparator: '', endSeparator: '' });
  outlineShape(shape, color, true);
}

const SHAPE_FRAME = 'docdelta shape frame';

/** A rectangle in the change colour over the box of a shape that cannot be outlined itself, placed right after it. */
function frameBeside(shape: Element, color: string, dashed: boolean) {
  const xfrm = frameTransform(shape);
  const off = child(xfrm, 'a', 'off');
  const ext = child(xfrm, 'a', 'ext');
  let tree: Element | null = shape;
  while (tree && tree.localName !== 'spTree') tree = tree.parentNode as Element | null;
  if (!off || !ext || !tree) return;
  // One frame per shape: a later mark of the same shape replaces the earlier one.
  let next = shape.nextSibling;
  while (next && next.nodeType !== 1) next = next.nextSibling;
  if (
    next &&
    is(next, 'p', 'sp') &&
    child(child(next, 'p', 'nvSpPr'), 'p', 'cNvPr')?.getAttribute('name') === SHAPE_FRAME
  )
    shape.parentNode!.removeChild(next);
  const fragment = parseXml(
    `<p:sp xmlns:p="${P}" xmlns:a="${A}"><p:nvSpPr><p:cNvPr id="${nextShapeId(tree)}" name="${SHAPE_FRAME}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${off.getAttribute('x') ?? 0}" y="${off.getAttribute('y') ?? 0}"/><a:ext cx="${ext.getAttribute('cx') ?? 0}" cy="${ext.getAttribute('cy') ?? 0}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln w="38100"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill>${dashed ? '<a:prstDash val="dash"/>' : ''}</a:ln></p:spPr></p:sp>`,
    'frame',
  );
  shape.parentNode!.insertBefore(shape.ownerDocument!.importNode(fragment.documentElement!, true), shape.nextSibling);
}

// ---------------------------------------------------------------------------------------------
// Clean mode: reverting rejected changes

function revertChange(context: Context, change: EngineChange): Edit | undefined {
  const targetModel = context.input.target.document;
  const sourceModel = context.input.source.document;
  if (change.unit === 'text' || change.unit === 'paragraph') {
    const side = change.target ?? change.anchor;
    const found = side && locate(targetModel, side.story, side.blockPath);
    if (found?.block.type === 'paragraph') {
      const paragraph = elementOf(context.target, found.block);
      if (!paragraph) return warnUnmarked(context, change);
      if (change.unit === 'paragraph' && change.kind === 'Inserted')
        return () => paragraph.parentNode?.removeChild(paragraph);
      const start = side!.start ?? 0;
      const end = change.kind === 'Deleted' ? start : (side!.end ?? Number.MAX_SAFE_INTEGER);
      const sourceParagraph =
        change.source && change.source.start !== undefined
          ? locate(sourceModel, change.source.story, change.source.blockPath)
          : undefined;
      const original =
        sourceParagraph?.block.type === 'paragraph' ? elementOf(context.source, sourceParagraph.block) : undefined;
      if (original && change.source!.end !== undefined) {
        const range = withDifferingSpaces(
          paragraphText(paragraph),
          start,
          end,
          paragraphText(original),
          change.source!.start!,
          change.source!.end,
        );
        return textEdit(paragraph, range.target[0], range.target[1], () =>
          replaceWithSourceRuns(paragraph, range.target, original, range.source),
        );
      }
      return textEdit(paragraph, start, end, () => spliceText(paragraph, start, end, change.text));
    }
    if (change.kind === 'Deleted' && change.unit === 'paragraph' && found?.shape?.type === 'shape') {
      const shape = elementOf(context.target, found.shape);
      const body = shape && child(shape, 'p', 'txBody');
      const sourceParagraph = change.source && locate(sourceModel, change.source.story, change.source.blockPath);
      const original = sourceParagraph ? elementOf(context.source, sourceParagraph.block) : undefined;
      if (body && original) return () => body.appendChild(body.ownerDocument!.importNode(original, true));
    }
    return warnUnmarked(context, change);
  }
  if (change.unit === 'object' && change.source && change.target) {
    const a = locate(sourceModel, change.source.story, change.source.blockPath);
    const b = locate(targetModel, change.target.story, change.target.blockPath);
    const from = a && elementOf(context.source, a.block);
    const to = b && elementOf(context.target, b.block);
    if (!from || !to) return warnUnmarked(context, change);
    if (change.kind === 'Moved' || change.kind === 'Resized' || change.kind === 'MovedAndResized') {
      return () => {
        const xfrmFrom = transformOf(from);
        const xfrmTo = transformOf(to);
        if (xfrmFrom && xfrmTo) xfrmTo.parentNode!.replaceChild(to.ownerDocument!.importNode(xfrmFrom, true), xfrmTo);
      };
    }
    return warnUnmarked(context, change);
  }
  if (change.kind === 'StyleChanged' && change.unit === 'table' && change.source && change.target) {
    // A table's own style lives in a:tblPr (style id, banding flags): the source's comes back whole.
    const from = elementOf(context.source, locate(sourceModel, change.source.story, change.source.blockPath)?.block);
    const to = elementOf(context.target, locate(targetModel, change.target.story, change.target.blockPath)?.block);
    const table = (e: Element | undefined) => (e && is(e, 'a', 'tbl') ? e : e && descendant(e, 'a', 'tbl'));
    const [tableFrom, tableTo] = [table(from), table(to)];
    if (!tableFrom || !tableTo) return warnUnmarked(context, change);
    return () => {
      const [propertiesFrom, propertiesTo] = [child(tableFrom, 'a', 'tblPr'), child(tableTo, 'a', 'tblPr')];
      if (propertiesTo) tableTo.removeChild(propertiesTo);
      if (propertiesFrom)
        tableTo.insertBefore(tableTo.ownerDocument!.importNode(propertiesFrom, true), tableTo.firstChild);
      const styleId = child(propertiesFrom, 'a', 'tableStyleId')?.textContent?.trim();
      if (styleId) copyTableStyle(context, styleId);
    };
  }
  if (isShapeDeletion(change)) return restoreDeletedShape(context, change, false) ?? warnUnmarked(context, change);
  if (change.unit === 'object' && change.kind === 'Inserted' && change.target) {
    const b = locate(targetModel, change.target.story, change.target.blockPath);
    const element = b && elementOf(context.target, b.block);
    return element ? () => element.parentNode?.removeChild(element) : warnUnmarked(context, change);
  }
  return warnUnmarked(context, change);
}

function tableStylesPart(pkg: EditablePackage): string | undefined {
  const target = [...pkg.relationships(presentationPart(pkg)).values()].find(
    (r) => relationshipKind(r.type) === 'tableStyles',
  )?.target;
  return target && pkg.has(target) ? target : undefined;
}

/** A table style the source deck defines and the target does not goes into the target's table styles, so the restored style id means the same. */
function copyTableStyle(context: Context, styleId: string) {
  const [sourcePart, targetPart] = [tableStylesPart(context.source), tableStylesPart(context.target)];
  const definitionIn = (list: Element) =>
    children(list, 'a', 'tblStyle').find((s) => s.getAttribute('styleId') === styleId);
  const targetList = targetPart && context.target.xml(targetPart).documentElement;
  const definition = sourcePart && definitionIn(context.source.xml(sourcePart).documentElement!);
  if (!targetList || definitionIn(targetList)) return;
  if (!definition) {
    context.warnings.push({
      code: 'table-style-missing',
      message: `the table style ${styleId} put back on a table is not defined in the result`,
    });
    return;
  }
  targetList.appendChild(targetList.ownerDocument!.importNode(definition, true));
}

function transformOf(shape: Element): Element | undefined {
  return (
    child(child(shape, 'p', 'spPr'), 'a', 'xfrm') ??
    child(shape, 'p', 'xfrm') ??
    child(child(shape, 'p', 'grpSpPr'), 'a', 'xfrm')
  );
}

export function paragraphText(paragraph: Element): string {
  return runsOf(paragraph).map(runText).join('');
}

/**
 * The diff leaves white space outside a change, but a deleted word often took its space with it
 * ("hij klm" → "hij" is "klm" deleted at the end). Where the spaces just before or after the change
 * differ between the sides, they join the range, so reverting gives back the source's spaces.
 */
export function withDifferingSpaces(
  target: string,
  targetStart: number,
  targetEnd: number,
  source: string,
  sourceStart: number,
  sourceEnd: number,
): { target: [number, number]; source: [number, number] } {
  const spacesBefore = (text: string, at: number) => {
    let k = Math.min(at, text.length);
    while (k > 0 && /\s/.test(text[k - 1])) k--;
    return k;
  };
  const spacesAfter = (text: string, at: number) => {
    let k = Math.min(at, text.length);
    while (k < text.length && /\s/.test(text[k])) k++;
    return k;
  };
  const range = {
    target: [Math.min(targetStart, target.length), Math.min(targetEnd, target.length)] as [number, number],
    source: [sourceStart, sourceEnd] as [number, number],
  };
  const [tb, sb] = [spacesBefore(target, range.target[0]), spacesBefore(source, sourceStart)];
  if (target.slice(tb, range.target[0]) !== source.slice(sb, sourceStart))
    [range.target[0], range.source[0]] = [tb, sb];
  const [ta, sa] = [spacesAfter(target, range.target[1]), spacesAfter(source, sourceEnd)];
  if (target.slice(range.target[1], ta) !== source.slice(sourceEnd, sa)) [range.target[1], range.source[1]] = [ta, sa];
  return range;
}

/** Replaces [start, end) of the target paragraph with copies of the source paragraph's runs over its range: the source's text and formatting both come back. */
function replaceWithSourceRuns(
  paragraph: Element,
  [start, end]: [number, number],
  original: Element,
  [sourceStart, sourceEnd]: [number, number],
) {
  splitRunAt(paragraph, start);
  splitRunAt(paragraph, end);
  let offset = 0;
  let before: Element | null = null;
  for (const run of runsOf(paragraph)) {
    const length = runText(run).length;
    if (offset >= start && offset + length <= end && (length > 0 || offset < end)) paragraph.removeChild(run);
    else if (offset >= end && !before) before = run;
    offset += length;
  }
  const sourceCopy = original.cloneNode(true) as Element;
  splitRunAt(sourceCopy, sourceStart);
  splitRunAt(sourceCopy, sourceEnd);
  before ??= child(paragraph, 'a', 'endParaRPr') ?? null;
  offset = 0;
  for (const run of runsOf(sourceCopy)) {
    const length = runText(run).length;
    if (offset >= sourceStart && offset + length <= sourceEnd && length > 0)
      paragraph.insertBefore(paragraph.ownerDocument!.importNode(run, true), before);
    offset += length;
  }
}

/** Replaces [start, end) of a paragraph's text with `replacement`, keeping the runs' formatting. */
function spliceText(paragraph: Element, start: number, end: number, replacement: string) {
  let offset = 0;
  let placed = false;
  for (const run of runsOf(paragraph)) {
    const text = runText(run);
    const runStart = offset;
    const runEnd = offset + text.length;
    offset = runEnd;
    const t = child(run, 'a', 't');
    if (!t) continue;
    if (runEnd < start || runStart > end) continue;
    if (runEnd === start && !placed && start !== end) continue;
    const keepHead = text.slice(0, Math.max(0, start - runStart));
    const keepTail = text.slice(Math.min(text.length, Math.max(0, end - runStart)));
    t.textContent = placed ? keepHead + keepTail : keepHead + replacement + keepTail;
    placed = true;
  }
  if (!placed && replacement) {
    const runs = runsOf(paragraph).filter((r) => child(r, 'a', 't'));
    const last = runs[runs.length - 1];
    if (last) child(last, 'a', 't')!.textContent += replacement;
  }
}

// ---------------------------------------------------------------------------------------------
// Validation

/**
 * Checks a written deck: every XML part parses, the content types cover every part and name no
 * missing one, relationships point to parts that exist, slide ids and shape ids are unique.
 * Flaws the `inputs` decks already had are excused and returned as warnings.
 */
export function validateDeck(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  return excuseInheritedFlaws(deckFlaws(bytes, inputs?.archives?.result), inputs, deckFlaws);
}

/**
 * The flaws of a deck a viewer gets over (a part without a content type or named by one but
 * absent, a relationship to nothing, a doubled id); a deck that is no presentation at all, or a
 * part that does not parse, throws.
 */
function deckFlaws(bytes: Uint8Array, archive?: ZipArchive): PackageFlaw[] {
  const flaws: PackageFlaw[] = [];
  const zip = ZipArchive.of(bytes, archive);
  const types = zip.text('[Content_Types].xml');
  if (!types) throw new CorruptDocumentError('the result has no [Content_Types].xml');
  // Parts without a content type can only be told when [Content_Types].xml itself parses.
  let typesRoot: Element | undefined;
  try {
    typesRoot = parseXml(types, '[Content_Types].xml').documentElement!;
  } catch (error) {
    flaws.push(malformedPartFlaw(error));
  }
  const typeEntries = typesRoot ? elementChildren(typesRoot) : [];
  const overrides = new Set(
    typeEntries.filter((e) => e.localName === 'Override').map((e) => (e.getAttribute('PartName') ?? '').slice(1)),
  );
  const defaults = new Set(
    typeEntries.filter((e) => e.localName === 'Default').map((e) => (e.getAttribute('Extension') ?? '').toLowerCase()),
  );
  for (const name of zip.names()) {
    if (name.endsWith('/')) continue;
    if ((name.endsWith('.xml') && name !== '[Content_Types].xml') || name.endsWith('.rels')) {
      try {
        parseXml(zip.text(name) ?? '', name);
      } catch (error) {
        flaws.push(malformedPartFlaw(error));
        continue;
      }
    }
    if (
      typesRoot &&
      name !== '[Content_Types].xml' &&
      !overrides.has(name) &&
      !defaults.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase())
    ) {
      flaws.push({ key: `untyped:${name}`, message: `the part '${name}' has no content type` });
    }
    if (name.endsWith('.rels')) {
      const owner = name === '_rels/.rels' ? '' : name.replace(/_rels\/([^/]+)\.rels$/, '$1');
      for (const rel of parseRelationships(zip.text(name), owner).values()) {
        if (!rel.external && !zip.has(rel.target)) {
          flaws.push({
            key: `dangling:${owner}>${rel.target}`,
            message: `the relationship ${rel.id} of '${owner}' points to the missing part '${rel.target}'`,
          });
        }
      }
    }
  }
  for (const part of overrides)
    if (!zip.has(part))
      flaws.push({ key: `typed-missing:${part}`, message: `the content types name the missing part '${part}'` });
  const packageRels = parseRelationships(zip.text('_rels/.rels'), '');
  const main = [...packageRels.values()].find((r) => relationshipKind(r.type) === 'officeDocument')?.target;
  if (!main || !zip.has(main)) throw new CorruptDocumentError('the result has no presentation part');
  const presentation = parseXml(zip.text(main)!, main).documentElement!;
  const rels = parseRelationships(zip.text(relsPartOf(main)), main);
  const seen = new Set<string>();
  for (const entry of children(child(presentation, 'p', 'sldIdLst'), 'p', 'sldId')) {
    const id = entry.getAttribute('id') ?? '';
    if (seen.has(id)) flaws.push({ key: `slide-id:${id}`, message: `the slide id ${id} is used twice` });
    seen.add(id);
    const rel = rels.get(attrNs(entry, 'r', 'id') ?? '');
    if (!rel || !zip.has(rel.target)) {
      flaws.push({ key: `slide-part:${id}`, message: `the slide id ${id} points to no slide part` });
      continue;
    }
    const tree = slideTree(parseXml(zip.text(rel.target)!, rel.target));
    const shapeIds = new Set<string>();
    for (const cNvPr of tree
      ? Array.from(tree.getElementsByTagNameNS(P, 'cNvPr') as unknown as ArrayLike<Element>)
      : []) {
      // mc:Choice and mc:Fallback hold two versions of one shape, with one id: only the fallback counts.
      if (insideChoice(cNvPr)) continue;
      const shapeId = cNvPr.getAttribute('id') ?? '';
      if (shapeIds.has(shapeId))
        flaws.push({
          key: `shape-id:${rel.target}:${shapeId}`,
          message: `the shape id ${shapeId} is used twice on '${rel.target}'`,
        });
      shapeIds.add(shapeId);
    }
  }
  return flaws;
}

function insideChoice(element: Element): boolean {
  for (let node = element.parentNode; node; node = node.parentNode) if (is(node, 'mc', 'Choice')) return true;
  return false;
}
