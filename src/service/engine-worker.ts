import { parentPort } from 'node:worker_threads';
import { configureCellsReading, configurePdfExtraction, watchOfficeProcesses } from '../engine/index';
import { ENGINE_OPS, type EngineOpName } from './engine-ops';

// The server runs one engine worker per core already: a large PDF's pages are not split further
// (a pool per engine worker would put more threads than cores to work), nor are two large workbooks read at once.
configurePdfExtraction({ threads: 1 });
configureCellsReading({ threads: 1 });

// A terminated worker runs no exit hook: the pool kills the LibreOffice groups it was told of.
watchOfficeProcesses((office) => parentPort?.postMessage({ office }));

/** Runs engine operations for EnginePool, one message per job. */
parentPort?.on('message', (message: { id: number; op: EngineOpName; args: unknown[] }) => {
  const operation = ENGINE_OPS[message.op] as (...args: unknown[]) => Promise<unknown>;
  operation(...message.args).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error: unknown) => {
      const e = error as { name?: string; code?: string; message?: string; fileName?: string; stack?: string };
      parentPort?.postMessage({
        id: message.id,
        error: {
          name: e?.name ?? 'Error',
          code: e?.code,
          message: e?.message ?? String(error),
          fileName: e?.fileName,
          stack: e?.stack,
        },
      });
    },
  );
});
