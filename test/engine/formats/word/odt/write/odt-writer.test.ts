import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipArchive } from '../../../../../../src/engine/archive/zip';
import { diffDocuments } from '../../../../../../src/engine/diff/compare';
import { applyChanges, compareToDocument, readDocument } from '../../../../../../src/engine/index';
import { applyOdfChanges, odtWriter } from '../../../../../../src/engine/formats/word/odt/write/index';
import { listOdfChanges } from '../../../../../../src/engine/formats/word/odt/write/tracked';
import { packageWithParts } from '../../../../../../src/engine/formats/package/editable-package';
import type { ResultMode } from '../../../../../../src/engine/formats/writer';
import { blockText, type Block, type DocumentModel } from '../../../../../../src/engine/model/document';
import { resultOptionsFromSettings, type ResultSettingsInput } from '../../../../../../src/engine/result-settings';
import { buildOdt, stylesXml } from '../../../../../helpers/odf';
import { tableDocument, WITH_COLOUR, WITHOUT_COLOUR } from './table-pairs';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../../helpers/libreoffice';

const FIXTURES = join(__dirname, '../../../../../fixtures/real');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const chartFixture = (name: string) =>
  new Uint8Array(readFileSync(join(__dirname, '../../../../../fixtures/odf-charts', name)));

/** Every non-empty paragraph text of every story, in order (tables flattened to their cells). */
function paragraphs(
  model: DocumentModel,
  kinds: string[] = ['body', 'header', 'footer', 'footnote', 'endnote'],
): string[] {
  const out: string[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === 'table') for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
      else {
        const text = blockText(block).trim();
        if (text) out.push(text);
      }
    }
  };
  for (const story of model.stories) if (kinds.includes(story.kind)) visit(story.blocks);
  return out;
}

async function model(bytes: Uint8Array): Promise<DocumentModel> {
  return readDocument({ bytes, fileName: 'doc.odt' });
}

async function write(
  source: Uint8Array,
  target: Uint8Array,
  mode: ResultMode,
  extra: { rejectAll?: boolean; settings?: ResultSettingsInput } = {},
) {
  const [a, b] = [await model(source), await model(target)];
  const changes = diffDocuments(a, b);
  const rejected = extra.rejectAll ? new Set(changes.map((_, i) => i)) : new Set<number>();
  const options = resultOptionsFromSettings(extra.settings, {
    mode,
    rejected,
    author: 'Tester',
    date: new Date('2026-01-31T12:00:00Z'),
  });
  const output = await odtWriter.write({
    format: 'odt',
    source: { bytes: source, document: a },
    target: { bytes: target, document: b },
    changes,
    options,
  });
  await odtWriter.validate(output.bytes);
  return { ...output, source: a, target: b, changes, result: await model(output.bytes) };
}

function part(bytes: Uint8Array, name: string): string {
  return new ZipArchive(bytes).text(name) ?? '';
}

const STYLES = stylesXml(
  '<style:style style:name="Standard" style:family="paragraph"/>',
  '<style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header><text:p>Header draft</text:p></style:header></style:master-page>',
  '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm"/></style:page-layout>',
);

const SOURCE_BODY =
  '<text:h text:outline-level="1">Remote work policy</text:h>' +
  '<text:p>Staff may work remotely two days a week from January.</text:p>' +
  '<text:p>This paragraph will be removed entirely from the document.</text:p>' +
  '<text:p text:style-name="P1">Keep   the <text:span text:style-name="T1">bold</text:span> word here.</text:p>' +
  '<text:list><text:list-item><text:p>First item</text:p></text:list-item><text:list-item><text:p>Second item</text:p></text:list-item></text:list>' +
  '<table:table table:name="T"><table:table-column table:number-columns-repeated="2"/>' +
  '<table:table-row><table:table-cell><text:p>Desk</text:p></table:table-cell><table:table-cell><text:p>30</text:p></table:table-cell></table:table-row>' +
  '<table:table-row><table:table-cell><text:p>Chair</text:p></table:table-cell><table:table-cell><text:p>12</text:p></table:table-cell></table:table-row>' +
  '</table:table>' +
  '<text:p>The last paragraph stays.</text:p>';

