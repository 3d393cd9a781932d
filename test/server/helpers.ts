import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { DocdeltaClient } from '../../src/client/index';
import { resolveServerConfig, type ResolvedServerConfig } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/index';
import { ServerConfigFile } from '../../src/server/config';
import type { LogRecord } from '../../src/server/log';

export const CLIENT_ID = 'test-client';
export const CLIENT_SECRET = 'test-secret-do-not-log';

export interface TestServer extends RunningServer {
  dir: string;
  logs: LogRecord[];
  config: ResolvedServerConfig;
  client(casing?: 'pascal' | 'camel'): DocdeltaClient;
  token(): Promise<string>;
  /** Raw HTTP with a bearer token; `casing: 'camel'` adds x-groupdocs-client. */
  raw(
    method: string,
    path: string,
    options?: { body?: string | Buffer; headers?: Record<string, string>; casing?: 'camel'; auth?: false },
  ): Promise<{ status: number; headers: Record<string, unknown>; text: string; json: () => unknown }>;
  stop(): Promise<void>;
}

/** Starts the real server on loopback, port 0, with a temp storage folder. */
export async function startTestServer(overrides: Record<string, unknown> = {}): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'docdelta-server-'));
  const file = ServerConfigFile.parse({
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
    ...overrides,
  });
  const config = resolveServerConfig(file, dir, {});
  const logs: LogRecord[] = [];
  const server = await startServer({ config, port: 0, logger: (record) => logs.push(record) });
  let cachedToken: string | undefined;
  const token = async () => {
    if (cachedToken) return cachedToken;
    const response = await request(`${server.url}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      }).toString(),
    });
    cachedToken = ((await response.body.json()) as { access_token: string }).access_token;
    return cachedToken;
  };
  return {
    ...server,
    dir,
    logs,
    config,
    token,
    client: (casing = 'pascal') =>
      new DocdeltaClient({
        baseUrl: server.url,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        casing,
        retryDelayMs: 20,
      }),
    async raw(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.auth !== false && !headers.authorization) headers.authorization = `Bearer ${await token()}`;
      if (options.casing === 'camel') headers['x-groupdocs-client'] = 'python sdk';
      if (typeof options.body === 'string' && !headers['content-type']) headers['content-type'] = 'application/json';
      const response = await request(`${server.url}${path}`, { method: method as 'GET', headers, body: options.body });
      const text = await response.body.text();
      return {
        status: response.statusCode,
        headers: response.headers as Record<string, unknown>,
        text,
        json: () => JSON.parse(text) as unknown,
      };
    },
    async stop() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
