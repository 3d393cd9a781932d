import { randomUUID } from 'node:crypto';
import { DocdeltaClient, type ClientOptions } from '../client/index';
import type { Backend, BackendDocument, BackendResult } from './types';

/**
 * The backend over a comparison service (a docdelta server or the vendor's cloud): each
 * operation uploads its documents to a fresh temporary folder, runs there, downloads what it
 * made and deletes the folder, also when the operation fails.
 */
export function remoteBackend(options: ClientOptions & { tempFolder?: string }): Backend {
  const client = new DocdeltaClient(options);
  const root = (options.tempFolder ?? 'docdelta-tmp').replace(/^\/+|\/+$/g, '');

  async function inFolder<T>(work: (folder: string, put: (name: string, document: BackendDocument) => Promise<string>) => Promise<T>): Promise<T> {
    const folder = `${root}/${randomUUID()}`;
    let count = 0;
    const put = async (role: string, document: BackendDocument) => {
      // Names are made unique per role, keeping the extension the server detects formats by.
      const path = `${folder}/${count++}-${role}${extensionOf(document.fileName)}`;
      await client.uploadFile(path, { bytes: document.bytes, fileName: document.fileName });
      return path;
    };
    try {
      return await work(folder, put);
    } finally {
      await client.deleteFolder(folder, { recursive: true }).catch(() => undefined);
    }
  }

  const fileInfo = (path: string, document: BackendDocument) => ({ FilePath: path, Password: document.password });
  const fetchResult = async (path: string): Promise<BackendResult> => ({ bytes: await client.downloadFile(path), extension: extensionOf(path) });

  return {
    kind: 'remote',
    async formats() {
      return (await client.formats()).Formats ?? [];
    },
    info(document) {
      return inFolder(async (_folder, put) => client.info(fileInfo(await put('document', document), document)));
    },
    listChanges(request) {
      return inFolder(async (_folder, put) => {
        const source = fileInfo(await put('source', request.source), request.source);
        const targets = [];
        for (const target of request.targets) targets.push(fileInfo(await put('target', target), target));
        return client.changes({ SourceFile: source, TargetFiles: targets, Settings: request.settings, ChangeType: request.changeType as never });
      });
    },
    compare(request) {
      return inFolder(async (folder, put) => {
        const output = `${folder}/result${extensionOf(request.source.fileName)}`;
        await client.comparisons({
          SourceFile: fileInfo(await put('source', request.source), request.source),
          TargetFiles: [fileInfo(await put('target', request.target), request.target)],
          Settings: request.settings,
          OutputPath: output,
        });
        return fetchResult(output);
      });
    },
    applyChanges(request) {
      return inFolder(async (folder, put) => {
        const output = `${folder}/result${extensionOf(request.source.fileName)}`;
        await client.updates({
          SourceFile: fileInfo(await put('source', request.source), request.source),
          TargetFiles: [fileInfo(await put('target', request.target), request.target)],
          Settings: request.settings,
          Changes: request.decisions.map((d) => ({ Id: d.Id, ComparisonAction: (d.ComparisonAction ?? 'None') as never })),
          OutputPath: output,
        });
        return fetchResult(output);
      });
    },
    listRevisions(document) {
      return inFolder(async (_folder, put) => client.revisions(fileInfo(await put('document', document), document)));
    },
    applyRevisions(request) {
      return inFolder(async (folder, put) => {
        const output = `${folder}/result${extensionOf(request.document.fileName)}`;
        await client.applyRevisions({
          SourceFile: fileInfo(await put('document', request.document), request.document),
          AcceptAll: request.acceptAll,
          RejectAll: request.rejectAll,
          Revisions: request.revisions?.map((r) => ({ Id: r.Id, Action: (r.Action ?? 'None') as never })),
          OutputPath: output,
        });
        return fetchResult(output);
      });
    },
    previews(request) {
      return inFolder(async (folder, put) => {
        const links = await client.preview({
          FileInfo: fileInfo(await put('document', request.document), request.document),
          Format: request.format === 'jpeg' ? 'Jpeg' : request.format === 'png' ? 'Png' : 'Bmp',
          PageNumbers: request.pages,
          Width: request.width,
          Height: request.height,
          OutputFolder: `${folder}/pages`,
        });
        const pages = [];
        for (const [index, link] of links.entries()) {
          const number = Number(/_(\d+)\.[a-z]+$/i.exec(link.rel ?? '')?.[1] ?? index + 1);
          pages.push({ pageNumber: number, bytes: await client.downloadFile(link.rel ?? '') });
        }
        return pages;
      });
    },
  };
}

function extensionOf(name: string): string {
  const match = /\.[^./\\]+$/.exec(name);
  return match ? match[0] : '';
}
