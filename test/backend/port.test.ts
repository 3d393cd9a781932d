import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackend, remoteBackend, RemoteBackendError, selectBackend, type Backend } from '../../src/backend/index';
import { imageSize } from '../../src/backend/remote';
import { listRevisions } from '../../src/engine/revisions';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../server/helpers';

let server: TestServer;
let local: Backend;
let remote: Backend;

const source = { bytes: Buffer.from('Title\n\nThe cat sat.\n\nEnd.\n'), fileName: 'a.txt' };
const target = { bytes: Buffer.from('Title\n\nThe dog sat.\n\nEnd.\n\nPostscript.\n'), fileName: 'b.txt' };
const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  server = await startTestServer();
  local = localBackend();
  remote = remoteBackend({ baseUrl: server.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});

afterAll(async () => {
  await server.stop();
});

describe('operations the CLI needs from the port', () => {
  it('changesReport: places from the engine only, the same records from both', async () => {
    const [a, b] = await Promise.all([
      local.changesReport({ source, targets: [target] }),
      remote.changesReport({ source, targets: [target] }),
    ]);
    expect(a.places).toHaveLength(2);
    expect(a.places!.every((place) => place.length > 0)).toBe(true);
    expect(b.places).toBeUndefined();
    expect(b.changes).toEqual(a.changes);
  });

  it("puts the caller's file names back into Authors of several targets", async () => {
    const other = { bytes: Buffer.from('Title\n\nThe cat sat down.\n'), fileName: 'dir/c.txt' };
    const changes = await remote.listChanges({ source, targets: [target, other] });
    expect(new Set(changes.map((c) => c.Authors?.at(-1)))).toEqual(new Set(['b.txt', 'dir/c.txt']));
    expect(changes).toEqual(await local.listChanges({ source, targets: [target, other] }));
  });

  it('compareVersions: a missing side is an empty document on both backends; an empty file is said to be one', async () => {
    const v1 = { bytes: await fixture('samples/policy-v1.docx'), fileName: 'a/policy.docx' };
    for (const request of [{ after: v1 }, { before: v1 }]) {
      const [a, b] = await Promise.all([local.compareVersions(request), remote.compareVersions(request)]);
      expect(new Set(a.changes.map((c) => c.Type))).toEqual(new Set([request.after ? 'Inserted' : 'Deleted']));
      expect(a.places).toHaveLength(a.changes.length);
      expect(a.warnings).toEqual([]);
      expect(b.changes).toEqual(a.changes);
    }
    const empty = { bytes: new Uint8Array(), fileName: 'b/policy.docx' };
    const emptied = await local.compareVersions({ before: v1, after: empty });
    expect(emptied.changes).toEqual((await local.compareVersions({ before: v1 })).changes);
    expect(emptied.warnings).toEqual(['b/policy.docx: the file is empty (0 bytes); compared as an empty document']);
    await expect(local.compare({ source: v1, target: empty })).rejects.toThrow(
      'b/policy.docx is empty (0 bytes): a result document needs two',
    );
  });

  it('compare and applyChanges return their changes; mode reaches the service', async () => {
    const [a, b] = await Promise.all([
      local.compare({ source, target, withChanges: true }),
      remote.compare({ source, target, withChanges: true }),
    ]);
    expect(b.changes?.map((c) => c.Type)).toEqual(['Modified', 'Inserted']);
    expect(b.changes).toEqual(a.changes);
    const decisions = [{ Id: 0, ComparisonAction: 'Reject' }];
    const applied = await remote.applyChanges({ source, target, decisions, withChanges: true });
    expect(applied.changes).toHaveLength(2);
    expect(Buffer.from(applied.bytes).toString()).toContain('The cat sat.');
    const v1 = { bytes: await fixture('samples/policy-v1.docx'), fileName: 'v1.docx' };
    const v2 = { bytes: await fixture('samples/policy-v2.docx'), fileName: 'v2.docx' };
    const tracked = await remote.compare({ source: v1, target: v2, mode: 'tracked' });
    expect((await listRevisions({ bytes: tracked.bytes, fileName: 'r.docx' })).length).toBeGreaterThan(0);
    const styled = await remote.compare({
      source: v1,
      target: v2,
      mode: 'styled',
      settings: { WordTrackChanges: true },
    });
    expect(await listRevisions({ bytes: styled.bytes, fileName: 's.docx' })).toEqual([]);
  });

  it('sends the engine defaults with partial Settings, so results match the local ones', async () => {
    // The API's schema defaults ShowDeletedContent to false; the engine shows deleted content.
    const settings = { SensitivityOfComparison: 75 };
    const [a, b] = await Promise.all([
      local.listChanges({ source, targets: [target], settings }),
      remote.listChanges({ source, targets: [target], settings }),
    ]);
    expect(b).toEqual(a);
    const [x, y] = await Promise.all([
      local.compare({ source, target, settings }),
      remote.compare({ source, target, settings }),
    ]);
    expect(Buffer.from(y.bytes).toString()).toBe(Buffer.from(x.bytes).toString());
  });

  it('applyRevisions reports the revisions left, like the engine', async () => {
    const document = { bytes: await fixture('real/tika-docx-tracked-changes-moves-comments.docx'), fileName: 't.docx' };
    const list = await local.listRevisions(document);
    const decisions = [{ Id: list[0].Id, Action: 'Accept' }];
    const [a, b] = await Promise.all([
      local.applyRevisions({ document, revisions: decisions }),
      remote.applyRevisions({ document, revisions: decisions }),
    ]);
    expect(a.remaining).toBe(list.length - 1);
    expect(b.remaining).toBe(a.remaining);
    await expect(
      remote.applyRevisions({ document, acceptAll: true, settings: { PasswordSaveOption: 'User', Password: 'x' } }),
    ).rejects.toThrow('PasswordSaveOption User is local only');
  });

  it('renderPreviews gives page sizes from both backends', async () => {
    const [a, b] = await Promise.all([
      local.renderPreviews({ document: source, format: 'png', width: 200 }),
      remote.renderPreviews({ document: source, format: 'png', width: 200 }),
    ]);
    expect(a.pages.map((p) => [p.pageNumber, p.width])).toEqual([[1, 200]]);
    expect(b.pages.map((p) => [p.pageNumber, p.width, p.height])).toEqual(
      a.pages.map((p) => [p.pageNumber, p.width, p.height]),
    );
    await expect(remote.renderPreviews({ document: source, format: 'png', office: 'builtin' })).rejects.toThrow(
      "office 'builtin' is local only",
    );
  });

  it('refuses a revision author remotely instead of dropping it', async () => {
    await expect(remote.compare({ source, target, author: 'Me' })).rejects.toBeInstanceOf(RemoteBackendError);
    expect((await local.compare({ source, target, author: 'Me' })).extension).toBe('.txt');
  });
});

