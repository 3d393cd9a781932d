import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../../src/engine/index';

/**
 * The presentation readers find elements and attributes by namespace, not by the prefixes a
 * producer happened to bind: a deck rewritten with other prefixes (and, for PowerPoint, with
 * Strict OOXML's namespace URIs) reads exactly like the original.
 */
const FIXTURES = join(__dirname, '../../../fixtures/real');

/** `name` with every XML part passed through `rewrite`. */
function rewritten(name: string, rewrite: (xml: string) => string): Uint8Array {
  const entries = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, name))));
  for (const [part, bytes] of Object.entries(entries))
    if (/\.(xml|rels)$/.test(part)) entries[part] = strToU8(rewrite(strFromU8(bytes)));
  return zipSync(entries);
}

/** Binds `to` where the part bound `from` and renames the elements and attributes that used it. */
function renamePrefix(xml: string, from: string, to: string): string {
  return xml
    .replace(new RegExp(`xmlns:${from}=`, 'g'), `xmlns:${to}=`)
    .replace(new RegExp(`(<\\/?|\\s)${from}:`, 'g'), `$1${to}:`);
}

const read = (bytes: Uint8Array, fileName: string) => readDocument({ bytes, fileName });

describe('presentation readers match names by namespace', () => {
  it('reads a PowerPoint deck in Strict OOXML with other prefixes like the original', async () => {
    const name = 'poi-pptx-realworld-talk-23-slides.pptx';
    const original = await read(new Uint8Array(readFileSync(join(FIXTURES, name))), name);
    const strict = rewritten(name, (xml) => {
      let out = xml
        .replaceAll(
          'http://schemas.openxmlformats.org/presentationml/2006/main',
          'http://purl.oclc.org/ooxml/presentationml/main',
        )
        .replaceAll(
          'http://schemas.openxmlformats.org/drawingml/2006/main',
          'http://purl.oclc.org/ooxml/drawingml/main',
        )
        .replaceAll(
          'http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
          'http://purl.oclc.org/ooxml/officeDocument/relationships"',
        );
      out = renamePrefix(out, 'p', 'pml');
      out = renamePrefix(out, 'a', 'dml');
      return renamePrefix(out, 'r', 'rel');
    });
    const model = await read(strict, name);
    expect(model.stories.filter((s) => s.kind === 'slide')).toHaveLength(23);
    expect(model).toEqual(original);
  });

  it('reads an Impress deck with other prefixes like the original', async () => {
    const name = 'odfdo-odp-pair-logo-b-with.odp';
    const original = await read(new Uint8Array(readFileSync(join(FIXTURES, name))), name);
    const renamed = rewritten(name, (xml) =>
      [
        ['draw', 'dr'],
        ['text', 'tx'],
        ['presentation', 'pr'],
        ['style', 'st'],
        ['svg', 'sv'],
        ['fo', 'xfo'],
        ['xlink', 'xl'],
        ['office', 'ofc'],
      ].reduce((out, [from, to]) => renamePrefix(out, from, to), xml),
    );
    const model = await read(renamed, name);
    expect(model.stories.some((s) => s.blocks.length > 0)).toBe(true);
    expect(model).toEqual(original);
  });
});
