import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Action's temporary files — conversions, LibreOffice's profiles and their locks, soffice's
 * own scratch files — go under RUNNER_TEMP, the job's own folder, not the machine's /tmp: runners
 * sharing a host (self-hosted, or containers sharing /tmp) then never meet each other's profiles
 * and locks, and the runner removes everything when the job ends. Node's os.tmpdir() and the
 * processes the Action starts read these variables, so setting them once, first, covers every
 * path. Outside Actions (no RUNNER_TEMP) the OS temp folder stays.
 */
export function useRunnerTemp(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.RUNNER_TEMP) return undefined;
  const folder = join(env.RUNNER_TEMP, 'docdelta-tmp');
  mkdirSync(folder, { recursive: true });
  for (const name of ['TMPDIR', 'TMP', 'TEMP']) env[name] = folder;
  return folder;
}
