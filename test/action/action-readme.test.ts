import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { parseActionYaml, updateActionDoc } from '../../scripts/action-readme.mjs';

const actionYaml = readFileSync(resolve(__dirname, '../../action.yml'), 'utf8');

describe('action-readme', () => {
  it('reads every input and output of action.yml', () => {
    const { inputs, outputs } = parseActionYaml(actionYaml);
    expect(inputs.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining(['github-token', 'paths', 'fail-on', 'shard', 'merge', 'preview-branch', 'backend']),
    );
    expect(inputs.find((i: { name: string }) => i.name === 'fail-on')).toMatchObject({ default: 'never' });
    expect(inputs.find((i: { name: string }) => i.name === 'merge')).toMatchObject({ default: 'false' });
    expect(outputs.map((o: { name: string }) => o.name)).toEqual([
      'changed-documents',
      'total-changes',
      'artifact-id',
      'comment-id',
      'report-path',
    ]);
  });

  it('writes the tables between the markers and leaves the rest alone', () => {
    const doc =
      'intro\n<!-- action-inputs:start -->\nold\n<!-- action-inputs:end -->\nmiddle\n<!-- action-outputs:start -->\n<!-- action-outputs:end -->\nend\n';
    const updated: string = updateActionDoc(doc, actionYaml);
    expect(
      updated.startsWith(
        'intro\n<!-- action-inputs:start -->\n| Input | Description | Default |\n| --- | --- | --- |\n| `github-token` |',
      ),
    ).toBe(true);
    expect(updated).toContain('| `fail-on` | When the check fails: `never`, `any-change` or `changes-over:N`');
    expect(updated).toContain('\nmiddle\n<!-- action-outputs:start -->\n| Output | Description |');
    expect(updated).toContain('| `total-changes` | Number of changes across all documents. |');
    expect(updated.endsWith('<!-- action-outputs:end -->\nend\n')).toBe(true);
    expect(updateActionDoc(updated, actionYaml)).toBe(updated);
  });

  it('refuses action.yml that is not valid YAML, in one line with the position', () => {
    const broken = 'inputs:\n  mode:\n    description: Result documents: styled or tracked\n';
    expect(() => parseActionYaml(broken)).toThrow(
      /^action\.yml is not valid YAML: Nested mappings are not allowed in compact mappings at line 3, column 18$/,
    );
    expect(() => parseActionYaml('inputs: [a, b]\n')).toThrow('action.yml: inputs is not a mapping of names');
  });

  it('says which markers are missing', () => {
    expect(() => updateActionDoc('no markers', actionYaml)).toThrow(
      'docs/action.md has no <!-- action-inputs:start --> … <!-- action-inputs:end --> markers',
    );
  });
});
