import { mkdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { errorMessage, loadPreviews } from '../../engine/index';
import { parseCommandArgs } from '../args';
import { backendFor, refuseRemote, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';
import { printWarnings } from '../warnings';
import { OFFICE_HELP, officeChoice } from '../office';
import { writeResultFile } from '../output';

const HELP = `Usage: docdelta preview <file> --out <dir> [options]

Renders pages of a document to images: <dir>/<name>-page-<n>.<format>.

Options:
  --out <dir>               folder for the images (created when missing)
  --pages <list>            pages to render, e.g. 1,3-5 (default: all)
  --format png|jpeg|bmp     image format (default png)
  --width <px>              image width; alone, the height keeps the page's aspect ratio
  --height <px>             image height; with --width, the page fits inside both
${OFFICE_HELP}
                          (in this process only; with --remote the service chooses)
  --password <pw>           password of a protected document (or DOCDELTA_PASSWORD)
${REMOTE_HELP}`;

export async function previewCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError(`preview takes exactly one file\n${HELP}`);
  if (!values.out) throw new UsageError('preview needs --out <dir>');
  const { parsePageSelection, PREVIEW_FORMATS } = await loadPreviews();
  const format = (values.format ?? 'png').toLowerCase().replace(/^jpg$/, 'jpeg');
  if (!PREVIEW_FORMATS.includes(format as never))
    throw new UsageError(`--format '${values.format}' is not one of ${PREVIEW_FORMATS.join(', ')}`);
  let pages: number[] | undefined;
  try {
    pages = values.pages === undefined ? undefined : parsePageSelection(values.pages);
  } catch (error) {
    throw new UsageError(`--pages: ${errorMessage(error)}`);
  }
  const width = pixels('--width', values.width);
  const height = pixels('--height', values.height);
  const backend = await backendFor(values, io);
  refuseRemote(backend, '--office', values.office);
  const office = backend.kind === 'local' ? officeChoice(values, io, positionals[0]) : undefined;
  const input = await readInput(positionals[0], values.password ?? io.env.DOCDELTA_PASSWORD);
  const result = await backend.renderPreviews({
    document: { ...input, fileName: positionals[0] },
    pages,
    format: format as 'png' | 'jpeg' | 'bmp',
    width,
    height,
    office,
    soffice: io.env.DOCDELTA_SOFFICE,
  });
  printWarnings(
    io,
    result.warnings.map((w) => ({ ...w, fileName: positionals[0] })),
  );
  await mkdir(values.out, { recursive: true });
  const stem = basename(positionals[0], extname(positionals[0]));
  const extension = format === 'jpeg' ? 'jpg' : format;
  for (const page of result.pages) {
    // A page of a few points (some PDFs hold such stamps) renders as a speck: say it is the page, not a fault.
    if (
      page.width &&
      page.height &&
      Math.min(page.width, page.height) < TINY_PAGE_PIXELS &&
      width === undefined &&
      height === undefined
    ) {
      printWarnings(io, [
        {
          fileName: positionals[0],
          message: `page ${page.pageNumber} is tiny (its image is ${page.width}x${page.height} px at the usual scale); --width or --height renders it larger`,
        },
      ]);
    }
    const path = join(values.out, `${stem}-page-${page.pageNumber}.${extension}`);
    // Whole or not at all: a full disk or a stopped command leaves no half page image behind.
    await writeResultFile(path, page.bytes, [positionals[0]]);
    io.stdout.write(page.width && page.height ? `${path}: ${page.width}x${page.height}\n` : `${path}\n`);
  }
  return EXIT_OK;
}

/** Below this many pixels on its short side a page image shows next to nothing. */
const TINY_PAGE_PIXELS = 32;

function pixels(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`${flag} '${value}' is not a whole number of pixels`);
  const n = Number(value);
  if (n < 1 || n > 10_000) throw new UsageError(`${flag} ${n} is not from 1 to 10000`);
  return n;
}

function parse(args: string[]) {
  return parseCommandArgs(args, {
    out: { type: 'string' },
    pages: { type: 'string' },
    format: { type: 'string' },
    width: { type: 'string' },
    height: { type: 'string' },
    office: { type: 'string' },
    password: { type: 'string' },
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
}
