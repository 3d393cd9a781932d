import { sourceDateEpoch } from '../backend/source-date';
import {
  checkDocumentLimits,
  applyChanges,
  combineToDocument,
  compareToDocument,
  documentInfo,
  applyRevisions,
  listChanges,
  listRevisions,
  loadPreviews,
  readDocument,
  type ApplyRequest,
  type CombineRequest,
  type InputDocument,
  type ResultRequest,
} from '../engine/index';
import { documentToText } from '../report/textconv';
import { documentViewHtml } from '../report/view';

/**
 * The engine operations the service runs, by name, so they can run in a worker thread: every
 * argument and result is plain data (bytes and records), nothing a structured clone loses.
 */
export const ENGINE_OPS = {
  listChanges,
  // SOURCE_DATE_EPOCH dates the results of the whole service (the engine reads no environment).
  compareToDocument: (request: ResultRequest) => compareToDocument({ date: sourceDateEpoch(process.env), ...request }),
  applyChanges: (request: ApplyRequest) => applyChanges({ date: sourceDateEpoch(process.env), ...request }),
  combineToDocument: (request: CombineRequest) => combineToDocument({ date: sourceDateEpoch(process.env), ...request }),
  // Info, previews and conversions may hand the document to LibreOffice, which has no zip-bomb or
  // depth limit: the engine's limits are checked first (see checkDocumentLimits).
  documentInfo: async (...args: Parameters<typeof documentInfo>) => {
    await checkDocumentLimits(args[0]);
    return documentInfo(...args);
  },
  listRevisions,
  applyRevisions,
  renderPreviews: async (...args: Parameters<Awaited<ReturnType<typeof loadPreviews>>['renderPreviews']>) => {
    await checkDocumentLimits(args[0]);
    return (await loadPreviews()).renderPreviews(...args);
  },
  checkDocumentLimits,
  documentViewHtml: async (...args: Parameters<typeof documentViewHtml>) => {
    await checkDocumentLimits(args[0]);
    await checkDocumentLimits(args[1]);
    return documentViewHtml(...args);
  },
  documentText: async (input: InputDocument) => documentToText(await readDocument(input)),
};

export type EngineOps = typeof ENGINE_OPS;
export type EngineOpName = keyof EngineOps;
