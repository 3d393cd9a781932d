import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encryptOfficeDocument } from '../../../src/engine/crypto/ooxml';
import { InvalidOptionsError } from '../../../src/engine/errors';
import { readDocument } from '../../../src/engine/index';
import { applyRevisions, listRevisions, type RevisionInfoRecord } from '../../../src/engine/revisions';
import { buildDocx, paragraph, wordPart } from '../../helpers/ooxml';
import { storyTexts, styledRuns } from '../formats/word/docx/write/helpers';

const REAL = join(__dirname, '../../fixtures/real');
const real = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(REAL, name))), fileName: name });

const REVISION_MARKUP =
  /<(?:[\w.-]+:)?(?:ins|del|moveFrom|moveTo|moveFromRange(?:Start|End)|moveToRange(?:Start|End)|[a-zA-Z]+PrChange|cellIns|cellDel|cellMerge)[\s/>]/;

function countByType(list: RevisionInfoRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of list) out[r.Type] = (out[r.Type] ?? 0) + 1;
  return out;
}

function markupParts(bytes: Uint8Array): string[] {
  return Object.entries(unzipSync(bytes))
    .filter(([name, data]) => name.endsWith('.xml') && REVISION_MARKUP.test(strFromU8(data)))
    .map(([name]) => name);
}

async function texts(bytes: Uint8Array, fileName = 'x.docx') {
  return storyTexts(await readDocument({ bytes, fileName }));
}

describe('listRevisions on real documents', () => {
  it('groups the POI ins/del/rPrChange document: marks and nested old properties join their revision', async () => {
    const list = await listRevisions(real('poi-docx-tracked-changes-ins-del-rprchange.docx'));
    // 46 w:rPrChange: 8 of them format paragraph marks and join the run change next to them.
    expect(countByType(list)).toEqual({ Insertion: 14, Deletion: 2, FormatChange: 38 });
    expect(list.map((r) => r.Id)).toEqual(list.map((_, k) => k));
    expect(new Set(list.map((r) => r.Author))).toEqual(new Set(['pavel']));
    expect(list[3]).toEqual({
      Id: 3,
      Action: 'None',
      Text: 'March 2009: Apache Tika Release',
      Author: 'pavel',
      Type: 'Insertion',
    });
    expect(list[4]).toMatchObject({ Type: 'FormatChange', Text: 'March 2009: Apache Tika Release' });
  });

  it('lists one move as one Moving record', async () => {
    const list = await listRevisions(real('tika-docx-tracked-changes-moves-comments.docx'));
    expect(countByType(list)).toEqual({ Insertion: 3, Deletion: 2, Moving: 1 });
    expect(list.find((r) => r.Type === 'Moving')?.Text).toBe('ad litora');
    expect(new Set(list.map((r) => r.Author))).toEqual(new Set(['Unknown Author', 'Kyle Reese']));
    expect(list[0]).toMatchObject({ Type: 'Insertion', Text: 'insert this ' });
  });

  it('lists the municipal code revisions, footer included', async () => {
    const list = await listRevisions(real('poi-docx-realworld-tracked-changes-municipal-code.docx'));
    expect(countByType(list)).toEqual({ Insertion: 97, Deletion: 53 });
    expect(list[1]).toMatchObject({
      Type: 'Insertion',
      Text: 's and existing two-family and multifamily dwellings',
      Author: 'Author',
    });
  });

  it('lists the kitchen sink: a ranged move, deleted rows with their cells, text boxes once', async () => {
    const list = await listRevisions(real('tika-docx-kitchen-sink-2006ml.docx'));
    expect(countByType(list)).toEqual({ Insertion: 2, Deletion: 8, Moving: 1 });
    expect(list.slice(0, 5).map((r) => `${r.Type}:${r.Text}`)).toEqual([
      'Insertion:dog',
      'Deletion:frog',
      'Moving:Second paragraph here',
      'Deletion:Deleted paragraph1',
      'Deletion:Del r1c1\tDel r1c2',
    ]);
  });

  it('lists ODT tracked changes with their text', async () => {
    const list = await listRevisions(real('odfdo-odt-tracked-changes.odt'));
    expect(list).toEqual([
      { Id: 0, Action: 'None', Text: 'les', Author: 'Romain Gauthier', Type: 'Deletion' },
      { Id: 1, Action: 'None', Text: 'los bonitos amigos ', Author: 'Hervé Cauwelier', Type: 'Insertion' },
      { Id: 2, Action: 'None', Text: 'amis,', Author: 'David Versmisse', Type: 'Deletion' },
    ]);
  });
});

