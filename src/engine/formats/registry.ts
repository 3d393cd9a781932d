import { looksLikeZip, ZipArchive } from '../archive/zip';
import { CorruptDocumentError, PasswordRequiredError, UnsupportedFormatError } from '../errors';
import type { FormatHooks } from './hooks';
import type { DocumentReader, ReadOptions } from './reader';
import type { ResultWriter } from './writer';
import { odfTypeWithoutMimetype } from './package/odf-type';

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

export type FormatFamily = 'word' | 'text' | 'cells' | 'slides' | 'pdf' | 'image' | 'diagram' | 'email';

const FORMATS: FormatDescription[] = [
  { key: 'docx', extensions: ['.docx'], name: 'Microsoft Word Open XML Document', family: 'word' },
  { key: 'docm', extensions: ['.docm'], name: 'Microsoft Word Open XML Macro-Enabled Document', family: 'word' },
  { key: 'dotx', extensions: ['.dotx'], name: 'Microsoft Word Open XML Template', family: 'word' },
  { key: 'dotm', extensions: ['.dotm'], name: 'Microsoft Word Open XML Macro-Enabled Template', family: 'word' },
  { key: 'odt', extensions: ['.odt'], name: 'OpenDocument Text', family: 'word' },
  { key: 'ott', extensions: ['.ott'], name: 'OpenDocument Text Template', family: 'word' },
  { key: 'xlsx', extensions: ['.xlsx'], name: 'Microsoft Excel Open XML Spreadsheet', family: 'cells' },
  { key: 'xlsm', extensions: ['.xlsm'], name: 'Microsoft Excel Open XML Macro-Enabled Spreadsheet', family: 'cells' },
  { key: 'xltx', extensions: ['.xltx'], name: 'Microsoft Excel Open XML Template', family: 'cells' },
  { key: 'xltm', extensions: ['.xltm'], name: 'Microsoft Excel Open XML Macro-Enabled Template', family: 'cells' },
  { key: 'ods', extensions: ['.ods'], name: 'OpenDocument Spreadsheet', family: 'cells' },
  { key: 'csv', extensions: ['.csv'], name: 'Comma Separated Values File', family: 'cells' },
  { key: 'tsv', extensions: ['.tsv', '.tab'], name: 'Tab Separated Values File', family: 'cells' },
  { key: 'pptx', extensions: ['.pptx'], name: 'PowerPoint Open XML Presentation', family: 'slides' },
  { key: 'pptm', extensions: ['.pptm'], name: 'PowerPoint Open XML Macro-Enabled Presentation', family: 'slides' },
  { key: 'potx', extensions: ['.potx'], name: 'PowerPoint Open XML Presentation Template', family: 'slides' },
  {
    key: 'potm',
    extensions: ['.potm'],
    name: 'PowerPoint Open XML Macro-Enabled Presentation Template',
    family: 'slides',
  },
  { key: 'odp', extensions: ['.odp'], name: 'OpenDocument Presentation', family: 'slides' },
  { key: 'pdf', extensions: ['.pdf'], name: 'Portable Document Format', family: 'pdf' },
  { key: 'png', extensions: ['.png'], name: 'Portable Network Graphic', family: 'image' },
  { key: 'jpg', extensions: ['.jpg', '.jpeg'], name: 'JPEG Image', family: 'image' },
  { key: 'gif', extensions: ['.gif'], name: 'Graphics Interchange Format', family: 'image' },
  { key: 'bmp', extensions: ['.bmp'], name: 'Bitmap Image File', family: 'image' },
  { key: 'tiff', extensions: ['.tif', '.tiff'], name: 'Tagged Image File Format', family: 'image' },
  { key: 'webp', extensions: ['.webp'], name: 'WebP Image', family: 'image' },
  { key: 'vsdx', extensions: ['.vsdx'], name: 'Microsoft Visio Drawing', family: 'diagram' },
  { key: 'vsdm', extensions: ['.vsdm'], name: 'Microsoft Visio Macro-Enabled Drawing', family: 'diagram' },
  { key: 'vstx', extensions: ['.vstx'], name: 'Microsoft Visio Drawing Template', family: 'diagram' },
  { key: 'eml', extensions: ['.eml'], name: 'E-Mail Message', family: 'email' },
  { key: 'txt', extensions: ['.txt', '.text', '.log'], name: 'Plain Text File', family: 'text' },
  { key: 'md', extensions: ['.md', '.markdown'], name: 'Markdown', family: 'text' },
  { key: 'html', extensions: ['.html', '.htm', '.xhtml'], name: 'HyperText Markup Language', family: 'text' },
  { key: 'xml', extensions: ['.xml', '.svg', '.resx', '.xsd', '.xsl'], name: 'XML File', family: 'text' },
  { key: 'json', extensions: ['.json'], name: 'JSON File', family: 'text' },
  { key: 'yaml', extensions: ['.yaml', '.yml'], name: 'YAML File', family: 'text' },
  {
    key: 'code',
    extensions: [
      '.js',
      '.mjs',
      '.cjs',
      '.ts',
      '.tsx',
      '.jsx',
      '.py',
      '.java',
      '.c',
      '.h',
      '.cpp',
      '.hpp',
      '.cc',
      '.cs',
      '.go',
      '.rs',
      '.rb',
      '.php',
      '.sh',
      '.bash',
      '.css',
      '.scss',
      '.sql',
      '.ini',
      '.cfg',
      '.toml',
      '.kt',
      '.swift',
      '.scala',
      '.pl',
      '.lua',
      '.r',
      '.m',
      '.vb',
      '.ps1',
      '.bat',
    ],
    name: 'Source Code File',
    family: 'text',
  },
];

