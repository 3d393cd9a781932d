import { ArchiveLimitError } from '../../errors';
import type { Block, DocumentMetadata, DocumentModel, ReaderWarning } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { decodeText } from '../shared/text-decode';
import { readHtml } from '../shared/html';
import { readMarkdown } from './markdown';
import { readPlainLines } from './plain';
import { readProse } from '../shared/prose';
import { HTML_FORMATS, MARKDOWN_FORMATS, TEXT_FORMATS } from './formats';

/**
 * Reader for the text family: plain text, Markdown, HTML, XML, JSON, YAML and source code.
 * Markdown and HTML are read as rendered (headings, lists, tables, styles), plain text as
 * paragraphs of prose; logs, data and source code are compared line by line exactly as written.
 */

/** Plain text is prose (READMEs, licences, notes) unless it is a log, whose unit is the line. */
const PROSE_FORMATS = new Set(['txt', 'text']);

/**
 * Text files are compared up to this size. Past it the comparison costs seconds per megabyte and
 * gigabytes of memory (a 50 MB line took 37 s and 2.2 GB): such files are logs and data dumps,
 * for which a line diff (`git diff`) is the tool. Checked on the bytes, before decoding.
 */
export const MAX_TEXT_BYTES = 10 * 1024 * 1024;

export const textReader: DocumentReader = {
  family: 'text',
  formats: TEXT_FORMATS,
  async read(bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> {
    if (bytes.length > MAX_TEXT_BYTES) {
      throw new ArchiveLimitError(
        `the text file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; docdelta compares text files of up to ${MAX_TEXT_BYTES / 1024 / 1024} MB (use a line diff such as git diff for larger ones)`,
      );
    }
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
