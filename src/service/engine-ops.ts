import { sourceDateEpoch } from '../backend/source-date';
import {
  applyChanges,
  compareToDocument,
  documentInfo,
  applyRevisions,
  listChanges,
  listRevisions,
  loadPreviews,
  readDocument,
  type ApplyRequest,
  type InputDocument,
  type ResultRequest,
} from '../engine/index';
import { documentToText } from '../report/textconv';

/**
 * The engine operations the service runs, by name, so they can run in a worker thread: every
 * argument and result is plain data (bytes and records), nothing a structured clone loses.
 */
export const ENGINE_OPS = {
  listChanges,
  // SOURCE_DATE_EPOCH dates the results of the whole service (the engine reads no environment).
  compareToDocument: (request: ResultRequest) => compareToDocument({ date: sourceDateEpoch(process.env), ...request }),
  applyChanges: (request: ApplyRequest) => applyChanges({ date: sourceDateEpoch(process.env), ...request }),
  documentInfo,
  listRevisions,
  applyRevisions,
  renderPreviews: async (...args: Parameters<Awaited<ReturnType<typeof loadPreviews>>['renderPreviews']>) =>
    (await loadPreviews()).renderPreviews(...args),
  documentText: async (input: InputDocument) => documentToText(await readDocument(input)),
};

export type EngineOps = typeof ENGINE_OPS;
export type EngineOpName = keyof EngineOps;
