/**
 * Errors of the API's operations that are not engine or storage errors. The server maps every
 * error to a status by its class (see src/server/errors.ts), never by message text.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413 | 422 | 429 | 501 | 503,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ServiceError(400, 'BadRequest', message);
export const notImplemented = (message: string) => new ServiceError(501, 'NotImplemented', message);

/**
 * The client closed the connection before its request was read whole. Not a server error: the
 * server logs it as 499 (nginx's "client closed request") at info level, never as a 5xx.
 */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor(message = 'The client closed the connection before the request was read.') {
    super(message);
  }
}