const TARGET_BODY =
  '<text:h text:outline-level="1">Remote work policy</text:h>' +
  '<text:p>Staff and contractors may work remotely two days a week from March.</text:p>' +
  '<text:p text:style-name="P1">Keep   the bold word here.</text:p>' +
  '<text:p>A brand new paragraph was added here.</text:p>' +
  '<text:list><text:list-item><text:p>First item</text:p></text:list-item><text:list-item><text:p>Second item</text:p></text:list-item></text:list>' +
  '<table:table table:name="T"><table:table-column table:number-columns-repeated="2"/>' +
  '<table:table-row><table:table-cell><text:p>Desk</text:p></table:table-cell><table:table-cell><text:p>35</text:p></table:table-cell></table:table-row>' +
  '<table:table-row><table:table-cell><text:p>Monitor</text:p></table:table-cell><table:table-cell><text:p>200</text:p></table:table-cell></table:table-row>' +
  '</table:table>' +
  '<text:p>The last paragraph stays.</text:p>';

const AUTOMATIC =
  '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>' +
  '<style:style style:name="P1" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/></style:style>';

const STYLES_B = STYLES.replace('Header draft', 'Header final');

const source = buildOdt({ body: SOURCE_BODY, automaticStyles: AUTOMATIC, stylesXml: STYLES, manifestXml: manifest() });
const target = buildOdt({
  body: TARGET_BODY,
  automaticStyles: AUTOMATIC,
  stylesXml: STYLES_B,
  manifestXml: manifest(),
});

function manifest(extra: string[] = []): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
    ['content.xml', 'styles.xml', ...extra]
      .map((p) => `<manifest:file-entry manifest:full-path="${p}" manifest:media-type="text/xml"/>`)
      .join('') +
    '</manifest:manifest>'
  );
}

