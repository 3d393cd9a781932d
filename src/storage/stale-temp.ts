import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The name every temp file and upload folder of this process starts with. Random rather than the
 * pid: replicas in other PID namespaces (containers, hosts) share a folder, and a pid says nothing
 * about whether the process that wrote a file is alive there.
 */
export const TEMP_OWNER = randomBytes(6).toString('hex');

/**
 * How long a temp entry may stay untouched before startup takes it for a crash's leftover. A write
 * in progress touches its file with every chunk; an upload folder gains files as its parts arrive.
 */
export const STALE_TEMP_AFTER_MS = 60 * 60 * 1000;

/** A fresh temp name owned by this process. */
export function tempName(): string {
  return `${TEMP_OWNER}-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/**
 * Removes the entries of `folder` that nobody touched within `olderThanMs` — by age, never by who
 * wrote them, so a replica starting beside others leaves their writes in flight alone.
 */
export async function removeStaleTemps(folder: string, olderThanMs = STALE_TEMP_AFTER_MS): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const cutoff = Date.now() - olderThanMs;
  await Promise.all(
    names.map(async (name) => {
      const path = join(folder, name);
      if ((await lastTouched(path)) < cutoff) await rm(path, { recursive: true, force: true });
    }),
  );
}

/** The newest modification time of an entry, or of a folder and what it directly holds. */
async function lastTouched(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return Number.POSITIVE_INFINITY;
  if (!info.isDirectory()) return info.mtimeMs;
  const names = await readdir(path).catch(() => [] as string[]);
  const times = await Promise.all(
    names.map((name) =>
      stat(join(path, name)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(info.mtimeMs, ...times);
}
