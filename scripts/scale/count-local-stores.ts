/**
 * Loaded into a replica (`node --import tsx --import this`) by the scale test: counts the calls the
 * replica makes on its local file storage and local shared state, by method, and writes them as
 * JSON to $DOCDELTA_SCALE_COUNTS every 100 ms, for the test to read per session.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renameSync, writeFileSync } from 'node:fs';
import { LocalStorage } from '../../src/storage/local';
import { LocalConditionalStore } from '../../src/storage/local-conditional';
import { stateArea } from './store-proxy';

const file = process.env.DOCDELTA_SCALE_COUNTS;
const counts: Record<string, number> = {};
/** Set inside a counted call: the store's own calls to its other methods are not requests. */
const inside = new AsyncLocalStorage<boolean>();

function wrap(proto: object, label: string, methods: string[], kindOf: (method: string, args: unknown[]) => string) {
  for (const method of methods) {
    const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method];
    (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      if (inside.getStore()) return original.apply(this, args);
      const kind = `${label} ${kindOf(method, args)}`;
      counts[kind] = (counts[kind] ?? 0) + 1;
      return inside.run(true, () => original.apply(this, args));
    };
  }
}

if (file) {
  wrap(
    LocalStorage.prototype,
    'files',
    ['stat', 'list', 'openRead', 'readBytes', 'write', 'deleteFile', 'createFolder', 'deleteFolder', 'versions'],
    (m) => m,
  );
  wrap(
    LocalConditionalStore.prototype,
    'state',
    ['readTagged', 'writeIf', 'deleteIf', 'listKeys'],
    (m, args) => `${stateArea(String(args[0]))} ${m}`,
  );
  // Written aside and renamed, so the test never reads a half-written file.
  setInterval(() => {
    writeFileSync(`${file}.tmp`, JSON.stringify(counts));
    renameSync(`${file}.tmp`, file);
  }, 100).unref();
}