describe('odtWriter on a generated pair', () => {
  it('styled: keeps the target text, puts deleted text back, marks changes with added styles', async () => {
    const out = await write(source, target, 'styled');
    const text = paragraphs(out.result).join('\n');
    for (const p of paragraphs(out.target)) {
      // Every target paragraph's words are still there (changed paragraphs carry deleted words too).
      for (const word of p.split(/\s+/)) expect(text).toContain(word);
    }
    expect(text).toContain('This paragraph will be removed entirely from the document.');
    expect(text).toContain('January');
    expect(text).toContain('Chair');
    expect(text).toContain('Header draft');
    const content = part(out.bytes, 'content.xml');
    expect(content).toMatch(/style:name="dd-ins-1"[^>]*>.*?fo:color="#0000FF"/);
    expect(content).toContain('style:text-underline-style="solid"');
    expect(content).toMatch(/style:name="dd-del-1"[^>]*>.*?style:text-line-through-style="solid"/);
    expect(content).toContain('text:style-name="dd-chg-1"');
    expect(part(out.bytes, 'styles.xml')).toContain('dd-del-1');
    expect(out.warnings).toEqual([]);
  });

  it('styled: separators from ItemsStyle, showDeleted false, summary page and metadata', async () => {
    const out = await write(source, target, 'styled', {
      settings: {
        InsertedItemsStyle: {
          BeginSeparatorString: '<<',
          EndSeparatorString: '>>',
          Bold: true,
          HighlightColor: '#FFFF00',
        },
        DeletedItemsStyle: { BeginSeparatorString: '[[', EndSeparatorString: ']]', Italic: true },
        GenerateSummaryPage: true,
        MetaData: { Author: 'Ann', LastSaveBy: 'Bob', Company: 'ACME' },
      },
    });
    const text = paragraphs(out.result).join('\n');
    expect(text).toContain('<<A brand new paragraph was added here.>>');
    expect(text).toContain('[[This paragraph will be removed entirely from the document.]]');
    expect(text).toContain('Summary of changes');
    expect(text).toMatch(/Inserted: \d+/);
    const content = part(out.bytes, 'content.xml');
    expect(content).toContain('fo:break-before="page"');
    expect(content).toContain('fo:background-color="#FFFF00"');
    expect(content).toContain('fo:font-style="italic"');
    const meta = part(out.bytes, 'meta.xml');
    expect(meta).toContain('<meta:initial-creator>Ann</meta:initial-creator>');
    expect(meta).toContain('<dc:creator>Bob</dc:creator>');
    expect(meta).toContain('ACME');
    expect(part(out.bytes, 'META-INF/manifest.xml')).toContain('manifest:full-path="meta.xml"');
    expect(out.result.metadata.author).toBe('Ann');

    const hidden = await write(source, target, 'styled', { settings: { ShowDeletedContent: false } });
    expect(paragraphs(hidden.result).join('\n')).not.toContain('removed entirely');
  });

  it('clean: none rejected gives the target, all rejected gives the source', async () => {
    const kept = await write(source, target, 'clean');
    expect(paragraphs(kept.result)).toEqual(paragraphs(kept.target));
    expect(part(kept.bytes, 'content.xml')).not.toContain('dd-');
    const reverted = await write(source, target, 'clean', { rejectAll: true });
    expect(paragraphs(reverted.result)).toEqual(paragraphs(reverted.source));
    // The bold word's style change is reverted too.
    const again = diffDocuments(reverted.source, reverted.result).filter((c) => c.kind === 'StyleChanged');
    expect(again).toEqual([]);
  });

  it('tracked: ODF change regions by the author; accepting all gives the target, rejecting all the source', async () => {
    const out = await write(source, target, 'tracked');
    const content = part(out.bytes, 'content.xml');
    expect(content).toMatch(/<office:text><text:tracked-changes>/);
    expect(content).toContain(
      '<text:insertion><office:change-info><dc:creator>Tester</dc:creator><dc:date>2026-01-31T12:00:00Z</dc:date>',
    );
    expect(content).toContain('<text:deletion>');
    expect(content).toContain('<text:format-change>');
    expect(content).toMatch(/<text:change text:change-id="dd-ct\d+"\/>/);
    // The reader shows tracked documents as accepted: the target's text.
    expect(paragraphs(out.result, ['body'])).toEqual(paragraphs(out.target, ['body']));
    const regions = listOdfChanges(out.bytes);
    expect(regions.length).toBeGreaterThan(5);
    expect(new Set(regions.map((r) => r.author))).toEqual(new Set(['Tester']));
    const accepted = await model(applyOdfChanges(out.bytes, () => 'accept'));
    expect(paragraphs(accepted, ['body'])).toEqual(paragraphs(out.target, ['body']));
    const rejected = await model(applyOdfChanges(out.bytes, () => 'reject'));
    expect(paragraphs(rejected, ['body'])).toEqual(paragraphs(out.source, ['body']));
  });

  it('tracked with some changes rejected: those are reverted, the rest tracked', async () => {
    const a = await model(source);
    const b = await model(target);
    const changes = diffDocuments(a, b);
    const deletedParagraph = changes.findIndex((c) => c.kind === 'Deleted' && c.unit === 'paragraph');
    expect(deletedParagraph).toBeGreaterThanOrEqual(0);
    const options = resultOptionsFromSettings({}, { mode: 'tracked', rejected: new Set([deletedParagraph]) });
    const output = await odtWriter.write({
      format: 'odt',
      source: { bytes: source, document: a },
      target: { bytes: target, document: b },
      changes,
      options,
    });
    await odtWriter.validate(output.bytes);
    const result = await model(output.bytes);
    expect(paragraphs(result, ['body'])).toContain('This paragraph will be removed entirely from the document.');
    const accepted = await model(applyOdfChanges(output.bytes, () => 'accept'));
    expect(paragraphs(accepted, ['body'])).toContain('This paragraph will be removed entirely from the document.');
  });

  it('keeps parts it does not edit byte-identical, mimetype first and stored', async () => {
    const withExtra = buildOdt({
      body: TARGET_BODY,
      automaticStyles: AUTOMATIC,
      stylesXml: STYLES_B,
      manifestXml: manifest(['settings.xml', 'Pictures/a.png']),
      files: {
        'settings.xml':
          '<?xml version="1.0"?><office:document-settings xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
        'Pictures/a.png': new Uint8Array([1, 2, 3]),
      },
    });
    const out = await write(source, withExtra, 'styled');
    const before = unzipSync(withExtra);
    const after = unzipSync(out.bytes);
    expect(Object.keys(after)[0]).toBe('mimetype');
    expect(out.bytes[8]).toBe(0); // stored
    for (const name of ['settings.xml', 'Pictures/a.png', 'mimetype', 'META-INF/manifest.xml'])
      expect(after[name]).toEqual(before[name]);
    expect(strFromU8(after['styles.xml'])).not.toEqual(strFromU8(before['styles.xml'])); // the header's change is marked
  });

  it('validate names the first problem', async () => {
    const good = (await write(source, target, 'styled')).bytes;
    await expect(odtWriter.validate(good)).resolves.toEqual([]);
    const files = unzipSync(good);
    const broken = packageWithParts(
      good,
      new Map([['content.xml', strFromU8(files['content.xml']).replace('</office:text>', '')]]),
    );
    await expect(odtWriter.validate(broken)).rejects.toThrow(/content\.xml/);
    const duplicate = packageWithParts(
      good,
      new Map([
        [
          'content.xml',
          strFromU8(files['content.xml']).replace(
            '<office:automatic-styles>',
            '<office:automatic-styles><style:style style:name="dd-ins-1" style:family="text"/>',
          ),
        ],
      ]),
    );
    await expect(odtWriter.validate(duplicate)).rejects.toThrow(/dd-ins-1/);
    const unlisted = packageWithParts(good, new Map([['extra.xml', strToU8('<a/>')]]));
    await expect(odtWriter.validate(unlisted)).rejects.toThrow(/extra\.xml/);
    // The same flaw in the target is excused and named in a warning.
    await expect(odtWriter.validate(unlisted, { source: good, target: unlisted })).resolves.toEqual([
      {
        code: 'inherited-flaw',
        message:
          "the target document already had this flaw and the result keeps it: part 'extra.xml' is not listed in META-INF/manifest.xml",
      },
    ]);
  });

  it('works through the engine entry points', async () => {
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.odt' },
      target: { bytes: target, fileName: 'b.odt' },
    });
    expect(result.extension).toBe('.odt');
    expect(result.changes.length).toBeGreaterThan(3);
    const applied = await applyChanges({
      source: { bytes: source, fileName: 'a.odt' },
      target: { bytes: target, fileName: 'b.odt' },
      decisions: result.changes.map((c) => ({ Id: c.Id, ComparisonAction: 'Reject' })),
    });
    expect(paragraphs(await model(applied.bytes))).toEqual(paragraphs(await model(source)));
  });
});

