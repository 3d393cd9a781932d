import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptAll, editParts, read, rejectOurs, storyTexts, styledRuns, writeResult } from './helpers';

const REAL = join(__dirname, '../../../../../fixtures/real');
const load = (name: string) => new Uint8Array(readFileSync(join(REAL, name)));

/** Edits a real document's text in place: a word replaced, a paragraph's text dropped, words added. */
function editedCopy(bytes: Uint8Array, edits: [RegExp, string][]): Uint8Array {
  return editParts(bytes, {
    'word/document.xml': (xml) => {
      let out = xml;
      for (const [pattern, replacement] of edits) {
        const next = out.replace(pattern, replacement);
        if (next === out) throw new Error(`edit ${pattern} matched nothing`);
        out = next;
      }
      return out;
    },
  });
}

/** Replaces the text of the n-th w:t that has at least `min` characters. */
function nthText(n: number, replace: (text: string) => string, min = 12): [RegExp, string] {
  let seen = -1;
  const pattern = /(<w:t(?: [^>]*)?>)([^<]{4,})(<\/w:t>)/g;
  return [
    {
      [Symbol.replace]: (xml: string) =>
        xml.replace(pattern, (all, open: string, text: string, close: string) => {
          if (text.trim().length < min) return all;
          seen++;
          return seen === n ? `${open}${replace(text)}${close}` : all;
        }),
    } as unknown as RegExp,
    '',
  ];
}

const PAIRS: Record<string, () => [Uint8Array, Uint8Array]> = {
  'poi threecol': () => [
    load('poi-docx-pair-threecol-a-head-only.docx'),
    load('poi-docx-pair-threecol-b-head-and-foot.docx'),
  ],
  'poi trackflag': () => [load('poi-docx-pair-trackflag-a-off.docx'), load('poi-docx-pair-trackflag-b-on.docx')],
  'tika resume template vs filled': () => [
    load('tika-dotx-pair-resume-a-template.dotx'),
    load('tika-docx-pair-resume-b-filled.docx'),
  ],
};

const SELF_EDITED = [
  'tika-docx-kitchen-sink-2006ml.docx',
  'poi-docx-realworld-tracked-changes-municipal-code.docx',
  'poi-docx-nested-tables-headings-hyperlinks.docx',
  'poi-docx-numbering-complex-lists.docx',
  'poi-docx-rtl-arabic-un-document.docx',
];
for (const name of SELF_EDITED) {
  PAIRS[`${name} vs an edited copy`] = () => {
    const a = load(name);
    const min = name.includes('numbering') ? 4 : 12;
    const b = editedCopy(a, [
      nthText(
        0,
        (t) =>
          `${t.slice(0, Math.floor(t.length / 2)).trimEnd()} inserted words ${t.slice(Math.floor(t.length / 2)).trimStart()}`,
        min,
      ),
      nthText(3, () => '', min),
      nthText(5, (t) => t.split(' ').reverse().join(' '), min),
      nthText(8, (t) => t.replace(/\S+/, 'Replaced'), min),
    ]);
    return [a, b];
  };
}

describe('docx result writer on real documents', () => {
  for (const [name, pair] of Object.entries(PAIRS)) {
    it(`${name}: tracked accepts to the target and rejects to the source`, async () => {
      const [a, b] = pair();
      const result = await writeResult(a, b, 'tracked');
      expect(result.changes.length).toBeGreaterThan(0);
      const accepted = read(acceptAll(result.bytes));
      expect(storyTexts(accepted)).toEqual(storyTexts(read(b)));
      expect(styledRuns(accepted)).toEqual(styledRuns(read(b)));
      const rejected = read(rejectOurs(result.bytes));
      expect(storyTexts(rejected)).toEqual(storyTexts(read(a)));
    });

    it(`${name}: styled shows the deleted text, clean reverts rejected changes`, async () => {
      const [a, b] = pair();
      const styled = await writeResult(a, b, 'styled');
      const text = JSON.stringify(storyTexts(read(styled.bytes), false, true));
      for (const change of styled.changes) {
        if (change.kind === 'Deleted' && change.unit !== 'story') {
          for (const line of change.text.split(/\n| \| /))
            if (line.trim()) expect(text).toContain(JSON.stringify(line.trim()).slice(1, -1));
        }
      }
      const kept = await writeResult(a, b, 'clean');
      expect(storyTexts(read(kept.bytes))).toEqual(storyTexts(read(b)));
      const all = new Set(kept.changes.map((_, k) => k).filter((k) => kept.changes[k].unit !== 'story'));
      const reverted = await writeResult(a, b, 'clean', { rejected: all });
      if (!kept.changes.some((c) => c.unit === 'story'))
        expect(storyTexts(read(reverted.bytes))).toEqual(storyTexts(read(a)));
    });
  }
});
