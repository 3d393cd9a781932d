import { readFileSync } from 'node:fs';
import { errorMessage } from '../engine/index';
import { UsageError } from './io';

/**
 * Reads a Settings JSON file; every problem is one line naming the file. Synchronously, like the
 * documents (cli/files.ts): node:fs/promises is not worth loading for a file or two.
 */
export async function readSettingsFile(path: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`${path}: cannot read the settings file`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${errorMessage(error)})`);
  }
  // The API's schemas (zod, a large module) load only when a settings file is given.
  const { settingsFromJson } = await import('../backend/settings-json');
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
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`${path}: cannot read the ${what} file`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${errorMessage(error)})`);
  }
}

/** Spreadsheet flags every comparing command takes, as Settings fields. */
export const CELLS_OPTIONS = {
  'values-only': { type: 'boolean' },
  tolerance: { type: 'string' },
} as const;

export const CELLS_HELP = `  --values-only           spreadsheets: compare displayed values only, not formulas (CellsCompareFormulas false)
  --tolerance <n>         spreadsheets: numbers this close (relative) are equal (CellsNumericTolerance, 1e-9)`;

/** Settings with the spreadsheet flags laid over them (flags win). */
export function withCellsFlags<T extends object>(
  settings: T | undefined,
  values: { 'values-only'?: boolean; tolerance?: string },
): T | undefined {
  if (!values['values-only'] && values.tolerance === undefined) return settings;
  const extra: Record<string, unknown> = {};
  if (values['values-only']) extra.CellsCompareFormulas = false;
  if (values.tolerance !== undefined) {
    const n = Number(values.tolerance);
    if (!Number.isFinite(n) || n < 0) throw new UsageError(`--tolerance '${values.tolerance}' is not a number >= 0`);
    extra.CellsNumericTolerance = n;
  }
  return { ...(settings ?? ({} as T)), ...extra };
}
