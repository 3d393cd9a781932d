import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as CanvasModule from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type SharpFunction from 'sharp';
import { errorMessage } from '../errors';

/**
 * Native and heavy modules load here, on first use only: the git driver and `changes` never
 * pay for them, and a machine where a native binary is missing still does everything else.
 * A module that cannot load is remembered with its reason, so callers warn once in one line.
 */

type Sharp = typeof SharpFunction;
type Canvas = typeof CanvasModule;
type PdfJs = typeof PdfJsModule;

export type Loaded<T> = { module: T; reason?: undefined } | { module?: undefined; reason: string };

const cache = new Map<string, Promise<Loaded<unknown>>>();

function load<T>(name: string, importer: () => Promise<T>): Promise<Loaded<T>> {
  let pending = cache.get(name) as Promise<Loaded<T>> | undefined;
  if (!pending) {
    pending = importer().then(
      (module) => ({ module }),
      (error: unknown) => ({ reason: `${name} could not be loaded (${firstLine(errorMessage(error))})` }),
    );
    cache.set(name, pending as Promise<Loaded<unknown>>);
  }
  return pending;
}

function firstLine(text: string): string {
  return text.split('\n')[0].slice(0, 200);
}

export function loadSharp(): Promise<Loaded<Sharp>> {
  return load('sharp', async () => {
    const imported = (await import('sharp')) as unknown as { default?: Sharp } & Sharp;
    return imported.default ?? imported;
  });
}

export function loadCanvas(): Promise<Loaded<Canvas>> {
  return load('@napi-rs/canvas', async () => (await import('@napi-rs/canvas')) as Canvas);
}

export function loadPdfJs(): Promise<Loaded<PdfJs>> {
  return load('pdfjs-dist', async () => (await import('pdfjs-dist/legacy/build/pdf.mjs')) as PdfJs);
}

/**
 * Where pdf.js's standard fonts and CMaps are: beside the installed package, or — in a bundle
 * that has no node_modules — in a `pdfjs/` folder shipped beside the bundle's own file.
 */
export function pdfJsAssets(): { standardFontDataUrl: string; cMapUrl: string } {
  let root: string;
  try {
    root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  } catch {
    root = join(dirname(fileURLToPath(import.meta.url)), 'pdfjs');
  }
  // pdf.js in Node reads these with fs when they are plain paths ending in a separator.
  return { standardFontDataUrl: `${join(root, 'standard_fonts')}/`, cMapUrl: `${join(root, 'cmaps')}/` };
}

export { pathToFileURL };