/**
 * Every revision mark names a change region of the result, and every picture or embedded object
 * it links is in the package (deleted content copied from the source brings its own along).
 */
function expectLinksResolved(bytes: Uint8Array): void {
  const archive = new ZipArchive(bytes);
  const content = archive.text('content.xml') ?? '';
  const regions = new Set([...content.matchAll(/<text:changed-region\b[^>]*?\btext:id="([^"]+)"/g)].map((m) => m[1]));
  for (const [, id] of content.matchAll(/<text:change(?:-start|-end)?\b[^>]*?\btext:change-id="([^"]+)"/g))
    expect(regions, `revision mark ${id}`).toContain(id);
  const names = archive.names();
  for (const [, element, href] of content.matchAll(/<draw:(image|object)\b[^>]*?\bxlink:href="([^"]+)"/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    const path = href.replace(/^\.\//, '').replace(/\/$/, '');
    const present = element === 'object' ? names.some((n) => n.startsWith(`${path}/`)) : names.includes(path);
    expect(present, `draw:${element} ${href}`).toBe(true);
  }
}

/** A copy of an ODT with its content.xml edited. */
function edited(bytes: Uint8Array, edit: (xml: string) => string): Uint8Array {
  const xml = part(bytes, 'content.xml');
  const changed = edit(xml);
  expect(changed).not.toEqual(xml);
  return packageWithParts(bytes, new Map([['content.xml', changed]]));
}

