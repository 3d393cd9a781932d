import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { CorruptDocumentError, loadXmlDom, zipFiles, type XmlDocument } from '../engine/index';
import type { ResxFileRequest } from '../model/conversion';
import type { ConditionalStore } from '../storage/conditional';
import { joinPath, normalizeStoragePath } from '../storage/index';
import { badRequest, ServiceError } from './errors';
import type { ApiService, RequestContext } from './index';

/** Translates strings; says what it did, so a partial or empty job is never reported as done. */
export interface Translator {
  readonly description: string;
  translate(texts: string[], from: string, to: string): Promise<{ texts: string[]; translated: number }>;
}

/**
 * The default translator when no machine-translation service is configured: exact matches in
 * the user's glossary (per target language). Strings it has no entry for stay in the source
 * language, and the job's message counts them.
 */
export class GlossaryTranslator implements Translator {
  readonly description = 'the configured glossary (no machine-translation service is configured)';
  constructor(private readonly glossary: Record<string, Record<string, string>>) {}

  async translate(texts: string[], _from: string, to: string) {
    const entries = this.glossary[to] ?? this.glossary[to.toLowerCase()] ?? {};
    let translated = 0;
    const out = texts.map((text) => {
      const hit = entries[text] ?? entries[text.trim()];
      if (hit === undefined) return text;
      translated++;
      return hit;
    });
    return { texts: out, translated };
  }
}

interface JobRecord {
  id: string;
  status: 'Queued' | 'Processing' | 'Completed' | 'Failed';
  message: string;
  urls: string[];
  /** Kept until the job has finished, for whichever replica runs it. */
  request?: ResxFileRequest;
  context: RequestContext;
  submittedAt: number;
  /** The replica running the job, until when; another replica takes the job over once it is past. */
  lease?: { owner: string; until: number };
  /** Replicas that took the job; a job whose replicas keep dying is failed instead of taken again. */
  attempts: number;
}

export interface TranslationQueueOptions {
  /** Jobs that may wait in the queue (all replicas together); one more is refused with 429. */
  maxWaiting?: number;
  /**
   * Finished jobs remembered for GET /translation/resx/{id}; the oldest are forgotten first. The
   * history is listed to trim it every maxFinished / 20 jobs a replica finishes (every job below
   * 40), so up to 5% more per replica may be remembered for a while.
   */
  maxFinished?: number;
  /** How long a replica's claim on a job lasts; it renews it while the job runs. */
  leaseMs?: number;
  /** How often an idle replica looks for jobs at first (its own submissions wake it at once). */
  pollMs?: number;
  /** Each look that finds nothing doubles the wait, up to this (default 8 × pollMs). */
  maxPollMs?: number;
  /** Names this replica in leases. */
  replicaId?: string;
}

const MAX_ATTEMPTS = 3;
const JOBS = 'translation/jobs/';
const QUEUE = 'translation/queue/';
const FINISHED = 'translation/finished/';

/**
 * POST /translation/resx: the request is accepted at once (202) and queued in the shared state;
 * GET /translation/resx/{id} reports its status and result links from any replica. Each replica
 * runs one job at a time: it claims a job by writing a lease into the job's record on condition
 * that the record is unchanged (so two replicas never both claim it), renews the lease while the
 * job runs, and writes the result on the same condition. A job whose lease ran out (its replica
 * died) is claimed again by another replica.
 */
export class TranslationService {
  private readonly store: ConditionalStore;
  private readonly maxWaiting: number;
  private readonly maxFinished: number;
  private lastFinished = 0;
  /** Jobs this replica finished since it last listed the history to trim it. */
  private finishedSinceTrim = 0;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxPollMs: number;
  /** The wait before the next look: pollMs after work, doubling while idle up to maxPollMs. */
  private idleMs: number;
  readonly replicaId: string;
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  private closed = false;
  /** A job was submitted while the pump ran: look again at once when it stops. */
  private wakeAgain = false;
  /** A job this replica claimed as it submitted it, for the next pump to run first (etag '' while being written). */
  private handoff: { record: JobRecord; etag: string } | undefined;

