import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { documentProblem } from '../backend/errors';
import { errorMessage } from '../engine/index';
import { renderHtml } from '../report/html';
import type { FileReport, PreviewImage } from '../report/types';
import { safeRelativePath } from './artifact';
import { RunStopped, type ComparisonBackend, type SideDocument } from './backend';
import type { ChangedDocument, DocumentSource, SideContent } from './discover';
import { matchesGlob } from './glob';
import type { PreviewRenderer } from './previews';

/**
 * Compares the changed documents a few at a time and writes, per document, the result document,
 * the change list as JSON and an HTML report under `documents/<path>/` of the output folder.
 */

export interface DocumentOutcome {
  report: FileReport;
  /** Folder of this document's files, relative to the output folder (forward slashes). */
  folder: string;
  /** The result document's file name inside the folder. */
  resultFile?: string;
  /** Pages that hold a change (1-based, sorted), from the changes' page numbers. */
  pages: number[];
  /** Preview images in the folder (`previews/page-3.png`), with their captions; a crop names its whole page's image. */
  previews?: { file: string; caption: string; width?: number; fullPage?: string }[];
}

export interface CompareOptions {
  backend: ComparisonBackend;
  outputDir: string;
  mode: 'styled' | 'tracked';
  settings: Record<string, unknown>;
  passwords: Record<string, string>;
  concurrency: number;
  /** Renders preview images into the artifact; absent = no previews. */
  previews?: PreviewRenderer;
  onDocument?: (outcome: DocumentOutcome) => void;
}

export function passwordFor(path: string, passwords: Record<string, string>): string | undefined {
  for (const [glob, password] of Object.entries(passwords)) if (matchesGlob(path, glob)) return password;
  return undefined;
}

export async function compareDocuments(
  source: DocumentSource,
  documents: readonly ChangedDocument[],
  options: CompareOptions,
): Promise<DocumentOutcome[]> {
  const outcomes: DocumentOutcome[] = new Array(documents.length);
  let next = 0;
  let stopped: RunStopped | undefined;
  const worker = async () => {
    while (next < documents.length && !stopped) {
      const index = next++;
      const document = documents[index];
      const sides = (await source.read([document])).get(document) ?? {};
      try {
        outcomes[index] = await compareOne(document, sides, options);
      } catch (error) {
        if (!(error instanceof RunStopped)) throw error;
        // The other workers finish the document they hold and take no more.
        stopped ??= error;
        return;
      }
      options.onDocument?.(outcomes[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, documents.length) }, worker));
  if (stopped) throw stopped;
  return outcomes;
}

async function compareOne(
  document: ChangedDocument,
  sides: { before?: SideContent; after?: SideContent },
  options: CompareOptions,
): Promise<DocumentOutcome> {
  const folder = `documents/${safeRelativePath(document.newPath)}`;
  const base: FileReport = {
    oldPath: document.oldPath,
    newPath: document.newPath,
    status: document.status,
    changes: [],
    places: [],
  };
  const problem = [sides.before, sides.after].find(
    (side): side is { problem: string; stop?: boolean } => !!side && 'problem' in side,
  );
  if (problem?.stop) throw new RunStopped(problem.problem);
  let outcome: DocumentOutcome;
  // The report with both versions' pages, for report.html only (changes.json stays the list).
  let viewed: FileReport | undefined;
  if (problem) {
    outcome = { report: { ...base, note: problem.problem }, folder, pages: [] };
  } else {
    const side = (content: SideContent | undefined, path: string, prefix: string): SideDocument | undefined =>
      content && 'bytes' in content
        ? { bytes: content.bytes, fileName: `${prefix}/${path}`, password: passwordFor(path, options.passwords) }
        : undefined;
    try {
      const before = side(sides.before, document.oldPath, 'a');
      const after = side(sides.after, document.newPath, 'b');
      const comparison = await options.backend.compare(before, after, {
        mode: options.mode,
        settings: options.settings,
      });
      const report: FileReport = {
        ...base,
        changes: comparison.changes,
        places: comparison.places,
        contexts: comparison.contexts,
        warnings: [...new Set(comparison.warnings.map(nameSide))],
      };
      outcome = { report, folder, pages: pagesOf(report) };
      if (comparison.result) {
        outcome.resultFile = `${fileStem(document.newPath)}.docdelta-${options.mode}${comparison.result.extension}`;
        await writeInside(options.outputDir, `${folder}/${outcome.resultFile}`, comparison.result.bytes);
      }
      // The styled result is the redline the previews show; a tracked one is drawn by LibreOffice in its own review colours.
      const redline =
        comparison.result && options.mode === 'styled'
          ? { bytes: comparison.result.bytes, fileName: `b/${outcome.resultFile}` }
          : undefined;
      if (options.previews && report.changes.length) await renderPreviews(outcome, before, after, redline, options);
      if (options.previews && report.changes.length && options.backend.local) {
        const { settingsFromJson } = await import('../backend/settings-json');
        const { withDocumentView } = await import('../report/view');
        const settings = settingsFromJson(options.settings);
        ({ file: viewed } = await withDocumentView(report, before, after, { settings }));
      }
    } catch (error) {
      if (error instanceof RunStopped) throw error;
      // The engine's typed errors and a service's answers name the file; anything else is a bug.
      const problem = documentProblem(error);
      const reason = problem ? problem.message : `internal error: ${errorMessage(error)}`;
      const which = problem?.fileName?.startsWith('a/') ? ' (old version)' : problem?.fileName ? ' (new version)' : '';
      outcome = { report: { ...base, note: `not compared${which}: ${reason}` }, folder, pages: [] };
    }
  }
  await writeInside(
    options.outputDir,
    `${folder}/changes.json`,
    JSON.stringify({ ...outcome.report, pages: outcome.pages, resultFile: outcome.resultFile }, null, 2),
  );
  const previews = await reportPreviews(outcome, options.outputDir, '');
  await writeInside(
    options.outputDir,
    `${folder}/report.html`,
    renderHtml([viewed && !outcome.report.note ? viewed : outcome.report], {
      title: `docdelta: ${document.newPath}`,
      previews,
    }),
  );
  return outcome;
}

