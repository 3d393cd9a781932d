import * as core from '@actions/core';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ZipArchive } from '../engine/index';
import { GITHUB_COMMENT_LIMIT } from '../report/markdown';
import type { ArtifactStore, UploadedArtifact } from './artifact';
import { COMMENT_MARKER, postComment, type CommentMode } from './comment';
import { httpStatus, type GitHubApi } from './github';

/**
 * Comments on pull requests from forks, in two workflows. The `pull_request` run (the fork's code,
 * a read-only token) uploads the comment it could not post as a small artifact; a `workflow_run`
 * job (`task: post-comment`, write access, nothing of the fork checked out) downloads that
 * artifact through the REST API and posts it. The artifact is the fork's word, so nothing in it
 * is run or trusted: its size, its two files, its pull request and commit are checked against
 * what GitHub itself says about the run and the pull request before anything is posted.
 */

export const COMMENT_ARTIFACT_FORMAT = 'docdelta-comment/1';
const BODY_FILE = 'comment.md';
const MANIFEST_FILE = 'comment.json';

/** The comment artifact's zip, and what it may expand to (a comment is at most 65,536 characters). */
export const COMMENT_ARTIFACT_LIMITS = {
  zipBytes: 512 * 1024,
  bodyBytes: 4 * GITHUB_COMMENT_LIMIT,
  manifestBytes: 4 * 1024,
};

export function commentArtifactName(artifactName: string): string {
  return `${artifactName}-comment`;
}

const manifestSchema = z
  .object({
    format: z.literal(COMMENT_ARTIFACT_FORMAT),
    repository: z.string().regex(/^[^/\s]+\/[^/\s]+$/),
    runId: z.string().regex(/^\d+$/),
    pullRequest: z.number().int().positive(),
    headSha: z.string().regex(/^[0-9a-f]{40}$/),
  })
  .strict();

export type CommentManifest = z.infer<typeof manifestSchema>;

/** The pull_request side: the comment and what it is for, uploaded for the workflow_run job. */
export async function uploadCommentArtifact(
  artifacts: ArtifactStore,
  tempDir: string,
  artifactName: string,
  manifest: Omit<CommentManifest, 'format'>,
  body: string,
): Promise<UploadedArtifact> {
  const name = commentArtifactName(artifactName);
  const folder = join(tempDir, name);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const full: CommentManifest = { format: COMMENT_ARTIFACT_FORMAT, ...manifest };
  await writeFile(join(folder, BODY_FILE), body);
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(full, null, 2)}\n`);
  return artifacts.upload(name, folder, [join(folder, BODY_FILE), join(folder, MANIFEST_FILE)]);
}

export class ForkCommentError extends Error {
  override name = 'ForkCommentError';
}

/** The parts of the workflow_run event the job reads; GitHub writes it, the fork cannot. */
const workflowRunSchema = z.object({
  id: z.number().int().positive(),
  event: z.string(),
  head_sha: z.string().regex(/^[0-9a-f]{40}$/),
  head_repository: z.object({ full_name: z.string() }).nullable().optional(),
  pull_requests: z.array(z.object({ number: z.number().int().positive() })).default([]),
});

export type WorkflowRun = z.infer<typeof workflowRunSchema>;

export function readWorkflowRun(eventName: string, payload: unknown): WorkflowRun {
  if (eventName !== 'workflow_run')
    throw new ForkCommentError(
      `task post-comment runs on the workflow_run event, not ${eventName}: it posts what a pull_request run uploaded (see docs/action-forks.md).`,
    );
  const parsed = workflowRunSchema.safeParse((payload as { workflow_run?: unknown } | undefined)?.workflow_run);
  if (!parsed.success)
    throw new ForkCommentError(
      `the workflow_run event payload has no usable workflow_run (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}).`,
    );
  return parsed.data;
}

export interface PostFromRunOptions {
  api: GitHubApi;
  repository: string;
  run: WorkflowRun;
  /** The artifact-name the pull_request run used; default that run's `docdelta-<run id>`. */
  artifactName?: string;
  mode: CommentMode;
}

export type PostFromRunResult =
  { posted: 'created' | 'updated'; commentId: number; pullRequest: number } | { skipped: string };

export async function postCommentFromRun(options: PostFromRunOptions): Promise<PostFromRunResult> {
  const { api, run } = options;
  if (run.event !== 'pull_request')
    return { skipped: `the workflow run was for a ${run.event} event, not a pull request` };
  if (options.mode === 'off') return { skipped: 'comment: off' };
  const name = commentArtifactName(options.artifactName ?? `docdelta-${run.id}`);
  const found = (await api.listRunArtifacts(run.id, name)).filter((a) => a.name === name && !a.expired);
  if (!found.length)
    return {
      skipped: `run ${run.id} uploaded no ${name} artifact (its token could comment itself, or it found no documents)`,
    };
  const artifact = found[0];
  const where = `the ${name} artifact of run ${run.id}`;
  if (artifact.size_in_bytes > COMMENT_ARTIFACT_LIMITS.zipBytes)
    throw new ForkCommentError(
      `${where} is ${artifact.size_in_bytes} bytes; a comment artifact is at most ${COMMENT_ARTIFACT_LIMITS.zipBytes}.`,
    );
  const { manifest, body } = readCommentArtifact(
    await api.downloadArtifact(artifact.id, COMMENT_ARTIFACT_LIMITS.zipBytes),
    where,
  );
  const mismatch = (what: string, said: unknown, actual: unknown) =>
    new ForkCommentError(`${where} names ${what} ${String(said)}, but the workflow run is for ${String(actual)}.`);
  if (manifest.repository !== options.repository)
    throw mismatch('the repository', manifest.repository, options.repository);
  if (manifest.runId !== String(run.id)) throw mismatch('the run', manifest.runId, run.id);
  if (manifest.headSha !== run.head_sha) throw mismatch('the commit', manifest.headSha, run.head_sha);
  const number = manifest.pullRequest;
  if (run.pull_requests.length && !run.pull_requests.some((p) => p.number === number))
    throw mismatch('pull request', `#${number}`, run.pull_requests.map((p) => `#${p.number}`).join(', '));
  let pull;
  try {
    pull = await api.getPull(number);
  } catch (error) {
    if (httpStatus(error) === 404)
      throw new ForkCommentError(`${where} names pull request #${number}, which does not exist.`);
    throw error;
  }
  // A fork's run leaves pull_requests empty: the pull request must be the one whose head is the run's.
  const headRepository = run.head_repository?.full_name;
  if (pull.head.repo?.full_name !== headRepository)
    throw mismatch(
      `pull request #${number}, whose head is in`,
      pull.head.repo?.full_name ?? 'a deleted repository',
      headRepository,
    );
  if (pull.head.sha !== run.head_sha)
    return {
      skipped: `pull request #${number} has moved on to ${pull.head.sha.slice(0, 12)} since run ${run.id} compared ${run.head_sha.slice(0, 12)}; the newer run's comment follows`,
    };
  const posted = await postComment(api, number, body, options.mode);
  if ('posted' in posted) return { posted: posted.posted, commentId: posted.comment.id, pullRequest: number };
  if (posted.readOnly)
    throw new ForkCommentError(
      `the token cannot comment on pull request #${number}: give the job \`permissions: pull-requests: write\`.`,
    );
  return { skipped: posted.skipped };
}