  constructor(
    private readonly service: ApiService,
    private readonly translator: Translator,
    options: TranslationQueueOptions = {},
  ) {
    this.store = service.sharedState;
    this.maxWaiting = options.maxWaiting ?? 100;
    this.maxFinished = options.maxFinished ?? 1000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1000;
    this.maxPollMs = Math.max(this.pollMs, options.maxPollMs ?? this.pollMs * 8);
    this.idleMs = this.pollMs;
    this.replicaId = options.replicaId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.schedule(0);
  }

  async submit(request: ResxFileRequest, context: RequestContext) {
    if (!request.file && !request.url)
      throw badRequest('file or url: one of them is required (the .resx to translate)');
    const waiting = (await this.store.listKeys(QUEUE)).length;
    if (waiting >= this.maxWaiting)
      throw new ServiceError(
        429,
        'TooManyRequests',
        `${waiting} translations are waiting already; retry after the time in Retry-After.`,
        10,
      );
    const id = randomUUID();
    const queued: JobRecord = {
      id,
      status: 'Queued',
      message: 'Queued.',
      urls: [],
      request,
      context,
      submittedAt: Date.now(),
      attempts: 0,
    };
    // A replica with nothing to do writes the job already claimed by itself: no listing, read and
    // claim of it follow. The queue entry is written all the same, so that if this replica dies
    // the job is taken over once its lease runs out.
    const claim = !this.pumping && !this.handoff && !this.closed;
    const job: JobRecord = claim ? this.claimed(queued) : queued;
    if (claim) this.handoff = { record: job, etag: '' };
    let etag: string | undefined;
    try {
      etag = await this.store.writeIf(JOBS + id, encode(job), { ifNoneMatch: '*' });
      if (!etag) throw new Error(`translation job ${id} exists already`);
      await this.store.writeIf(QUEUE + id, encode(job.submittedAt), { ifNoneMatch: '*' });
    } catch (error) {
      if (claim) this.handoff = undefined;
      throw error;
    }
    if (claim) this.handoff = { record: job, etag };
    this.schedule(0);
    return {
      status: 202,
      message: 'Accepted: the translation is queued; GET /v2.0/translation/resx/{id} for its result.',
      id,
    };
  }

  async status(id: string) {
    const job = /^[0-9a-f-]{36}$/i.test(id) ? await this.read(id) : undefined;
    if (!job) throw new ServiceError(404, 'NotFound', `No translation request has the id '${id}'.`);
    const { record } = job;
    const status = record.status === 'Completed' ? 200 : record.status === 'Failed' ? 422 : 202;
    return { status, message: record.message, id: record.id, state: record.status, urls: record.urls };
  }