/**
 * A document's preview images for an HTML report (read back from the output folder): the crops
 * and side-by-side pages; whole redline pages are linked from their crops, relative to the
 * report (`prefix` is the document's folder as seen from the report).
 */
export async function reportPreviews(
  outcome: DocumentOutcome,
  outputDir: string,
  prefix: string,
): Promise<PreviewImage[]> {
  const linked = new Set((outcome.previews ?? []).map((p) => p.fullPage).filter(Boolean));
  const images: PreviewImage[] = [];
  for (const preview of outcome.previews ?? []) {
    if (linked.has(preview.file)) continue;
    const bytes = await readFile(join(outputDir, ...outcome.folder.split('/'), ...preview.file.split('/'))).catch(
      () => undefined,
    );
    if (!bytes) continue;
    const page = Number(/page-(\d+)/.exec(preview.file)?.[1] ?? 0);
    images.push({
      path: outcome.report.newPath,
      side: preview.fullPage ? 'redline' : 'pair',
      page,
      mimeType: 'image/png',
      bytes,
      href: preview.fullPage && `${prefix}${preview.fullPage}`,
    });
  }
  return images;
}

async function renderPreviews(
  outcome: DocumentOutcome,
  before: SideDocument | undefined,
  after: SideDocument | undefined,
  result: SideDocument | undefined,
  options: CompareOptions,
): Promise<void> {
  try {
    const rendered = await options.previews!.render({ before, after, changes: outcome.report.changes, result });
    outcome.previews = [];
    for (const image of rendered.images) {
      await writeInside(options.outputDir, `${outcome.folder}/previews/${image.name}`, image.bytes);
      outcome.previews.push({
        file: `previews/${image.name}`,
        caption: image.caption,
        width: image.width,
        fullPage: image.fullPage && `previews/${image.fullPage}`,
      });
    }
    outcome.report.warnings = [...(outcome.report.warnings ?? []), ...rendered.warnings.map((w) => `preview: ${w}`)];
    // The Pages column numbers pages as the preview images are named.
    if (rendered.images.length && rendered.pages?.length) outcome.pages = [...rendered.pages].sort((a, b) => a - b);
  } catch (error) {
    outcome.report.warnings = [...(outcome.report.warnings ?? []), `no preview: ${errorMessage(error)}`];
  }
}

/** `a/x.pdf: …` (the engine names sides by the a/ and b/ prefixes given it) → `x.pdf (old version): …`. */
export function nameSide(line: string): string {
  const match = /^([ab])\/(.+?): /.exec(line);
  if (!match) return line;
  const path = match[2].replace(/ \((old|new) version\)$/, '');
  return `${path} (${match[1] === 'a' ? 'old' : 'new'} version): ${line.slice(match[0].length).replace(new RegExp(`^${escapeRegExp(path)}: `), '')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function pagesOf(report: FileReport): number[] {
  return [
    ...new Set(
      report.changes.map((c) => c.PageInfo?.PageNumber).filter((p): p is number => Number.isInteger(p) && p > 0),
    ),
  ].sort((a, b) => a - b);
}

function fileStem(path: string): string {
  const name = path.split('/').pop() ?? 'document';
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).replace(/[":<>|*?\r\n\t]/g, '_');
}

async function writeInside(root: string, relative: string, content: Uint8Array | string): Promise<void> {
  const path = join(root, ...relative.split('/'));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}
