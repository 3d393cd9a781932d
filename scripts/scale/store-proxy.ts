/**
 * A counting HTTP proxy between the replicas and the S3 server: every request the replicas send
 * (retries included) is counted by kind and by bucket, then passed on unchanged. The Host header
 * is kept, so the SigV4 signatures the replicas made for the proxy's address still verify.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoreCounts = Record<string, number>;

/** GET, HEAD, PUT, LIST or DELETE (a multi-object delete too), and `files`/`state`/`poll` by what it touched. */
export function requestKind(method: string, url: string, stateBucket: (bucket: string) => boolean): string {
  const parsed = new URL(url, 'http://proxy');
  const [, bucket = '', ...rest] = parsed.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const query = parsed.searchParams;
  let kind = method;
  if (method === 'GET' && (!key || query.has('list-type') || query.has('versions'))) kind = 'LIST';
  else if (method === 'POST' && query.has('delete')) kind = 'DELETE';
  else if (method === 'POST') kind = 'PUT'; // Multipart upload steps.
  if (!stateBucket(bucket)) return `files ${kind}${kind !== 'LIST' && key.endsWith('/') ? ' (folder marker)' : ''}`;
  return `state ${stateArea(kind === 'LIST' ? (query.get('prefix') ?? '') : key)} ${kind}`;
}

/**
 * Which part of the shared state a key belongs to: consumption records, translation job records
 * (read by every status poll too), the queue (listed by every replica's poll), finished jobs.
 */
export function stateArea(key: string): string {
  const area = /(consumption|translation\/jobs|translation\/queue|translation\/finished|\.probe)\//.exec(key)?.[1];
  return area?.replace('translation/', '') ?? 'other';
}

export class CountingProxy {
  readonly counts: StoreCounts = {};
  private server?: Server;
  url = '';

  constructor(
    private readonly target: string,
    private readonly stateBucket: (bucket: string) => boolean,
  ) {}

  async start(): Promise<string> {
    const target = new URL(this.target);
    this.server = createServer((incoming: IncomingMessage, outgoing) => {
      const kind = requestKind(incoming.method ?? 'GET', incoming.url ?? '/', this.stateBucket);
      this.counts[kind] = (this.counts[kind] ?? 0) + 1;
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  snapshot(): StoreCounts {
    return { ...this.counts };
  }

  stop(): void {
    this.server?.closeAllConnections();
    this.server?.close();
  }
}

/** b − a, per kind. */
export function countsSince(before: StoreCounts, after: StoreCounts): StoreCounts {
  const out: StoreCounts = {};
  for (const [kind, n] of Object.entries(after)) if (n - (before[kind] ?? 0)) out[kind] = n - (before[kind] ?? 0);
  return out;
}

/** Sums counts of several replicas. */
export function sumCounts(all: StoreCounts[]): StoreCounts {
  const out: StoreCounts = {};
  for (const counts of all) for (const [kind, n] of Object.entries(counts)) out[kind] = (out[kind] ?? 0) + n;
  return out;
}
