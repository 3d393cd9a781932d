import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, readDocument } from '../../src/engine';
import { blockText } from '../../src/engine/model/document';
import { renderHtml } from '../../src/report/html';
import { SCENARIO } from '../../scripts/action-scenario';

/** All the text of a document as its reader gives it, whitespace collapsed. */
async function documentText(path: string): Promise<string> {
  const model = await readDocument({ bytes: readFileSync(path), fileName: basename(path) });
  return squash(model.stories.flatMap((story) => story.blocks.map(blockText)).join('\n'));
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function unescape(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The document text one side of the side-by-side view shows: its words, labels and notes left out. */
function shownText(side: string): string[] {
  const words = unescape(
    side
      .replace(/<span class="label">[^<]*<\/span>/g, '')
      .replace(/<span class="empty">[^<]*<\/span>/g, '\n')
      .replace(/<span class="props">[^<]*<\/span>/g, '\n'),
  );
  // A sentence cut short is marked with an ellipsis; each piece is the document's own text.
  return words.split(/…|\n/).map(squash).filter(Boolean);
}

/**
 * Every pair of the demo that flows as text (Word, ODF, Markdown, slides). Spreadsheet and PDF
 * changes name a cell or a region ("Sheet1!B20: 001440", "region 150×24 at (55, 44)") instead of
 * quoting a sentence, so there is no sentence of theirs to compare.
 */
const PAIRS = Object.entries(SCENARIO).filter(
  (entry): entry is [string, [string, string]] =>
    entry[1][0] !== undefined && entry[1][1] !== undefined && !/\.(xlsx|pdf)$/.test(entry[0]),
);

describe('side-by-side view', () => {
  it('covers the pairs of the demo that flow as text', () => {
    expect(PAIRS.map(([path]) => path)).toEqual(
      expect.arrayContaining(['docs/policy.docx', 'notes/release.md', 'docs/letter.odt', 'slides/table.pptx']),
    );
  });

  it.each(PAIRS)('shows on each side of %s only that version’s text', async (path, [before, after]) => {
    const comparison = await compareVersions(
      { bytes: readFileSync(before), fileName: basename(before) },
      { bytes: readFileSync(after), fileName: basename(after) },
    );
    expect(comparison.changes.length).toBeGreaterThan(0);
    const html = renderHtml([
      {
        oldPath: path,
        newPath: path,
        status: 'modified',
        changes: comparison.changes,
        places: comparison.places,
        contexts: comparison.contexts,
      },
    ]);
    const sides = [...html.matchAll(/<div class="old">(.*?)<\/div><div class="new">(.*?)<\/div><\/div>/g)];
    expect(sides.length).toBe(comparison.changes.length);
    const [oldText, newText] = await Promise.all([documentText(before), documentText(after)]);
    for (const [index, side] of sides.entries()) {
      for (const piece of shownText(side[1]))
        expect(oldText, `change ${index + 1} Before shows '${piece}'`).toContain(piece);
      for (const piece of shownText(side[2]))
        expect(newText, `change ${index + 1} After shows '${piece}'`).toContain(piece);
    }
  });
});