/** Formats whose family the engine reads now (see FAMILY_LOADERS). */
export function supportedFormats(): readonly FormatDescription[] {
  return FORMATS.filter((f) => FAMILY_LOADERS[f.family].reader !== pending);
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

/** Main-part content types of the other OOXML families, with the format each means. */
const OOXML_OTHER_TYPES: [RegExp, string][] = [
  [/spreadsheetml\.sheet\.main\+xml/, 'xlsx'],
  [/ms-excel\.sheet\.macroEnabled\.main\+xml/i, 'xlsm'],
  [/spreadsheetml\.template\.main\+xml/, 'xltx'],
  [/ms-excel\.template\.macroEnabled\.main\+xml/i, 'xltm'],
  [/presentationml\.presentation\.main\+xml/, 'pptx'],
  [/ms-powerpoint\.presentation\.macroEnabled\.main\+xml/i, 'pptm'],
  [/presentationml\.template\.main\+xml/, 'potx'],
  [/ms-powerpoint\.template\.macroEnabled\.main\+xml/i, 'potm'],
  [/ms-visio\.drawing\.main\+xml/i, 'vsdx'],
  [/ms-visio\.drawing\.macroEnabled\.main\+xml/i, 'vsdm'],
  [/ms-visio\.template\.main\+xml/i, 'vstx'],
];

const ODF_TYPES: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.text-template': 'ott',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/**
 * The format of a file, from its bytes first and its name second. Throws a typed error naming
 * what the file is when it is something the engine does not read. `archive`: the one already
 * opened from these bytes, when there is one.
 */
export function detectFormat(bytes: Uint8Array, fileName?: string, archive?: ZipArchive): FormatDescription {
  if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    if (containsUtf16Name(bytes, 'EncryptedPackage')) throw new PasswordRequiredError();
    throw new UnsupportedFormatError(
      'an Office 97-2003 binary file (.doc/.xls/.ppt); save it as .docx, .xlsx or .pptx',
    );
  }
  if (
    startsWith(bytes, '%PDF-') ||
    (bytes.length > 1024 && new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-'))
  )
    return formatByKey('pdf')!;
  const image = imageKind(bytes);
  if (image) return formatByKey(image)!;
  if (looksLikeZip(bytes)) return detectPackage(ZipArchive.of(bytes, archive), fileName);
  const byName = formatByExtension(fileName);
  if (byName && (byName.family === 'text' || byName.key === 'csv' || byName.key === 'tsv' || byName.key === 'eml'))
    return byName;
  // A file named .pdf that has no header in its first kilobyte is not one pdf.js reads.
  if (byName?.key === 'pdf') throw new CorruptDocumentError('the file is not a PDF (no %PDF- header)');
  if (byName)
    throw new CorruptDocumentError(
      `the file is not ${/^[AEFHILMNORSX]/.test(byName.key.toUpperCase()) ? 'an' : 'a'} ${byName.key.toUpperCase()} package (no ZIP signature)`,
    );
  return sniffText(bytes) ?? formatByKey('txt')!;
}

function detectPackage(zip: ZipArchive, fileName?: string): FormatDescription {
  if (zip.names().length === 0) throw new CorruptDocumentError('the ZIP package is empty');
  const mimetype = zip.has('mimetype') ? new TextDecoder().decode(zip.read('mimetype')).trim() : undefined;
  if (mimetype) {
    const key = ODF_TYPES[mimetype];
    if (key) return formatByKey(key)!;
    throw new UnsupportedFormatError(`an OpenDocument file of type '${mimetype}', not supported`);
  }
  const types = zip.text('[Content_Types].xml');
  if (types) {
    for (const [pattern, key] of OOXML_MAIN_TYPES) if (pattern.test(types)) return formatByKey(key)!;
    for (const [pattern, key] of OOXML_OTHER_TYPES) if (pattern.test(types)) return formatByKey(key)!;
    if (zip.has('word/document.xml'))
      return formatByExtension(fileName)?.family === 'word' ? formatByExtension(fileName)! : formatByKey('docx')!;
    throw new CorruptDocumentError('an Office package without a main document part');
  }
  const odfType = odfTypeWithoutMimetype(zip);
  if (odfType && ODF_TYPES[odfType]) return formatByKey(ODF_TYPES[odfType])!;
  if (odfType) throw new UnsupportedFormatError(`an OpenDocument file of type '${odfType}', not supported`);
  throw new UnsupportedFormatError('a ZIP archive that is not an Office or OpenDocument file');
}

function sniffText(bytes: Uint8Array): FormatDescription | undefined {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return formatByKey('html');
  if (
    /^(from|return-path|received|message-id|mime-version|date|subject|to|delivered-to):/m.test(head) &&
    /^mime-version:|^message-id:|^received:/m.test(head)
  )
    return formatByKey('eml');
  if (head.startsWith('<?xml')) return formatByKey('xml');
  if (head.startsWith('{') || head.startsWith('[')) return formatByKey('json');
  return undefined;
}

function startsWith(bytes: Uint8Array, ascii: string): boolean {
  if (bytes.length < ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** The image format key from magic bytes. */
function imageKind(bytes: Uint8Array): string | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0x89 && startsWith(bytes.subarray(1), 'PNG')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (startsWith(bytes, 'GIF8')) return 'gif';
  if (startsWith(bytes, 'BM')) return 'bmp';
  if (
    (bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 42) ||
    (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[3] === 42)
  )
    return 'tiff';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes.subarray(8), 'WEBP')) return 'webp';
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

interface FamilyLoaders {
  reader: (format: FormatDescription) => Promise<DocumentReader>;
  writer?: (format: FormatDescription) => Promise<ResultWriter>;
  /** The family's optional hooks (formats/hooks.ts); none when absent. */
  hooks?: (format: FormatDescription) => Promise<FormatHooks>;
}

/** A family that has no reader yet: reading it says so plainly. */
async function pending(format: FormatDescription): Promise<never> {
  throw new UnsupportedFormatError(`${format.name} (.${format.key}) comparison is not available yet`);
}

/**
 * One line per family: how to load its reader and result writer. Adding a family is adding
 * its folder and replacing `pending` here.
 */
const FAMILY_LOADERS: Record<FormatFamily, FamilyLoaders> = {
  word: {
    reader: async (f) =>
      f.key === 'odt' || f.key === 'ott'
        ? (await import('./word/odt/index')).odtReader
        : (await import('./word/docx/index')).docxReader,
    writer: async (f) =>
      f.key === 'odt' || f.key === 'ott'
        ? (await import('./word/odt/write/index')).odtWriter
        : (await import('./word/docx/write/index')).docxWriter,
    hooks: async (f) =>
      f.key === 'odt' || f.key === 'ott'
        ? (await import('./word/odt/hooks')).odtHooks
        : (await import('./word/docx/hooks')).docxHooks,
  },
  text: {
    reader: async () => (await import('./text/index')).textReader,
    writer: async () => (await import('./text/write/index')).textWriter,
  },
  cells: {
    reader: async () => (await import('./cells/index')).cellsReader,
    writer: async () => (await import('./cells/write/index')).cellsWriter,
    hooks: async () => (await import('./cells/hooks')).cellsHooks,
  },
  slides: {
    reader: async () => (await import('./slides/index')).slidesReader,
    writer: async () => (await import('./slides/write/index')).slidesWriter,
    hooks: async () => (await import('./slides/hooks')).slidesHooks,
  },
  pdf: {
    reader: async () => (await import('./pdf/index')).pdfReader,
    writer: async () => (await import('./pdf/write/index')).pdfWriter,
    hooks: async () => (await import('./pdf/hooks')).pdfHooks,
  },
  image: {
    reader: async () => (await import('./image/index')).imageReader,
    writer: async () => (await import('./image/write/index')).imageWriter,
  },
  diagram: {
    reader: async () => (await import('./diagram/index')).diagramReader,
    writer: async () => (await import('./diagram/write/index')).diagramWriter,
  },
  email: {
    reader: async () => (await import('./email/index')).emailReader,
    writer: async () => (await import('./email/write/index')).emailWriter,
  },
};

/** The reader of a family, loaded on first use. */
export async function readerFor(format: FormatDescription): Promise<DocumentReader> {
  return FAMILY_LOADERS[format.family].reader(format);
}

/** The result writer of a format, loaded on first use; undefined when the format has none yet. */
export async function writerFor(format: FormatDescription): Promise<ResultWriter | undefined> {
  return FAMILY_LOADERS[format.family].writer?.(format);
}

/** The optional hooks of a format's family (revisions, merge conflicts, page counts, …), loaded on first use. */
export async function hooksFor(format: FormatDescription): Promise<FormatHooks> {
  return (await FAMILY_LOADERS[format.family].hooks?.(format)) ?? {};
}

/**
 * Settings and a parser of single families that doors use before any document is read. They are
 * re-exported here, not from the families' index.ts (their readers, which load lazily), so that
 * the registry stays the one module of the engine that names a family's files.
 */
export { parseDelimited } from './cells/csv';
export { configureCellsReading } from './cells/read-settings';
export { configurePdfExtraction } from './pdf/extraction-settings';

export type { ReadOptions };
