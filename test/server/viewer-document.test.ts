import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipBombDocx } from '../helpers/hostile-documents';
import { startTestServer, type TestServer } from './helpers';

/**
 * The viewer operation with docdelta's TargetFileInfo: a real server on loopback stores the
 * pair's document view and answers it as the view's File; the viewer route gives a browser that
 * HTML, sandboxed; a path that climbs, is unknown or is no view answers a clear 4xx, and the
 * server goes on answering.
 */

let server: TestServer;
const sample = (name: string) => readFile(new URL(`../fixtures/samples/${name}`, import.meta.url));

beforeAll(async () => {
  server = await startTestServer();
  const client = server.client();
  for (const name of ['policy-v1.docx', 'policy-v2.docx'])
    await client.uploadFile(`pair/${name}`, { bytes: await sample(name), fileName: name });
  await client.uploadFile('pair/bomb.docx', { bytes: zipBombDocx(), fileName: 'bomb.docx' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('the document view through the viewer operation', () => {
  it('stores the pair as one self-contained HTML file and serves it to a browser', async () => {
    const answer = await server.raw('POST', '/v2.0/viewer/view', {
      body: JSON.stringify({
        fileInfo: { filePath: 'pair/policy-v1.docx' },
        targetFileInfo: { filePath: 'pair/policy-v2.docx' },
        outputPath: 'views/policy',
      }),
      casing: 'camel',
    });
    expect(answer.status).toBe(200);
    const view = answer.json() as { pages: unknown[]; file: { path: string; downloadUrl: string } };
    expect(view.pages).toEqual([]);
    expect(view.file.path).toBe('views/policy/view.html');
    const url = new URL(view.file.downloadUrl);
    expect(url.pathname).toBe('/v2.0/viewer/view/views/policy/view.html');

    const page = await server.raw('GET', url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(page.headers['content-security-policy'])).toMatch(/^sandbox allow-scripts; default-src 'none'/);
    expect(page.text).toMatch(/^<!DOCTYPE html>/);
    // Both versions' pages, the changes framed on them, and nothing it would have to fetch.
    expect(page.text).toContain('class="dv-col dv-old"');
    expect(page.text).toContain('class="dv-col dv-new"');
    expect(page.text).toMatch(/class="dv-frame t-Modified"/);
    expect(page.text).toContain('data-src="data:image/png;base64,');
    expect(page.text).not.toMatch(/(?:src|href)="https?:/);
  }, 120_000);

  it('answers the viewer as before when no TargetFileInfo is sent', async () => {
    const answer = await server.raw('POST', '/v2.0/viewer/view', {
      body: JSON.stringify({ FileInfo: { FilePath: 'pair/policy-v2.docx' }, OutputPath: 'views/single' }),
    });
    expect(answer.status).toBe(200);
    const view = answer.json() as { Pages: { Path: string }[]; File: unknown };
    expect(view.File).toBeNull();
    expect(view.Pages[0].Path).toBe('views/single/policy-v2_1.html');
  }, 120_000);

  it('answers an unknown, climbing or non-view path with one clear 4xx, and keeps answering', async () => {
    const unknown = await server.raw('GET', '/v2.0/viewer/view/views/nothing/view.html');
    expect(unknown.status).toBe(404);
    expect((unknown.json() as { error: { message: string } }).error.message).toBe(
      "Can't find file located at 'views/nothing/view.html'.",
    );

    // Backslashes are separators in storage paths; these climb out of the storage root.
    for (const hostile of ['views/..%5C..%5C..%5Cetc%5Cpasswd.html', 'views/a%00b.html']) {
      const climbing = await server.raw('GET', `/v2.0/viewer/view/${hostile}`);
      expect(climbing.status, hostile).toBe(400);
      const message = (climbing.json() as { error: { message: string } }).error.message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).not.toMatch(/ at \S+:\d+/);
    }

    const notView = await server.raw('GET', '/v2.0/viewer/view/pair/policy-v1.docx');
    expect(notView.status).toBe(400);
    expect((notView.json() as { error: { message: string } }).error.message).toBe(
      "'pair/policy-v1.docx' is not a document view: the viewer stores its views as .html files",
    );

    const anonymous = await server.raw('GET', '/v2.0/viewer/view/views/policy/view.html', { auth: false });
    expect(anonymous.status).toBe(401);

    const missingTarget = await server.raw('POST', '/v2.0/viewer/view', {
      body: JSON.stringify({
        FileInfo: { FilePath: 'pair/policy-v1.docx' },
        TargetFileInfo: { FilePath: 'pair/no.docx' },
      }),
    });
    expect(missingTarget.status).toBe(404);
    expect((missingTarget.json() as { error: { message: string } }).error.message).toBe(
      "Can't find file located at 'pair/no.docx'.",
    );

    const bomb = await server.raw('POST', '/v2.0/viewer/view', {
      body: JSON.stringify({
        FileInfo: { FilePath: 'pair/policy-v1.docx' },
        TargetFileInfo: { FilePath: 'pair/bomb.docx' },
      }),
    });
    expect(bomb.status).toBe(422);
    expect(bomb.text).toContain('compression ratio over 100:1 (zip bomb?)');

    const stored = await server.raw('POST', '/v2.0/viewer/view', {
      body: JSON.stringify({
        FileInfo: { FilePath: 'pair/policy-v1.docx' },
        TargetFileInfo: { FilePath: 'pair/policy-v2.docx' },
        OutputPath: 'views/again',
      }),
    });
    expect(stored.status).toBe(200);
    const again = await server.raw('GET', '/v2.0/viewer/view/views/again/view.html');
    expect(again.status).toBe(200);
    expect(again.text).toContain('class="dv-col dv-new"');
  }, 120_000);
});
