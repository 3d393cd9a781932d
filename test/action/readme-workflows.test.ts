import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflowErrors } from './github-metadata';

/**
 * The workflows the README's Action section and docs/action.md show are ones GitHub accepts (its
 * own workflow parser), and every input they give docdelta is one action.yml declares.
 */

const root = resolve(__dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const start = readme.indexOf('\n## The GitHub Action\n');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
const yamlBlocks = (text: string) => [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]);
const readmeExamples = start < 0 ? [] : yamlBlocks(section);
const docExamples = yamlBlocks(readFileSync(join(root, 'docs', 'action.md'), 'utf8'));
const examples = [...readmeExamples, ...docExamples];
const declaredInputs = Object.keys(parse(readFileSync(join(root, 'action.yml'), 'utf8')).inputs);

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

describe('the workflow examples of the README and docs/action.md', () => {
  it('are there: one in the README, the first step and the shards in docs/action.md', () => {
    expect(readmeExamples.filter((text) => text.includes('uses: docdelta/docdelta@v1'))).toHaveLength(1);
    expect(docExamples.filter((text) => text.includes('uses: docdelta/docdelta@v1')).length).toBeGreaterThanOrEqual(2);
    expect(docExamples.some((text) => text.includes('merge: true'))).toBe(true);
  });

  it.each(examples.map((text, index) => [index + 1, text]))(
    'example %i is a workflow GitHub accepts, giving docdelta only its inputs',
    (_, text) => {
      // The shards example shows the jobs only; any trigger makes it a whole workflow.
      const workflow = /^on:/m.test(text) ? text : `on: pull_request\n${text}`;
      expect(workflowErrors('example.yml', workflow)).toEqual([]);
      const jobs = Object.values<{ steps: Step[] }>(parse(workflow).jobs);
      for (const step of jobs.flatMap((job) => job.steps).filter((s) => s.uses?.startsWith('docdelta/docdelta@'))) {
        for (const input of Object.keys(step.with ?? {})) expect(declaredInputs, input).toContain(input);
      }
    },
  );
});

describe('the workflows of docs/action-forks.md', () => {
  const doc = readFileSync(join(root, 'docs', 'action-forks.md'), 'utf8');
  const workflows = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]);

  it('are the two of the recipe, both using docdelta', () => {
    expect(workflows).toHaveLength(2);
    expect(workflows.every((text) => text.includes('uses: docdelta/docdelta@v1'))).toBe(true);
  });

  it.each(workflows.map((text, index) => [index + 1, text]))(
    'workflow %i is one GitHub accepts, giving docdelta only its inputs',
    (_, text) => {
      expect(workflowErrors('fork-recipe.yml', text)).toEqual([]);
      const jobs = Object.values<{ steps: Step[] }>(parse(text).jobs);
      for (const step of jobs.flatMap((job) => job.steps).filter((s) => s.uses?.startsWith('docdelta/docdelta@'))) {
        for (const input of Object.keys(step.with ?? {})) expect(declaredInputs, input).toContain(input);
      }
    },
  );

  it("GitHub's parser refuses the recipe broken", () => {
    expect(workflowErrors('fork-recipe.yml', workflows[1].replace('runs-on:', 'runs_on:'))).toEqual(
      expect.arrayContaining([expect.stringContaining('Required property is missing: runs-on')]),
    );
  });
});
