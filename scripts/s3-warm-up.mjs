// The first PUT on a fresh RADOS Gateway creates its data pools (about a second); scripts/s3-server.sh
// makes it once here, with the S3_TEST_* variables it exported, so that no test pays for it.
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

const client = new S3Client({
  endpoint: process.env.S3_TEST_ENDPOINT,
  region: process.env.S3_TEST_REGION,
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID,
    secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY,
  },
  maxAttempts: 10,
});
const Bucket = 'warm-up';
await client.send(new CreateBucketCommand({ Bucket }));
await client.send(new PutObjectCommand({ Bucket, Key: 'warm-up', Body: 'warm-up' }));
await client.send(new DeleteObjectCommand({ Bucket, Key: 'warm-up' }));
await client.send(new DeleteBucketCommand({ Bucket }));
client.destroy();
