import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZipArchive } from '../../../../src/engine/archive/zip';
import { compareToDocument, listChanges, applyChanges, readDocument } from '../../../../src/engine/index';
import { diagramReader } from '../../../../src/engine/formats/diagram/index';
import { diagramWriter } from '../../../../src/engine/formats/diagram/write/index';
import { deflatedEntry, readRawEntries, writeZip } from '../../../../src/engine/archive/zip-writer';
import { blockText, type ShapeBlock } from '../../../../src/engine/model/document';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

const FIXTURES = join(__dirname, '../../../fixtures/real');
const basic = readFileSync(join(FIXTURES, 'poi-vsdx-basic.vsdx'));
const textExtraction = readFileSync(join(FIXTURES, 'poi-vsdx-text-extraction.vsdx'));
const PAGE = 'visio/pages/page1.xml';

/** A copy of a package with one part's text rewritten. */
function edit(bytes: Uint8Array, part: string, change: (xml: string) => string): Uint8Array {
  const xml = new ZipArchive(bytes).text(part)!;
  const changed = change(xml);
  if (changed === xml) throw new Error(`the edit changed nothing in ${part}`);
  return writeZip(
    readRawEntries(bytes).map((e) => (e.name === part ? deflatedEntry(part, new TextEncoder().encode(changed)) : e)),
  );
}

function replaceOnce(xml: string, from: string | RegExp, to: string): string {
  const out = xml.replace(from, to);
  if (out === xml) throw new Error(`'${String(from)}' not found`);
  return out;
}

const renamedRouter = edit(textExtraction, PAGE, (xml) => replaceOnce(xml, 'Router here', 'Router there'));
const movedPentagon = edit(textExtraction, PAGE, (xml) =>
  replaceOnce(xml, "<Cell N='PinX' V='5.171428571428571'/>", "<Cell N='PinX' V='6.171428571428571'/>"),
);
const deletedFirst = edit(textExtraction, PAGE, (xml) => replaceOnce(xml, /<Shape ID='1' .*?<\/Shape>/s, ''));
const recolouredTriangle = edit(textExtraction, PAGE, (xml) =>
  replaceOnce(
    xml,
    "<Shape ID='2' NameU='Triangle' Name='Triangle' Type='Shape' Master='2'><Cell N='PinX' V='2.75'/>",
    "<Shape ID='2' NameU='Triangle' Name='Triangle' Type='Shape' Master='2'><Cell N='PinX' V='2.75'/><Cell N='LineColor' V='#ff0000'/>",
  ),
);

async function changes(source: Uint8Array, target: Uint8Array) {
  return listChanges({
    source: { bytes: source, fileName: 'a.vsdx' },
    targets: [{ bytes: target, fileName: 'b.vsdx' }],
  });
}

describe('diagramReader', () => {
  it('reads pages in order with shapes, master text and geometry in points from the top-left', async () => {
    const model = await diagramReader.read(textExtraction, 'vsdx', {});
    expect(model.stories.map((s) => [s.kind, s.key, s.label])).toEqual([['page', 'page:Page-1', 'page "Page-1"']]);
    expect(model.stories[0].pageSize).toEqual({ width: 612, height: 792 });
    expect(model.pageCount).toBe(1);
    const shapes = model.stories[0].blocks as ShapeBlock[];
    expect(shapes.map((s) => [s.id, s.name, blockText(s)])).toEqual([
      ['1', undefined, 'Text here'],
      ['2', 'Triangle', 'Text there'],
      ['3', 'Pentagon', 'Text, text, everywhere!'],
      ['4', 'Router', 'Router here'],
    ]);
    // Shape 1: PinX 1.578125, Width 1.84375, LocPinX 0.921875 → left 0.65625 in = 47.25 pt;
    // top = 11 - (6.984375 - 0.515625 + 1.03125) = 3.5 in = 252 pt.
    expect(shapes[0].box).toEqual({ x: 47.25, y: 252, width: 132.75, height: 74.25 });
    // The triangle has no Width/Height of its own: 1.5 × 1.3 in from its master.
    expect(shapes[1].box?.width).toBe(108);
    expect(shapes[1].box?.height).toBe(93.6);
    expect(model.warnings).toEqual([]);
  });

  it('reads text inside a group and ignores the cp markers', async () => {
    const model = await diagramReader.read(basic, 'vsdx', {});
    const shapes = model.stories[0].blocks as ShapeBlock[];
    expect(shapes.map((s) => [s.id, s.name ?? '', blockText(s)])).toEqual([
      ['3', 'Classic', 'test'],
      ['1', '', 'This is a test.'],
      ['2', '', 'Nothing fancy.'],
      ['8', '5-Point Star', ''],
    ]);
    const member = shapes[0].blocks[0] as ShapeBlock;
    expect(member.type).toBe('shape');
    // A group member's box is relative to its group.
    expect(member.box?.x).toBe(0);
  });

  it('rejects a package without a document part with a typed error', async () => {
    const broken = writeZip(readRawEntries(textExtraction).filter((e) => e.name !== 'visio/document.xml'));
    await expect(diagramReader.read(broken, 'vsdx', {})).rejects.toThrow(/no document part/);
  });
});

