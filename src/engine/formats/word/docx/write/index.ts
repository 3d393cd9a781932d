import type { ResultInput, ResultOutput, ResultWriter } from '../../../writer';
import { validateDocx } from './validate';
import { writeDocxCombined, writeDocxResult } from './writer';

/**
 * Result writer for the DOCX family (docx, docm, dotx, dotm): styled redlines, native tracked
 * changes and clean results, written by editing the target package in place.
 */
export const docxWriter: ResultWriter = {
  formats: ['docx', 'docm', 'dotx', 'dotm'],
  write: async (input: ResultInput): Promise<ResultOutput> => writeDocxResult(input),
  validate: async (bytes, inputs) => validateDocx(bytes, inputs),
  combine: async (input) => writeDocxCombined(input),
};

export { applyRevisions, listRevisions } from './revisions';
export type { DecideRevision, Revision, RevisionDecision, RevisionKind } from './revisions';
