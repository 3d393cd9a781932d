import { looksLikeZip, ZipArchive } from '../archive/zip';
import { CorruptDocumentError, PasswordRequiredError, UnsupportedFormatError } from '../errors';
import type { DocumentReader, ReadOptions } from './reader';
import type { ResultWriter } from './writer';

/**
 * Which formats exist, how to recognise them from their bytes, and which reader reads them.
 * Readers load lazily: the git driver compares one file pair per process, and a DOCX pair must
 * not pay for loading every other family.
 */

export interface FormatDescription {
  /** Format key, also the usual extension without the dot. */
  key: string;
  /** Extensions (with dot) that carry this format. */
  extensions: string[];
  /** Name a person knows it by (the API's FileFormat). */
  name: string;
  family: FormatFamily;
}

export type FormatFamily = 'word' | 'text';

const FORMATS: FormatDescription[] = [
  { key: 'docx', extensions: ['.docx'], name: 'Microsoft Word Open XML Document', family: 'word' },
  { key: 'docm', extensions: ['.docm'], name: 'Microsoft Word Open XML Macro-Enabled Document', family: 'word' },
  { key: 'dotx', extensions: ['.dotx'], name: 'Microsoft Word Open XML Template', family: 'word' },
  { key: 'dotm', extensions: ['.dotm'], name: 'Microsoft Word Open XML Macro-Enabled Template', family: 'word' },
  { key: 'odt', extensions: ['.odt'], name: 'OpenDocument Text', family: 'word' },
  { key: 'ott', extensions: ['.ott'], name: 'OpenDocument Text Template', family: 'word' },
  { key: 'txt', extensions: ['.txt', '.text', '.log'], name: 'Plain Text File', family: 'text' },
  { key: 'md', extensions: ['.md', '.markdown'], name: 'Markdown', family: 'text' },
  { key: 'html', extensions: ['.html', '.htm', '.xhtml'], name: 'HyperText Markup Language', family: 'text' },
  { key: 'xml', extensions: ['.xml', '.svg', '.resx', '.xsd', '.xsl'], name: 'XML File', family: 'text' },
  { key: 'json', extensions: ['.json'], name: 'JSON File', family: 'text' },
  { key: 'yaml', extensions: ['.yaml', '.yml'], name: 'YAML File', family: 'text' },
  {
    key: 'code',
    extensions: [
      '.js', '.mjs', '.cjs', '.ts', '.tsx', '.jsx', '.py', '.java', '.c', '.h', '.cpp', '.hpp', '.cc', '.cs', '.go',
      '.rs', '.rb', '.php', '.sh', '.bash', '.css', '.scss', '.sql', '.ini', '.cfg', '.toml', '.kt', '.swift', '.scala',
      '.pl', '.lua', '.r', '.m', '.vb', '.ps1', '.bat',
    ],
    name: 'Source Code File',
    family: 'text',
  },
];

export function supportedFormats(): readonly FormatDescription[] {
  return FORMATS;
}

export function formatByKey(key: string): FormatDescription | undefined {
  return FORMATS.find((f) => f.key === key);
}

export function formatByExtension(fileName: string | undefined): FormatDescription | undefined {
  if (!fileName) return undefined;
  const lower = fileName.toLowerCase();
  const dot = lower.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = lower.slice(dot);
  return FORMATS.find((f) => f.extensions.includes(extension));
}

const OOXML_MAIN_TYPES: [RegExp, string][] = [
  [/wordprocessingml\.document\.main\+xml/, 'docx'],
  [/ms-word\.document\.macroEnabled\.main\+xml/i, 'docm'],
  [/wordprocessingml\.template\.main\+xml/, 'dotx'],
  [/ms-word\.template\.macroEnabledTemplate\.main\+xml/i, 'dotm'],
];

const NOT_YET: [RegExp, string][] = [
  [/spreadsheetml|ms-excel/i, 'an Excel workbook'],
  [/presentationml|ms-powerpoint/i, 'a PowerPoint presentation'],
  [/visio/i, 'a Visio drawing'],
];

/**
 * The format of a file, from its bytes first and its name second. Throws a typed error naming
 * what the file is when it is something the engine does not read.
 */
