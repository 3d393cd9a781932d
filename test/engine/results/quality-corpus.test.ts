import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../src/engine/formats/word/docx/write/index';
import { compareToDocument, readDocument } from '../../../src/engine/index';
import type { DocumentModel } from '../../../src/engine/model/document';
import { blockText } from '../../../src/engine/model/document';
import { generateCorpus } from '../../../scripts/quality/generate';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../helpers/libreoffice';

/**
 * The result-documents issue's "done when", on every pair of the quality corpus: tracked output
 * accepted gives the target's text and rejected the source's; the styled output opens in
 * LibreOffice; the summary page's counts equal the change list's.
 */

const work = mkdtempSync(join(tmpdir(), 'docdelta-corpus-'));
let pairs: string[] = [];
const hasSoffice = SOFFICE !== undefined;

const textOf = (document: DocumentModel) =>
  document.stories
    .filter((s) => s.kind === 'body')
    .flatMap((s) => s.blocks.map(blockText))
    .filter((t) => t.trim())
    .join('\n');
const read = async (bytes: Uint8Array) => textOf(await readDocument({ bytes, fileName: 'x.docx' }));
const file = (dir: string, name: string) => ({ bytes: new Uint8Array(readFileSync(join(dir, name))), fileName: name });

beforeAll(() => {
  pairs = generateCorpus({ out: join(work, 'corpus'), n: 60, seed: 1 });
});

describe('quality corpus through result documents', () => {
  it('tracked: accept-all gives the target, reject-all the source, for all 60 pairs', async () => {
    expect(pairs).toHaveLength(60);
    const failures: string[] = [];
    for (const dir of pairs) {
      const source = file(dir, 'source.docx');
      const target = file(dir, 'target.docx');
      const result = await compareToDocument({ source, target, mode: 'tracked' });
      if ((await read(applyRevisions(result.bytes, () => 'accept'))) !== (await read(target.bytes)))
        failures.push(`${dir}: accept-all`);
      if ((await read(applyRevisions(result.bytes, () => 'reject'))) !== (await read(source.bytes)))
        failures.push(`${dir}: reject-all`);
    }
    expect(failures).toEqual([]);
  });

  it(
    'styled with a summary page: counts equal the change list, and LibreOffice opens every result',
    async () => {
      const out = join(work, 'styled');
      mkdirSync(out, { recursive: true });
      const written: string[] = [];
      for (const [index, dir] of pairs.entries()) {
        const result = await compareToDocument({
          source: file(dir, 'source.docx'),
          target: file(dir, 'target.docx'),
          settings: { GenerateSummaryPage: true },
        });
        const text = textOf(await readDocument({ bytes: result.bytes, fileName: 'r.docx' }));
        expect(text).toContain(`Total changes: ${result.changes.length}`);
        for (const type of ['Inserted', 'Deleted', 'Modified', 'Moved', 'StyleChanged']) {
          expect(text).toContain(`${type}: ${result.changes.filter((c) => c.Type === type).length}`);
        }
        const path = join(out, `styled-${String(index).padStart(3, '0')}.docx`);
        writeFileSync(path, result.bytes);
        written.push(path);
      }
      if (!hasSoffice) {
        console.warn(
          'LibreOffice (soffice) is not installed: the open-in-LibreOffice check of 60 styled results was skipped',
        );
        return;
      }
      const pdfs = join(work, 'pdf');
      await sofficeConvert(written, 'pdf', pdfs);
      const missing = written
        .map((p) =>
          join(
            pdfs,
            p
              .split('/')
              .pop()!
              .replace(/\.docx$/, '.pdf'),
          ),
        )
        .filter((pdf) => !existsSync(pdf) || statSync(pdf).size < 1000);
      expect(missing).toEqual([]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
