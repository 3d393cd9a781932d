import { EngineError } from '../engine/index';
import { RequestValidationError } from '../model/wire';
import { makeErrorResponse, type ErrorResponse } from '../model/storage';
import { UnauthorizedError } from '../service/auth';
import { ClientGoneError, ServiceError } from '../service/errors';
import {
  isDiskFull,
  StorageFullError,
  StorageNotFoundError,
  StoragePathError,
  StorageQuotaError,
  UnknownStorageError,
} from '../storage/errors';

export interface HttpError {
  status: number;
  body: ErrorResponse;
  retryAfterSeconds?: number;
  /** True when the error is a bug: logged with its stack, shown to the client only as an id. */
  internal: boolean;
}

const ENGINE_CODES: Record<string, [number, string]> = {
  'invalid-options': [400, 'BadRequest'],
  'unsupported-format': [422, 'UnsupportedFormat'],
  'corrupt-document': [422, 'UnprocessableDocument'],
  'archive-limit': [422, 'ArchiveLimit'],
  'password-required': [422, 'PasswordRequired'],
  'wrong-password': [422, 'WrongPassword'],
};

/** nginx's status for a request its client abandoned; no client ever reads it. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Maps any thrown value to the API's error response, by class, never by message text. */
export function toHttpError(error: unknown, requestId: string): HttpError {
  const make = (status: number, code: string, message: string, retryAfterSeconds?: number): HttpError => ({
    status,
    body: makeErrorResponse(code, oneLine(message), { requestId }),
    retryAfterSeconds,
    internal: false,
  });
  if (error instanceof ClientGoneError) return make(CLIENT_CLOSED_REQUEST, 'ClientClosedRequest', error.message);
  if (error instanceof RequestValidationError) return make(400, 'BadRequest', error.message);
  if (error instanceof ServiceError) return make(error.status, error.code, error.message, error.retryAfterSeconds);
  if (error instanceof UnauthorizedError) return make(401, 'Unauthorized', error.message);
  if (error instanceof StorageNotFoundError) return make(404, 'NotFound', error.message);
  if (error instanceof UnknownStorageError) return make(400, 'StorageNotFound', error.message);
  if (error instanceof StoragePathError) return make(400, 'BadRequest', error.message);
  if (error instanceof StorageQuotaError) return make(413, 'RequestTooLarge', error.message);
  if (error instanceof StorageFullError) return make(507, 'InsufficientStorage', error.message);
  // A full disk met outside a storage's own write (a temp file of an upload, the shared state).
  if (isDiskFull(error))
    return make(507, 'InsufficientStorage', "the server's disk is full; the request was not carried out");
  if (error instanceof EngineError) {
    const [status, code] = ENGINE_CODES[error.code] ?? [422, 'UnprocessableDocument'];
    return make(status, code, error.fileName ? `${error.fileName}: ${error.message}` : error.message);
  }
  return {
    status: 500,
    body: makeErrorResponse(
      'InternalError',
      `An internal error occurred. Quote request id ${requestId} to the server's operator.`,
      { requestId },
    ),
    internal: true,
  };
}

/**
 * Error messages quote what the client sent (paths, file names), which may hold line breaks or
 * other control characters: they are shown escaped, so every message stays one line.
 */
export function oneLine(message: string): string {
  return message.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (ch) =>
    ch === '\n'
      ? '\\n'
      : ch === '\r'
        ? '\\r'
        : ch === '\t'
          ? '\\t'
          : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
