import type { Block, DocumentModel } from '../../model/document';

/** What the e-mail reader keeps beyond the common model, for its diff and writer. */

export interface EmailData {
  family: 'email';
  /** Header name of each paragraph of the message story, by index. */
  headerNames: string[];
  /** The HTML alternative of a body that also has a plain-text one, read as paragraphs. */
  htmlBlocks?: Block[];
  /** Where the body came from. */
  bodyType?: 'text/plain' | 'text/html';
  /**
   * The plain-text body's lines (format=flowed soft breaks joined), which its paragraphs cover
   * by their locators' line numbers: the writer puts untouched paragraphs back line for line.
   */
  bodyLines?: string[];
}

export function emailData(model: DocumentModel): EmailData | undefined {
  const data = model.familyData as EmailData | undefined;
  return data?.family === 'email' ? data : undefined;
}
