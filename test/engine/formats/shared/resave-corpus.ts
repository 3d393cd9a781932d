import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { compareFiles } from '../../../../src/engine/index';
import { sofficeConvert } from '../../../helpers/libreoffice';

/**
 * Documents re-saved without an edit by LibreOffice (`--convert-to` into the same format),
 * python-docx, openpyxl and odfpy, each compared with its original. A re-save that gives changes is
 * then rendered, original and re-save, by LibreOffice to PDF and to pictures: when every page is
 * drawn the same the changes are noise; when pages differ the re-save really changed the
 * document (a tool dropped what it does not know) and changes are expected.
 *
 * Run over a folder: `npx tsx test/engine/formats/shared/resave-corpus.ts <dir> [out-dir]`.
 */

export type Tool = 'libreoffice' | 'python-docx' | 'openpyxl' | 'odfpy';

export interface ResaveOutcome {
  file: string;
  tool: Tool;
  format: string;
  /** The changes found, one line each; empty for no change. */
  changes: string[];
  /** Whether LibreOffice draws both the same (checked only when there are changes). */
  samePages?: boolean;
  /** Why the case could not be run (the tool could not re-save it). */
  skipped?: string;
}

/** The filter that writes each format as itself. */
const SAME_FORMAT: Record<string, string> = {
  docx: 'docx:MS Word 2007 XML',
  xlsx: 'xlsx:Calc MS Excel 2007 XML',
  pptx: 'pptx:Impress MS PowerPoint 2007 XML',
  odt: 'odt',
  ods: 'ods',
  odp: 'odp',
};

const PYTHON_TOOLS: { tool: Tool; format: string; module: string; script: string }[] = [
  {
    tool: 'python-docx',
    format: 'docx',
    module: 'docx',
    script: 'import docx, sys\ndocx.Document(sys.argv[1]).save(sys.argv[2])',
  },
  {
    tool: 'openpyxl',
    format: 'xlsx',
    module: 'openpyxl',
    script: 'import openpyxl, sys\nopenpyxl.load_workbook(sys.argv[1]).save(sys.argv[2])',
  },
  ...['odt', 'ods', 'odp'].map((format) => ({
    tool: 'odfpy' as const,
    format,
    module: 'odf.opendocument',
    script: 'import odf.opendocument, sys\nodf.opendocument.load(sys.argv[1]).save(sys.argv[2])',
  })),
];

/** A Python 3 that imports `module` (Debian's python3-* packages are under /usr/bin), if any. */
export function pythonWith(module: string): string | undefined {
  return ['/usr/bin/python3', 'python3'].find(
    (python) => spawnSync(python, ['-c', `import ${module}`], { stdio: 'ignore' }).status === 0,
  );
}

const formatOf = (file: string) => extname(file).slice(1).toLowerCase();

async function changesBetween(a: string, b: string): Promise<string[]> {
  const result = await compareFiles(
    { bytes: readFileSync(a), fileName: basename(a) },
    { bytes: readFileSync(b), fileName: basename(b) },
  );
  return result.changes.map(
    (c) =>
      `${c.kind} ${c.place}: ${JSON.stringify(c.text)} → ${JSON.stringify(c.targetText)}${c.styleChanges?.length ? ` ${JSON.stringify(c.styleChanges)}` : ''}`,
  );
}

/** Each page of a PDF as gray pixels (PGM), rendered small: enough to see a moved line or a lost picture. */
function pagePictures(pdf: string, dir: string): Buffer[] {
  mkdirSync(dir, { recursive: true });
  const run = spawnSync('pdftoppm', ['-r', '50', '-gray', pdf, join(dir, 'p')], { stdio: 'ignore' });
  if (run.status !== 0) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pgm'))
    .sort()
    .map((name) => readFileSync(join(dir, name)));
}

/** Same page count and every page's pixels the same but for a few (anti-aliasing), never a word's worth. */
function samePictures(a: Buffer[], b: Buffer[]): boolean {
  if (a.length !== b.length || !a.length) return false;
  return a.every((page, i) => {
    const other = b[i];
    if (page.length !== other.length) return false;
    let differing = 0;
    for (let at = 0; at < page.length; at++) if (Math.abs(page[at] - other[at]) > 32) differing++;
    return differing <= page.length / 20_000;
  });
}

