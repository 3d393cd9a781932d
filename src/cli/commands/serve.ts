import { parseArgs } from 'node:util';
import { EXIT_OK, resultDate, UsageError, type CliIo } from '../io';

const HELP = `Usage: docdelta serve [--port 8080] [--host 127.0.0.1] [--storage ./data] [--config docdelta.json]

Runs the comparison HTTP API (compatible with GroupDocs.Comparison Cloud v2.0) until stopped.
Clients come from the config file's "clients" or from DOCDELTA_CLIENT_ID / DOCDELTA_CLIENT_SECRET.
The OpenAPI document is served at /v2.0/openapi.json. Logs are JSON lines on stderr.`;

export async function serveCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      storage: { type: 'string', default: './data' },
      config: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port '${values.port}' is not a port number (0-65535)`);
  // SOURCE_DATE_EPOCH dates every result the service writes: a bad value stops start-up, not each request.
  await resultDate(io);
  // The server and its dependencies load only for this command.
  const { loadServerConfig, startServer } = await import('../../server/index');
  const { jsonLinesLogger } = await import('../../server/log');
  const config = await loadServerConfig({ configPath: values.config, storageDir: values.storage, env: io.env });
  if (!config.clients.length)
    throw new UsageError(
      'no clients are configured: set DOCDELTA_CLIENT_ID and DOCDELTA_CLIENT_SECRET, or list "clients" in --config',
    );
  const logger = jsonLinesLogger(io.stderr);
  const { installProcessGuard } = await import('../../server/guard');
  const removeGuard = installProcessGuard(logger);
  const server = await startServer({ config, host: values.host, port, logger, warm: true });
  logger({
    level: 'info',
    msg: 'listening',
    url: server.url,
    storage: values.storage,
    sharedState: config.sharedState.name,
    clients: config.clients.length,
    engine: server.app.service.engine.mode,
  });
  const { findSoffice, SOFFICE_HINT } = await import('../../engine/index');
  if (!findSoffice(io.env.DOCDELTA_SOFFICE))
    logger({
      level: 'warn',
      msg: `LibreOffice was not found: conversions that need it answer 501; ${SOFFICE_HINT}`,
    });
  io.stdout.write(`docdelta serve: listening on ${server.url}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  removeGuard();
  return EXIT_OK;
}