describe('applyRevisions on real documents', () => {
  for (const name of [
    'poi-docx-tracked-changes-ins-del-rprchange.docx',
    'tika-docx-tracked-changes-moves-comments.docx',
    'poi-docx-realworld-tracked-changes-municipal-code.docx',
    'tika-docx-kitchen-sink-2006ml.docx',
  ]) {
    it(`accept-all of ${name} is what the reader shows, with no revision markup left`, async () => {
      const input = real(name);
      const result = await applyRevisions(input, { acceptAll: true });
      expect(result.remaining).toBe(0);
      expect(markupParts(result.bytes)).toEqual([]);
      expect(await texts(result.bytes)).toEqual(await texts(input.bytes));
      const rejected = await applyRevisions(input, { rejectAll: true });
      expect(rejected.remaining).toBe(0);
      expect(markupParts(rejected.bytes)).toEqual([]);
    });
  }

  it('reject-all brings back deleted text and drops inserted text', async () => {
    const input = real('tika-docx-tracked-changes-moves-comments.docx');
    const accepted = (await texts((await applyRevisions(input, { acceptAll: true })).bytes)).body.join('\n');
    const rejected = (await texts((await applyRevisions(input, { rejectAll: true })).bytes)).body.join('\n');
    expect(accepted).toContain('insert this ');
    expect(accepted).not.toContain('bibendum ');
    expect(rejected).not.toContain('insert this ');
    expect(rejected).toContain('bibendum ');
  });

  it('accepts and rejects ODT changes, and leaves the ones marked None', async () => {
    const input = real('odfdo-odt-tracked-changes.odt');
    const body = async (bytes: Uint8Array) => (await texts(bytes, 'x.odt')).body.join('\n');
    // The reader shows the accepted view; the document spaces words with text:s beside a space.
    expect(await body((await applyRevisions(input, { acceptAll: true })).bytes)).toBe(await body(input.bytes));
    expect(await body(input.bytes)).toBe('Bonjour  los bonitos amigos  ça va ?');
    expect(await body((await applyRevisions(input, { rejectAll: true })).bytes)).toBe('Bonjour les amis, ça va ?');
    const partial = await applyRevisions(input, {
      revisions: [
        { Id: 0, Action: 'Reject' },
        { Id: 1, Action: 'Reject' },
      ],
    });
    expect(partial.remaining).toBe(1);
    const left = await listRevisions({ bytes: partial.bytes, fileName: 'x.odt' });
    expect(left).toEqual([{ Id: 0, Action: 'None', Text: 'amis,', Author: 'David Versmisse', Type: 'Deletion' }]);
  });
});

