import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { contentDisposition } from '../../src/server/app';
import { startTestServer, type TestServer } from './helpers';

// What a vendor SDK gets when it sends a Settings object with most fields left out, and how it
// reads a download's file name. Real Word pairs: test/fixtures/samples (policy) and two of
// test/fixtures/word-revisions (each one document with its tracked changes rejected vs accepted).

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const PAIRS: [string, string][] = [
  ['samples/policy-v1.docx', 'samples/policy-v2.docx'],
  ['word-revisions/RP051-Arabic-Rejected.docx', 'word-revisions/RP051-Arabic-Accepted.docx'],
  [
    'word-revisions/RP042-Deleted-Para-Mark-at-End-Rejected.docx',
    'word-revisions/RP042-Deleted-Para-Mark-at-End-Accepted.docx',
  ],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const pair of PAIRS)
    for (const path of pair) {
      const bytes = await readFile(join(fixtures, path));
      const answer = await server.raw('PUT', `/v2.0/comparison/storage/file/${path}`, {
        body: bytes,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(answer.status).toBe(200);
    }
});
afterAll(async () => {
  await server.stop();
});

async function changeTypes(source: string, target: string, settings?: Record<string, unknown>) {
  const body = {
    SourceFile: { FilePath: source },
    TargetFiles: [{ FilePath: target }],
    ...(settings ? { Settings: settings } : {}),
  };
  const answer = await server.raw('POST', '/v2.0/comparison/changes', { body: JSON.stringify(body) });
  expect(answer.status).toBe(200);
  return (answer.json() as { Type: string }[]).map((c) => c.Type).sort();
}

describe('Settings fields the caller leaves out', () => {
  it('take the vendor defaults: an empty Settings, or one with only DetailsLevel Low, lists what no Settings lists', async () => {
    const [source, target] = PAIRS[0];
    const none = await changeTypes(source, target);
    // Inserted and style changes are there (ShowInsertedContent and StyleChangeDetection default true).
    expect(none).toContain('Inserted');
    expect(none).toContain('StyleChanged');
    expect(await changeTypes(source, target, {})).toEqual(none);
    expect(await changeTypes(source, target, { DetailsLevel: 'Low' })).toEqual(none);
    expect(await changeTypes(source, target, { SensitivityOfComparison: 75 })).toEqual(none);
    // Said explicitly, false still hides them.
    const hidden = await changeTypes(source, target, { ShowInsertedContent: false });
    expect(hidden).not.toContain('Inserted');
  });

  it('DetailsLevel High never gives fewer changes than Low, and keeps the deletions', async () => {
    for (const [source, target] of PAIRS) {
      const low = await changeTypes(source, target, { DetailsLevel: 'Low' });
      const high = await changeTypes(source, target, { DetailsLevel: 'High' });
      expect({ pair: target, fewer: high.length < low.length }).toEqual({ pair: target, fewer: false });
      if (low.includes('Deleted')) expect(high).toContain('Deleted');
    }
  });
});

describe('SensitivityOfComparison', () => {
  it('pairs less alike paragraphs of a Word pair as Modified the higher it is', async () => {
    const [source, target] = PAIRS[0];
    const tally = async (sensitivity?: number) => {
      const types = await changeTypes(
        source,
        target,
        sensitivity === undefined ? {} : { SensitivityOfComparison: sensitivity },
      );
      const count = (type: string) => types.filter((t) => t === type).length;
      return { modified: count('Modified'), apart: count('Deleted') + count('Inserted') };
    };
    const strict = await tally(5);
    const loose = await tally(100);
    expect(loose.modified).toBeGreaterThan(strict.modified);
    expect(strict.apart).toBeGreaterThan(loose.apart);
    // Left out, it is the vendor's 75.
    expect(await tally()).toEqual(await tally(75));
  });
});

