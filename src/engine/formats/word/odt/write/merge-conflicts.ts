import { ZipArchive } from '../../../../archive/zip';
import { CorruptDocumentError } from '../../../../errors';
import { packageWithParts } from '../../../package/editable-package';
import {
  ancestor,
  attr,
  child,
  createElement,
  descendants,
  is,
  parseXml,
  serializeXml,
  type Element,
} from '../../../package/xml-dom';
import { MERGE_AUTHORS } from '../../../hooks';

/**
 * The ODF counterpart of markWordConflicts: in a tracked result (every region by "theirs"),
 * deletions become ours' and each paragraph holding a change gets an annotation (the comment
 * LibreOffice shows in the margin) saying what to do.
 */
export function markOdfConflicts(bytes: Uint8Array, note: string, date: Date): Uint8Array {
  const archive = new ZipArchive(bytes);
  const document = parseXml(archive.text('content.xml') ?? '', 'content.xml');
  const root = document.documentElement;
  if (!root) throw new CorruptDocumentError("part 'content.xml' has no root element");
  const changed = new Set<string>();
  for (const region of descendants(root, 'text', 'changed-region')) {
    const id = attr(region, 'text:id') || attr(region, 'xml:id') || '';
    changed.add(id);
    const deletion = child(region, 'text', 'deletion');
    if (!deletion) continue;
    for (const creator of descendants(deletion, 'dc', 'creator')) creator.textContent = MERGE_AUTHORS.ours;
  }
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, '');
  const paragraphs = new Set<Element>();
  for (const local of ['change', 'change-start']) {
    for (const marker of descendants(root, 'text', local)) {
      if (!changed.has(attr(marker, 'text:change-id') ?? '')) continue;
      const paragraph = enclosingParagraph(marker);
      if (paragraph) paragraphs.add(paragraph);
    }
  }
  for (const paragraph of paragraphs) {
    const annotation = createElement(document, 'office:annotation', {}, [
      createElement(document, 'dc:creator', {}, [MERGE_AUTHORS.note]),
      createElement(document, 'dc:date', {}, [stamp]),
      createElement(document, 'text:p', {}, [note]),
    ]);
    paragraph.insertBefore(annotation, paragraph.firstChild);
  }
  return packageWithParts(bytes, new Map([['content.xml', serializeXml(document)]]));
}

function enclosingParagraph(node: Element): Element | undefined {
  return ancestor(node, (e) => is(e, 'text', 'p') || is(e, 'text', 'h'));
}
