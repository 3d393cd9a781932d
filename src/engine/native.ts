import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as CanvasModule from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type SharpFunction from 'sharp';
import { errorMessage } from './errors';

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

let canvasFolder: string | undefined;

/**
 * Loads @napi-rs/canvas from this package folder instead of resolving it from here: a copy
 * installed elsewhere, as in the Action's tool cache. For loads not made yet.
 */
export function useCanvasFolder(folder: string | undefined): void {
  canvasFolder = folder;
  cache.delete('@napi-rs/canvas');
}

export function loadCanvas(): Promise<Loaded<Canvas>> {
  return load('@napi-rs/canvas', async () => {
    if (!canvasFolder) return (await import('@napi-rs/canvas')) as Canvas;
    const entry = createRequire(import.meta.url).resolve(canvasFolder);
    // Not for the bundler to follow: the folder is only known at run time.
    return (await import(/* webpackIgnore: true */ pathToFileURL(entry).href)) as Canvas;
  });
}

/** pdf.js, loaded once for the engine's reader and its previews alike. */
export function loadPdfJs(): Promise<Loaded<PdfJs>> {
  return load('pdfjs-dist', async () => {
    await preparePdfJsGlobals();
    // pdf.js warns as it loads when it cannot `require` the canvas module from its own folder
    // (several lines, with a require stack), though the globals set above are all it needs from
    // it; without any canvas module, reading text needs none and previews say so in their words.
    const restore = withoutCanvasWarnings();
    const natives = nativeBuiltIns();
    try {
      const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as PdfJs;
      // The worker code runs on this thread; importing it here (not by URL) lets a bundler see it.
      const holder = globalThis as { pdfjsWorker?: unknown };
      // @ts-expect-error pdf.js ships no types for its worker module.
      holder.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      return pdfjs;
    } finally {
      natives.restore();
      restore();
    }
  });
}

/**
 * The legacy build's core-js (in both of pdf.js's modules) replaces built-ins process-wide with
 * polyfills for features Node 20 has natively or pdf.js does not use: Array.prototype.push
 * (guarding lengths above 2^32), JSON.parse/stringify (source-text access; measured 4× slower on
 * a large change list) and Function.prototype.toString. Everything else in the process — the
 * server's responses, `--json` output — would pay for them. What core-js adds that Node 20 lacks
 * (Set methods, Promise.withResolvers, …) stays.
 */
function nativeBuiltIns(): { restore(): void } {
  const saved: [object, PropertyKey, PropertyDescriptor][] = [];
  for (const [owner, key] of [
    [Array.prototype, 'push'],
    [JSON, 'parse'],
    [JSON, 'stringify'],
    [Function.prototype, 'toString'],
  ] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, key);
    if (descriptor) saved.push([owner, key, descriptor]);
  }
  return {
    restore() {
      for (const [owner, key, descriptor] of saved) {
        const now = Object.getOwnPropertyDescriptor(owner, key);
        if (now?.value !== descriptor.value) Object.defineProperty(owner, key, descriptor);
      }
    },
  };
}

function withoutCanvasWarnings(): () => void {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && /^Warning: Cannot (load "@napi-rs\/canvas"|polyfill `)/.test(args[0])) return;
    warn(...args);
  };
  return () => {
    console.warn = warn;
  };
}

type Globals = { DOMMatrix?: unknown; ImageData?: unknown; Path2D?: unknown };

let preparing: Promise<Canvas | undefined> | undefined;

/**
 * Call before pdf.js is first imported (both of the engine's loaders do). pdf.js's legacy build
 * takes DOMMatrix, ImageData and Path2D from @napi-rs/canvas when it can `require` it from its
 * own folder, and evaluates `new DOMMatrix()` at load: where the canvas module lives elsewhere
 * (the Action's tool cache, beside a bundle without node_modules) pdf.js would not load at all,
 * or would draw with classes of a second copy of the module. So the globals come from the
 * canvas module loaded here; without one, a bare DOMMatrix lets pdf.js load to read text.
 * Resolves to the canvas module, if any.
 */
export function preparePdfJsGlobals(): Promise<Canvas | undefined> {
  preparing ??= (async () => {
    const canvas = (await loadCanvas()).module;
    const globals = globalThis as Globals;
    if (canvas) {
      globals.DOMMatrix ??= canvas.DOMMatrix;
      globals.ImageData ??= canvas.ImageData;
      globals.Path2D ??= canvas.Path2D;
    } else {
      globals.DOMMatrix ??= TextOnlyMatrix;
    }
    return canvas;
  })();
  return preparing;
}

/** Stands in for DOMMatrix so pdf.js loads without a canvas module; nothing renders then. */
class TextOnlyMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
}

interface CanvasAndContext {
  canvas: { width: number; height: number } | null;
  context: unknown;
}

/**
 * A pdf.js `CanvasFactory` (the getDocument option) making its scratch canvases with the canvas
 * module loaded here; pdf.js's own NodeCanvasFactory would `require` it from pdf.js's folder.
 */
export function canvasFactoryOf(canvas: Canvas) {
  return class CanvasFactory {
    create(width: number, height: number): CanvasAndContext {
      if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
      const surface = canvas.createCanvas(width, height);
      return { canvas: surface, context: surface.getContext('2d') };
    }

    reset(entry: CanvasAndContext, width: number, height: number): void {
      if (!entry.canvas) throw new Error('Canvas is not specified');
      if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
      entry.canvas.width = width;
      entry.canvas.height = height;
    }

    destroy(entry: CanvasAndContext): void {
      if (!entry.canvas) throw new Error('Canvas is not specified');
      entry.canvas.width = 0;
      entry.canvas.height = 0;
      entry.canvas = null;
      entry.context = null;
    }
  };
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
