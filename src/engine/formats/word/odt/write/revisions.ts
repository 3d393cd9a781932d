import { ZipArchive } from '../../../../archive/zip';
import type { RevisionDecision, RevisionType } from '../../../hooks';
import { packageWithParts } from '../../../package/editable-package';
import { parseOdfPart, type XmlElement } from '../../../package/xml-tree';
import { applyOdfChanges, listOdfChanges, type OdfRegion } from './tracked';

/**
 * The tracked changes an OpenDocument text carries (text:tracked-changes in content.xml) as the
 * revisions operations list them, and settling them one by one.
 */

const ODF_TYPE: Record<OdfRegion['kind'], RevisionType> = {
  insertion: 'Insertion',
  deletion: 'Deletion',
  'format-change': 'FormatChange',
};

interface OdfRevision {
  id: string;
  type: RevisionType;
  author?: string;
  text: string;
}

export function odfRevisions(bytes: Uint8Array): OdfRevision[] {
  const regions = listOdfChanges(bytes);
  const texts = odfChangeTexts(parseOdfPart(new ZipArchive(bytes).text('content.xml') ?? '', 'content.xml'));
  return regions.map((r) => ({
    id: r.id,
    type: ODF_TYPE[r.kind],
    ...(r.author ? { author: r.author } : {}),
    text: texts.get(r.id) ?? '',
  }));
}

/**
 * Text of each change: a deletion's text is kept in its region; an insertion's or a format
 * change's lies in the body between its change-start and change-end.
 */
function odfChangeTexts(root: XmlElement): Map<string, string> {
  const texts = new Map<string, string>();
  const open = new Set<string>();
  const add = (id: string, text: string) => texts.set(id, (texts.get(id) ?? '') + text);
  const walk = (element: XmlElement, into: (text: string) => void) => {
    for (const n of element.nodes ?? element.children) {
      if (typeof n === 'string') {
        into(n);
        continue;
      }
      const name = n.name;
      if (name === 'text:tracked-changes' || name === 'office:change-info') continue;
      if (name === 'text:change-start') open.add(n.attrs['text:change-id'] ?? '');
      else if (name === 'text:change-end') open.delete(n.attrs['text:change-id'] ?? '');
      else if (name === 'text:s') into(' '.repeat(Number(n.attrs['text:c'] ?? 1) || 1));
      else if (name === 'text:tab') into('\t');
      else if (name === 'text:line-break') into('\n');
      else {
        const block = name === 'text:p' || name === 'text:h';
        walk(n, into);
        if (block) into('\n');
      }
    }
  };
  walk(root, (text) => {
    for (const id of open) add(id, text);
  });
  for (const region of descendantsNamed(root, 'text:changed-region')) {
    const id = region.attrs['text:id'] ?? region.attrs['xml:id'];
    const deletion = region.child('text:deletion');
    if (!id || !deletion) continue;
    let text = '';
    walk(deletion, (t) => (text += t));
    texts.set(id, text);
  }
  for (const [id, text] of texts) texts.set(id, text.replace(/\n+$/, ''));
  return texts;
}

/** Descendants with this name, in document order. */
function descendantsNamed(element: XmlElement, name: string, into: XmlElement[] = []): XmlElement[] {
  for (const child of element.children) {
    if (child.name === name) into.push(child);
    descendantsNamed(child, name, into);
  }
  return into;
}

const KEPT_ID = 'docdelta-kept-id';

/**
 * The ODF helper settles every region it is given; regions left as they are have their ids
 * hidden from it meanwhile (a region without an id is one it passes over).
 */
export function applyOdf(bytes: Uint8Array, decisions: RevisionDecision[]): Uint8Array {
  const regions = listOdfChanges(bytes);
  const kept = new Set(regions.filter((_, k) => decisions[k] === 'keep').map((r) => r.id));
  const decisionById = new Map(regions.map((r, k) => [r.id, decisions[k]]));
  const input = kept.size ? rewriteRegionIds(bytes, (tag) => hideIds(tag, kept)) : bytes;
  const output = applyOdfChanges(input, (region) => (decisionById.get(region.id) === 'reject' ? 'reject' : 'accept'));
  return kept.size ? rewriteRegionIds(output, restoreIds) : output;
}

function rewriteRegionIds(bytes: Uint8Array, edit: (startTag: string) => string): Uint8Array {
  const content = new ZipArchive(bytes).text('content.xml') ?? '';
  return packageWithParts(bytes, new Map([['content.xml', content.replace(/<text:changed-region\b[^>]*>/g, edit)]]));
}

function hideIds(tag: string, kept: Set<string>): string {
  const id = /\stext:id="([^"]*)"/.exec(tag)?.[1] ?? /\sxml:id="([^"]*)"/.exec(tag)?.[1];
  if (!id || !kept.has(id)) return tag;
  return tag.replace(/\s(text|xml):id="/g, (_m, prefix: string) => ` ${KEPT_ID}-${prefix}="`);
}

function restoreIds(tag: string): string {
  return tag.replace(new RegExp(`\\s${KEPT_ID}-(text|xml)="`, 'g'), (_m, prefix: string) => ` ${prefix}:id="`);
}
