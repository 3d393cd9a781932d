import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ApiClientError } from '../../src/client/index';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from './helpers';

const V1 = 'Quarterly report\n\nRevenue grew by 5 percent.\n\nCosts were flat.\n';
const V2 = 'Quarterly report\n\nRevenue grew by 7 percent.\n\nCosts were flat.\n\nOutlook is positive.\n';

let server: TestServer;

beforeAll(async () => {
  // This suite runs the engine in the server's thread; the others use worker threads.
  server = await startTestServer({
    limits: { maxUploadBytes: 64 * 1024, maxJsonBytes: 16 * 1024, isolation: 'inline' },
  });
  expect(server.app.service.engine.mode).toBe('inline');
  const client = server.client();
  await client.uploadFile('docs/v1.txt', { bytes: Buffer.from(V1), fileName: 'v1.txt' });
  await client.uploadFile('docs/v2.txt', { bytes: Buffer.from(V2), fileName: 'v2.txt' });
});

afterAll(async () => {
  await server.stop();
});

describe('auth: /connect/token', () => {
  for (const path of ['/connect/token', '/v2.0/connect/token']) {
    it(`issues a JWT with exp, iat and sub at ${path}`, async () => {
      const response = await server.raw('POST', path, {
        auth: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
      });
      expect(response.status).toBe(200);
      const body = response.json() as { access_token: string; expires_in: number; token_type: string };
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(86400);
      const payload = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString()) as Record<
        string,
        number | string
      >;
      expect(payload.sub).toBe(CLIENT_ID);
      expect(Number(payload.exp) - Number(payload.iat)).toBe(86400);
    });
  }

  it('takes HTTP Basic credentials whose secret contains colons', async () => {
    const colonServer = await startTestServer({ clients: [{ clientId: 'me', clientSecret: 'Top:Secret:1' }] });
    try {
      const basic = (secret: string) => ({
        authorization: `Basic ${Buffer.from(`me:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      });
      const ok = await colonServer.raw('POST', '/connect/token', {
        auth: false,
        headers: basic('Top:Secret:1'),
        body: 'grant_type=client_credentials',
      });
      expect(ok.status).toBe(200);
      const wrong = await colonServer.raw('POST', '/connect/token', {
        auth: false,
        headers: basic('Top'),
        body: 'grant_type=client_credentials',
      });
      expect(wrong.status).toBe(400);
    } finally {
      await colonServer.stop();
    }
  });

  it('answers 400 invalid_client for a wrong secret and an unknown client', async () => {
    for (const body of [
      `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=nope`,
      'grant_type=client_credentials&client_id=who&client_secret=x',
    ]) {
      const response = await server.raw('POST', '/connect/token', {
        auth: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_client' });
    }
  });

  it('answers 401 with the error envelope for a missing, a forged and an expired token', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLIENT_ID)
      .setIssuer('docdelta')
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(new Uint8Array(32));
    const cases = [undefined, 'Bearer not.a.token', `Bearer ${expired}`];
    for (const authorization of cases) {
      const response = await request(`${server.url}/v2.0/comparison/formats`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      const body = (await response.body.json()) as { error: { code: string; innerError: { requestId: string } } };
      expect(body.error.code).toBe('Unauthorized');
      expect(body.error.innerError.requestId).toMatch(/.+/);
    }
  });

  it('rejects a token signed by this server that has expired', async () => {
    const short = await startTestServer({ tokenLifetimeSeconds: 1 });
    try {
      const token = await short.token();
      await new Promise((r) => setTimeout(r, 2100));
      const response = await short.raw('GET', '/v2.0/comparison/formats', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(response.text).toContain('expired');
      // The client notices the 401, fetches a new token and succeeds.
      const formats = await short.client().formats();
      expect(formats.Formats?.some((f) => f.Extension === '.txt')).toBe(true);
    } finally {
      await short.stop();
    }
  });

  it('never logs the client secret or the token', async () => {
    const token = await server.token();
    const text = JSON.stringify(server.logs);
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toContain(token);
    expect(server.logs.some((l) => l.msg === 'request' && typeof l.requestId === 'string')).toBe(true);
  });
});

describe('info and formats', () => {
  it('lists formats in PascalCase, and camelCase with x-groupdocs-client', async () => {
    const pascal = (await server.raw('GET', '/v2.0/comparison/formats')).json() as {
      Formats: { Extension: string; FileFormat: string }[];
    };
    expect(pascal.Formats.find((f) => f.Extension === '.docx')?.FileFormat).toMatch(/Word|docx/i);
    const camel = (await server.raw('GET', '/v2.0/comparison/formats', { casing: 'camel' })).json() as {
      formats: { extension: string }[];
    };
    expect(camel.formats.some((f) => f.extension === '.docx')).toBe(true);
    expect(await server.client('camel').formats()).toEqual(await server.client().formats());
  });

  it('reports document info; request field names match case-insensitively', async () => {
    for (const body of [
      '{"FilePath":"docs/v1.txt"}',
      '{"filePath":"docs/v1.txt","unknownField":1}',
      '{"FILEPATH":"\\\\docs\\\\v1.txt"}',
    ]) {
      const response = await server.raw('POST', '/v2.0/comparison/info', { body });
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ Extension: '.txt', Size: Buffer.byteLength(V1), PageCount: 1 });
    }
    const camel = (
      await server.raw('POST', '/v2.0/comparison/info', { body: '{"filePath":"/docs/v1.txt"}', casing: 'camel' })
    ).json();
    expect(camel).toMatchObject({ extension: '.txt', size: Buffer.byteLength(V1), pageCount: 1 });
    expect(await server.client().info({ FilePath: 'docs/v1.txt' })).toMatchObject({ Extension: '.txt', PageCount: 1 });
  });
});

