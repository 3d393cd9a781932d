import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inputNames } from '../../src/action/inputs';
import { actionMetadataErrors } from './github-metadata';

/** action.yml as GitHub reads it: its YAML parser and its action schema. */

const root = resolve(__dirname, '../..');
const actionYaml = readFileSync(join(root, 'action.yml'), 'utf8');
/** The passwords description with its block scalar turned back into a plain one-line value. */
const brokenActionYaml = actionYaml.replace(
  /( {4}description: )>-\n {6}(JSON map of glob to password[^\n]*)\n {6}([^\n]*)\n {6}([^\n]*)\n/,
  '$1$2 $3 $4\n',
);
const temp: string[] = [];

afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** Runs scripts/action-readme.mjs --check in a copy of the repository's layout holding the given action.yml. */
function tablesCheck(action: string): { status: number | null; stderr: string; stdout: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-readme-'));
  temp.push(dir);
  mkdirSync(join(dir, 'scripts'));
  writeFileSync(join(dir, 'scripts', 'action-readme.mjs'), readFileSync(join(root, 'scripts', 'action-readme.mjs')));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'action.md'), readFileSync(join(root, 'docs', 'action.md')));
  writeFileSync(join(dir, 'action.yml'), action);
  const run = spawnSync(process.execPath, [join(dir, 'scripts', 'action-readme.mjs'), '--check'], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

describe('action.yml', () => {
  it("passes GitHub's own parser and action schema", () => {
    expect(actionMetadataErrors('action.yml', actionYaml)).toEqual([]);
  });

  it('declares exactly the inputs the Action reads, each described, and runs the committed bundle', () => {
    const metadata = parse(actionYaml);
    expect(Object.keys(metadata.inputs).sort()).toEqual([...inputNames].sort());
    for (const [name, input] of Object.entries<{ description?: string }>({ ...metadata.inputs, ...metadata.outputs })) {
      expect(input.description, name).toMatch(/^\S.*\S$/s);
      expect(input.description, name).not.toContain('\n');
    }
    expect(metadata.runs).toEqual({ using: 'node24', main: 'dist/action/index.js' });
    expect(existsSync(join(root, metadata.runs.main))).toBe(true);
  });

  it("an unquoted ': ' in a description is refused by GitHub's parser and fails the Action tables check", () => {
    expect(brokenActionYaml).not.toBe(actionYaml);
    expect(brokenActionYaml).toContain(
      '    description: JSON map of glob to password for protected documents, e.g. `{"contracts/**": "<password>"}`',
    );
    const errors = actionMetadataErrors('action.yml', brokenActionYaml);
    expect(errors[0]).toMatch(/^action\.yml: Nested mappings are not allowed in compact mappings at line \d+/);

    const check = tablesCheck(brokenActionYaml);
    expect(check.status).toBe(1);
    expect(check.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^action-readme: action\.yml is not valid YAML: Nested mappings are not allowed in compact mappings at line \d+, column \d+$/,
      ),
    ]);
  });

  it('the Action tables check passes on the committed action.yml and fails when a description changes', () => {
    expect(tablesCheck(actionYaml)).toMatchObject({
      status: 0,
      stdout: 'docs/action.md: Action tables match action.yml\n',
    });
    const changed = tablesCheck(actionYaml.replace('Documents compared at once.', 'Documents compared in parallel.'));
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain("the Action's inputs/outputs tables differ from action.yml");
  });

  it("refuses metadata GitHub's schema does not allow", () => {
    expect(actionMetadataErrors('action.yml', actionYaml.replace('using: node24', 'using: node99'))).toEqual([
      expect.stringContaining("Unexpected value 'node99'"),
    ]);
    expect(actionMetadataErrors('action.yml', actionYaml.replace('branding:', 'brand:'))).toEqual([
      expect.stringContaining("Unexpected value 'brand'"),
    ]);
    expect(actionMetadataErrors('action.yml', actionYaml.slice(0, actionYaml.indexOf('\nruns:')))).toEqual([
      expect.stringContaining('Required property is missing: runs'),
    ]);
  });
});
