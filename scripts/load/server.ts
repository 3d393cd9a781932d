/**
 * The server under load, run as its own process so its RSS is measured apart from the load
 * generator. Loopback only; prints its URL on the first stdout line.
 */
import { resolveServerConfig, ServerConfigFile } from '../../src/server/config';
import { startServer } from '../../src/server/index';

const storageDir = process.argv[2];
if (!storageDir) throw new Error('usage: server.ts <storage dir>');
const config = resolveServerConfig(
  ServerConfigFile.parse({
    clients: [{ clientId: 'load', clientSecret: 'load-secret' }],
    // 50 clients at once: the queue holds them all, so they wait instead of getting 429.
    limits: { maxQueued: 128, maxUploadBytes: 300 * 1024 * 1024 },
  }),
  storageDir,
  {},
);
const server = await startServer({ config, host: '127.0.0.1', port: 0, logger: () => {} });
process.stdout.write(`${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