  /** Resolves when no job is queued or running on any replica (for tests and shutdown). */
  async idle(): Promise<void> {
    while ((await this.store.listKeys(QUEUE)).length)
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.pollMs, 50)));
  }

  /** Stops taking jobs. A job running here is left to finish; if the process ends first, its lease runs out. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.pumping) {
      this.wakeAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pumping = this.pump()
        .catch(() => undefined)
        .finally(() => {
          this.pumping = undefined;
          const again = this.wakeAgain;
          this.wakeAgain = false;
          this.schedule(again ? 0 : this.idleMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Runs jobs one after another while there are jobs to claim; an idle look backs off the next. */
  private async pump(): Promise<void> {
    let worked = false;
    try {
      while (!this.closed) {
        const handed = this.handoff?.etag ? this.handoff : undefined;
        if (handed) this.handoff = undefined;
        const claimed = handed ?? (await this.claimNext());
        if (!claimed) return;
        worked = true;
        await this.run(claimed.record, claimed.etag);
      }
    } finally {
      this.idleMs = worked ? this.pollMs : Math.min(this.idleMs * 2, this.maxPollMs);
    }
  }

  private async read(id: string): Promise<{ record: JobRecord; etag: string } | undefined> {
    const tagged = await this.store.readTagged(JOBS + id);
    return tagged && { record: decode(tagged.content) as JobRecord, etag: tagged.etag };
  }

  /** The oldest job nobody holds, now leased to this replica; undefined when there is none. */
  private async claimNext(): Promise<{ record: JobRecord; etag: string } | undefined> {
    const candidates: { record: JobRecord; etag: string }[] = [];
    for (const key of await this.store.listKeys(QUEUE)) {
      const id = key.slice(QUEUE.length);
      const job = await this.read(id);
      if (!job) continue;
      const { record } = job;
      if (record.status === 'Completed' || record.status === 'Failed') {
        await this.dequeue(id); // Finished by a replica that died before removing it from the queue.
        continue;
      }
      if (record.status === 'Queued' || (record.lease && record.lease.until < Date.now())) candidates.push(job);
    }
    candidates.sort((a, b) => a.record.submittedAt - b.record.submittedAt);
    for (const { record, etag } of candidates) {
      const next: JobRecord =
        record.attempts >= MAX_ATTEMPTS
          ? {
              ...record,
              status: 'Failed',
              message: `The translation stopped ${record.attempts} times with the replica running it; it is not tried again.`,
              request: undefined,
              lease: undefined,
            }
          : this.claimed(record);
      const written = await this.store.writeIf(JOBS + record.id, encode(next), { ifMatch: etag });
      if (!written) continue; // Another replica claimed it first.
      if (next.status === 'Failed') {
        await this.finish(record.id);
        continue;
      }
      return { record: next, etag: written };
    }
    return undefined;
  }

  /** The record of a job once this replica has claimed it. */
  private claimed(record: JobRecord): JobRecord {
    return {
      ...record,
      status: 'Processing',
      message: 'Processing.',
      lease: { owner: this.replicaId, until: Date.now() + this.leaseMs },
      attempts: record.attempts + 1,
    };
  }

  /** Runs a claimed job, renewing its lease; the result is kept only if the lease was never lost. */
  private async run(record: JobRecord, claimedEtag: string): Promise<void> {
    let etag: string | undefined = claimedEtag;
    let renewing = Promise.resolve();
    const renew = setInterval(
      () => {
        renewing = renewing.then(async () => {
          if (!etag) return;
          const renewed = { ...record, lease: { owner: this.replicaId, until: Date.now() + this.leaseMs } };
          etag = await this.store.writeIf(JOBS + record.id, encode(renewed), { ifMatch: etag }).catch(() => etag);
        });
      },
      Math.max(10, this.leaseMs / 3),
    );
    renew.unref();
    let outcome: Pick<JobRecord, 'status' | 'message' | 'urls'>;
    try {
      outcome = await this.process(record.id, record.request!, record.context);
    } finally {
      clearInterval(renew);
      await renewing;
    }
    if (!etag) return; // The lease was lost: another replica owns the job now.
    const done: JobRecord = { ...record, ...outcome, request: undefined, lease: undefined };
    if (await this.store.writeIf(JOBS + record.id, encode(done), { ifMatch: etag })) await this.finish(record.id);
  }

  /** Takes a finished job off the queue, remembers it, and forgets the oldest finished jobs beyond the limit. */
  private async finish(id: string): Promise<void> {
    // Jobs finishing within one millisecond would otherwise be ordered by their random ids, and the
    // newest could be the one forgotten.
    this.lastFinished = Math.max(Date.now(), this.lastFinished + 1);
    await this.store.writeIf(`${FINISHED}${String(this.lastFinished).padStart(15, '0')}-${id}`, encode(id), {
      ifNoneMatch: '*',
    });
    await this.dequeue(id);
    // A listing of the history per job finished would be one more store request per job.
    if (++this.finishedSinceTrim < Math.max(1, Math.floor(this.maxFinished / 20))) return;
    this.finishedSinceTrim = 0;
    const finished = await this.store.listKeys(FINISHED);
    for (const key of finished.slice(0, Math.max(0, finished.length - this.maxFinished))) {
      await this.remove(JOBS + key.slice(key.indexOf('-', FINISHED.length) + 1));
      await this.remove(key);
    }
  }

  private async dequeue(id: string): Promise<void> {
    await this.remove(QUEUE + id);
  }

  /** Every key here names a job's random id and is never written again once removed. */
  private async remove(key: string): Promise<void> {
    if (this.store.deleteFinal) return this.store.deleteFinal(key);
    const tagged = await this.store.readTagged(key);
    if (tagged) await this.store.deleteIf(key, tagged.etag, { final: true });
  }

  private async process(
    id: string,
    request: ResxFileRequest,
    context: RequestContext,
  ): Promise<Pick<JobRecord, 'status' | 'message' | 'urls'>> {
    try {
      const { bytes, name } = await this.source(request, id);
      const xml = new TextDecoder().decode(bytes);
      const stem = name.replace(/\.resx$/i, '');
      const outputs: { name: string; bytes: Uint8Array }[] = [];
      const counts: string[] = [];
      let total = 0;
      let anyTranslated = false;
      // A language asked for twice is translated once: one file per name, in the folder and in the archive.
      for (const language of new Set(request.targetLanguages)) {
        const { text, strings, translated } = await translateResx(
          xml,
          this.translator,
          request.sourceLanguage,
          language,
        );
        total = strings;
        anyTranslated ||= translated > 0;
        counts.push(`${language}: ${translated} of ${strings}`);
        outputs.push({ name: `${stem}.${language}.resx`, bytes: new TextEncoder().encode(text) });
      }
      if (!anyTranslated && total > 0)
        return {
          status: 'Failed',
          message: `Nothing was translated by ${this.translator.description}: no entry matched any of the ${total} string(s) for ${request.targetLanguages.join(', ')}.`,
          urls: [],
        };
      const folder = `translation/${id}`;
      const files: { path: string; bytes: Uint8Array }[] = [];
      if (request.savingMode !== 'Archive')
        files.push(...outputs.map((o) => ({ path: joinPath(folder, o.name), bytes: o.bytes })));
      if (request.savingMode !== 'Files')
        files.push({
          path: joinPath(folder, `${stem}.zip`),
          bytes: zipFiles(outputs),
        });
      const urls: string[] = [];
      for (const file of files)
        urls.push((await this.service.save(file.path, undefined, file.bytes, context)).href ?? file.path);
      return {
        status: 'Completed',
        message: `Translated by ${this.translator.description}; strings translated per language: ${counts.join('; ')}. Strings without a translation were kept in ${request.sourceLanguage}.`,
        urls,
      };
    } catch (error) {
      return {
        status: 'Failed',
        message: error instanceof Error ? error.message.split('\n')[0] : 'The translation failed.',
        urls: [],
      };
    }
  }

  /** The .resx from `file` (base64) or `url`: a storage path or this server's download link. */
  private async source(request: ResxFileRequest, id: string): Promise<{ bytes: Uint8Array; name: string }> {
    if (request.file)
      return { bytes: Buffer.from(request.file, 'base64'), name: request.originalFileName ?? `${id}.resx` };
    const url = request.url!;
    let path = url;
    if (/^[a-z]+:\/\//i.test(url)) {
      const parsed = new URL(url);
      const marker = '/comparison/storage/file/';
      const at = parsed.pathname.indexOf(marker);
      // Fetching arbitrary URLs from the server would let callers probe its network.
      if (at < 0)
        throw badRequest(
          "url: only files in this server's storage can be translated (a storage path or its download link)",
        );
      path = decodeURIComponent(parsed.pathname.slice(at + marker.length));
    }
    const input = await this.service.load({ FilePath: path });
    return {
      bytes: input.bytes,
      name: request.originalFileName ?? normalizeStoragePath(path).split('/').pop() ?? `${id}.resx`,
    };
  }
}

