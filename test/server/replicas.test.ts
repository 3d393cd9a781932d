import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENTS,
  hangingUpload,
  RoundRobin,
  startReplica,
  tokenFrom,
  vendorSession,
  waitForJob,
  writeSharedConfig,
  type Replica,
} from '../../scripts/scale/replicas';
import { LocalConditionalStore } from '../../src/storage/local-conditional';

// Several `docdelta serve` processes on one shared local folder store, each request of a session
// going to the next replica, against one replica on a store of its own.

let root: string;
let replicas: Replica[] = [];
let single: Replica;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docdelta-replicas-'));
  const shared = await writeSharedConfig(join(root, 'shared'));
  const alone = await writeSharedConfig(join(root, 'alone'));
  [single, ...replicas] = await Promise.all([
    startReplica(alone, join(root, 'alone', 'own')),
    ...[1, 2, 3].map((n) => startReplica(shared, join(root, `replica-${n}`))),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([single, ...replicas].filter(Boolean).map((r) => r.stop()));
  await rm(root, { recursive: true, force: true });
});

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(folder.length + 1));
}

describe('replicas on one shared store', () => {
  it('answer a session whose requests alternate between two and three replicas as one replica does', async () => {
    const token = await tokenFrom(single.url);
    const expected = await vendorSession(new RoundRobin([single.url], token), 'session');
    expect(expected.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 202, 200, 200]);
    expect(expected.find((a) => a.step === 'translation status')?.body).toContain('"state":"Completed"');
    expect(expected.find((a) => a.step === 'translated')?.body).toContain('<value>Hallo</value>');
    expect(expected.find((a) => a.step === 'download')?.body).toContain('5 percent');
    // Versions of v2.txt: the upload's own and the one it replaced.
    expect(JSON.parse(expected.find((a) => a.step === 'versions')!.body).Value).toHaveLength(2);

    // A token issued by the first replica is accepted by the others.
    const sharedToken = await tokenFrom(replicas[0].url);
    for (const n of [2, 3]) {
      const urls = replicas.slice(0, n).map((r) => r.url);
      expect(await vendorSession(new RoundRobin(urls, sharedToken), 'session')).toEqual(
        // The second session on the shared store finds the first one's files and counts on from it.
        n === 2 ? expected : await vendorSession(new RoundRobin([single.url], token), 'session'),
      );
    }
    // Nothing but upload temp space lands in a replica's own folder.
    for (const replica of replicas) expect(await filesUnder(replica.dir)).toEqual([]);
  });

  it('loses no upload, no job and no count when many requests reach all replicas at once', async () => {
    const client = CLIENTS[1];
    const tokens = await Promise.all(replicas.map((r) => tokenFrom(r.url, client)));
    const rr = new RoundRobin(
      replicas.map((r) => r.url),
      tokens[2],
    );
    const uploads = Array.from({ length: 12 }, (_, i) =>
      rr.send('PUT', `/v2.0/comparison/storage/file/many/f${i}.txt`, `file ${i}\n`, 'application/octet-stream'),
    );
    const infos = Array.from({ length: 9 }, () =>
      rr.send('POST', '/v2.0/comparison/info', '{"FilePath":"session/v1.txt"}'),
    );
    const resx = Buffer.from('<root><data name="a"><value>Hello</value></data></root>').toString('base64');
    const jobs = Array.from({ length: 6 }, (_, i) =>
      rr.send(
        'POST',
        '/v2.0/translation/resx',
        JSON.stringify({ targetLanguages: ['de'], file: resx, originalFileName: `s${i}.resx` }),
      ),
    );
    const answers = await Promise.all([...uploads, ...infos, ...jobs]);
    expect(answers.map((a) => a.status)).toEqual([...Array(21).fill(200), ...Array(6).fill(202)]);
    const listing = JSON.parse((await rr.send('GET', '/v2.0/comparison/storage/folder/many')).body) as {
      Value: { Name: string }[];
    };
    expect(listing.Value.map((f) => f.Name).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `f${i}.txt`).sort());
    const store = new LocalConditionalStore(join(root, 'shared', 'shared-state'));
    for (const [i, job] of answers.slice(21).entries()) {
      const id = (JSON.parse(job.body) as { id: string }).id;
      expect((await waitForJob(rr, id)).state).toBe(200);
      const result = await rr.send('GET', `/v2.0/comparison/storage/file/translation/${id}/s${i}.de.resx`);
      expect(result.body).toContain('<value>Hallo</value>');
      // Claimed once: no two replicas ran it.
      const record = await store.readTagged(`translation/jobs/${id}`);
      expect(JSON.parse(new TextDecoder().decode(record!.content))).toMatchObject({ attempts: 1 });
    }
    // Nine infos of a 61-byte document, counted on three replicas into one total: each replica
    // flushes its counts every 50 ms (the config's setting), so every replica reads all nine soon
    // after; a total that overshoots is a double count.
    for (const replica of replicas) {
      const rr = new RoundRobin([replica.url], tokens[0]);
      let consumption: { Credit: number; Quantity: number };
      do {
        consumption = JSON.parse((await rr.send('GET', '/v2.0/comparison/consumption')).body);
        if (consumption.Credit < 9) await new Promise((resolve) => setTimeout(resolve, 25));
      } while (consumption.Credit < 9);
      expect(consumption).toEqual({ Credit: 9, Quantity: Math.round((9 * 61 * 1e6) / 2 ** 20) / 1e6 });
    }
  });
});