const REAL_PAIRS: [string, () => [Uint8Array, Uint8Array]][] = [
  ['odfdo diff pair', () => [fixture('odfdo-odt-pair-diff-a.odt'), fixture('odfdo-odt-pair-diff-b.odt')]],
  [
    'odfdo toc pair',
    () => [fixture('odfdo-odt-pair-toc-a-headings.odt'), fixture('odfdo-odt-pair-toc-b-with-toc.odt')],
  ],
  [
    'OpenOffice 3 footnotes and lists, edited',
    () => {
      const original = fixture('tika-odt-openoffice3-footnote-list.odt');
      return [
        original,
        edited(original, (xml) =>
          xml
            .replace(/(<text:p[^>]*>)([^<]{12,})/, '$1Freshly inserted words. $2')
            .replace(/(<text:list-item>)(<text:p[^>]*>)([^<]+)/, '$1$2Changed $3'),
        ),
      ];
    },
  ],
  [
    // Deleted paragraphs carry the source's own revision marks, whose regions the result does not have.
    'document with tracked changes replaced by another',
    () => [fixture('tika-odt-openoffice3-footnote-list.odt'), fixture('odfdo-odt-pair-diff-a.odt')],
  ],
  [
    // Both hold an "Object 1" (a spreadsheet in the source, a chart in the target).
    'embedded objects of the same name on both sides',
    () => [fixture('tika-odt-openoffice3-footnote-list.odt'), chartFixture('text-chart.odt')],
  ],
  [
    'tracked-changes document, edited',
    () => {
      const original = fixture('odfdo-odt-tracked-changes.odt');
      return [original, edited(original, (xml) => xml.replace(/(<\/text:p>)/, ' plus an added sentence.$1'))];
    },
  ],
];

describe('odtWriter on real documents', () => {
  for (const [name, pair] of REAL_PAIRS) {
    it(`${name}: styled, clean and tracked`, async () => {
      const [a, b] = pair();
      const styled = await write(a, b, 'styled');
      expectLinksResolved(styled.bytes);
      const styledText = paragraphs(styled.result).join('\n');
      for (const change of styled.changes) {
        // Removed footnotes, comments and text boxes are not put back; the writer says so per change.
        if (change.kind === 'Deleted' && styled.warnings.some((w) => w.message.startsWith(`${change.place}:`)))
          continue;
        if (change.kind !== 'Inserted' && change.text)
          expect(styledText).toContain(change.text.split('\n')[0].trim().slice(0, 30));
        if (change.targetText) expect(styledText).toContain(change.targetText.split('\n')[0].trim().slice(0, 30));
      }
      const clean = await write(a, b, 'clean');
      expect(paragraphs(clean.result)).toEqual(paragraphs(clean.target));
      const reverted = await write(a, b, 'clean', { rejectAll: true });
      expect(paragraphs(reverted.result)).toEqual(paragraphs(reverted.source));
      const tracked = await write(a, b, 'tracked');
      expectLinksResolved(tracked.bytes);
      const mine = (r: { id: string }) => r.id.startsWith('dd-');
      const accepted = await model(applyOdfChanges(tracked.bytes, () => 'accept'));
      expect(paragraphs(accepted, ['body'])).toEqual(paragraphs(tracked.target, ['body']));
      const rejected = await model(applyOdfChanges(tracked.bytes, (r) => (mine(r) ? 'reject' : 'accept')));
      expect(paragraphs(rejected, ['body'])).toEqual(paragraphs(tracked.source, ['body']));
    });
  }
});

const hasSoffice = !!SOFFICE;
if (!hasSoffice)
  console.warn('soffice (LibreOffice) is not installed: the LibreOffice checks of the ODT writer are skipped');