describe('diagram diff', () => {
  it('finds no changes comparing each fixture with itself', async () => {
    for (const bytes of [basic, textExtraction]) expect((await changes(bytes, bytes)).changes).toEqual([]);
  });

  it('reports a text edit with its page and shape', async () => {
    const result = await changes(textExtraction, renamedRouter);
    expect(result.changes.map((c) => [c.Type, c.Text, c.TargetText])).toEqual([['Modified', 'here', 'there']]);
    expect(result.places).toEqual(['page "Page-1", shape 4 "Router", paragraph 1']);
    expect(result.changes[0].Box).toEqual({ X: 162, Y: 54, Width: 72, Height: 72 });
    expect(result.changes[0].PageInfo).toEqual({ Width: 612, Height: 792, PageNumber: 1 });
  });

  it('reports a moved shape with its new box', async () => {
    const result = await changes(textExtraction, movedPentagon);
    expect(result.changes.map((c) => c.Type)).toEqual(['Moved']);
    expect(result.places).toEqual(['page "Page-1", shape 3 "Pentagon"']);
    expect(result.changes[0].Box).toEqual({ X: 264.34 + 72, Y: 504, Width: 216, Height: 216 });
  });

  it('reports a deleted shape at its place in the source', async () => {
    const result = await changes(textExtraction, deletedFirst);
    expect(result.changes.map((c) => [c.Type, c.Text])).toEqual([['Deleted', 'Text here']]);
    expect(result.places).toEqual(['page "Page-1", shape 1']);
    expect(result.changes[0].Box).toEqual({ X: 47.25, Y: 252, Width: 132.75, Height: 74.25 });
  });

  it('reports a line colour change as StyleChanged', async () => {
    const result = await changes(textExtraction, recolouredTriangle);
    expect(result.changes.map((c) => [c.Type, c.StyleChangeInfo])).toEqual([
      ['StyleChanged', [{ ChangedProperty: 'Style', OldValue: 'LineColor (default)', NewValue: 'LineColor #ff0000' }]],
    ]);
    expect(result.places).toEqual(['page "Page-1", shape 2 "Triangle"']);
  });
});

