import { existsSync } from 'node:fs';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countPdfPages, pdfEnd } from './page-count';
import { CorruptDocumentError, PasswordRequiredError, WrongPasswordError } from '../../errors';
import { canvasFactoryOf, loadPdfJs as loadSharedPdfJs, preparePdfJsGlobals } from '../../native';

/**
 * Loads pdf.js (legacy build, Node 20) on first use and opens documents with the options the
 * engine needs everywhere: no font faces, no system fonts, no eval, quiet console.
 */

type PdfJs = typeof PdfJsModule;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

let loading: Promise<PdfJs> | undefined;
/** The canvas module pdf.js draws scanned pages with, when one loaded. */
let canvas: Awaited<ReturnType<typeof preparePdfJsGlobals>>;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    // Shared with the previews: pdf.js must find the canvas module's classes as it loads, and
    // the shared loader puts back the built-ins pdf.js's polyfills replace.
    canvas = await preparePdfJsGlobals();
    const loaded = await loadSharedPdfJs();
    if (!loaded.module) throw new Error(loaded.reason);
    return loaded.module;
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

/** A warning when the file goes on past its end (see pdfEnd), else undefined. */
export function junkTailWarning(bytes: Uint8Array): string | undefined {
  const extra = bytes.length - pdfEnd(bytes);
  return extra > 0 ? `${extra} bytes after the PDF's last %%EOF belong to no revision and were ignored` : undefined;
}

/** pdf.js's PasswordException codes. */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

/**
 * Opens a PDF; password problems become PasswordRequiredError / WrongPasswordError. An
 * extraction worker passes the font directory its parent found (a bundled worker sits elsewhere).
 */
export async function openPdf(
  bytes: Uint8Array,
  password?: string,
  standardFonts = standardFontDirectory(),
): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js transfers (detaches) the buffer it gets: give it a copy so the caller's bytes live on.
    data: new Uint8Array(bytes.subarray(0, pdfEnd(bytes))),
    password,
    standardFontDataUrl: standardFonts + '/',
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // pdf.js's own factory would `require` the canvas module from pdf.js's folder, where a
    // bundle may not have it.
    ...(canvas ? { CanvasFactory: canvasFactoryOf(canvas) } : {}),
  });
  try {
    return await task.promise;
  } catch (error) {
    const named = error as { name?: string; code?: number; message?: string };
    if (named?.name === 'PasswordException') {
      if (named.code === INCORRECT_PASSWORD || (named.code === NEED_PASSWORD && password))
        throw new WrongPasswordError();
      throw new PasswordRequiredError();
    }
    throw new CorruptDocumentError(`not a readable PDF (${named?.message ?? String(error)})`);
  }
}

/**
 * The page count from the document's cross-reference and page tree (page-count.ts), without
 * loading pdf.js; pdf.js answers for files that counter cannot read plainly (broken xref,
 * encryption, unusual filters), opening the document without reading any page.
 */
export async function pdfPageCount(bytes: Uint8Array, password?: string): Promise<number> {
  const counted = countPdfPages(bytes);
  if (counted !== undefined) return counted;
  const document = await openPdf(bytes, password);
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}