export function detectFormat(bytes: Uint8Array, fileName?: string): FormatDescription {
  if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    if (containsUtf16Name(bytes, 'EncryptedPackage')) throw new PasswordRequiredError();
    throw new UnsupportedFormatError('an Office 97-2003 binary file (.doc/.xls/.ppt); save it as .docx, .xlsx or .pptx');
  }
  if (startsWith(bytes, '%PDF-')) throw new UnsupportedFormatError('PDF comparison is not available yet');
  const image = imageKind(bytes);
  if (image) throw new UnsupportedFormatError(`${image} image comparison is not available yet`);
  if (looksLikeZip(bytes)) return detectPackage(bytes, fileName);
  const byName = formatByExtension(fileName);
  if (byName?.family === 'text') return byName;
  if (byName) throw new CorruptDocumentError(`the file is not a ${byName.key.toUpperCase()} package (no ZIP signature)`);
  return sniffText(bytes) ?? formatByKey('txt')!;
}

function detectPackage(bytes: Uint8Array, fileName?: string): FormatDescription {
  const zip = new ZipArchive(bytes);
  if (zip.names().length === 0) throw new CorruptDocumentError('the ZIP package is empty');
  const mimetype = zip.has('mimetype') ? new TextDecoder().decode(zip.read('mimetype')).trim() : undefined;
  if (mimetype) {
    if (mimetype === 'application/vnd.oasis.opendocument.text') return formatByKey('odt')!;
    if (mimetype === 'application/vnd.oasis.opendocument.text-template') return formatByKey('ott')!;
    throw new UnsupportedFormatError(`an OpenDocument file of type '${mimetype}', not supported yet`);
  }
  const types = zip.text('[Content_Types].xml');
  if (types) {
    for (const [pattern, key] of OOXML_MAIN_TYPES) if (pattern.test(types)) return formatByKey(key)!;
    for (const [pattern, what] of NOT_YET) if (pattern.test(types)) throw new UnsupportedFormatError(`${what}, not supported yet`);
    if (zip.has('word/document.xml')) return formatByExtension(fileName)?.family === 'word' ? formatByExtension(fileName)! : formatByKey('docx')!;
    throw new CorruptDocumentError('an Office package without a main document part');
  }
  throw new UnsupportedFormatError('a ZIP archive that is not an Office or OpenDocument file');
}

function sniffText(bytes: Uint8Array): FormatDescription | undefined {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return formatByKey('html');
  if (head.startsWith('<?xml')) return formatByKey('xml');
  if (head.startsWith('{') || head.startsWith('[')) return formatByKey('json');
  return undefined;
}

function startsWith(bytes: Uint8Array, ascii: string): boolean {
  if (bytes.length < ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[i] !== ascii.charCodeAt(i)) return false;
  return true;
}

function imageKind(bytes: Uint8Array): string | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0x89 && startsWith(bytes.subarray(1), 'PNG')) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (startsWith(bytes, 'GIF8')) return 'GIF';
  if (startsWith(bytes, 'BM')) return 'BMP';
  if ((bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 42) || (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[3] === 42)) return 'TIFF';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes.subarray(8), 'WEBP')) return 'WebP';
  return undefined;
}

/** Scans a compound file for a directory entry name (UTF-16LE), enough to tell encrypted OOXML. */
function containsUtf16Name(bytes: Uint8Array, name: string): boolean {
  const first = name.charCodeAt(0);
  outer: for (let i = 0; i + name.length * 2 <= bytes.length; i++) {
    if (bytes[i] !== first || bytes[i + 1] !== 0) continue;
    for (let k = 1; k < name.length; k++) {
      if (bytes[i + 2 * k] !== name.charCodeAt(k) || bytes[i + 2 * k + 1] !== 0) continue outer;
    }
    return true;
  }
  return false;
}

/** The reader of a family, loaded on first use. */
export async function readerFor(format: FormatDescription): Promise<DocumentReader> {
  if (format.family === 'text') return (await import('./text/index')).textReader;
  if (format.key === 'odt' || format.key === 'ott') return (await import('./word/odt/index')).odtReader;
  return (await import('./word/docx/index')).docxReader;
}

/** The result writer of a format, loaded on first use; undefined when the format has none yet. */
export async function writerFor(format: FormatDescription): Promise<ResultWriter | undefined> {
  if (format.family === 'text') return (await import('./text/write/index')).textWriter;
  if (format.key === 'odt' || format.key === 'ott') return (await import('./word/odt/write/index')).odtWriter;
  if (format.family === 'word') return (await import('./word/docx/write/index')).docxWriter;
  return undefined;
}

export type { ReadOptions };
