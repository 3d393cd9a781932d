import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOMParser } from '@xmldom/xmldom';
import { request } from 'undici';
import { StorageError, StorageNotFoundError, StoragePathError, StorageQuotaError } from './errors';
import { baseName, parentPath } from './paths';
import { amzDateOf, awsEncode, sha256Hex, signV4 } from './sigv4';
import type { Storage, StoredEntry, StoredVersion, WriteResult } from './types';

export interface S3StorageOptions {
  name: string;
  /** `https://s3.eu-west-1.amazonaws.com` or a compatible server; path-style addressing is used. */
  endpoint: string;
  bucket: string;
  region: string;
  prefix?: string;
  accessKeyId: string;
  secretAccessKey: string;
  quotaBytes?: number;
}

/**
 * A storage in an S3-compatible bucket with versioning enabled, for several servers behind one
 * load balancer. Requests are signed with SigV4 by hand over undici. Folders are zero-byte
 * `name/` keys; a file's versions are the bucket's object versions. Uploads are spooled to a
 * temp file first so each PUT has a known length and memory stays flat.
 */
export class S3Storage implements Storage {
  readonly name: string;
  private readonly prefix: string;
  private readonly quota: number;

  constructor(private readonly options: S3StorageOptions) {
    this.name = options.name;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.quota = options.quotaBytes ?? 100 * 1024 ** 3;
  }

  private key(path: string): string {
    return `${this.prefix}${path}`;
  }

