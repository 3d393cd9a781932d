import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';

/**
 * A fake of GitHub's artifact service on loopback, speaking the protocol `@actions/artifact` (v2 and
 * later) speaks: Twirp JSON calls to `/twirp/github.actions.results.api.v1.ArtifactService/<Method>`
 * with the runtime token, and the Azure Blob REST calls its BlockBlobClient makes to the signed
 * URL CreateArtifact returns (Put Block, Put Block List; a plain Put Blob too), then a GET of the
 * signed download URL. Request bodies are read with the library's own generated message types
 * (protobuf-ts `fromJson`, which refuses unknown fields and wrong types), so a request the real
 * service would not understand lands in `violations`. Uploaded zips are kept for the test to open.
 */

export interface StoredArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** The workflow run's id (GITHUB_RUN_ID), as GitHub's REST API lists the run's artifacts by it. */
  runId: string;
  /** The zip as uploaded (undefined until its blob is committed). */
  zip?: Uint8Array;
  finalized: boolean;
  size?: number;
  hash?: string;
  createdAt: Date;
}

export interface FakeArtifactService {
  /** ACTIONS_RESULTS_URL */
  url: string;
  /**
   * ACTIONS_RUNTIME_TOKEN for a job of a workflow run: a JWT whose `scp` names the run's and the
   * job's backend ids, as the runner's does. Jobs of one run see each other's artifacts.
   */
  runtimeToken(runId: string, job: string): string;
  artifacts: StoredArtifact[];
  /** Every call: `Twirp <Method>`, `Blob PUT block`, `Blob PUT blocklist`, `Blob GET`. */
  calls: string[];
  violations: string[];
  /** The files of a finalized artifact, by path inside the zip. */
  files(artifact: StoredArtifact): Record<string, Uint8Array>;
  /** The signed URL a finalized artifact's zip is downloaded from (where GitHub's REST API redirects). */
  downloadUrl(artifact: StoredArtifact): string;
  /** Stores a finalized artifact of a run as if one of its jobs had uploaded this zip (a tampered one, in tests). */
  put(runId: string, name: string, zip: Uint8Array): StoredArtifact;
  close(): Promise<void>;
}

const SERVICE = 'github.actions.results.api.v1.ArtifactService';

interface MessageType {
  fromJson(json: unknown, options?: { ignoreUnknownFields?: boolean }): Record<string, unknown>;
  toJson(message: unknown, options?: { useProtoFieldName?: boolean }): unknown;
  create(value?: unknown): unknown;
}

type Generated = Record<string, MessageType>;

