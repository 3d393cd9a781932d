import type { Backend, ChangeContext } from '../backend/index';
import { RemoteBackendError } from '../backend/errors';
import { localBackend as localPort } from '../backend/local';
import { asChangeRecords } from '../backend/records';
import { sourceDateEpoch } from '../backend/source-date';
import type { ChangeInfoRecord } from '../engine/index';
import { pageUnit } from '../report/summary';

/**
 * What the Action needs of one document: the changes, where they are, the reader warnings and
 * the result document, from the shared backend port (src/backend), local or remote. One
 * `compare` gives both the change list and the redline; where there is no redline (a side is
 * missing, the format has no writer) `compareVersions` gives the list.
 */

export interface SideDocument {
  bytes: Uint8Array;
  fileName: string;
  password?: string;
}

export interface BackendComparison {
  changes: ChangeInfoRecord[];
  places: string[];
  /** The text around each change in its sentence, parallel to `changes`, when the engine read both versions. */
  contexts?: ChangeContext[];
  warnings: string[];
  /** The redline in the source's format, when both sides exist and the format has a writer. */
  result?: { bytes: Uint8Array; extension: string };
}

/**
 * A failure no other document can get past (the service refuses the credentials or cannot be
 * reached, git-lfs is missing): the run stops with this one line instead of listing every
 * document as "not compared" and passing the gate.
 */
export class RunStopped extends Error {
  override name = 'RunStopped';
}

export interface ComparisonBackend {
  /** True when the documents are compared on this machine, which can then draw their pages too. */
  readonly local?: boolean;
  compare(
    before: SideDocument | undefined,
    after: SideDocument | undefined,
    options: { mode: 'styled' | 'tracked'; settings: Record<string, unknown> },
  ): Promise<BackendComparison>;
}

export function comparisonBackend(port: Backend, env: NodeJS.ProcessEnv = process.env): ComparisonBackend {
  const compare = plainComparison(port, env);
  // The first refusal is the answer for every document: nothing is asked of the service again.
  let stopped: RunStopped | undefined;
  return {
    local: port.kind === 'local',
    async compare(before, after, options) {
      if (stopped) throw stopped;
      try {
        return await compare(before, after, options);
      } catch (error) {
        if (hopeless(error)) throw (stopped ??= new RunStopped((error as Error).message));
        throw error;
      }
    },
  };
}

function plainComparison(port: Backend, env: NodeJS.ProcessEnv): ComparisonBackend['compare'] {
  return async (before, after, { mode, settings }) => {
    const versions = async () => {
      // Boxes from the built-in layout, so the previews' frames sit on the changed words.
      const report = await port.compareVersions({ before, after, settings, precise: true });
      return { ...report, places: placesOf(report.changes, report.places, (after ?? before)!.fileName) };
    };
    if (!before || !after) return versions();
    let written;
    try {
      written = await port.compare({
        source: before,
        target: after,
        settings,
        mode,
        // SOURCE_DATE_EPOCH dates tracked changes in this process; a service dates its own.
        date: port.kind === 'local' ? sourceDateEpoch(env) : undefined,
        withChanges: true,
      });
    } catch (error) {
      // Asking again for the list would only meet the same refusal.
      if (hopeless(error)) throw error;
      // No writer for the format: the list alone, as for any format without redlines.
      if (noResultWriter(error)) return versions();
      // A writer failure still leaves the list.
      const comparison = await versions();
      comparison.warnings.push(`${after.fileName}: no result document (${(error as Error).message})`);
      return comparison;
    }
    const changes = asChangeRecords(written.changes ?? []);
    return {
      changes,
      places: placesOf(changes, written.places ?? [], after.fileName),
      contexts: written.contexts,
      warnings: (written.warnings ?? []).map((w) => `${w.fileName ?? after.fileName}: ${w.message}`),
      result: { bytes: written.bytes, extension: written.extension },
    };
  };
}

/** The service refuses the credentials, cannot be reached, or is not a comparison service: no document can be compared. */
function hopeless(error: unknown): boolean {
  return (
    error instanceof RemoteBackendError &&
    (error.status === 401 || error.unreachable || / the token request got HTTP \d+/.test(error.message))
  );
}

/** A service names no places (the API's ChangeInfo has none): the page, sheet or slide then. */
function placesOf(changes: ChangeInfoRecord[], places: string[], fileName: string): string[] {
  const unit = pageUnit(fileName);
  return changes.map((c, i) => places[i] ?? (c.PageInfo?.PageNumber ? `${unit} ${c.PageInfo.PageNumber}` : ''));
}

/** The engine's "result documents in X are not available yet", locally or as a service's 422. */
function noResultWriter(error: unknown): boolean {
  const e = error as { name?: string; message?: string };
  return (
    (e?.name === 'UnsupportedFormatError' || e?.name === 'RemoteBackendError') &&
    /result documents in \S+ are not available/.test(e.message ?? '')
  );
}

/** `backend: local`: the engine in this process. */
export function localBackend(env: NodeJS.ProcessEnv = process.env): ComparisonBackend {
  return comparisonBackend(localPort(), env);
}

/** The backend of `backend: local` or `backend: remote` (a service; the HTTP client is loaded only then). */
export async function actionBackend(
  settings: { kind: 'local' } | { kind: 'remote'; serviceUrl: string; clientId?: string; clientSecret?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<ComparisonBackend> {
  if (settings.kind === 'local') return localBackend(env);
  const { remoteBackend } = await import('../backend/index');
  const port = remoteBackend({
    baseUrl: settings.serviceUrl,
    clientId: settings.clientId ?? '',
    clientSecret: settings.clientSecret ?? '',
    // Retries of a service that drops or refuses connections (tests make them few and short).
    retries: whole(env.DOCDELTA_SERVICE_RETRIES),
    retryDelayMs: whole(env.DOCDELTA_SERVICE_RETRY_DELAY_MS),
  });
  return comparisonBackend(port, env);
}

function whole(text: string | undefined): number | undefined {
  const value = Number(text);
  return text?.trim() && Number.isInteger(value) && value >= 0 ? value : undefined;
}
