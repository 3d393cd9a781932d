import * as core from '@actions/core';
import { constants as fsConstants, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { escapeHtml } from '../report/escape';
import { renderHtml } from '../report/html';
import { countsByType } from '../report/summary';
import type { PreviewImage } from '../report/types';
import { stepAnnotations, type Annotations } from './annotations';
import { artifactUrl, filesUnder, type ArtifactStore } from './artifact';
import { isInformational, oneOrCount, summariseFindings } from './warnings';
import { RunStopped, type ComparisonBackend } from './backend';
import { COMMENT_MARKER, renderComment, postComment, type PreviewLink } from './comment';
import { compareDocuments, reportPreviews, type DocumentOutcome } from './compare';
import { discoverDocuments } from './discover';
import { uploadCommentArtifact } from './fork-comment';
import type { RunContext } from './event';
import { judge } from './gate';
import type { GitHubApi } from './github';
import type { ActionSettings } from './inputs';
import { publishPreviews, type PreviewImageFile, type PreviewRenderer } from './previews';
import { missingParts, partName, partPrefix, shardDocuments } from './shard';

/**
 * One run of the Action, its collaborators passed in (GitHub API, artifact store, backend,
 * preview renderer) so the tests and the demo run exactly this code.
 */

export interface RunDependencies {
  settings: ActionSettings;
  context: RunContext;
  api?: GitHubApi;
  artifacts: ArtifactStore;
  backend: ComparisonBackend;
  previews?: PreviewRenderer;
  /** A folder of the job's own (RUNNER_TEMP); results are written under it. */
  tempDir: string;
}

export interface RunResult {
  outcomes: DocumentOutcome[];
  totalChanges: number;
  artifactId?: number;
  commentId?: number;
  reportPath?: string;
  commentBody?: string;
  gateFailed: boolean;
  outputDir: string;
}

const REPORT_JSON = 'report.json';

export async function runAction(deps: RunDependencies): Promise<RunResult> {
  const { settings, context } = deps;
  const outputDir = join(
    deps.tempDir,
    `docdelta-${context.runId}${settings.shard ? `-part-${settings.shard.index}` : ''}`,
  );
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const notes: string[] = [];
  const annotations = stepAnnotations();
  try {
    return await report(deps, outputDir, notes, annotations);
  } catch (error) {
    if (error instanceof RunStopped) await reportStopped(deps, error);
    throw error;
  } finally {
    annotations.flush();
  }
}

/**
 * A stopped run still replaces the sticky comment and writes the summary: a comment from an
 * earlier push must not go on saying the gate passed. The step's error is main's to write.
 */
async function reportStopped(deps: RunDependencies, stopped: RunStopped): Promise<void> {
  const { settings, context } = deps;
  if (settings.shard) return;
  const body = `${COMMENT_MARKER}\n## docdelta: the documents could not be compared\n\n❌ ${escapeHtml(stopped.message)}\n\nNo document was compared, so the gate fails (fail-on: ${failOnText(settings.failOn)}).\n`;
  try {
    await core.summary.addRaw(body).write();
    if (context.pull && deps.api && settings.comment !== 'off') {
      const posted = await postComment(deps.api, context.pull.number, body, settings.comment);
      if ('posted' in posted) core.info(`Comment ${posted.posted}: ${posted.comment.html_url ?? posted.comment.id}`);
    }
  } catch (error) {
    core.info(`The comment could not say so: ${(error as Error).message}`);
  }
}

function failOnText(failOn: ActionSettings['failOn']): string {
  return failOn.kind === 'changes-over' ? `changes-over:${failOn.limit}` : failOn.kind;
}

async function report(
  deps: RunDependencies,
  outputDir: string,
  notes: string[],
  annotations: Annotations,
): Promise<RunResult> {
  const { settings, context } = deps;
  const outcomes = settings.merge
    ? await mergeParts(deps, outputDir, notes)
    : await compareChanged(deps, outputDir, annotations);
  const totalChanges = outcomes.reduce((n, o) => n + o.report.changes.length, 0);
  const result: RunResult = { outcomes, totalChanges, gateFailed: false, outputDir };
  if (!outcomes.length && !settings.merge) {
    core.info('No changed documents match paths/paths-ignore; nothing to report.');
    await core.summary.addRaw('docdelta: no changed documents in this change.\n').write();
    setOutputs(result);
    return result;
  }

  const files = outcomes.map((o) => o.report);
  result.reportPath = join(outputDir, 'report.html');
  const reportImages: PreviewImage[] = [];
  for (const outcome of outcomes)
    reportImages.push(...(await reportPreviews(outcome, outputDir, `${outcome.folder}/`)));
  await writeFile(
    result.reportPath,
    renderHtml(files, { title: `docdelta: ${context.repository}`, previews: reportImages }),
  );
  await writeFile(join(outputDir, REPORT_JSON), JSON.stringify({ outcomes }, null, 2));
  const name = settings.shard ? partName(settings.artifactName, settings.shard) : settings.artifactName;
  const gate = settings.shard ? undefined : judge(files, settings.failOn, settings.protectedPaths, settings.onError);
  const previews = settings.shard ? [] : await previewLinks(deps, outcomes, outputDir);
  const render = (artifactId: number | undefined) =>
    renderComment({
      documents: outcomes,
      artifactUrl: artifactUrl(context.serverUrl, context.repository, context.runId, artifactId),
      reportName: 'report.html',
      previews,
      previewBranch: settings.previewBranch
        ? {
            name: settings.previewBranch,
            url: `${context.serverUrl}/${context.repository}/tree/${settings.previewBranch.split('/').map(encodeURIComponent).join('/')}/${previewFolder(context)}`,
          }
        : undefined,
      gateLines: gate ? [gate.summary] : [],
      notes,
    });
  // The artifact carries the comment too (linking the run), for a workflow_run job to post.
  if (gate) await writeFile(join(outputDir, 'comment.md'), render(undefined));
  try {
    result.artifactId = (await deps.artifacts.upload(name, outputDir, await filesUnder(outputDir))).id;
    core.info(`Uploaded artifact ${name}${result.artifactId !== undefined ? ` (id ${result.artifactId})` : ''}.`);
  } catch (error) {
    core.warning(`The results artifact could not be uploaded: ${(error as Error).message}`);
  }
  if (!gate) {
    setOutputs(result);
    return result;
  }

  const body = render(result.artifactId);
  result.commentBody = body;
  await core.summary.addRaw(body).write();
  if (context.pull && deps.api) {
    const posted = await postComment(deps.api, context.pull.number, body, settings.comment);
    if ('posted' in posted) {
      result.commentId = posted.comment.id;
      core.info(`Comment ${posted.posted}: ${posted.comment.html_url ?? posted.comment.id}`);
    } else if (posted.readOnly) {
      core.notice(`Comment skipped: ${posted.skipped}`);
      await uploadForWorkflowRun(deps, context.pull.number, body);
    } else core.info(`Comment skipped (${posted.skipped}).`);
  } else if (settings.comment !== 'off') {
    core.info(
      context.pull
        ? 'Comment skipped: no github-token.'
        : `Comment skipped: the ${context.eventName} event has no pull request; the report is in the job summary.`,
    );
  }
  // The verdict first: GitHub shows the first 10 errors of a step, so it is never the one dropped.
  if (gate.verdict) annotations.error(gate.verdict, { title: 'docdelta gate' });
  for (const failure of gate.failures)
    annotations.error(failure.message, { file: failure.file, title: 'docdelta gate' });
  if (settings.onError === 'warn')
    for (const { report } of outcomes.filter((o) => o.report.note))
      annotations.warning(`${report.newPath} could not be compared: ${report.note} (on-error: warn).`, {
        file: report.newPath,
      });
  result.gateFailed = gate.failed;
  setOutputs(result);
  return result;
}

/** A fork's read-only token: the comment goes up as an artifact for a workflow_run job (`task: post-comment`) to post. */
async function uploadForWorkflowRun(deps: RunDependencies, pullRequest: number, body: string): Promise<void> {
  const { context, settings } = deps;
  try {
    const uploaded = await uploadCommentArtifact(
      deps.artifacts,
      deps.tempDir,
      settings.artifactName,
      {
        repository: context.repository,
        runId: context.runId,
        pullRequest,
        headSha: context.pullHead ?? context.head,
      },
      body,
    );
    core.info(
      `Uploaded artifact ${uploaded.name}${uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''}: a workflow_run job with task: post-comment posts it (docs/action-forks.md).`,
    );
  } catch (error) {
    core.warning(`The comment artifact could not be uploaded: ${(error as Error).message}`);
  }
}

async function compareChanged(
  deps: RunDependencies,
  outputDir: string,
  annotations: Annotations,
): Promise<DocumentOutcome[]> {
  const { settings, context } = deps;
  const source = await discoverDocuments(context, {
    paths: settings.paths,
    pathsIgnore: settings.pathsIgnore,
    maxBytes: settings.maxBytes,
    api: deps.api,
    log: core.info,
  });
  const documents = shardDocuments(source.documents, settings.shard);
  core.info(
    `${source.documents.length} changed document${source.documents.length === 1 ? '' : 's'} (found with ${source.via})${settings.shard ? `; shard ${settings.shard.index}/${settings.shard.count} compares ${documents.length}` : ''}.`,
  );
  return compareDocuments(source, documents, {
    backend: deps.backend,
    outputDir,
    mode: settings.mode,
    settings: settings.settings,
    passwords: settings.passwords,
    concurrency: settings.concurrency,
    previews: deps.previews,
    onDocument: (outcome) => {
      const { report } = outcome;
      core.info(
        `${report.newPath}: ${report.note ?? `${report.changes.length} change${report.changes.length === 1 ? '' : 's'}`}`,
      );
      annotateWarnings(report.newPath, report.warnings ?? [], annotations);
    },
  });
}

/**
 * Joins the shard parts: each part's `documents/` tree goes into the merged artifact's one
 * `documents/` tree (a document is in one part only), so the artifact the comment links holds
 * every result document where a single run would have put it.
 */
async function mergeParts(deps: RunDependencies, outputDir: string, notes: string[]): Promise<DocumentOutcome[]> {
  const parts = (await deps.artifacts.list(partPrefix(deps.settings.artifactName))).sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { numeric: true }),
  );
  const { count, missing } = missingParts(
    parts.map((p) => p.name),
    deps.settings.artifactName,
  );
  if (!parts.length)
    notes.push(`No shard parts named ${partPrefix(deps.settings.artifactName)}* were found in this run.`);
  if (missing.length)
    notes.push(
      `Shard part${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${count} missing: the report is incomplete.`,
    );
  for (const note of notes) core.warning(note);
  const outcomes: DocumentOutcome[] = [];
  // Parts are unpacked beside the output, not in it: only their documents join the artifact.
  const staging = `${outputDir}-parts`;
  await rm(staging, { recursive: true, force: true });
  for (const part of parts) {
    const folder = join(staging, part.name);
    await deps.artifacts.download(part, folder);
    const json = JSON.parse(await readFile(join(folder, REPORT_JSON), 'utf8')) as { outcomes: DocumentOutcome[] };
    outcomes.push(...json.outcomes);
    // File by file: the parts' trees share folders (docs/…), never a file.
    for (const file of existsSync(join(folder, 'documents')) ? await filesUnder(join(folder, 'documents')) : []) {
      const target = join(outputDir, relative(folder, file));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(file, target, fsConstants.COPYFILE_EXCL);
    }
  }
  await rm(staging, { recursive: true, force: true });
  outcomes.sort((a, b) => (a.report.newPath < b.report.newPath ? -1 : a.report.newPath > b.report.newPath ? 1 : 0));
  core.info(
    `Merged ${parts.length} shard part${parts.length === 1 ? '' : 's'}: ${outcomes.length} documents, their files in one documents/ tree of one artifact.`,
  );
  return outcomes;
}

