import { parentPort } from 'node:worker_threads';
import { errorMessage } from '../../errors';
import { bodyBuffers } from './body';
import type { CloseRequest, ExtractRequest, ExtractResponse, FastRequest } from './extract-pool';
import { documentAbout } from './metadata';
import { packedBuffers, packPages } from './page-pack';
import { extractPages, readFastLaidOut } from './page-text';
import { openPdf, type PdfDocument } from './pdfjs';
import { DocumentLooks } from './text-style';

/**
 * Worker thread of the PDF reader: opens the bytes it is sent with pdf.js, reads the text of the
 * runs of pages it is asked for and lays each page's words out into lines (the per-page part of
 * the layout), sent back packed (page-pack.ts). A failure is posted back as a message; the parent
 * then reads the run itself, so a document that breaks here fails (or not) exactly as on one thread.
 */

// pdf.js inflates content streams through DecompressionStream when the global exists; in Node
// that is a web stream over zlib per stream, and pdf.js's own inflater is faster for the many
// small streams of a page (a fifth less CPU on the 340-page bench). This thread is the reader's
// own, so the global is hidden here only; pdf.js falls back by itself when it is missing.
Reflect.deleteProperty(globalThis, 'DecompressionStream');

const documents = new Map<number, { opening: Promise<PdfDocument>; looks: DocumentLooks }>();
// One message at a time, in order: a close never lands in the middle of a run of the same document.
let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (message: ExtractRequest | CloseRequest | FastRequest) => {
  queue = queue.then(() => handle(message));
});

async function handle(message: ExtractRequest | CloseRequest | FastRequest): Promise<void> {
  if ('fast' in message) {
    // A whole document through the fast text path, laid out; no pdf.js here unless another request needs it.
    const read = readFastLaidOut(message.fast);
    if (!read) {
      parentPort?.postMessage({ id: message.id, unsupported: true } satisfies ExtractResponse);
      return;
    }
    parentPort?.postMessage({ id: message.id, read } satisfies ExtractResponse, bodyBuffers(read.laidOut.body));
    return;
  }
  if ('close' in message) {
    const document = documents.get(message.close);
    documents.delete(message.close);
    await document?.opening.then((open) => open.destroy()).catch(() => {});
    return;
  }
  let response: ExtractResponse;
  try {
    if (message.open) {
      const { bytes, password, standardFonts } = message.open;
      const opening = openPdf(bytes, password, standardFonts);
      opening.catch(() => {});
      documents.set(message.document, { opening, looks: new DocumentLooks(bytes) });
    }
    const document = documents.get(message.document);
    if (!document) throw new Error(`document ${message.document} is not open here`);
    const { opening, looks } = document;
    const open = await opening;
    const packed = packPages(await extractPages(open, message.first, message.last, looks));
    response = { id: message.id, packed, about: message.open ? await documentAbout(open) : undefined };
    parentPort?.postMessage(response, packedBuffers(packed));
    return;
  } catch (error) {
    response = { id: message.id, error: errorMessage(error) };
  }
  parentPort?.postMessage(response);
}
