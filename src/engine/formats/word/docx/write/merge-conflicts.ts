import { WordPackage } from './package';
import {
  ancestor,
  child,
  descendant,
  descendantElements,
  descendants,
  is,
  parseXml,
  PartNames,
  serializeXml,
  type Element,
} from '../../../package/xml-dom';
import { CorruptDocumentError } from '../../../../errors';
import { MERGE_AUTHORS } from '../../../hooks';

const COMMENTS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const REMOVED = new Set(['del', 'moveFrom']);
const CHANGED = new Set(['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange', 'pPrChange']);
/** Parts besides the main one that may hold revisions: their deletions are ours' too (Word takes no comments there). */
const STORY_PARTS = /^word\/(header|footer|footnotes|endnotes)\d*\.xml$/;

/**
 * A tracked result (ours with theirs tracked over it, every revision by "theirs") becomes the
 * conflict view: what ours has and theirs has not is a deletion by "ours", what theirs adds an
 * insertion by "theirs", so Word colours the two sides apart; each changed paragraph gets a
 * comment saying what to do. There is no comment writer in the tracked writer to extend:
 * comments are a merge's own need, so they are added here to the written package.
 */
export function markWordConflicts(bytes: Uint8Array, note: string, date: Date): Uint8Array {
  const pkg = new WordPackage(bytes);
  const main = pkg.mainPart;
  const document = parseXml(pkg.text(main) ?? '', main);
  const root = document.documentElement;
  if (!root) throw new CorruptDocumentError(`part '${main}' has no root element`);
  // New elements are written as the part's root is: its namespace URI and prefix (none for a default namespace).
  const w = new PartNames(root.namespaceURI ?? '', root.prefix ?? '');
  const encoder = new TextEncoder();
  if (markRemovedAsOurs(root)) pkg.put(main, encoder.encode(serializeXml(document)));
  for (const name of pkg.zip.names().filter((n) => STORY_PARTS.test(n))) {
    const story = parseXml(pkg.text(name) ?? '', name);
    if (story.documentElement && markRemovedAsOurs(story.documentElement))
      pkg.put(name, encoder.encode(serializeXml(story)));
  }

  const paragraphs = descendants(root, 'w', 'p').filter((p) => hasRevision(p) && !insideRevisionOnly(p));
  if (!paragraphs.length) return pkg.save();
  const commentsPart = commentsPartOf(pkg, main);
  const comments = commentsPart.existing
    ? parseXml(commentsPart.existing, commentsPart.name)
    : parseXml(`<w:comments xmlns:w="${w.namespace}"/>`, commentsPart.name);
  const commentsRoot = comments.documentElement!;
  const cw = new PartNames(commentsRoot.namespaceURI ?? w.namespace, commentsRoot.prefix ?? '');
  let id = nextId(root, comments.documentElement!);
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const paragraph of paragraphs) {
    const n = String(id++);
    const make = (local: string) => w.create(document, local, { id: n });
    const properties = child(paragraph, 'w', 'pPr');
    paragraph.insertBefore(make('commentRangeStart'), properties ? properties.nextSibling : paragraph.firstChild);
    paragraph.appendChild(make('commentRangeEnd'));
    const run = w.create(document, 'r');
    run.appendChild(make('commentReference'));
    paragraph.appendChild(run);

    const comment = cw.create(comments, 'comment', { id: n, author: MERGE_AUTHORS.note, date: stamp, initials: 'DM' });
    const p = cw.create(comments, 'p');
    const r = cw.create(comments, 'r');
    const t = cw.create(comments, 't');
    t.setAttribute('xml:space', 'preserve');
    t.appendChild(comments.createTextNode(note));
    r.appendChild(t);
    p.appendChild(r);
    comment.appendChild(p);
    commentsRoot.appendChild(comment);
  }
  pkg.put(main, encoder.encode(serializeXml(document)));
  pkg.put(commentsPart.name, encoder.encode(serializeXml(comments)));
  if (!commentsPart.existing) {
    pkg.addRelationship(main, COMMENTS_TYPE, commentsPart.name, { idPrefix: 'rIdDd' });
    if (!pkg.has('[Content_Types].xml')) throw new CorruptDocumentError('the package has no [Content_Types].xml');
    pkg.setOverride(commentsPart.name, COMMENTS_CONTENT_TYPE);
  }
  return pkg.save();
}

function markRemovedAsOurs(root: Element): boolean {
  const w = new PartNames(root.namespaceURI ?? '', root.prefix ?? '');
  let changed = false;
  for (const local of REMOVED) {
    for (const element of descendants(root, 'w', local)) {
      w.set(element, 'author', MERGE_AUTHORS.ours);
      changed = true;
    }
  }
  return changed;
}

function hasRevision(paragraph: Element): boolean {
  for (const local of CHANGED) if (descendant(paragraph, 'w', local)) return true;
  return false;
}

/** Paragraphs of a text box inside a changed run are marked through the paragraph holding the run. */
function insideRevisionOnly(paragraph: Element): boolean {
  return !!ancestor(paragraph, (e) => is(e, 'w', 'txbxContent'));
}

function commentsPartOf(pkg: WordPackage, main: string): { name: string; existing?: string } {
  const rel = [...pkg.relationships(main).values()].find((r) => r.type.endsWith('/comments') && !r.external);
  if (rel && pkg.has(rel.target)) return { name: rel.target, existing: pkg.text(rel.target) };
  let name = `${main.slice(0, main.lastIndexOf('/') + 1)}comments.xml`;
  for (let k = 2; pkg.has(name); k++) name = `${main.slice(0, main.lastIndexOf('/') + 1)}comments${k}.xml`;
  return { name };
}

/** Comment ids share a number space with revisions and bookmarks in Word: start above all of them. */
function nextId(...roots: Element[]): number {
  let max = 0;
  for (const root of roots) {
    for (const element of descendantElements(root)) {
      const value = Number(element.getAttributeNS(element.namespaceURI ?? '', 'id'));
      if (Number.isInteger(value) && value > max) max = value;
    }
  }
  return max + 1;
}
