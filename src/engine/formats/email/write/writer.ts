import { sameBytes, sha1 } from '../../package/digest';
import { diffWordsWithSpace } from 'diff';
import type { EngineChange } from '../../../diff/types';
import { blockText, type DocumentModel, type ReaderWarning } from '../../../model/document';
import type { ItemStyle, ResultInput, ResultOutput } from '../../writer';
import { emailData } from '../data';
import { classifyParts, SHOWN_HEADERS, type AttachmentPart } from '../index';
import { binaryToBytes, encodeQuotedPrintable, parseMessage, type MimeHeader, type MimePart } from '../mime';

/**
 * E-mail results. The message keeps the target's headers; its body becomes a
 * multipart/alternative of the plain text and an HTML redline (headers, body and attachments
 * with <ins>/<del> in the ItemsStyle colours), followed by the target's attachments as they
 * were and, when deleted content is shown, the source's removed attachments.
 * Clean mode writes the target with rejected changes reverted: headers restored from the
 * source, the plain-text body with rejected text changes undone, attachments put back or
 * left out.
 */

const CONTENT_HEADERS = new Set([
  'content-type',
  'content-transfer-encoding',
  'mime-version',
  'content-length',
  'content-disposition',
  'content-description',
  'content-id',
]);

export async function writeEmailResult(input: ResultInput): Promise<ResultOutput> {
  const warnings: ReaderWarning[] = [];
  const { options } = input;
  const ignored: ReaderWarning[] = [];
  const sourceMessage = parseMessage(input.source.bytes, ignored);
  const targetMessage = parseMessage(input.target.bytes, ignored);
  const sourceParts = classifyParts(sourceMessage, ignored);
  const targetParts = classifyParts(targetMessage, ignored);
  const sourceAttachments = attachmentsByKey(sourceParts.attachments);
  const targetAttachments = attachmentsByKey(targetParts.attachments);
  const boundary = `docdelta-${sha1(input.target.bytes).slice(0, 24)}`;

  if (options.mode === 'clean') {
    const rejected = input.changes.filter((_, index) => options.rejected.has(index));
    const headers = revertHeaders(targetMessage.headers, sourceMessage.headers, rejected, input);
    const bodyText = revertBody(input.source.document, input.target.document, rejected);
    const attachments = new Map(targetAttachments);
    for (const change of rejected) {
      const key = change.source?.story ?? change.target?.story ?? '';
      if (!key.startsWith('attachment:')) continue;
      if (change.kind === 'Inserted') attachments.delete(key);
      else if (sourceAttachments.has(key)) attachments.set(key, sourceAttachments.get(key)!);
    }
    const bodyRejected = rejected.some((c) => (c.target?.story ?? c.source?.story) === 'body');
    const parts = [textPart(bodyText)];
    if (targetParts.body.html && !bodyRejected) parts.push(rawPart(targetParts.body.html));
    if (targetParts.body.html && bodyRejected) {
      warnings.push({
        code: 'email-html-dropped',
        message: 'the HTML alternative of the body was left out: it would still show the rejected changes',
      });
    }
    const body = parts.length > 1 ? multipart('alternative', `${boundary}-alt`, parts) : parts[0];
    const message = multipart('mixed', boundary, [body, ...[...attachments.values()].map((a) => rawPart(a.part))]);
    return { bytes: finish(headers, message), warnings };
  }

  if (options.mode === 'tracked') {
    warnings.push({
      code: 'email-no-tracked-changes',
      message: 'e-mail has no tracked changes; the result is an HTML redline',
    });
  }
  const redline = redlineHtml(input, sourceAttachments, targetAttachments);
  const plain =
    input.target.document.stories
      .find((s) => s.key === 'body')
      ?.blocks.map(blockText)
      .join('\n') ?? '';
  const alternative = multipart('alternative', `${boundary}-alt`, [textPart(plain), htmlPart(redline)]);
  const attachments = [...targetAttachments.values()].map((a) => rawPart(a.part));
  if (options.showDeleted) {
    for (const [key, attachment] of sourceAttachments)
      if (!targetAttachments.has(key))
        attachments.push(rawPart(attachment.part, 'deleted attachment (shown by docdelta)'));
  }
  return {
    bytes: finish(targetMessage.headers, multipart('mixed', boundary, [alternative, ...attachments])),
    warnings,
  };
}

interface Built {
  headers: string[];
  body: string;
}

function finish(messageHeaders: readonly MimeHeader[], content: Built): Uint8Array {
  const kept = messageHeaders
    .filter((h) => !CONTENT_HEADERS.has(h.name.toLowerCase()))
    .map((h) => h.raw.replace(/\r?\n/g, '\r\n'));
  return binaryToBytes([...kept, 'MIME-Version: 1.0', ...content.headers, '', content.body].join('\r\n'));
}

function multipart(subtype: string, boundary: string, parts: Built[]): Built {
  const body =
    parts.map((p) => `--${boundary}\r\n${[...p.headers, '', p.body].join('\r\n')}\r\n`).join('') +
    `--${boundary}--\r\n`;
  return { headers: [`Content-Type: multipart/${subtype}; boundary="${boundary}"`], body };
}

