/**
 * Peak memory of a 1 GiB streamed upload through the S3 storage (lib-storage multipart, 8 MiB
 * parts, 2 in flight) to a real S3 server, Ceph's RADOS Gateway on loopback, then the same file
 * read back as a stream and checked byte for byte. RSS of this process is sampled every 50 ms;
 * the source is generated as it is read, so nothing but the storage holds it. Target: peak RSS
 * under 300 MB.
 *
 *   scripts/s3-server.sh run -- npx tsx scripts/bench/s3-upload.ts [--mb 1024]
 *   npm run bench:s3
 *
 * The S3_TEST_* variables name the server (scripts/s3-server.sh sets them). Writes
 * .bench/s3-upload.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../../src/storage/s3-client';
import { S3Storage } from '../../src/storage/s3';

const TARGET_MB = 300;
const CHUNK = 1024 * 1024;
const { values } = parseArgs({ options: { mb: { type: 'string', default: '1024' } } });
const totalMb = Math.max(16, Number(values.mb));

const { S3_TEST_ENDPOINT, S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY } = process.env;
if (!S3_TEST_ENDPOINT || !S3_TEST_ACCESS_KEY_ID || !S3_TEST_SECRET_ACCESS_KEY) {
  console.error('s3-upload: S3_TEST_ENDPOINT is not set; run it with scripts/s3-server.sh run -- …');
  process.exit(2);
}
const settings = {
  endpoint: S3_TEST_ENDPOINT,
  region: S3_TEST_REGION,
  accessKeyId: S3_TEST_ACCESS_KEY_ID,
  secretAccessKey: S3_TEST_SECRET_ACCESS_KEY,
  bucket: `bench-${Date.now()}`,
};
const admin = createS3Client(settings);
await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }));
const storage = new S3Storage({ name: 'bench', ...settings, quotaBytes: 4 * 1024 ** 3 });

/** Chunk i of the file: its bytes are a function of i, so the read-back is checked without a copy. */
const chunkOf = (i: number, into: Buffer) => into.fill(i % 251);
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const baseline = process.memoryUsage().rss;

let made = 0;
const source = new Readable({
  read() {
    if (made === totalMb) return this.push(null);
    this.push(chunkOf(made++, Buffer.allocUnsafe(CHUNK)));
  },
});
let started = performance.now();
const written = await storage.write('bench/big.bin', source);
const uploadSeconds = (performance.now() - started) / 1000;
const uploadPeak = peak;

started = performance.now();
const { body } = await storage.openRead('bench/big.bin');
let offset = 0;
const expected = Buffer.allocUnsafe(CHUNK);
for await (const piece of body as AsyncIterable<Buffer>) {
  for (let at = 0; at < piece.length;) {
    const chunk = Math.floor(offset / CHUNK);
    chunkOf(chunk, expected);
    const within = offset % CHUNK;
    const take = Math.min(piece.length - at, CHUNK - within);
    if (!piece.subarray(at, at + take).equals(expected.subarray(within, within + take)))
      throw new Error(`the read-back differs at byte ${offset}`);
    at += take;
    offset += take;
  }
}
const downloadSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await storage.deleteFolder('bench', true);
await admin.send(new DeleteBucketCommand({ Bucket: settings.bucket }));

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const result = {
  sizeMb: totalMb,
  written: written.size === totalMb * CHUNK && offset === totalMb * CHUNK,
  baselineRssMb: mb(baseline),
  uploadPeakRssMb: mb(uploadPeak),
  peakRssMb: mb(peak),
  uploadMBps: Math.round(totalMb / uploadSeconds),
  downloadMBps: Math.round(totalMb / downloadSeconds),
  targetRssMb: TARGET_MB,
};
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/s3-upload.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `S3 ${totalMb} MiB: upload ${result.uploadMBps} MB/s, read-back ${result.downloadMBps} MB/s, ` +
    `peak RSS ${result.peakRssMb} MB (upload ${result.uploadPeakRssMb} MB, at start ${result.baselineRssMb} MB): ` +
    `${result.written && result.peakRssMb < TARGET_MB ? 'PASS' : 'FAIL'} (< ${TARGET_MB} MB)`,
);
admin.destroy();
