import type { ChangeInfo, Format, InfoResult, RevisionInfo, SettingsInput } from '../model/records';

/** A document handed to a backend: its bytes and the name its format is detected by. */
export interface BackendDocument {
  bytes: Uint8Array;
  fileName: string;
  password?: string;
}

export interface BackendResult {
  bytes: Uint8Array;
  /** Extension of the result, with the dot (the source's format). */
  extension: string;
}

export interface PreviewPageResult {
  pageNumber: number;
  bytes: Uint8Array;
}

/**
 * The one interface the CLI, the git driver and the Action call. `local` runs the engine in
 * this process; `remote` runs the same operations on a comparison service over HTTP. Both
 * answer with the API's records (canonical PascalCase), so output does not depend on which.
 */
export interface Backend {
  readonly kind: 'local' | 'remote';
  formats(): Promise<Format[]>;
  info(document: BackendDocument): Promise<InfoResult>;
  listChanges(request: { source: BackendDocument; targets: BackendDocument[]; settings?: SettingsInput; changeType?: string }): Promise<ChangeInfo[]>;
  compare(request: { source: BackendDocument; target: BackendDocument; settings?: SettingsInput }): Promise<BackendResult>;
  applyChanges(request: { source: BackendDocument; target: BackendDocument; settings?: SettingsInput; decisions: { Id: number; ComparisonAction?: string }[] }): Promise<BackendResult>;
  listRevisions(document: BackendDocument): Promise<RevisionInfo[]>;
  applyRevisions(request: { document: BackendDocument; acceptAll?: boolean; rejectAll?: boolean; revisions?: { Id: number; Action?: string }[] }): Promise<BackendResult>;
  previews(request: { document: BackendDocument; format: 'png' | 'jpeg' | 'bmp'; pages?: number[]; width?: number; height?: number }): Promise<PreviewPageResult[]>;
}
