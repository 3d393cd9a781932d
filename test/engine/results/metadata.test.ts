import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareToDocument, readDocument } from '../../../src/engine/index';

const samples = join(__dirname, '..', '..', 'fixtures', 'samples');
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))), fileName: name });

async function resultAuthor(settings: Record<string, unknown>) {
  const result = await compareToDocument({ source: input('policy-v1.docx'), target: input('policy-v2.docx'), settings });
  return (await readDocument({ bytes: result.bytes, fileName: 'r.docx' })).metadata;
}

describe('result metadata (CloneMetadata, MetaData)', () => {
  it('keeps the target author by default, takes the source with Source, the caller with FileAuthor', async () => {
    expect((await resultAuthor({})).author).toBe('Bob Jones');
    expect((await resultAuthor({ CloneMetadata: 'Target' })).author).toBe('Bob Jones');
    expect((await resultAuthor({ CloneMetadata: 'Source' })).author).toBe('Ann Smith');
    const fileAuthor = await resultAuthor({ CloneMetadata: 'FileAuthor', MetaData: { Author: 'Reviewer', Company: 'Acme' } });
    expect(fileAuthor).toMatchObject({ author: 'Reviewer', lastModifiedBy: 'Reviewer', company: 'Acme' });
  });

  it('MetaData wins over the cloned properties, and a bad CloneMetadata is an error', async () => {
    expect(await resultAuthor({ CloneMetadata: 'Source', MetaData: { Author: 'Editor', LastSaveBy: 'Bot' } })).toMatchObject({ author: 'Editor', lastModifiedBy: 'Bot' });
    await expect(resultAuthor({ CloneMetadata: 'Everyone' })).rejects.toThrow(/CloneMetadata 'Everyone' is not one of Default, Source, Target, FileAuthor/);
  });
});
