import type { Block, Box, ParagraphBlock, ReaderWarning, ShapeBlock } from '../../model/document';
import { localName, type XmlElement } from '../package/xml-tree';
import { cellOf, POINTS_PER_INCH, type VisioMaster, type VisioPage } from './package';

/**
 * The shapes of one Visio page as ShapeBlocks. A shape's cells come from the shape itself and,
 * where it omits them, from the master shape it is an instance of (`Master=` on a top-level
 * instance, `MasterShape=` on the sub-shapes of a group instance). Positions are converted from
 * Visio's bottom-up inches to top-down points.
 *
 * Top-level shapes carry their box on the page. Shapes inside a group carry their box relative
 * to the group's top-left corner, so moving a group is one change rather than one per member;
 * their box on the page is kept in the family data for change boxes and the writer.
 */

/** Line and fill cells reported as style changes of a shape. */
export const STYLE_CELLS = ['LineColor', 'LineWeight', 'LinePattern', 'FillForegnd', 'FillPattern'] as const;
export type StyleCell = (typeof STYLE_CELLS)[number];

export interface ShapeFacts {
  id: string;
  name?: string;
  /** Where the shape is on its page, in points from the top-left. */
  pageBox: Box;
  /** Its index path in the page story (top-level index, then indexes inside group blocks). */
  blockPath: number[];
  /** How a person names it in change places (`shape 3 "Router"`, nested: `shape 2 "Rack", shape 1`). */
  place: string;
  style: Partial<Record<StyleCell, string>>;
  /** For a connector (a 1-D shape glued by page Connects): the shape IDs its ends are glued to. */
  connects?: { begin?: string; end?: string };
  /** True for a 1-D shape (it has Begin/End cells). */
  oneDimensional: boolean;
}

export interface PageShapes {
  blocks: Block[];
  facts: Record<string, ShapeFacts>;
}

interface Frame {
  /** The parent's left and top on the page, and its height, in inches (bottom-up y). */
  left: number;
  bottom: number;
  height: number;
}

export function readPageShapes(
  root: XmlElement,
  page: VisioPage,
  part: string,
  masters: Map<string, VisioMaster>,
  warnings: ReaderWarning[],
): PageShapes {
  const facts: Record<string, ShapeFacts> = {};
  const rootChildren = root.children;
  const shapesIndex = rootChildren.findIndex((e) => localName(e.name) === 'Shapes');
  const blocks: Block[] = [];
  const missingMasters = new Set<string>();

  const readList = (
    container: XmlElement,
    containerPath: string,
    frame: Frame,
    master: VisioMaster | undefined,
    blockPath: number[],
    placePrefix: string,
  ): Block[] => {
    const out: Block[] = [];
    let ordinal = 0;
    container.children.forEach((shape, index) => {
      if (localName(shape.name) !== 'Shape') return;
      const path = `${containerPath}/${index}`;
      let ownMaster = master;
      let inherited: XmlElement | undefined;
      const masterId = shape.attrs.Master;
      if (masterId) {
        ownMaster = masters.get(masterId);
        inherited = ownMaster?.top;
        if (!ownMaster && !missingMasters.has(masterId)) {
          missingMasters.add(masterId);
          warnings.push({
            code: 'diagram-master-unknown',
            message: `page "${page.name}" uses master ${masterId}, which the package does not define; its shapes show only their own cells`,
            locator: { part, path },
          });
        }
      } else if (shape.attrs.MasterShape && master) {
        inherited = master.byId.get(shape.attrs.MasterShape);
      }
      const cell = (name: string): string | undefined =>
        cellValue(shape, name) ?? (inherited ? cellValue(inherited, name) : undefined);
      const num = (name: string): number | undefined => {
        const value = cell(name);
        if (value === undefined) return undefined;
        const n = Number(value);
        return Number.isFinite(n) ? n : undefined;
      };
      const oneDimensional = num('BeginX') !== undefined && num('EndX') !== undefined;
      let left: number;
      let bottom: number;
      let width: number;
      let height: number;
      if (oneDimensional) {
        const [bx, by, ex, ey] = [num('BeginX')!, num('BeginY') ?? 0, num('EndX')!, num('EndY') ?? 0];
        left = Math.min(bx, ex);
        bottom = Math.min(by, ey);
        width = Math.abs(ex - bx);
        height = Math.abs(ey - by);
      } else {
        width = num('Width') ?? 0;
        height = num('Height') ?? 0;
        left = (num('PinX') ?? 0) - (num('LocPinX') ?? width / 2);
        bottom = (num('PinY') ?? 0) - (num('LocPinY') ?? height / 2);
      }
      const pageLeft = frame.left + left;
      const pageBottom = frame.bottom + bottom;
      const pageBox = toPoints(pageLeft, page.height - (pageBottom + height), width, height);
      const relativeBox = toPoints(left, frame.height - (bottom + height), width, height);
      const name = shape.attrs.Name || shape.attrs.NameU || undefined;
      const text = shapeText(shape) ?? (inherited ? shapeText(inherited) : undefined) ?? '';
      const children = shape.children.find((e) => localName(e.name) === 'Shapes');
      const childIndex = children ? shape.children.indexOf(children) : -1;
      const paragraphs = textParagraphs(text, part, path);
      const id = shape.attrs.ID ?? '';
      const myPath = [...blockPath, out.length];
      const innerOffset = paragraphs.length;
      const position = ordinal + 1;
      const place = `${placePrefix}shape ${position}${name ? ` "${name.length > 40 ? `${name.slice(0, 39)}…` : name}"` : ''}`;
      const nested = children
        ? readList(
            children,
            `${path}/${childIndex}`,
            { left: pageLeft, bottom: pageBottom, height },
            ownMaster,
            [...myPath],
            `${place}, `,
          )
        : [];
      // Group members without text are the group's drawing, not something a reader compares.
      if (blockPath.length && !name && !paragraphs.length && !nested.length) return;
      ordinal++;
      // Nested blocks were numbered from 0 inside this shape; they follow its paragraphs.
      for (const block of nested) if (block.type === 'shape') shiftFacts(block, facts, innerOffset, myPath.length);
      const style: ShapeFacts['style'] = {};
      for (const key of STYLE_CELLS) {
        const value = cell(key);
        if (value !== undefined) style[key] = value;
      }
      facts[id] = { id, name, pageBox, blockPath: myPath, place, style, oneDimensional };
      const block: ShapeBlock = {
        type: 'shape',
        id,
        name,
        box: blockPath.length ? relativeBox : pageBox,
        blocks: [...paragraphs, ...nested],
        locator: { part, path },
      };
      out.push(block);
    });
    return out;
  };

  if (shapesIndex >= 0) {
    blocks.push(
      ...readList(
        rootChildren[shapesIndex],
        String(shapesIndex),
        { left: 0, bottom: 0, height: page.height },
        undefined,
        [],
        '',
      ),
    );
  }
  readConnects(rootChildren, facts);
  return { blocks, facts };
}