describe('remote errors', () => {
  it("name the caller's file, not the temporary upload", async () => {
    const error = await remote
      .info({ bytes: Buffer.from('garbage'), fileName: 'reports/x.docx' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteBackendError);
    expect(error).toMatchObject({ status: 422, fileName: 'reports/x.docx' });
    expect((error as Error).message).not.toContain('docdelta-tmp');
    expect((error as Error).message).not.toContain('0-document');
  });

  it('name the server for bad credentials, without the secret or user-info', async () => {
    const url = server.url.replace('http://', 'http://user:pw@');
    const wrong = remoteBackend({ baseUrl: url, clientId: CLIENT_ID, clientSecret: 'nope-secret' });
    const error = (await wrong.formats().catch((e: unknown) => e)) as RemoteBackendError;
    expect(error.message).toBe(`${server.url}: the client id or secret was refused (invalid_client)`);
    expect(error.status).toBe(401);
  });
});

describe('selectBackend and image sizes', () => {
  it('reads DOCDELTA_REMOTE_URL and refuses other schemes', () => {
    expect(
      selectBackend({}, { DOCDELTA_REMOTE_URL: server.url, DOCDELTA_CLIENT_ID: 'a', DOCDELTA_CLIENT_SECRET: 'b' }).kind,
    ).toBe('remote');
    expect(() => selectBackend({ remote: 'file:///x', clientId: 'a', clientSecret: 'b' })).toThrow(
      "the remote 'file:///x' is not an http(s) URL",
    );
  });

  it('reads PNG, BMP and JPEG headers', () => {
    const png = Buffer.alloc(24);
    png.set([0x89, 0x50, 0x4e, 0x47]);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize(png)).toEqual({ width: 640, height: 480 });
    const bmp = Buffer.alloc(26);
    bmp.set([0x42, 0x4d]);
    bmp.writeInt32LE(10, 18);
    bmp.writeInt32LE(-20, 22);
    expect(imageSize(bmp)).toEqual({ width: 10, height: 20 });
    // SOI, an APP0 segment of 4 bytes, then SOF0 with height 30 and width 40.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x1e, 0x00, 0x28, 0x03, 0, 0,
      0, 0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 40, height: 30 });
    expect(imageSize(Buffer.from('not an image'))).toEqual({});
  });
});
