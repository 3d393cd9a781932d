/**
 * Wire rules for the GroupDocs-compatible HTTP API.
 *
 * 1. Requests: field names match case-insensitively (the spec writes `FilePath`,
 *    SDKs send `filePath` or `FilePath`), unknown fields are dropped, enum values
 *    match case-insensitively (`png`, `Png`, `PNG` -> `Png`) or by index like the
 *    vendor SDKs and the .NET server accept (`1` / `"1"` -> 2nd member). `null`
 *    for a field that is not nullable counts as absent (so its default applies).
 *    The key maps are derived from the zod schemas by walking `z.object` shapes;
 *    nothing is tabulated per record.
 * 2. Responses: canonical (spec) names; `toWire(value, 'camel')` lower-cases the
 *    first letter of every key for SDK clients that read camelCase. Link's
 *    `href`/`rel`/`type`/`title` and the camelCase ErrorResponse envelope are
 *    already lower-case and so come out unchanged.
 * 3. Canonical internal form = the spec's names (PascalCase for the comparison API).
 */
import type { z } from 'zod';

type AnySchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: AnySchema): Def {
  return schema._zod.def as Def;
}

/** Wrapper kinds whose inner schema decides the shape of the value. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

/**
 * Strips wrappers (optional, nullable, default, readonly, catch...), follows
 * pipes to their input side and resolves lazy schemas.
 */
export function unwrapSchema(schema: AnySchema): AnySchema {
  let s = schema;
  for (let guard = 0; guard < 64; guard++) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) s = def.innerType as AnySchema;
    else if (def.type === 'pipe') s = def.in as AnySchema;
    else if (def.type === 'lazy') s = (def.getter as () => AnySchema)();
    else return s;
  }
  return s;
}

/** True when the schema (through its wrappers) accepts `null`. */
function acceptsNull(schema: AnySchema): boolean {
  let s = schema;
  for (let guard = 0; guard < 64; guard++) {
    const def = defOf(s);
    if (def.type === 'nullable' || def.type === 'null' || def.type === 'any' || def.type === 'unknown') return true;
    if (WRAPPERS.has(def.type)) s = def.innerType as AnySchema;
    else if (def.type === 'pipe') s = def.in as AnySchema;
    else if (def.type === 'lazy') s = (def.getter as () => AnySchema)();
    else if (def.type === 'union') return (def.options as AnySchema[]).some(acceptsNull);
    else return false;
  }
  return false;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

const keyMapCache = new WeakMap<object, Map<string, string>>();

/**
 * Lower-cased field name -> canonical field name, for a `z.object` schema
 * (after unwrapping). Empty map for anything else.
 */
export function schemaKeyMap(schema: AnySchema): ReadonlyMap<string, string> {
  const s = unwrapSchema(schema);
  const cached = keyMapCache.get(s);
  if (cached) return cached;
  const map = new Map<string, string>();
  const def = defOf(s);
  if (def.type === 'object') {
    for (const key of Object.keys(def.shape as Record<string, unknown>)) {
      map.set(key.toLowerCase(), key);
    }
  }
  keyMapCache.set(s, map);
  return map;
}

function normalizeEnum(def: Def, value: unknown): unknown {
  const values = Object.values(def.entries as Record<string, string | number>);
  if (typeof value === 'string') {
    if (values.includes(value)) return value;
    const lower = value.trim().toLowerCase();
    const hit = values.find((v) => typeof v === 'string' && v.toLowerCase() === lower);
    if (hit !== undefined) return hit;
    // Index given as a digit string: python SDK `allowed_values[int(x)]`.
    if (/^\d+$/.test(value.trim())) {
      const idx = Number(value.trim());
      if (idx < values.length && typeof values[idx] === 'string') return values[idx];
    }
    return value;
  }
  // Index given as a number: Newtonsoft StringEnumConverter accepts integers.
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < values.length) {
    if (!values.includes(value) && typeof values[value] === 'string') return values[value];
  }
  return value;
}

/**
 * Rewrites `value` towards `schema`'s canonical form without validating it:
 * object keys matched case-insensitively to the schema's field names (an exact
 * match wins over a case-folded one), unknown keys dropped, `null` for
 * non-nullable fields dropped, enum values mapped to their canonical spelling,
 * recursively through nested objects, arrays, records and unions.
 * Values the schema does not describe are returned unchanged.
 */
