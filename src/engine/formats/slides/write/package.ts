import { CorruptDocumentError } from '../../../errors';
import type { EditablePackage } from '../../package/editable-package';
import { relativeTarget } from '../../package/part-names';
import { elementChildren, parseXml, serializeXml } from '../../package/xml-dom';
import { partFolder, relsPartOf } from '../../package/part-names';
import { relationshipKind } from '../../package/opc';

/**
 * Copies a part of another package into this one under a fresh name, with the parts it refers
 * to (recursively, each once), and returns the new name. Slide layouts keep pointing at a layout
 * of this package: a copied slide must not bring a second master along.
 */
export function copyPartFrom(
  source: EditablePackage,
  target: EditablePackage,
  part: string,
  copied = new Map<string, string>(),
  layoutFallback?: string,
): string {
  const done = copied.get(part);
  if (done) return done;
  const slash = part.lastIndexOf('/');
  const dot = part.lastIndexOf('.');
  const stem = part.slice(slash + 1, dot > slash ? dot : undefined).replace(/\d+$/, '');
  const extension = dot > slash ? part.slice(dot) : '';
  const name = target.freeName(`${partFolder(part) || 'ppt'}/${stem || 'part'}`, extension);
  copied.set(part, name);
  const type = source.contentType(part);
  if (!type) throw new CorruptDocumentError(`the source part '${part}' has no content type`);
  target.put(name, source.bytes(part));
  if (target.contentType(name) !== type) target.setOverride(name, type);
  const rels = source.relationships(part);
  if (rels.size) {
    const relsDocument = parseXml(new TextDecoder().decode(source.bytes(relsPartOf(part))), relsPartOf(part));
    const root = relsDocument.documentElement!;
    for (const rel of elementChildren(root)) {
      const info = rels.get(rel.getAttribute('Id') ?? '');
      if (!info || info.external) continue;
      const kind = relationshipKind(info.type);
      let newTarget: string | undefined;
      if (kind === 'slideLayout') newTarget = target.has(info.target) ? info.target : layoutFallback;
      else if (kind === 'notesSlide' || kind === 'comments' || kind === 'slide' || kind.endsWith('Comments'))
        newTarget = undefined;
      else if (source.has(info.target)) newTarget = copyPartFrom(source, target, info.target, copied, layoutFallback);
      if (!newTarget) {
        root.removeChild(rel);
        continue;
      }
      rel.setAttribute('Target', relativeTarget(name, newTarget));
    }
    target.put(relsPartOf(name), serializeXml(relsDocument));
  }
  return name;
}
