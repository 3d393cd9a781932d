import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { hashSecret, type ClientCredential } from '../service/auth';
import type { ConditionalStore } from '../storage/conditional';
import { DEFAULT_STORAGE_NAME, LocalStorage, StorageRegistry, type Storage } from '../storage/index';
import { LocalConditionalStore } from '../storage/local-conditional';
import { S3ConditionalStore } from '../storage/s3-conditional';
import { S3Storage } from '../storage/s3';

const ClientEntry = z.union([
  z.object({ clientId: z.string().min(1), secretHash: z.string().startsWith('scrypt$') }),
  z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) }),
]);

/** How to reach an S3 bucket: the same fields for a file storage and for the shared state. */
const S3Settings = {
  endpoint: z.string().url().optional(),
  bucket: z.string().min(1),
  region: z.string().optional(),
  pathStyle: z.boolean().optional(),
  accessKeyId: z.string().min(1).optional(),
  secretAccessKey: z.string().min(1).optional(),
  sessionToken: z.string().min(1).optional(),
  profile: z.string().min(1).optional(),
  maxAttempts: z.number().int().positive().optional(),
};

const StorageEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('local'),
    name: z.string().min(1),
    path: z.string().optional(),
    quotaBytes: z.number().int().positive().optional(),
  }),
  z
    .object({
      type: z.literal('s3'),
      name: z.string().min(1),
      ...S3Settings,
      prefix: z.string().optional(),
      quotaBytes: z.number().int().positive().optional(),
    })
    .refine((s) => Boolean(s.accessKeyId) === Boolean(s.secretAccessKey), {
      message: 'give both accessKeyId and secretAccessKey, or neither to use the AWS credential chain',
    }),
]);

/** docdelta.json, the server's configuration file (every field optional). */
export const ServerConfigFile = z.object({
  clients: z.array(ClientEntry).default([]),
  /** HS256 key for tokens, shared by servers behind one load balancer. */
  signingKey: z.string().min(32).optional(),
  /** Several HS256 keys for rotation: tokens are signed with the first and accepted with any. */
  signingKeys: z.array(z.string().min(32)).optional(),
  /**
   * Where replicas keep what they must all see (translation queue, consumption totals). Every
   * replica behind one load balancer names the same store. Default: the folder `shared-state`
   * in --storage, which is all a single server needs; with files on S3 there is no default (see
   * sharedStateOf).
   */
  sharedState: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('local'), path: z.string().min(1).optional() }),
      // An unversioned bucket: RGW ignores conditions on PUT in a versioned one (S3ConditionalStore).
      z
        .object({ type: z.literal('s3'), ...S3Settings, prefix: z.string().min(1).default('docdelta-state') })
        .refine((s) => Boolean(s.accessKeyId) === Boolean(s.secretAccessKey), {
          message: 'give both accessKeyId and secretAccessKey, or neither to use the AWS credential chain',
        }),
    ])
    .optional(),
  tokenLifetimeSeconds: z.number().int().positive().default(86_400),
  storages: z.array(StorageEntry).default([]),
  publicUrl: z.string().url().optional(),
  limits: z
    .object({
      maxUploadBytes: z
        .number()
        .int()
        .positive()
        .default(512 * 1024 * 1024),
      maxJsonBytes: z
        .number()
        .int()
        .positive()
        .default(4 * 1024 * 1024),
      /** Largest document one comparison reads (stored or uploaded with PUT /comparison/changes). */
      maxDocumentBytes: z
        .number()
        .int()
        .positive()
        .default(64 * 1024 * 1024),
      /**
       * Most bytes the XML parts of one Office or ODF document may inflate to: the engine's memory
       * follows what a document inflates to, not its size (a 15 MB DOCX can hold 480 MB of XML).
       * 32 MiB keeps one comparison under 1 GB (src/service/index.ts, DEFAULT_MAX_INFLATED_XML_BYTES).
       */
      maxInflatedXmlBytes: z
        .number()
        .int()
        .positive()
        .default(32 * 1024 * 1024),
      /**
       * Largest JSON answer (a change list, info, links), in characters. A document within the
       * upload limits can hold millions of changes: past this it answers 422 with the count
       * instead of building a string of hundreds of MB (V8 cannot build one over 512 MB at all).
       */
      maxResultBytes: z
        .number()
        .int()
        .positive()
        .default(128 * 1024 * 1024),
      concurrency: z.number().int().positive().default(2),
      /** Enough for 50 clients at once on 2 cores (README, Load); queued requests hold no document. */
      maxQueued: z.number().int().nonnegative().default(128),
      timeoutSeconds: z.number().positive().default(120),
      /** 'worker': engine work in worker threads (stoppable at the time limit); 'inline': in the server's thread. */
      isolation: z.enum(['worker', 'inline']).default('worker'),
    })
    .prefault({}),
  consumption: z
    .object({
      /**
       * How often a replica writes its consumption counts to sharedState. Requests only count in
       * memory; a read of consumption adds this replica's unflushed part.
       */
      flushMilliseconds: z.number().int().positive().default(1000),
      /** false: nothing is counted (GET /consumption answers what is stored); for measuring the meter's cost. */
      enabled: z.boolean().default(true),
    })
    .prefault({}),
  translation: z
    .object({
      /** Target language -> source text -> translation. */
      glossary: z.record(z.string(), z.record(z.string(), z.string())).default({}),
      /** A replica's claim on a job lasts this long unless renewed; a dead replica's job is taken over after it. */
      leaseSeconds: z.number().positive().default(30),
      /** How often an idle replica looks for queued jobs at first; each look that finds none doubles the wait. */
      pollMilliseconds: z.number().int().positive().default(1000),
      /** The longest wait between an idle replica's looks (8 × pollMilliseconds when absent). */
      maxPollMilliseconds: z.number().int().positive().optional(),
    })
    .prefault({}),
});
export type ServerConfigFile = z.infer<typeof ServerConfigFile>;

