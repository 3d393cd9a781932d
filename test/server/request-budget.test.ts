import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientGoneError } from '../../src/service/errors';
import { WorkQueue } from '../../src/service/work-queue';
import { inflatingDocx, plainDocx } from '../helpers/hostile-documents';
import { startTestServer, type TestServer } from './helpers';

/** The XML budget made small: 1 MiB, where the shipped default is 32 MiB. */
const XML_LIMIT = 1024 * 1024;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limits: { maxInflatedXmlBytes: XML_LIMIT } });
  // ~2.4 MB of document.xml from a file of a few hundred KB: within the archive limits, over the budget.
  await server.client().uploadFile('big.docx', { bytes: inflatingDocx(20_000, 8), fileName: 'big.docx' });
  await server.client().uploadFile('small-a.docx', { bytes: plainDocx('one'), fileName: 'small-a.docx' });
  await server.client().uploadFile('small-b.docx', { bytes: plainDocx('two'), fileName: 'small-b.docx' });
});

afterAll(async () => {
  await server.stop();
});

describe('what a document may inflate to (limits.maxInflatedXmlBytes)', () => {
  it('refuses a document whose XML inflates past it with 413 in one line naming the file, before any work', async () => {
    const body = (source: string) =>
      JSON.stringify({ SourceFile: { FilePath: source }, TargetFiles: [{ FilePath: 'small-b.docx' }] });
    for (const path of ['/v2.0/comparison/changes', '/v2.0/comparison/info']) {
      const answer = await server.raw('POST', path, {
        body: path.endsWith('info') ? JSON.stringify({ FilePath: 'big.docx' }) : body('big.docx'),
      });
      expect(answer.status, answer.text).toBe(413);
      const message = (answer.json() as { error: { code: string; message: string } }).error;
      expect(message.code).toBe('RequestTooLarge');
      expect(message.message).toMatch(
        /^'big\.docx': its XML parts inflate to \d+ bytes, over the server's limit of 1048576/,
      );
      expect(message.message).not.toContain('\n');
    }
    // Refused before the queue: nothing was counted, and a small pair still compares.
    const small = await server.raw('POST', '/v2.0/comparison/changes', { body: body('small-a.docx') });
    expect(small.status, small.text).toBe(200);
  });
});

describe('work queue: a client that goes away', () => {
  it('aborts the running job with the reason and frees the slot once the work stops', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 60_000 });
    const gone = new AbortController();
    let seen: AbortSignal | undefined;
    let stop!: () => void;
    const running = queue.run(
      (signal) =>
        new Promise<void>((resolve) => {
          seen = signal;
          stop = resolve;
        }),
      gone.signal,
    );
    await new Promise((resolve) => setImmediate(resolve));
    gone.abort(new ClientGoneError('left'));
    await expect(running).rejects.toThrow('left');
    expect(seen?.aborted).toBe(true);
    // The slot stays taken until the work really stops.
    expect(queue.stats.running).toBe(1);
    stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.stats.running).toBe(0);
    // A client already gone never starts work.
    let started = false;
    await expect(queue.run(async () => void (started = true), gone.signal)).rejects.toThrow('left');
    expect(started).toBe(false);
  });
});