/** Re-saves every file by every tool that writes its format, and compares. */
export async function resaveCorpus(files: readonly string[], work: string): Promise<ResaveOutcome[]> {
  const outcomes: ResaveOutcome[] = [];
  const pairs: { outcome: ResaveOutcome; original: string; resaved: string }[] = [];
  const byFormat = new Map<string, string[]>();
  for (const file of files) {
    const format = formatOf(file);
    if (!SAME_FORMAT[format]) continue;
    byFormat.set(format, [...(byFormat.get(format) ?? []), file]);
  }
  // LibreOffice, one run a format (a start costs seconds).
  for (const [format, list] of byFormat) {
    const out = join(work, 'libreoffice', format);
    mkdirSync(out, { recursive: true });
    await sofficeConvert(list, SAME_FORMAT[format], out).catch(() => undefined);
    // One file LibreOffice cannot finish ends the batch: the rest one by one, so each stands alone.
    for (const file of list)
      if (!existsSync(join(out, basename(file))))
        await sofficeConvert([file], SAME_FORMAT[format], out).catch(() => undefined);
    for (const file of list) {
      const outcome: ResaveOutcome = { file: basename(file), tool: 'libreoffice', format, changes: [] };
      const resaved = join(out, basename(file));
      if (existsSync(resaved)) pairs.push({ outcome, original: file, resaved });
      else outcome.skipped = 'LibreOffice wrote nothing';
      outcomes.push(outcome);
    }
  }
  for (const { tool, format, module, script } of PYTHON_TOOLS) {
    const python = pythonWith(module);
    if (!python) continue;
    const out = join(work, tool);
    mkdirSync(out, { recursive: true });
    for (const file of byFormat.get(format) ?? []) {
      const outcome: ResaveOutcome = { file: basename(file), tool, format, changes: [] };
      const resaved = join(out, basename(file));
      const run = spawnSync(python, ['-c', script, file, resaved], { encoding: 'utf8' });
      if (run.status === 0 && existsSync(resaved)) pairs.push({ outcome, original: file, resaved });
      else outcome.skipped = `${tool} could not open it: ${run.stderr.trim().split('\n').pop() ?? ''}`;
      outcomes.push(outcome);
    }
  }
  for (const pair of pairs) {
    try {
      pair.outcome.changes = await changesBetween(pair.original, pair.resaved);
    } catch (error) {
      // A damaged original docdelta refuses (as it should) is no re-save to judge.
      const refused = await changesBetween(pair.original, pair.original).then(
        () => undefined,
        (own: Error) => own.message,
      );
      if (refused) pair.outcome.skipped = `docdelta refuses the original: ${refused}`;
      else pair.outcome.changes = [`error: ${(error as Error).message}`];
    }
  }
  // Render the pairs that differ: originals once, each re-save once.
  const changed = pairs.filter((pair) => pair.outcome.changes.length && !pair.outcome.skipped);
  if (changed.length) {
    const originals = [...new Set(changed.map((pair) => pair.original))];
    const rendered = join(work, 'pdf');
    const renderOne = async (sources: string[], dir: string) => {
      mkdirSync(dir, { recursive: true });
      // soffice names each PDF after its source, so sources of one name render into folders of their own.
      for (const file of sources) await sofficeConvert([file], 'pdf', dir).catch(() => undefined);
    };
    await renderOne(originals, join(rendered, 'original'));
    for (const pair of changed) {
      const dir = join(rendered, pair.outcome.tool);
      const copy = join(dir, 'in', basename(pair.resaved));
      mkdirSync(join(dir, 'in'), { recursive: true });
      copyFileSync(pair.resaved, copy);
      await renderOne([copy], dir);
      const pdfName = `${basename(pair.original, extname(pair.original))}.pdf`;
      const a = pagePictures(join(rendered, 'original', pdfName), join(rendered, 'png', 'original', pdfName));
      const b = pagePictures(join(dir, pdfName), join(rendered, 'png', pair.outcome.tool, pdfName));
      pair.outcome.samePages = samePictures(a, b);
    }
  }
  return outcomes;
}

/** `[]` / total per tool and format, and the noise: changes where the pages are drawn the same. */
export function figures(outcomes: readonly ResaveOutcome[]): string {
  const rows = new Map<string, { total: number; empty: number; real: number; noise: number; skipped: number }>();
  for (const o of outcomes) {
    const key = `${o.tool} ${o.format}`;
    const row = rows.get(key) ?? { total: 0, empty: 0, real: 0, noise: 0, skipped: 0 };
    if (o.skipped) row.skipped++;
    else {
      row.total++;
      if (!o.changes.length) row.empty++;
      else if (o.samePages) row.noise++;
      else row.real++;
    }
    rows.set(key, row);
  }
  const lines = [
    '| tool | format | [] / re-saves | changes, pages differ | changes, pages same (noise) | not re-saved, or original refused |',
  ];
  lines.push('| --- | --- | --- | --- | --- | --- |');
  for (const [key, r] of [...rows].sort())
    lines.push(`| ${key.replace(' ', ' | ')} | ${r.empty} / ${r.total} | ${r.real} | ${r.noise} | ${r.skipped} |`);
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('resave-corpus.ts') && process.argv[2]) {
  const dir = process.argv[2];
  const work = process.argv[3] ?? join(dir, '..', 'resave-work');
  const files = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((file) => SAME_FORMAT[formatOf(file)]);
  const outcomes = await resaveCorpus(files, work);
  writeFileSync(join(work, 'outcomes.json'), JSON.stringify(outcomes, null, 2));
  for (const o of outcomes)
    if (o.changes.length || o.skipped)
      console.log(
        `${o.tool} ${o.file}: ${o.skipped ?? `${o.changes.length} changes, pages ${o.samePages ? 'same' : 'differ'}`}`,
      );
  console.log(figures(outcomes));
}