describe('SensitivityOfComparison for spreadsheets', () => {
  // A staff list where one row keeps three of its five values, another two, and a row is added
  // between them and the rest, so neither stretch is paired just for standing in the same place.
  const SOURCE = [
    'id,name,city,team,role',
    '1,Ada Lovelace,London,Analytics,Lead',
    '2,Alan Turing,Manchester,Research,Scientist',
    '3,Grace Hopper,Arlington,Compilers,Admiral',
    '4,Edsger Dijkstra,Austin,Algorithms,Professor',
    '5,Barbara Liskov,Boston,Systems,Professor',
  ];
  const TARGET = [
    ...SOURCE.slice(0, 2),
    '2,Alan Turing,Cambridge,Cryptology,Scientist',
    '3,Grace Hopper,Washington,Navy,Rear admiral',
    '7,Ken Thompson,Murray Hill,Unix,Engineer',
    ...SOURCE.slice(4),
  ];

  it('pairs rows that share fewer values as edited rows (cell changes) the higher it is', async () => {
    for (const [name, lines] of [
      ['staff-v1.csv', SOURCE],
      ['staff-v2.csv', TARGET],
    ] as const) {
      const answer = await server.raw('PUT', `/v2.0/comparison/storage/file/cells/${name}`, {
        body: Buffer.from(lines.join('\n') + '\n'),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(answer.status).toBe(200);
    }
    const tally = async (sensitivity?: number) => {
      const types = await changeTypes(
        'cells/staff-v1.csv',
        'cells/staff-v2.csv',
        sensitivity === undefined ? {} : { SensitivityOfComparison: sensitivity },
      );
      const count = (type: string) => types.filter((t) => t === type).length;
      return { Modified: count('Modified'), Deleted: count('Deleted'), Inserted: count('Inserted') };
    };
    // Strict: both edited rows are a deleted and an inserted row, beside the new one.
    expect(await tally(50)).toEqual({ Modified: 0, Deleted: 2, Inserted: 3 });
    // The default pairs Turing's row (three of five values kept): its two changed cells.
    expect(await tally(75)).toEqual({ Modified: 2, Deleted: 1, Inserted: 2 });
    expect(await tally()).toEqual(await tally(75));
    // Loose: Hopper's row (two of five kept) is one edited row too: its three changed cells.
    expect(await tally(100)).toEqual({ Modified: 5, Deleted: 0, Inserted: 1 });
  });
});

describe('a download', () => {
  it('names the file in both RFC 6266 forms: filename (ASCII) beside filename* (UTF-8)', async () => {
    const name = 'Résumé "final" ü.txt';
    const upload = await server.raw('PUT', `/v2.0/comparison/storage/file/names/${encodeURIComponent(name)}`, {
      body: Buffer.from('hello\n'),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(upload.status).toBe(200);
    const answer = await request(`${server.url}/v2.0/comparison/storage/file/names/${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${await server.token()}` },
    });
    expect(await answer.body.text()).toBe('hello\n');
    const header = String(answer.headers['content-disposition']);
    expect(header).toBe(
      `attachment; filename="R_sum_ _final_ _.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%C3%BC.txt`,
    );
    // What a client reading only `filename=` takes, and what one reading `filename*` decodes.
    expect(/filename="([^"]*)"/.exec(header)?.[1]).toBe('R_sum_ _final_ _.txt');
    expect(decodeURIComponent(/filename\*=UTF-8''(\S+)/.exec(header)![1])).toBe(name);
  });

  it('keeps a plain ASCII name as it is in both forms, and escapes what RFC 5987 does not allow', () => {
    expect(contentDisposition('report-v2.docx')).toBe(
      `attachment; filename="report-v2.docx"; filename*=UTF-8''report-v2.docx`,
    );
    expect(contentDisposition("it's (1).txt")).toBe(
      `attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`,
    );
    expect(contentDisposition('a\\b😀.txt')).toBe(
      `attachment; filename="a_b_.txt"; filename*=UTF-8''a%5Cb%F0%9F%98%80.txt`,
    );
  });
});
