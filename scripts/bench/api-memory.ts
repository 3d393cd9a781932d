/**
 * Peak memory of the API server (shipped defaults, its own process, loopback only) over what a
 * hostile or careless client sends: malformed and oversized bodies, a 300 MB streamed upload
 * and a zip bomb (a DOCX whose document part inflates to 1 GiB from about 1 MB). Each phase is
 * bounded in count and runs on a fresh server, so each peak RSS is that phase's own. Target:
 * under 400 MB in every phase.
 *
 *   npx tsx scripts/bench/api-memory.ts [--upload-mb 300]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createDeflateRaw, crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';
import { request } from 'undici';
import { writeZip } from '../../src/engine/archive/zip-writer';
import { crc32 } from '../../src/engine/archive/zip';
import { startApiServer } from './api-process';

const TARGET_MB = 400;
const { values } = parseArgs({ options: { 'upload-mb': { type: 'string', default: '300' } } });
const uploadMb = Math.min(300, Math.max(1, Number(values['upload-mb'])));

const dir = await mkdtemp(join(tmpdir(), 'docdelta-api-memory-'));
let server: Awaited<ReturnType<typeof startApiServer>>;
const statuses = new Map<number, number>();
const send = async (
  method: 'POST' | 'PUT',
  path: string,
  body: string | Buffer | Readable,
  headers: Record<string, string> = {},
) => {
  try {
    const response = await request(`${server.url}/v2.0/comparison${path}`, {
      method,
      headers: { authorization: `Bearer ${server.token}`, ...headers },
      body,
    });
    await response.body.dump();
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    return response.statusCode;
  } catch {
    statuses.set(0, (statuses.get(0) ?? 0) + 1);
    return 0;
  }
};
let worst = 0;
const phase = async (name: string, work: () => Promise<unknown>) => {
  server = await startApiServer(join(dir, name.replace(/\W+/g, '-')));
  try {
    await work();
    const peak = await server.peakRssMb();
    worst = Math.max(worst, peak);
    console.log(
      `${name.padEnd(34)} peak RSS ${peak.toFixed(0).padStart(4)} MB   statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    statuses.clear();
  } finally {
    await server.stop();
  }
};

try {
  await phase('idle', async () => {});

  // Malformed and oversized bodies, 8 at a time.
  const malformed: [string, () => Promise<number>][] = [
    [
      'JSON nested 3 MB deep',
      () => send('POST', '/comparisons', '['.repeat(3 * 1024 * 1024), { 'content-type': 'application/json' }),
    ],
    [
      'JSON over the 4 MB limit',
      () =>
        send('POST', '/comparisons', `{"a":"${'x'.repeat(6 * 1024 * 1024)}"}`, { 'content-type': 'application/json' }),
    ],
    [
      'multipart without a boundary',
      () => send('PUT', '/changes', 'x'.repeat(1024 * 1024), { 'content-type': 'multipart/form-data' }),
    ],
    [
      'multipart that never ends',
      () =>
        send(
          'PUT',
          '/changes',
          `--b\r\ncontent-disposition: form-data; name="sourceFile"; filename="a.txt"\r\n\r\n${'y'.repeat(2 * 1024 * 1024)}`,
          { 'content-type': 'multipart/form-data; boundary=b' },
        ),
    ],
    [
      'settings field of 4 MB junk',
      () =>
        send(
          'PUT',
          '/changes',
          `--b\r\ncontent-disposition: form-data; name="settings"\r\n\r\n${'{'.repeat(4 * 1024 * 1024 - 100)}\r\n--b--\r\n`,
          { 'content-type': 'multipart/form-data; boundary=b' },
        ),
    ],
  ];
  await phase(`malformed bodies (${malformed.length * 40})`, async () => {
    for (const [, make] of malformed) {
      for (let round = 0; round < 5; round++) await Promise.all(Array.from({ length: 8 }, make));
    }
  });

  // One streamed upload to storage, and the same size to PUT /comparison/changes.
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  async function* stream(prefix: string, suffix: string) {
    yield Buffer.from(prefix);
    for (let i = 0; i < uploadMb; i++) yield chunk;
    yield Buffer.from(suffix);
  }
  await phase(`${uploadMb} MB storage upload`, () =>
    send('PUT', '/storage/file/bench/big.bin', Readable.from(stream('', '')), {
      'content-type': 'application/octet-stream',
    }),
  );
  const part = (name: string) =>
    `--b\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.txt"\r\n\r\n`;
  await phase(`${uploadMb} MB PUT /changes`, () =>
    send('PUT', '/changes', Readable.from(stream(part('sourceFile'), `\r\n${part('targetFile')}small\r\n--b--\r\n`)), {
      'content-type': 'multipart/form-data; boundary=b',
    }),
  );

  // Zip bombs: word/document.xml declares its true size, one paragraph repeated to 1 GiB (over
  // the 512 MiB entry limit, refused from its declared size) and to 450 MiB (under it).
  for (const mib of [1024, 450]) {
    const bomb = await zipBomb(mib * 1024 * 1024);
    await phase(`zip bomb of ${mib} MiB compared 4 times`, async () => {
      await send('PUT', '/storage/file/bench/bomb.docx', Buffer.from(bomb), {
        'content-type': 'application/octet-stream',
      });
      const compare = JSON.stringify({
        SourceFile: { FilePath: 'bench/bomb.docx' },
        TargetFiles: [{ FilePath: 'bench/bomb.docx' }],
      });
      await Promise.all(
        Array.from({ length: 4 }, () => send('POST', '/changes', compare, { 'content-type': 'application/json' })),
      );
    });
  }
  console.log(
    `highest peak RSS: ${worst.toFixed(0)} MB (target < ${TARGET_MB} MB): ${worst < TARGET_MB ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** A DOCX whose document part inflates to `total` bytes from about a thousandth of that. */
async function zipBomb(total: number): Promise<Uint8Array> {
  const paragraph = Buffer.from('<w:p><w:r><w:t>bomb</w:t></w:r></w:p>'.repeat(1000));
  const deflater = createDeflateRaw({ level: 9 });
  const pieces: Buffer[] = [];
  deflater.on('data', (c: Buffer) => pieces.push(c));
  const head = Buffer.from(
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const tail = Buffer.from('</w:body></w:document>');
  let crc = 0;
  let written = 0;
  const feed = async (bytes: Buffer) => {
    crc = zlibCrc32(bytes, crc);
    written += bytes.length;
    if (!deflater.write(bytes)) await new Promise((r) => deflater.once('drain', r));
  };
  await feed(head);
  while (written + paragraph.length + tail.length <= total) await feed(paragraph);
  await feed(tail);
  await new Promise((r) => deflater.end(r));
  const compressed = Buffer.concat(pieces);
  const small = (name: string, text: string) => {
    const data = Buffer.from(text);
    const deflated = deflateRawSync(data);
    return { name, method: 8, crc: crc32(data), compressedSize: deflated.length, size: data.length, data: deflated };
  };
  console.log(
    `zip bomb: ${(compressed.length / 1024 / 1024).toFixed(1)} MB expanding to ${(written / 1024 / 1024).toFixed(0)} MB`,
  );
  return writeZip([
    small(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    small(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    {
      name: 'word/document.xml',
      method: 8,
      crc: crc >>> 0,
      compressedSize: compressed.length,
      size: written,
      data: compressed,
    },
  ]);
}
