import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPdfJs } from '../../src/engine/formats/pdf/pdfjs';
import { startTestServer, type TestServer } from './helpers';

// The vendor SDKs' PDF pairs (test/fixtures/groupdocs-sdk): a plain one, and one whose source and
// target each open with their own password (12345678 and 0987654).

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'groupdocs-sdk');
const PAIRS = {
  plain: [
    { FilePath: 'pdf/source.pdf', local: 'source_files/pdf/source.pdf' },
    { FilePath: 'pdf/target.pdf', local: 'target_files/pdf/target.pdf' },
  ],
  protected: [
    { FilePath: 'pdf/source_protected.pdf', local: 'source_files/pdf/source_protected.pdf', Password: '12345678' },
    { FilePath: 'pdf/target_protected.pdf', local: 'target_files/pdf/target_protected.pdf', Password: '0987654' },
  ],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const pair of Object.values(PAIRS))
    for (const file of pair) {
      const answer = await server.raw('PUT', `/v2.0/comparison/storage/file/${file.FilePath}`, {
        body: await readFile(join(fixtures, file.local)),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(answer.status).toBe(200);
    }
}, 60_000);
afterAll(async () => {
  await server.stop();
});

const options = (pair: keyof typeof PAIRS, extra: Record<string, unknown> = {}) => {
  const [source, target] = PAIRS[pair].map(({ local: _local, ...info }) => info);
  return { SourceFile: source, TargetFiles: [target], ...extra };
};

async function download(href: string): Promise<Uint8Array> {
  const answer = await request(href, { headers: { authorization: `Bearer ${await server.token()}` } });
  expect(answer.statusCode).toBe(200);
  return new Uint8Array(await answer.body.arrayBuffer());
}

async function opens(bytes: Uint8Array, password?: string): Promise<number | string> {
  const pdfjs = await loadPdfJs();
  try {
    const document = await pdfjs.getDocument({ data: bytes.slice(), password, isEvalSupported: false }).promise;
    const pages = document.numPages;
    await document.destroy();
    return pages;
  } catch (error) {
    return (error as Error).name;
  }
}

describe('PDF results through the API', () => {
  it('updates that reject a change answer a result and say the text is not taken back', async () => {
    const changes = await server.raw('POST', '/v2.0/comparison/changes', { body: JSON.stringify(options('plain')) });
    expect(changes.status).toBe(200);
    expect((changes.json() as unknown[]).length).toBeGreaterThanOrEqual(2);
    const updated = await server.raw('PUT', '/v2.0/comparison/updates', {
      body: JSON.stringify(
        options('plain', {
          OutputPath: 'results/updated.pdf',
          Changes: [
            { Id: 0, ComparisonAction: 'Accept' },
            { Id: 1, ComparisonAction: 'Reject' },
          ],
        }),
      ),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(String(updated.headers.warning)).toContain(
      "a PDF's text cannot be taken back: rejected change 1 keeps the target's text, without a mark",
    );
    const bytes = await download((updated.json() as { href: string }).href);
    expect(await opens(bytes)).toBeGreaterThan(0);
  });

  it('a protected pair with PasswordSaveOption User gives a result that opens with that password only', async () => {
    const settings = { Settings: { Password: '1111', PasswordSaveOption: 'User' } };
    const results: Uint8Array[] = [];
    for (const [path, body] of [
      ['/v2.0/comparison/comparisons', options('protected', { ...settings, OutputPath: 'results/protected.pdf' })],
      [
        '/v2.0/comparison/updates',
        options('protected', {
          ...settings,
          OutputPath: 'results/protected-updated.pdf',
          Changes: [{ Id: 0, ComparisonAction: 'Reject' }],
        }),
      ],
    ] as const) {
      const answer = await server.raw(path === '/v2.0/comparison/updates' ? 'PUT' : 'POST', path, {
        body: JSON.stringify(body),
      });
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      results.push(await download((answer.json() as { href: string }).href));
    }
    // Opened once every request is answered: pdf.js holds the event loop long enough for a
    // keep-alive connection to the server to lapse between two requests.
    for (const bytes of results) {
      expect(await opens(bytes, '1111')).toBeGreaterThan(0);
      expect(await opens(bytes, '0987654')).toBe('PasswordException');
      expect(await opens(bytes)).toBe('PasswordException');
    }
  });
});