function textPart(text: string): Built {
  return {
    headers: ['Content-Type: text/plain; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'],
    body: encodeQuotedPrintable(text),
  };
}

function htmlPart(html: string): Built {
  return {
    headers: ['Content-Type: text/html; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'],
    body: encodeQuotedPrintable(html),
  };
}

/** A part copied as it was (its headers and still-encoded body, binary-safe). */
function rawPart(part: MimePart, description?: string): Built {
  const headers = part.headers
    .filter((h) => !(description && h.name.toLowerCase() === 'content-description'))
    .map((h) => h.raw.replace(/\r?\n/g, '\r\n'));
  if (description) headers.push(`Content-Description: ${description}`);
  return { headers, body: part.body.replace(/\r?\n/g, '\r\n') };
}

function attachmentsByKey(list: readonly AttachmentPart[]): Map<string, AttachmentPart> {
  const out = new Map<string, AttachmentPart>();
  const seen = new Map<string, number>();
  for (const attachment of list) {
    const count = (seen.get(attachment.name) ?? 0) + 1;
    seen.set(attachment.name, count);
    out.set(count === 1 ? `attachment:${attachment.name}` : `attachment:${attachment.name}#${count}`, attachment);
  }
  return out;
}

function revertHeaders(
  target: readonly MimeHeader[],
  source: readonly MimeHeader[],
  rejected: readonly EngineChange[],
  input: ResultInput,
): MimeHeader[] {
  const names = new Set<string>();
  const sourceNames = emailData(input.source.document)?.headerNames ?? [];
  const targetNames = emailData(input.target.document)?.headerNames ?? [];
  for (const change of rejected) {
    if ((change.target?.story ?? change.source?.story) !== 'message') continue;
    const fromTarget = change.target?.blockPath.length ? targetNames[change.target.blockPath[0]] : undefined;
    const fromSource = change.source?.blockPath.length ? sourceNames[change.source.blockPath[0]] : undefined;
    for (const name of [fromTarget, fromSource]) if (name) names.add(name.toLowerCase());
  }
  if (!names.size) return [...target];
  const out = target.filter((h) => !names.has(h.name.toLowerCase()));
  for (const header of source) if (names.has(header.name.toLowerCase())) out.push(header);
  return out;
}

/**
 * The target's plain-text body with rejected changes put back to the source's text. Paragraphs
 * no rejected change touches, and the blank lines between paragraphs, keep the target's lines as
 * they were; a paragraph put back from the source comes with its own lines.
 */
function revertBody(source: DocumentModel, target: DocumentModel, rejected: readonly EngineChange[]): string {
  const sourceBody = bodyOf(source);
  const targetBody = bodyOf(target);
  const texts: (string | undefined)[] = targetBody.blocks.map(blockText);
  const edited = new Set<number>();
  const inserts = new Map<number, string[]>();
  const edits = new Map<number, EngineChange[]>();
  for (const change of rejected) {
    if ((change.target?.story ?? change.source?.story) !== 'body') continue;
    if (change.unit === 'text' && change.target?.start !== undefined && change.source?.start !== undefined) {
      const block = change.target.blockPath[0];
      edits.set(block, [...(edits.get(block) ?? []), change]);
    } else if (change.kind === 'Inserted' && change.target) texts[change.target.blockPath[0]] = undefined;
    else if (change.kind === 'Deleted' && change.source) {
      const at = change.anchor?.blockPath[0] ?? texts.length;
      const from = change.source.blockPath[0];
      const lines = sourceBody.linesOf(from, true) ?? [change.text];
      inserts.set(at, [...(inserts.get(at) ?? []), ...lines]);
    }
  }
  for (const [block, changes] of edits) {
    let text = texts[block];
    if (text === undefined) continue;
    // Right to left, so earlier offsets stay valid.
    for (const change of [...changes].sort((x, y) => y.target!.start! - x.target!.start!)) {
      const old =
        blockText(sourceBody.blocks[change.source!.blockPath[0]] ?? { type: 'paragraph', runs: [] }).slice(
          change.source!.start,
          change.source!.end,
        ) ?? change.text;
      const at = change.target!.start!;
      // Words put back where nothing is left: with the space that parted them from their neighbour.
      const spaced: string =
        at === change.target!.end && old
          ? /\S/.test(text[at] ?? '') && /\s/.test(text[at - 1] ?? ' ')
            ? `${old} `
            : /\S/.test(text[at - 1] ?? '') && at > 0
              ? ` ${old}`
              : old
          : old;
      text = text.slice(0, at) + spaced + text.slice(change.target!.end);
    }
    texts[block] = text;
    edited.add(block);
  }
  const out: string[] = [];
  let next = 0;
  for (let i = 0; i <= texts.length; i++) {
    const range = i < texts.length ? targetBody.rangeOf(i) : undefined;
    // The blank lines before the paragraph (or at the end), then what goes back before it.
    const gapEnd = range ? range[0] : targetBody.lines.length;
    if (targetBody.lines.length) out.push(...targetBody.lines.slice(next, gapEnd));
    out.push(...(inserts.get(i) ?? []));
    if (i === texts.length) break;
    if (range) next = range[1];
    const text = texts[i];
    if (text === undefined) continue;
    if (!edited.has(i) && range && targetBody.lines.length) out.push(...targetBody.lines.slice(range[0], range[1]));
    else out.push(text);
  }
  return out.join('\n');
}

