import type { ArchiveLimits, ZipArchive } from '../archive/zip';
import type { DiffOptions, EngineChange } from '../diff/types';
import type { DocumentModel } from '../model/document';

/** Options every reader accepts. */
export interface ReadOptions {
  /** Name of the file, used in messages and to pick a reader when the bytes do not say. */
  fileName?: string;
  /** Password of a protected document. */
  password?: string;
  /** Limits for package formats (zip bombs). */
  archiveLimits?: ArchiveLimits;
  /**
   * The package already opened from the bytes being read (`openInput`), which a package reader
   * reads instead of opening them again (`ZipArchive.of`); the writer and validation read it after.
   */
  archive?: ZipArchive;
}

/** One reader per format family; it turns bytes into the common Document model. */
export interface DocumentReader {
  /** Family folder name (`word`, `text`, …). */
  family: string;
  /** Format keys this reader produces (`docx`, `docm`, …). */
  formats: readonly string[];
  read(bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel>;
  /**
   * A differ of the family's own, used instead of the generic block diff when both documents
   * belong to this family (spreadsheets align rows and columns of cells, PDFs words across
   * pages, images pixels). It may call the generic `diffDocuments` for what it does not handle.
   */
  diff?(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[];
}