const A = 'w:author="Ann" w:date="2024-01-01T00:00:00Z"';
const B = 'w:author="Bob" w:date="2024-02-01T00:00:00Z"';
const EVERY_KIND =
  `<w:p><w:r><w:t xml:space="preserve">Keep </w:t></w:r><w:ins w:id="1" ${A}><w:r><w:t xml:space="preserve">added </w:t></w:r></w:ins><w:del w:id="2" ${A}><w:r><w:delText xml:space="preserve">removed </w:delText></w:r></w:del><w:r><w:t>end</w:t><w:footnoteReference w:id="1"/></w:r></w:p>` +
  `<w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="3" ${B}><w:rPr/></w:rPrChange></w:rPr><w:t>bold now</w:t></w:r></w:p>` +
  `<w:p><w:pPr><w:jc w:val="center"/><w:pPrChange w:id="30" ${B}><w:pPr/></w:pPrChange></w:pPr><w:r><w:t>centred now</w:t></w:r></w:p>` +
  `<w:p><w:pPr><w:rPr><w:moveFrom w:id="4" ${A}/></w:rPr></w:pPr><w:moveFromRangeStart w:id="5" w:name="m1" ${A}/><w:moveFrom w:id="6" ${A}><w:r><w:t>moved text</w:t></w:r></w:moveFrom><w:moveFromRangeEnd w:id="5"/></w:p>` +
  paragraph('middle') +
  `<w:p><w:pPr><w:rPr><w:moveTo w:id="7" ${A}/></w:rPr></w:pPr><w:moveToRangeStart w:id="8" w:name="m1" ${A}/><w:moveTo w:id="9" ${A}><w:r><w:t>moved text</w:t></w:r></w:moveTo><w:moveToRangeEnd w:id="8"/></w:p>` +
  `<w:p><w:pPr><w:rPr><w:ins w:id="10" ${A}/></w:rPr></w:pPr><w:ins w:id="11" ${A}><w:r><w:t>new paragraph</w:t></w:r></w:ins></w:p>` +
  `<w:p><w:pPr><w:rPr><w:del w:id="12" ${B}/></w:rPr></w:pPr><w:del w:id="13" ${B}><w:r><w:delText>old paragraph</w:delText></w:r></w:del></w:p>` +
  paragraph('last') +
  `<w:tbl><w:tblPr/><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid>` +
  `<w:tr><w:tc><w:p><w:r><w:t>row one</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>b1</w:t></w:r></w:p></w:tc></w:tr>` +
  `<w:tr><w:trPr><w:ins w:id="14" ${A}/></w:trPr><w:tc><w:p><w:ins w:id="15" ${A}><w:r><w:t>row added</w:t></w:r></w:ins></w:p></w:tc><w:tc><w:p><w:ins w:id="19" ${A}><w:r><w:t>b2</w:t></w:r></w:ins></w:p></w:tc></w:tr>` +
  `<w:tr><w:trPr><w:del w:id="16" ${A}/></w:trPr><w:tc><w:p><w:del w:id="17" ${A}><w:r><w:delText>row removed</w:delText></w:r></w:del></w:p></w:tc><w:tc><w:p><w:r><w:t>b3</w:t></w:r></w:p></w:tc></w:tr>` +
  `</w:tbl>` +
  paragraph('after table');

const FOOTNOTES = wordPart(
  'footnotes',
  `<w:footnote w:id="0" w:type="separator"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1"><w:p><w:r><w:t xml:space="preserve">Note </w:t></w:r><w:ins w:id="20" ${B}><w:r><w:t>inserted in a note</w:t></w:r></w:ins></w:p></w:footnote>`,
);
const STYLES = wordPart(
  'styles',
  `<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:i/><w:rPrChange w:id="21" ${B}><w:rPr/></w:rPrChange></w:rPr></w:style>`,
);

