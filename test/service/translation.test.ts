import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../src/service/errors';
import { ApiService } from '../../src/service/index';
import { TranslationService, translateResx, type Translator } from '../../src/service/translation';
import { LocalStorage } from '../../src/storage/local';
import { MemoryConditionalStore } from '../../src/storage/memory-conditional';
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
      // The queue is empty once the job is off it; the history is trimmed just after.
      await translation['pumping'];
    }
    await expect(translation.status(ids[0])).rejects.toThrow(/No translation request/);
    await expect(translation.status(ids[1])).rejects.toThrow(/No translation request/);
    expect((await translation.status(ids[2])).state).toBe('Completed');
    expect((await translation.status(ids[3])).state).toBe('Completed');
  });
});

describe('translation queue polling', () => {
  it('backs off while idle, doubling up to maxPollMs, and polls at pollMs again after a job', async () => {
    // The job's own file writes need the real event loop (setImmediate); the queue's timers are fake.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const sharedState = new MemoryConditionalStore();
      const listings: number[] = [];
      const listKeys = sharedState.listKeys.bind(sharedState);
      sharedState.listKeys = async (prefix) => {
        if (prefix === 'translation/queue/') listings.push(Date.now());
        return listKeys(prefix);
      };
      const service = new ApiService({
        storages: new StorageRegistry([new LocalStorage({ name: 'First Storage', root })]),
        sharedState,
        isolation: 'inline',
      });
      const translator: Translator = {
        description: 'an echoing test translator',
        translate: async (texts) => ({ texts, translated: texts.length }),
      };
      const translation = new TranslationService(service, translator, { pollMs: 10, maxPollMs: 80 });
      const start = Date.now();
      await vi.advanceTimersByTimeAsync(1000);
      const gaps = (from: number) => listings.slice(from + 1).map((at, i) => at - listings[from + i]);
      // Each idle look doubles the wait: 0, 20, 60, 140 ms, then every 80 ms; 14 looks in a second,
      // not the 100 of a fixed 10 ms poll.
      expect(listings[0]).toBe(start);
      expect(gaps(0).slice(0, 5)).toEqual([20, 40, 80, 80, 80]);
      expect(listings.length).toBe(14);
      const { id } = await translation.submit(
        { targetLanguages: ['de'], file: Buffer.from(RESX).toString('base64') } as never,
        { baseUrl: 'http://127.0.0.1:1', clientId: 'test' },
      );
      const afterSubmit = listings.length;
      await vi.advanceTimersByTimeAsync(0);
      while ((await translation.status(id)).state !== 'Completed') await new Promise((done) => setImmediate(done));
      await vi.advanceTimersByTimeAsync(200);
      // The submit's own listing, then, the job claimed as it was written, one look after it at once;
      // after the job, pollMs again, then backing off.
      expect(gaps(afterSubmit - 1)).toEqual([0, 10, 20, 40, 80]);
      await translation.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('translation job submitted to an idle replica', () => {
  it('is written already claimed by it and runs without a listing, read or claim of it first; a busy replica queues the next', async () => {
    const sharedState = new MemoryConditionalStore();
    const calls: string[] = [];
    for (const method of ['readTagged', 'listKeys', 'writeIf'] as const) {
      const inner = (sharedState[method] as (...args: unknown[]) => Promise<unknown>).bind(sharedState);
      (sharedState as unknown as Record<string, unknown>)[method] = (key: string, ...rest: unknown[]) => {
        calls.push(`${method} ${key.split('/').slice(0, 2).join('/')}`);
        return inner(key, ...rest);
      };
    }
    const service = new ApiService({
      storages: new StorageRegistry([new LocalStorage({ name: 'First Storage', root })]),
      sharedState,
      isolation: 'inline',
    });
    const { translator, release } = heldTranslator();
    const context = { baseUrl: 'http://127.0.0.1:1', clientId: 'test' };
    const request = { targetLanguages: ['de'], file: Buffer.from(RESX).toString('base64') } as never;
    // Polls only when woken, so every store call below is the jobs' own.
    const translation = new TranslationService(service, translator, { pollMs: 600_000 });
    await translation['pumping'];
    calls.length = 0;
    const first = await translation.submit(request, context);
    expect((await translation.status(first.id)).state).toBe('Processing');
    const second = await translation.submit(request, context);
    expect((await translation.status(second.id)).state).toBe('Queued');
    release();
    await translation.idle();
    await translation['pumping'];
    expect((await translation.status(first.id)).state).toBe('Completed');
    expect((await translation.status(second.id)).state).toBe('Completed');
    const untilSecond = calls.slice(0, calls.indexOf('writeIf translation/jobs', 2));
    // The first job: the submit's queue listing, its claimed record and queue entry, its status read.
    expect(untilSecond).toEqual([
      'listKeys translation/queue',
      'writeIf translation/jobs',
      'writeIf translation/queue',
      'readTagged translation/jobs',
      'listKeys translation/queue',
    ]);
    // The second was claimed from the queue, once: a read of its record and one claim write.
    const claims = calls.filter((call) => call === 'writeIf translation/jobs').length;
    expect(claims).toBe(2 + 1 + 2); // Two submits, the second's claim, two results.
    await translation.close();
  });
});

describe('translation archive', () => {
  const service = new ApiService({
    storages: new StorageRegistry([new LocalStorage({ name: 'First Storage', root })]),
    isolation: 'inline',
  });
  const context = { baseUrl: 'http://127.0.0.1:1', clientId: 'test' };
  const translator: Translator = {
    description: 'a bracketing test translator',
    async translate(texts) {
      return { texts: texts.map((text) => `[${text} & <more>]`), translated: texts.length };
    },
  };

  async function archiveOf(translation: TranslationService): Promise<Uint8Array> {
    const request = {
      targetLanguages: ['de', 'fr', 'de'],
      file: Buffer.from(RESX).toString('base64'),
      originalFileName: 'Strings.resx',
      savingMode: 'Archive',
    } as never;
    const { id } = await translation.submit(request, context);
    await translation.idle();
    const status = await translation.status(id);
    expect(status.state, status.message).toBe('Completed');
    return (await service.load({ FilePath: `translation/${id}/Strings.zip` } as never)).bytes;
  }

  it('zips the translated files with the engine’s ZIP writer: Python’s zipfile reads them, and the same job gives the same bytes', async () => {
    const translation = new TranslationService(service, translator, { pollMs: 10 });
    const first = await archiveOf(translation);
    // A later job, seconds apart on a busy machine: a clock-dated archive would differ.
    const second = await archiveOf(translation);
    await translation.close();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const file = join(root, 'check.zip');
    writeFileSync(file, first);
    const script = [
      'import json, sys, zipfile',
      'z = zipfile.ZipFile(sys.argv[1])',
      'assert z.testzip() is None',
      'print(json.dumps({i.filename: [i.date_time[0], z.read(i).decode()] for i in z.infolist()}))',
    ].join('\n');
    const listed = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' });
    expect(listed.stderr).toBe('');
    const entries = JSON.parse(listed.stdout) as Record<string, [number, string]>;
    expect(Object.keys(entries)).toEqual(['Strings.de.resx', 'Strings.fr.resx']);
    expect(entries['Strings.de.resx'][0]).toBe(1980);
    expect(entries['Strings.fr.resx'][1]).toContain('<value>[Hello &amp; &lt;more&gt;]</value>');
  });
});

describe('translateResx', () => {
  const echo: Translator = { description: 'echo', translate: async (texts) => ({ texts, translated: 0 }) };

  it('refuses what is not a well-formed .resx in one line', async () => {
    for (const text of ['<root><data name="a"><value>x</data></root>', '<resources/>', 'plain text'])
      await expect(translateResx(text, echo, 'en', 'de')).rejects.toThrow(
        /^the file is not a \.resx resource file \(XML with a <root> element\)$/,
      );
  });
});
