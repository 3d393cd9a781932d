import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

/**
 * Opens result documents with the programs their readers use: LibreOffice for Office and
 * OpenDocument files (one headless conversion to PDF for all of them, one profile), pdf.js for
 * PDFs. Returns what could not be opened, by name.
 */

export const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

export const LIBREOFFICE_EXTENSIONS = new Set(['.docx', '.odt', '.xlsx', '.ods', '.csv', '.pptx', '.odp', '.vsdx']);

/** Converts every file to PDF with LibreOffice; returns the names that gave no PDF with a page. */
export function unopenedInLibreOffice(files: Record<string, Uint8Array>): string[] {
  const work = mkdtempSync(join(tmpdir(), 'docdelta-e2e-lo-'));
  try {
    const inputs = join(work, 'in');
    mkdirSync(inputs);
    // Flat, unique names: results of different documents may share a file name.
    const names = Object.keys(files).map((name, i) => ({ name, flat: `r${i}${extname(name)}` }));
    for (const { name, flat } of names) writeFileSync(join(inputs, flat), files[name]);
    const pdfs = join(work, 'pdf');
    spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        pdfs,
        ...names.map((n) => join(inputs, n.flat)),
      ],
      {
        stdio: 'ignore',
        timeout: 240_000,
      },
    );
    return names
      .filter(({ flat }) => {
        const pdf = join(pdfs, flat.replace(/\.[^.]+$/, '.pdf'));
        return !existsSync(pdf) || statSync(pdf).size < 800;
      })
      .map((n) => n.name);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The text of every page of a PDF as pdf.js reads it. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: texts.join('\n') };
}
