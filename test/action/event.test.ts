import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRunContext } from '../../src/action/event';

const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-event-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
function env(eventName: string, payload: object, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const path = join(dir, `event-${count++}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_RUN_ID: '5',
    GITHUB_WORKSPACE: '/w',
    ...extra,
  };
}
const pr = { number: 3, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'fork/r' } } };

describe('readRunContext', () => {
  it('pull_request: base commit against the test merge commit, fork noted', () => {
    const context = readRunContext(env('pull_request', { pull_request: pr }, { GITHUB_SHA: 'm'.repeat(40) }), {});
    expect(context).toMatchObject({
      base: 'b'.repeat(40),
      head: 'm'.repeat(40),
      pullHead: 'h'.repeat(40),
      pull: { number: 3, headRepository: 'fork/r', isFork: true },
      runId: '5',
      workspace: '/w',
    });
  });

  it('push: before..after; a new branch (zero before) has no base', () => {
    expect(readRunContext(env('push', { before: '1'.repeat(40), after: '2'.repeat(40) }), {})).toMatchObject({
      base: '1'.repeat(40),
      head: '2'.repeat(40),
    });
    expect(readRunContext(env('push', { before: '0'.repeat(40), after: '2'.repeat(40) }), {}).base).toBeUndefined();
  });

  it('merge_group: base_sha..head_sha', () => {
    expect(readRunContext(env('merge_group', { merge_group: { base_sha: 'x', head_sha: 'y' } }), {})).toMatchObject({
      base: 'x',
      head: 'y',
    });
  });

  it('workflow_dispatch: needs base, head defaults to the run commit', () => {
    expect(() => readRunContext(env('workflow_dispatch', {}), {})).toThrow(
      "event 'workflow_dispatch' names no commits to compare; set the base input (and head, default HEAD), e.g. base: main",
    );
    expect(readRunContext(env('workflow_dispatch', {}, { GITHUB_SHA: 's' }), { base: 'main' })).toMatchObject({
      base: 'main',
      head: 's',
    });
  });

  it('explicit base on a pull request still comments on it', () => {
    expect(readRunContext(env('pull_request', { pull_request: pr }), { base: 'v1', head: 'v2' })).toMatchObject({
      base: 'v1',
      head: 'v2',
      pull: { number: 3 },
    });
  });

  it('says when GITHUB_REPOSITORY is missing', () => {
    expect(() => readRunContext({}, {})).toThrow(
      "GITHUB_REPOSITORY '' is not owner/name; is this running on GitHub Actions?",
    );
  });
});
