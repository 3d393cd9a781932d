import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/service/errors';
import { ApiService } from '../../src/service/index';
import { LocalStorage } from '../../src/storage/local';
import { MemoryConditionalStore } from '../../src/storage/memory-conditional';
import { StorageRegistry } from '../../src/storage/registry';

const root = mkdtempSync(join(tmpdir(), 'docdelta-reads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Set inside a noted call: the storage's calls to its own methods are not the service's. */
const inside = new AsyncLocalStorage<boolean>();

/** A local storage that notes each call the service makes on it (on S3 each is a round trip). */
class CountingStorage extends LocalStorage {
  readonly calls: string[] = [];
  private note<T>(name: string, work: () => T): T {
    if (inside.getStore()) return work();
    this.calls.push(name);
    return inside.run(true, work);
  }
  override stat(...args: Parameters<LocalStorage['stat']>) {
    return this.note('stat', () => super.stat(...args));
  }
  override openRead(...args: Parameters<LocalStorage['openRead']>) {
    return this.note('openRead', () => super.openRead(...args));
  }
  override readBytes(...args: Parameters<LocalStorage['readBytes']>) {
    return this.note('readBytes', () => super.readBytes(...args));
  }
}

describe('documents read from storage', () => {
  const storage = new CountingStorage({ name: 'First Storage', root });
  const context = { baseUrl: 'http://127.0.0.1:1', clientId: 'test' };

  it('are read with one call each, which answers their size and their bytes', async () => {
    const service = new ApiService({
      storages: new StorageRegistry([storage]),
      sharedState: new MemoryConditionalStore(),
      isolation: 'inline',
    });
    await storage.write('docs/v1.txt', Buffer.from('Quarterly report\nSales grew by 5 percent.\n'));
    await storage.write('docs/v2.txt', Buffer.from('Quarterly report\nSales grew by 7 percent.\n'));
    storage.calls.length = 0;
    const changes = await service.changes(
      { SourceFile: { FilePath: 'docs/v1.txt' }, TargetFiles: [{ FilePath: 'docs/v2.txt' }] } as never,
      context,
    );
    expect(changes.length).toBeGreaterThan(0);
    expect(storage.calls).toEqual(['openRead', 'openRead']);
    await service.close();
  });

  it('are refused from the size the read reports when over maxDocumentBytes, naming the file', async () => {
    const service = new ApiService({
      storages: new StorageRegistry([storage]),
      sharedState: new MemoryConditionalStore(),
      isolation: 'inline',
      maxDocumentBytes: 10,
    });
    const refused = await service
      .changes(
        { SourceFile: { FilePath: 'docs/v1.txt' }, TargetFiles: [{ FilePath: 'docs/v2.txt' }] } as never,
        context,
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).message).toContain('docs/v1.txt');
    await service.close();
  });
});
