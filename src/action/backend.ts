import type { ChangeInfoRecord } from '../engine/changeinfo';
import { sourceDateEpoch } from '../backend/source-date';
import { compareToDocument } from '../engine/index';
import { writerFor, detectFormat } from '../engine/formats/registry';
import { compareVersions } from '../engine/versions';

/**
 * What the Action needs from a comparison backend: one call giving the changes, where they are,
 * the reader warnings and the result document. Locally that is one engine pass
 * (compareToDocument); src/backend's port splits it into listChanges + compare and drops places
 * and warnings, so `local` calls the engine directly and `remote` goes through src/backend.
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
  contexts?: ({ before: string; after: string } | null)[];
  warnings: string[];
  /** The redline in the source's format, when both sides exist and the format has a writer. */
  result?: { bytes: Uint8Array; extension: string };
}

export interface ComparisonBackend {
  compare(
    before: SideDocument | undefined,
    after: SideDocument | undefined,
    options: { mode: 'styled' | 'tracked'; settings: Record<string, unknown> },
  ): Promise<BackendComparison>;
}

export function localBackend(): ComparisonBackend {
  return {
    async compare(before, after, options) {
      if (before && after && (await hasWriter(before.bytes, before.fileName))) {
        const date = sourceDateEpoch(process.env);
        // One pass gives both the change list and the redline; a writer failure still leaves the list.
        try {
          const written = await compareToDocument({
            source: before,
            target: after,
            settings: options.settings,
            mode: options.mode,
            date,
          });
          return {
            changes: written.changes,
            places: written.places,
            contexts: written.contexts,
            warnings: written.warnings.map((w) => `${w.fileName ?? after.fileName}: ${w.message}`),
            result: { bytes: written.bytes, extension: written.extension },
          };
        } catch (error) {
          const comparison = await compareModels(before, after, options.settings);
          comparison.warnings.push(`${after.fileName}: no result document (${(error as Error).message})`);
          return comparison;
        }
      }
      return compareModels(before, after, options.settings);
    },
  };
}

function compareModels(
  before: SideDocument | undefined,
  after: SideDocument | undefined,
  settings: Record<string, unknown>,
): Promise<BackendComparison> {
  // Boxes from the built-in layout, so the previews' frames sit on the changed words.
  return compareVersions(before, after, { settings, precise: true });
}

async function hasWriter(bytes: Uint8Array, fileName: string): Promise<boolean> {
  try {
    return Boolean(await writerFor(detectFormat(bytes, fileName)));
  } catch {
    return false;
  }
}

/**
 * `backend: remote`: the shared backend port's remote implementation (src/backend). The service
 * answers with change records and result documents; it has no empty side, so an added or
 * deleted document is listed without its changes.
 */
export async function remoteBackend(options: {
  serviceUrl: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<ComparisonBackend> {
  const { remoteBackend: remotePort } = await import('../backend/index');
  const port = remotePort({
    baseUrl: options.serviceUrl,
    clientId: options.clientId ?? '',
    clientSecret: options.clientSecret ?? '',
  });
  return {
    async compare(before, after, { mode, settings }) {
      if (!before || !after) {
        return {
          changes: [],
          places: [],
          warnings: [
            `${(before ?? after)!.fileName}: ${before ? 'deleted' : 'added'}; the remote backend compares two versions only`,
          ],
        };
      }
      const remoteSettings = { ...settings, WordTrackChanges: mode === 'tracked' } as Parameters<
        typeof port.compare
      >[0]['settings'];
      const changes = (await port.listChanges({
        source: before,
        targets: [after],
        settings: remoteSettings,
      })) as unknown as ChangeInfoRecord[];
      const result = changes.length
        ? await port.compare({ source: before, target: after, settings: remoteSettings }).catch(() => undefined)
        : undefined;
      return {
        changes,
        places: changes.map((c) => (c.PageInfo?.PageNumber ? `page ${c.PageInfo.PageNumber}` : '')),
        warnings: changes.length && !result ? [`${after.fileName}: the service made no result document`] : [],
        result,
      };
    },
  };
}
