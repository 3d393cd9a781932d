import { ZipArchive } from '../../../archive/zip';
import { packageWithParts } from '../../package/editable-package';
import type { EngineChange } from '../../../diff/types';
import { canonicalPrefix } from '../../package/namespaces';
import {
  child,
  children,
  descendant,
  descendantElements,
  descendants,
  elementAt,
  elementChildren,
  is,
  parseXml,
  PartNames,
  removeNode,
  serializeXml,
  type Element,
} from '../../package/xml-dom';
import type { Block, DocumentModel } from '../../../model/document';

/** Theirs' copy sits this far below and right of ours (0.2 inch), so both can be seen and picked. */
const OFFSET_EMU = 182880;
const COLORS = { ours: 'C00000', theirs: '00A050' };

interface Pair {
  part: string;
  ours: string;
  theirs: { part: string; path: string };
}

/**
 * A PowerPoint conflict as two shapes on the slide: ours' shape framed in red and named
 * "ours: …", theirs' copy beside it framed in green and named "theirs: …"; the person deletes the
 * one they do not want. Only for conflicts between two text shapes that carry their own position
 * and no relationships (pictures, charts, links would need parts copied between decks); for any
 * other conflict it returns undefined and the caller shows the conflict in the shape's text.
 */
export function frameConflictingShapes(
  oursBytes: Uint8Array,
  ours: DocumentModel,
  theirsBytes: Uint8Array,
  theirs: DocumentModel,
  conflicts: readonly EngineChange[],
): Uint8Array | undefined {
  const pairs = new Map<string, Pair>();
  for (const change of conflicts) {
    if (!change.source || !change.target) continue;
    if (!change.source.story.startsWith('slide:')) return undefined;
    const mine = shapeAt(ours, change.source.story, change.source.blockPath);
    const other = shapeAt(theirs, change.target.story, change.target.blockPath);
    if (!mine?.locator || !other?.locator) return undefined;
    pairs.set(`${mine.locator.part}#${mine.locator.path}`, {
      part: mine.locator.part,
      ours: mine.locator.path,
      theirs: other.locator,
    });
  }
  // A paragraph only one side has is fine inside a shape already paired; anything else is not two shapes.
  for (const change of conflicts) {
    if (change.source && change.target) continue;
    const side = change.source ?? change.target;
    const shape =
      side && side.blockPath.length > 1
        ? shapeAt(change.source ? ours : theirs, side.story, side.blockPath)
        : undefined;
    const path = shape?.locator?.path;
    if (!path || ![...pairs.values()].some((pair) => (change.source ? pair.ours === path : pair.theirs.path === path)))
      return undefined;
  }
  if (!pairs.size) return undefined;
  const oursZip = new ZipArchive(oursBytes);
  const theirsZip = new ZipArchive(theirsBytes);
  const slides = new Map<string, ReturnType<typeof parseXml>>();
  const theirsSlides = new Map<string, ReturnType<typeof parseXml>>();
  const load = (zip: ZipArchive, cache: typeof slides, part: string) => {
    if (!cache.has(part)) cache.set(part, parseXml(zip.text(part) ?? '', part));
    return cache.get(part)!;
  };
  // Resolve every shape before any is inserted: insertions shift the paths of later siblings.
  const resolved = [...pairs.values()].map((pair) => ({
    slide: load(oursZip, slides, pair.part),
    mine: elementAt(load(oursZip, slides, pair.part), pair.ours),
    other: elementAt(load(theirsZip, theirsSlides, pair.theirs.part), pair.theirs.path),
  }));
  for (const { mine, other } of resolved) {
    if (!mine || !other || !isPlainTextShape(mine) || !isPlainTextShape(other)) return undefined;
  }
  for (const { slide, mine, other } of resolved) {
    const copy = slide.importNode(other!, true) as Element;
    const ids = descendants(slide, 'p', 'cNvPr').map((e) => Number(e.getAttribute('id')) || 0);
    const name = (shape: Element) => descendant(shape, 'p', 'cNvPr')!;
    name(copy).setAttribute('id', String(Math.max(0, ...ids) + 1));
    name(copy).setAttribute('name', `theirs: ${name(copy).getAttribute('name') ?? ''}`);
    name(mine!).setAttribute('name', `ours: ${name(mine!).getAttribute('name') ?? ''}`);
    // A second placeholder of one kind would confuse the layout; theirs' copy keeps its own position.
    for (const placeholder of descendants(copy, 'p', 'ph')) removeNode(placeholder);
    const offset = descendant(copy, 'a', 'off')!;
    offset.setAttribute('x', String(Number(offset.getAttribute('x')) + OFFSET_EMU));
    offset.setAttribute('y', String(Number(offset.getAttribute('y')) + OFFSET_EMU));
    outline(mine!, COLORS.ours);
    outline(copy, COLORS.theirs);
    mine!.parentNode!.insertBefore(copy, mine!.nextSibling);
  }
  return packageWithParts(oursBytes, new Map([...slides].map(([name, document]) => [name, serializeXml(document)])));
}

function shapeAt(
  document: DocumentModel,
  story: string,
  path: number[],
): Extract<Block, { type: 'shape' }> | undefined {
  const block = document.stories.find((s) => s.key === story)?.blocks[path[0]];
  return block?.type === 'shape' ? block : undefined;
}

/** A `p:sp` with its own position (a:off) and nothing that points at another part. */
function isPlainTextShape(shape: Element): boolean {
  if (!is(shape, 'p', 'sp') || !descendant(shape, 'a', 'off')) return false;
  for (const element of descendantElements(shape))
    for (const attribute of Array.from(element.attributes))
      if (canonicalPrefix(attribute.namespaceURI) === 'r') return false;
  return true;
}

function outline(shape: Element, color: string): void {
  const properties = child(shape, 'p', 'spPr');
  if (!properties) return;
  for (const old of children(properties, 'a', 'ln')) properties.removeChild(old);
  const document = shape.ownerDocument!;
  const a = PartNames.of(shape, 'a');
  const line = a.create(document, 'ln');
  line.setAttribute('w', '38100');
  const fill = a.create(document, 'solidFill');
  const rgb = a.create(document, 'srgbClr');
  rgb.setAttribute('val', color);
  fill.appendChild(rgb);
  line.appendChild(fill);
  // a:ln comes after the geometry and fill in spPr's sequence: before effects, scene and shape 3D.
  const after = elementChildren(properties).find((c) =>
    ['effectLst', 'effectDag', 'scene3d', 'sp3d', 'extLst'].includes(c.localName ?? ''),
  );
  properties.insertBefore(line, after ?? null);
}
