import { parentPort } from 'node:worker_threads';
import { ENGINE_OPS, type EngineOpName } from './engine-ops';

/** Runs engine operations for EnginePool, one message per job. */
parentPort?.on('message', (message: { id: number; op: EngineOpName; args: unknown[] }) => {
  const operation = ENGINE_OPS[message.op] as (...args: unknown[]) => Promise<unknown>;
  operation(...message.args).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error: unknown) => {
      const e = error as { name?: string; code?: string; message?: string; fileName?: string; stack?: string };
      parentPort?.postMessage({ id: message.id, error: { name: e?.name ?? 'Error', code: e?.code, message: e?.message ?? String(error), fileName: e?.fileName, stack: e?.stack } });
    },
  );
});
