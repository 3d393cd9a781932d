import { applyChanges, compareToDocument, documentInfo, formatsList, listChanges } from '../engine/index';
import { renderPreviews } from '../engine/preview/index';
import { applyRevisions, listRevisions } from '../engine/revisions';
import { ChangeInfo, RevisionInfo, Settings } from '../model/records';
import { parseRequest } from '../model/wire';
import type { Backend } from './types';

/** The default backend: the engine in this process. */
export function localBackend(): Backend {
  const settingsOf = (settings: unknown) => (settings === undefined ? undefined : parseRequest(Settings, settings));
  return {
    kind: 'local',
    async formats() {
      return formatsList();
    },
    async info(document) {
      const info = await documentInfo(document);
      return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
    },
    async listChanges(request) {
      const result = await listChanges({ source: request.source, targets: request.targets, settings: settingsOf(request.settings), changeType: request.changeType });
      return parseRequest(ChangeInfo.array(), result.changes);
    },
    async compare(request) {
      const result = await compareToDocument({ source: request.source, target: request.target, settings: settingsOf(request.settings) });
      return { bytes: result.bytes, extension: result.extension };
    },
    async applyChanges(request) {
      const result = await applyChanges({ source: request.source, target: request.target, settings: settingsOf(request.settings), decisions: request.decisions });
      return { bytes: result.bytes, extension: result.extension };
    },
    async listRevisions(document) {
      return parseRequest(RevisionInfo.array(), await listRevisions(document));
    },
    async applyRevisions(request) {
      const result = await applyRevisions(request.document, { acceptAll: request.acceptAll, rejectAll: request.rejectAll, revisions: request.revisions });
      return { bytes: result.bytes, extension: result.extension };
    },
    async previews(request) {
      const result = await renderPreviews(request.document, { format: request.format, pages: request.pages, width: request.width, height: request.height });
      return result.pages.map((page) => ({ pageNumber: page.pageNumber, bytes: page.bytes }));
    },
  };
}
