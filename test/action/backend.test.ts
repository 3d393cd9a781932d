import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderArtifactStore } from '../../src/action/artifact';
import { actionBackend } from '../../src/action/backend';
import type { RunContext } from '../../src/action/event';
import { createGitHubApi } from '../../src/action/github';
import { parseInputs } from '../../src/action/inputs';
import { runAction } from '../../src/action/run';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../server/helpers';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { makeRepo } from './git-repo';

/**
 * `backend: remote` runs the Action's comparisons on a real `docdelta serve` through the
 * backend port; the run must report what `backend: local` reports, added and deleted documents
 * included. A service names pages, not places, so only the place column may differ.
 */
describe('the Action with backend: remote', () => {
  const samples = resolve(__dirname, '../fixtures/samples');
  const cleanup: string[] = [];
  let github: FakeGitHub;
  let server: TestServer;

  beforeAll(async () => {
    [github, server] = await Promise.all([startFakeGitHub(), startTestServer()]);
  });

  afterAll(async () => {
    await Promise.all([github?.close(), server?.stop()]);
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same changes, result documents and comment as local', async () => {
    const repo = makeRepo(
      {
        'policy.docx': readFileSync(join(samples, 'policy-v1.docx')),
        'old/retired.docx': readFileSync(join(samples, 'policy-v1.docx')),
        'notes.md': readFileSync(join(samples, 'notes-v1.md')),
      },
      {
        'policy.docx': readFileSync(join(samples, 'policy-v2.docx')),
        'old/retired.docx': null,
        'new/added.docx': readFileSync(join(samples, 'policy-v2.docx')),
        'notes.md': readFileSync(join(samples, 'notes-v2.md')),
      },
    );
    const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-remote-'));
    cleanup.push(repo.dir, dir);
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'summary'));
    vi.stubEnv('GITHUB_OUTPUT', join(dir, 'output'));
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const context: RunContext = {
      eventName: 'pull_request',
      repository: 'o/r',
      runId: '77',
      serverUrl: 'https://github.com',
      workspace: repo.dir,
      base: repo.base,
      head: repo.head,
      pull: { number: 4, headRepository: 'o/r', isFork: false },
    };
    const run = async (name: string, inputs: Record<string, string>) => {
      writeFileSync(join(dir, 'summary'), '');
      writeFileSync(join(dir, 'output'), '');
      const settings = parseInputs({ paths: '**/*.docx\n**/*.md', previews: 'false', ...inputs }, context.runId);
      const result = await runAction({
        settings,
        context,
        api: createGitHubApi('ghs_test', context.repository, github.url),
        artifacts: folderArtifactStore(join(dir, name)),
        backend: await actionBackend(settings.backend, {}),
        tempDir: join(dir, `temp-${name}`),
      });
      return { result, comment: github.comments.at(-1)!.body };
    };

    const local = await run('local', {});
    const remote = await run('remote', {
      backend: 'remote',
      'service-url': server.url,
      'client-id': CLIENT_ID,
      'client-secret': CLIENT_SECRET,
    });

    const byPath = (outcomes: typeof local.result.outcomes) =>
      Object.fromEntries(outcomes.map((o) => [o.report.newPath, o]));
    const localOutcomes = byPath(local.result.outcomes);
    const remoteOutcomes = byPath(remote.result.outcomes);
    expect(Object.keys(remoteOutcomes).sort()).toEqual(
      ['new/added.docx', 'notes.md', 'old/retired.docx', 'policy.docx'].sort(),
    );
    for (const [path, outcome] of Object.entries(localOutcomes)) {
      const other = remoteOutcomes[path];
      expect(other.report.status, path).toBe(outcome.report.status);
      expect(other.report.note, path).toBe(outcome.report.note);
      expect(other.report.changes, path).toEqual(outcome.report.changes);
      expect(other.resultFile, path).toBe(outcome.resultFile);
    }
    // Added and deleted documents are compared against nothing, wholly inserted or deleted.
    const added = remoteOutcomes['new/added.docx'].report.changes;
    expect(added.length).toBeGreaterThan(3);
    expect(new Set(added.map((c) => c.Type))).toEqual(new Set(['Inserted']));
    expect(new Set(remoteOutcomes['old/retired.docx'].report.changes.map((c) => c.Type))).toEqual(new Set(['Deleted']));
    // The redline the service wrote is the one the engine writes here, byte for byte.
    const resultOf = (name: string) =>
      readFileSync(join(dir, `temp-${name}`, 'docdelta-77/documents/policy.docx/policy.docdelta-styled.docx'));
    expect(resultOf('local').subarray(0, 2).toString()).toBe('PK');
    expect(resultOf('remote').equals(resultOf('local'))).toBe(true);
    // The comment differs only where a place is named: the service gives the page instead.
    expect(local.result.totalChanges).toBe(remote.result.totalChanges);
    const withoutPlaces = (body: string) => body.replace(/^(\|[^|\n]*\|[^|\n]*\|)[^|\n]*\|/gm, '$1 |');
    expect(withoutPlaces(remote.comment)).toBe(withoutPlaces(local.comment));
  }, 120_000);
});
