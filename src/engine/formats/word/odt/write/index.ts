import { keptRowPairs } from '../../../shared/row-pairs';
import { resolveBlockPath, type ResolvedPath } from '../../../../model/paths';
import type { Document, Element, Node } from '@xmldom/xmldom';
import { ZipArchive } from '../../../../archive/zip';
import type { ChangeSide, EngineChange } from '../../../../diff/types';
import type {
  Block,
  DocumentModel,
  Locator,
  ParagraphBlock,
  ReaderWarning,
  TableBlock,
  TableRow,
} from '../../../../model/document';
import { RUN_STYLE_PROPERTIES, runsText } from '../../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput, ResultWriter } from '../../../writer';
import {
  attr,
  createElement,
  elementChildren,
  firstChildNamed,
  indexPaths,
  isElement,
  parseXml,
  qname,
  serializeXml,
} from '../../../package/xml-dom';
import { odfTextNodes, removeBlock } from '../../../package/odf-dom';
import {
  columnDefinitions,
  dropOneColumn,
  elementAt,
  removeAttr,
  rowCells,
  standAloneCell,
  startAt,
  usualWidth,
} from './columns';
import { manifestWith, repairOdfPackage, validateOdfPackage } from '../../../package/odf-package';
import { OdfLinkedParts } from '../../../package/odf-linked-parts';
import { packageWithParts } from '../../../package/editable-package';
import { applyParagraphEdits, type ObjectLabels, type ParagraphEdits } from './paragraph';
import { PartStyles } from '../../../shared/odf-styles';
import { buildSummary } from './summary';
import { NAMESPACES } from '../../../package/namespaces';

const RUN_PROPERTIES: ReadonlySet<string> = new Set(RUN_STYLE_PROPERTIES);

export { applyOdfChanges } from './tracked';

/**
 * Result writer for ODT and OTT. Edits the target's own content.xml (and styles.xml for headers
 * and footers) in place:
 * - styled: changed text in spans with added automatic styles, deleted content copied back from
 *   the source at its anchor, an optional summary page and metadata;
 * - tracked: ODF change tracking (text:tracked-changes with insertion, deletion and
 *   format-change regions, change marks in the body) that LibreOffice accepts or rejects;
 * - clean: rejected changes reverted to the source, the rest kept, no markup.
 */
export const odtWriter: ResultWriter = {
  formats: ['odt', 'ott'],
  async write(input: ResultInput): Promise<ResultOutput> {
    return new OdtResultBuilder(input).build();
  },
  validate: async (bytes, inputs) => validateOdfPackage(bytes, inputs),
};

type Action = 'styled' | 'tracked' | 'revert';
type MarkKind = 'ins' | 'del' | 'chg';

interface PartState {
  doc: Document;
  paths: Map<string, Element>;
  objects: ObjectLabels;
  styles: PartStyles;
  edited: boolean;
}

class PackageDocs {
  readonly archive: ZipArchive;
  private readonly parts = new Map<string, PartState | null>();

  constructor(
    bytes: Uint8Array,
    private readonly model: DocumentModel,
    opened?: ZipArchive,
  ) {
    this.archive = ZipArchive.of(bytes, opened);
  }

  part(name: string): PartState | undefined {
    if (!this.parts.has(name)) {
      const text = this.archive.text(name);
      if (text === undefined) this.parts.set(name, null);
      else {
        const doc = parseXml(text, name);
        const paths = indexPaths(doc);
        const objects: ObjectLabels = new Map();
        const visit = (blocks: readonly Block[]) => {
          for (const block of blocks) {
            if (block.type === 'paragraph') {
              for (const run of block.runs) {
                if (run.object && run.locator?.part === name) {
                  const element = paths.get(run.locator.path);
                  if (element) objects.set(element, run.text);
                }
              }
            } else if (block.type === 'table') {
              for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
            }
          }
        };
        for (const story of this.model.stories) visit(story.blocks);
        this.parts.set(name, { doc, paths, objects, styles: new PartStyles(doc), edited: false });
      }
    }
    return this.parts.get(name) ?? undefined;
  }

  element(locator: Locator | undefined): { element: Element; part: string } | undefined {
    if (!locator) return undefined;
    const element = this.part(locator.part)?.paths.get(locator.path);
    return element ? { element, part: locator.part } : undefined;
  }

  editedParts(): [string, PartState][] {
    return [...this.parts.entries()].filter((entry): entry is [string, PartState] => !!entry[1] && entry[1].edited);
  }
}

function paragraphsIn(item: Block | TableRow): ParagraphBlock[] {
  if ('cells' in item) return item.cells.flatMap((cell) => cell.blocks.flatMap(paragraphsIn));
  if (item.type === 'paragraph') return [item];
  if (item.type === 'table') return item.rows.flatMap(paragraphsIn);
  return [];
}

const DOC_ORDER_PARAGRAPHS = new Set(['text:p', 'text:h']);
const SOURCE_REVISION_MARKERS = new Set(['text:change', 'text:change-start', 'text:change-end']);

class OdtResultBuilder {
  private readonly target: PackageDocs;
  private readonly source: PackageDocs;
  private readonly edits = new Map<Element, ParagraphEdits>();
  private readonly blockInserts: { parent: Node; ref: Node | null; node: Node; part: string }[] = [];
  private readonly blockRemoves: { element: Element; part: string }[] = [];
  private readonly columnDrops: { element: Element; part: string }[] = [];
  private readonly regions: Element[] = [];
  private readonly warnings: ReaderWarning[] = [];
  private readonly warned = new Set<string>();
  private readonly imported = new Map<string, string>();
  private readonly linkedParts: OdfLinkedParts;
  private seq = 0;
  private regionCount = 0;

