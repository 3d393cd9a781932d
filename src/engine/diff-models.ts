import { diffDocuments } from './diff/compare';
import { DEFAULT_DIFF_OPTIONS, type DiffOptions, type EngineChange } from './diff/types';
import { formatByKey, readerFor } from './formats/registry';
import type { DocumentModel } from './model/document';

/**
 * Diffs two read documents: with the family's own differ when both are of a family that has
 * one (loaded with its reader), otherwise with the generic block diff.
 */
export async function diffModels(
  source: DocumentModel,
  target: DocumentModel,
  options: DiffOptions = DEFAULT_DIFF_OPTIONS,
): Promise<EngineChange[]> {
  const a = formatByKey(source.format);
  const b = formatByKey(target.format);
  if (a && b && a.family === b.family) {
    const reader = await readerFor(a);
    if (reader.diff) return reader.diff(source, target, options);
  }
  return diffDocuments(source, target, options);
}
