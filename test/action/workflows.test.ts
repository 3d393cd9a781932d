import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflowErrors } from './github-metadata';

/**
 * The project's own workflows, as GitHub reads them (its workflow parser and schema), run what
 * .ci/run runs; the release workflow's shell steps are run here against a real git remote.
 */

const root = resolve(__dirname, '../..');
const workflowsDir = join(root, '.github', 'workflows');
const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');
const temp: string[] = [];

afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

const workflow = (name: string): Workflow => parse(readFileSync(join(workflowsDir, name), 'utf8'));
const steps = (name: string): Step[] => Object.values(workflow(name).jobs).flatMap((job) => job.steps);
const stepNamed = (name: string, title: string): Step => {
  const step = steps(name).find((s) => s.name === title);
  if (!step?.run) throw new Error(`${name} has no step '${title}' with a run script`);
  return step;
};

/** The commands .ci/run runs: its npm, npx and node scripts/ lines, without their error handling or reporter flags. */
function ciRunCommands(): string[] {
  return ciRun
    .split('\n')
    .filter((line) => /^(npm|npx|node scripts\/)/.test(line))
    .map((line) =>
      line
        .split(' || ')[0]
        .replace(/^(npm test|npm run [\w:]+) -- .*$/, '$1')
        .trim(),
    );
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

/** Runs a step's script with bash as the runner does (`bash --noprofile --norc -eo pipefail`), in a folder, with the step's variables. */
function runStep(
  script: string,
  cwd: string,
  env: Record<string, string>,
): { status: number | null; outputs: Record<string, string>; stdout: string } {
  const output = join(cwd, '..', `output-${Math.random().toString(36).slice(2)}`);
  writeFileSync(output, '');
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_OUTPUT: output, ...env },
  });
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('=') as [string, string]),
  );
  return { status: run.status, outputs, stdout: run.stdout + run.stderr };
}

