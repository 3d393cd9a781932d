/**
 * The text family's formats, for its reader and its writer alike. Files are passed by their
 * registry key, and every source-code extension the registry knows is the one key `code`, read
 * and written line by line; the other names are those callers pass a format by directly.
 */
export const MARKDOWN_FORMATS = new Set(['md', 'markdown']);
export const HTML_FORMATS = new Set(['html', 'htm', 'xhtml']);
export const TEXT_FORMATS: readonly string[] = [
  'txt',
  'text',
  'log',
  ...MARKDOWN_FORMATS,
  ...HTML_FORMATS,
  'xml',
  'json',
  'yaml',
  'yml',
  'code',
];
