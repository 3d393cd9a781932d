import { CorruptDocumentError, EngineError, errorMessage, InvalidOptionsError, UnsupportedFormatError } from './errors';
import type { RevisionDecision, RevisionHooks, RevisionRecord, RevisionType } from './formats/hooks';
import { hooksFor, writerFor, type FormatDescription } from './formats/registry';
import { protectResult } from './protect-result';
import { openInput, readDocument, type InputDocument } from './read';
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

export async function listRevisions(input: InputDocument): Promise<RevisionInfoRecord[]> {
  const { bytes, revisions } = await open(input);
  try {
    return (await revisions.list(bytes)).map((r, Id) => record(r, Id));
  } catch (error) {
    throw named(error, input.fileName);
  }
}

export async function applyRevisions(input: InputDocument, options: ApplyRevisionsOptions): Promise<AppliedRevisions> {
  if (options.acceptAll && options.rejectAll)
    throw new InvalidOptionsError('AcceptAll and RejectAll cannot both be true');
  const { bytes, format, revisions } = await open(input);
  const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : undefined;
  let result: Uint8Array;
  try {
    result = await revisions.apply(bytes, all, (count) => decisionsFrom(options, count));
  } catch (error) {
    throw named(error, input.fileName);
  }
  let remaining: number;
  try {
    const writer = await writerFor(format);
    if (writer) await writer.validate(result, { source: bytes, target: bytes });
    await readDocument({ bytes: result, fileName: `result.${format.key}` });
    remaining = await revisions.count(result);
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

async function open(
  input: InputDocument,
): Promise<{ bytes: Uint8Array; format: FormatDescription; revisions: RevisionHooks }> {
  let bytes: Uint8Array;
  let format: FormatDescription;
  try {
    ({ bytes, format } = await openInput(input));
  } catch (error) {
    throw named(error, input.fileName);
  }
  const { revisions } = await hooksFor(format);
  if (!revisions) {
    throw named(
      new UnsupportedFormatError(
        `tracked revisions are available for Word (DOCX, DOCM, DOTX, DOTM) and ODT documents, not ${format.key}`,
      ),
      input.fileName,
    );
  }
  return { bytes, format, revisions };
}

/** Engine errors get the file's name; anything else is a bug met on this input, reported as such. */
function named(error: unknown, fileName: string | undefined): EngineError {
  const engineError =
    error instanceof EngineError ? error : new CorruptDocumentError(`could not be read (${errorMessage(error)})`);
  // Bad options are about the request, not the file.
  if (!engineError.fileName && !(engineError instanceof InvalidOptionsError)) engineError.fileName = fileName;
  return engineError;
}

function record(revision: RevisionRecord, Id: number): RevisionInfoRecord {
  return {
    Id,
    Action: 'None',
    Text: revision.text,
    ...(revision.author ? { Author: revision.author } : {}),
    Type: revision.type,
  };
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
