import type { Block, DocumentMetadata, DocumentModel, ReaderWarning } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { decodeText } from './decode';
import { readHtml } from './html';
import { readMarkdown } from './markdown';
import { readPlainLines } from './plain';
import { readProse } from './prose';

/**
 * Reader for the text family: plain text, Markdown, HTML, XML, JSON, YAML and source code.
 * Markdown and HTML are read as rendered (headings, lists, tables, styles), plain text as
 * paragraphs of prose; logs, data and source code are compared line by line exactly as written.
 */

const MARKDOWN_FORMATS = new Set(['md', 'markdown']);
const HTML_FORMATS = new Set(['html', 'htm', 'xhtml']);
/** Plain text is prose (READMEs, licences, notes) unless it is a log, whose unit is the line. */
const PROSE_FORMATS = new Set(['txt', 'text']);

/** Source-code extensions that are read as plain lines (the registry also passes `code`). */
const CODE_FORMATS = [
  'code', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'py', 'java', 'c', 'h', 'cpp', 'hpp', 'cc', 'cs', 'go', 'rs', 'rb',
  'php', 'sh', 'bash', 'css', 'scss', 'sql', 'ini', 'cfg', 'toml', 'kt', 'swift', 'scala', 'pl', 'lua', 'r', 'm',
  'vb', 'ps1', 'bat',
];

export const textReader: DocumentReader = {
  family: 'text',
  formats: ['txt', 'text', 'log', 'md', 'markdown', 'html', 'htm', 'xhtml', 'xml', 'json', 'yaml', 'yml', ...CODE_FORMATS],
  async read(bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> {
    const warnings: ReaderWarning[] = [];
    const { text } = decodeText(bytes, warnings);
    let blocks: Block[];
    let metadata: DocumentMetadata = {};
    if (MARKDOWN_FORMATS.has(format)) {
      blocks = readMarkdown(text);
    } else if (HTML_FORMATS.has(format)) {
      const html = readHtml(text);
      blocks = html.blocks;
      metadata = html.metadata;
    } else if (PROSE_FORMATS.has(format) && !/\.log$/i.test(options.fileName ?? '')) {
      blocks = readProse(text);
    } else {
      blocks = readPlainLines(text);
    }
    return {
      format,
      stories: [{ kind: 'body', key: 'body', label: 'body', blocks }],
      metadata,
      warnings,
    };
  },
};
