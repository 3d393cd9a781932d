#!/usr/bin/env node
// Writes the Action's inputs and outputs tables of docs/action.md from action.yml, between the
// markers <!-- action-inputs:start --> / <!-- action-inputs:end --> and the action-outputs pair.
// `--check` changes nothing and fails when docs/action.md differs or action.yml is not valid YAML
// (CI, like the dist check).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the tables live, relative to the repository root; the README links to it. */
export const ACTION_DOC = 'docs/action.md';

/**
 * Reads the `inputs:` and `outputs:` maps of action.yml with a YAML parser, as GitHub's runner
 * does: a file GitHub would refuse throws here, with the parser's first error on one line.
 */
export function parseActionYaml(text, file = 'action.yml') {
  const document = parseDocument(text);
  const [error] = document.errors;
  // The parser's message opens with the problem and its position; the lines after it quote the file.
  if (error) throw new Error(`${file} is not valid YAML: ${error.message.split('\n')[0].replace(/:$/, '')}`);
  const metadata = document.toJS();
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata))
    throw new Error(`${file} is not a mapping of action metadata`);
  return { inputs: entries(metadata.inputs, 'inputs', file), outputs: entries(metadata.outputs, 'outputs', file) };
}

function entries(map, section, file) {
  if (map === undefined || map === null) return [];
  if (typeof map !== 'object' || Array.isArray(map)) throw new Error(`${file}: ${section} is not a mapping of names`);
  return Object.entries(map).map(([name, properties]) => {
    if (!properties || typeof properties !== 'object')
      throw new Error(`${file}: ${section}.${name} is not a mapping (description, default, ...)`);
    const entry = {
      name,
      description: properties.description === undefined ? undefined : String(properties.description),
    };
    if (properties.default !== undefined && properties.default !== null) entry.default = String(properties.default);
    if (properties.required !== undefined) entry.required = properties.required;
    return entry;
  });
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');

export function inputsTable(inputs) {
  const rows = inputs.map(
    (i) =>
      `| \`${i.name}\` | ${cell(i.description)} | ${i.default === undefined || i.default === '' ? '' : `\`${cell(i.default)}\``} |`,
  );
  return ['| Input | Description | Default |', '| --- | --- | --- |', ...rows].join('\n');
}

export function outputsTable(outputs) {
  return [
    '| Output | Description |',
    '| --- | --- |',
    ...outputs.map((o) => `| \`${o.name}\` | ${cell(o.description)} |`),
  ].join('\n');
}

export function replaceBetween(text, marker, content, file = ACTION_DOC) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

export function updateActionDoc(doc, actionYaml) {
  const { inputs, outputs } = parseActionYaml(actionYaml);
  return replaceBetween(
    replaceBetween(doc, 'action-inputs', inputsTable(inputs)),
    'action-outputs',
    outputsTable(outputs),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const docPath = join(root, ACTION_DOC);
  let doc;
  let updated;
  try {
    doc = readFileSync(docPath, 'utf8');
    updated = updateActionDoc(doc, readFileSync(join(root, 'action.yml'), 'utf8'));
  } catch (error) {
    console.error(`action-readme: ${error.message}`);
    process.exit(1);
  }
  if (updated === doc) console.log(`${ACTION_DOC}: Action tables match action.yml`);
  else if (check) {
    console.error(
      `${ACTION_DOC}: the Action's inputs/outputs tables differ from action.yml; run 'node scripts/action-readme.mjs' and commit ${ACTION_DOC}`,
    );
    process.exit(1);
  } else {
    writeFileSync(docPath, updated);
    console.log(`${ACTION_DOC}: Action tables updated from action.yml`);
  }
}
