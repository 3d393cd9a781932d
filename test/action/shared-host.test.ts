import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService, type FakeArtifactService } from './fake-artifacts';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { checkout, makePullRequestRepo, type PullRequestRepo } from './pull-request';
import { hasSoffice } from './results-open';
import { archiveAction, runnerNode, runStep, type Bundle, type RunnerNode, type StepResult } from './runner';

/**
 * Two runners on one host (self-hosted runners, or containers sharing /tmp) run the bare bundle at
 * the same time, both rendering previews with LibreOffice: each keeps its temporary files,
 * LibreOffice profiles and locks under its own RUNNER_TEMP, nothing lands in the /tmp they share,
 * and both keep every preview.
 */

const root = resolve(__dirname, '../..');
const REPOSITORY = 'octo-org/handbook';
const PULL = 21;
const TOKEN = 'ghs_sharedHostJobToken1a2b3c4d5e6f7a8b9c0d';
const TOOL_CACHE = join(root, 'node_modules', '.cache', 'docdelta-e2e', 'toolcache');
const cleanup: string[] = [];

if (!hasSoffice)
  console.warn('LibreOffice (soffice) is not installed: the two runs sharing /tmp (LibreOffice previews) are skipped');

let bundle: Bundle;
let node: RunnerNode;
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let repo: PullRequestRepo;

beforeAll(async () => {
  if (!hasSoffice) return;
  bundle = archiveAction();
  cleanup.push(bundle.dir);
  node = runnerNode();
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
  repo = await makePullRequestRepo(PULL);
  cleanup.push(repo.origin);
}, 300_000);

afterAll(async () => {
  await github?.close();
  await artifacts?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function run(runId: string, paths: string, sharedTmp: string): Promise<StepResult> {
  const workspace = checkout(repo, PULL, repo.merges[0]);
  cleanup.push(workspace);
  return runStep({
    node,
    bundle,
    workspace,
    event: {
      name: 'pull_request',
      payload: {
        number: PULL,
        pull_request: {
          number: PULL,
          base: { ref: 'main', sha: repo.base, repo: { full_name: REPOSITORY } },
          head: { ref: 'update-documents', sha: repo.heads[0], repo: { full_name: REPOSITORY } },
        },
      },
    },
    inputs: { paths, previews: 'true', 'office-renderer': 'libreoffice', comment: 'off' },
    token: TOKEN,
    repository: REPOSITORY,
    runId,
    job: 'documents',
    sha: repo.merges[0],
    ref: `refs/pull/${PULL}/merge`,
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: artifacts.runtimeToken(runId, 'documents'),
    toolCache: TOOL_CACHE,
    // The machine's temp folder, as both runners see it.
    env: { TMPDIR: sharedTmp, TMP: sharedTmp, TEMP: sharedTmp },
  }).then((result) => {
    cleanup.push(dirname(result.runnerTemp));
    return result;
  });
}

/** Preview images of a run's artifact, by document. */
function previewsOf(runId: string): Map<string, string[]> {
  const artifact = artifacts.artifacts.find((a) => a.name === `docdelta-${runId}` && a.finalized)!;
  const byDocument = new Map<string, string[]>();
  for (const file of Object.keys(artifacts.files(artifact)).sort()) {
    const match = /^documents\/(.+)\/previews\/([^/]+\.png)$/.exec(file);
    if (match) byDocument.set(match[1], [...(byDocument.get(match[1]) ?? []), match[2]]);
  }
  return byDocument;
}

describe('two Action runs on one host at once, sharing /tmp', () => {
  it.skipIf(!hasSoffice)(
    'each keeps its LibreOffice profiles, locks and temporary files under its RUNNER_TEMP, and all its previews',
    async () => {
      const sharedTmp = mkdtempSync(join(tmpdir(), 'docdelta-shared-tmp-'));
      cleanup.push(sharedTmp);
      // One run first installs the native modules previews need into the runners' tool cache.
      const primer = await run('7400', 'data/**', sharedTmp);
      expect(primer.code, primer.log).toBe(0);

      const paths = 'docs/**\nslides/deck.pptx';
      const [one, two] = await Promise.all([run('7401', paths, sharedTmp), run('7402', paths, sharedTmp)]);
      for (const result of [one, two]) {
        expect(result.code, result.log).toBe(0);
        expect(result.log).not.toMatch(/^::warning::/m);
      }
      // Nothing of either run is in the folder they share.
      expect(readdirSync(sharedTmp)).toEqual([]);
      // Every two-sided document has its previews, in both runs alike.
      const expected = ['docs/minutes-final.docx', 'docs/policy.docx', 'slides/deck.pptx'];
      const [first, second] = [previewsOf('7401'), previewsOf('7402')];
      expect([...first.keys()].sort()).toEqual(expected);
      expect(second).toEqual(first);
      for (const [document, images] of first) expect(images.length, document).toBeGreaterThan(0);
    },
    600_000,
  );
});