/** The artifact client's own message types (its package exports only the client, so by file). */
async function generatedMessages(): Promise<Generated> {
  const entry = fileURLToPath(import.meta.resolve('@actions/artifact'));
  return (await import(pathToFileURL(join(dirname(entry), 'generated', 'index.js')).href)) as Generated;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeArtifactService(): Promise<FakeArtifactService> {
  const messages = await generatedMessages();
  // Backend id of a run → backend ids of its jobs, and the tokens that carry them.
  const runs = new Map<string, Set<string>>();
  const runIds = new Map<string, string>();
  const tokens = new Set<string>();
  const uuid = (text: string) =>
    createHash('sha256')
      .update(text)
      .digest('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12}).*/, '$1-$2-$3-$4-$5');
  const runtimeToken = (runId: string, job: string) => {
    const run = uuid(`run ${runId}`);
    const jobId = uuid(`job ${runId} ${job}`);
    if (!runs.has(run)) runs.set(run, new Set());
    runIds.set(run, runId);
    runs.get(run)!.add(jobId);
    const token = `${base64url({ typ: 'JWT', alg: 'RS256' })}.${base64url({ scp: `Actions.GenericRead:${run} Actions.Results:${run}:${jobId}`, exp: 4102444800 })}.c2lnbmF0dXJl`;
    tokens.add(token);
    return token;
  };
  const artifacts: StoredArtifact[] = [];
  const calls: string[] = [];
  const violations: string[] = [];
  // Blob name → staged blocks and the SAS signature that may write it.
  const blobs = new Map<string, { artifact: StoredArtifact; sig: string; staged: Map<string, Buffer> }>();
  let base = '';
  let nextId = 1;
  const downloadUrl = (artifact: StoredArtifact) =>
    `${base}/download/${artifact.id}/${encodeURIComponent(artifact.name)}.zip?sig=download-${artifact.id}`;

  const twirp = (method: string, json: unknown): { status: number; body: unknown } => {
    const type = (name: string) => messages[`${method}${name}`];
    if (!type('Request')) return { status: 404, body: { code: 'bad_route', msg: `no such method ${method}` } };
    let request: Record<string, unknown>;
    try {
      request = type('Request').fromJson(json);
    } catch (error) {
      violations.push(`Twirp ${method}: the body is not a ${method}Request (${(error as Error).message})`);
      return { status: 400, body: { code: 'malformed', msg: (error as Error).message } };
    }
    const ids = [String(request.workflowRunBackendId), String(request.workflowJobRunBackendId)];
    const idsProblem = !runs.get(ids[0])?.has(ids[1])
      ? 'workflow_run_backend_id and workflow_job_run_backend_id are not a job of a run the runtime tokens name'
      : undefined;
    if (idsProblem) {
      violations.push(`Twirp ${method}: ${idsProblem}`);
      return { status: 400, body: { code: 'invalid_argument', msg: idsProblem } };
    }
    const reply = (message: object) => ({
      status: 200,
      body: type('Response').toJson(type('Response').create(message)),
    });
    switch (method) {
      case 'CreateArtifact': {
        if (typeof request.name !== 'string' || !request.name)
          return { status: 400, body: { code: 'invalid_argument', msg: 'name is required' } };
        if (request.version !== 7)
          violations.push(`Twirp CreateArtifact: version ${String(request.version)}, the v2 protocol is version 7`);
        // Artifact names are unique within a workflow run.
        if (artifacts.some((a) => a.name === request.name && a.workflowRunBackendId === ids[0] && a.finalized)) {
          return {
            status: 409,
            body: { code: 'already_exists', msg: 'an artifact with this name already exists on the workflow run' },
          };
        }
        const artifact: StoredArtifact = {
          id: nextId++,
          name: request.name,
          workflowRunBackendId: ids[0],
          workflowJobRunBackendId: ids[1],
          runId: runIds.get(ids[0])!,
          finalized: false,
          createdAt: new Date(Date.now() + nextId),
        };
        artifacts.push(artifact);
        const blob = `${randomUUID()}/${encodeURIComponent(request.name)}.zip`;
        const sig = randomUUID().replace(/-/g, '');
        blobs.set(blob, { artifact, sig, staged: new Map() });
        const signedUploadUrl = `${base}/devstoreaccount1/actions-results/${blob}?sv=2025-05-05&sr=b&sp=cw&se=2099-01-01T00%3A00%3A00Z&sig=${sig}`;
        return reply({ ok: true, signedUploadUrl });
      }
      case 'FinalizeArtifact': {
        const artifact = artifacts.find(
          (a) => a.name === request.name && a.workflowJobRunBackendId === ids[1] && !a.finalized,
        );
        if (!artifact?.zip)
          return { status: 404, body: { code: 'not_found', msg: 'no uploaded artifact of that name' } };
        const size = Number(request.size);
        if (size !== artifact.zip.length)
          violations.push(`Twirp FinalizeArtifact: size ${size}, but ${artifact.zip.length} bytes were uploaded`);
        const hash = (request.hash as { value?: string } | undefined)?.value;
        const digest = `sha256:${createHash('sha256').update(artifact.zip).digest('hex')}`;
        if (hash !== undefined && hash !== digest)
          violations.push(`Twirp FinalizeArtifact: hash ${hash}, the upload's is ${digest}`);
        Object.assign(artifact, { finalized: true, size, hash: digest });
        return reply({ ok: true, artifactId: String(artifact.id) });
      }
      case 'ListArtifacts': {
        const nameFilter = (request.nameFilter as { value?: string } | undefined)?.value;
        const idFilter = (request.idFilter as { value?: string } | undefined)?.value;
        const found = artifacts.filter(
          (a) =>
            a.finalized &&
            a.workflowRunBackendId === ids[0] &&
            (nameFilter === undefined || a.name === nameFilter) &&
            (idFilter === undefined || String(a.id) === idFilter),
        );
        return reply({
          artifacts: found.map((a) => ({
            workflowRunBackendId: a.workflowRunBackendId,
            workflowJobRunBackendId: a.workflowJobRunBackendId,
            databaseId: String(a.id),
            name: a.name,
            size: String(a.size ?? 0),
            createdAt: messages.Timestamp.create({
              seconds: String(Math.floor(a.createdAt.getTime() / 1000)),
              nanos: (a.createdAt.getTime() % 1000) * 1e6,
            }),
            digest: a.hash ? { value: a.hash } : undefined,
          })),
        });
      }
      case 'GetSignedArtifactURL': {
        const artifact = artifacts.find(
          (a) => a.finalized && a.name === request.name && a.workflowJobRunBackendId === ids[1],
        );
        if (!artifact) return { status: 404, body: { code: 'not_found', msg: 'artifact not found' } };
        return reply({ signedUrl: downloadUrl(artifact) });
      }
      default:
        violations.push(`Twirp ${method}: not a call the Action should make`);
        return { status: 501, body: { code: 'unimplemented', msg: method } };
    }
  };

  const blobRequest = (
    request: IncomingMessage,
    url: URL,
    body: Buffer,
  ): { status: number; headers?: Record<string, string>; body?: string | Buffer } => {
    const azureHeaders = {
      'x-ms-request-id': randomUUID(),
      'x-ms-version': '2025-05-05',
      date: new Date().toUTCString(),
    };
    const error = (status: number, code: string, message: string) => {
      violations.push(`Blob ${request.method} ${url.pathname}: ${message}`);
      return {
        status,
        headers: { ...azureHeaders, 'content-type': 'application/xml', 'x-ms-error-code': code },
        body: `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
      };
    };
    const name = url.pathname.replace(/^\/devstoreaccount1\/actions-results\//, '');
    const blob = blobs.get(name);
    if (!blob) return error(404, 'BlobNotFound', 'no signed URL was issued for this blob');
    if (url.searchParams.get('sig') !== blob.sig || url.searchParams.get('sp') !== 'cw')
      return error(403, 'AuthenticationFailed', 'the SAS signature is not the one issued');
    if (request.method !== 'PUT') return error(405, 'UnsupportedHttpVerb', `${request.method} is not an upload`);
    if (!request.headers['x-ms-version']) return error(400, 'MissingRequiredHeader', 'x-ms-version is missing');
    if (Number(request.headers['content-length']) !== body.length)
      return error(400, 'InvalidHeaderValue', 'Content-Length does not match the body');
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      const id = url.searchParams.get('blockid') ?? '';
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id) || Buffer.from(id, 'base64').length > 64)
        return error(400, 'InvalidQueryParameterValue', `blockid '${id}' is not base64 of at most 64 bytes`);
      const lengths = new Set([...blob.staged.keys(), id].map((b) => b.length));
      if (lengths.size > 1) return error(400, 'InvalidBlobOrBlock', 'block ids of one blob must have one length');
      blob.staged.set(id, body);
      calls.push('Blob PUT block');
      const md5 = createHash('md5').update(body).digest('base64');
      return { status: 201, headers: { ...azureHeaders, 'content-md5': md5, 'x-ms-request-server-encrypted': 'true' } };
    }
    if (comp === 'blocklist') {
      const xml = body.toString('utf8');
      if (!/^(<\?xml[^>]*\?>)?\s*<BlockList>[\s\S]*<\/BlockList>\s*$/.test(xml))
        return error(400, 'InvalidXmlDocument', 'the block list is not a <BlockList> document');
      const ids = [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map((m) => m[2]);
      const missing = ids.filter((id) => !blob.staged.has(id));
      if (missing.length) return error(400, 'InvalidBlockList', `blocks ${missing.join(', ')} were never staged`);
      blob.artifact.zip = new Uint8Array(Buffer.concat(ids.map((id) => blob.staged.get(id)!)));
      const contentType = request.headers['x-ms-blob-content-type'];
      if (contentType !== 'application/zip')
        violations.push(
          `Blob PUT blocklist: x-ms-blob-content-type '${String(contentType)}', expected application/zip`,
        );
      calls.push('Blob PUT blocklist');
      return {
        status: 201,
        headers: {
          ...azureHeaders,
          etag: `"0x${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}"`,
          'last-modified': new Date().toUTCString(),
          'x-ms-request-server-encrypted': 'true',
        },
      };
    }
    if (comp === null && request.headers['x-ms-blob-type'] === 'BlockBlob') {
      blob.artifact.zip = new Uint8Array(body);
      calls.push('Blob PUT blob');
      return { status: 201, headers: { ...azureHeaders, etag: '"0x1"', 'last-modified': new Date().toUTCString() } };
    }
    return error(400, 'InvalidQueryParameterValue', `comp=${comp} is not an upload this fake knows`);
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', base);
    const twirpCall = /^\/twirp\/([\w.]+)\/(\w+)$/.exec(url.pathname);
    if (twirpCall) {
      const [, service, method] = twirpCall;
      calls.push(`Twirp ${method}`);
      const problem =
        service !== SERVICE
          ? `service ${service} is not ${SERVICE}`
          : request.method !== 'POST'
            ? `${request.method} instead of POST`
            : !tokens.has(String(request.headers.authorization).replace(/^Bearer /, ''))
              ? 'no Bearer runtime token'
              : !String(request.headers['content-type']).startsWith('application/json')
                ? `content type ${request.headers['content-type']}`
                : undefined;
      let answer: { status: number; body: unknown };
      if (problem) {
        violations.push(`Twirp ${method}: ${problem}`);
        answer = { status: 400, body: { code: 'malformed', msg: problem } };
      } else {
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          violations.push(`Twirp ${method}: the body is not JSON`);
        }
        answer =
          json === undefined ? { status: 400, body: { code: 'malformed', msg: 'not JSON' } } : twirp(method, json);
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(answer.body));
    }
    const download = /^\/download\/(\d+)\/[^/]+\.zip$/.exec(url.pathname);
    if (download && request.method === 'GET') {
      calls.push('Blob GET');
      // Signed storage URLs carry their own authority: a client that follows GitHub's redirect with its token leaks it.
      if (request.headers.authorization) violations.push(`Blob GET ${url.pathname}: sent an Authorization header`);
      const artifact = artifacts.find((a) => a.id === Number(download[1]));
      if (!artifact?.zip || url.searchParams.get('sig') !== `download-${artifact.id}`) {
        violations.push(`Blob GET ${url.pathname}: not a signed URL this service issued`);
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(artifact.zip.length) });
      return response.end(artifact.zip);
    }
    const answer = blobRequest(request, url, body);
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/`,
    runtimeToken,
    artifacts,
    calls,
    violations,
    files: (artifact) => (artifact.zip ? unzipSync(artifact.zip) : {}),
    downloadUrl,
    put(runId, name, zip) {
      const run = uuid(`run ${runId}`);
      const artifact: StoredArtifact = {
        id: nextId++,
        name,
        workflowRunBackendId: run,
        workflowJobRunBackendId: uuid(`job ${runId} put`),
        runId,
        zip,
        finalized: true,
        size: zip.length,
        hash: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
        createdAt: new Date(),
      };
      artifacts.push(artifact);
      return artifact;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
