import type { Block, ParagraphBlock } from '../../model/document';
import { splitLines } from '../shared/text-decode';

/**
 * Plain text, source code, XML, JSON and YAML: one paragraph per line, exactly as written.
 * Blank lines stay as empty paragraphs because line structure is meaning in code.
 */
export function readPlainLines(text: string): Block[] {
  const lines = splitLines(text);
  const blocks: Block[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const locator = { part: 'text', path: `${i + 1}:1` };
    const paragraph: ParagraphBlock = {
      type: 'paragraph',
      runs: lines[i] ? [{ text: lines[i], style: {}, locator }] : [],
      locator,
    };
    blocks[i] = paragraph;
  }
  return blocks;
}
