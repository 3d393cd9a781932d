/**
 * A replica whose translations never finish, run as a separate process by
 * test/server/replicas.test.ts so it can be killed while it holds a job's lease:
 *   node --import tsx test/helpers/holding-replica.ts <config> <storage folder>
 * Prints `listening on <url>` like `docdelta serve`.
 */
import { loadServerConfig, startServer } from '../../src/server/index';
import type { Translator } from '../../src/service/translation';

const [configPath, storageDir] = process.argv.slice(2);
const config = await loadServerConfig({ configPath, storageDir, env: {} });
const holding: Translator = {
  description: 'a translator that never finishes',
  translate: () => new Promise(() => undefined),
};
const server = await startServer({ config, port: 0, logger: () => undefined, translator: holding });
process.stdout.write(`listening on ${server.url}\n`);
