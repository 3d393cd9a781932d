import { diffDocuments } from '../../diff/compare';
import type { DiffOptions, EngineChange } from '../../diff/types';
import type { DocumentModel } from '../../model/document';
import { emailData } from './data';

/**
 * The e-mail family's diff: the generic diff of headers, body and attachments, with places a
 * person reads in a mail client (`Subject`, `attachment report.txt`) instead of paragraph
 * numbers. When the plain-text bodies are equal but the HTML alternatives differ, the HTML
 * changes are reported under `HTML body`.
 */
export function diffEmails(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[] {
  const changes = diffDocuments(source, target, options);
  const a = emailData(source);
  const b = emailData(target);
  for (const change of changes) {
    const side = change.kind === 'Deleted' ? change.source : change.target;
    const story = side?.story ?? change.source?.story ?? change.target?.story;
    if (story === 'body') {
      // The generic diff names body paragraphs without their story; a message has several.
      change.place = `body, ${change.place}`;
    } else if (story === 'message') {
      const names = change.kind === 'Deleted' ? a?.headerNames : b?.headerNames;
      const name = side?.blockPath.length ? names?.[side.blockPath[0]] : undefined;
      if (name) change.place = name;
    } else if (story?.startsWith('attachment:')) {
      const label = (change.kind === 'Deleted' ? source : target).stories.find((s) => s.key === story)?.label;
      if (label) change.place = label;
    }
  }
  const bodyChanged = changes.some((c) => (c.source?.story ?? c.target?.story) === 'body');
  if (!bodyChanged && a?.htmlBlocks && b?.htmlBlocks) {
    const html = (blocks: typeof a.htmlBlocks): DocumentModel => ({
      format: 'html',
      stories: [{ kind: 'body', key: 'body:html', label: 'HTML body', blocks: blocks! }],
      metadata: {},
      warnings: [],
    });
    changes.push(
      ...diffDocuments(html(a.htmlBlocks), html(b.htmlBlocks), options).map((c) => ({
        ...c,
        place: `HTML body, ${c.place}`,
      })),
    );
  }
  return changes;
}
