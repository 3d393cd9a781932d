import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4, sha256Hex } from '../../src/storage/sigv4';

interface Version {
  id: string;
  body: Buffer;
  modified: Date;
}

/**
 * A protocol-level stand-in for a versioned S3 bucket on loopback: PUT/GET/HEAD/DELETE object
 * (with versionId), ListObjectsV2 (prefix, delimiter, max-keys) and ListObjectVersions. It
 * checks every request's SigV4 signature with the shared secret and answers 403
 * SignatureDoesNotMatch otherwise, as S3 does.
 */
export async function startS3Stub(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}) {
  const objects = new Map<string, Version[]>();
  let counter = 0;
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, 'http://stub');
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      const auth = String(req.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
      const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
      const query = [...url.searchParams.entries()] as [string, string][];
      const expected = signV4(
        {
          method: req.method!,
          path: url.pathname,
          query,
          headers,
          payloadHash: String(req.headers['x-amz-content-sha256']),
        },
        { ...credentials, service: 's3' },
        String(req.headers['x-amz-date']),
      );
      const xml = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
      };
      if (auth !== expected.authorization || !signed.includes('host'))
        return xml(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
      if (
        req.headers['x-amz-content-sha256'] !== 'UNSIGNED-PAYLOAD' &&
        req.headers['x-amz-content-sha256'] !== sha256Hex(body)
      )
        return xml(400, '<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
      const [, bucket, ...rest] = url.pathname.split('/');
      if (decodeURIComponent(bucket) !== credentials.bucket)
        return xml(404, '<Error><Code>NoSuchBucket</Code></Error>');
      const key = rest.map(decodeURIComponent).join('/');
      const versionId = url.searchParams.get('versionId');
      const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      if (!key && req.method === 'GET' && url.searchParams.has('versions')) {
        const prefix = url.searchParams.get('prefix') ?? '';
        const items = [...objects.entries()]
          .filter(([k]) => k.startsWith(prefix))
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .flatMap(([k, versions]) =>
            [...versions]
              .reverse()
              .map(
                (v, i) =>
                  `<Version><Key>${esc(k)}</Key><VersionId>${v.id}</VersionId><IsLatest>${i === 0}</IsLatest><LastModified>${v.modified.toISOString()}</LastModified><Size>${v.body.length}</Size></Version>`,
              ),
          );
        return xml(200, `<ListVersionsResult>${items.join('')}</ListVersionsResult>`);
      }
      if (!key && req.method === 'GET') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const delimiter = url.searchParams.get('delimiter');
        const max = Number(url.searchParams.get('max-keys') ?? 1000);
        const contents: string[] = [];
        const prefixes = new Set<string>();
        for (const k of [...objects.keys()].sort()) {
          if (!k.startsWith(prefix)) continue;
          const restKey = k.slice(prefix.length);
          const at = delimiter ? restKey.indexOf(delimiter) : -1;
          if (at >= 0 && at < restKey.length - 1) prefixes.add(prefix + restKey.slice(0, at + 1));
          else if (at >= 0 && restKey.length - 1 === at && restKey.length > 1) prefixes.add(prefix + restKey);
          else {
            const latest = objects.get(k)!.at(-1)!;
            contents.push(
              `<Contents><Key>${esc(k)}</Key><LastModified>${latest.modified.toISOString()}</LastModified><Size>${latest.body.length}</Size></Contents>`,
            );
          }
        }
        const all = [
          ...contents,
          ...[...prefixes].map((p) => `<CommonPrefixes><Prefix>${esc(p)}</Prefix></CommonPrefixes>`),
        ].slice(0, max);
        return xml(200, `<ListBucketResult><IsTruncated>false</IsTruncated>${all.join('')}</ListBucketResult>`);
      }
      const versions = objects.get(key);
      const pick = versionId ? versions?.find((v) => v.id === versionId) : versions?.at(-1);
      switch (req.method) {
        case 'PUT': {
          const id = `v${++counter}`;
          objects.set(key, [...(versions ?? []), { id, body, modified: new Date() }]);
          res.writeHead(200, { 'x-amz-version-id': id });
          return res.end();
        }
        case 'GET':
        case 'HEAD':
          if (!pick)
            return req.method === 'HEAD'
              ? (res.writeHead(404), res.end())
              : xml(404, '<Error><Code>NoSuchKey</Code></Error>');
          res.writeHead(200, {
            'content-length': String(pick.body.length),
            'last-modified': pick.modified.toUTCString(),
            'x-amz-version-id': pick.id,
          });
          return res.end(req.method === 'GET' ? pick.body : undefined);
        case 'DELETE':
          if (versions && versionId) {
            const left = versions.filter((v) => v.id !== versionId);
            if (left.length) objects.set(key, left);
            else objects.delete(key);
          }
          res.writeHead(204);
          return res.end();
        default:
          return xml(405, '<Error><Code>MethodNotAllowed</Code></Error>');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
