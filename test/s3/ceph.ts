import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createS3Client, type S3ClientSettings } from '../../src/storage/s3-client';

/**
 * The S3 server these tests talk to: Ceph's RADOS Gateway started by scripts/s3-server.sh
 * (`npm run test:s3`), which exports S3_TEST_*. Without it these tests fail: they never skip
 * and never fall back to a stand-in.
 */
export function cephSettings(): Required<
  Pick<S3ClientSettings, 'endpoint' | 'region' | 'accessKeyId' | 'secretAccessKey'>
> {
  const { S3_TEST_ENDPOINT, S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY } = process.env;
  if (!S3_TEST_ENDPOINT || !S3_TEST_ACCESS_KEY_ID || !S3_TEST_SECRET_ACCESS_KEY)
    throw new Error('S3_TEST_ENDPOINT is not set: run the S3 tests with `npm run test:s3`, which starts Ceph RGW');
  return {
    endpoint: S3_TEST_ENDPOINT,
    region: S3_TEST_REGION ?? 'us-east-1',
    accessKeyId: S3_TEST_ACCESS_KEY_ID,
    secretAccessKey: S3_TEST_SECRET_ACCESS_KEY,
  };
}

/** A fresh bucket (versioned unless told otherwise), and a cleanup that empties and removes it. */
export async function freshBucket(
  options: { versioned?: boolean } = {},
): Promise<{ bucket: string; client: S3Client; cleanup: () => Promise<void> }> {
  const bucket = `test-${randomBytes(6).toString('hex')}`;
  const client = createS3Client({ ...cephSettings(), bucket });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  if (options.versioned ?? true)
    await client.send(
      new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }),
    );
  return {
    bucket,
    client,
    cleanup: async () => {
      const listed = await client.send(new ListObjectVersionsCommand({ Bucket: bucket }));
      const objects = [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])].map((v) => ({
        Key: v.Key,
        VersionId: v.VersionId,
      }));
      if (objects.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects } }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}
