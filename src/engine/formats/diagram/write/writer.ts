import type { ZipArchive } from '../../../archive/zip';
import type { EngineChange } from '../../../diff/types';
import type { ReaderWarning } from '../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput } from '../../writer';
import { EditablePackage } from '../../package/editable-package';
import type { Document, Element } from '@xmldom/xmldom';
import { elementChildren, parseXml } from '../../package/xml-dom';
import { diagramData, type DiagramData } from '../data';
import { shapeAt } from '../diff';
import { descendantShapes, directCell, VisioPackage } from '../package';
import { STYLE_CELLS } from '../shapes';

/**
 * Visio results, written by editing the target's page parts in place:
 * - styled: every changed shape gets an outline in the change's ItemsStyle colour (LineColor,
 *   a heavier LineWeight) and, when its text changed, text in that colour; deleted shapes are
 *   copied back from the source, dashed and struck through;
 * - tracked: Visio has no revisions, so the result is styled, with a warning;
 * - clean: rejected changes are reverted (text, geometry, line and fill cells, inserted and
 *   deleted shapes) and nothing is marked.
 */

const MASTER_REL_TYPE = 'http://schemas.microsoft.com/visio/2010/relationships/master';
/** 2 pt, in inches: heavy enough to see at a glance. */
const MARK_LINE_WEIGHT = String(2 / 72);
const GEOMETRY_CELLS = [
  'PinX',
  'PinY',
  'Width',
  'Height',
  'LocPinX',
  'LocPinY',
  'BeginX',
  'BeginY',
  'EndX',
  'EndY',
  'Angle',
];
/** Children of a Shape that come after its cells, and after its sections. */
const AFTER_CELLS = new Set(['Trigger', 'Section', 'Text', 'Data1', 'Data2', 'Data3', 'ForeignData', 'Shapes']);
const AFTER_SECTIONS = new Set(['Text', 'Data1', 'Data2', 'Data3', 'ForeignData', 'Shapes']);

export async function writeVisioResult(input: ResultInput): Promise<ResultOutput> {
  const warnings: ReaderWarning[] = [];
  const { options } = input;
  const sourceData = diagramData(input.source.document);
  const targetData = diagramData(input.target.document);
  if (!sourceData || !targetData) throw new Error('the diagram writer was given documents read by another family');
  const editor = new PageEditor(input.target.bytes, input.source.bytes, warnings);
  if (options.mode === 'tracked') {
    warnings.push({
      code: 'diagram-no-tracked-changes',
      message: 'Visio drawings have no tracked changes; the result marks changes with colours instead',
    });
  }
  const rejectedTextShapes = new Set<string>();
  const keptTextShapes = new Set<string>();
  input.changes.forEach((change, index) => {
    const rejected = options.rejected.has(index) && options.mode !== 'styled';
    if (rejected) revert(change, input, sourceData, targetData, editor, warnings);
    else if (options.mode !== 'clean') mark(change, input, sourceData, targetData, editor, warnings);
    if (isTextChange(change) && change.target) {
      const at = shapeAt(input.target.document, targetData, change.target);
      if (at) (rejected ? rejectedTextShapes : keptTextShapes).add(`${change.target.story}\u0000${at.facts.id}`);
    }
  });
  for (const key of rejectedTextShapes) {
    if (keptTextShapes.has(key)) {
      warnings.push({
        code: 'diagram-text-reverted-whole',
        message: `shape ${key.split('\u0000')[1]} had rejected and kept text changes; its whole text was restored to the source's`,
      });
    }
  }
  return { bytes: editor.finish(), warnings };
}

function isTextChange(change: EngineChange): boolean {
  return change.unit === 'text' || change.unit === 'paragraph';
}

function styleFor(change: EngineChange, input: ResultInput): ItemStyle {
  if (change.kind === 'Inserted') return input.options.inserted;
  if (change.kind === 'Deleted') return input.options.deleted;
  return input.options.changed;
}

const FALLBACK_COLORS = { Inserted: '0000FF', Deleted: 'FF0000', other: '008000' };