async function previewLinks(
  deps: RunDependencies,
  outcomes: readonly DocumentOutcome[],
  root: string,
): Promise<PreviewLink[]> {
  const { settings, context } = deps;
  if (!settings.previewBranch) return [];
  if (!deps.api) {
    core.warning('preview-branch is set but there is no github-token to commit with; previews stay in the artifact.');
    return [];
  }
  const images = new Map<string, PreviewImageFile[]>();
  for (const outcome of outcomes) {
    if (!outcome.previews?.length) continue;
    const files: PreviewImageFile[] = [];
    for (const preview of outcome.previews) {
      const bytes = await readFile(join(root, ...outcome.folder.split('/'), ...preview.file.split('/')));
      files.push({
        name: preview.file.split('/').pop()!,
        caption: preview.caption,
        bytes,
        width: preview.width,
        fullPage: preview.fullPage?.split('/').pop(),
      });
    }
    images.set(outcome.report.newPath, files);
  }
  if (!images.size) return [];
  try {
    const folder = previewFolder(context);
    return await publishPreviews(images, {
      api: deps.api,
      branch: settings.previewBranch,
      serverUrl: context.serverUrl,
      repository: context.repository,
      folder,
    });
  } catch (error) {
    core.warning(`Previews could not be committed to ${settings.previewBranch}: ${(error as Error).message}`);
    return [];
  }
}

