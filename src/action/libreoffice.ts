import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findSoffice } from '../engine/index';

/**
 * `office-renderer: libreoffice` on a runner without LibreOffice: install it with apt (Linux
 * runners only), the headless packages of Writer, Calc and Impress and the fonts whose widths
 * match Word's (Liberation for Times New Roman/Arial/Courier New, Carlito for Calibri, Caladea
 * for Cambria), so pages break where Word breaks them. Said in the log with the time it took.
 */

/**
 * The smallest set that renders Writer, Calc and Impress documents headless, with metric-compatible
 * fonts; python3-uno keeps one soffice running for all of a run's documents instead of starting it
 * for each, and lets a long document export only its changed pages.
 */
export const LIBREOFFICE_PACKAGES = [
  'libreoffice-writer-nogui',
  'libreoffice-calc-nogui',
  'libreoffice-impress-nogui',
  'python3-uno',
  'fonts-liberation',
  'fonts-crosextra-carlito',
  'fonts-crosextra-caladea',
] as const;

export type InstallPlan =
  | { kind: 'present'; soffice: string }
  | { kind: 'install'; commands: string[][] }
  | { kind: 'unavailable'; reason: string };

export interface InstallProbe {
  soffice?: string;
  platform: string;
  aptGet: boolean;
  /** Running as root (containers); else apt runs through sudo, as GitHub's hosted runners allow. */
  root: boolean;
}

export function planLibreOffice(probe: InstallProbe): InstallPlan {
  if (probe.soffice) return { kind: 'present', soffice: probe.soffice };
  if (probe.platform !== 'linux')
    return {
      kind: 'unavailable',
      reason: `LibreOffice is not installed and docdelta installs it on Linux runners only (this one is ${probe.platform})`,
    };
  if (!probe.aptGet)
    return { kind: 'unavailable', reason: 'LibreOffice is not installed and apt-get is not available to install it' };
  const sudo = probe.root ? [] : ['sudo', '-n'];
  return {
    kind: 'install',
    commands: [
      [...sudo, 'apt-get', 'update', '-qq'],
      [
        ...sudo,
        'env',
        'DEBIAN_FRONTEND=noninteractive',
        'apt-get',
        'install',
        '-y',
        '-qq',
        '--no-install-recommends',
        ...LIBREOFFICE_PACKAGES,
      ],
    ],
  };
}

/**
 * The soffice to render with: the one found (or given), or one installed now. When it cannot be
 * had, says why and returns undefined: previews fall back to the built-in layout.
 */
export async function ensureLibreOffice(
  explicit: string | undefined,
  log: (line: string) => void,
  warn: (line: string) => void = log,
): Promise<string | undefined> {
  const plan = planLibreOffice({
    soffice: findSoffice(explicit),
    platform: process.platform,
    aptGet: existsSync('/usr/bin/apt-get'),
    root: typeof process.getuid === 'function' && process.getuid() === 0,
  });
  if (plan.kind === 'present') return plan.soffice;
  if (plan.kind === 'unavailable') {
    warn(`${plan.reason}; previews use the built-in layout.`);
    return undefined;
  }
  log(`Installing LibreOffice for previews (${LIBREOFFICE_PACKAGES.join(', ')})…`);
  const started = Date.now();
  for (const command of plan.commands) {
    const result = await run(command);
    if (result.code !== 0) {
      warn(
        `LibreOffice could not be installed (${command.join(' ')} exited ${result.code}: ${result.output.trim().split('\n').pop() ?? ''}); previews use the built-in layout.`,
      );
      return undefined;
    }
  }
  const soffice = findSoffice();
  log(
    `LibreOffice installed in ${Math.round((Date.now() - started) / 1000)} s${soffice ? '' : ', but soffice was not found afterwards'}.`,
  );
  return soffice;
}

function run(command: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: -1, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}