function colorFor(change: EngineChange, input: ResultInput): string {
  const style = styleFor(change, input);
  const fallback =
    change.kind === 'Inserted'
      ? FALLBACK_COLORS.Inserted
      : change.kind === 'Deleted'
        ? FALLBACK_COLORS.Deleted
        : FALLBACK_COLORS.other;
  return `#${style.fontColor ?? style.highlightColor ?? fallback}`;
}

function mark(
  change: EngineChange,
  input: ResultInput,
  sourceData: DiagramData,
  targetData: DiagramData,
  editor: PageEditor,
  warnings: ReaderWarning[],
) {
  if (change.unit === 'story') {
    warnings.push({
      code: 'diagram-page-change-not-marked',
      message: `${change.place} was ${change.kind.toLowerCase()}; whole pages are listed in the changes but not marked in the drawing`,
    });
    return;
  }
  const color = colorFor(change, input);
  const shapeDeleted = change.kind === 'Deleted' && !isTextChange(change);
  if (shapeDeleted && change.source) {
    const copy = editor.restoreDeletedShape(change, input, sourceData, targetData);
    if (!copy) return;
    outline(copy, color, '2');
    colorText(copy, color, input.options.deleted.strikeThrough);
    return;
  }
  const side = change.kind === 'Deleted' ? (change.anchor ?? change.target) : change.target;
  if (!side) return;
  const at = shapeAt(input.target.document, targetData, side);
  if (!at) {
    if (change.kind !== 'Deleted')
      warnings.push({
        code: 'diagram-change-not-marked',
        message: `${change.place}: the changed shape could not be found in the target; not marked`,
      });
    return;
  }
  const element = editor.shape(at.page.part, at.facts.id);
  if (!element) return;
  outline(element, color, undefined);
  if (isTextChange(change) || change.kind === 'Inserted' || (change.kind === 'Modified' && change.unit !== 'object')) {
    colorText(element, color, false);
  }
}

function revert(
  change: EngineChange,
  input: ResultInput,
  sourceData: DiagramData,
  targetData: DiagramData,
  editor: PageEditor,
  warnings: ReaderWarning[],
) {
  if (change.unit === 'story') {
    warnings.push({
      code: 'diagram-page-change-not-reverted',
      message: `${change.place}: rejecting a whole ${change.kind === 'Inserted' ? 'inserted' : 'deleted'} page is not supported; kept as in the target`,
    });
    return;
  }
  const sourceAt = change.source ? shapeAt(input.source.document, sourceData, change.source) : undefined;
  const targetAt = change.target ? shapeAt(input.target.document, targetData, change.target) : undefined;
  if (change.kind === 'Inserted' && !isTextChange(change)) {
    if (targetAt) editor.removeShape(targetAt.page.part, targetAt.facts.id);
    return;
  }
  if (change.kind === 'Deleted' && !isTextChange(change)) {
    editor.restoreDeletedShape(change, input, sourceData, targetData);
    return;
  }
  if (!sourceAt || !targetAt) {
    warnings.push({
      code: 'diagram-change-not-reverted',
      message: `${change.place}: the shape could not be found on both sides; kept as in the target`,
    });
    return;
  }
  const before = editor.sourceShape(sourceAt.page.part, sourceAt.facts.id);
  const after = editor.shape(targetAt.page.part, targetAt.facts.id);
  if (!before || !after) return;
  if (isTextChange(change)) {
    replaceChild(after, before, 'Text');
  } else if (change.kind === 'Moved' || change.kind === 'Resized' || change.kind === 'MovedAndResized') {
    for (const name of GEOMETRY_CELLS) copyCell(before, after, name);
  } else if (change.kind === 'StyleChanged') {
    for (const name of STYLE_CELLS) copyCell(before, after, name);
  } else {
    warnings.push({
      code: 'diagram-change-not-reverted',
      message: `${change.place}: rejecting this change (${change.kind}, ${change.text} → ${change.targetText}) is not supported; kept as in the target`,
    });
  }
}

/** Sets a cell's value, dropping its formula so Visio keeps the value rather than recomputing it. */
function setCell(shape: Element, name: string, value: string) {
  let cell = directCell(shape, name);
  if (!cell) {
    cell = shape.ownerDocument!.createElementNS(shape.namespaceURI, qualified(shape, 'Cell'));
    cell.setAttribute('N', name);
    const before = elementChildren(shape).find((e) => AFTER_CELLS.has(e.localName ?? ''));
    shape.insertBefore(cell, before ?? null);
  }
  cell.setAttribute('V', value);
  cell.removeAttribute('F');
  cell.removeAttribute('U');
}