  constructor(private readonly input: ResultInput) {
    this.target = new PackageDocs(input.target.bytes, input.target.document, input.target.archive);
    this.source = new PackageDocs(input.source.bytes, input.source.document, input.source.archive);
    this.linkedParts = new OdfLinkedParts(this.source.archive, this.target.archive);
  }

  build(): ResultOutput {
    const { options, changes } = this.input;
    const content = this.target.part('content.xml');
    if (!content) throw new Error('the target has no content.xml');
    if (options.mode === 'tracked') this.countExistingRegions(content.doc);
    changes.forEach((change, id) => {
      const rejected = options.rejected.has(id);
      const action: Action | undefined = rejected ? 'revert' : options.mode === 'clean' ? undefined : options.mode;
      if (!action) return;
      try {
        this.handle(change, action);
      } catch (error) {
        this.warn(
          'change-not-written',
          `change ${id} (${change.kind} ${change.place}) could not be written: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
    this.apply();
    if (options.mode !== 'clean' && options.summaryPage) {
      buildSummary(content.doc, content.styles, changes);
      content.edited = true;
    }
    if (options.paperSize) this.setPaperSize(options.paperSize);
    const replaced = new Map<string, string | Uint8Array>();
    for (const [name, state] of this.target.editedParts()) replaced.set(name, serializeXml(state.doc));
    const meta = this.metadata();
    const manifestAdditions: { path: string; mediaType: string }[] = [];
    if (meta) {
      replaced.set('meta.xml', meta.xml);
      if (meta.added) manifestAdditions.push({ path: 'meta.xml', mediaType: 'text/xml' });
    }
    for (const [path, data] of this.linkedParts.added) replaced.set(path, data);
    manifestAdditions.push(...this.linkedParts.manifestAdditions);
    if (manifestAdditions.length) {
      const manifest = this.target.archive.text('META-INF/manifest.xml');
      if (manifest) replaced.set('META-INF/manifest.xml', manifestWith(manifest, manifestAdditions));
    }
    return repairOdfPackage({
      bytes: packageWithParts(this.input.target.bytes, replaced, this.target.archive),
      warnings: this.warnings,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Dispatch

  private handle(change: EngineChange, action: Action): void {
    switch (change.unit) {
      case 'text':
        if (change.target?.start === undefined || change.target.end === undefined) return; // nested cell of a row change
        this.textChange(change, action);
        return;
      case 'paragraph':
      case 'table':
      case 'object':
        this.blockChange(change, action);
        return;
      case 'row':
        this.rowChange(change, action);
        return;
      case 'column':
        this.columnChange(change, action);
        return;
      case 'story':
        this.storyChange(change, action);
        return;
    }
  }

  private textChange(change: EngineChange, action: Action): void {
    const side = change.target!;
    const paragraph = this.targetParagraph(side);
    if (!paragraph) {
      this.warn('not-found', `${change.place}: the paragraph was not found in the target file`);
      return;
    }
    const start = side.start!;
    const end = side.end!;
    const { options } = this.input;
    if (action === 'styled') {
      if (change.kind === 'Inserted') {
        if (options.showInserted) this.wrap(paragraph, start, end, 'ins');
      } else if (change.kind === 'Deleted') {
        if (options.showDeleted)
          this.point(paragraph, start, 1, () => [this.markedText(paragraph.part, change.text, 'del')]);
      } else if (change.kind === 'Modified') {
        if (options.showDeleted)
          this.point(paragraph, start, 1, () => [this.markedText(paragraph.part, change.text, 'del')]);
        this.wrap(paragraph, start, end, 'chg');
      } else {
        this.wrap(paragraph, start, end, 'chg');
      }
      return;
    }
    if (action === 'tracked') {
      if (paragraph.part !== 'content.xml') {
        this.warn(
          'tracked-part',
          `${change.place}: changes in headers and footers are not tracked; the target's text is kept`,
        );
        return;
      }
      if (change.kind === 'Inserted') this.insertionMarks(paragraph, start, paragraph, end);
      else if (change.kind === 'Deleted')
        this.deletionMark(paragraph, start, () => [this.textParagraph(paragraph.element, change.text)]);
      else if (change.kind === 'Modified') {
        this.deletionMark(paragraph, start, () => [this.textParagraph(paragraph.element, change.text)]);
        this.insertionMarks(paragraph, start, paragraph, end);
      } else {
        const id = this.region('format-change');
        this.point(paragraph, start, 2, () => [this.marker('text:change-start', id)]);
        this.point(paragraph, end, 0, () => [this.marker('text:change-end', id)]);
      }
      return;
    }
    // revert
    if (change.kind === 'Inserted') this.remove(paragraph, start, end);
    else if (change.kind === 'Deleted')
      this.point(paragraph, start, 1, () => odfTextNodes(this.doc(paragraph.part), change.text));
    else if (change.kind === 'Modified') {
      this.point(paragraph, start, 1, () => odfTextNodes(this.doc(paragraph.part), change.text));
      this.remove(paragraph, start, end);
    } else {
      const styleChanges = change.styleChanges ?? [];
      // A paragraph's layout lives in its (automatic) paragraph style: the source's is put back.
      if (styleChanges.some((s) => !RUN_PROPERTIES.has(s.property))) {
        const sourceParagraph = change.source ? this.sourceElement(change.source) : undefined;
        const styleName = sourceParagraph ? attr(sourceParagraph.element, 'text:style-name') : undefined;
        if (sourceParagraph && styleName) {
          this.editsOf(paragraph).attrs['text:style-name'] = this.importStyleName(
            sourceParagraph.part,
            styleName,
            paragraph.part,
          );
        }
      }
      const runChanges = styleChanges.filter((s) => RUN_PROPERTIES.has(s.property));
      if (runChanges.length) {
        const name = this.partStyles(paragraph.part).revertStyle(runChanges);
        if (name) this.editsOf(paragraph).wraps.push({ start, end, style: name });
      }
    }
  }

  private blockChange(change: EngineChange, action: Action): void {
    const { options } = this.input;
    if (change.kind === 'Inserted') {
      const side = change.target!;
      if (action === 'styled') {
        if (options.showInserted) this.markTargetItem(side, 'ins');
      } else if (action === 'tracked') this.trackInsertedItem(side, change.place);
      else this.removeTargetItem(side);
      return;
    }
    if (change.kind === 'Deleted') {
      if (!change.source || !change.anchor) return;
      if (action === 'styled') {
        if (options.showDeleted) this.putBack(change.source, change.anchor, 'del');
      } else if (action === 'tracked') this.trackDeletedItem(change.source, change.anchor, change.place);
      else this.putBack(change.source, change.anchor);
      return;
    }
    if (change.kind === 'Moved') {
      if (!change.source || !change.target || !change.anchor) return;
      if (action === 'styled') {
        if (options.showDeleted) this.putBack(change.source, change.anchor, 'del');
        if (options.showInserted) this.markTargetItem(change.target, 'ins');
      } else if (action === 'tracked') {
        this.warn(
          'tracked-move',
          'ODF change tracking has no moves: a moved block is tracked as a deletion and an insertion',
        );
        this.trackDeletedItem(change.source, change.anchor, change.place);
        this.trackInsertedItem(change.target, change.place);
      } else {
        this.putBack(change.source, change.anchor);
        this.removeTargetItem(change.target);
      }
      return;
    }
    // Modified block (an object replaced, or a block of another type).
    if (!change.source || !change.target) return;
    const targetItem = this.targetItem(change.target);
    if (!targetItem) return;
    if (action === 'tracked') {
      this.warn('tracked-object', `${change.place}: a changed object is not tracked; the target's object is kept`);
      return;
    }
    const copy = this.importSource(change.source, targetItem.part);
    if (!copy) return;
    if (action === 'styled') {
      if (options.showDeleted) {
        this.markImported(copy.node, targetItem.part, 'del');
        this.blockInserts.push({
          parent: targetItem.element.parentNode!,
          ref: targetItem.element,
          node: copy.node,
          part: targetItem.part,
        });
      }
      this.markTargetItem(change.target, 'chg');
    } else {
      this.blockInserts.push({
        parent: targetItem.element.parentNode!,
        ref: targetItem.element,
        node: copy.node,
        part: targetItem.part,
      });
      this.blockRemoves.push({ element: targetItem.element, part: targetItem.part });
    }
  }

  private rowChange(change: EngineChange, action: Action): void {
    // Rows are items of their table's row list: the block helpers handle both.
    this.blockChange({ ...change, unit: 'paragraph' }, action);
  }

  private columnChange(change: EngineChange, action: Action): void {
    if (change.kind === 'Deleted') {
      this.deletedColumn(change, action);
      return;
    }
    const side = change.target;
    if (change.kind !== 'Inserted' || !side) return;
    if (action === 'revert') {
      this.removeColumn(change, side);
      return;
    }
    if (action === 'styled' && !this.input.options.showInserted) return;
    const table = this.tableAt(this.input.target.document, side);
    if (!table) return;
    const column = side.blockPath[side.blockPath.length - 1];
    const paragraphs = table.rows.flatMap((row) => (row.cells[column]?.blocks ?? []).flatMap(paragraphsIn));
    if (action === 'styled') {
      for (const p of paragraphs) this.markParagraphBlock(p, 'ins');
      return;
    }
    this.warn(
      'column',
      `Inserted ${change.place}: ODF change tracking has no mark for an inserted table column; its text is tracked as inserted, the column itself stays when rejected`,
    );
    for (const p of paragraphs) this.trackWholeParagraph(p);
  }

  /** The table whose column a column change names (its side path ends in -1, column). */
  private tableAt(document: DocumentModel, side: ChangeSide): TableBlock | undefined {
    const resolved = resolveBlockPath(document, { story: side.story, blockPath: side.blockPath.slice(0, -2) });
    const item = resolved?.items[resolved.index];
    return item && !('cells' in item) && item.type === 'table' ? item : undefined;
  }

  /**
   * A deleted column goes back cell by cell before the target column at its anchor: target
   * rows that came from source rows get a copy of their source row's cell, inserted rows an
   * empty cell (deleted rows put back carry theirs already), and the table the source's column
   * definition. ODF change tracking has no mark for a column, so tracked results leave it out.
   */
  private deletedColumn(change: EngineChange, action: Action): void {
    const fail = (why: string) =>
      this.warn('column', `Deleted ${change.place}: the column is not put back (${why}); the target's table is kept`);
    if (action === 'tracked') return fail('ODF change tracking has no mark for a deleted table column');
    if (action === 'styled' && !this.input.options.showDeleted) return;
    const side = change.source;
    const anchor = change.anchor;
    if (!side || !anchor) return fail('it has no place in the target table');
    const column = side.blockPath[side.blockPath.length - 1];
    const targetColumn = anchor.blockPath[anchor.blockPath.length - 1];
    const sourceTable = this.tableAt(this.input.source.document, side);
    const targetTable = this.tableAt(this.input.target.document, anchor);
    const sourceTableElement = sourceTable && this.source.element(sourceTable.locator);
    const targetTableElement = targetTable && this.target.element(targetTable.locator);
    if (!sourceTable || !targetTable || !sourceTableElement || !targetTableElement)
      return fail('its table was not found');
    const pairs = this.rowPairs(side, sourceTable, anchor, targetTable);
    if (!pairs) return fail('the rows of its table could not be paired');
    const part = targetTableElement.part;
    const sourceWidth = usualWidth(sourceTable);
    const targetWidth = usualWidth(targetTable);
    const sourceOf = new Map(pairs.map(([a, b]) => [b, a]));
    // Repeated rows are one element for several model rows: each element gets one cell.
    const rows = new Map<Element, Element | undefined>();
    let skipped = 0;
    let repeatedApart = 0;
    targetTable.rows.forEach((targetRow, b) => {
      const row = this.target.element(targetRow.locator)?.element;
      const a = sourceOf.get(b);
      const sourceRow = a === undefined ? undefined : sourceTable.rows[a];
      // Rows with merged cells do not map cell to grid column one to one.
      if (!row || targetRow.cells.length !== targetWidth || (sourceRow && sourceRow.cells.length !== sourceWidth)) {
        skipped++;
        return;
      }
      const cell = sourceRow ? this.source.element(sourceRow.cells[column]?.locator)?.element : undefined;
      if (sourceRow && !cell) {
        skipped++;
        return;
      }
      if (rows.has(row)) {
        if (rows.get(row) !== cell) repeatedApart++;
        return;
      }
      rows.set(row, cell);
    });
    if (![...rows.values()].some((cell) => cell)) return fail('no row of the target table has room for it');
    if (skipped)
      this.warn('column', `Deleted ${change.place}: ${skipped} row(s) with merged cells keep the column out`);
    if (repeatedApart)
      this.warn(
        'column',
        `Deleted ${change.place}: ${repeatedApart} repeated row(s) show the cell of the first row they repeat`,
      );
    const doc = this.doc(part);
    let unmerged = false;
    for (const [row, cell] of rows) {
      let node: Element;
      if (cell) {
        const copy = this.importElement({ element: cell, part: sourceTableElement.part }, part);
        const alone = standAloneCell(copy, (name) => createElement(doc, name));
        unmerged ||= alone.unmerged;
        node = alone.cell;
        if (action === 'styled') this.markImported(node, part, 'del');
      } else node = createElement(doc, 'table:table-cell', {}, [createElement(doc, 'text:p')]);
      const before = startAt(() => rowCells(row), targetColumn);
      this.blockInserts.push({ parent: row, ref: before ?? null, node, part });
    }
    if (unmerged) this.warn('column', `Deleted ${change.place}: its merged cells are put back unmerged`);
    const definition = elementAt(columnDefinitions(sourceTableElement.element), column);
    const targetDefinitions = () => columnDefinitions(targetTableElement.element);
    const last = lastOf(targetDefinitions());
    if (!definition || !last) return;
    const copy = this.importElement({ element: definition, part: sourceTableElement.part }, part);
    removeAttr(copy, 'table:number-columns-repeated');
    const before = startAt(targetDefinitions, targetColumn);
    if (before) this.blockInserts.push({ parent: before.parentNode!, ref: before, node: copy, part });
    else this.blockInserts.push({ parent: last.parentNode!, ref: last.nextSibling, node: copy, part });
  }

  /** A rejected inserted column: its cell leaves every row, and its definition the table. */
  private removeColumn(change: EngineChange, side: ChangeSide): void {
    const table = this.tableAt(this.input.target.document, side);
    const tableElement = table && this.target.element(table.locator);
    if (!table || !tableElement) {
      this.warn('column', `Inserted ${change.place}: its table was not found; the column stays`);
      return;
    }
    const column = side.blockPath[side.blockPath.length - 1];
    const width = usualWidth(table);
    const rows = new Set<Element>();
    let skipped = 0;
    for (const row of table.rows) {
      const element = this.target.element(row.locator)?.element;
      if (element && row.cells.length === width) rows.add(element);
      else skipped++;
    }
    if (skipped) this.warn('column', `Inserted ${change.place}: ${skipped} row(s) with merged cells keep the column`);
    // Dropped when applying: grid positions planned by other column changes stay true until then.
    for (const row of rows) {
      const cell = elementAt(rowCells(row), column);
      if (cell) this.columnDrops.push({ element: cell, part: tableElement.part });
    }
    const definition = elementAt(columnDefinitions(tableElement.element), column);
    if (definition) this.columnDrops.push({ element: definition, part: tableElement.part });
  }

  private rowPairs(
    sourceSide: ChangeSide,
    sourceTable: TableBlock,
    targetSide: ChangeSide,
    targetTable: TableBlock,
  ): [number, number][] | undefined {
    return keptRowPairs(
      this.input.changes,
      { story: sourceSide.story, blockPath: sourceSide.blockPath.slice(0, -2), rows: sourceTable.rows.length },
      { story: targetSide.story, blockPath: targetSide.blockPath.slice(0, -2), rows: targetTable.rows.length },
    );
  }

  private storyChange(change: EngineChange, action: Action): void {
    const story =
      change.kind === 'Inserted'
        ? this.input.target.document.stories.find((s) => s.key === change.target?.story)
        : undefined;
    if (story && action === 'styled') {
      if (this.input.options.showInserted)
        for (const block of story.blocks) for (const p of paragraphsIn(block)) this.markParagraphBlock(p, 'ins');
      return;
    }
    if (story && action === 'tracked') {
      for (const block of story.blocks) for (const p of paragraphsIn(block)) this.trackWholeParagraph(p);
      return;
    }
    this.warn(
      'story',
      `${change.place}: a ${change.kind === 'Inserted' ? 'new' : 'removed'} ${change.place} is ${action === 'styled' ? 'not shown' : 'not tracked or reverted'}`,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Items (blocks and rows) by path

  private targetItem(
    side: ChangeSide,
  ): { element: Element; part: string; item: Block | TableRow; resolved: ResolvedPath } | undefined {
    const resolved = resolveBlockPath(this.input.target.document, side);
    const item = resolved?.items[resolved.index];
    const found = item ? this.target.element(item.locator) : undefined;
    return found && item && resolved ? { ...found, item, resolved } : undefined;
  }

  private targetParagraph(side: ChangeSide): { element: Element; part: string; block: ParagraphBlock } | undefined {
    const found = this.targetItem(side);
    if (!found || 'cells' in found.item || found.item.type !== 'paragraph') return undefined;
    return { element: found.element, part: found.part, block: found.item };
  }

  private paragraphElement(
    block: ParagraphBlock,
  ): { element: Element; part: string; block: ParagraphBlock } | undefined {
    const found = this.target.element(block.locator);
    return found && DOC_ORDER_PARAGRAPHS.has(qname(found.element)) ? { ...found, block } : undefined;
  }

  private sourceElement(side: ChangeSide): { element: Element; part: string } | undefined {
    const resolved = resolveBlockPath(this.input.source.document, side);
    const item = resolved?.items[resolved.index];
    return item ? this.source.element(item.locator) : undefined;
  }

  /** Where content belongs before the item at an anchor path (or after the list's last item). */
  private anchorPoint(anchor: ChangeSide): { parent: Node; ref: Node | null; part: string } | undefined {
    const resolved = resolveBlockPath(this.input.target.document, anchor);
    if (!resolved) return undefined;
    const { items, index } = resolved;
    if (index < items.length) {
      const found = this.target.element(items[index].locator);
      if (!found) return undefined;
      let element: Element = found.element;
      while (
        isListWrapper(element.parentNode) &&
        elementChildren(element.parentNode).filter((c) => qname(c) !== 'text:number')[0] === element
      )
        element = element.parentNode as Element;
      return { parent: element.parentNode!, ref: element, part: found.part };
    }
    if (items.length > 0) {
      const found = this.target.element(items[items.length - 1].locator);
      if (!found) return undefined;
      let element: Element = found.element;
      while (isListWrapper(element.parentNode) && lastOf(elementChildren(element.parentNode)) === element)
        element = element.parentNode as Element;
      return { parent: element.parentNode!, ref: element.nextSibling, part: found.part };
    }
    if (resolved.owner) {
      const owner = this.target.element(resolved.owner);
      return owner ? { parent: owner.element, ref: null, part: owner.part } : undefined;
    }
    if (resolved.story.kind === 'body') {
      const content = this.target.part('content.xml')!;
      const officeText = officeTextOf(content.doc);
      return officeText ? { parent: officeText, ref: null, part: 'content.xml' } : undefined;
    }
    return undefined;
  }

  private markTargetItem(side: ChangeSide, kind: MarkKind): void {
    const resolved = resolveBlockPath(this.input.target.document, side);
    const item = resolved?.items[resolved.index];
    if (!item) return;
    const paragraphs = paragraphsIn(item);
    if (!paragraphs.length)
      this.warn('object-not-marked', 'an inserted or changed object is not marked (objects cannot carry text styles)');
    for (const p of paragraphs) this.markParagraphBlock(p, kind);
  }

  private markParagraphBlock(block: ParagraphBlock, kind: MarkKind): void {
    const paragraph = this.paragraphElement(block);
    if (!paragraph) return;
    const length = runsText(block.runs).length;
    if (length) this.wrap(paragraph, 0, length, kind);
  }

  private removeTargetItem(side: ChangeSide): void {
    const found = this.targetItem(side);
    if (found) this.blockRemoves.push({ element: found.element, part: found.part });
  }

  /** Copies a source item back at an anchor, marked (styled) or plain (revert). */
  private putBack(source: ChangeSide, anchor: ChangeSide, kind?: MarkKind): Node | undefined {
    const point = this.anchorPoint(anchor);
    if (!point) {
      this.warn('anchor', 'a deleted block could not be placed in the target (its anchor was not found)');
      return undefined;
    }
    const copy = this.importSource(source, point.part);
    if (!copy) return undefined;
    if (kind) this.markImported(copy.node, point.part, kind);
    this.blockInserts.push({ parent: point.parent, ref: point.ref, node: copy.node, part: point.part });
    return copy.node;
  }

  // -------------------------------------------------------------------------------------------
  // Tracked changes

  private trackInsertedItem(side: ChangeSide, place: string): void {
    const found = this.targetItem(side);
    if (!found) return;
    if (found.part !== 'content.xml') {
      this.warn('tracked-part', `${place}: changes in headers and footers are not tracked; the target's text is kept`);
      return;
    }
    const item = found.item;
    if (!('cells' in item) && item.type === 'paragraph') {
      const paragraph = { element: found.element, part: found.part, block: item };
      const { items, index } = found.resolved;
      const next = items[index + 1];
      const prev = items[index - 1];
      // The insertion takes a paragraph break with it, from a neighbour in the same container.
      const sibling = (other: Block | TableRow | undefined) => {
        const found =
          other && !('cells' in other) && other.type === 'paragraph' ? this.paragraphElement(other) : undefined;
        return found && found.element.parentNode === paragraph.element.parentNode ? found : undefined;
      };
      const nextParagraph = sibling(next);
      const prevParagraph = sibling(prev);
      const length = runsText(item.runs).length;
      if (nextParagraph) this.insertionMarks(paragraph, 0, nextParagraph, 0);
      else if (prevParagraph)
        this.insertionMarks(prevParagraph, runsText(prevParagraph.block.runs).length, paragraph, length);
      else this.insertionMarks(paragraph, 0, paragraph, length);
      return;
    }
    const paragraphs = paragraphsIn(item);
    if (!paragraphs.length) this.warn('tracked-object', `${place}: an inserted object is not tracked`);
    for (const p of paragraphs) this.trackWholeParagraph(p);
  }

  private trackWholeParagraph(block: ParagraphBlock): void {
    const paragraph = this.paragraphElement(block);
    const length = runsText(block.runs).length;
    if (!paragraph || !length || paragraph.part !== 'content.xml') return;
    this.insertionMarks(paragraph, 0, paragraph, length);
  }

  private trackDeletedItem(source: ChangeSide, anchor: ChangeSide, place: string): void {
    const resolved = resolveBlockPath(this.input.target.document, anchor);
    const sourceItem = resolveBlockPath(this.input.source.document, source);
    const item = sourceItem?.items[sourceItem.index];
    if (!resolved || !item) return;
    const isParagraph = !('cells' in item) && item.type === 'paragraph';
    if (isParagraph) {
      const at = resolved.items[resolved.index];
      const before = resolved.items[resolved.index - 1];
      const atParagraph = at && !('cells' in at) && at.type === 'paragraph' ? this.paragraphElement(at) : undefined;
      const beforeParagraph =
        before && !('cells' in before) && before.type === 'paragraph' ? this.paragraphElement(before) : undefined;
      if (atParagraph && atParagraph.part === 'content.xml') {
        this.deletionMark(atParagraph, 0, () => {
          const copy = this.importSource(source, 'content.xml');
          return copy ? [copy.node, this.emptyParagraph(copy.node)] : [];
        });
        return;
      }
      if (beforeParagraph && beforeParagraph.part === 'content.xml') {
        this.deletionMark(beforeParagraph, runsText(beforeParagraph.block.runs).length, () => {
          const copy = this.importSource(source, 'content.xml');
          return copy ? [this.emptyParagraph(copy.node), copy.node] : [];
        });
        return;
      }
    }
    // Tables, rows and paragraphs without a neighbouring paragraph: put the structure back and
    // track the deletion of its text.
    if (!isParagraph)
      this.warn(
        'tracked-structure',
        'ODF change tracking of a deleted table or row: its structure stays, its text is a tracked deletion',
      );
    const node = this.putBack(source, anchor);
    if (!node) return;
    const point = this.anchorPoint(anchor);
    if (point?.part !== 'content.xml') {
      this.warn(
        'tracked-part',
        `${place}: changes in headers and footers are not tracked; the deleted content was put back`,
      );
      return;
    }
    this.deletionInPlace(node);
  }

  /** Replaces the content of every paragraph in a put-back structure by a tracked deletion of it. */
  private deletionInPlace(root: Node): void {
    const paragraphs: Element[] = [];
    const visit = (node: Node) => {
      if (isElement(node) && DOC_ORDER_PARAGRAPHS.has(qname(node))) {
        paragraphs.push(node);
        return;
      }
      for (const child of Array.from(node.childNodes)) visit(child);
    };
    visit(root);
    for (const paragraph of paragraphs) {
      if (!paragraph.textContent?.trim() && !paragraph.getElementsByTagNameNS('*', 'frame').length) continue;
      const copy = paragraph.cloneNode(true);
      const id = this.region('deletion', [copy]);
      while (paragraph.firstChild) paragraph.removeChild(paragraph.firstChild);
      paragraph.appendChild(this.marker('text:change', id));
    }
  }

  private insertionMarks(
    startParagraph: { element: Element; part: string; block: ParagraphBlock },
    start: number,
    endParagraph: { element: Element; part: string; block: ParagraphBlock },
    end: number,
  ): void {
    const id = this.region('insertion');
    this.point(startParagraph, start, 2, () => [this.marker('text:change-start', id)]);
    this.point(endParagraph, end, 0, () => [this.marker('text:change-end', id)]);
  }

  private deletionMark(
    paragraph: { element: Element; part: string; block: ParagraphBlock },
    at: number,
    content: () => Node[],
  ): void {
    const id = this.region('deletion', content());
    this.point(paragraph, at, 1, () => [this.marker('text:change', id)]);
  }

  private countExistingRegions(doc: Document): void {
    const existing = Array.from(doc.getElementsByTagNameNS(NAMESPACES.text[0], 'changed-region'));
    const ids = new Set(existing.map((r) => attr(r, 'text:id') ?? attr(r, 'xml:id') ?? ''));
    this.existingIds = ids;
  }

  private existingIds = new Set<string>();

  private region(kind: 'insertion' | 'deletion' | 'format-change', content: Node[] = []): string {
    const doc = this.doc('content.xml');
    let id: string;
    do id = `dd-ct${++this.regionCount}`;
    while (this.existingIds.has(id));
    const info = createElement(doc, 'office:change-info', {}, [
      createElement(doc, 'dc:creator', {}, [this.input.options.author]),
      createElement(doc, 'dc:date', {}, [this.input.options.date]),
    ]);
    const change = createElement(doc, `text:${kind}`, {}, [info, ...content]);
    this.regions.push(createElement(doc, 'text:changed-region', { 'xml:id': id, 'text:id': id }, [change]));
    return id;
  }

  private marker(name: string, id: string): Node {
    return createElement(this.doc('content.xml'), name, { 'text:change-id': id });
  }

  private textParagraph(like: Element, text: string): Node {
    const doc = this.doc('content.xml');
    const styleName = attr(like, 'text:style-name');
    return createElement(doc, 'text:p', styleName ? { 'text:style-name': styleName } : {}, odfTextNodes(doc, text));
  }

  private emptyParagraph(like: Node): Node {
    const doc = this.doc('content.xml');
    const styleName = isElement(like) ? attr(like, 'text:style-name') : undefined;
    return createElement(doc, 'text:p', styleName ? { 'text:style-name': styleName } : {});
  }

  // -------------------------------------------------------------------------------------------
  // Paragraph edits

  private editsOf(paragraph: { element: Element; part: string; block: ParagraphBlock }): ParagraphEdits {
    let edits = this.edits.get(paragraph.element);
    if (!edits) {
      edits = {
        part: paragraph.part,
        expected: runsText(paragraph.block.runs),
        points: [],
        wraps: [],
        removes: [],
        attrs: {},
      };
      this.edits.set(paragraph.element, edits);
    }
    return edits;
  }

  private point(
    paragraph: { element: Element; part: string; block: ParagraphBlock },
    at: number,
    prio: number,
    nodes: () => Node[],
  ): void {
    this.editsOf(paragraph).points.push({ at, prio, seq: this.seq++, nodes });
  }

  private wrap(
    paragraph: { element: Element; part: string; block: ParagraphBlock },
    start: number,
    end: number,
    kind: MarkKind,
  ): void {
    const item = this.itemStyle(kind);
    this.editsOf(paragraph).wraps.push({
      start,
      end,
      style: this.markStyle(paragraph.part, kind),
      begin: item.beginSeparator,
      endText: item.endSeparator,
    });
  }

  private remove(
    paragraph: { element: Element; part: string; block: ParagraphBlock },
    start: number,
    end: number,
  ): void {
    this.editsOf(paragraph).removes.push({ start, end });
  }

  private itemStyle(kind: MarkKind): ItemStyle {
    const { options } = this.input;
    return kind === 'ins' ? options.inserted : kind === 'del' ? options.deleted : options.changed;
  }

  private markStyle(part: string, kind: MarkKind): string {
    return this.partStyles(part).textStyle(`dd-${kind}`, this.itemStyle(kind));
  }

  private markedText(part: string, text: string, kind: MarkKind): Node {
    const item = this.itemStyle(kind);
    const doc = this.doc(part);
    return createElement(
      doc,
      'text:span',
      { 'text:style-name': this.markStyle(part, kind) },
      odfTextNodes(doc, `${item.beginSeparator}${text}${item.endSeparator}`),
    );
  }

  /** Wraps the content of every paragraph of an imported structure in a marked span. */
  private markImported(root: Node, part: string, kind: MarkKind): void {
    const doc = this.doc(part);
    const item = this.itemStyle(kind);
    const style = this.markStyle(part, kind);
    const paragraphs: Element[] = [];
    const visit = (node: Node) => {
      if (isElement(node) && DOC_ORDER_PARAGRAPHS.has(qname(node))) paragraphs.push(node);
      for (const child of Array.from(node.childNodes)) visit(child);
    };
    visit(root);
    for (const paragraph of paragraphs) {
      if (!paragraph.firstChild) continue;
      const span = createElement(doc, 'text:span', { 'text:style-name': style });
      while (paragraph.firstChild) span.appendChild(paragraph.firstChild);
      if (item.beginSeparator) span.insertBefore(doc.createTextNode(item.beginSeparator), span.firstChild);
      if (item.endSeparator) span.appendChild(doc.createTextNode(item.endSeparator));
      paragraph.appendChild(span);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Importing source content

  private importSource(side: ChangeSide, targetPart: string): { node: Element } | undefined {
    const found = this.sourceElement(side);
    if (!found) {
      this.warn('not-found', 'a deleted block was not found in the source file');
      return undefined;
    }
    return { node: this.importElement(found, targetPart) };
  }

  /** A deep copy of a source element for a target part, its automatic styles and pictures carried along. */
  private importElement(found: { element: Element; part: string }, targetPart: string): Element {
    const doc = this.doc(targetPart);
    const node = doc.importNode(found.element, true) as Element;
    const visit = (element: Element) => {
      if (SOURCE_REVISION_MARKERS.has(qname(element))) {
        // The source's own tracked changes point at regions of the source's text:tracked-changes, which
        // the result does not have: copied along they would be dangling references (LibreOffice
        // drops them, the ODF schema forbids them). The copy shows the source's text as it reads.
        element.parentNode?.removeChild(element);
        return;
      }
      for (const attribute of Array.from(element.attributes)) {
        const name = qname(attribute);
        if (name === 'xml:id') {
          element.removeAttributeNode(attribute);
          continue;
        }
        if (/style-name$/.test(attribute.localName ?? attribute.name)) {
          const renamed = this.importStyleName(found.part, attribute.value, targetPart);
          if (renamed !== attribute.value) element.setAttributeNS(attribute.namespaceURI, attribute.name, renamed);
        }
        if (name === 'xlink:href' && (qname(element) === 'draw:image' || qname(element) === 'draw:object')) {
          const href = this.linkedParts.hrefFor(attribute.value);
          if (href !== attribute.value) element.setAttributeNS(attribute.namespaceURI, attribute.name, href);
        }
      }
      for (const child of elementChildren(element)) visit(child);
    };
    visit(node);
    return node;
  }

  /** The target's name for a source style: automatic styles are copied under a new name. */
  private importStyleName(sourcePart: string, name: string, targetPart: string): string {
    const key = `${sourcePart}|${targetPart}|${name}`;
    const known = this.imported.get(key);
    if (known) return known;
    const sourceState = this.source.part(sourcePart);
    const automatic = sourceState
      ? firstChildNamed(sourceState.doc.documentElement!, 'office:automatic-styles')
      : undefined;
    const style = automatic ? elementChildren(automatic).find((s) => attr(s, 'style:name') === name) : undefined;
    if (!style) return name;
    const styles = this.partStyles(targetPart);
    const renamed = styles.unique(`dd-src-${name}`);
    this.imported.set(key, renamed);
    const copy = this.doc(targetPart).importNode(style, true) as Element;
    const nameAttr = Array.from(copy.attributes).find((a) => qname(a) === 'style:name')!;
    copy.setAttributeNS(nameAttr.namespaceURI, nameAttr.name, renamed);
    const visit = (element: Element) => {
      for (const attribute of Array.from(element.attributes)) {
        if (qname(attribute) !== 'style:name' && /style-name$/.test(attribute.localName ?? attribute.name)) {
          const inner = this.importStyleName(sourcePart, attribute.value, targetPart);
          if (inner !== attribute.value) element.setAttributeNS(attribute.namespaceURI, attribute.name, inner);
        }
      }
      for (const child of elementChildren(element)) visit(child);
    };
    visit(copy);
    styles.add(copy);
    this.target.part(targetPart)!.edited = true;
    return renamed;
  }

  // -------------------------------------------------------------------------------------------
  // Applying

  private apply(): void {
    for (const [element, edits] of this.edits) {
      const state = this.target.part(edits.part)!;
      const problem = applyParagraphEdits(state.doc, element, edits, state.objects);
      if (problem) this.warn('paragraph-mismatch', `${edits.part}: a paragraph was not marked: ${problem}`);
      else state.edited = true;
    }
    for (const insert of this.blockInserts) {
      insert.parent.insertBefore(
        insert.node,
        insert.ref && insert.ref.parentNode === insert.parent ? insert.ref : null,
      );
      this.target.part(insert.part)!.edited = true;
    }
    for (const remove of this.blockRemoves) {
      removeBlock(remove.element);
      this.target.part(remove.part)!.edited = true;
    }
    for (const drop of this.columnDrops) {
      dropOneColumn(drop.element);
      this.target.part(drop.part)!.edited = true;
    }
    if (this.regions.length) {
      const content = this.target.part('content.xml')!;
      const officeText = officeTextOf(content.doc)!;
      let container = firstChildNamed(officeText, 'text:tracked-changes');
      if (!container) {
        container = createElement(content.doc, 'text:tracked-changes');
        const forms = firstChildNamed(officeText, 'office:forms');
        officeText.insertBefore(container, forms ? forms.nextSibling : officeText.firstChild);
      }
      for (const region of this.regions) container.appendChild(region);
      content.edited = true;
    }
  }

  private setPaperSize(size: { width: number; height: number }): void {
    const styles = this.target.part('styles.xml');
    if (!styles) return;
    const layouts = Array.from(styles.doc.getElementsByTagNameNS(NAMESPACES.style[0], 'page-layout-properties'));
    for (const properties of layouts) {
      const landscape = attr(properties, 'style:print-orientation') === 'landscape';
      const width = landscape ? Math.max(size.width, size.height) : size.width;
      const height = landscape ? Math.min(size.width, size.height) : size.height;
      properties.setAttributeNS(
        NAMESPACES.fo[0],
        `${properties.lookupPrefix(NAMESPACES.fo[0]) ?? 'fo'}:page-width`,
        `${width}pt`,
      );
      properties.setAttributeNS(
        NAMESPACES.fo[0],
        `${properties.lookupPrefix(NAMESPACES.fo[0]) ?? 'fo'}:page-height`,
        `${height}pt`,
      );
    }
    styles.edited = true;
  }

  private metadata(): { xml: string; added: boolean } | undefined {
    const { author, lastModifiedBy, company } = this.input.options.metadata;
    if (!author && !lastModifiedBy && !company) return undefined;
    const existing = this.target.archive.text('meta.xml');
    const doc = parseXml(
      existing ??
        '<?xml version="1.0" encoding="UTF-8"?><office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3"><office:meta/></office:document-meta>',
      'meta.xml',
    );
    const root = doc.documentElement!;
    let meta = firstChildNamed(root, 'office:meta');
    if (!meta) {
      meta = createElement(doc, 'office:meta');
      root.appendChild(meta);
    }
    const set = (name: string, value: string) => {
      let element = firstChildNamed(meta!, name);
      if (!element) {
        element = createElement(doc, name);
        meta!.appendChild(element);
      }
      while (element.firstChild) element.removeChild(element.firstChild);
      element.appendChild(doc.createTextNode(value));
    };
    if (author) set('meta:initial-creator', author);
    if (lastModifiedBy) set('dc:creator', lastModifiedBy);
    if (company) {
      const found = elementChildren(meta).find(
        (e) => qname(e) === 'meta:user-defined' && attr(e, 'meta:name') === 'Company',
      );
      const element =
        found ?? createElement(doc, 'meta:user-defined', { 'meta:name': 'Company', 'meta:value-type': 'string' });
      while (element.firstChild) element.removeChild(element.firstChild);
      element.appendChild(doc.createTextNode(company));
      if (!found) meta.appendChild(element);
    }
    return { xml: serializeXml(doc), added: existing === undefined };
  }

  // -------------------------------------------------------------------------------------------

  private doc(part: string): Document {
    return this.target.part(part)!.doc;
  }

  private partStyles(part: string): PartStyles {
    const state = this.target.part(part)!;
    state.edited = true;
    return state.styles;
  }

  private warn(code: string, message: string): void {
    const key = `${code}|${message}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.warnings.push({ code, message });
  }
}

function isListWrapper(node: Node | null): node is Element {
  return isElement(node) && ['text:list-item', 'text:list-header', 'text:list'].includes(qname(node));
}

function lastOf<T>(items: T[]): T | undefined {
  return items[items.length - 1];
}

function officeTextOf(doc: Document): Element | undefined {
  const body = firstChildNamed(doc.documentElement!, 'office:body');
  return body ? firstChildNamed(body, 'office:text') : undefined;
}
