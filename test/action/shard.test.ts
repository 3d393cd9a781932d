import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderArtifactStore, type RecordedUpload } from '../../src/action/artifact';
import { localBackend } from '../../src/action/backend';
import type { RunContext } from '../../src/action/event';
import { createGitHubApi } from '../../src/action/github';
import { parseInputs } from '../../src/action/inputs';
import { runAction } from '../../src/action/run';
import { missingParts, partName, shardDocuments } from '../../src/action/shard';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { makeRepo } from './git-repo';

const docs = Array.from({ length: 10 }, (_, i) => ({ newPath: `d${String(9 - i).padStart(2, '0')}.docx` }));

describe('shard', () => {
  it('splits the sorted list so every document lands in exactly one shard', () => {
    const parts = [1, 2, 3].map((index) => shardDocuments(docs, { index, count: 3 }).map((d) => d.newPath));
    expect(parts[0]).toEqual(['d00.docx', 'd03.docx', 'd06.docx', 'd09.docx']);
    expect(parts[1]).toEqual(['d01.docx', 'd04.docx', 'd07.docx']);
    expect(parts.flat().sort()).toEqual(docs.map((d) => d.newPath).sort());
    expect(shardDocuments(docs, undefined)).toHaveLength(10);
  });

  it('names parts and finds missing ones', () => {
    expect(partName('docdelta-7', { index: 2, count: 8 })).toBe('docdelta-7-part-2-of-8');
    expect(missingParts(['docdelta-7-part-1-of-3', 'docdelta-7-part-3-of-3', 'other'], 'docdelta-7')).toEqual({
      count: 3,
      missing: [2],
    });
    expect(missingParts([], 'docdelta-7')).toEqual({ missing: [] });
  });
});

describe('shards and merge, run as the Action runs them', () => {
  const samples = resolve(__dirname, '../fixtures/samples');
  const cleanup: string[] = [];
  let github: FakeGitHub;

  beforeAll(async () => {
    github = await startFakeGitHub();
  });

  afterAll(async () => {
    await github?.close();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  it('the merged comment links one artifact holding every redlined document of every part', async () => {
    const repo = makeRepo(
      {
        'a/policy.docx': readFileSync(join(samples, 'policy-v1.docx')),
        'b/notes.md': readFileSync(join(samples, 'notes-v1.md')),
        'c/plan.md': 'one\n',
      },
      {
        'a/policy.docx': readFileSync(join(samples, 'policy-v2.docx')),
        'b/notes.md': readFileSync(join(samples, 'notes-v2.md')),
        'c/plan.md': 'two\n',
      },
    );
    const dir = mkdtempSync(join(tmpdir(), 'docdelta-shards-'));
    cleanup.push(repo.dir, dir);
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'summary'));
    vi.stubEnv('GITHUB_OUTPUT', join(dir, 'output'));
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const artifacts = folderArtifactStore(join(dir, 'artifacts'));
    const context: RunContext = {
      eventName: 'pull_request',
      repository: 'o/r',
      runId: '55',
      serverUrl: 'https://github.com',
      workspace: repo.dir,
      base: repo.base,
      head: repo.head,
      pull: { number: 9, headRepository: 'o/r', isFork: false },
    };
    const run = (inputs: Record<string, string>) => {
      writeFileSync(join(dir, 'summary'), '');
      writeFileSync(join(dir, 'output'), '');
      return runAction({
        settings: parseInputs({ paths: '**/*.docx\n**/*.md', previews: 'false', ...inputs }, context.runId),
        context,
        api: createGitHubApi('ghs_test', context.repository, github.url),
        artifacts,
        backend: localBackend(),
        tempDir: join(dir, 'temp'),
      });
    };

    const parts = [await run({ shard: '1/2' }), await run({ shard: '2/2' })];
    const resultFiles = parts.flatMap((part) =>
      part.outcomes.filter((o) => o.resultFile).map((o) => `${o.folder}/${o.resultFile}`),
    );
    expect(resultFiles).toContain('documents/a/policy.docx/policy.docdelta-styled.docx');
    expect(resultFiles.length).toBe(3);
    const merged = await run({ merge: 'true' });

    const uploads: RecordedUpload[] = JSON.parse(readFileSync(join(dir, 'artifacts', 'uploads.json'), 'utf8'));
    expect(uploads.map((u) => u.name)).toEqual(['docdelta-55-part-1-of-2', 'docdelta-55-part-2-of-2', 'docdelta-55']);
    const mergedUpload = uploads[2];
    expect(merged.artifactId).toBe(mergedUpload.id);
    // One documents/ tree: every result document of every part is where a single run puts it.
    for (const part of parts) {
      for (const outcome of part.outcomes.filter((o) => o.resultFile))
        expect(mergedUpload.files).toContain(`${outcome.folder}/${outcome.resultFile}`);
    }
    for (const outcome of merged.outcomes.filter((o) => o.resultFile))
      expect(mergedUpload.files).toContain(`${outcome.folder}/${outcome.resultFile}`);
    expect(merged.outcomes.filter((o) => o.resultFile)).toHaveLength(3);
    expect(mergedUpload.files.filter((f) => !f.startsWith('documents/')).sort()).toEqual([
      'comment.md',
      'report.html',
      'report.json',
    ]);
    expect(mergedUpload.files.filter((f) => f.includes('-part-'))).toEqual([]);
    const policy = readFileSync(
      join(
        dir,
        'artifacts',
        `${mergedUpload.id}-${mergedUpload.name}`,
        'documents/a/policy.docx/policy.docdelta-styled.docx',
      ),
    );
    expect(policy.subarray(0, 2).toString()).toBe('PK');
    expect(mergedUpload.files).toEqual(expect.arrayContaining(['report.html', 'report.json', 'comment.md']));
    expect(mergedUpload.files.filter((f) => f.endsWith('/report.json'))).toEqual([]);

    // The comment's download link is that artifact.
    const body = github.comments.at(-1)!.body;
    expect(body).toContain(
      `[Download the results](https://github.com/o/r/actions/runs/55/artifacts/${mergedUpload.id}) — redlined documents`,
    );
    expect(body).toMatch(/^## docdelta: 3 documents, \d+ changes$/m);
  }, 120_000);
});
