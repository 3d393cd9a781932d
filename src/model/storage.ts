/**
 * Storage, license and error records of the GroupDocs.Comparison Cloud v2.0 API
 * (File/Folder/Storage/License APIs shared by all GroupDocs Cloud products).
 *
 * These are response records: required fields (python setters that raise
 * "must not be `None`") stay strictly required and have no defaults.
 * Sources: groupdocs-comparison-cloud-dotnet src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 * (names/types), groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/*.py
 * (same shared models, for which fields are required).
 */
import { z } from 'zod';

const int = () => z.number().int();

/** StorageFile: file or folder information (StorageFile.cs). IsFolder and Size required. */
export const StorageFile = z.object({
  Name: z.string().optional(),
  IsFolder: z.boolean(),
  /** ISO 8601 date-time (DateTime in the spec). */
  ModifiedDate: z.string().optional(),
  Size: int().min(0),
  Path: z.string().optional(),
});
export type StorageFile = z.infer<typeof StorageFile>;

/** FileVersion = StorageFile + VersionId, IsLatest (models/file_version.py). IsLatest required. */
export const FileVersion = StorageFile.extend({
  VersionId: z.string().optional(),
  IsLatest: z.boolean(),
});
export type FileVersion = z.infer<typeof FileVersion>;

/** FilesList, response of GET /comparison/storage/folder/{path} (FilesList.cs). */
export const FilesList = z.object({
  Value: z.array(StorageFile).optional(),
});
export type FilesList = z.infer<typeof FilesList>;

/** FileVersions, response of GET /comparison/storage/version/{path} (FileVersions.cs). */
export const FileVersions = z.object({
  Value: z.array(FileVersion).optional(),
});
export type FileVersions = z.infer<typeof FileVersions>;

/** ErrorDetails (ErrorDetails.cs). Date (DateTime) required. */
export const ErrorDetails = z.object({
  RequestId: z.string().optional(),
  /** ISO 8601 date-time. */
  Date: z.string(),
});
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/**
 * The spec's `Error` record (Error.cs; node SDK src/model/model_error.ts calls it
 * ModelError, as `Error` would shadow the global). Used in FilesUploadResult.Errors.
 */
export const ModelError = z.object({
  Code: z.string().optional(),
  Message: z.string().optional(),
  Description: z.string().optional(),
  InnerError: ErrorDetails.optional(),
});
export type ModelError = z.infer<typeof ModelError>;

/** FilesUploadResult, response of PUT /comparison/storage/file/{path} (FilesUploadResult.cs). */
export const FilesUploadResult = z.object({
  Uploaded: z.array(z.string()).optional(),
  Errors: z.array(ModelError).optional(),
});
export type FilesUploadResult = z.infer<typeof FilesUploadResult>;

/** ObjectExist, response of GET /comparison/storage/exist/{path}. Both required. */
export const ObjectExist = z.object({
  Exists: z.boolean(),
  IsFolder: z.boolean(),
});
export type ObjectExist = z.infer<typeof ObjectExist>;

/** StorageExist, response of GET /comparison/storage/{storageName}/exist. Exists required. */
export const StorageExist = z.object({
  Exists: z.boolean(),
});
export type StorageExist = z.infer<typeof StorageExist>;

/** DiscUsage, response of GET /comparison/storage/disc (DiscUsage.cs). Both required (long). */
export const DiscUsage = z.object({
  UsedSize: int().min(0),
  TotalSize: int().min(0),
});
export type DiscUsage = z.infer<typeof DiscUsage>;

/** ConsumptionResult, response of GET /comparison/consumption (ConsumptionResult.cs). Both required (decimal). */
export const ConsumptionResult = z.object({
  Credit: z.number(),
  Quantity: z.number(),
});
export type ConsumptionResult = z.infer<typeof ConsumptionResult>;

/**
 * Error response envelope. Unlike the records above its wire names are
 * camelCase whatever the casing of the rest of the API:
 *   {"error": {"code", "message", "description", "innerError": {"requestId", "date"}}}
 * (the .NET SDK reads it as ApiErrorResponse { Error } case-insensitively:
 * src/GroupDocs.Comparison.Cloud.Sdk/Client/RequestHandlers/ApiErrorResponse.cs).
 * Its canonical form therefore IS camelCase, and toWire leaves it unchanged in
 * both casings.
 */
export const ErrorResponseDetails = z.object({
  requestId: z.string().optional(),
  date: z.string(),
});
export type ErrorResponseDetails = z.infer<typeof ErrorResponseDetails>;

export const ErrorResponseError = z.object({
  code: z.string(),
  message: z.string(),
  description: z.string().optional(),
  innerError: ErrorResponseDetails.optional(),
});
export type ErrorResponseError = z.infer<typeof ErrorResponseError>;

export const ErrorResponse = z.object({
  error: ErrorResponseError,
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Builds an ErrorResponse; `date` defaults to now. */
export function makeErrorResponse(
  code: string,
  message: string,
  opts: { description?: string; requestId?: string; date?: Date } = {},
): ErrorResponse {
  const innerError: ErrorResponseDetails = { date: (opts.date ?? new Date()).toISOString() };
  if (opts.requestId !== undefined) innerError.requestId = opts.requestId;
  const error: ErrorResponseError = { code, message, innerError };
  if (opts.description !== undefined) error.description = opts.description;
  return { error };
}
