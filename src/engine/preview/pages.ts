import { InvalidOptionsError } from '../errors';

/** Largest side of a preview image in pixels; larger asks are a mistake or an attack. */
export const MAX_PREVIEW_SIDE = 10_000;

/**
 * Parses a page selection such as `1,3-5` into sorted, distinct 1-based page numbers.
 * Shared by the CLI flag and the API's PageNumbers so both reject the same inputs alike.
 */
export function parsePageSelection(text: string): number[] {
  const pages = new Set<number>();
  const trimmed = text.trim();
  if (!trimmed) throw new InvalidOptionsError(`page selection '${text}' is empty; expected e.g. 1,3-5`);
  for (const part of trimmed.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match)
      throw new InvalidOptionsError(`page selection '${text}' is not valid at '${part.trim()}'; expected e.g. 1,3-5`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1) throw new InvalidOptionsError(`page selection '${text}': pages start at 1`);
    if (last < first) throw new InvalidOptionsError(`page selection '${text}': range ${first}-${last} runs backwards`);
    if (last - first > 100_000)
      throw new InvalidOptionsError(`page selection '${text}': range ${first}-${last} is too long`);
    for (let page = first; page <= last; page++) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/**
 * The pages to render out of `pageCount`: all when none are asked for; asking for a page the
 * document does not have is an error that says how many it has.
 */
export function choosePages(asked: readonly number[] | undefined, pageCount: number, lenient = false): number[] {
  if (!asked || asked.length === 0) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (lenient)
    return [...new Set(asked)].filter((p) => Number.isInteger(p) && p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const beyond = asked.filter((p) => !Number.isInteger(p) || p < 1 || p > pageCount);
  if (beyond.length) {
    throw new InvalidOptionsError(
      `page${beyond.length > 1 ? 's' : ''} ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} not in the document, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`,
    );
  }
  return [...new Set(asked)].sort((a, b) => a - b);
}

/**
 * Pixel size of a page `pointWidth` × `pointHeight` (or pixels, for images). Width or height
 * alone keeps the aspect ratio; both fit the page inside that box, keeping the aspect ratio;
 * neither uses `defaultScale`.
 */
export function pixelSize(
  pointWidth: number,
  pointHeight: number,
  asked: { width?: number; height?: number },
  defaultScale: number,
): { width: number; height: number; scale: number } {
  for (const [name, value] of [
    ['width', asked.width],
    ['height', asked.height],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > MAX_PREVIEW_SIDE)) {
      throw new InvalidOptionsError(
        `preview ${name} ${value} is not a whole number of pixels from 1 to ${MAX_PREVIEW_SIDE}`,
      );
    }
  }
  let scale = defaultScale;
  if (asked.width && asked.height) scale = Math.min(asked.width / pointWidth, asked.height / pointHeight);
  else if (asked.width) scale = asked.width / pointWidth;
  else if (asked.height) scale = asked.height / pointHeight;
  const width = Math.min(MAX_PREVIEW_SIDE, Math.max(1, Math.round(pointWidth * scale)));
  const height = Math.min(MAX_PREVIEW_SIDE, Math.max(1, Math.round(pointHeight * scale)));
  // Exact asked sides win over rounding, so `--width 1000` gives exactly 1000 pixels.
  return {
    width: asked.width && !asked.height ? asked.width : width,
    height: asked.height && !asked.width ? asked.height : height,
    scale,
  };
}
