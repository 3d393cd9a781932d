import { existsSync } from 'node:fs';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CorruptDocumentError, PasswordRequiredError, WrongPasswordError } from '../../errors';

/**
 * Loads pdf.js (legacy build, Node 20) on first use and opens documents with the options the
 * engine needs everywhere: no font faces, no system fonts, no eval, quiet console.
 */

type PdfJs = typeof PdfJsModule;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const nativePush = Object.getOwnPropertyDescriptor(Array.prototype, 'push');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // The worker code runs on this thread; importing it here (not by URL) lets a bundler see it.
    const holder = globalThis as { pdfjsWorker?: unknown };
    // @ts-expect-error pdf.js ships no types for its worker module.
    holder.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    // The legacy build's core-js (in both modules) swaps the process-wide Array.prototype.push
    // for a polyfill guarding lengths above 2^32 (a V8 quirk no array here reaches); it made
    // every push in the process several times slower (a tenth of a large comparison's time).
    // Put the native one back.
    if (nativePush && Array.prototype.push !== nativePush.value) Object.defineProperty(Array.prototype, 'push', nativePush);
    return pdfjs;
  })();
  return loading;
}

let fontDirectory: string | undefined;

/**
 * The directory of pdf.js's standard fonts: beside the installed package, or, inside a bundle,
 * a `pdfjs-standard-fonts/` folder next to the bundle's file.
 */
export function standardFontDirectory(): string {
  if (fontDirectory) return fontDirectory;
  const candidates: string[] = [];
  try {
    const require = createRequire(import.meta.url);
    candidates.push(join(dirname(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')), '..', '..', 'standard_fonts'));
  } catch {
    // Not resolvable from a bundle: the copied folder below is used instead.
  }
  try {
    candidates.push(join(dirname(fileURLToPath(import.meta.url)), 'pdfjs-standard-fonts'));
  } catch {
    // import.meta.url is not a file URL (never in Node, kept for safety).
  }
  candidates.push(join(process.cwd(), 'node_modules', 'pdfjs-dist', 'standard_fonts'));
  fontDirectory = candidates.find((c) => existsSync(join(c, 'FoxitSerif.pfb'))) ?? candidates[0];
  return fontDirectory;
}

/** pdf.js's PasswordException codes. */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

/** Opens a PDF; password problems become PasswordRequiredError / WrongPasswordError. */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js transfers (detaches) the buffer it gets: give it a copy so the caller's bytes live on.
    data: new Uint8Array(bytes),
    password,
    standardFontDataUrl: standardFontDirectory() + '/',
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (error) {
    const named = error as { name?: string; code?: number; message?: string };
    if (named?.name === 'PasswordException') {
      if (named.code === INCORRECT_PASSWORD || (named.code === NEED_PASSWORD && password)) throw new WrongPasswordError();
      throw new PasswordRequiredError();
    }
    throw new CorruptDocumentError(`not a readable PDF (${named?.message ?? String(error)})`);
  }
}