  private async send(
    method: string,
    key: string,
    query: [string, string][] = [],
    body?: { stream: () => Readable; length: number },
    extraHeaders: Record<string, string> = {},
  ) {
    const endpoint = new URL(this.options.endpoint);
    const path = `${endpoint.pathname.replace(/\/$/, '')}/${awsEncode(this.options.bucket)}${key ? `/${key.split('/').map(awsEncode).join('/')}` : ''}`;
    const amzDate = amzDateOf(new Date());
    const payloadHash = body ? 'UNSIGNED-PAYLOAD' : sha256Hex('');
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': payloadHash,
      ...extraHeaders,
    };
    if (body) headers['content-length'] = String(body.length);
    const { authorization } = signV4(
      { method, path, query, headers, payloadHash },
      { ...this.options, service: 's3' },
      amzDate,
    );
    const search = query.length
      ? `?${query.map(([k, v]) => (v === '' ? awsEncode(k) : `${awsEncode(k)}=${awsEncode(v)}`)).join('&')}`
      : '';
    const response = await request(`${endpoint.origin}${path}${search}`, {
      method: method as 'GET',
      headers: { ...headers, authorization },
      body: body?.stream(),
    });
    return response;
  }

  private async expectOk(response: Awaited<ReturnType<S3Storage['send']>>, path: string): Promise<void> {
    if (response.statusCode === 404) {
      await response.body.dump();
      throw new StorageNotFoundError(path);
    }
    if (response.statusCode >= 300) {
      const text = await response.body.text();
      const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? String(response.statusCode);
      throw new StorageError(`the S3 storage '${this.name}' answered ${response.statusCode} ${code}`);
    }
  }

  private async xml(method: string, query: [string, string][]) {
    const response = await this.send(method, '', query);
    await this.expectOk(response, '');
    return new DOMParser().parseFromString(await response.body.text(), 'text/xml');
  }

  async stat(path: string, versionId?: string): Promise<StoredEntry | undefined> {
    if (!path) return { name: '', path: '', isFolder: true, size: 0, modified: new Date(0) };
    const response = await this.send('HEAD', this.key(path), versionId ? [['versionId', versionId]] : []);
    await response.body.dump();
    if (response.statusCode === 200) {
      return {
        name: baseName(path),
        path,
        isFolder: false,
        size: Number(response.headers['content-length'] ?? 0),
        modified: new Date(String(response.headers['last-modified'] ?? 0)),
      };
    }
    if (versionId) return undefined;
    const listed = await this.listKeys(`${this.key(path)}/`, undefined, 1);
    return listed.keys.length || listed.prefixes.length
      ? { name: baseName(path), path, isFolder: true, size: 0, modified: new Date(0) }
      : undefined;
  }

  private async listKeys(prefix: string, delimiter: string | undefined, maxKeys = 1000) {
    const keys: { key: string; size: number; modified: Date }[] = [];
    const prefixes: string[] = [];
    let token: string | undefined;
    do {
      const query: [string, string][] = [
        ['list-type', '2'],
        ['prefix', prefix],
        ['max-keys', String(maxKeys)],
      ];
      if (delimiter) query.push(['delimiter', delimiter]);
      if (token) query.push(['continuation-token', token]);
      const doc = await this.xml('GET', query);
      for (const node of Array.from(doc.getElementsByTagName('Contents'))) {
        keys.push({
          key: text(node, 'Key'),
          size: Number(text(node, 'Size')),
          modified: new Date(text(node, 'LastModified')),
        });
      }
      for (const node of Array.from(doc.getElementsByTagName('CommonPrefixes'))) prefixes.push(text(node, 'Prefix'));
      token =
        text(doc.documentElement!, 'IsTruncated') === 'true' && maxKeys === 1000
          ? text(doc.documentElement!, 'NextContinuationToken')
          : undefined;
    } while (token);
    return { keys, prefixes };
  }

  async list(folder: string): Promise<StoredEntry[]> {
    const prefix = folder ? `${this.key(folder)}/` : this.prefix;
    const { keys, prefixes } = await this.listKeys(prefix, '/');
    if (folder && !keys.length && !prefixes.length) throw new StorageNotFoundError(folder);
    const strip = (key: string) => key.slice(this.prefix.length).replace(/\/$/, '');
    const entries: StoredEntry[] = [
      ...prefixes.map((p) => ({
        name: baseName(strip(p)),
        path: strip(p),
        isFolder: true,
        size: 0,
        modified: new Date(0),
      })),
      ...keys
        .filter((k) => k.key !== prefix && !k.key.endsWith('/'))
        .map((k) => ({
          name: baseName(strip(k.key)),
          path: strip(k.key),
          isFolder: false,
          size: k.size,
          modified: k.modified,
        })),
    ];
    return entries.sort((a, b) => a.name.localeCompare(b.name));
  }

  async openRead(path: string, versionId?: string): Promise<{ size: number; body: Readable }> {
    if (!path) throw new StorageNotFoundError(path);
    const response = await this.send('GET', this.key(path), versionId ? [['versionId', versionId]] : []);
    await this.expectOk(response, path);
    return { size: Number(response.headers['content-length'] ?? 0), body: Readable.from(response.body) };
  }

  async readBytes(path: string, versionId?: string): Promise<Uint8Array> {
    const { body } = await this.openRead(path, versionId);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async write(path: string, content: Uint8Array | Readable): Promise<WriteResult> {
    if (!path) throw new StoragePathError('a file needs a name; the storage root is a folder');
    const available = this.quota - (await this.usage()).used;
    const folder = await mkdtemp(join(tmpdir(), 'docdelta-s3-'));
    const spool = join(folder, randomBytes(6).toString('hex'));
    try {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _e, callback) {
          size += chunk.length;
          callback(size > available ? new StorageQuotaError('the storage is full') : null, chunk);
        },
      });
      await pipeline(
        content instanceof Uint8Array ? Readable.from([Buffer.from(content)]) : content,
        counter,
        createWriteStream(spool),
      );
      const length = (await stat(spool)).size;
      const response = await this.send('PUT', this.key(path), [], { stream: () => createReadStream(spool), length });
      await this.expectOk(response, path);
      await response.body.dump();
      const parent = parentPath(path);
      if (parent) await this.createFolder(parent);
      return { versionId: String(response.headers['x-amz-version-id'] ?? 'null'), size: length };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async deleteFile(path: string, versionId?: string): Promise<void> {
    const entry = await this.stat(path);
    if (!entry || entry.isFolder) throw new StorageNotFoundError(path);
    const ids = versionId ? [versionId] : (await this.versions(path)).map((v) => v.versionId);
    for (const id of ids) {
      const response = await this.send('DELETE', this.key(path), [['versionId', id]]);
      await this.expectOk(response, path);
      await response.body.dump();
    }
  }

  async createFolder(path: string): Promise<void> {
    let current = '';
    for (const segment of path.split('/').filter(Boolean)) {
      current = current ? `${current}/${segment}` : segment;
      const response = await this.send('PUT', `${this.key(current)}/`, [], {
        stream: () => Readable.from([]),
        length: 0,
      });
      await this.expectOk(response, current);
      await response.body.dump();
    }
  }

  async deleteFolder(path: string, recursive: boolean): Promise<void> {
    if (!path) throw new StoragePathError('the storage root cannot be deleted');
    const entry = await this.stat(path);
    if (!entry) return;
    if (!entry.isFolder) throw new StoragePathError(`'${path}' is a file, not a folder`);
    const { keys } = await this.listKeys(`${this.key(path)}/`, undefined);
    const children = keys.filter((k) => k.key !== `${this.key(path)}/`);
    if (children.length && !recursive)
      throw new StoragePathError(`the folder '${path}' is not empty; delete it with recursive=true`);
    for (const versionKey of await this.allVersions(`${this.key(path)}/`)) {
      const response = await this.send('DELETE', versionKey.key, [['versionId', versionKey.versionId]]);
      await response.body.dump();
    }
  }

  private async allVersions(prefix: string) {
    const doc = await this.xml('GET', [
      ['versions', ''],
      ['prefix', prefix],
    ]);
    return Array.from(doc.getElementsByTagName('Version')).map((node) => ({
      key: text(node, 'Key'),
      versionId: text(node, 'VersionId'),
      isLatest: text(node, 'IsLatest') === 'true',
      size: Number(text(node, 'Size')),
      modified: new Date(text(node, 'LastModified')),
    }));
  }

  async versions(path: string): Promise<StoredVersion[]> {
    const key = this.key(path);
    const versions = (await this.allVersions(key)).filter((v) => v.key === key);
    if (!versions.length) throw new StorageNotFoundError(path);
    return versions.map((v) => ({
      name: baseName(path),
      path,
      isFolder: false,
      size: v.size,
      modified: v.modified,
      versionId: v.versionId,
      isLatest: v.isLatest,
    }));
  }

  async usage(): Promise<{ used: number; total: number }> {
    const versions = await this.allVersions(this.prefix);
    return { used: versions.reduce((sum, v) => sum + v.size, 0), total: this.quota };
  }
}

function text(
  node: { getElementsByTagName(name: string): ArrayLike<{ textContent: string | null }> },
  tag: string,
): string {
  return node.getElementsByTagName(tag)[0]?.textContent ?? '';
}
