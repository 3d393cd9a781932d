import { EngineError } from '../engine/index';

/**
 * A remote operation that failed, in one line naming the user's file (`fileName`) or the
 * server. Never carries the client secret: messages are built from the server's answer and the
 * URL without its user-info. Kept apart from remote.ts so that doors can recognise it without
 * loading the HTTP client.
 */
export class RemoteBackendError extends Error {
  override name = 'RemoteBackendError';
  constructor(
    message: string,
    readonly status?: number,
    readonly fileName?: string,
    /** The service could not be reached at all (refused, unknown host, reset). */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/**
 * What a door says about a failure met on one document, whichever backend ran it: the engine's
 * typed errors and a service's answers name the file; anything else is a bug (undefined).
 */
export function documentProblem(error: unknown): { message: string; fileName?: string } | undefined {
  if (error instanceof EngineError || error instanceof RemoteBackendError)
    return { message: error.message, fileName: error.fileName };
  return undefined;
}
