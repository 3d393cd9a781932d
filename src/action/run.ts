import * as core from '@actions/core';
import { constants as fsConstants, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { renderHtml } from '../report/html';
import { countsByType } from '../report/summary';
import type { PreviewImage } from '../report/types';
import { artifactUrl, filesUnder, type ArtifactStore } from './artifact';
import type { ComparisonBackend } from './backend';
import { renderComment, postComment, type PreviewLink } from './comment';
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
  const outcomes = settings.merge ? await mergeParts(deps, outputDir, notes) : await compareChanged(deps, outputDir);
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
  const gate = settings.shard ? undefined : judge(files, settings.failOn, settings.protectedPaths);
  const previews = settings.shard ? [] : await previewLinks(deps, outcomes, outputDir);
  const render = (artifactId: number | undefined) =>
    renderComment({
      documents: outcomes,
      artifactUrl: artifactUrl(context.serverUrl, context.repository, context.runId, artifactId),
      reportName: 'report.html',
      previews,
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
  for (const failure of gate.failures) core.error(failure.message, { file: failure.file, title: 'docdelta gate' });
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

async function compareChanged(deps: RunDependencies, outputDir: string): Promise<DocumentOutcome[]> {
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
      for (const warning of report.warnings ?? []) core.warning(warning, { file: report.newPath });
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
    const folder = context.pull ? `pr-${context.pull.number}` : `run-${context.runId}`;
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
