import { Transform, pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  type ListObjectVersionsCommandOutput,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { StorageNotFoundError, StoragePathError, StorageQuotaError } from './errors';
import { baseName, parentPath } from './paths';
import { createS3Client, isS3NotFound, s3Failure, s3Status, type S3ClientSettings } from './s3-client';
import type { Storage, StoredEntry, StoredVersion, WriteResult } from './types';

export interface S3StorageOptions extends S3ClientSettings {
  name: string;
  /** Keys of this storage start with `prefix/`, so one bucket can hold several storages. */
  prefix?: string;
  /** Enforced on every write (at the cost of listing the storage's versions); 100 GiB is reported when absent. */
  quotaBytes?: number;
  /** Bytes per part of a multipart upload (5 MiB at least); a body no larger than one part goes up in one PUT. */
  partSizeBytes?: number;
  /** Parts of one upload in flight, and so in memory, at once. */
  uploadQueueSize?: number;
}

interface ObjectVersion {
  key: string;
  versionId: string;
  isLatest: boolean;
  size: number;
  modified: Date;
  deleteMarker: boolean;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * A storage in an S3 bucket (AWS or S3-compatible, tested against Ceph's RADOS Gateway), for
 * several servers behind one load balancer. Requests go through the AWS SDK (signing, the
 * credential chain, retries). A file's versions are the bucket's object versions, so the bucket
 * needs versioning enabled to keep them. A folder is implied by the keys under it, as S3 tools
 * show them: writing a file is one PUT, with no request for its folders. A zero-byte `name/` key
 * (a folder marker) is written only where a folder must exist with nothing in it: one created
 * empty, or one whose last file or folder was deleted (the API keeps such folders). Uploads
 * stream in parts (lib-storage), a few parts in memory at a time.
 */
export class S3Storage implements Storage {
  readonly name: string;
  private readonly prefix: string;
  private readonly quota: number;
  private readonly bucket: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.name = options.name;
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.quota = options.quotaBytes ?? 100 * 1024 ** 3;
    this.client = createS3Client(options);
  }

  private key(path: string): string {
    return `${this.prefix}${path}`;
  }

  /** Runs one S3 call; failures become StorageErrors naming this storage. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw s3Failure(this.name, error);
    }
  }

  async stat(path: string, versionId?: string): Promise<StoredEntry | undefined> {
    if (!path) return { name: '', path: '', isFolder: true, size: 0, modified: new Date(0) };
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path), VersionId: versionId }),
      );
      return {
        name: baseName(path),
        path,
        isFolder: false,
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      // An unknown version id is 400 on some servers, and a delete marker's is 405.
      const status = s3Status(error);
      if (versionId && (status === 400 || status === 404 || status === 405)) return undefined;
      if (!isS3NotFound(error)) throw s3Failure(this.name, error);
    }
    if (versionId) return undefined;
    const listed = await this.call(() =>
      this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.key(path)}/`, MaxKeys: 1 })),
    );
    return listed.KeyCount ? { name: baseName(path), path, isFolder: true, size: 0, modified: new Date(0) } : undefined;
  }

  async list(folder: string): Promise<StoredEntry[]> {
    const prefix = folder ? `${this.key(folder)}/` : this.prefix;
    const strip = (key: string) => key.slice(this.prefix.length).replace(/\/$/, '');
    const entries: StoredEntry[] = [];
    let found = false;
    await this.call(async () => {
      for await (const page of paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: prefix, Delimiter: '/' },
      )) {
        for (const common of page.CommonPrefixes ?? []) {
          found = true;
          const path = strip(common.Prefix!);
          entries.push({ name: baseName(path), path, isFolder: true, size: 0, modified: new Date(0) });
        }
        for (const object of page.Contents ?? []) {
          found = true;
          if (object.Key === prefix || object.Key!.endsWith('/')) continue;
          const path = strip(object.Key!);
          entries.push({
            name: baseName(path),
            path,
            isFolder: false,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          });
        }
      }
    });
    if (folder && !found) throw new StorageNotFoundError(folder);
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async openRead(path: string, versionId?: string): Promise<{ size: number; body: Readable }> {
    if (!path) throw new StorageNotFoundError(path);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(path), VersionId: versionId }),
      );
      return { size: response.ContentLength ?? 0, body: response.Body as Readable };
    } catch (error) {
      const status = s3Status(error);
      if (isS3NotFound(error) || (versionId && (status === 400 || status === 405)))
        throw new StorageNotFoundError(path);
      throw s3Failure(this.name, error);
    }
  }

  async readBytes(path: string, versionId?: string): Promise<Uint8Array> {
    const { body } = await this.openRead(path, versionId);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async write(path: string, content: Uint8Array | Readable): Promise<WriteResult> {
    if (!path) throw new StoragePathError('a file needs a name; the storage root is a folder');
    // Usage is the sum over every object version: a listing of the whole storage. It is paid on each
    // write only when a quota was configured; without one, the default total is only reported.
    const available = this.options.quotaBytes === undefined ? Infinity : this.quota - (await this.usage()).used;
    const full = () => new StorageQuotaError('the storage is full');
    let size = 0;
    let body: Buffer | Readable;
    if (content instanceof Uint8Array) {
      if (content.length > available) throw full();
      size = content.length;
      body = Buffer.from(content.buffer, content.byteOffset, content.length);
    } else {
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(size > available ? full() : null, chunk);
        },
      });
      // A failing source (a client that hung up) fails the upload, which lib-storage then aborts.
      body = pipeline(content, counter, () => {});
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(path), Body: body },
      partSize: Math.max(MIN_PART_SIZE, this.options.partSizeBytes ?? 8 * 1024 * 1024),
      queueSize: this.options.uploadQueueSize ?? 2,
      leavePartsOnError: false,
    });
    let versionId: string | undefined;
    try {
      versionId = (await upload.done()).VersionId;
    } catch (error) {
      if (size > available) throw full();
      // The source's own failure (a client that hung up) is told as it is; S3's and the network's name this storage.
      if (error instanceof S3ServiceException || (error instanceof Error && 'code' in error))
        throw s3Failure(this.name, error);
      throw error;
    }
    return { versionId: versionId ?? 'null', size };
  }

  private async putFolderMarker(path: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: `${this.key(path)}/`, Body: '', ContentLength: 0 }),
      ),
    );
  }

  /** True when some key (a file, a folder marker) lies under `path/`: the folder exists. */
  private async hasKeysUnder(path: string): Promise<boolean> {
    const listed = await this.call(() =>
      this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.key(path)}/`, MaxKeys: 1 })),
    );
    return Boolean(listed.KeyCount);
  }

  /**
   * A marker for `path` unless keys under it already make it exist (the folders above are implied
   * by the marker's key). Markers are not rewritten: in a versioned bucket each rewrite would be a
   * new version.
   */
  private async ensureFolder(path: string): Promise<void> {
    if (!path || (await this.hasKeysUnder(path))) return;
    await this.putFolderMarker(path);
  }

  private async objectVersions(prefix: string): Promise<ObjectVersion[]> {
    const out: ObjectVersion[] = [];
    await this.call(async () => {
      // The SDK has no paginator for ListObjectVersions.
      let page: ListObjectVersionsCommandOutput | undefined;
      do {
        page = await this.client.send(
          new ListObjectVersionsCommand({
            Bucket: this.bucket,
            Prefix: prefix,
            KeyMarker: page?.NextKeyMarker,
            VersionIdMarker: page?.NextVersionIdMarker,
          }),
        );
        for (const v of page.Versions ?? [])
          out.push({
            key: v.Key!,
            versionId: v.VersionId ?? 'null',
            isLatest: v.IsLatest ?? false,
            size: v.Size ?? 0,
            modified: v.LastModified ?? new Date(0),
            deleteMarker: false,
          });
        for (const m of page.DeleteMarkers ?? [])
          out.push({
            key: m.Key!,
            versionId: m.VersionId ?? 'null',
            isLatest: m.IsLatest ?? false,
            size: 0,
            modified: m.LastModified ?? new Date(0),
            deleteMarker: true,
          });
      } while (page.IsTruncated);
    });
    return out;
  }

  /** Deletes object versions for good (delete markers included), a thousand per request. */
  private async deleteVersions(versions: { key: string; versionId: string }[]): Promise<void> {
    for (let at = 0; at < versions.length; at += 1000) {
      const batch = versions.slice(at, at + 1000);
      const result = await this.call(() =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((v) => ({ Key: v.key, VersionId: v.versionId })), Quiet: true },
          }),
        ),
      );
      const failed = result.Errors?.[0];
      if (failed)
        throw s3Failure(this.name, Object.assign(new Error(failed.Code ?? 'DeleteFailed'), { code: failed.Code }));
    }
  }

  async deleteFile(path: string, versionId?: string): Promise<void> {
    const versions = await this.fileVersions(path);
    if (!versions) throw new StorageNotFoundError(path);
    const latest = versions.find((v) => v.isLatest)!;
    if (versionId && versionId !== latest.versionId) {
      if (!versions.some((v) => v.versionId === versionId)) throw new StorageNotFoundError(path);
      await this.call(() =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path), VersionId: versionId })),
      );
      return;
    }
    // Deleting the file (or its latest version) deletes it with its history, as the vendor's storage does.
    const key = this.key(path);
    await this.deleteVersions((await this.objectVersions(key)).filter((v) => v.key === key));
    // Its folder stays, as on a disk, even when the file was the last key that implied it.
    await this.ensureFolder(parentPath(path));
  }

  async createFolder(path: string): Promise<void> {
    await this.ensureFolder(path);
  }

  async deleteFolder(path: string, recursive: boolean): Promise<void> {
    if (!path) throw new StoragePathError('the storage root cannot be deleted');
    const entry = await this.stat(path);
    if (!entry) return;
    if (!entry.isFolder) throw new StoragePathError(`'${path}' is a file, not a folder`);
    const prefix = `${this.key(path)}/`;
    if (!recursive) {
      // The folder's own marker and at most one more key are enough to tell.
      const first = await this.call(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 2 })),
      );
      if ((first.Contents ?? []).some((object) => object.Key !== prefix))
        throw new StoragePathError(`the folder '${path}' is not empty; delete it with recursive=true`);
    }
    await this.deleteVersions(await this.objectVersions(prefix));
    await this.ensureFolder(parentPath(path));
  }

  /** The versions of a file, newest first, or undefined when it does not exist (or its latest is a delete marker). */
  private async fileVersions(path: string): Promise<ObjectVersion[] | undefined> {
    if (!path) return undefined;
    const key = this.key(path);
    const versions = (await this.objectVersions(key)).filter((v) => v.key === key);
    const latest = versions.find((v) => v.isLatest);
    if (!latest || latest.deleteMarker) return undefined;
    return versions.filter((v) => !v.deleteMarker).sort((a, b) => Number(b.isLatest) - Number(a.isLatest));
  }

  async versions(path: string): Promise<StoredVersion[]> {
    const versions = await this.fileVersions(path);
    if (!versions) throw new StorageNotFoundError(path);
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
    const versions = await this.objectVersions(this.prefix);
    return { used: versions.reduce((sum, v) => sum + v.size, 0), total: this.quota };
  }
}
