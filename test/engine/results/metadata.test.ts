import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareToDocument, readDocument } from '../../../src/engine/index';

const samples = join(__dirname, '..', '..', 'fixtures', 'samples');
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))), fileName: name });

async function resultAuthor(settings: Record<string, unknown>) {
  const result = await compareToDocument({
    source: input('policy-v1.docx'),
    target: input('policy-v2.docx'),
    settings,
  });
  return (await readDocument({ bytes: result.bytes, fileName: 'r.docx' })).metadata;
}

describe('result metadata (CloneMetadata, MetaData)', () => {
  it('keeps the target author by default, takes the source with Source, the caller with FileAuthor', async () => {
    expect((await resultAuthor({})).author).toBe('Bob Jones');
    expect((await resultAuthor({ CloneMetadata: 'Target' })).author).toBe('Bob Jones');
    expect((await resultAuthor({ CloneMetadata: 'Source' })).author).toBe('Ann Smith');
    const fileAuthor = await resultAuthor({
      CloneMetadata: 'FileAuthor',
      MetaData: { Author: 'Reviewer', Company: 'Acme' },
    });
    expect(fileAuthor).toMatchObject({ author: 'Reviewer', lastModifiedBy: 'Reviewer', company: 'Acme' });
  });

  it('MetaData wins over the cloned properties, and a bad CloneMetadata is an error', async () => {
    expect(
      await resultAuthor({ CloneMetadata: 'Source', MetaData: { Author: 'Editor', LastSaveBy: 'Bot' } }),
    ).toMatchObject({ author: 'Editor', lastModifiedBy: 'Bot' });
    await expect(resultAuthor({ CloneMetadata: 'Everyone' })).rejects.toThrow(
      /CloneMetadata 'Everyone' is not one of Default, Source, Target, FileAuthor/,
    );
  });
});

describe('CalculateComponentCoordinates', () => {
  it('takes boxes from the built-in page layout when set, and from the quick estimate otherwise', async () => {
    const { listChanges } = await import('../../../src/engine/index');
    const { DocumentLayout } = await import('../../../src/engine/layout/flow');
    const request = { source: input('policy-v1.docx'), targets: [input('policy-v2.docx')] };
    const quick = await listChanges(request);
    const precise = await listChanges({ ...request, settings: { CalculateComponentCoordinates: true } });
    const target = await readDocument(input('policy-v2.docx'));
    // "and contractors" is inserted in paragraph 2 of the body: the precise box is where the layout puts those characters.
    const at = precise.changes[1];
    const text = 'This policy applies to all permanent employees and contractors from 1 March.';
    const start = text.indexOf('and contractors');
    const laidOut = new DocumentLayout(target).locate('body', [1], start, start + 'and contractors'.length)!;
    expect(at.Box).toEqual({
      X: Math.round(laidOut.x * 100) / 100,
      Y: Math.round(laidOut.y * 100) / 100,
      Width: Math.round(laidOut.width * 100) / 100,
      Height: Math.round(laidOut.height * 100) / 100,
    });
    expect(quick.changes[1].Box).not.toEqual(at.Box);
    expect(quick.changes.map((c) => c.PageInfo?.PageNumber)).toEqual(
      precise.changes.map((c) => c.PageInfo?.PageNumber),
    );
  });
});
