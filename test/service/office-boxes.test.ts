import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listChanges } from '../../src/engine/index';
import { findSoffice } from '../../src/engine/preview/office';
import { ComparisonOptions } from '../../src/model/records';
import { ApiService } from '../../src/service/index';
import { LocalStorage } from '../../src/storage/local';
import { StorageRegistry } from '../../src/storage/registry';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../helpers/libreoffice';

const soffice = findSoffice();
if (!soffice) console.warn('LibreOffice not found: the test of the API boxes from LibreOffice is skipped');

const samples = join(__dirname, '..', 'fixtures', 'samples');
const root = mkdtempSync(join(tmpdir(), 'docdelta-office-boxes-'));
mkdirSync(join(root, 'files', 'docs'), { recursive: true });
for (const name of ['policy-v1.docx', 'policy-v2.docx'])
  copyFileSync(join(samples, name), join(root, 'files', 'docs', name));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const storages = () => new StorageRegistry([new LocalStorage({ name: 'First Storage', root })]);
const context = { baseUrl: 'http://127.0.0.1:1', clientId: 'test' };
const options = ComparisonOptions.parse({
  SourceFile: { FilePath: 'docs/policy-v1.docx' },
  TargetFiles: [{ FilePath: 'docs/policy-v2.docx' }],
  Settings: { CalculateComponentCoordinates: true },
});
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))), fileName: name });
const boxes = (changes: { PageInfo: unknown; Box: unknown }[]) => changes.map((c) => [c.PageInfo, c.Box]);

describe.skipIf(!soffice)("the API's change boxes", () => {
  it(
    "come from LibreOffice's rendering when it is installed, and from the built-in layout when the server has none",
    async () => {
      const withOffice = new ApiService({ storages: storages(), isolation: 'inline' });
      const without = new ApiService({ storages: storages(), isolation: 'inline', soffice: null });
      try {
        const request = {
          source: input('policy-v1.docx'),
          targets: [input('policy-v2.docx')],
          // As the API parsed them (its defaults filled in).
          settings: options.Settings,
        };
        const rendered = await listChanges({ ...request, office: { soffice: soffice! } });
        const builtin = await listChanges(request);
        expect(boxes(rendered.changes)).not.toEqual(boxes(builtin.changes));
        expect(boxes(await withOffice.changes(options, context))).toEqual(boxes(rendered.changes));
        expect(boxes(await without.changes(options, context))).toEqual(boxes(builtin.changes));
      } finally {
        await Promise.all([withOffice.close(), without.close()]);
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
