import type { ZipArchive } from '../../archive/zip';
import { CorruptDocumentError, MalformedXmlError } from '../../errors';
import type { ReaderWarning } from '../../model/document';
import type { ValidationInputs } from '../writer';

/**
 * One problem a writer's validation found in a package. `key` names the problem the same way in
 * any document (the missing part's name, the doubled id), so a flaw of the result can be matched
 * with the same flaw in the documents it was written from; `message` says it to a person.
 */
export interface PackageFlaw {
  key: string;
  message: string;
}

/**
 * A part that is not well-formed as a flaw, keyed by the part and the parser's exact complaint:
 * one copied unread from an input that was not well-formed there either (an undeclared entity, a
 * stray `&`) matches the input's and is excused. Any other error is thrown on.
 */
export function malformedPartFlaw(error: unknown): PackageFlaw {
  if (!(error instanceof MalformedXmlError)) throw error;
  return { key: `malformed:${error.part}:${error.message}`, message: error.message };
}

/**
 * Holds a result to "no worse than its inputs": each flaw the source or the target already had
 * (PptxGenJS names slide masters in its content types that it never ships; LibreOffice and
 * PowerPoint open such decks) is excused and returned as a warning naming the input; the first
 * flaw neither had is the writer's own doing and throws. The inputs are inspected only when the
 * result has a flaw, so a clean result costs nothing more. An input the check cannot open at
 * all excuses nothing. `flawsOf` is handed an input's archive as well when it was opened already.
 */
export function excuseInheritedFlaws(
  flaws: readonly PackageFlaw[],
  inputs: ValidationInputs | undefined,
  flawsOf: (bytes: Uint8Array, archive?: ZipArchive) => PackageFlaw[],
): ReaderWarning[] {
  if (!flaws.length) return [];
  const inherited = new Map<string, 'source' | 'target'>();
  for (const side of ['target', 'source'] as const) {
    const bytes = inputs?.[side];
    if (!bytes) continue;
    let found: PackageFlaw[] = [];
    try {
      found = flawsOf(bytes, inputs?.archives?.[side]);
    } catch {
      continue;
    }
    for (const flaw of found) if (!inherited.has(flaw.key)) inherited.set(flaw.key, side);
  }
  const own = flaws.find((flaw) => !inherited.has(flaw.key));
  if (own) throw new CorruptDocumentError(own.message);
  const warnings = new Map<string, ReaderWarning>();
  for (const flaw of flaws) {
    warnings.set(flaw.key, {
      code: 'inherited-flaw',
      message: `the ${inherited.get(flaw.key)} document already had this flaw and the result keeps it: ${flaw.message}`,
    });
  }
  return [...warnings.values()];
}
