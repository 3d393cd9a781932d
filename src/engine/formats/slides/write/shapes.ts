import type { Box, ReaderWarning } from '../../../model/document';
import { child, elementChildren, is, type Element } from '../../package/xml-dom';
import { NAMESPACES } from '../../package/namespaces';
import { relationshipKind } from '../../package/opc';
import { copyPartFrom } from './package';
import type { EditablePackage } from '../../package/editable-package';

/**
 * Putting a shape that was deleted from a surviving slide back into the target slide: the
 * shape's markup is copied from the source slide with the parts it refers to (pictures, charts,
 * embedded objects), its relationship ids rewritten for the target slide and its shape ids made
 * unique there. Where it goes is decided by the caller; marking it is too.
 */

const P_NAMESPACES: readonly string[] = NAMESPACES.p;
const R_NAMESPACES: readonly string[] = NAMESPACES.r;
const A = NAMESPACES.a[0];

export interface ShapeCopier {
  source: EditablePackage;
  target: EditablePackage;
  /** Source part → target part, shared by everything copied into one result (each part once). */
  copiedParts: Map<string, string>;
  /** A layout of the target for copied parts that point at a layout (as slides do). */
  layoutFallback?: string;
  warnings: ReaderWarning[];
}

export interface ShapeRestore {
  /** The deleted shape's element in the source slide (a p:sp, p:pic, p:grpSp, p:graphicFrame, p:cxnSp). */
  original: Element;
  sourcePart: string;
  targetPart: string;
  /** The p:spTree or p:grpSp that receives the copy. */
  container: Element;
  /** A surviving target shape the copy goes right after (the shape that preceded it in the source). */
  after?: Element;
  /** Otherwise the target shape the copy goes right before (the change's anchor); at the end when absent. */
  before?: Element;
  /** The shape's box in points, given to a placeholder that inherited its geometry from its layout. */
  box?: Box;
}

/**
 * Copies the deleted shape into the target slide and returns the copy; undefined (with a warning)
 * when the shape needs a reference that cannot be kept, as a chart frame needs its chart part.
 */
export function insertShapeCopy(copier: ShapeCopier, restore: ShapeRestore): Element | undefined {
  const lost = requiredReferenceLost(copier, restore.original, restore.sourcePart);
  if (lost) {
    copier.warnings.push({
      code: 'restored-shape-dropped',
      message: `a deleted shape was not put back: its ${lost} refers to a relationship or part the source deck does not have`,
    });
    return undefined;
  }
  const document = restore.container.ownerDocument!;
  const copy = document.importNode(restore.original, true) as Element;
  rewriteRelationships(copier, copy, restore.sourcePart, restore.targetPart);
  renumberShapeIds(copy, restore.container);
  if (restore.box) giveExplicitBox(copy, restore.box);
  const after = restore.after && topLevelIn(restore.container, restore.after);
  const before = restore.before && topLevelIn(restore.container, restore.before);
  if (after) restore.container.insertBefore(copy, after.nextSibling);
  else if (before) restore.container.insertBefore(copy, before);
  else
    restore.container.insertBefore(copy, elementChildren(restore.container).find((e) => is(e, 'p', 'extLst')) ?? null);
  return copy;
}

/**
 * The child of `container` that holds `element`: a shape read from an mc:Fallback branch is
 * placed beside its mc:AlternateContent, never inside one branch only.
 */
function topLevelIn(container: Element, element: Element): Element | undefined {
  let node: Element | null = element;
  while (node && node.parentNode !== container) node = node.parentNode as Element | null;
  return node ?? undefined;
}

function allElements(root: Element): Element[] {
  const list: Element[] = [root];
  for (let k = 0; k < list.length; k++) list.push(...elementChildren(list[k]));
  return list;
}

/** Elements whose relationship reference may go without making the markup invalid: links go whole, a picture without its image still loads. */
const OPTIONAL_REFERENCES = new Set(['hlinkClick', 'hlinkHover', 'hlinkMouseOver', 'blip']);

function referenceAttributes(
  element: Element,
): { namespaceURI: string | null; localName: string; name: string; value: string }[] {
  return (
    Array.from(element.attributes) as unknown as {
      namespaceURI: string | null;
      localName: string;
      name: string;
      value: string;
    }[]
  ).filter((a) => R_NAMESPACES.includes(a.namespaceURI ?? '') && a.value);
}

/** The name of an element in the shape whose required reference would be dropped (a chart frame's c:chart, a diagram's parts), if any. */
function requiredReferenceLost(copier: ShapeCopier, original: Element, sourcePart: string): string | undefined {
  const sourceRels = copier.source.relationships(sourcePart);
  for (const element of allElements(original)) {
    if (OPTIONAL_REFERENCES.has(element.localName ?? '')) continue;
    for (const attribute of referenceAttributes(element)) {
      const rel = sourceRels.get(attribute.value);
      const kept = !!rel && (rel.external || (relationshipKind(rel.type) !== 'slide' && copier.source.has(rel.target)));
      if (!kept) return element.tagName;
    }
  }
  return undefined;
}

