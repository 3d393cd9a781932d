import type { ZipArchive } from '../archive/zip';
import type { EngineChange } from '../diff/types';
import { detectFormat } from '../formats/registry';
import type { InputDocument, OpenedInput } from '../read';
import type { DocumentModel } from '../model/document';
import { convertToPdf, type OfficeRunOptions } from '../preview/office';
import { anchorChanges, readRenderedWords } from './anchor';

/**
 * Change boxes of flowing documents (Word, OpenDocument text, RTF) found in LibreOffice's
 * rendering of both versions rather than estimated: the pages a reviewer sees are these same
 * renderings, so a box drawn on them sits on the changed words. Slides, sheets, PDFs and images
 * place their changes themselves and are left as they are.
 */

export interface RenderedPdfs {
  source: Uint8Array;
  target: Uint8Array;
}

/** Whether a document's changes are anchored in a rendering (its family flows text onto pages); `archive`: one opened from its bytes already. */
export function flowsOntoPages(input: InputDocument, archive?: ZipArchive): boolean {
  try {
    return detectFormat(input.bytes, input.fileName, archive).family === 'word';
  } catch {
    return false;
  }
}

/**
 * Whether the built-in renderer lays a document out (flowing text, and a sheet's grid) rather than
 * drawing coordinates the file holds: its change boxes are then the layout's only with `precise`,
 * and the list's default boxes are a cheaper estimate that can sit a line or a cell off.
 */
export function laidOutByBuiltin(input: InputDocument): boolean {
  try {
    return ['word', 'text', 'email', 'cells'].includes(detectFormat(input.bytes, input.fileName).family);
  } catch {
    return false;
  }
}

/**
 * Renders both documents with LibreOffice (one soffice run) and gives each change without a
 * box of its own the box of its words in that rendering. Returns the changes and the PDFs.
 */
export async function anchorInLibreOffice(
  changes: readonly EngineChange[],
  models: { source: DocumentModel; target: DocumentModel },
  inputs: { source: OpenedInput; target: OpenedInput },
  office: OfficeRunOptions,
): Promise<{ changes: EngineChange[]; pdfs: RenderedPdfs }> {
  // The inputs as read (unlocked, their format detected), so LibreOffice is given the same bytes.
  const [source, target] = await convertToPdf(
    [
      { bytes: inputs.source.bytes, fileName: `source.${inputs.source.format.key}` },
      { bytes: inputs.target.bytes, fileName: `target.${inputs.target.format.key}` },
    ],
    { ...office, pagination: 'preview' },
  );
  const rendered = { source: await readRenderedWords(source), target: await readRenderedWords(target) };
  return { changes: anchorChanges(changes, models, rendered), pdfs: { source, target } };
}
