import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { localBackend as actionBackend } from '../../../src/action/backend';
import { looksLikeZip } from '../../../src/engine/archive/zip';
import { readDocument } from '../../../src/engine/index';
import { resultDateFromInputs } from '../../../src/engine/result-settings';
import { ENGINE_OPS } from '../../../src/service/engine-ops';
import { run } from '../../helpers/cli';
import { DETERMINISM_CASES, sha256, writeCase } from './determinism-cases';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const casesScript = fileURLToPath(new URL('./determinism-cases.ts', import.meta.url));

/**
 * DOS date and time of every entry in the central directory (the local headers carry the same),
 * walked from the end record: stored parts (an embedded workbook) may hold ZIP records of their own.
 */
function zipEntryTimes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const times: string[] = [];
  let p = view.getUint32(end + 16, true);
  for (let k = view.getUint16(end + 10, true); k > 0; k--) {
    times.push(`${view.getUint16(p + 14, true)}/${view.getUint16(p + 12, true)}`);
    p += 46 + view.getUint16(p + 28, true) + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return times;
}

describe('results are byte-identical for identical inputs', () => {
  const firstRun = new Map<string, Uint8Array>();
  const outDir = mkdtempSync(join(tmpdir(), 'docdelta-determinism-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('every writer gives the same bytes twice in one process, with ZIP entries dated 1980-01-01', async () => {
    for (const c of DETERMINISM_CASES) {
      const first = await writeCase(c);
      const second = await writeCase(c);
      firstRun.set(c.name, first);
      expect(sha256(second), c.name).toBe(sha256(first));
      if (looksLikeZip(first)) {
        // 1980-01-01 00:00 as DOS date/time: a clock-stamped entry would differ between runs 2 s apart.
        expect(new Set(zipEntryTimes(first)), c.name).toEqual(new Set(['33/0']));
      }
    }
    expect(firstRun.size).toBe(DETERMINISM_CASES.length);
  }, 120_000);

  it('and the same bytes in a fresh process', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', casesScript], {
      cwd: root,
      maxBuffer: 1 << 20,
    });
    const childHashes = JSON.parse(stdout) as Record<string, string>;
    for (const c of DETERMINISM_CASES) expect(childHashes[c.name], c.name).toBe(sha256(firstRun.get(c.name)!));
  }, 120_000);

  it('dates tracked changes from SOURCE_DATE_EPOCH when set, else from the target, never from the clock', async () => {
    const odt = (name: string) => join(root, 'test/fixtures/real', name);
    const out = (name: string) => join(outDir, name);
    const args = (file: string) => [
      'compare',
      odt('odfdo-odt-pair-diff-a.odt'),
      odt('odfdo-odt-pair-diff-b.odt'),
      '--mode',
      'tracked',
      '-o',
      out(file),
    ];
    expect((await run(args('epoch.odt'), { SOURCE_DATE_EPOCH: '1700000000' })).code).toBe(0);
    expect((await run(args('plain.odt'))).code).toBe(0);
    const changeDates = (file: string) =>
      [
        ...new TextDecoder().decode(unzipSync(readFileSync(out(file)))['content.xml']).matchAll(/<dc:date>([^<]*)/g),
      ].map((m) => m[1]);
    expect(new Set(changeDates('epoch.odt'))).toEqual(new Set(['2023-11-14T22:13:20Z']));
    const target = await readDocument({
      bytes: new Uint8Array(readFileSync(odt('odfdo-odt-pair-diff-b.odt'))),
      fileName: 'b.odt',
    });
    expect(target.metadata.modified).toMatch(/^2023-10-28T10:19:39/);
    expect(new Set(changeDates('plain.odt'))).toEqual(new Set(['2023-10-28T10:19:39Z']));

    const bad = await run(args('bad.odt'), { SOURCE_DATE_EPOCH: 'yesterday' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/SOURCE_DATE_EPOCH 'yesterday' is not a whole number of seconds/);
    expect(existsSync(out('bad.odt'))).toBe(false);
  }, 60_000);

  it('reads the target date from OOXML, ODF and PDF metadata, and falls back to 1980-01-01', () => {
    expect(resultDateFromInputs('2024-05-06T07:08:09Z')).toBe('2024-05-06T07:08:09Z');
    expect(resultDateFromInputs('2023-10-28T10:19:39.123456789')).toBe('2023-10-28T10:19:39Z');
    expect(resultDateFromInputs("D:20230102030405+02'00'")).toBe('2023-01-02T01:04:05Z');
    expect(resultDateFromInputs('D:2023')).toBe('2023-01-01T00:00:00Z');
    for (const broken of [undefined, '', 'last Tuesday', '1601-01-01T00:00:00Z', 'D:99999999'])
      expect(resultDateFromInputs(broken)).toBe('1980-01-01T00:00:00Z');
  });

  it('the service and the action honour SOURCE_DATE_EPOCH too', async () => {
    const side = (name: string) => ({
      bytes: new Uint8Array(readFileSync(join(root, 'test/fixtures/real', name))),
      fileName: name,
    });
    const [source, target] = [side('odfdo-odt-pair-diff-a.odt'), side('odfdo-odt-pair-diff-b.odt')];
    const changeDates = (bytes: Uint8Array) =>
      new Set(
        [...new TextDecoder().decode(unzipSync(bytes)['content.xml']).matchAll(/<dc:date>([^<]*)/g)].map((m) => m[1]),
      );
    const saved = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    try {
      const service = await ENGINE_OPS.compareToDocument({ source, target, mode: 'tracked' });
      expect(changeDates(service.bytes)).toEqual(new Set(['2023-11-14T22:13:20Z']));
      const action = await actionBackend().compare(source, target, { mode: 'tracked', settings: {} });
      expect(changeDates(action.result!.bytes)).toEqual(new Set(['2023-11-14T22:13:20Z']));
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = saved;
    }
  }, 60_000);
});
