import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ConditionalStore, DeleteOptions, TaggedContent, WriteCondition } from './conditional';
import { StorageError } from './errors';
import { createS3Client, isS3NotFound, s3Failure, s3Status, type S3ClientSettings } from './s3-client';

export interface S3ConditionalStoreOptions extends S3ClientSettings {
  /** Keys live under `prefix/`; give it a prefix (or a bucket) no file storage lists. */
  prefix: string;
  /** Names the store in messages; `S3 <bucket>/<prefix>` when absent. */
  name?: string;
}

/** What the server behind the bucket honours, found out once by trying it on a probe key. */
interface Capabilities {
  /** RGW 16 compares If-Match with the ETag without its quotes; AWS with the quoted one. */
  quoteIfMatch: boolean;
  /** RGW 16 ignores If-Match on DELETE: deletes then become tombstones written on a condition. */
  conditionalDelete: boolean;
}

/** A tombstone is an empty object with this user metadata (x-amz-meta-docdelta-deleted). */
const TOMBSTONE_METADATA = 'docdelta-deleted';
/** An empty entry is stored as one byte with this metadata, so that only tombstones are empty objects. */
const EMPTY_METADATA = 'docdelta-empty';
const PROBE_FOLDER = '.probe/';

/**
 * The replicas' shared state in an S3 bucket, every write on a condition: `If-None-Match: *` to
 * create, `If-Match: <etag>` to replace. Tested against Ceph RGW 16, whose quirks it finds out
 * on first use with a probe key, not by the server's name:
 *
 * - RGW ignores conditions on PUT in a versioned bucket (If-None-Match: * overwrites, If-Match
 *   always fails); the probe finds that and the store refuses to work rather than lose the
 *   guarantee: give it an unversioned bucket.
 * - RGW compares If-Match with the unquoted ETag; the probe tries the quoted form (AWS) first.
 * - RGW ignores If-Match on DELETE. Then `deleteIf` replaces the entry, on its etag, with an
 *   empty tombstone that reads as absent (readTagged, listKeys) and that a create replaces, again
 *   on its etag. A key that may be written again is never deleted unconditionally, so no write
 *   can be lost to a delete; one that is never written again (`final`, a queued job's id) is
 *   dropped outright once its tombstone is written, so queue listings do not grow with the jobs
 *   ever done. An empty entry is stored as one byte marked empty, so only tombstones are empty
 *   objects and a listing skips them by their size alone, without a request per entry.
 * - Entries are written with a single PUT (never multipart: RGW 16's CompleteMultipartUpload
 *   answers an empty ETag), so the etag a write returns is the one the next condition needs.
 */
export class S3ConditionalStore implements ConditionalStore {
  readonly name: string;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly client: S3Client;
  private capabilities?: Promise<Capabilities>;

  constructor(options: S3ConditionalStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.name = options.name ?? `S3 ${options.bucket}/${this.prefix}`;
    this.client = createS3Client(options);
  }

  /** Probes the server when a replica starts, not on its first request; a failure is left for that request to report. */
  async prepare(): Promise<void> {
    await this.probe().catch(() => undefined);
  }

