import { sha1 } from '../package/digest';
import { CorruptDocumentError } from '../../errors';
import type { Block, DocumentModel, ParagraphBlock, ReaderWarning, Story } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { readHtml } from '../shared/html';
import { readProse } from '../shared/prose';
import { type EmailData } from './data';
import { diffEmails } from './diff';
import {
  decodedBody,
  decodeHeader,
  headerValue,
  parseMessage,
  parseParameterized,
  partText,
  type MimePart,
} from './mime';

/**
 * Reader for e-mail messages (.eml): the headers a person reads (Subject, From, To, Cc, Date) as
 * the `message` story, the body as the `body` story (the text/plain alternative when there is
 * one, else the HTML read as a browser shows it), and each attachment as an `attachment` story
 * holding one object hashed by content, so changed, added and removed attachments show.
 */

export const SHOWN_HEADERS = ['Subject', 'From', 'To', 'Cc', 'Date'] as const;

/** A part that is shown as the message's text rather than attached. */
interface BodyChoice {
  plain?: MimePart;
  html?: MimePart;
}

export interface AttachmentPart {
  part: MimePart;
  name: string;
  bytes: Uint8Array;
}

export function readEmail(bytes: Uint8Array, format: string, _options: ReadOptions = {}): DocumentModel {
  if (!bytes.length) throw new CorruptDocumentError('the message is empty');
  const warnings: ReaderWarning[] = [];
  const root = parseMessage(bytes, warnings);
  if (!root.headers.length) throw new CorruptDocumentError('the file has no e-mail headers');
  const data: EmailData = { family: 'email', headerNames: [] };
  const stories: Story[] = [];

  const headerBlocks: ParagraphBlock[] = [];
  for (const name of SHOWN_HEADERS) {
    const value = headerValue(root.headers, name);
    if (value === undefined) continue;
    data.headerNames.push(name);
    headerBlocks.push(paragraph(`${name}: ${decodeHeader(value).replace(/\s+/g, ' ').trim()}`, 'headers'));
  }
  stories.push({ kind: 'message', key: 'message', label: 'message', blocks: headerBlocks });

  const { body, attachments } = classifyParts(root, warnings);
  let bodyBlocks: Block[] = [];
  if (body.plain) {
    data.bodyLines = plainLines(partText(body.plain, warnings), body.plain.params.format?.toLowerCase() === 'flowed');
    bodyBlocks = readProse(data.bodyLines.join('\n')).map((block) =>
      block.locator ? { ...block, locator: { ...block.locator, part: 'body' } } : block,
    );
    data.bodyType = 'text/plain';
    if (body.html) data.htmlBlocks = readHtml(partText(body.html, warnings)).blocks;
  } else if (body.html) {
    bodyBlocks = readHtml(partText(body.html, warnings)).blocks;
    data.bodyType = 'text/html';
  }
  stories.push({ kind: 'body', key: 'body', label: 'body', blocks: bodyBlocks });

  const seen = new Map<string, number>();
  for (const attachment of attachments) {
    const count = (seen.get(attachment.name) ?? 0) + 1;
    seen.set(attachment.name, count);
    const key = count === 1 ? `attachment:${attachment.name}` : `attachment:${attachment.name}#${count}`;
    stories.push({
      kind: 'attachment',
      key,
      label: `attachment ${attachment.name}${count === 1 ? '' : ` (${count})`}`,
      blocks: [
        {
          type: 'object',
          object: {
            kind: attachment.part.contentType.startsWith('image/') ? 'image' : 'object',
            hash: sha1(attachment.bytes),
            name: `${attachment.name} (${attachment.part.contentType}, ${attachment.bytes.length} bytes)`,
          },
        },
      ],
    });
  }

  const subject = headerValue(root.headers, 'subject');
  const from = headerValue(root.headers, 'from');
  return {
    format,
    stories,
    metadata: {
      title: subject ? decodeHeader(subject) : undefined,
      author: from ? decodeHeader(from) : undefined,
      created: headerValue(root.headers, 'date'),
    },
    pageCount: 1,
    warnings,
    familyData: data,
  };
}

function paragraph(text: string, part: string): ParagraphBlock {
  return { type: 'paragraph', runs: text ? [{ text, style: {} }] : [], locator: { part, path: '' } };
}

/**
 * The lines of a plain-text body, format=flowed soft breaks (a line ending in a space) joined.
 * The body is then read as prose, as a plain-text file is: paragraphs between blank lines.
 */
export function plainLines(text: string, flowed: boolean): string[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const out: string[] = [];
  let pending: string | undefined;
  for (let line of lines) {
    if (flowed && line.startsWith(' ')) line = line.slice(1);
    const soft = flowed && line.endsWith(' ') && line !== '-- ';
    pending = pending === undefined ? line : pending + line;
    if (!soft) {
      out.push(pending);
      pending = undefined;
    }
  }
  if (pending !== undefined) out.push(pending);
  return out;
}

function dispositionOf(part: MimePart): { type: string; filename?: string } {
  const header = headerValue(part.headers, 'content-disposition');
  if (!header) return { type: '' };
  const { value, params } = parseParameterized(header);
  return { type: value.toLowerCase(), filename: params.filename ? decodeHeader(params.filename) : undefined };
}

/**
 * Walks the MIME tree: the first text/plain and text/html that are not attachments form the
 * body (from a multipart/alternative when there is one); every other leaf is an attachment.
 */
export function classifyParts(
  root: MimePart,
  warnings: ReaderWarning[],
): { body: BodyChoice; attachments: AttachmentPart[] } {
  const body: BodyChoice = {};
  const attachments: AttachmentPart[] = [];
  let unnamed = 0;
  const visit = (part: MimePart) => {
    if (part.children.length) {
      for (const child of part.children) visit(child);
      return;
    }
    const disposition = dispositionOf(part);
    const name = disposition.filename ?? (part.params.name ? decodeHeader(part.params.name) : undefined);
    const isText = part.contentType === 'text/plain' || part.contentType === 'text/html';
    if (isText && disposition.type !== 'attachment') {
      const slot = part.contentType === 'text/plain' ? 'plain' : 'html';
      if (!body[slot]) {
        body[slot] = part;
        return;
      }
    }
    const bytes = decodedBody(part, warnings);
    const label = name ?? contentIdName(part) ?? `part ${++unnamed} (${part.contentType})`;
    attachments.push({ part, name: label, bytes });
  };
  visit(root);
  return { body, attachments };
}

function contentIdName(part: MimePart): string | undefined {
  const id = headerValue(part.headers, 'content-id');
  return id ? id.replace(/^<|>$/g, '') : undefined;
}

export { emailData, type EmailData } from './data';

export const emailReader: DocumentReader = {
  family: 'email',
  formats: ['eml'],
  read: async (bytes, format, options) => readEmail(bytes, format, options),
  diff: diffEmails,
};