describe('the project workflows', () => {
  it.each(readdirSync(workflowsDir).filter((f) => f.endsWith('.yml')))(
    "%s passes GitHub's own workflow parser",
    (file) => {
      expect(workflowErrors(file, readFileSync(join(workflowsDir, file), 'utf8'))).toEqual([]);
    },
  );

  it("GitHub's workflow parser refuses a broken workflow", () => {
    const text = readFileSync(join(workflowsDir, 'ci.yml'), 'utf8');
    expect(workflowErrors('ci.yml', text.replace('runs-on:', 'runs_on:'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Required property is missing: runs-on')]),
    );
    expect(workflowErrors('ci.yml', text.replace('name: Lint', 'name: Lint: eslint'))[0]).toMatch(
      /Nested mappings are not allowed/,
    );
  });

  it.each(['ci.yml', 'release.yml'])('%s runs every command .ci/run runs, in its order', (file) => {
    const commands = ciRunCommands();
    expect(commands).toEqual(
      expect.arrayContaining([
        'npm ci --no-audit --no-fund',
        'npx tsc --noEmit',
        'npx eslint src test scripts',
        'node scripts/check-dist.mjs',
        'node scripts/action-readme.mjs --check',
        'npm test',
        'npm run test:s3',
      ]),
    );
    const runs = steps(file).map((s) => s.run?.trim());
    const positions = commands.map((command) => runs.indexOf(command));
    expect(
      positions.every((p) => p >= 0),
      `${file} runs ${JSON.stringify(runs)}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each(['ci.yml', 'release.yml'])('%s installs the system packages listed in .ci/run', (file) => {
    const listed = /^for pkg in (.*); do$/m.exec(ciRun)?.[1].split(' ');
    expect(listed).toEqual(expect.arrayContaining(['libreoffice-writer-nogui', 'qpdf', 'git']));
    const script = stepNamed(file, 'System tools the tests use').run!;
    // The step's own extraction, run on .ci/run, finds the same list.
    const extraction = script.split('\n')[0];
    expect(extraction).toMatch(/^packages=\$\(sed .* \.ci\/run\)$/);
    const found = execFileSync('bash', ['-c', `${extraction}\necho "$packages"`], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    expect(found.split(' ')).toEqual(listed);
    expect(script).toContain('apt-get install -y -qq --no-install-recommends $packages');
  });

  it('ci.yml runs on pull requests and pushes to main with a read-only token', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.permissions).toEqual({ contents: 'read' });
  });
});

describe('the release workflow', () => {
  const release = workflow('release.yml');

  it('starts from a version input or a vX.Y.Z tag and tags only after the tests pass', () => {
    expect(release.on.workflow_dispatch).toEqual({
      inputs: { version: expect.objectContaining({ required: true, type: 'string' }) },
    });
    expect(release.on.push).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] });
    expect(release.permissions).toEqual({ contents: 'write' });
    const titles = steps('release.yml').map((s) => s.name ?? s.run ?? s.uses);
    expect(titles.indexOf('Tests')).toBeLessThan(titles.indexOf('Tag vX.Y.Z and move vX'));
    expect(titles.indexOf('Tag vX.Y.Z and move vX')).toBeLessThan(titles.indexOf('GitHub release'));
    // Scripts take the event's values from variables, never from ${{ }} pasted into the shell.
    for (const step of steps('release.yml')) expect(step.run ?? '').not.toContain('${{');
  });

  /** A clone of a repository whose package.json says the version, with a bare origin to push tags to. */
  function releaseCheckout(version: string): { dir: string; origin: string; git: (...args: string[]) => string } {
    const base = tempDir('docdelta-release-');
    const origin = join(base, 'origin.git');
    const dir = join(base, 'checkout');
    execFileSync('git', ['init', '-q', '--bare', origin]);
    execFileSync('git', ['init', '-q', '-b', 'main', dir]);
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        [
          '-c',
          'user.name=Test',
          '-c',
          'user.email=test@example.com',
          '-c',
          'commit.gpgsign=false',
          '-c',
          'tag.gpgsign=false',
          ...args,
        ],
        { cwd: dir, encoding: 'utf8' },
      ).trim();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'docdelta', version }));
    git('add', '-A');
    git('commit', '-q', '-m', 'release');
    git('remote', 'add', 'origin', origin);
    git('push', '-q', 'origin', 'main');
    return { dir, origin, git };
  }

  it('reads and checks the version', () => {
    const script = stepNamed('release.yml', 'Version').run!;
    const { dir, git } = releaseCheckout('1.2.3');
    expect(
      runStep(script, dir, { EVENT: 'workflow_dispatch', INPUT_VERSION: '1.2.3', REF_NAME: 'main' }).outputs,
    ).toEqual({ version: '1.2.3', major: 'v1' });
    expect(
      runStep(script, dir, { EVENT: 'workflow_dispatch', INPUT_VERSION: 'v1.2.3', REF_NAME: 'main' }).outputs,
    ).toEqual({ version: '1.2.3', major: 'v1' });
    expect(runStep(script, dir, { EVENT: 'push', INPUT_VERSION: '', REF_NAME: 'v1.2.3' }).outputs).toEqual({
      version: '1.2.3',
      major: 'v1',
    });
    const short = runStep(script, dir, { EVENT: 'workflow_dispatch', INPUT_VERSION: '1.2', REF_NAME: 'main' });
    expect([short.status, short.stdout.trim()]).toEqual([1, "::error::The version '1.2' is not X.Y.Z (e.g. 1.2.0)."]);
    const other = runStep(script, dir, { EVENT: 'workflow_dispatch', INPUT_VERSION: '1.3.0', REF_NAME: 'main' });
    expect([other.status, other.stdout.trim()]).toEqual([
      1,
      '::error::package.json says version 1.2.3; set it to 1.3.0 and commit before releasing v1.3.0.',
    ]);
    git('tag', 'v1.2.3');
    const again = runStep(script, dir, { EVENT: 'workflow_dispatch', INPUT_VERSION: '1.2.3', REF_NAME: 'main' });
    expect([again.status, again.stdout.trim()]).toEqual([
      1,
      '::error::The tag v1.2.3 exists already; release a new version.',
    ]);
  });

  it('tags vX.Y.Z and moves vX on the remote, release after release', () => {
    const script = stepNamed('release.yml', 'Tag vX.Y.Z and move vX').run!;
    const { dir, origin, git } = releaseCheckout('1.2.3');
    const remoteTag = (tag: string) =>
      execFileSync('git', ['rev-parse', `${tag}^{commit}`], { cwd: origin, encoding: 'utf8' }).trim();
    const first = git('rev-parse', 'HEAD');
    expect(runStep(script, dir, { EVENT: 'workflow_dispatch', VERSION: '1.2.3', MAJOR: 'v1' }).status).toBe(0);
    expect([remoteTag('v1.2.3'), remoteTag('v1')]).toEqual([first, first]);

    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'docdelta', version: '1.3.0' }));
    git('commit', '-q', '-am', 'next');
    const second = git('rev-parse', 'HEAD');
    expect(runStep(script, dir, { EVENT: 'workflow_dispatch', VERSION: '1.3.0', MAJOR: 'v1' }).status).toBe(0);
    expect([remoteTag('v1.2.3'), remoteTag('v1.3.0'), remoteTag('v1')]).toEqual([first, second, second]);

    // A pushed tag: the workflow runs on it and only moves the major tag.
    git('commit', '-q', '--allow-empty', '-m', 'third');
    git('tag', '-a', 'v1.4.0', '-m', 'v1.4.0');
    git('push', '-q', 'origin', 'refs/tags/v1.4.0');
    const third = git('rev-parse', 'HEAD');
    expect(runStep(script, dir, { EVENT: 'push', VERSION: '1.4.0', MAJOR: 'v1' }).status).toBe(0);
    expect([remoteTag('v1.3.0'), remoteTag('v1.4.0'), remoteTag('v1')]).toEqual([second, third, third]);
  });
});
