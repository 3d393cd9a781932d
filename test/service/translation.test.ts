import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/service/errors';
import { ApiService } from '../../src/service/index';
import { TranslationService, type Translator } from '../../src/service/translation';
import { LocalStorage } from '../../src/storage/local';
import { StorageRegistry } from '../../src/storage/registry';

const RESX = '<?xml version="1.0" encoding="utf-8"?><root><data name="Greeting"><value>Hello</value></data></root>';
const root = mkdtempSync(join(tmpdir(), 'docdelta-translation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A translator that holds every job until it is released, so jobs pile up in the queue. */
function heldTranslator() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const translator: Translator = {
    description: 'a held test translator',
    async translate(texts) {
      await gate;
      return { texts: texts.map((text) => `[${text}]`), translated: texts.length };
    },
  };
  return { translator, release };
}

describe('translation queue', () => {
  const service = new ApiService({
    storages: new StorageRegistry([new LocalStorage({ name: 'First Storage', root })]),
    isolation: 'inline',
  });
  const context = { baseUrl: 'http://127.0.0.1:1', clientId: 'test' };
  const request = {
    targetLanguages: ['de'],
    file: Buffer.from(RESX).toString('base64'),
    originalFileName: 'Strings.resx',
  } as never;

  it('refuses a job with 429 when the queue is full, and takes jobs again once it drains', async () => {
    const { translator, release } = heldTranslator();
    const translation = new TranslationService(service, translator, { maxWaiting: 2, maxFinished: 10, pollMs: 10 });
    const first = await translation.submit(request, context);
    await translation.submit(request, context);
    let refused: unknown;
    try {
      await translation.submit(request, context);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(429);
    expect((refused as ServiceError).message).toContain('2 translations are waiting');
    release();
    await translation.idle();
    expect((await translation.status(first.id)).state).toBe('Completed');
    expect((await translation.submit(request, context)).status).toBe(202);
    await translation.idle();
  });

  it('forgets the oldest finished jobs beyond its history limit, never a waiting one', async () => {
    const { translator, release } = heldTranslator();
    release();
    const translation = new TranslationService(service, translator, { maxWaiting: 10, maxFinished: 2, pollMs: 10 });
    const ids: string[] = [];
    for (let round = 0; round < 4; round++) {
      ids.push((await translation.submit(request, context)).id);
      await translation.idle();
    }
    await expect(translation.status(ids[0])).rejects.toThrow(/No translation request/);
    await expect(translation.status(ids[1])).rejects.toThrow(/No translation request/);
    expect((await translation.status(ids[2])).state).toBe('Completed');
    expect((await translation.status(ids[3])).state).toBe('Completed');
  });
});
