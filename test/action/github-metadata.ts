import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ACTION_ROOT } from '@actions/workflow-parser/actions/action-constants';
import { JSONObjectReader } from '@actions/workflow-parser/templates/json-object-reader';
import { TemplateSchema } from '@actions/workflow-parser/templates/schema/index';
import { TemplateContext, TemplateValidationErrors } from '@actions/workflow-parser/templates/template-context';
import { readTemplate } from '@actions/workflow-parser/templates/template-reader';
import { NoOperationTraceWriter } from '@actions/workflow-parser/templates/trace-writer';
import { WORKFLOW_ROOT } from '@actions/workflow-parser/workflows/workflow-constants';
import { YamlObjectReader } from '@actions/workflow-parser/workflows/yaml-object-reader';

/**
 * GitHub's own reading of action.yml and workflow files: the parser and schemas of
 * @actions/workflow-parser (GitHub's language services). Its parseAction/parseWorkflow import
 * their schema JSON without an import attribute, which Node refuses, so this repeats their few
 * lines with the schema read from the package's files; the validation is theirs.
 */

// The package exports no path to its own files; it is installed at the top of node_modules.
const packageDir = resolve(__dirname, '../../node_modules/@actions/workflow-parser');
const schemas = new Map<string, TemplateSchema>();

function schema(file: string): TemplateSchema {
  let loaded = schemas.get(file);
  if (!loaded) {
    loaded = TemplateSchema.load(new JSONObjectReader(undefined, readFileSync(join(packageDir, 'dist', file), 'utf8')));
    schemas.set(file, loaded);
  }
  return loaded;
}

function validate(schemaFile: string, root: string, name: string, content: string): string[] {
  const context = new TemplateContext(new TemplateValidationErrors(), schema(schemaFile), new NoOperationTraceWriter());
  const fileId = context.getFileId(name);
  const reader = new YamlObjectReader(fileId, content);
  if (reader.errors.length) {
    for (const error of reader.errors) context.error(fileId, error.message, error.range);
  } else readTemplate(context, root, reader, fileId);
  return context.errors.getErrors().map((error) => error.message);
}

/** The errors GitHub reports for an action metadata file (none: GitHub accepts it). */
export function actionMetadataErrors(name: string, content: string): string[] {
  return validate('action-v1.0.min.json', ACTION_ROOT, name, content);
}

/** The errors GitHub reports for a workflow file (none: GitHub accepts it). */
export function workflowErrors(name: string, content: string): string[] {
  return validate('workflow-v1.0.min.json', WORKFLOW_ROOT, name, content);
}