/** Every r:* attribute of the copy points at a relationship of the source slide; give the target slide the same ones. */
function rewriteRelationships(copier: ShapeCopier, copy: Element, sourcePart: string, targetPart: string) {
  const sourceRels = copier.source.relationships(sourcePart);
  const mapped = new Map<string, string | null>();
  const mapId = (id: string): string | null => {
    if (mapped.has(id)) return mapped.get(id)!;
    const rel = sourceRels.get(id);
    let result: string | null = null;
    if (!rel) {
      copier.warnings.push({
        code: 'restored-shape-reference',
        message: `a restored shape referred to a missing relationship (${id}); the reference was dropped`,
      });
    } else if (rel.external) {
      result =
        copier.target.findRelationship(targetPart, rel.type, rel.target, true) ??
        copier.target.addRelationship(targetPart, rel.type, rel.target, { external: true });
    } else if (relationshipKind(rel.type) === 'slide') {
      // A jump to another slide: that slide may not exist in the target, so the link goes.
      copier.warnings.push({
        code: 'restored-shape-link',
        message: 'a link to another slide on a restored shape was dropped',
      });
    } else if (!copier.source.has(rel.target)) {
      copier.warnings.push({
        code: 'restored-shape-reference',
        message: `a restored shape referred to the missing part '${rel.target}'; the reference was dropped`,
      });
    } else {
      const part =
        reusablePart(copier, rel.target) ??
        copyPartFrom(copier.source, copier.target, rel.target, copier.copiedParts, copier.layoutFallback);
      result =
        copier.target.findRelationship(targetPart, rel.type, part) ??
        copier.target.addRelationship(targetPart, rel.type, part);
      if (relationshipKind(rel.type) === 'diagramData') relinkDiagramDrawing(copier, part, mapId);
    }
    mapped.set(id, result);
    return result;
  };
  for (const element of allElements(copy)) {
    for (const attribute of referenceAttributes(element)) {
      const id = mapId(attribute.value);
      if (id) element.setAttributeNS(attribute.namespaceURI!, attribute.name, id);
      else if (element.localName === 'hlinkClick' || element.localName === 'hlinkHover')
        element.parentNode?.removeChild(element);
      else element.removeAttributeNS(attribute.namespaceURI!, attribute.localName);
    }
  }
}

/**
 * A media part the target already holds with the same bytes (a picture used on both sides) is
 * shared, not copied. XML parts are always copied: the copy may be edited (SmartArt's data part).
 */
function reusablePart(copier: ShapeCopier, part: string): string | undefined {
  if (part.endsWith('.xml') || !copier.target.has(part) || copier.source.relationships(part).size) return undefined;
  const a = copier.source.bytes(part);
  const b = copier.target.bytes(part);
  if (a.length !== b.length) return undefined;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return undefined;
  return copier.source.contentType(part) === copier.target.contentType(part) ? part : undefined;
}

/**
 * SmartArt's data part names its pre-drawn shapes by a relationship id of the slide
 * (dsp:dataModelExt/@relId), so that relationship is copied too and the id rewritten.
 */
function relinkDiagramDrawing(copier: ShapeCopier, dataPart: string, mapId: (id: string) => string | null) {
  if (!dataPart.endsWith('.xml')) return;
  for (const element of allElements(copier.target.xml(dataPart).documentElement!)) {
    if (element.localName !== 'dataModelExt') continue;
    const id = element.getAttribute('relId');
    if (!id) continue;
    const mappedId = mapId(id);
    if (mappedId) element.setAttribute('relId', mappedId);
    else element.removeAttribute('relId');
  }
}

/** Shape ids are unique per slide: the copy (and every shape inside a copied group) gets fresh ones. */
function renumberShapeIds(copy: Element, container: Element) {
  let tree: Element = container;
  while (tree.parentNode && (tree.parentNode as Element).localName !== 'cSld') tree = tree.parentNode as Element;
  let next = 1;
  for (const element of allElements(tree))
    if (element.localName === 'cNvPr' && P_NAMESPACES.includes(element.namespaceURI ?? ''))
      next = Math.max(next, (Number(element.getAttribute('id')) || 0) + 1);
  const renamed = new Map<string, string>();
  const inside = allElements(copy);
  for (const element of inside) {
    if (element.localName !== 'cNvPr' || !P_NAMESPACES.includes(element.namespaceURI ?? '')) continue;
    const fresh = String(next++);
    renamed.set(element.getAttribute('id') ?? '', fresh);
    element.setAttribute('id', fresh);
  }
  // Connectors inside the copy keep their ends on the copied shapes.
  for (const element of inside) {
    if (
      (element.localName === 'stCxn' || element.localName === 'endCxn') &&
      renamed.has(element.getAttribute('id') ?? '')
    )
      element.setAttribute('id', renamed.get(element.getAttribute('id') ?? '')!);
  }
}

/** A placeholder without its own geometry would take the target layout's; it keeps the one it had. */
function giveExplicitBox(copy: Element, box: Box) {
  const spPr = child(copy, 'p', 'spPr');
  if (!spPr || child(spPr, 'a', 'xfrm')) return;
  const document = copy.ownerDocument!;
  const prefix = 'a';
  const emu = (pt: number) => String(Math.round(pt * 12700));
  const xfrm = document.createElementNS(A, `${prefix}:xfrm`);
  const off = document.createElementNS(A, `${prefix}:off`);
  off.setAttribute('x', emu(box.x));
  off.setAttribute('y', emu(box.y));
  const ext = document.createElementNS(A, `${prefix}:ext`);
  ext.setAttribute('cx', emu(box.width));
  ext.setAttribute('cy', emu(box.height));
  xfrm.appendChild(off);
  xfrm.appendChild(ext);
  spPr.insertBefore(xfrm, spPr.firstChild);
}

/** The transform of a shape that has no outline of its own (graphic frames, groups): where a frame goes. */
export function frameTransform(shape: Element): Element | undefined {
  return child(shape, 'p', 'xfrm') ?? child(child(shape, 'p', 'grpSpPr'), 'a', 'xfrm');
}
