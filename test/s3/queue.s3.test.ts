import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiService } from '../../src/service/index';
import { TranslationService, type Translator } from '../../src/service/translation';
import { LocalStorage } from '../../src/storage/local';
import { StorageRegistry } from '../../src/storage/registry';
import { S3ConditionalStore } from '../../src/storage/s3-conditional';
import { cephSettings, freshBucket } from './ceph';

// The translation queue on Ceph RGW, which ignores conditions on DELETE: what a poll or a job
// costs in store requests must not grow with the jobs done before it.

const RESX = '<?xml version="1.0" encoding="utf-8"?><root><data name="Greeting"><value>Hello</value></data></root>';
const translator: Translator = {
  description: 'a bracketing test translator',
  async translate(texts) {
    return { texts: texts.map((text) => `[${text}]`), translated: texts.length };
  },
};
const request = {
  targetLanguages: ['de'],
  file: Buffer.from(RESX).toString('base64'),
  originalFileName: 'Strings.resx',
} as never;
const context = { baseUrl: 'http://127.0.0.1:1', clientId: 'test' };

let root: string;
let bucket: string;
let raw: S3Client;
let cleanup: () => Promise<void>;
let store: S3ConditionalStore;
/** Every HTTP request the store's client sends, by method (each attempt, retries included). */
const sent: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docdelta-queue-s3-'));
  ({ bucket, client: raw, cleanup } = await freshBucket({ versioned: false }));
  store = new S3ConditionalStore({ ...cephSettings(), bucket, prefix: 'state' });
  // The store's own SDK client, counted where each attempt leaves for the server.
  (store['client'] as S3Client).middlewareStack.add(
    (next) => async (args) => {
      sent.push((args.request as { method?: string }).method ?? '?');
      return next(args);
    },
    { step: 'deserialize', name: 'countRequests' },
  );
});

afterAll(async () => {
  await cleanup();
  await rm(root, { recursive: true, force: true });
});

describe('translation queue on Ceph RGW', () => {
  it('costs the same store requests per job and per idle poll after 10 jobs as after 50, and leaves nothing in the queue', async () => {
    const service = new ApiService({
      storages: new StorageRegistry([new LocalStorage({ name: 'First Storage', root })]),
      sharedState: store,
      isolation: 'inline',
    });
    // Polls only when told to (a submission wakes it at once), so the counts below are this test's own.
    const translation = new TranslationService(service, translator, { pollMs: 600_000, maxFinished: 1000 });
    const oneJob = async () => {
      const { id } = await translation.submit(request, context);
      await translation.idle();
      // The queue is empty once the job is off it; its history is trimmed just after: wait for that too.
      await translation['pumping'];
      expect((await translation.status(id)).state).toBe('Completed');
    };
    const costs = async () => {
      sent.length = 0;
      await oneJob();
      const jobRequests = [...sent];
      const job = sent.length;
      sent.length = 0;
      await translation['pump']();
      const poll = [...sent];
      const left = await raw.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'state/translation/queue/' }));
      return { job, jobRequests, poll, queueObjects: left.KeyCount ?? 0 };
    };
    for (let done = 0; done < 9; done++) await oneJob();
    const after10 = await costs();
    for (let done = 0; done < 39; done++) await oneJob();
    const after50 = await costs();
    await translation.close();
    // One listing of an empty queue, no HEAD of what finished jobs left behind.
    expect(after10.poll).toEqual(['GET']);
    expect(after50.poll).toEqual(['GET']);
    expect(after50.queueObjects).toBe(0);
    expect(after10.queueObjects).toBe(0);
    // A job's own requests; idle() lists until the queue is empty, so allow a listing or two of
    // slack, and the 50th job finished lists the history to trim it (every maxFinished / 20 jobs).
    expect(Math.abs(after50.job - after10.job)).toBeLessThanOrEqual(3);
    const writes = (requests: string[]) => requests.filter((m) => m !== 'GET').join();
    expect(writes(after50.jobRequests)).toBe(writes(after10.jobRequests));
    // Writes: the job (claimed as it is written, by the idle replica it was sent to), its queue
    // entry, the result, the history entry; the queue entry goes with one DELETE (no read of it,
    // no tombstone first).
    const of = (method: string) => after10.jobRequests.filter((m) => m === method).length;
    expect(of('PUT')).toBe(4);
    expect(of('DELETE')).toBe(1);
    expect(of('HEAD')).toBe(0);
  });
});
