import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingDocx } from '../helpers/hostile-documents';
import { startTestServer, type TestServer } from './helpers';

/**
 * An answer past limits.maxResultBytes is refused with a one-line 422 instead of being built
 * whole; the limit is made small so an ordinary pair of documents exceeds it.
 */

let server: TestServer;
const LIMIT = 50_000;

beforeAll(async () => {
  server = await startTestServer({ limits: { maxResultBytes: LIMIT } });
  const client = server.client();
  // 400 paragraphs whose every word differs between the two: hundreds of changes, over 50 KB as JSON.
  await client.uploadFile('many-a.docx', { bytes: inflatingDocx(400, 20, 'a'), fileName: 'many-a.docx' });
  await client.uploadFile('many-b.docx', { bytes: inflatingDocx(400, 20, 'b'), fileName: 'many-b.docx' });
  await client.uploadFile('few-a.docx', { bytes: inflatingDocx(30, 5, 'a'), fileName: 'few-a.docx' });
  await client.uploadFile('few-b.docx', { bytes: inflatingDocx(30, 5, 'b'), fileName: 'few-b.docx' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const changes = (source: string, target: string) =>
  server.raw('POST', '/v2.0/comparison/changes', {
    body: JSON.stringify({ SourceFile: { FilePath: source }, TargetFiles: [{ FilePath: target }] }),
  });

describe('answers past the result size limit', () => {
  it('a change list over the limit answers 422 with a one-line reason', async () => {
    const answer = await changes('many-a.docx', 'many-b.docx');
    expect(answer.status).toBe(422);
    const { code, message } = (answer.json() as { error: { code: string; message: string } }).error;
    expect(code).toBe('ResultTooLarge');
    expect(message).toMatch(/^the answer \(\d+ entries\) is larger than the server's limit of 50000 bytes/);
    expect(message).not.toMatch(/[\r\n]/);
  });

  it('a change list within the limit is streamed whole, as valid JSON', async () => {
    const answer = await changes('few-a.docx', 'few-b.docx');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const list = answer.json() as { Id: number }[];
    expect(list.length).toBeGreaterThan(10);
    expect(answer.text.length).toBeLessThanOrEqual(LIMIT);
    // Written piece by piece, the answer is byte for byte what one JSON.stringify of it gives.
    expect(answer.text).toBe(JSON.stringify(list));
  });
});