function qualified(element: Element, local: string): string {
  return element.prefix ? `${element.prefix}:${local}` : local;
}

function outline(shape: Element, color: string, pattern: string | undefined) {
  setCell(shape, 'LineColor', color);
  setCell(shape, 'LineWeight', MARK_LINE_WEIGHT);
  setCell(shape, 'LinePattern', pattern ?? '1');
}

/** Colours every character-format row of the shape (adding row 0 when it has none). */
function colorText(shape: Element, color: string, strike: boolean) {
  const document = shape.ownerDocument!;
  let section = elementChildren(shape).find((e) => e.localName === 'Section' && e.getAttribute('N') === 'Character');
  if (!section) {
    section = document.createElementNS(shape.namespaceURI, qualified(shape, 'Section'));
    section.setAttribute('N', 'Character');
    const row = document.createElementNS(shape.namespaceURI, qualified(shape, 'Row'));
    row.setAttribute('IX', '0');
    section.appendChild(row);
    const before = elementChildren(shape).find((e) => AFTER_SECTIONS.has(e.localName ?? ''));
    shape.insertBefore(section, before ?? null);
  }
  for (const row of elementChildren(section)) {
    if (row.localName !== 'Row') continue;
    setCell(row, 'Color', color);
    if (strike) setCell(row, 'Strikethru', '1');
  }
}

function copyCell(from: Element, to: Element, name: string) {
  const source = directCell(from, name);
  const existing = directCell(to, name);
  if (!source) {
    if (existing) to.removeChild(existing);
    return;
  }
  const copy = to.ownerDocument!.importNode(source, true) as Element;
  if (existing) to.replaceChild(copy, existing);
  else to.insertBefore(copy, elementChildren(to).find((e) => AFTER_CELLS.has(e.localName ?? '')) ?? null);
}

/** Replaces (or removes, or adds) the child element `local` of `to` with the one `from` has. */
function replaceChild(to: Element, from: Element, local: string) {
  const source = elementChildren(from).find((e) => e.localName === local);
  const existing = elementChildren(to).find((e) => e.localName === local);
  if (!source) {
    if (existing) to.removeChild(existing);
    return;
  }
  const copy = to.ownerDocument!.importNode(source, true);
  if (existing) to.replaceChild(copy, existing);
  else
    to.insertBefore(
      copy,
      elementChildren(to).find((e) =>
        ['Data1', 'Data2', 'Data3', 'ForeignData', 'Shapes'].includes(e.localName ?? ''),
      ) ?? null,
    );
}

/** Parsed page parts of the target (edited) and the source (read only), and the package rewrite. */
class PageEditor {
  private readonly sourceZip: ZipArchive;
  private readonly edited: EditablePackage;
  private readonly sourceDocs = new Map<string, Document>();
  private readonly target: VisioPackage;
  private readonly source: VisioPackage;

  constructor(
    targetBytes: Uint8Array,
    sourceBytes: Uint8Array,
    private readonly warnings: ReaderWarning[],
  ) {
    this.target = VisioPackage.open(targetBytes);
    this.source = VisioPackage.open(sourceBytes);
    this.edited = new EditablePackage(this.target.zip);
    this.sourceZip = this.source.zip;
  }

  document(part: string): Document {
    return this.edited.xml(part);
  }

  private sourceDocument(part: string): Document {
    let document = this.sourceDocs.get(part);
    if (!document) {
      document = parseXml(this.sourceZip.text(part) ?? '', part);
      this.sourceDocs.set(part, document);
    }
    return document;
  }

  shape(part: string, id: string): Element | undefined {
    return findShape(this.document(part), id);
  }

  sourceShape(part: string, id: string): Element | undefined {
    return findShape(this.sourceDocument(part), id);
  }

  removeShape(part: string, id: string) {
    const element = this.shape(part, id);
    element?.parentNode?.removeChild(element);
  }

