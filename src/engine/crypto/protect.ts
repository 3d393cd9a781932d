import { formatByKey, hooksFor } from '../formats/registry';
import { encryptOfficeDocument } from './ooxml';

/**
 * Which protection a result format can carry: OOXML packages of every family take ECMA-376
 * Agile encryption, OpenDocument packages ODF 1.2 manifest encryption, PDFs the standard
 * security handler. Text, HTML, CSV, e-mail and images have no password of their own.
 */
export type ResultProtection = 'ooxml' | 'odf' | 'pdf';

const OOXML_KEYS = new Set([
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'potm',
  'vsdx',
  'vsdm',
  'vstx',
]);
const ODF_KEYS = new Set(['odt', 'ott', 'ods', 'odp']);

export function protectionOf(formatKey: string): ResultProtection | undefined {
  if (OOXML_KEYS.has(formatKey)) return 'ooxml';
  if (ODF_KEYS.has(formatKey)) return 'odf';
  if (formatKey === 'pdf') return 'pdf';
  return undefined;
}

/**
 * The result encrypted with the password, or undefined when its format has no password.
 * `openWith`: the password the result opens with already, if any (a PDF written over a protected
 * target keeps the target's encryption).
 */
export async function encryptResult(
  bytes: Uint8Array,
  formatKey: string,
  password: string,
  openWith?: string,
): Promise<Uint8Array | undefined> {
  switch (protectionOf(formatKey)) {
    case 'ooxml':
      return encryptOfficeDocument(bytes, password);
    // Loaded on first use: pdf-lib has no place on the git driver's start-up path.
    case 'odf':
      return (await import('./odf')).encryptOdfPackage(bytes, password);
    case 'pdf': {
      // The PDF family's own security handler, loaded with it.
      const { encrypt } = await hooksFor(formatByKey(formatKey)!);
      return encrypt?.(bytes, password, openWith);
    }
    default:
      return undefined;
  }
}
