import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import type * as CanvasModule from '@napi-rs/canvas';
import type { FontClass } from '../layout/metrics';

/**
 * The fonts the built-in renderer draws with, chosen from what the machine has: for each family
 * of metrics the first of its candidates installed (Word's metric twins first, DejaVu last), so
 * a text is measured and drawn with one and the same font — never laid out for Liberation Sans
 * and drawn in whatever a font library substitutes for it.
 *
 * @napi-rs/canvas finds system fonts by scanning the usual folders itself, not through
 * fontconfig. So that one setting hides fonts from every renderer (LibreOffice and librsvg
 * honour fontconfig), the folders a FONTCONFIG_FILE names with `<dir>` are taken as the only
 * ones when that variable is set; DOCDELTA_FONT_DIRS (folders separated like PATH) overrides both.
 */

type Canvas = typeof CanvasModule;

const CANDIDATES: Record<FontClass, readonly string[]> = {
  sans: ['Liberation Sans', 'Arimo', 'Arial', 'Helvetica', 'DejaVu Sans', 'Noto Sans', 'FreeSans'],
  serif: ['Liberation Serif', 'Tinos', 'Times New Roman', 'Times', 'DejaVu Serif', 'Noto Serif', 'FreeSerif'],
  mono: ['Liberation Mono', 'Cousine', 'Courier New', 'Courier', 'DejaVu Sans Mono', 'Noto Sans Mono', 'FreeMono'],
};

export interface DrawingFonts {
  /** The installed family each metrics family is drawn with. */
  families: Record<FontClass, string>;
  /** A CSS font string for the canvas. */
  font(family: FontClass, size: number, bold: boolean, italic: boolean): string;
}

let chosen: { key: string; fonts: DrawingFonts } | undefined;

/** Font folders a setting restricts the renderer to; undefined for the system's own. */
export function fontFolders(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  if (env.DOCDELTA_FONT_DIRS) return env.DOCDELTA_FONT_DIRS.split(delimiter).filter(Boolean);
  if (!env.FONTCONFIG_FILE) return undefined;
  let config: string;
  try {
    config = readFileSync(env.FONTCONFIG_FILE, 'utf8');
  } catch {
    // fontconfig itself carries on with its defaults when its file cannot be read.
    return undefined;
  }
  return [...config.matchAll(/<dir(?:\s[^>]*)?>\s*([^<]+?)\s*<\/dir>/g)].map((m) =>
    m[1].replace(/^~(?=\/)/, env.HOME ?? '~'),
  );
}

export function drawingFonts(canvas: Canvas, env: NodeJS.ProcessEnv = process.env): DrawingFonts {
  const folders = fontFolders(env);
  const key = folders ? folders.join('\n') : '';
  if (chosen?.key === key) return chosen.fonts;
  if (folders) {
    canvas.GlobalFonts.removeAll();
    for (const folder of folders) canvas.GlobalFonts.loadFontsFromDir(folder);
  }
  const installed = new Set(canvas.GlobalFonts.families.map((f) => f.family));
  const first = (family: FontClass) => CANDIDATES[family].find((name) => installed.has(name));
  // Whatever is installed beats a name the canvas would silently substitute.
  const anyFamily = [...installed].sort()[0] ?? 'sans-serif';
  const sans = first('sans') ?? anyFamily;
  const families: Record<FontClass, string> = { sans, serif: first('serif') ?? sans, mono: first('mono') ?? sans };
  const fonts: DrawingFonts = {
    families,
    font: (family, size, bold, italic) =>
      `${italic ? 'italic ' : ''}${bold ? 'bold ' : ''}${Math.round(size * 1000) / 1000}px "${families[family]}"`,
  };
  chosen = { key, fonts };
  return fonts;
}