  /**
   * Copies a deleted top-level shape from the source page into the target page of the same
   * story, with fresh IDs; its master is matched by name in the target, or added as a page
   * relationship when the target has the same master part.
   */
  restoreDeletedShape(
    change: EngineChange,
    input: ResultInput,
    sourceData: DiagramData,
    targetData: DiagramData,
  ): Element | undefined {
    const side = change.source!;
    const sourceAt = shapeAt(input.source.document, sourceData, side);
    const targetPage = targetData.pages[(change.anchor ?? side).story];
    if (!sourceAt || !targetPage) {
      this.warnings.push({
        code: 'diagram-deleted-not-shown',
        message: `${change.place}: the deleted shape's page is not in the target; not shown`,
      });
      return undefined;
    }
    if (sourceAt.facts.blockPath.length > 1) {
      this.warnings.push({
        code: 'diagram-deleted-not-shown',
        message: `${change.place}: a shape deleted from inside a group is listed but not drawn back`,
      });
      return undefined;
    }
    const original = this.sourceShape(sourceAt.page.part, sourceAt.facts.id);
    if (!original) return undefined;
    const document = this.document(targetPage.part);
    const root = document.documentElement!;
    let shapes = elementChildren(root).find((e) => e.localName === 'Shapes');
    if (!shapes) {
      shapes = document.createElementNS(root.namespaceURI, qualified(root, 'Shapes'));
      root.insertBefore(shapes, elementChildren(root)[0] ?? null);
    }
    const copy = document.importNode(original, true) as Element;
    let next = maxShapeId(shapes) + 1;
    const members = elementChildren(copy).find((e) => e.localName === 'Shapes');
    for (const shape of [copy, ...(members ? descendantShapes(members) : [])]) {
      shape.setAttribute('ID', String(next++));
    }
    this.adoptMaster(copy, targetPage.part);
    // Back where it was in the drawing order: before the shape that followed it in the source.
    const anchorIndex = change.anchor?.blockPath[0];
    const targetStory = input.target.document.stories.find((s) => targetData.pages[s.key] === targetPage);
    const anchorBlock = anchorIndex !== undefined ? targetStory?.blocks[anchorIndex] : undefined;
    const anchorElement =
      anchorBlock?.type === 'shape' && anchorBlock.id !== undefined ? findShape(document, anchorBlock.id) : undefined;
    shapes.insertBefore(copy, anchorElement && anchorElement.parentNode === shapes ? anchorElement : null);
    return copy;
  }

  /** Points a copied shape's Master at the target's master of the same name. */
  private adoptMaster(shape: Element, pagePart: string) {
    const masterId = shape.getAttribute('Master');
    if (!masterId) return;
    const sourceMaster = this.source.masters.get(masterId);
    const sameId = this.target.masters.get(masterId);
    const match =
      sameId && sameId.name === sourceMaster?.name
        ? sameId
        : [...this.target.masters.values()].find((m) => m.name === sourceMaster?.name);
    if (!match || !match.part) {
      shape.removeAttribute('Master');
      this.warnings.push({
        code: 'diagram-master-dropped',
        message: `a deleted shape's master "${sourceMaster?.name ?? masterId}" is not in the target; it is drawn from its own cells only`,
      });
      return;
    }
    shape.setAttribute('Master', match.id);
    this.ensureMasterRelationship(pagePart, match.part);
  }

  private ensureMasterRelationship(pagePart: string, masterPart: string) {
    if ([...this.edited.relationships(pagePart).values()].some((rel) => rel.target === masterPart)) return;
    this.edited.addRelationship(pagePart, MASTER_REL_TYPE, masterPart);
  }

  finish(): Uint8Array {
    return this.edited.save();
  }
}

function findShape(document: Document, id: string): Element | undefined {
  const shapes = elementChildren(document.documentElement!).find((e) => e.localName === 'Shapes');
  return shapes ? descendantShapes(shapes).find((s) => s.getAttribute('ID') === id) : undefined;
}

function maxShapeId(shapes: Element): number {
  let max = 0;
  for (const shape of descendantShapes(shapes)) max = Math.max(max, Number(shape.getAttribute('ID')) || 0);
  return max;
}
