/**
 * Replicas of `docdelta serve` as separate processes on loopback, and the vendor-style session
 * that test/server/replicas.test.ts and scripts/scale-test.mjs send through them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Replica {
  url: string;
  pid: number;
  /** This replica's own --storage folder (upload temp files only, when the storage is shared). */
  dir: string;
  child: ChildProcess;
  /** Resident memory of the process, bytes (from /proc). */
  rss(): number;
  /** Requests this replica has logged so far. */
  requests(): number;
  /** CPU seconds (user + system, all threads) the process has used so far (from /proc). */
  cpu(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const CLIENTS = [
  { clientId: 'vendor-a', clientSecret: 'secret-a-for-replica-tests' },
  { clientId: 'vendor-b', clientSecret: 'secret-b-for-replica-tests' },
];

/** The config every replica of one deployment reads: the same clients, keys, storage and shared state. */
export async function writeSharedConfig(
  folder: string,
  extra: Record<string, unknown> = {},
  translation: Record<string, unknown> = {},
): Promise<string> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, 'docdelta.json');
  await writeFile(
    path,
    JSON.stringify({
      clients: CLIENTS,
      signingKeys: ['replica-test-signing-key-0123456789abcdef', 'replica-test-old-signing-key-0123456789abc'],
      storages: [{ type: 'local', name: 'First Storage', path: join(folder, 'storage') }],
      sharedState: { type: 'local', path: join(folder, 'shared-state') },
      translation: { glossary: { de: { Hello: 'Hallo' } }, leaseSeconds: 1, pollMilliseconds: 50, ...translation },
      // Each replica writes its consumption counts this often; the others see them after that.
      consumption: { flushMilliseconds: 50 },
      ...extra,
    }),
  );
  return path;
}