describe('odtWriter results in LibreOffice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-odt-lo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const convert = (files: string[], to: string) => sofficeConvert(files, to, join(dir, 'out'));

  it.skipIf(!hasSoffice)(
    'opens styled and tracked results, renders them to PDF and keeps the tracked changes',
    { timeout: LIBREOFFICE_TEST_TIMEOUT_MS },
    async () => {
      const styled = await write(source, target, 'styled', { settings: { GenerateSummaryPage: true } });
      const tracked = await write(source, target, 'tracked');
      const [realA, realB] = REAL_PAIRS[2][1]();
      const realTracked = await write(realA, realB, 'tracked');
      // A deleted column put back next to an inserted row (see columns.test.ts).
      const columns = await write(
        tableDocument(WITH_COLOUR),
        tableDocument([...WITHOUT_COLOUR.slice(0, 2), ['Lamp', '35'], ...WITHOUT_COLOUR.slice(2)]),
        'styled',
      );
      const [objectsA, objectsB] = REAL_PAIRS.find(([name]) => name.startsWith('embedded objects'))![1]();
      const objects = await write(objectsA, objectsB, 'styled');
      const files = {
        objects: objects.bytes,
        styled: styled.bytes,
        tracked: tracked.bytes,
        'real-tracked': realTracked.bytes,
        columns: columns.bytes,
      };
      for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, `${name}.odt`), bytes);
      const paths = Object.keys(files).map((name) => join(dir, `${name}.odt`));
      await convert(paths, 'pdf');
      for (const name of Object.keys(files)) {
        const pdf = join(dir, 'out', `${name}.pdf`);
        expect(existsSync(pdf), `${name}.pdf`).toBe(true);
        expect(statSync(pdf).size).toBeGreaterThan(1000);
        expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      }
      await convert(
        ['tracked', 'real-tracked', 'columns', 'objects'].map((name) => join(dir, `${name}.odt`)),
        'fodt',
      );
      // The deleted spreadsheet object came along under a free name beside the target's chart "Object 1".
      const objectsFodt = readFileSync(join(dir, 'out', 'objects.fodt'), 'utf8');
      expect(objectsFodt).toContain('<office:spreadsheet');
      expect(objectsFodt).toContain('<office:chart');
      // LibreOffice reads the put-back column as a real one: three column definitions, three
      // cells in every row, the restored cells in place.
      const columnsTable = readFileSync(join(dir, 'out', 'columns.fodt'), 'utf8').match(
        /<table:table [\s\S]*?<\/table:table>/,
      )![0];
      const definitions = [
        ...columnsTable.matchAll(/<table:table-column\b[^>]*?(?:table:number-columns-repeated="(\d+)")?[^>]*\/>/g),
      ].reduce((sum, m) => sum + Number(m[1] ?? '1'), 0);
      expect(definitions).toBe(3);
      const rowTexts = [...columnsTable.matchAll(/<table:table-row\b[\s\S]*?<\/table:table-row>/g)].map(([row]) =>
        row
          .split(/<table:table-cell\b/)
          .slice(1)
          .map((cell) =>
            cell
              .slice(cell.indexOf('>') + 1)
              .replace(/<[^>]+>/g, '')
              .trim(),
          ),
      );
      expect(rowTexts).toEqual([WITH_COLOUR[0], WITH_COLOUR[1], ['Lamp', '', '35'], WITH_COLOUR[2], WITH_COLOUR[3]]);
      for (const [name, out] of [
        ['tracked', tracked],
        ['real-tracked', realTracked],
      ] as const) {
        const fodt = readFileSync(join(dir, 'out', `${name}.fodt`), 'utf8');
        const written = listOdfChanges(out.bytes);
        expect(fodt).toContain('<text:tracked-changes');
        const count = (kind: string) => (fodt.match(new RegExp(`<text:${kind}>`, 'g')) ?? []).length;
        // LibreOffice may merge neighbouring regions, never drop all of a kind.
        for (const kind of ['insertion', 'deletion'] as const) {
          if (written.some((r) => r.kind === kind)) expect(count(kind), `${name} ${kind}`).toBeGreaterThan(0);
        }
        expect(fodt).toContain('<dc:creator>Tester</dc:creator>');
      }
      // LibreOffice kept every region, and the deleted paragraph and words are deleted content it shows.
      const fodt = readFileSync(join(dir, 'out', 'tracked.fodt'), 'utf8');
      expect((fodt.match(/<text:changed-region /g) ?? []).length).toBe(listOdfChanges(tracked.bytes).length);
      expect(fodt).toContain('removed entirely');
      expect(fodt).toContain('January');
    },
  );
});
