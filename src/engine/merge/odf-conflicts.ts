import type { Element } from '@xmldom/xmldom';
import { ZipArchive } from '../archive/zip';
import { CorruptDocumentError } from '../errors';
import { packageWithParts } from '../formats/package/editable-package';
import { elementChildren, parseXml, serializeXml } from '../formats/package/xml-dom';
import { MERGE_AUTHORS } from './word-conflicts';

const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const DC = 'http://purl.org/dc/elements/1.1/';

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
  for (const region of Array.from(root.getElementsByTagNameNS(TEXT, 'changed-region'))) {
    const id = region.getAttributeNS(TEXT, 'id') || region.getAttribute('xml:id') || '';
    changed.add(id);
    const deletion = elementChildren(region).find((c) => c.namespaceURI === TEXT && c.localName === 'deletion');
    if (!deletion) continue;
    for (const creator of Array.from(deletion.getElementsByTagNameNS(DC, 'creator')))
      creator.textContent = MERGE_AUTHORS.ours;
  }
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, '');
  const paragraphs = new Set<Element>();
  for (const local of ['change', 'change-start']) {
    for (const marker of Array.from(root.getElementsByTagNameNS(TEXT, local))) {
      if (!changed.has(marker.getAttributeNS(TEXT, 'change-id') ?? '')) continue;
      const paragraph = enclosingParagraph(marker);
      if (paragraph) paragraphs.add(paragraph);
    }
  }
  for (const paragraph of paragraphs) {
    const annotation = document.createElementNS(OFFICE, 'office:annotation');
    const creator = document.createElementNS(DC, 'dc:creator');
    creator.appendChild(document.createTextNode(MERGE_AUTHORS.note));
    const when = document.createElementNS(DC, 'dc:date');
    when.appendChild(document.createTextNode(stamp));
    const text = document.createElementNS(TEXT, 'text:p');
    text.appendChild(document.createTextNode(note));
    annotation.appendChild(creator);
    annotation.appendChild(when);
    annotation.appendChild(text);
    paragraph.insertBefore(annotation, paragraph.firstChild);
  }
  return packageWithParts(bytes, new Map([['content.xml', serializeXml(document)]]));
}

function enclosingParagraph(node: Element): Element | undefined {
  for (let n = node.parentNode; n; n = n.parentNode) {
    const e = n as Element;
    if (e.namespaceURI === TEXT && (e.localName === 'p' || e.localName === 'h')) return e;
  }
  return undefined;
}
