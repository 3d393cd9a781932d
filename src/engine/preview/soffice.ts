import { existsSync } from 'node:fs';

/*
 * Where LibreOffice is, apart from the conversions themselves (office.ts), so that looking for it
 * (every `changes` through the local backend does) loads no child_process.
 */

const CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/local/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
  '/snap/bin/libreoffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
  'C:\\Program Files\\LibreOffice\\program\\soffice.exe',
];

/** How to get LibreOffice, for the messages that say it is missing. */
export const SOFFICE_HINT =
  'install LibreOffice (Debian/Ubuntu: apt-get install libreoffice-nogui; others: https://www.libreoffice.org/download/) or set DOCDELTA_SOFFICE to its soffice';

/**
 * The soffice executable: the given path (else DOCDELTA_SOFFICE) when it exists, else the first
 * usual place that does. The variable applies to every caller, the server's and the Action's too,
 * so that one setting moves LibreOffice, or hides it (a path that does not exist means none).
 */
export function findSoffice(explicit: string | undefined = process.env.DOCDELTA_SOFFICE): string | undefined {
  if (explicit) return existsSync(explicit) ? explicit : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}