/**
 * A document's warnings in the log line by line, and as at most one annotation per kind: lines
 * that only inform (pages left unrendered) as a notice, the readers' findings as a warning that
 * counts them — a deck with a flaw in its package repeats it in every version and part.
 */
export function annotateWarnings(path: string, warnings: readonly string[], annotations: Annotations): void {
  if (!warnings.length) return;
  for (const warning of warnings) core.info(`  ${warning}`);
  const informational = warnings.filter(isInformational);
  const findings = warnings.filter((w) => !isInformational(w));
  if (informational.length) annotations.notice(oneOrCount(informational, 'note'), { file: path });
  if (findings.length) {
    const summary = summariseFindings(findings);
    annotations.warning(summary, { file: path });
  }
}

/** The preview branch's folder of this pull request (or run). */
function previewFolder(context: RunContext): string {
  return context.pull ? `pr-${context.pull.number}` : `run-${context.runId}`;
}

function setOutputs(result: RunResult): void {
  const documents = result.outcomes.map(({ report, pages }) => ({
    path: report.newPath,
    oldPath: report.oldPath,
    status: report.status,
    changes: report.changes.length,
    byType: Object.fromEntries(countsByType(report.changes)),
    pages,
    ...(report.note ? { note: report.note } : {}),
  }));
  core.setOutput('changed-documents', JSON.stringify(documents));
  core.setOutput('total-changes', String(result.totalChanges));
  core.setOutput('artifact-id', result.artifactId === undefined ? '' : String(result.artifactId));
  core.setOutput('comment-id', result.commentId === undefined ? '' : String(result.commentId));
  core.setOutput('report-path', result.reportPath ?? '');
}