/** Rewrites the string values of a .resx (data elements without a type) through the translator. */
export async function translateResx(
  xml: string,
  translator: Translator,
  from: string,
  to: string,
): Promise<{ text: string; strings: number; translated: number }> {
  const { parseXml, serializeXml } = await loadXmlDom();
  let document: XmlDocument | undefined;
  try {
    document = parseXml(xml, 'resx');
  } catch {
    document = undefined;
  }
  const root = document?.documentElement;
  if (!document || !root || root.nodeName !== 'root')
    throw new CorruptDocumentError('the file is not a .resx resource file (XML with a <root> element)');
  const values = Array.from(root.getElementsByTagName('data'))
    .filter((data) => !data.getAttribute('type') && !data.getAttribute('mimetype'))
    .map((data) => Array.from(data.getElementsByTagName('value'))[0])
    .filter((value): value is NonNullable<typeof value> => value !== undefined);
  const texts = values.map((value) => value.textContent ?? '');
  const result = await translator.translate(texts, from, to);
  values.forEach((value, index) => {
    while (value.firstChild) value.removeChild(value.firstChild);
    value.appendChild(document.createTextNode(result.texts[index]));
  });
  return {
    text: serializeXml(document),
    strings: texts.length,
    translated: result.translated,
  };
}

function encode(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

function decode(content: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(content));
}