/** The body's paragraphs with the lines each came from (read before lines were kept: one line each). */
function bodyOf(model: DocumentModel) {
  const blocks = model.stories.find((s) => s.key === 'body')?.blocks ?? [];
  const lines = emailData(model)?.bodyLines ?? [];
  /** Half-open 0-based range of lines of paragraph `index`. */
  const rangeOf = (index: number): [number, number] | undefined => {
    const locator = blocks[index]?.locator;
    const first = Number(locator?.path.split(':')[0]);
    if (!lines.length || !Number.isInteger(first) || first < 1) return undefined;
    return [first - 1, locator?.lastLine ?? first];
  };
  /** The lines of paragraph `index`, with the blank lines after it when `withGap`. */
  const linesOf = (index: number, withGap: boolean): string[] | undefined => {
    const range = rangeOf(index);
    if (!range) return blocks[index] ? [blockText(blocks[index])] : undefined;
    let end = range[1];
    if (withGap) while (end < lines.length && lines[end].trim() === '') end++;
    return lines.slice(range[0], end);
  };
  return { blocks, lines, rangeOf, linesOf };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function css(style: ItemStyle): string {
  const rules: string[] = [];
  if (style.fontColor) rules.push(`color:#${style.fontColor}`);
  if (style.highlightColor) rules.push(`background-color:#${style.highlightColor}`);
  if (style.bold) rules.push('font-weight:bold');
  if (style.italic) rules.push('font-style:italic');
  const lines = [style.strikeThrough ? 'line-through' : '', style.underline ? 'underline' : ''].filter(Boolean);
  rules.push(`text-decoration:${lines.length ? lines.join(' ') : 'none'}`);
  return rules.join(';');
}

function marked(tag: 'ins' | 'del' | 'span', style: ItemStyle, text: string): string {
  return `<${tag} style="${css(style)}">${escapeHtml(style.beginSeparator)}${escapeHtml(text).replace(/\n/g, '<br>\n')}${escapeHtml(style.endSeparator)}</${tag}>`;
}

function redlineText(before: string, after: string, input: ResultInput): string {
  const { options } = input;
  return diffWordsWithSpace(before, after)
    .map((piece) => {
      if (piece.added)
        return options.showInserted
          ? marked('ins', options.inserted, piece.value)
          : escapeHtml(piece.value).replace(/\n/g, '<br>\n');
      if (piece.removed) return options.showDeleted ? marked('del', options.deleted, piece.value) : '';
      return escapeHtml(piece.value).replace(/\n/g, '<br>\n');
    })
    .join('');
}

function headerText(model: DocumentModel, name: string): string {
  const data = emailData(model);
  const index = data?.headerNames.indexOf(name) ?? -1;
  const block = index >= 0 ? model.stories.find((s) => s.key === 'message')?.blocks[index] : undefined;
  return block ? blockText(block).slice(name.length + 2) : '';
}

function redlineHtml(
  input: ResultInput,
  sourceAttachments: Map<string, AttachmentPart>,
  targetAttachments: Map<string, AttachmentPart>,
): string {
  const source = input.source.document;
  const target = input.target.document;
  const rows = SHOWN_HEADERS.map((name) => [name, headerText(source, name), headerText(target, name)] as const)
    .filter(([, before, after]) => before || after)
    .map(
      ([name, before, after]) =>
        `<tr><th style="text-align:left;padding-right:1em">${name}</th><td>${redlineText(before, after, input)}</td></tr>`,
    );
  const body = (model: DocumentModel) =>
    model.stories
      .find((s) => s.key === 'body')
      ?.blocks.map(blockText)
      .join('\n') ?? '';
  const items: string[] = [];
  const describe = (a: AttachmentPart) => `${a.name} (${a.part.contentType}, ${a.bytes.length} bytes)`;
  for (const [key, after] of targetAttachments) {
    const before = sourceAttachments.get(key);
    const same = before && sameBytes(before.bytes, after.bytes);
    items.push(
      `<li>${!before ? marked('ins', input.options.inserted, describe(after)) : same ? escapeHtml(describe(after)) : marked('span', input.options.changed, `${describe(after)} (changed)`)}</li>`,
    );
  }
  for (const [key, before] of sourceAttachments) {
    if (!targetAttachments.has(key) && input.options.showDeleted)
      items.push(`<li>${marked('del', input.options.deleted, describe(before))}</li>`);
  }
  const title = escapeHtml(headerText(target, 'Subject'));
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${title}</title></head><body>`,
    `<table>${rows.join('')}</table>`,
    '<hr>',
    `<div style="font-family:monospace">${redlineText(body(source), body(target), input)}</div>`,
    items.length ? `<hr><p>Attachments:</p><ul>${items.join('')}</ul>` : '',
    '</body></html>',
  ].join('\n');
}
