import { findSoffice, SOFFICE_HINT } from '../engine/index';
import { UsageError, type CliIo } from './io';

/**
 * `--office auto|libreoffice|builtin` of every command that lays out or draws Office documents,
 * with DOCDELTA_OFFICE as its default: `auto` uses LibreOffice when it is installed (its pages
 * are the ones reported and drawn), `builtin` never starts it, `libreoffice` refuses to go on
 * without it.
 */
export type OfficeChoice = 'auto' | 'libreoffice' | 'builtin';

export const OFFICE_OPTIONS = { office: { type: 'string' } } as const;

export const OFFICE_HELP = `  --office auto|libreoffice|builtin
                          how Word and OpenDocument pages are laid out and drawn (or DOCDELTA_OFFICE;
                          default auto: LibreOffice when installed, else the built-in layout,
                          whose pages are marked as estimates); DOCDELTA_SOFFICE names the soffice
                          to run (otherwise the usual install places; a path that does not
                          exist means none)`;

const CHOICES: readonly OfficeChoice[] = ['auto', 'libreoffice', 'builtin'];

/** The choice made by flag or environment; `libreoffice` is refused here when none is installed. */
export function officeChoice(values: { office?: string }, io: CliIo, file?: string): OfficeChoice {
  const given = values.office ?? (io.env.DOCDELTA_OFFICE || undefined);
  const source = values.office !== undefined ? '--office' : 'DOCDELTA_OFFICE';
  const choice = (given ?? 'auto').toLowerCase() as OfficeChoice;
  if (!CHOICES.includes(choice)) throw new UsageError(`${source} '${given}' is not one of ${CHOICES.join(', ')}`);
  if (choice === 'libreoffice' && !findSoffice(io.env.DOCDELTA_SOFFICE)) {
    const where = io.env.DOCDELTA_SOFFICE ? ` at ${io.env.DOCDELTA_SOFFICE}` : '';
    throw new UsageError(
      `${file ? `${file}: ` : ''}LibreOffice was not found${where}; it is needed for --office libreoffice: ${SOFFICE_HINT}`,
    );
  }
  return choice;
}
