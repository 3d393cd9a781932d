import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackend, remoteBackend, selectBackend, type Backend } from '../../src/backend/index';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../server/helpers';

let server: TestServer;
let local: Backend;
let remote: Backend;

const source = { bytes: Buffer.from('Title\n\nThe cat sat.\n\nEnd.\n'), fileName: 'a.txt' };
const target = { bytes: Buffer.from('Title\n\nThe dog sat.\n\nEnd.\n\nPostscript.\n'), fileName: 'b.txt' };

beforeAll(async () => {
  server = await startTestServer();
  local = localBackend();
  remote = remoteBackend({ baseUrl: server.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});

afterAll(async () => {
  await server.stop();
});

describe('local and remote backends give the same answers', () => {
  it('lists changes', async () => {
    const [a, b] = await Promise.all([
      local.listChanges({ source, targets: [target] }),
      remote.listChanges({ source, targets: [target] }),
    ]);
    expect(a.map((c) => c.Type).sort()).toEqual(['Inserted', 'Modified']);
    expect(b).toEqual(a);
  });

  it('compares to a result document and applies decisions', async () => {
    const [a, b] = await Promise.all([local.compare({ source, target }), remote.compare({ source, target })]);
    expect(b.extension).toBe('.txt');
    expect(Buffer.from(b.bytes).toString()).toBe(Buffer.from(a.bytes).toString());
    const changes = await local.listChanges({ source, targets: [target] });
    const decisions = changes.map((c) => ({ Id: c.Id, ComparisonAction: c.Type === 'Modified' ? 'Reject' : 'Accept' }));
    const [x, y] = await Promise.all([
      local.applyChanges({ source, target, decisions }),
      remote.applyChanges({ source, target, decisions }),
    ]);
    expect(Buffer.from(y.bytes).toString()).toBe(Buffer.from(x.bytes).toString());
    expect(Buffer.from(y.bytes).toString()).toContain('The cat sat.');
    expect(Buffer.from(y.bytes).toString()).toContain('Postscript.');
  });

  it('reports info, formats, revisions and previews', async () => {
    expect(await remote.info(source)).toEqual(await local.info(source));
    expect(await remote.formats()).toEqual(await local.formats());
    const tracked = {
      bytes: await readFile(new URL('../fixtures/real/tika-docx-tracked-changes-moves-comments.docx', import.meta.url)),
      fileName: 't.docx',
    };
    const revisions = await remote.listRevisions(tracked);
    expect(revisions.length).toBeGreaterThan(0);
    expect(revisions).toEqual(await local.listRevisions(tracked));
    const accepted = await remote.applyRevisions({ document: tracked, acceptAll: true });
    expect(accepted.extension).toBe('.docx');
    expect(await local.listRevisions({ bytes: accepted.bytes, fileName: 'r.docx' })).toEqual([]);
    const pages = await remote.previews({ document: source, format: 'png' });
    expect(pages.map((p) => p.pageNumber)).toEqual([1]);
    expect(Buffer.from(pages[0].bytes.subarray(1, 4)).toString()).toBe('PNG');
  });

  it('cleans up its temporary folders, also after a failure', async () => {
    await expect(remote.info({ bytes: Buffer.from('garbage'), fileName: 'x.docx' })).rejects.toMatchObject({
      status: 422,
    });
    expect((await server.client().objectExists('docdelta-tmp')).Exists).toBe(false);
  });
});

describe('selectBackend', () => {
  it('is local by default and remote with a URL and credentials', () => {
    expect(selectBackend({}).kind).toBe('local');
    expect(
      selectBackend({}, { DOCDELTA_REMOTE: server.url, DOCDELTA_CLIENT_ID: 'a', DOCDELTA_CLIENT_SECRET: 'b' }).kind,
    ).toBe('remote');
    expect(() => selectBackend({ remote: server.url })).toThrow('needs --client-id and --client-secret');
  });
});
