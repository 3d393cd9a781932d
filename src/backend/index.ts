import { localBackend } from './local';
import { remoteBackend } from './remote';
import { documentProblem, RemoteBackendError } from './errors';
import { asChangeRecords } from './records';
import type { Backend } from './types';

export type {
  Backend,
  BackendDocument,
  BackendResult,
  BackendWarning,
  ChangesReport,
  ChangeContext,
  VersionsReport,
  VersionsRequest,
  PreviewPageResult,
  PreviewRequest,
} from './types';
export { asChangeRecords, documentProblem, localBackend, remoteBackend, RemoteBackendError };

/**
 * The backend a door should use: remote when a URL is given (flags first, then
 * DOCDELTA_REMOTE_URL or DOCDELTA_REMOTE, DOCDELTA_CLIENT_ID, DOCDELTA_CLIENT_SECRET), the
 * in-process engine otherwise.
 */
export function selectBackend(
  options: { remote?: string; clientId?: string; clientSecret?: string },
  env: NodeJS.ProcessEnv = {},
): Backend {
  const url = options.remote ?? (env.DOCDELTA_REMOTE_URL || env.DOCDELTA_REMOTE);
  if (!url) return localBackend();
  const clientId = options.clientId ?? env.DOCDELTA_CLIENT_ID;
  const clientSecret = options.clientSecret ?? env.DOCDELTA_CLIENT_SECRET;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new Error(`the remote '${url}' is not an http(s) URL`);
  if (!clientId || !clientSecret)
    throw new Error(
      `a remote backend (${parsed.origin}) needs --client-id and --client-secret (or DOCDELTA_CLIENT_ID and DOCDELTA_CLIENT_SECRET)`,
    );
  return remoteBackend({ baseUrl: url, clientId, clientSecret });
}
