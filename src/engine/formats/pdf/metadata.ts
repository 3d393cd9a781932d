import type { DocumentMetadata } from '../../model/document';
import type { PdfDocument } from './pdfjs';

/** What the reader keeps of an open document besides its pages: plain data, the same from a worker. */
export interface PdfAbout {
  pageCount: number;
  metadata: DocumentMetadata;
  encrypted: boolean;
}

export async function documentAbout(document: PdfDocument): Promise<PdfAbout> {
  return {
    pageCount: document.numPages,
    metadata: await readMetadata(document),
    encrypted: await isEncrypted(document),
  };
}

async function readMetadata(document: PdfDocument): Promise<DocumentMetadata> {
  try {
    const { info } = (await document.getMetadata()) as unknown as { info?: Record<string, unknown> };
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    return {
      title: text(info?.Title),
      author: text(info?.Author),
      created: text(info?.CreationDate),
      modified: text(info?.ModDate),
    };
  } catch {
    return {};
  }
}

async function isEncrypted(document: PdfDocument): Promise<boolean> {
  try {
    const { info } = (await document.getMetadata()) as unknown as {
      info?: { EncryptFilterName?: unknown; IsEncrypted?: unknown };
    };
    return Boolean(info?.EncryptFilterName) || Boolean(info?.IsEncrypted);
  } catch {
    return false;
  }
}
