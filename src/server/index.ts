import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ResolvedServerConfig } from './config';
import type { Logger } from './log';
import { removeStaleTemps } from '../storage/stale-temp';
import type { Translator } from '../service/translation';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  app: ReturnType<typeof createApp>;
}

/** Starts the API on host:port (port 0 picks a free one) and resolves once it listens. */
export async function startServer(options: {
  config: ResolvedServerConfig;
  host?: string;
  port?: number;
  logger?: Logger;
  translator?: Translator;
  /** Warm the engine before listening, so a load balancer's first health check finds the replica ready. */
  warm?: boolean;
}): Promise<RunningServer> {
  await prepare(options.config);
  const app = createApp({ config: options.config, logger: options.logger, translator: options.translator });
  if (options.warm) await app.service.warmUp();
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve) => {
    const server = serve({ fetch: app.app.fetch, hostname: host, port: options.port ?? 8080 }, (info: AddressInfo) => {
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        app,
        close: () =>
          new Promise<void>((done) => {
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          })
            .then(() => app.translation.close())
            .then(() => app.service.close()),
      });
    });
  });
}

/**
 * What a crash left behind is cleared before the first request, not by it: untouched upload
 * folders, and the temp files of every local storage and of the shared state. Replicas may share
 * --storage, in other PID namespaces too: a recently touched folder is an upload in progress.
 */
async function prepare(config: ResolvedServerConfig): Promise<void> {
  await removeStaleTemps(config.tempDir);
  await Promise.all([...config.storages.all().map((storage) => storage.prepare?.()), config.sharedState.prepare?.()]);
}

export { createApp } from './app';
export { loadServerConfig, resolveServerConfig, type ResolvedServerConfig } from './config';
