import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/engine/index';
import { applyRevisions } from '../../../src/engine/revisions';
import { documentToText } from '../../../src/report/textconv';

/**
 * Accept-all and reject-all against what Word itself made of the same documents (Open-XML-PowerTools'
 * RevisionProcessor corpus): the text of our result, read back, equals the text of Word's, formatting
 * marks included. Two expected files were written by PowerTools, not Word (they carry its `pt14:`
 * marks); where PowerTools and Word part ways (paragraph properties and bounds after a join), only
 * the words are held to them.
 */
const CORPUS = join(__dirname, '../../fixtures/word-revisions');
const sources = readdirSync(CORPUS).filter(
  (name) => /^RP\d+.*\.docx$/.test(name) && !/-(Accepted|Rejected)\.docx$/.test(name),
);

async function textOf(bytes: Uint8Array, fileName: string): Promise<string> {
  return documentToText(await readDocument({ bytes, fileName }));
}

function writtenByPowerTools(bytes: Uint8Array): boolean {
  const main = unzipSync(bytes, { filter: (file) => file.name === 'word/document.xml' })['word/document.xml'];
  return strFromU8(main).includes('pt14:Unid');
}

/**
 * The words alone: without textconv's formatting marks (`**bold**`, `_italic_`, `~~strike~~`) and
 * paragraph bounds. PowerTools keeps a paragraph apart where rejecting an inserted paragraph mark
 * joins it to the next one in Word.
 */
function wordsOf(text: string): string {
  return text
    .replace(/\*\*|~~|_/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('tracked revisions applied as Word applies them', () => {
  const cases = sources.flatMap((name) =>
    (['Accepted', 'Rejected'] as const)
      .map((outcome) => ({ name, outcome, expected: name.replace(/\.docx$/, `-${outcome}.docx`) }))
      .filter((c) => readdirSync(CORPUS).includes(c.expected)),
  );

  it('covers moves, moves in content controls, cells and paragraph marks', () => {
    const names = cases.map((c) => c.name).join(' ');
    for (const kind of [
      'MoveFrom-MoveTo.docx',
      'MoveFrom-MoveTo-CC',
      'Deleted-Cells',
      'Inserted-Cells',
      'Inserted-and-Deleted-Paragraph-Mark',
    ])
      expect(names).toContain(kind);
    expect(cases.length).toBeGreaterThan(90);
  });

  it.each(cases)('$name: $outcome', async ({ name, outcome, expected }) => {
    const bytes = new Uint8Array(readFileSync(join(CORPUS, name)));
    const result = await applyRevisions(
      { bytes, fileName: name },
      outcome === 'Accepted' ? { acceptAll: true } : { rejectAll: true },
    );
    expect(result.remaining).toBe(0);
    const expectedBytes = new Uint8Array(readFileSync(join(CORPUS, expected)));
    const word = await textOf(expectedBytes, expected);
    const ours = await textOf(result.bytes, name);
    if (writtenByPowerTools(expectedBytes)) expect(wordsOf(ours)).toBe(wordsOf(word));
    else expect(ours).toBe(word);
  });
});
