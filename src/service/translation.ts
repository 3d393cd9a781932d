import { randomUUID } from 'node:crypto';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { zipSync } from 'fflate';
import { CorruptDocumentError } from '../engine/index';
import type { ResxFileRequest } from '../model/conversion';
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

interface Job {
  id: string;
  status: 'Queued' | 'Processing' | 'Completed' | 'Failed';
  message: string;
  urls: string[];
}

/**
 * POST /translation/resx: the request is accepted at once (202) and processed by an in-process
 * queue one job at a time; GET /translation/resx/{id} reports its status and result links.
 */
export class TranslationService {
  private readonly jobs = new Map<string, Job>();
  private chain: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly service: ApiService,
    private readonly translator: Translator,
    /** Jobs that may wait in the queue; one more is refused with 429 so memory stays bounded. */
    private readonly maxWaiting = 100,
    /** Finished jobs remembered for GET /translation/resx/{id}; the oldest are forgotten first. */
    private readonly maxFinished = 1000,
  ) {}

  submit(request: ResxFileRequest, context: RequestContext) {
    if (!request.file && !request.url)
      throw badRequest('file or url: one of them is required (the .resx to translate)');
    if (this.waiting >= this.maxWaiting)
      throw new ServiceError(
        429,
        'TooManyRequests',
        `${this.waiting} translations are waiting already; retry after the time in Retry-After.`,
        10,
      );
    const id = randomUUID();
    const job: Job = { id, status: 'Queued', message: 'Queued.', urls: [] };
    this.forgetOldFinishedJobs();
    this.jobs.set(id, job);
    this.waiting += 1;
    this.chain = this.chain
      .then(() => this.process(job, request, context))
      .catch(() => undefined)
      .finally(() => (this.waiting -= 1));
    return {
      status: 202,
      message: 'Accepted: the translation is queued; GET /v2.0/translation/resx/{id} for its result.',
      id,
    };
  }

  private forgetOldFinishedJobs(): void {
    let finished = 0;
    for (const job of this.jobs.values()) if (job.status === 'Completed' || job.status === 'Failed') finished += 1;
    // Map iteration is insertion order: the first finished jobs met are the oldest.
    for (const [key, job] of this.jobs) {
      if (finished < this.maxFinished) break;
      if (job.status === 'Completed' || job.status === 'Failed') {
        this.jobs.delete(key);
        finished -= 1;
      }
    }
  }

  /** Resolves when every job submitted so far has finished (for tests and shutdown). */
  async idle(): Promise<void> {
    await this.chain;
  }

  status(id: string) {
    const job = this.jobs.get(id);
    if (!job) throw new ServiceError(404, 'NotFound', `No translation request has the id '${id}'.`);
    const status = job.status === 'Completed' ? 200 : job.status === 'Failed' ? 422 : 202;
    return { status, message: job.message, id: job.id, state: job.status, urls: job.urls };
  }

  private async process(job: Job, request: ResxFileRequest, context: RequestContext): Promise<void> {
    job.status = 'Processing';
    try {
      const { bytes, name } = await this.source(request, job.id);
      const xml = new TextDecoder().decode(bytes);
      const stem = name.replace(/\.resx$/i, '');
      const outputs: { name: string; bytes: Uint8Array }[] = [];
      const counts: string[] = [];
      let total = 0;
      let anyTranslated = false;
      for (const language of request.targetLanguages) {
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
      if (!anyTranslated && total > 0) {
        job.status = 'Failed';
        job.message = `Nothing was translated by ${this.translator.description}: no entry matched any of the ${total} string(s) for ${request.targetLanguages.join(', ')}.`;
        return;
      }
      const folder = `translation/${job.id}`;
      const files: { path: string; bytes: Uint8Array }[] = [];
      if (request.savingMode !== 'Archive')
        files.push(...outputs.map((o) => ({ path: joinPath(folder, o.name), bytes: o.bytes })));
      if (request.savingMode !== 'Files')
        files.push({
          path: joinPath(folder, `${stem}.zip`),
          bytes: zipSync(Object.fromEntries(outputs.map((o) => [o.name, o.bytes]))),
        });
      for (const file of files)
        job.urls.push((await this.service.save(file.path, undefined, file.bytes, context)).href ?? file.path);
      job.status = 'Completed';
      job.message = `Translated by ${this.translator.description}; strings translated per language: ${counts.join('; ')}. Strings without a translation were kept in ${request.sourceLanguage}.`;
    } catch (error) {
      job.status = 'Failed';
      job.message = error instanceof Error ? error.message.split('\n')[0] : 'The translation failed.';
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
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => level !== 'warning' && errors.push(message),
  }).parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (errors.length || !root || root.nodeName !== 'root')
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
    text: new XMLSerializer().serializeToString(document),
    strings: texts.length,
    translated: result.translated,
  };
}
