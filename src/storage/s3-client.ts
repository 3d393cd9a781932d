import { S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { StorageError } from './errors';

/**
 * How to reach one S3 bucket: AWS itself or any S3-compatible server (Ceph RGW, MinIO, …).
 * Shared by the file storage (S3Storage) and the replicas' conditional store (S3ConditionalStore).
 */
export interface S3ClientSettings {
  bucket: string;
  /** `https://s3.eu-west-1.amazonaws.com` or a compatible server; AWS's own endpoint for the region when absent. */
  endpoint?: string;
  /** The SDK's region chain (AWS_REGION, the profile) when absent, else us-east-1. */
  region?: string;
  /**
   * Path-style addressing (`endpoint/bucket/key`) rather than virtual-host (`bucket.endpoint/key`).
   * Defaults to path-style when an endpoint is given (what most S3-compatible servers expect) and
   * virtual-host on AWS.
   */
  pathStyle?: boolean;
  /**
   * Static credentials. When absent, the SDK's default provider chain finds them: environment
   * (AWS_ACCESS_KEY_ID…), web identity (Kubernetes service accounts), SSO and shared profiles
   * (AWS_PROFILE or `profile`), ECS and EC2 instance roles.
   */
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** A profile of ~/.aws/config and ~/.aws/credentials, for the default provider chain. */
  profile?: string;
  /** Attempts per request, retries included (the SDK's standard retry strategy); the SDK's 3 when absent. */
  maxAttempts?: number;
  /** The SDK's HTTP handler or its options (an agent for a proxy or a DNS override); not read from config files. */
  requestHandler?: S3ClientConfig['requestHandler'];
}

export function createS3Client(settings: S3ClientSettings): S3Client {
  if (Boolean(settings.accessKeyId) !== Boolean(settings.secretAccessKey))
    throw new StorageError('S3 settings need both accessKeyId and secretAccessKey, or neither (to use the AWS chain)');
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region ?? (settings.endpoint ? 'us-east-1' : undefined),
    forcePathStyle: settings.pathStyle ?? Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
            sessionToken: settings.sessionToken,
          }
        : undefined,
    profile: settings.profile,
    maxAttempts: settings.maxAttempts,
    requestHandler: settings.requestHandler,
    // The SDK's default since 2025 adds CRC32 checksums to every upload, which needs the body's
    // length up front (S3-compatible servers answer 411 to a streamed body) and which RGW 16 does
    // not know; checksums only where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The HTTP status of an S3 failure, or undefined when the request never got an answer. */
export function s3Status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export function isS3NotFound(error: unknown): boolean {
  const status = s3Status(error);
  return (
    status === 404 || (error instanceof S3ServiceException && /^(NoSuchKey|NotFound|NoSuchVersion)$/.test(error.name))
  );
}

/**
 * A one-line StorageError for a failed S3 request: the storage, the HTTP status and S3's error
 * code, or the network error's code. Never the request, whose headers carry the signature.
 */
export function s3Failure(storage: string, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return new StorageError(`the S3 storage '${storage}' answered ${status ?? ''} ${error.name}`.replace('  ', ' '));
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  const name = error instanceof Error ? error.name : 'Error';
  if (name === 'CredentialsProviderError')
    return new StorageError(
      `the S3 storage '${storage}' has no credentials: none configured and none found by the AWS chain`,
    );
  return new StorageError(
    `the S3 storage '${storage}' could not be reached: ${typeof code === 'string' ? code : name}`,
  );
}
