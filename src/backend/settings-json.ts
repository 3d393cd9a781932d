import { Settings } from '../model/records';
import { normalizeKeys, parseRequest } from '../model/wire';
import type { ComparisonSettingsInput, ResultSettingsInput } from '../engine/index';

// Beside the port, not in the engine, so that engine/index, and with it the git driver's
// start-up path, never loads the API schemas (zod): only doors that take Settings as JSON do.

/**
 * Settings as a caller wrote them (any key casing), validated against the API's Settings
 * schema, keeping only the fields the caller set: the API's schema defaults (C# default(T),
 * e.g. ShowDeletedContent false) describe what SDKs send, not what a person who left a field
 * out expects, so absent fields fall back to the engine's defaults.
 */
export function settingsFromJson(json: unknown): ComparisonSettingsInput & ResultSettingsInput {
  if (json === undefined || json === null) return {};
  const parsed = parseRequest(Settings, json) as Record<string, unknown>;
  const explicit = normalizeKeys(Settings, json) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(explicit)) if (explicit[key] !== undefined) result[key] = parsed[key];
  return result as ComparisonSettingsInput & ResultSettingsInput;
}
