import {
  applyChanges,
  applyRevisions,
  combineToDocument,
  compareToDocument,
  compareVersions,
  documentInfo,
  findSoffice,
  formatsList,
  listChanges,
  listRevisions,
} from '../engine/index';
import type { ChangeInfo, RevisionInfo } from '../model/records';
import type { Backend, ChangesRequest, PreviewRequest } from './types';

export interface LocalBackendOptions {
  /**
   * The soffice executable (the usual install places when absent; `null`: none). With it, `info`
   * counts a Word document's pages as LibreOffice lays them out and change boxes asked for
   * (CalculateComponentCoordinates) are found in LibreOffice's rendering, as the server does.
   */
  soffice?: string | null;
}

/** The default backend: the engine in this process. */
export function localBackend(options: LocalBackendOptions = {}): Backend {
  // Looked up when needed: finding it is a few existence checks, and most commands never need it.
  const office = () => {
    const soffice = options.soffice === null ? undefined : findSoffice(options.soffice);
    return soffice ? { soffice } : undefined;
  };
  // Only the fields the caller set: absent ones keep the engine's defaults, not the API schema's.
  // The API's schemas (zod) are loaded only when there are Settings to read: never on the git driver's path.
  const settingsOf = async (settings: unknown) =>
    settings === undefined ? undefined : (await import('./settings-json')).settingsFromJson(settings);
  const changesReport = async (request: ChangesRequest) => {
    const result = await listChanges({
      source: request.source,
      targets: request.targets,
      settings: await settingsOf(request.settings),
      changeType: request.changeType,
      office: request.office === 'builtin' ? undefined : office(),
      officePages: request.office === 'auto' || request.office === 'libreoffice',
    });
    // The engine's records are the API's ChangeInfo already: no second parse on the way out.
    return {
      changes: result.changes as ChangeInfo[],
      places: result.places,
      pageSources: result.pageSources,
      warnings: result.warnings,
    };
  };
  const renderPreviews = async (request: PreviewRequest) => {
    // The renderer pulls in pdf.js and native modules: loaded only when pages are asked for.
    const { renderPreviews: render } = await import('../engine/preview/index');
    const result = await render(request.document, {
      format: request.format,
      pages: request.pages,
      width: request.width,
      height: request.height,
      office: request.office,
      soffice: request.soffice,
    });
    return {
      pages: result.pages.map((page) => ({
        pageNumber: page.pageNumber,
        bytes: page.bytes,
        width: page.width,
        height: page.height,
      })),
      warnings: result.warnings.map((w) => ({ ...w, fileName: request.document.fileName })),
    };
  };
  return {
    kind: 'local',
    async formats() {
      return formatsList();
    },
    async info(document) {
      const info = await documentInfo(document, { office: office() });
      return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
    },
    async listChanges(request) {
      return (await changesReport(request)).changes;
    },
    changesReport,
    async compareVersions(request) {
      const result = await compareVersions(request.before, request.after, {
        settings: await settingsOf(request.settings),
        precise: request.precise,
        office: request.office && request.office !== 'builtin' ? office() : undefined,
      });
      return {
        changes: result.changes,
        places: result.places,
        contexts: result.contexts,
        warnings: result.warnings,
        rendered: result.rendered,
      };
    },
    async compare(request) {
      const result = await compareToDocument({
        source: request.source,
        target: request.target,
        settings: await settingsOf(request.settings),
        mode: request.mode,
        author: request.author,
        date: request.date,
        onProgress: request.onProgress,
      });
      return {
        bytes: result.bytes,
        extension: result.extension,
        changes: result.changes as ChangeInfo[],
        warnings: result.warnings,
        places: result.places,
        contexts: result.contexts,
      };
    },
    async applyChanges(request) {
      const result = await applyChanges({
        source: request.source,
        target: request.target,
        settings: await settingsOf(request.settings),
        decisions: request.decisions,
        mode: request.mode,
        author: request.author,
        date: request.date,
        onProgress: request.onProgress,
      });
      return {
        bytes: result.bytes,
        extension: result.extension,
        changes: result.changes as ChangeInfo[],
        warnings: result.warnings,
      };
    },
    async combine(request) {
      const result = await combineToDocument({
        source: request.source,
        targets: request.targets,
        settings: await settingsOf(request.settings),
        decisions: request.decisions,
        mode: request.mode,
        date: request.date,
      });
      return {
        bytes: result.bytes,
        extension: result.extension,
        changes: result.changes as ChangeInfo[],
        warnings: result.warnings,
        places: result.places,
        conflicts: result.conflicts,
        authors: result.authors,
      };
    },
    async listRevisions(document) {
      return (await listRevisions(document)) as RevisionInfo[];
    },
    async applyRevisions(request) {
      const result = await applyRevisions(request.document, {
        acceptAll: request.acceptAll,
        rejectAll: request.rejectAll,
        revisions: request.revisions,
        settings: request.settings,
      });
      return { bytes: result.bytes, extension: result.extension, remaining: result.remaining };
    },
    async previews(request) {
      return (await renderPreviews(request)).pages;
    },
    renderPreviews,
  };
}
