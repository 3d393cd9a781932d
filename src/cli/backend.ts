import type { Backend } from '../backend/index';
export { asChangeRecords } from '../backend/records';
import type { SettingsInput } from '../model/records';
import { UsageError, type CliIo } from './io';

/** Flags that send a command's work to a comparison service instead of the engine in this process. */
export const REMOTE_OPTIONS = {
  remote: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
} as const;

export const REMOTE_HELP = `  --remote <url>          run on a comparison service (docdelta serve, or the vendor's cloud)
                          instead of in this process (or DOCDELTA_REMOTE_URL)
  --client-id <id>        client id for --remote (or DOCDELTA_CLIENT_ID)
  --client-secret <s>     client secret for --remote (or DOCDELTA_CLIENT_SECRET; never printed)`;

export interface RemoteValues {
  remote?: string;
  'client-id'?: string;
  'client-secret'?: string;
}

/**
 * The backend a command runs on: the engine in this process unless a remote URL is given by
 * flag or environment. Loaded lazily so that local runs never load the HTTP client.
 */
export async function backendFor(
  values: RemoteValues,
  io: CliIo,
  options: { office?: 'auto' | 'libreoffice' | 'builtin' } = {},
): Promise<Backend> {
  if (!values.remote && !io.env.DOCDELTA_REMOTE_URL && !io.env.DOCDELTA_REMOTE)
    return (await import('../backend/local')).localBackend({
      // `builtin`: this command never starts LibreOffice, for pages or anything else.
      soffice: options.office === 'builtin' ? null : io.env.DOCDELTA_SOFFICE,
    });
  const { selectBackend } = await import('../backend/index');
  try {
    return selectBackend(
      { remote: values.remote, clientId: values['client-id'], clientSecret: values['client-secret'] },
      io.env as NodeJS.ProcessEnv,
    );
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Refuses a flag that only the in-process engine honours, naming it, when running remotely. */
export function refuseRemote(backend: Backend, flag: string, given: unknown): void {
  if (backend.kind === 'remote' && given !== undefined && given !== false)
    throw new UsageError(`${flag} works only in this process, not with --remote`);
}

/** Settings read by the CLI (validated against the API's schema) as the port takes them. */
export function portSettings(settings: object | undefined): SettingsInput | undefined {
  return settings as SettingsInput | undefined;
}