  async readTagged(key: string): Promise<TaggedContent | undefined> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      const content = await response.Body!.transformToByteArray();
      if (isTombstone(response.Metadata, content.length)) return undefined;
      const empty = response.Metadata?.[EMPTY_METADATA] === 'true';
      return { content: empty ? new Uint8Array() : content, etag: unquote(response.ETag) };
    } catch (error) {
      if (isS3NotFound(error)) return undefined;
      throw s3Failure(this.name, error);
    }
  }

  async writeIf(key: string, content: Uint8Array, condition: WriteCondition): Promise<string | undefined> {
    await this.probe();
    const written = await this.putIf(this.key(key), content, condition);
    if (written !== undefined || !('ifNoneMatch' in condition)) return written;
    // The key exists; if only as a tombstone it counts as absent: replace the tombstone on its etag.
    const head = await this.head(this.key(key));
    return head?.tombstone ? this.putIf(this.key(key), content, { ifMatch: head.etag }) : undefined;
  }

  async deleteIf(key: string, etag: string, options: DeleteOptions = {}): Promise<boolean> {
    const { conditionalDelete } = await this.probe();
    if (!conditionalDelete) {
      const tombstone = await this.putIf(this.key(key), new Uint8Array(), { ifMatch: etag }, true);
      if (tombstone === undefined) return false;
      // Nobody writes a final key again, so this unconditional DELETE cannot remove a newer entry.
      // If it fails, the tombstone stays: it still reads as absent and listings skip it by size.
      if (options.final)
        await this.client
          .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }))
          .catch(() => undefined);
      return true;
    }
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key), IfMatch: await this.ifMatch(etag) }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error) || isS3NotFound(error)) return false;
      throw s3Failure(this.name, error);
    }
  }

  /** One unconditional DELETE: a key never written again cannot lose a newer entry to it. */
  async deleteFinal(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
    } catch (error) {
      if (!isS3NotFound(error)) throw s3Failure(this.name, error);
    }
  }

  async listKeys(prefix: string): Promise<string[]> {
    const keys: { key: string; size: number }[] = [];
    try {
      for await (const page of paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: this.key(prefix) },
      )) {
        for (const object of page.Contents ?? [])
          keys.push({ key: object.Key!.slice(this.prefix.length), size: object.Size ?? 0 });
      }
    } catch (error) {
      throw s3Failure(this.name, error);
    }
    // Only a tombstone is an empty object (putIf), so no HEAD is needed to tell which.
    return keys
      .filter(({ key, size }) => size > 0 && !key.startsWith(PROBE_FOLDER))
      .map(({ key }) => key)
      .sort();
  }

  private key(key: string): string {
    return `${this.prefix}${key}`;
  }

  /** The new unquoted etag, or undefined when the condition failed. */
  private async putIf(
    fullKey: string,
    content: Uint8Array,
    condition: WriteCondition,
    tombstone = false,
  ): Promise<string | undefined> {
    const empty = !tombstone && !content.length;
    const body = empty ? new Uint8Array(1) : content;
    try {
      const response = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: fullKey,
          Body: body,
          ContentLength: body.length,
          Metadata: tombstone ? { [TOMBSTONE_METADATA]: 'true' } : empty ? { [EMPTY_METADATA]: 'true' } : undefined,
          ...('ifNoneMatch' in condition ? { IfNoneMatch: '*' } : { IfMatch: await this.ifMatch(condition.ifMatch) }),
        }),
      );
      return unquote(response.ETag);
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw s3Failure(this.name, error);
    }
  }

  private async head(fullKey: string): Promise<{ etag: string; tombstone: boolean } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: fullKey }));
      return { etag: unquote(head.ETag), tombstone: isTombstone(head.Metadata, head.ContentLength ?? 0) };
    } catch (error) {
      if (isS3NotFound(error)) return undefined;
      throw s3Failure(this.name, error);
    }
  }

  private async ifMatch(etag: string): Promise<string> {
    return (await this.probe()).quoteIfMatch ? `"${etag}"` : etag;
  }

  /** Finds out once what the server honours (see the class comment); a failed probe is tried again next time. */
  private probe(): Promise<Capabilities> {
    this.capabilities ??= this.runProbe().catch((error: unknown) => {
      this.capabilities = undefined;
      throw error;
    });
    return this.capabilities;
  }

  private async runProbe(): Promise<Capabilities> {
    const key = this.key(`${PROBE_FOLDER}${randomBytes(8).toString('hex')}`);
    const put = async (extra: { IfNoneMatch?: string; IfMatch?: string }) => {
      try {
        const response = await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: 'probe', ...extra }),
        );
        return unquote(response.ETag);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw s3Failure(this.name, error);
      }
    };
    const refuse = (what: string) =>
      new StorageError(
        `the S3 server behind '${this.name}' ${what} on bucket '${this.bucket}', so replicas could overwrite ` +
          `each other's state; Ceph RGW does so in versioned buckets: use an unversioned bucket for it`,
      );
    try {
      const first = await put({});
      if (first === undefined) throw refuse('refuses an unconditional PUT');
      if ((await put({ IfNoneMatch: '*' })) !== undefined) throw refuse('ignores If-None-Match: *');
      if ((await put({ IfMatch: '"00000000000000000000000000000000"' })) !== undefined)
        throw refuse('ignores If-Match');
      let quoteIfMatch = true;
      let current = await put({ IfMatch: `"${first}"` });
      if (current === undefined) {
        quoteIfMatch = false;
        current = await put({ IfMatch: first });
      }
      if (current === undefined) throw refuse('refuses If-Match with the current ETag');
      // A DELETE that succeeds despite a wrong If-Match ignored the condition (and deleted the probe).
      let conditionalDelete = false;
      try {
        await this.client.send(
          new DeleteObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: quoteIfMatch ? '"0"' : '0' }),
        );
      } catch (error) {
        conditionalDelete = isConditionFailure(error);
        if (!conditionalDelete && s3Status(error) !== 501) throw s3Failure(this.name, error);
      }
      return { quoteIfMatch, conditionalDelete };
    } finally {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(() => undefined);
    }
  }
}

/** 412 Precondition Failed, or AWS's 409 ConditionalRequestConflict when another conditional write is in flight. */
function isConditionFailure(error: unknown): boolean {
  const status = s3Status(error);
  return status === 412 || status === 409;
}

function isTombstone(metadata: Record<string, string> | undefined, size: number): boolean {
  return size === 0 && metadata?.[TOMBSTONE_METADATA] === 'true';
}

function unquote(etag: string | undefined): string {
  return (etag ?? '').replace(/^W\//, '').replace(/"/g, '');
}
