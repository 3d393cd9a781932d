import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * How a module of the engine starts its worker threads, built or from its TypeScript sources.
 * Built, a worker is a bundle of its own in a folder beside the calling bundle (or beside that
 * bundle's folder, when the caller runs inside another worker's bundle such as cli/engine-worker);
 * from sources (tests, tsx) the worker registers tsx's loader, then imports its module, since a
 * worker does not honour `--import` in its execArgv. The caller's `import.meta.url` comes in as a
 * value, so a bundler cannot resolve the source's name and ship it as an asset. Undefined when
 * there is no worker to start: the caller then does the work itself.
 */
export function workerStarter(
  callerUrl: string,
  worker: { bundle: string; source: string; nested?: boolean },
  resourceLimits: ResourceLimits,
): (() => Worker) | undefined {
  if (callerUrl.endsWith('.ts')) return sourceWorkerStarter(new URL(`./${worker.source}`, callerUrl), resourceLimits);
  const folders = worker.nested === false ? ['.'] : ['.', '..'];
  for (const folder of folders) {
    const script = new URL(`${folder}/${worker.bundle}/index.js`, callerUrl);
    if (script.protocol === 'file:' && existsSync(fileURLToPath(script)))
      return () => new Worker(script, { resourceLimits });
  }
  return undefined;
}

function sourceWorkerStarter(script: URL, resourceLimits: ResourceLimits): (() => Worker) | undefined {
  if (script.protocol !== 'file:' || !existsSync(fileURLToPath(script))) return undefined;
  let tsxApi: string;
  try {
    tsxApi = pathToFileURL(
      createRequire(script)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
  } catch {
    return undefined;
  }
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(script.href)}); })`;
  return () => new Worker(bootstrap, { eval: true, resourceLimits });
}
