/**
 * The API server with its shipped default limits, in a process of its own so its RSS is measured
 * apart from the load. Loopback only; prints its URL on the first stdout line.
 * Usage: tsx scripts/bench/api-server.ts <storage dir>
 */
import { resolveServerConfig, ServerConfigFile } from '../../src/server/config';
import { startServer } from '../../src/server/index';

const storageDir = process.argv[2];
if (!storageDir) throw new Error('usage: api-server.ts <storage dir>');
const config = resolveServerConfig(
  ServerConfigFile.parse({ clients: [{ clientId: 'bench', clientSecret: 'bench-secret' }] }),
  storageDir,
  {},
);
const server = await startServer({ config, host: '127.0.0.1', port: 0, logger: () => {} });
process.stdout.write(`${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
