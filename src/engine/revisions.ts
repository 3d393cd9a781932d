import { ZipArchive } from './archive/zip';
import { unlockOfficeDocument } from './crypto/ooxml';
import { CorruptDocumentError, EngineError, errorMessage, InvalidOptionsError, UnsupportedFormatError } from './errors';
import { detectFormat, writerFor, type FormatDescription } from './formats/registry';
import {
  applyRevisionGroups,
  describeRevisions,
  type RevisionGroup,
  type RevisionType,
} from './formats/word/docx/write/revision-info';
import { applyRevisions as applyWordRevisions, type RevisionDecision } from './formats/word/docx/write/revisions';
import { parseOdfPart, type XmlElement } from './formats/package/xml-tree';
import { packageWithParts } from './formats/package/editable-package';
import { applyOdfChanges, listOdfChanges, type OdfRegion } from './formats/word/odt/write/tracked';
import { protectResult } from './protect-result';
import { readDocument, type InputDocument } from './read';
import type { ResultSettingsInput } from './result-settings';

/**
 * The API's revisions operations: the tracked revisions a document already carries (Word's
 * w:ins, w:del, moves and property changes; ODF's tracked changes), listed as RevisionInfo
 * records, and accepted or rejected all at once or one by one.
 */

/** The API's RevisionInfo record as the engine produces it. */
export interface RevisionInfoRecord {
  Id: number;
  Action: 'None';
  Text: string;
  Author?: string;
  Type: RevisionType;
}

export type RevisionAction = 'Accept' | 'Reject' | 'None';

export interface ApplyRevisionsOptions {
  acceptAll?: boolean;
  rejectAll?: boolean;
  /** Decisions by RevisionInfo Id; revisions not named are left as they are. */
  revisions?: { Id: number; Action?: string }[];
  /** PasswordSaveOption (None, Source = the document's own password, User = Password). */
  settings?: Pick<ResultSettingsInput, 'PasswordSaveOption' | 'Password'>;
}

export interface AppliedRevisions {
  bytes: Uint8Array;
  /** Revisions still tracked in the result. */
  remaining: number;
  /** Extension of the result, with the dot. */
  extension: string;
}

const WORD_KEYS = new Set(['docx', 'docm', 'dotx', 'dotm']);
const ODF_KEYS = new Set(['odt', 'ott']);

export async function listRevisions(input: InputDocument): Promise<RevisionInfoRecord[]> {
  const { bytes, format } = await open(input);
  try {
    if (ODF_KEYS.has(format.key))
      return odfRevisions(bytes).map((r, Id) => ({
        Id,
        Action: 'None',
        Text: r.text,
        ...(r.author ? { Author: r.author } : {}),
        Type: r.type,
      }));
    return describeRevisions(bytes).map((g, Id) => record(g, Id));
  } catch (error) {
    throw named(error, input.fileName);
  }
}

export async function applyRevisions(input: InputDocument, options: ApplyRevisionsOptions): Promise<AppliedRevisions> {
  if (options.acceptAll && options.rejectAll)
    throw new InvalidOptionsError('AcceptAll and RejectAll cannot both be true');
  const { bytes, format } = await open(input);
  const odf = ODF_KEYS.has(format.key);
  const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : undefined;
  let result: Uint8Array;
  try {
    if (odf) {
      const decisions = decisionsFrom(options, listOdfChanges(bytes).length);
      result = applyOdf(bytes, decisions);
    } else if (all) {
      // Every markup revision gets the same answer: no need to group them first.
      result = applyWordRevisions(bytes, () => all);
    } else {
      const groups = describeRevisions(bytes);
      const decisions = decisionsFrom(options, groups.length);
      result = applyRevisionGroups(bytes, (index) => decisions[index], groups);
    }
  } catch (error) {
    throw named(error, input.fileName);
  }
  let remaining: number;
  try {
    const writer = await writerFor(format);
    if (writer) await writer.validate(result, { source: bytes, target: bytes });
    await readDocument({ bytes: result, fileName: `result.${format.key}` });
    remaining = odf ? listOdfChanges(result).length : describeRevisions(result).length;
  } catch (error) {
    const failure = new CorruptDocumentError(
      `the document with revisions applied failed validation, nothing was saved (${errorMessage(error)})`,
    );
    failure.writerBug = true;
    throw failure;
  }
  const protectedBytes = await protectResult(result, format, {
    source: input,
    target: input,
    settings: options.settings,
  });
  return { bytes: protectedBytes, remaining, extension: `.${format.key}` };
}

async function open(input: InputDocument): Promise<{ bytes: Uint8Array; format: FormatDescription }> {
  let bytes: Uint8Array;
  let format: FormatDescription;
  try {
    bytes = await unlockOfficeDocument(input.bytes, input.password);
    format = detectFormat(bytes, input.fileName);
  } catch (error) {
    throw named(error, input.fileName);
  }
  if (!WORD_KEYS.has(format.key) && !ODF_KEYS.has(format.key)) {
    throw named(
      new UnsupportedFormatError(
        `tracked revisions are available for Word (DOCX, DOCM, DOTX, DOTM) and ODT documents, not ${format.key}`,
      ),
      input.fileName,
    );
  }
  return { bytes, format };
}

/** Engine errors get the file's name; anything else is a bug met on this input, reported as such. */
function named(error: unknown, fileName: string | undefined): EngineError {
  const engineError =
    error instanceof EngineError ? error : new CorruptDocumentError(`could not be read (${errorMessage(error)})`);
  // Bad options are about the request, not the file.
  if (!engineError.fileName && !(engineError instanceof InvalidOptionsError)) engineError.fileName = fileName;
  return engineError;
}

function record(group: RevisionGroup, Id: number): RevisionInfoRecord {
  return { Id, Action: 'None', Text: group.text, ...(group.author ? { Author: group.author } : {}), Type: group.type };
}

/** One decision per revision, in Id order; unknown Ids and actions are errors naming them. */
function decisionsFrom(options: ApplyRevisionsOptions, count: number): RevisionDecision[] {
  const all: RevisionDecision = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : 'keep';
  const decisions = new Array<RevisionDecision>(count).fill(all);
  if (options.acceptAll || options.rejectAll) return decisions;
  const unknown: string[] = [];
  for (const revision of options.revisions ?? []) {
    if (!Number.isInteger(revision.Id) || revision.Id < 0 || revision.Id >= count) {
      unknown.push(String(revision.Id));
      continue;
    }
    const action = String(revision.Action ?? 'None').toLowerCase();
    if (action !== 'accept' && action !== 'reject' && action !== 'none')
      throw new InvalidOptionsError(
        `revision ${revision.Id}: Action '${revision.Action}' is not one of Accept, Reject, None`,
      );
    decisions[revision.Id] = action === 'accept' ? 'accept' : action === 'reject' ? 'reject' : 'keep';
  }
  if (unknown.length) {
    const range = count ? `Ids 0–${count - 1}` : 'no Ids';
    throw new InvalidOptionsError(
      `unknown revision Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the document has ${count} revision${count === 1 ? '' : 's'}, ${range})`,
    );
  }
  return decisions;
}

// ODF: text:tracked-changes in content.xml.

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

function odfRevisions(bytes: Uint8Array): OdfRevision[] {
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
function applyOdf(bytes: Uint8Array, decisions: RevisionDecision[]): Uint8Array {
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
