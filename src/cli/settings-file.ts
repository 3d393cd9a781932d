import { readFile } from 'node:fs/promises';
import { errorMessage } from '../engine/errors';
import { settingsFromJson } from '../engine/settings-json';
import { UsageError } from './io';

/** Reads a Settings JSON file; every problem is one line naming the file. */
export async function readSettingsFile(path: string) {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`${path}: cannot read the settings file`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${errorMessage(error)})`);
  }
  try {
    return settingsFromJson(json);
  } catch (error) {
    throw new UsageError(`${path}: ${errorMessage(error)}`);
  }
}

/** Reads a JSON file of any shape, for decision lists. */
export async function readJsonFile(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`${path}: cannot read the ${what} file`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${errorMessage(error)})`);
  }
}
