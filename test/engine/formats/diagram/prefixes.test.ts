import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect, it } from 'vitest';
import { readDocument } from '../../../../src/engine/index';

const FIXTURES = join(__dirname, '../../../fixtures/real');

it('reads a Visio drawing whose parts bind the Visio namespace to a prefix like the original', async () => {
  const name = 'poi-vsdx-basic.vsdx';
  const bytes = new Uint8Array(readFileSync(join(FIXTURES, name)));
  const entries = unzipSync(bytes);
  for (const [part, data] of Object.entries(entries)) {
    if (!part.startsWith('visio/') || !part.endsWith('.xml')) continue;
    // Visio writes its vocabulary as the default namespace: bind it to `v:` instead.
    entries[part] = strToU8(
      strFromU8(data)
        .replace(
          /xmlns=(['"])http:\/\/schemas\.microsoft\.com\/office\/visio\/2012\/main\1/,
          'xmlns:v=$1http://schemas.microsoft.com/office/visio/2012/main$1',
        )
        .replace(/<(\/?)([A-Z][\w]*)/g, '<$1v:$2')
        .replace(/(\s)r:id=/g, '$1rel:id=')
        .replace(/xmlns:r=/g, 'xmlns:rel='),
    );
  }
  const original = await readDocument({ bytes, fileName: name });
  const prefixed = await readDocument({ bytes: zipSync(entries), fileName: name });
  expect(original.stories.flatMap((s) => s.blocks).length).toBeGreaterThan(0);
  expect(prefixed).toEqual(original);
});