describe('a replica killed mid-job', () => {
  it('fails its requests in flight cleanly, and its translation job finishes on another replica once the lease runs out', async () => {
    const folder = join(root, 'kill');
    const config = await writeSharedConfig(folder);
    const dying = await startReplica(config, join(folder, 'dying'), 'holding');
    const token = await tokenFrom(dying.url);
    const rr = new RoundRobin([dying.url], token);
    const accepted = await rr.send(
      'POST',
      '/v2.0/translation/resx',
      JSON.stringify({
        targetLanguages: ['de'],
        file: Buffer.from('<root><data name="a"><value>Hello</value></data></root>').toString('base64'),
        originalFileName: 'Strings.resx',
      }),
    );
    const id = (JSON.parse(accepted.body) as { id: string }).id;
    const store = new LocalConditionalStore(join(folder, 'shared-state'));
    const record = async () =>
      JSON.parse(new TextDecoder().decode((await store.readTagged(`translation/jobs/${id}`))!.content)) as {
        status: string;
        attempts: number;
        lease?: { owner: string };
      };
    while ((await record()).status !== 'Processing') await new Promise((done) => setTimeout(done, 20));
    const upload = hangingUpload(dying.url, token, 'inflight/partial.txt').catch((error: unknown) => error);
    // The upload has reached the replica once its temp file exists.
    while (!(await filesUnder(join(folder, 'storage'))).some((f) => f.startsWith('.tmp/')))
      await new Promise((done) => setTimeout(done, 20));
    await dying.stop('SIGKILL');
    expect(await upload).toMatchObject({ code: 'UND_ERR_SOCKET' });

    const survivor = await startReplica(config, join(folder, 'survivor'));
    try {
      const other = new RoundRobin([survivor.url], token);
      const state = await waitForJob(other, id);
      expect(state.state).toBe(200);
      expect((await record()).attempts).toBe(2);
      const translated = await other.send('GET', `/v2.0/comparison/storage/file/translation/${id}/Strings.de.resx`);
      expect(translated.body).toContain('<value>Hallo</value>');
      // The cut upload left no file.
      expect((await other.send('GET', '/v2.0/comparison/storage/exist/inflight/partial.txt')).body).toContain(
        '"Exists":false',
      );
    } finally {
      await survivor.stop();
    }
  }, 120_000);
});
