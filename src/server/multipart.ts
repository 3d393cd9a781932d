import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { ClientGoneError, ServiceError } from '../service/errors';

export interface MultipartFile {
  field: string;
  fileName: string;
  /** Must be consumed (or resumed) by onFile, or the parse stalls. */
  stream: Readable;
}

export const tooLarge = (limit: number) =>
  new ServiceError(413, 'RequestTooLarge', `The upload is larger than the server's limit of ${limit} bytes.`);

/**
 * Streams a multipart/form-data body through busboy: each file goes to `onFile` as it arrives
 * (nothing is buffered whole), text fields are collected. A file over `maxFileBytes` fails the
 * stream `onFile` reads with a 413, so whatever it was writing is abandoned. When the body fails
 * or its client goes away, every file stream still open is destroyed and the promise settles
 * only after each `onFile` has, so no handler is left holding a file or a temp name.
 */
export async function parseMultipart(
  body: Readable,
  headers: IncomingHttpHeaders,
  options: { maxFileBytes: number; maxFields?: number; onFile: (file: MultipartFile) => Promise<void> },
): Promise<Map<string, string[]>> {
  const fields = new Map<string, string[]>();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      limits: { fileSize: options.maxFileBytes, fields: options.maxFields ?? 50, fieldSize: 1024 * 1024, files: 20 },
    });
  } catch {
    throw new ServiceError(400, 'BadRequest', 'The body must be multipart/form-data with a boundary.');
  }
  const pending: Promise<void>[] = [];
  const open = new Set<Readable>();
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.resume();
      for (const stream of open) stream.destroy(error instanceof Error ? error : new Error(String(error)));
      void Promise.allSettled(pending).then(() => reject(error));
    };
    parser.on('file', (field, stream, info) => {
      open.add(stream);
      // A file stream's error fails the whole body. Without this listener, an error raised before
      // onFile attaches a reader (a path refused before the upload starts, a second file ignored
      // while it runs over the limit) would be an unhandled 'error' event, which ends the process.
      stream.on('error', fail);
      stream.once('close', () => open.delete(stream));
      stream.once('end', () => open.delete(stream));
      stream.on('limit', () => stream.destroy(tooLarge(options.maxFileBytes)));
      const work = options.onFile({ field, fileName: info.filename ?? field, stream }).catch((error: unknown) => {
        stream.resume();
        throw error;
      });
      work.catch(fail);
      pending.push(work);
    });
    parser.on('field', (name, value) => fields.set(name, [...(fields.get(name) ?? []), value]));
    parser.on('error', () => fail(new ServiceError(400, 'BadRequest', 'The multipart body is malformed.')));
    parser.on('close', () => {
      Promise.all(pending).then(() => {
        if (!failed) resolve();
      }, fail);
    });
    body.on('error', fail);
    body.once('close', () => {
      if (!body.readableEnded) fail(new ClientGoneError());
    });
    body.pipe(parser);
  });
  return fields;
}

/** Reads a stream into memory, refusing more than `limit` bytes. */
export async function readLimited(stream: Readable | AsyncIterable<Uint8Array>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Uint8Array).length;
    if (size > limit) {
      // Drain instead of destroying, so the client reads the 413 rather than a reset connection.
      (stream as Readable).resume?.();
      throw tooLarge(limit);
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