export function normalizeKeys(schema: AnySchema, value: unknown): unknown {
  const s = unwrapSchema(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return value;
      const shape = def.shape as Record<string, AnySchema>;
      const keyMap = schemaKeyMap(s);
      const out: Record<string, unknown> = {};
      const exact = new Set<string>();
      for (const [rawKey, rawVal] of Object.entries(value)) {
        const canonical = keyMap.get(rawKey.toLowerCase());
        if (canonical === undefined) continue; // unknown field: ignored
        const fieldSchema = shape[canonical];
        if (rawVal === null && !acceptsNull(fieldSchema)) continue; // null = absent
        const isExact = rawKey === canonical;
        if (canonical in out && (exact.has(canonical) || !isExact)) continue;
        out[canonical] = normalizeKeys(fieldSchema, rawVal);
        if (isExact) exact.add(canonical);
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const element = def.element as AnySchema;
      return value.map((item) => normalizeKeys(element, item));
    }
    case 'record': {
      if (!isPlainObject(value)) return value;
      const valueType = def.valueType as AnySchema;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = normalizeKeys(valueType, v);
      return out;
    }
    case 'enum':
      return normalizeEnum(def, value);
    case 'union': {
      const options = def.options as AnySchema[];
      for (const option of options) {
        const candidate = normalizeKeys(option, value);
        if ((option as z.ZodType).safeParse(candidate).success) return candidate;
      }
      return value;
    }
    case 'intersection': {
      const left = normalizeKeys(def.left as AnySchema, value);
      const right = normalizeKeys(def.right as AnySchema, value);
      return isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : left;
    }
    default:
      return value;
  }
}

/** One validation problem: dotted/bracketed field path ('' for the body itself) and a message. */
export interface RequestIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Thrown by parseRequest when the body does not match the schema. `message` is a
 * single line naming each offending field path and what was expected, e.g.
 * `Invalid request body: Settings.DetailsLevel: expected one of Low, Middle, High, got "Huge"`.
 */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly issues: readonly RequestIssue[];

  constructor(issues: readonly RequestIssue[]) {
    const text = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ');
    super(`Invalid request body: ${text}`.replace(/[\r\n]+/g, ' '));
    this.issues = issues;
  }
}

/** `['TargetFiles', 0, 'FilePath']` -> `TargetFiles[0].FilePath`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return cur;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const got = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return got === undefined ? `is required (${issue.expected})` : `expected ${issue.expected}, got ${describe(got)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => String(v)).join(', ')}, got ${describe(got)}`;
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${String(issue.minimum)} item(s), got ${describe(got)}`;
      if (issue.origin === 'string')
        return `expected at least ${String(issue.minimum)} character(s), got ${describe(got)}`;
      return `expected a number >= ${String(issue.minimum)}, got ${describe(got)}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${String(issue.maximum)} item(s), got ${describe(got)}`;
      if (issue.origin === 'string')
        return `expected at most ${String(issue.maximum)} character(s), got ${describe(got)}`;
      return `expected a number <= ${String(issue.maximum)}, got ${describe(got)}`;
    case 'invalid_union':
      return `does not match any accepted form, got ${describe(got)}`;
    default:
      return issue.message.replace(/[\r\n]+/g, ' ');
  }
}

/**
 * Parses a JSON request body against `schema`: normalises keys and enum values
 * (see normalizeKeys), applies the schema's defaults, validates, and returns the
 * canonical object. Throws RequestValidationError on failure.
 */
export function parseRequest<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const normalized = normalizeKeys(schema, json);
  const result = schema.safeParse(normalized);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issueMessage(issue, normalized),
  }));
  throw new RequestValidationError(issues);
}

export type WireCasing = 'pascal' | 'camel';

/** `FilePath` -> `filePath`, `X` -> `x`, `href` -> `href`. */
export function toCamelKey(key: string): string {
  return key.length === 0 ? key : key[0].toLowerCase() + key.slice(1);
}

/**
 * Converts a canonical response value to the requested wire casing. 'pascal'
 * returns the value as is (canonical = spec names). 'camel' returns a deep copy
 * with the first letter of every object key lower-cased (what the vendor SDKs'
 * camelCase deserialisers expect). Keys that are already lower-case, such as
 * Link's href/rel/type/title and the ErrorResponse envelope, are untouched.
 * Only plain objects and arrays are walked; Dates, Buffers etc. pass through.
 */
export function toWire<T>(value: T, casing: WireCasing): unknown {
  if (casing === 'pascal') return value;
  return camelize(value);
}

function camelize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelize);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[toCamelKey(k)] = camelize(v);
  return out;
}