export interface ResolvedServerConfig {
  clients: ClientCredential[];
  /** Tokens are signed with the first and accepted with any; empty: one random key per process. */
  signingKeys: Uint8Array[];
  tokenLifetimeSeconds: number;
  sharedState: ConditionalStore;
  translationQueue: { leaseMs: number; pollMs: number; maxPollMs?: number };
  storages: StorageRegistry;
  publicUrl?: string;
  limits: ServerConfigFile['limits'];
  glossary: Record<string, Record<string, string>>;
  /** Folder for uploads in progress (this replica's own; never shared). */
  tempDir: string;
  /** Where an older version kept consumption totals; they are moved into sharedState once. */
  consumptionFile: string;
  consumption: { enabled: boolean; flushMs: number };
}

/**
 * Reads the configuration: the file (if any), then DOCDELTA_CLIENT_ID / DOCDELTA_CLIENT_SECRET
 * for a single client and DOCDELTA_SIGNING_KEY. Plain secrets are hashed at once and dropped.
 */
export async function loadServerConfig(opts: {
  configPath?: string;
  storageDir: string;
  env: NodeJS.ProcessEnv;
}): Promise<ResolvedServerConfig> {
  let json: unknown = {};
  if (opts.configPath) {
    const text = await readFile(opts.configPath, 'utf8');
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${opts.configPath}: not valid JSON`);
    }
  }
  const parsed = ServerConfigFile.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`${opts.configPath}: ${first.path.join('.') || 'config'}: ${first.message}`);
  }
  return resolveServerConfig(parsed.data, opts.storageDir, opts.env);
}

export function resolveServerConfig(
  file: ServerConfigFile,
  storageDir: string,
  env: NodeJS.ProcessEnv = {},
): ResolvedServerConfig {
  const clients: ClientCredential[] = file.clients.map((c) =>
    'secretHash' in c ? c : { clientId: c.clientId, secretHash: hashSecret(c.clientSecret) },
  );
  if (env.DOCDELTA_CLIENT_ID && env.DOCDELTA_CLIENT_SECRET)
    clients.push({ clientId: env.DOCDELTA_CLIENT_ID, secretHash: hashSecret(env.DOCDELTA_CLIENT_SECRET) });
  const root = resolve(storageDir);
  const storages: Storage[] = file.storages.map((s) =>
    s.type === 'local'
      ? new LocalStorage({
          name: s.name,
          root: resolve(root, s.path ?? safeFolderName(s.name)),
          quotaBytes: s.quotaBytes,
        })
      : new S3Storage(s),
  );
  if (!storages.some((s) => s.name === DEFAULT_STORAGE_NAME))
    storages.unshift(new LocalStorage({ name: DEFAULT_STORAGE_NAME, root: join(root, 'first-storage') }));
  const keys = file.signingKeys ?? [file.signingKey ?? env.DOCDELTA_SIGNING_KEY].filter((k) => k !== undefined);
  return {
    clients,
    signingKeys: keys.map((key) => new TextEncoder().encode(key)),
    tokenLifetimeSeconds: file.tokenLifetimeSeconds,
    sharedState: sharedStateOf(file.sharedState, root, file.storages),
    translationQueue: {
      leaseMs: file.translation.leaseSeconds * 1000,
      pollMs: file.translation.pollMilliseconds,
      maxPollMs: file.translation.maxPollMilliseconds,
    },
    storages: new StorageRegistry(storages),
    publicUrl: file.publicUrl?.replace(/\/+$/, ''),
    limits: file.limits,
    glossary: file.translation.glossary,
    tempDir: join(root, '.uploads'),
    consumptionFile: join(root, 'consumption.json'),
    consumption: { enabled: file.consumption.enabled, flushMs: file.consumption.flushMilliseconds },
  };
}

/**
 * Files on S3 mean replicas, and replicas on a per-replica default folder would each keep their
 * own queue and counts without a word; so there is no default then. Not the files' bucket either:
 * it is versioned (file versions), where RGW ignores write conditions, and a sibling bucket's
 * name cannot be guessed. `{"type": "local"}` said outright keeps a single server's default.
 */
function sharedStateOf(
  settings: ServerConfigFile['sharedState'],
  root: string,
  storages: ServerConfigFile['storages'],
): ConditionalStore {
  const onS3 = storages.find((s) => s.type === 's3');
  if (!settings && onS3)
    throw new Error(
      `sharedState is not set, but the storage '${onS3.name}' is on S3: set "sharedState" to ` +
        `{"type": "s3", "bucket": "<an unversioned bucket>", …} for replicas, or {"type": "local"} for one server`,
    );
  settings ??= { type: 'local' };
  if (settings.type === 'local') return new LocalConditionalStore(resolve(root, settings.path ?? 'shared-state'));
  const { type: _type, ...s3 } = settings;
  return new S3ConditionalStore(s3);
}

function safeFolderName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'storage'
  );
}
