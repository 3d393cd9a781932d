import {
  CorruptDocumentError,
  EngineError,
  errorMessage,
  PasswordRequiredError,
  UnsupportedFormatError,
  WrongPasswordError,
} from '../errors';
import { canvasFactoryOf, loadCanvas, loadPdfJs, pdfJsAssets } from '../native';
import { choosePages, pixelSize } from './pages';
import type { RasterPage } from './raster';
import type { PageOptions } from './builtin';

/** pdf.js renders at 96 dpi by default: a point is 4/3 pixels. */
const DEFAULT_SCALE = 96 / 72;

export interface PdfRenderOptions extends PageOptions {
  password?: string;
}

/** Renders pages of a PDF with pdf.js onto @napi-rs/canvas, one page at a time. */
export async function renderPdfPages(
  bytes: Uint8Array,
  options: PdfRenderOptions,
): Promise<{ pages: RasterPage[]; pageCount: number }> {
  // The canvas module first: pdf.js takes its DOMMatrix, ImageData and Path2D as it loads.
  const canvas = await loadCanvas();
  const pdfjs = await loadPdfJs();
  if (!pdfjs.module) throw new UnsupportedFormatError(`PDF previews are not available: ${pdfjs.reason}`);
  if (!canvas.module) throw new UnsupportedFormatError(`PDF previews are not available: ${canvas.reason}`);
  const document = await openPdf(pdfjs.module, bytes, options.password, canvasFactoryOf(canvas.module));
  try {
    const pageNumbers = choosePages(options.pages, document.numPages, options.lenient);
    const pages: RasterPage[] = [];
    for (const pageNumber of pageNumbers) {
      const page = await document.getPage(pageNumber);
      // The viewport at scale 1 is the page as shown (rotation applied), in points.
      const base = page.getViewport({ scale: 1 });
      const size = pixelSize(base.width, base.height, options, DEFAULT_SCALE);
      const viewport = page.getViewport({ scale: size.width / base.width });
      const surface = canvas.module.createCanvas(size.width, size.height);
      const context = surface.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      // Fit-inside asks can round the two sides differently; stretch the last fraction of a pixel.
      const stretch = size.height / viewport.height;
      if (Math.abs(stretch - 1) > 1e-6) context.scale(1, stretch);
      await page.render({ canvasContext: context as never, viewport, canvas: surface as never }).promise;
      const pixels = new Uint8Array(context.getImageData(0, 0, size.width, size.height).data.buffer);
      pages.push({
        pageNumber,
        width: size.width,
        height: size.height,
        pixels,
        pageWidth: base.width,
        pageHeight: base.height,
      });
      page.cleanup();
    }
    return { pages, pageCount: document.numPages };
  } finally {
    await document.destroy();
  }
}

type PdfJs = NonNullable<Awaited<ReturnType<typeof loadPdfJs>>['module']>;

async function openPdf(
  pdfjs: PdfJs,
  bytes: Uint8Array,
  password: string | undefined,
  CanvasFactory: ReturnType<typeof canvasFactoryOf>,
) {
  const assets = pdfJsAssets();
  try {
    const task = pdfjs.getDocument({
      // pdf.js may detach the buffer it is given; the caller's bytes stay theirs.
      data: new Uint8Array(bytes),
      password,
      // Scratch canvases from the canvas module loaded here, wherever it was found.
      CanvasFactory,
      standardFontDataUrl: assets.standardFontDataUrl,
      cMapUrl: assets.cMapUrl,
      cMapPacked: true,
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    });
    return await task.promise;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    const name = (error as { name?: string }).name;
    const code = (error as { code?: number }).code;
    if (name === 'PasswordException') throw code === 2 ? new WrongPasswordError() : new PasswordRequiredError();
    throw new CorruptDocumentError(`the PDF could not be opened (${errorMessage(error)})`);
  }
}
