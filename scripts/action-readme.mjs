#!/usr/bin/env node
// Writes the README's Action inputs and outputs tables from action.yml, between the markers
// <!-- action-inputs:start --> / <!-- action-inputs:end --> and the action-outputs pair.
// `--check` changes nothing and fails when the README differs (CI, like the dist check).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Reads the `inputs:` and `outputs:` maps of action.yml: names at two spaces, their `description`
 * and `default` at four, values plain or quoted on one line — the subset of YAML action.yml uses.
 */
export function parseActionYaml(text) {
  const sections = { inputs: [], outputs: [] };
  let section;
  let current;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const top = /^(\w[\w-]*):\s*$/.exec(line);
    if (top) {
      section = sections[top[1]];
      current = undefined;
      continue;
    }
    if (/^\S/.test(line)) {
      section = undefined;
      continue;
    }
    if (!section) continue;
    const name = /^ {2}([\w-]+):\s*$/.exec(line);
    if (name) {
      current = { name: name[1] };
      section.push(current);
      continue;
    }
    const property = /^ {4}(description|default|required):\s*(.*)$/.exec(line);
    if (property && current) current[property[1]] = unquote(property[2].trim());
  }
  return sections;
}

function unquote(value) {
  if (value.length >= 2 && value[0] === "'" && value.at(-1) === "'") return value.slice(1, -1).replace(/''/g, "'");
  if (value.length >= 2 && value[0] === '"' && value.at(-1) === '"') return JSON.parse(value);
  return value;
}

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

export function inputsTable(inputs) {
  const rows = inputs.map((i) => `| \`${i.name}\` | ${cell(i.description)} | ${i.default === undefined || i.default === '' ? '' : `\`${cell(i.default)}\``} |`);
  return ['| Input | Description | Default |', '| --- | --- | --- |', ...rows].join('\n');
}

export function outputsTable(outputs) {
  return ['| Output | Description |', '| --- | --- |', ...outputs.map((o) => `| \`${o.name}\` | ${cell(o.description)} |`)].join('\n');
}

export function replaceBetween(text, marker, content) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

export function updateReadme(readme, actionYaml) {
  const { inputs, outputs } = parseActionYaml(actionYaml);
  return replaceBetween(replaceBetween(readme, 'action-inputs', inputsTable(inputs)), 'action-outputs', outputsTable(outputs));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const updated = updateReadme(readme, readFileSync(join(root, 'action.yml'), 'utf8'));
  if (updated === readme) console.log('README.md: Action tables match action.yml');
  else if (check) {
    console.error("README.md: the Action's inputs/outputs tables differ from action.yml; run 'node scripts/action-readme.mjs' and commit README.md");
    process.exit(1);
  } else {
    writeFileSync(readmePath, updated);
    console.log('README.md: Action tables updated from action.yml');
  }
}