/** The comment and its manifest out of the artifact's zip, or an error saying what is wrong with it. */
export function readCommentArtifact(zip: Uint8Array, where: string): { manifest: CommentManifest; body: string } {
  let archive: ZipArchive;
  const limits = COMMENT_ARTIFACT_LIMITS;
  try {
    archive = new ZipArchive(zip, {
      maxEntries: 16,
      maxEntryBytes: limits.bodyBytes,
      maxTotalBytes: limits.bodyBytes + limits.manifestBytes,
      maxRatio: 100,
    });
  } catch (error) {
    throw new ForkCommentError(`${where} is not a zip this task reads: ${(error as Error).message}.`);
  }
  const names = archive.names().sort();
  if (names.join('\n') !== [BODY_FILE, MANIFEST_FILE].sort().join('\n'))
    throw new ForkCommentError(
      `${where} holds ${names.length ? names.map((n) => JSON.stringify(n)).join(', ') : 'nothing'}; expected ${BODY_FILE} and ${MANIFEST_FILE} only.`,
    );
  const text = (file: string, most: number) => {
    const size = archive.size(file) ?? 0;
    if (size > most) throw new ForkCommentError(`${where}: ${file} is ${size} bytes, more than ${most}.`);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(archive.read(file));
    } catch (error) {
      throw new ForkCommentError(`${where}: ${file} cannot be read (${(error as Error).message}).`);
    }
  };
  let json: unknown;
  try {
    json = JSON.parse(text(MANIFEST_FILE, limits.manifestBytes));
  } catch (error) {
    if (error instanceof ForkCommentError) throw error;
    throw new ForkCommentError(`${where}: ${MANIFEST_FILE} is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ForkCommentError(
      `${where}: ${MANIFEST_FILE} is not a ${COMMENT_ARTIFACT_FORMAT} manifest (${issue?.path.join('.') || 'value'}: ${issue?.message}).`,
    );
  }
  const body = text(BODY_FILE, limits.bodyBytes);
  if (body.length > GITHUB_COMMENT_LIMIT)
    throw new ForkCommentError(
      `${where}: ${BODY_FILE} has ${body.length} characters, more than GitHub's ${GITHUB_COMMENT_LIMIT}.`,
    );
  if (!body.startsWith(COMMENT_MARKER))
    throw new ForkCommentError(
      `${where}: ${BODY_FILE} is not a docdelta comment (it does not start with ${COMMENT_MARKER}).`,
    );
  return { manifest: parsed.data, body };
}

/** The workflow_run job, from the Action's door: read the event, post, say what happened. */
export async function runPostCommentTask(options: {
  env: NodeJS.ProcessEnv;
  api: GitHubApi | undefined;
  artifactName?: string;
  mode: CommentMode;
}): Promise<void> {
  const { env } = options;
  let payload: unknown;
  try {
    const { readFile } = await import('node:fs/promises');
    payload = env.GITHUB_EVENT_PATH ? JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8')) : undefined;
  } catch (error) {
    throw new ForkCommentError(`cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`);
  }
  const run = readWorkflowRun(env.GITHUB_EVENT_NAME ?? '', payload);
  if (!options.api)
    throw new ForkCommentError(
      'task post-comment needs github-token (the job token with actions: read and pull-requests: write).',
    );
  const result = await postCommentFromRun({
    api: options.api,
    repository: env.GITHUB_REPOSITORY ?? '',
    run,
    artifactName: options.artifactName,
    mode: options.mode,
  });
  if ('posted' in result) {
    core.info(`Comment ${result.posted} on pull request #${result.pullRequest} from run ${run.id}.`);
    core.setOutput('comment-id', String(result.commentId));
  } else {
    core.info(`Nothing posted: ${result.skipped}.`);
    core.setOutput('comment-id', '');
  }
}