/** Nested shapes' block paths were made before their group's paragraphs were counted. */
function shiftFacts(block: ShapeBlock, facts: Record<string, ShapeFacts>, offset: number, depth: number) {
  const fact = block.id !== undefined ? facts[block.id] : undefined;
  if (fact) fact.blockPath[depth] += offset;
  for (const child of block.blocks) if (child.type === 'shape') shiftFacts(child, facts, offset, depth);
}

function readConnects(rootChildren: XmlElement[], facts: Record<string, ShapeFacts>) {
  const connects = rootChildren.find((e) => localName(e.name) === 'Connects');
  if (!connects) return;
  for (const connect of connects.children) {
    if (localName(connect.name) !== 'Connect') continue;
    const from = facts[connect.attrs.FromSheet ?? ''];
    const to = connect.attrs.ToSheet;
    const fromCell = connect.attrs.FromCell ?? '';
    if (!from || !to) continue;
    from.connects ??= {};
    if (fromCell.startsWith('Begin')) from.connects.begin = to;
    else if (fromCell.startsWith('End')) from.connects.end = to;
  }
}

function toPoints(left: number, top: number, width: number, height: number): Box {
  const round = (n: number) => Math.round(n * POINTS_PER_INCH * 100) / 100;
  return { x: round(left), y: round(top), width: round(width), height: round(height) };
}

function cellValue(shape: XmlElement, name: string): string | undefined {
  return cellOf(shape, name)?.attrs.V;
}

/**
 * The text of a shape's Text element: its characters, with the cp/pp/tp markers (which only
 * point at formatting rows) left out and fields shown by their displayed value. Undefined when
 * the shape has no Text element, so the master's text shows through.
 */
export function shapeText(shape: XmlElement): string | undefined {
  const text = shape.children.find((e) => localName(e.name) === 'Text');
  if (!text) return undefined;
  let out = '';
  // Parts are read with mixed content: the markers sit between the runs of text.
  const walk = (element: XmlElement) => {
    for (const n of element.nodes ?? element.children) {
      if (typeof n === 'string') out += n;
      else if (!['cp', 'pp', 'tp'].includes(localName(n.name))) walk(n);
    }
  };
  walk(text);
  return out;
}

/** Visio ends paragraphs with a newline (the last one too) and lines with U+2028. */
function textParagraphs(text: string, part: string, path: string): ParagraphBlock[] {
  const normalized = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u2029/g, '\n')
    .replace(/\n$/, '');
  if (!normalized.trim()) return [];
  return normalized.split('\n').map((line) => ({
    type: 'paragraph',
    runs: line ? [{ text: line.replace(/\u2028/g, '\n'), style: {} }] : [],
    locator: { part, path },
  }));
}
