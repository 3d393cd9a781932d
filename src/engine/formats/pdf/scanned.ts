import type { ReaderWarning } from '../../model/document';
import { rasterHash, type Raster } from '../shared/raster-regions';
import type { ScannedPage } from './model';
import { loadCanvas } from '../../native';
import { loadPdfJs, type PdfPage } from './pdfjs';

/** Longest side of a rendered scanned page: enough to see a changed word, small enough to keep. */
const RENDER_SIDE = 800;

/** Renders a page with pdf.js onto @napi-rs/canvas; undefined (with a warning) when it cannot. */
export async function renderScannedPage(
  page: PdfPage,
  number: number,
  warnings: ReaderWarning[],
  withoutWidgets = false,
): Promise<ScannedPage | undefined> {
  // The one canvas loader (it may load the module from the Action's tool cache).
  const { module: canvasLibrary, reason } = await loadCanvas();
  if (!canvasLibrary) {
    warnings.push({
      code: 'pdf-render-unavailable',
      message: `page ${number} has no text layer and cannot be compared as a picture: ${reason}`,
    });
    return undefined;
  }
  const base = page.getViewport({ scale: 1 });
  const scale = RENDER_SIDE / Math.max(base.width, base.height);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  try {
    const canvas = canvasLibrary.createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    type RenderParameters = Parameters<PdfPage['render']>[0];
    // ENABLE_FORMS leaves form widgets to an HTML layer: none is drawn on the canvas.
    const annotationMode = withoutWidgets ? (await loadPdfJs()).AnnotationMode.ENABLE_FORMS : undefined;
    await page.render({ canvas, canvasContext: context, viewport, annotationMode } as unknown as RenderParameters)
      .promise;
    const data = new Uint8Array(context.getImageData(0, 0, width, height).data.buffer.slice(0));
    const raster: Raster = { width, height, data };
    return { ...raster, page: number, hash: rasterHash(raster), pointsPerPixel: 1 / scale };
  } catch (error) {
    warnings.push({
      code: 'pdf-render-failed',
      message: `page ${number} has no text layer and could not be rendered (${(error as Error)?.message ?? error})`,
    });
    return undefined;
  }
}

/**
 * A page that renders to nothing but white (a page left blank on purpose, "This page intentionally…"
 * aside): it has no text layer because it has no content, not because it was scanned, so it is not
 * compared as a picture and a blank page that shifts by one when a page is deleted is no change.
 */
export function isBlankPage(page: ScannedPage): boolean {
  const data = page.data;
  for (let i = 0; i < data.length; i += 4) {
    // Near-white: anti-aliasing and colour management leave 250–255 on an empty white page.
    if (data[i] < 250 || data[i + 1] < 250 || data[i + 2] < 250) return false;
  }
  return true;
}
