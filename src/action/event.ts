import { readFileSync } from 'node:fs';

/**
 * What the workflow run is about, from the variables GitHub sets: the two commits to compare, the
 * pull request (for comments and the files API) and where to link.
 */

export interface RunContext {
  eventName: string;
  repository: string;
  runId: string;
  serverUrl: string;
  apiUrl?: string;
  workspace: string;
  /** Commit (or ref, for workflow_dispatch) of the old side; undefined = the new side has no parent. */
  base?: string;
  head: string;
  /** For pull requests, the head commit itself (GITHUB_SHA is the test merge commit). */
  pullHead?: string;
  pull?: { number: number; headRepository: string; isFork: boolean };
}

export class EventError extends Error {
  override name = 'EventError';
}

/** The parts of the event payloads the Action reads. */
interface EventPayload {
  pull_request?: { number: number; base: { sha: string }; head: { sha: string; repo?: { full_name?: string } | null } };
  merge_group?: { base_sha: string; head_sha: string };
  before?: string;
  after?: string;
}

const ZERO_SHA = /^0+$/;

export function readRunContext(env: NodeJS.ProcessEnv, explicit: { base?: string; head?: string }): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? 'workflow_dispatch';
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (!/^[^/]+\/[^/]+$/.test(repository))
    throw new EventError(`GITHUB_REPOSITORY '${repository}' is not owner/name; is this running on GitHub Actions?`);
  let payload: EventPayload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
    } catch (error) {
      throw new EventError(`cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`);
    }
  }
  const common = {
    eventName,
    repository,
    runId: env.GITHUB_RUN_ID ?? '0',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, ''),
    apiUrl: env.GITHUB_API_URL?.replace(/\/$/, ''),
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
  };
  const pr = payload.pull_request;
  const headRepository = pr?.head?.repo?.full_name ?? repository;
  const pull = pr ? { number: pr.number, headRepository, isFork: headRepository !== repository } : undefined;
  if (pr && !explicit.base) {
    return {
      ...common,
      base: pr.base.sha,
      // pull_request checks out the test merge commit, whose first parent is the base: comparing
      // against it shows exactly what merging would change.
      head: explicit.head ?? (eventName === 'pull_request' && env.GITHUB_SHA ? env.GITHUB_SHA : pr.head.sha),
      pullHead: pr.head.sha,
      pull,
    };
  }
  if (eventName === 'merge_group' && payload.merge_group && !explicit.base) {
    return { ...common, base: payload.merge_group.base_sha, head: payload.merge_group.head_sha };
  }
  if (eventName === 'push' && !explicit.base) {
    const before = payload.before && !ZERO_SHA.test(payload.before) ? payload.before : undefined;
    return { ...common, base: before, head: payload.after ?? env.GITHUB_SHA ?? 'HEAD' };
  }
  if (!explicit.base) {
    throw new EventError(
      `event '${eventName}' names no commits to compare; set the base input (and head, default HEAD), e.g. base: main`,
    );
  }
  // Explicit commits on a pull request event still comment on that pull request.
  return { ...common, base: explicit.base, head: explicit.head ?? env.GITHUB_SHA ?? 'HEAD', pull };
}