/** Starts `docdelta serve` (or the holding test replica) from the sources and waits until it listens. */
export function startReplica(
  configPath: string,
  dir: string,
  kind: 'serve' | 'holding' = 'serve',
  env: NodeJS.ProcessEnv = {},
  /** More `node` options before the script, e.g. `--import` of a module that counts store calls. */
  nodeArgs: string[] = [],
): Promise<Replica> {
  const args =
    kind === 'serve'
      ? [join(ROOT, 'src/cli/index.ts'), 'serve', '--port', '0', '--storage', dir, '--config', configPath]
      : [join(ROOT, 'test/helpers/holding-replica.ts'), configPath, dir];
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let requests = 0;
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    // Requests of clients, not the load balancer's health checks of the OpenAPI document.
    requests += text.split('\n').filter((line) => line.includes('"msg":"request"') && !line.includes('openapi')).length;
    err = (err + text).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`replica exited with ${code} before listening: ${err}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (\S+)/.exec(out);
      if (!match) return;
      resolveStart({
        url: match[1],
        pid: child.pid!,
        dir,
        child,
        requests: () => requests,
        cpu: () => cpuSeconds(child.pid!),
        rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux build that runs Node. */
const CLOCK_TICKS = 100;

export function cpuSeconds(pid: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export async function tokenFrom(url: string, client = CLIENTS[0]): Promise<string> {
  const response = await request(`${url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...pick(client) }).toString(),
  });
  const body = (await response.body.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token from ${url}: ${response.statusCode}`);
  return body.access_token;
}

const pick = (client: (typeof CLIENTS)[number]) => ({
  client_id: client.clientId,
  client_secret: client.clientSecret,
});

export interface Answer {
  step: string;
  status: number;
  body: string;
}

/** Sends each request to the next URL in turn (round robin), as a load balancer in front of replicas does. */
export class RoundRobin {
  private next = 0;
  readonly latencies: number[] = [];
  /** GET /translation/resx/{id} sent so far: each reads the job's record from the shared state once. */
  statusPolls = 0;
  constructor(
    readonly urls: string[],
    private token: string,
  ) {}

  async send(method: string, path: string, body?: string | Buffer, contentType = 'application/json') {
    const url = this.urls[this.next++ % this.urls.length];
    if (method === 'GET' && path.startsWith('/v2.0/translation/resx/')) this.statusPolls++;
    const started = performance.now();
    const response = await request(`${url}${path}`, {
      method: method as 'GET',
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body !== undefined ? { 'content-type': contentType } : {}),
      },
      body,
    });
    const text = await response.body.text();
    this.latencies.push(performance.now() - started);
    return { status: response.statusCode, body: text, url };
  }
}

const V1 = 'Quarterly report\nSales grew by 5 percent.\nCosts stayed flat.\n';
const V2 = 'Quarterly report\nSales grew by 7 percent.\nCosts stayed flat.\nOutlook is good.\n';
const RESX =
  '<?xml version="1.0" encoding="utf-8"?><root><data name="Greeting"><value>Hello</value></data><data name="Bye"><value>Goodbye</value></data></root>';

/**
 * The vendor SDK's usual session under `folder`: upload two documents (one twice, for a version),
 * list changes, save a comparison, apply a decision, download, list versions and the folder,
 * translate a .resx and read consumption. Every request goes to the next replica. Returns every
 * answer normalised (replica URLs, version ids, dates, job ids) so sessions compare byte for byte.
 */
export async function vendorSession(
  rr: RoundRobin,
  folder: string,
  onJob: (id: string) => void = () => undefined,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const step = async (name: string, method: string, path: string, body?: string | Buffer, type?: string) => {
    const response = await rr.send(method, path, body, type);
    answers.push({ step: name, status: response.status, body: response.body });
    return response;
  };
  const octet = 'application/octet-stream';
  const file = (name: string) => ({ FilePath: `${folder}/${name}` });
  await step('upload v1', 'PUT', `/v2.0/comparison/storage/file/${folder}/v1.txt`, V1, octet);
  await step('upload v2 (first)', 'PUT', `/v2.0/comparison/storage/file/${folder}/v2.txt`, V1, octet);
  await step('upload v2 (second)', 'PUT', `/v2.0/comparison/storage/file/${folder}/v2.txt`, V2, octet);
  await step('exists', 'GET', `/v2.0/comparison/storage/exist/${folder}/v2.txt`);
  const options = { SourceFile: file('v1.txt'), TargetFiles: [file('v2.txt')] };
  const changes = await step('changes', 'POST', '/v2.0/comparison/changes', JSON.stringify(options));
  await step(
    'comparison',
    'POST',
    '/v2.0/comparison/comparisons',
    JSON.stringify({ ...options, OutputPath: `${folder}/compared.txt` }),
  );
  const listed = JSON.parse(changes.body) as { Type: string }[];
  const modified = Array.isArray(listed) ? listed.find((c) => c.Type === 'Modified') : undefined;
  await step(
    'updates',
    'PUT',
    '/v2.0/comparison/updates',
    JSON.stringify({
      ...options,
      Changes: modified ? [{ ...modified, ComparisonAction: 'Reject' }] : [],
      OutputPath: `${folder}/updated.txt`,
    }),
  );
  await step('download', 'GET', `/v2.0/comparison/storage/file/${folder}/updated.txt`);
  await step('versions', 'GET', `/v2.0/comparison/storage/version/${folder}/v2.txt`);
  await step('folder', 'GET', `/v2.0/comparison/storage/folder/${folder}`);
  const accepted = await step(
    'translate',
    'POST',
    '/v2.0/translation/resx',
    JSON.stringify({
      targetLanguages: ['de'],
      file: Buffer.from(RESX).toString('base64'),
      originalFileName: 'Strings.resx',
      savingMode: 'Files',
    }),
  );
  const id = (JSON.parse(accepted.body) as { id?: string }).id;
  if (id) onJob(id);
  const status = await waitForJob(rr, id ?? '');
  answers.push({ step: 'translation status', status: status.status, body: status.body });
  await step('translated', 'GET', `/v2.0/comparison/storage/file/translation/${id}/Strings.de.resx`);
  const normalized = answers.map((a) => ({ ...a, body: id ? a.body.split(id).join('<job>') : a.body }));
  return normalize(normalized, rr);
}

/**
 * The session issue #36 measured from outside: upload a pair, save their comparison to an
 * OutputPath, download it, list the changes. Normalised as vendorSession's answers are.
 */
export async function compareSession(rr: RoundRobin, folder: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  const step = async (name: string, method: string, path: string, body?: string | Buffer, type?: string) => {
    const response = await rr.send(method, path, body, type);
    answers.push({ step: name, status: response.status, body: response.body });
  };
  const octet = 'application/octet-stream';
  const options = { SourceFile: { FilePath: `${folder}/v1.txt` }, TargetFiles: [{ FilePath: `${folder}/v2.txt` }] };
  await step('upload v1', 'PUT', `/v2.0/comparison/storage/file/${folder}/v1.txt`, V1, octet);
  await step('upload v2', 'PUT', `/v2.0/comparison/storage/file/${folder}/v2.txt`, V2, octet);
  await step(
    'comparison',
    'POST',
    '/v2.0/comparison/comparisons',
    JSON.stringify({ ...options, OutputPath: `${folder}/compared.txt` }),
  );
  await step('download', 'GET', `/v2.0/comparison/storage/file/${folder}/compared.txt`);
  await step('changes', 'POST', '/v2.0/comparison/changes', JSON.stringify(options));
  return normalize(answers, rr);
}

/**
 * Polls GET /translation/resx/{id} (HTTP 200 with the job's own status in the body) until the job
 * has finished; bounded by the caller's time limit, not by a count of polls.
 */
export async function waitForJob(rr: RoundRobin, id: string) {
  for (;;) {
    // A replica that went away (a 502/503 from the load balancer, a cut connection) is no answer: ask again.
    const answer = await rr
      .send('GET', `/v2.0/translation/resx/${id}`)
      .catch(() => ({ status: 503, body: '', url: '' }));
    if (answer.status === 502 || answer.status === 503) {
      await new Promise((done) => setTimeout(done, 25));
      continue;
    }
    const state = answer.status === 200 ? (JSON.parse(answer.body) as { status: number }).status : answer.status;
    if (state !== 202) return { ...answer, state };
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** Replaces what differs between deployments by design: origins, version ids, dates. */
function normalize(answers: Answer[], rr: RoundRobin): Answer[] {
  const ids = new Map<string, string>();
  const origins = rr.urls;
  return answers.map((answer) => {
    let body = answer.body;
    for (const origin of origins) body = body.split(origin).join('<origin>');
    body = body.replace(/"(versionId|VersionId)":"([^"]+)"/g, (_m, key: string, value: string) => {
      if (!ids.has(value)) ids.set(value, `<version ${ids.size + 1}>`);
      return `"${key}":"${ids.get(value)}"`;
    });
    body = body.replace(/"(\w*(Date|date))":"[^"]*"/g, '"$1":"<date>"');
    return { ...answer, body };
  });
}

/** An upload whose body never ends: a request in flight when its replica is killed. */
export function hangingUpload(url: string, token: string, path: string) {
  const body = new Readable({ read() {} });
  body.push(Buffer.alloc(64 * 1024, 'x'));
  return request(`${url}/v2.0/comparison/storage/file/${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body,
  }).then(async (response) => ({ status: response.statusCode, body: await response.body.text() }));
}