describe('diagramWriter', () => {
  async function styled(source: Uint8Array, target: Uint8Array) {
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.vsdx' },
      target: { bytes: target, fileName: 'b.vsdx' },
    });
    await diagramWriter.validate(result.bytes);
    return result;
  }

  it('outlines a changed shape and colours its text in the changed colour', async () => {
    const result = await styled(textExtraction, renamedRouter);
    const page = new ZipArchive(result.bytes).text(PAGE)!;
    const router = page.slice(page.indexOf('<Shape ID="4"'));
    expect(router).toMatch(/<Cell N="LineColor" V="#008000"\/>/);
    expect(router).toMatch(
      /<Section N="Character"><Row IX="0"><Cell N="Color" V="#008000"\/><\/Row><\/Section><Text>Router there/,
    );
    const reread = await readDocument({ bytes: result.bytes, fileName: 'result.vsdx' });
    expect(reread.stories[0].blocks.map(blockText)).toContain('Router there');
  });

  it('draws a deleted shape back from the source, dashed, in the deleted colour, with a fresh ID', async () => {
    const result = await styled(textExtraction, deletedFirst);
    const reread = await readDocument({ bytes: result.bytes, fileName: 'result.vsdx' });
    const shapes = reread.stories[0].blocks as ShapeBlock[];
    expect(shapes.map((s) => [s.id, blockText(s)])).toEqual([
      ['7', 'Text here'],
      ['2', 'Text there'],
      ['3', 'Text, text, everywhere!'],
      ['4', 'Router here'],
    ]);
    const page = new ZipArchive(result.bytes).text(PAGE)!;
    const restored = page.slice(page.indexOf('<Shape ID="7"'), page.indexOf('<Shape ID="2"'));
    expect(restored).toContain('<Cell N="LineColor" V="#FF0000"/>');
    expect(restored).toContain('<Cell N="LinePattern" V="2"/>');
    expect(restored).toContain('<Cell N="Strikethru" V="1"/>');
  });

  it('reverts rejected changes in clean mode and keeps the others', async () => {
    const both = edit(renamedRouter, PAGE, (xml) =>
      replaceOnce(xml, "<Cell N='PinX' V='5.171428571428571'/>", "<Cell N='PinX' V='6.171428571428571'/>"),
    );
    const listed = await changes(textExtraction, both);
    expect(listed.changes.map((c) => c.Type)).toEqual(['Moved', 'Modified']);
    const result = await applyChanges({
      source: { bytes: textExtraction, fileName: 'a.vsdx' },
      target: { bytes: both, fileName: 'b.vsdx' },
      decisions: [{ Id: 1, ComparisonAction: 'Reject' }],
    });
    const after = await changes(textExtraction, result.bytes);
    expect(after.changes.map((c) => c.Type)).toEqual(['Moved']);
    const undoMove = await applyChanges({
      source: { bytes: textExtraction, fileName: 'a.vsdx' },
      target: { bytes: both, fileName: 'b.vsdx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect((await changes(textExtraction, undoMove.bytes)).changes.map((c) => [c.Type, c.TargetText])).toEqual([
      ['Modified', 'there'],
    ]);
    const undoDelete = await applyChanges({
      source: { bytes: textExtraction, fileName: 'a.vsdx' },
      target: { bytes: deletedFirst, fileName: 'b.vsdx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    const restored = await readDocument({ bytes: undoDelete.bytes, fileName: 'r.vsdx' });
    expect(restored.stories[0].blocks.map(blockText)).toEqual([
      'Text here',
      'Text there',
      'Text, text, everywhere!',
      'Router here',
    ]);
  });

  it('says tracked results are styled', async () => {
    const result = await compareToDocument({
      source: { bytes: textExtraction, fileName: 'a.vsdx' },
      target: { bytes: renamedRouter, fileName: 'b.vsdx' },
      mode: 'tracked',
    });
    expect(result.warnings.map((w) => w.code)).toContain('diagram-no-tracked-changes');
  });

  it('validate rejects duplicate shape IDs', async () => {
    const duplicated = edit(textExtraction, PAGE, (xml) => replaceOnce(xml, "<Shape ID='3' ", "<Shape ID='2' "));
    await expect(diagramWriter.validate(duplicated)).rejects.toThrow(/shape ID 2 is used twice/);
  });

  it(
    'writes a drawing LibreOffice Draw opens',
    async () => {
      if (!SOFFICE) {
        console.warn('LibreOffice is not installed: skipping the vsdx open check');
        return;
      }
      const result = await styled(textExtraction, deletedFirst);
      const dir = mkdtempSync(join(tmpdir(), 'docdelta-vsdx-'));
      try {
        writeFileSync(join(dir, 'result.vsdx'), result.bytes);
        await sofficeConvert([join(dir, 'result.vsdx')], 'pdf', dir);
        if (!existsSync(join(dir, 'result.pdf'))) {
          console.warn('LibreOffice could not import vsdx here (libreoffice-draw missing?): skipping the open check');
          return;
        }
        expect(readFileSync(join(dir, 'result.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