describe('a document with every kind of revision', () => {
  const input = {
    bytes: buildDocx({ body: EVERY_KIND, parts: { 'word/footnotes.xml': FOOTNOTES, 'word/styles.xml': STYLES } }),
    fileName: 'every.docx',
  };

  it('lists each revision once, in document order, stories then styles', async () => {
    const list = await listRevisions(input);
    expect(list.map((r) => `${r.Id} ${r.Type} ${r.Author} ${JSON.stringify(r.Text)}`)).toEqual([
      '0 Insertion Ann "added "',
      '1 Deletion Ann "removed "',
      '2 FormatChange Bob "bold now"',
      '3 FormatChange Bob "centred now"',
      '4 Moving Ann "moved text"',
      '5 Insertion Ann "new paragraph"',
      '6 Deletion Bob "old paragraph"',
      '7 Insertion Ann "row added\\tb2"',
      '8 Deletion Ann "row removed\\tb3"',
      '9 Insertion Bob "inserted in a note"',
      '10 StyleDefinitionChange Bob "Normal"',
    ]);
  });

  it('applies decisions by Id and leaves None alone', async () => {
    const decisions = [
      { Id: 0, Action: 'Accept' },
      { Id: 1, Action: 'Reject' },
      { Id: 2, Action: 'Reject' },
      { Id: 3, Action: 'None' },
      { Id: 4, Action: 'Reject' },
      { Id: 5, Action: 'Reject' },
      { Id: 6, Action: 'Accept' },
      { Id: 7, Action: 'Accept' },
      { Id: 8, Action: 'Reject' },
      { Id: 9, Action: 'Reject' },
      { Id: 10, Action: 'Accept' },
    ];
    const result = await applyRevisions(input, { revisions: decisions });
    expect(result.remaining).toBe(1);
    const model = await readDocument({ bytes: result.bytes, fileName: 'r.docx' });
    const stories = storyTexts(model);
    expect(stories.body).toEqual([
      'Keep added removed end1',
      'bold now',
      'centred now',
      'moved text',
      'middle',
      'last',
      'row one',
      'b1',
      'row added',
      'b2',
      'row removed',
      'b3',
      'after table',
    ]);
    expect(Object.entries(stories).find(([key]) => key !== 'body')?.[1]).toEqual(['Note ']);
    expect(styledRuns(model)[1]).toBe('bold now');
    expect(strFromU8(unzipSync(result.bytes)['word/styles.xml'])).toContain('<w:rPr><w:i/></w:rPr>');
    const left = await listRevisions({ bytes: result.bytes, fileName: 'r.docx' });
    expect(left).toEqual([{ Id: 0, Action: 'None', Text: 'centred now', Author: 'Bob', Type: 'FormatChange' }]);
  });

  it('accept-all and reject-all give the new and the old document', async () => {
    const accepted = storyTexts(
      await readDocument({ bytes: (await applyRevisions(input, { acceptAll: true })).bytes, fileName: 'a.docx' }),
    );
    expect(accepted.body).toEqual([
      'Keep added end1',
      'bold now',
      'centred now',
      'middle',
      'moved text',
      'new paragraph',
      'last',
      'row one',
      'b1',
      'row added',
      'b2',
      'after table',
    ]);
    const rejected = storyTexts(
      await readDocument({ bytes: (await applyRevisions(input, { rejectAll: true })).bytes, fileName: 'r.docx' }),
    );
    expect(rejected.body).toEqual([
      'Keep removed end1',
      'bold now',
      'centred now',
      'moved text',
      'middle',
      'old paragraph',
      'last',
      'row one',
      'b1',
      'row removed',
      'b3',
      'after table',
    ]);
  });

  it('refuses AcceptAll with RejectAll, unknown Ids and unknown actions', async () => {
    await expect(applyRevisions(input, { acceptAll: true, rejectAll: true })).rejects.toThrow(
      'AcceptAll and RejectAll cannot both be true',
    );
    await expect(
      applyRevisions(input, {
        revisions: [
          { Id: 11, Action: 'Accept' },
          { Id: -1, Action: 'Accept' },
        ],
      }),
    ).rejects.toThrow(new InvalidOptionsError('unknown revision Ids 11, -1 (the document has 11 revisions, Ids 0–10)'));
    await expect(applyRevisions(input, { revisions: [{ Id: 1, Action: 'Maybe' }] })).rejects.toThrow(
      "revision 1: Action 'Maybe' is not one of Accept, Reject, None",
    );
  });

  it('reads a password-protected document with its password and protects the result on request', async () => {
    const encrypted = { bytes: await encryptOfficeDocument(input.bytes, 'secret'), fileName: 'every.docx' };
    await expect(listRevisions(encrypted)).rejects.toThrow('password');
    expect(await listRevisions({ ...encrypted, password: 'secret' })).toHaveLength(11);
    const result = await applyRevisions(
      { ...encrypted, password: 'secret' },
      { acceptAll: true, settings: { PasswordSaveOption: 'Source' } },
    );
    await expect(readDocument({ bytes: result.bytes, fileName: 'r.docx' })).rejects.toThrow('password');
    expect(await listRevisions({ bytes: result.bytes, fileName: 'r.docx', password: 'secret' })).toEqual([]);
    const open = await applyRevisions({ ...encrypted, password: 'secret' }, { acceptAll: true });
    expect((await texts(open.bytes)).body[0]).toBe('Keep added end1');
  });

  it('refuses formats without tracked revisions', async () => {
    await expect(listRevisions({ bytes: new TextEncoder().encode('plain text'), fileName: 'a.txt' })).rejects.toThrow(
      'tracked revisions are available for Word',
    );
  });
});
