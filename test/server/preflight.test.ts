import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSoffice } from '../../src/engine/index';
import { nestedTablesDocx, plainDocx, zipBombDocx } from '../helpers/hostile-documents';
import { startTestServer, type TestServer } from './helpers';

/**
 * The archive and depth limits run before LibreOffice or any reader for every operation. The
 * time limit is made small: were a hostile document handed to LibreOffice (which takes tens of
 * seconds and gigabytes on these), the request would end at it with a 503, not a 422.
 */

const soffice = findSoffice();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limits: { timeoutSeconds: 30 } });
  const client = server.client();
  await client.uploadFile('bomb.docx', { bytes: zipBombDocx(), fileName: 'bomb.docx' });
  await client.uploadFile('deep.docx', { bytes: nestedTablesDocx(), fileName: 'deep.docx' });
  await client.uploadFile('plain.docx', { bytes: plainDocx(), fileName: 'plain.docx' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const hostile = [
  ['bomb.docx', 'compression ratio over 100:1 (zip bomb?)'],
  ['deep.docx', 'nests elements more than 256 levels deep'],
] as const;

describe.skipIf(!soffice)('hostile documents are refused before LibreOffice sees them (needs soffice)', () => {
  it.each(hostile)('POST /comparison/info on %s answers 422', async (file, reason) => {
    const answer = await server.raw('POST', '/v2.0/comparison/info', { body: JSON.stringify({ FilePath: file }) });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(reason);
    expect(answer.text).toContain(file);
  });

  it.each(hostile)('POST /comparison/preview on %s answers 422', async (file, reason) => {
    const answer = await server.raw('POST', '/v2.0/comparison/preview', {
      body: JSON.stringify({ FileInfo: { FilePath: file }, Format: 'Png', PageNumbers: [1] }),
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(reason);
  });

  it.each(hostile)('POST /conversion of %s to PDF answers 422', async (file, reason) => {
    const answer = await server.raw('POST', '/v2.0/conversion', {
      body: JSON.stringify({ FilePath: file, Format: 'pdf' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(reason);
  });

  it.each(hostile)('POST /viewer/view of %s answers 422', async (file, reason) => {
    const answer = await server.raw('POST', '/v2.0/viewer/view', {
      body: JSON.stringify({ FileInfo: { FilePath: file }, ViewFormat: 'PNG' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(reason);
  });

  it('an ordinary document still gets its info from LibreOffice', async () => {
    const answer = await server.raw('POST', '/v2.0/comparison/info', {
      body: JSON.stringify({ FilePath: 'plain.docx' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ PageCount: 1, Extension: '.docx' });
  });
});