describe('changes, comparisons, updates', () => {
  const options = { SourceFile: { FilePath: 'docs/v1.txt' }, TargetFiles: [{ FilePath: 'docs/v2.txt' }] };

  it('lists changes through the client and raw HTTP in both casings', async () => {
    const changes = await server.client().changes(options);
    expect(changes.map((c) => c.Type).sort()).toEqual(['Inserted', 'Modified']);
    expect(
      changes.find((c) => c.Type === 'Inserted')?.TargetText ?? changes.find((c) => c.Type === 'Inserted')?.Text,
    ).toContain('Outlook');
    const camel = (
      await server.raw('POST', '/v2.0/comparison/changes', {
        body: JSON.stringify({ sourceFile: { filePath: 'docs/v1.txt' }, targetFiles: [{ filePath: 'docs/v2.txt' }] }),
        casing: 'camel',
      })
    ).json() as { type: string; id: number }[];
    expect(camel.map((c) => c.type).sort()).toEqual(['Inserted', 'Modified']);
    expect(await server.client('camel').changes(options)).toEqual(changes);
  });

  it('filters by ChangeType, case-insensitively', async () => {
    for (const changeType of ['inserted', 'INSERTED', 'Inserted']) {
      const response = await server.raw('POST', '/v2.0/comparison/changes', {
        body: JSON.stringify({ ...options, changeType }),
      });
      const changes = response.json() as { Type: string }[];
      expect(changes.map((c) => c.Type)).toEqual(['Inserted']);
    }
  });

  it('PUT /comparison/changes takes multipart uploads, by name or in upload order', async () => {
    const client = server.client();
    const changes = await client.changesOfFiles(
      { bytes: Buffer.from(V1), fileName: 'a.txt' },
      [{ bytes: Buffer.from(V2), fileName: 'b.txt' }],
      { DetailsLevel: 'High' },
      'Modified',
    );
    expect(changes.map((c) => c.Type)).toEqual(['Modified']);
    const boundary = 'XyZ';
    const part = (name: string, fileName: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n\r\n${content}\r\n`;
    const body = `${part('file1', 'one.txt', V1)}${part('file2', 'two.txt', V2)}--${boundary}--\r\n`;
    const response = await server.raw('PUT', '/v2.0/comparison/changes', {
      body: Buffer.from(body),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(200);
    expect((response.json() as unknown[]).length).toBe(2);
  });

  it('PUT /comparison/changes refuses files that together pass the upload limit (413), though each is under it', async () => {
    const boundary = 'TotalCap';
    const chunk = 'x'.repeat(40 * 1024);
    const part = (name: string, fileName: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n\r\n${chunk}\r\n`;
    const body = `${part('sourceFile', 'a.txt')}${part('targetFiles', 'b.txt')}--${boundary}--\r\n`;
    const response = await server.raw('PUT', '/v2.0/comparison/changes', {
      body: Buffer.from(body),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(413);
    expect((response.json() as { error: { code: string } }).error.code).toBe('RequestTooLarge');
  });

  it('saves a comparison result: rel is OutputPath exactly as sent, href downloads it', async () => {
    const outputPath = '\\results\\compared.txt';
    const link = await server.client().comparisons({ ...options, OutputPath: outputPath });
    expect(link.rel).toBe(outputPath);
    expect(link.href).toBe(`${server.url}/v2.0/comparison/storage/file/results/compared.txt`);
    const download = await request(link.href!, { headers: { authorization: `Bearer ${await server.token()}` } });
    expect(download.statusCode).toBe(200);
    const text = await download.body.text();
    expect(text).toContain('Outlook');
    const camelLink = (
      await server.raw('POST', '/v2.0/comparison/comparisons', {
        body: JSON.stringify({ ...options, outputPath: 'results/c2.txt' }),
        casing: 'camel',
      })
    ).json();
    expect(camelLink).toMatchObject({ rel: 'results/c2.txt', type: 'file', title: 'c2.txt' });
  });

  it('applies updates: a rejected change reverts to the source', async () => {
    const changes = await server.client().changes(options);
    const modified = changes.find((c) => c.Type === 'Modified')!;
    const link = await server.client().updates({
      ...options,
      Changes: [{ ...modified, ComparisonAction: 'Reject' }],
      OutputPath: 'results/updated.txt',
    });
    expect(link.rel).toBe('results/updated.txt');
    const text = Buffer.from(await server.client().downloadFile('results/updated.txt')).toString();
    expect(text).toContain('5 percent');
    expect(text).not.toContain('7 percent');
    expect(text).toContain('Outlook');
  });

  it('counts consumption for the client', async () => {
    const before = await server.client().consumption();
    await server.client().info({ FilePath: 'docs/v1.txt' });
    const after = await server.client().consumption();
    expect(after.Credit).toBe(before.Credit + 1);
    expect(after.Quantity).toBeCloseTo(before.Quantity + Buffer.byteLength(V1) / (1024 * 1024), 5);
  });
});

describe('errors', () => {
  it('404 quotes the path as sent', async () => {
    const response = await server.raw('POST', '/v2.0/comparison/info', { body: '{"FilePath":"missing\\\\nope.docx"}' });
    expect(response.status).toBe(404);
    const body = response.json() as {
      error: { code: string; message: string; innerError: { requestId: string; date: string } };
    };
    expect(body.error.message).toBe("Can't find file located at 'missing\\nope.docx'.");
    expect(body.error.innerError.requestId).toBe(response.headers['x-request-id']);
    expect(Number.isNaN(Date.parse(body.error.innerError.date))).toBe(false);
    await expect(server.client().downloadFile('missing.txt')).rejects.toMatchObject({
      status: 404,
      message: "Can't find file located at 'missing.txt'.",
    });
  });

  it('400 for malformed JSON, a bad enum and a missing field, naming the field', async () => {
    expect((await server.raw('POST', '/v2.0/comparison/info', { body: '{"FilePath":' })).status).toBe(400);
    const badEnum = await server.raw('POST', '/v2.0/comparison/changes', {
      body: JSON.stringify({
        SourceFile: { FilePath: 'docs/v1.txt' },
        TargetFiles: [{ FilePath: 'docs/v2.txt' }],
        Settings: { DetailsLevel: 'Huge' },
      }),
    });
    expect(badEnum.status).toBe(400);
    expect((badEnum.json() as { error: { message: string } }).error.message).toContain('Settings.DetailsLevel');
    const missing = await server.raw('POST', '/v2.0/comparison/comparisons', {
      body: '{"SourceFile":{"FilePath":"docs/v1.txt"}}',
    });
    expect(missing.status).toBe(400);
    expect((missing.json() as { error: { message: string } }).error.message).toContain('TargetFiles');
  });

  it('400 for an unknown storage', async () => {
    const response = await server.raw('GET', '/v2.0/comparison/storage/disc?storageName=Nowhere');
    expect(response.status).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(
      "Storage 'Nowhere' is not configured.",
    );
  });

  it('413 for an oversized JSON body and an oversized upload, leaving no file behind', async () => {
    const big = JSON.stringify({ FilePath: 'x'.repeat(20 * 1024) });
    expect((await server.raw('POST', '/v2.0/comparison/info', { body: big })).status).toBe(413);
    const error = await server
      .client()
      .uploadFile('big/too-big.bin', { bytes: new Uint8Array(100 * 1024), fileName: 'too-big.bin' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).status).toBe(413);
    expect(await server.client().objectExists('big/too-big.bin')).toEqual({ Exists: false, IsFolder: false });
    // A declared Content-Length over the limit is refused before the body is read.
    const raw = await server.raw('PUT', '/v2.0/comparison/storage/file/big/declared.bin', {
      body: Buffer.alloc(300 * 1024),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(raw.status).toBe(413);
    expect((raw.json() as { error: { code: string } }).error.code).toBe('RequestTooLarge');
  });

  it('422 for a document the engine cannot read, with its name', async () => {
    await server
      .client()
      .uploadFile('bad/broken.docx', { bytes: Buffer.from('not a zip at all'), fileName: 'broken.docx' });
    const response = await server.raw('POST', '/v2.0/comparison/info', { body: '{"FilePath":"bad/broken.docx"}' });
    expect(response.status).toBe(422);
    expect((response.json() as { error: { message: string } }).error.message).toMatch(/^broken\.docx: /);
  });

  it('422 for a wrong password', async () => {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(
      new URL('../fixtures/real/poi-docx-edge-encrypted-agile-password-pass.docx', import.meta.url),
    );
    await server.client().uploadFile('enc/locked.docx', { bytes, fileName: 'locked.docx' });
    const response = await server.raw('POST', '/v2.0/comparison/info', {
      body: '{"FilePath":"enc/locked.docx","Password":"wrong"}',
    });
    expect(response.status).toBe(422);
    expect((response.json() as { error: { code: string } }).error.code).toBe('WrongPassword');
  });

  it('404 for an unknown route, in the error envelope', async () => {
    const response = await server.raw('GET', '/v2.0/comparison/nothing-here');
    expect(response.status).toBe(404);
    expect((response.json() as { error: { code: string } }).error.code).toBe('NotFound');
  });
});
