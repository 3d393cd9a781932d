import { z } from 'zod';
import { supportedFormats } from '../engine/index';
import { globProblem } from './glob';

/**
 * The Action's inputs, parsed once into one typed settings object. GitHub hands every input to
 * the process as INPUT_<NAME> (upper case, spaces as `_`, dashes kept), and an input the workflow
 * does not set arrives as '' — which means "not given" here, never an empty value.
 */

export type FailOn = { kind: 'never' } | { kind: 'any-change' } | { kind: 'changes-over'; limit: number };
export interface Shard {
  index: number;
  count: number;
}

/**
 * Default `paths`: every format the engine reads except plain text and source code, which the pull
 * request's own diff already shows.
 */
export function defaultDocumentGlobs(): string[] {
  const extensions = supportedFormats()
    .filter((format) => format.family !== 'text')
    .flatMap((format) => format.extensions.map((e) => e.slice(1)));
  return [`**/*.{${[...new Set(extensions)].sort().join(',')}}`];
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * Splits a list input at line breaks and at commas outside braces (`{a,b}` stays one glob; so does
 * the rest of a line after an unclosed `{`, for its error to quote the glob as written).
 */
function splitList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let braces = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length && text[i + 1] !== '\n') {
      current += char + text[++i];
      continue;
    }
    if (char === '\n' || (char === ',' && !braces)) {
      items.push(current);
      current = '';
      braces = 0;
      continue;
    }
    if (char === '{') braces++;
    else if (char === '}' && braces) braces--;
    current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item && !item.startsWith('#'));
}

const globs = (name: string) =>
  z.string().transform((text, context) => {
    const list = splitList(text);
    for (const glob of list) {
      const problem = globProblem(glob);
      if (problem) context.addIssue({ code: 'custom', message: `Invalid ${name} glob '${glob}': ${problem}.` });
    }
    return list;
  });

const json = <T extends z.ZodType>(name: string, expected: string, schema: T) =>
  z.string().transform((text, context): z.infer<T> => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `Invalid ${name}: not JSON (${(error as Error).message}). Expected ${expected}.`,
      });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        message: `Invalid ${name}: ${parsed.error.issues[0]?.message ?? 'wrong shape'}. Expected ${expected}.`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

const PASSWORDS_EXPECTED = 'a JSON object mapping globs to passwords, e.g. {"contracts/**": "<password>"}';

/**
 * The passwords map. Its text is a secret, so no message quotes it, not even the JSON parser's
 * (which quotes the text around the error): problems are named by position and entry number.
 */
const passwords = z.string().transform((text, context): Record<string, string> => {
  const fail = (problem: string) => {
    context.addIssue({
      code: 'custom',
      message: `Invalid passwords: ${problem}. Expected ${PASSWORDS_EXPECTED} (the input is a secret and is not shown).`,
    });
    return z.NEVER;
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /at position (\d+)/.exec(String((error as Error).message))?.[1];
    return fail(position === undefined ? 'not JSON' : `not JSON (${lineAndColumn(text, Number(position))})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(`a JSON ${jsonKind(value)}, not an object`);
  const entries = Object.entries(value);
  for (const [index, [glob, password]] of entries.entries()) {
    if (typeof password !== 'string')
      return fail(`entry ${index + 1} of ${entries.length} holds a ${jsonKind(password)}, not a password string`);
    const problem = globProblem(glob);
    if (problem) return fail(`the glob of entry ${index + 1} of ${entries.length} is invalid (${problem})`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
});

function jsonKind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value;
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

const choice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.string().transform((text, context): T[number] => {
    const lower = text.trim().toLowerCase();
    if ((values as readonly string[]).includes(lower)) return lower as T[number];
    context.addIssue({ code: 'custom', message: `Invalid ${name} '${text}'. Expected one of ${values.join(', ')}.` });
    return z.NEVER;
  });

const boolean = (name: string) =>
  z.string().transform((text, context) => {
    const lower = text.trim().toLowerCase();
    if (['true', 'yes', '1', 'on'].includes(lower)) return true;
    if (['false', 'no', '0', 'off'].includes(lower)) return false;
    context.addIssue({ code: 'custom', message: `Invalid ${name} '${text}'. Expected true or false.` });
    return z.NEVER;
  });

const failOn = z.string().transform((text, context): FailOn => {
  const lower = text.trim().toLowerCase();
  if (lower === 'never' || lower === 'any-change') return { kind: lower };
  const match = /^changes-over:\s*(\d+)$/.exec(lower);
  if (match) return { kind: 'changes-over', limit: Number(match[1]) };
  context.addIssue({
    code: 'custom',
    message: `Invalid fail-on '${text}'. Expected never, any-change or changes-over:N (N a whole number, e.g. changes-over:20).`,
  });
  return z.NEVER;
});

const shard = z.string().transform((text, context): Shard => {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match && count >= 1 && index >= 1 && index <= count) return { index, count };
  context.addIssue({
    code: 'custom',
    message: `Invalid shard '${text}'. Expected i/n with 1 <= i <= n, e.g. 2/8 (from a matrix: \${{ matrix.shard }}/8).`,
  });
  return z.NEVER;
});

const positiveNumber = (name: string, expected: string) =>
  z.string().transform((text, context) => {
    const value = Number(text.trim());
    if (Number.isFinite(value) && value > 0) return value;
    context.addIssue({ code: 'custom', message: `Invalid ${name} '${text}'. Expected ${expected}.` });
    return z.NEVER;
  });

const url = (name: string) =>
  z.string().transform((text, context) => {
    try {
      const parsed = new URL(text.trim());
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.toString().replace(/\/$/, '');
    } catch {
      // reported below
    }
    context.addIssue({
      code: 'custom',
      message: `Invalid ${name} '${withoutCredentials(text.trim())}'. Expected an http(s) URL such as https://docdelta.example.com.`,
    });
    return z.NEVER;
  });

/** A URL as an error may quote it: no query or fragment (keys travel there), no user-info. */
export function withoutCredentials(text: string): string {
  const cut = text.search(/[?#]/);
  const bare = cut < 0 ? text : `${text.slice(0, cut)}?…`;
  return bare.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1…@');
}

const fields = z.object({
  'github-token': optional(z.string()),
  paths: optional(globs('paths')),
  'paths-ignore': optional(globs('paths-ignore')),
  mode: optional(choice('mode', ['styled', 'tracked'] as const)),
  settings: optional(
    json(
      'settings',
      'a JSON object of comparison Settings, e.g. {"IgnoreCase": true}',
      z.record(z.string(), z.unknown()),
    ),
  ),
  passwords: optional(passwords),
  comment: optional(choice('comment', ['update', 'new', 'off'] as const)),
  'fail-on': optional(failOn),
  'protected-paths': optional(globs('protected-paths')),
  'artifact-name': optional(
    z.string().regex(/^[^"<>:|*?\\/\r\n]+$/, {
      message: 'Invalid artifact-name: it may not contain " < > : | * ? \\ / or line breaks.',
    }),
  ),
  previews: optional(boolean('previews')),
  'preview-branch': optional(
    z.string().regex(/^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]+$/, {
      message: 'Invalid preview-branch: expected a branch name such as docdelta-previews.',
    }),
  ),
  backend: optional(choice('backend', ['local', 'remote'] as const)),
  'service-url': optional(url('service-url')),
  'client-id': optional(z.string()),
  'client-secret': optional(z.string()),
  shard: optional(shard),
  merge: optional(boolean('merge')),
  base: optional(z.string()),
  head: optional(z.string()),
  'max-file-size': optional(positiveNumber('max-file-size', 'a size in MB greater than 0, e.g. 50')),
  concurrency: optional(positiveNumber('concurrency', 'a whole number of documents compared at once, e.g. 2')),
  'office-renderer': optional(choice('office-renderer', ['auto', 'libreoffice', 'builtin'] as const)),
  task: optional(choice('task', ['compare', 'post-comment'] as const)),
  'on-error': optional(choice('on-error', ['fail', 'warn'] as const)),
});

/** Every input the Action reads; action.yml declares exactly these (a test holds them equal). */
export const inputNames: readonly string[] = Object.keys(fields.shape);

const schema = fields.superRefine((value, context) => {
  if (value.backend === 'remote' && !value['service-url']) {
    context.addIssue({
      code: 'custom',
      message: "backend 'remote' needs service-url (and client-id/client-secret when the service asks for them).",
    });
  }
  if (value.shard && value.merge)
    context.addIssue({
      code: 'custom',
      message: 'shard and merge are for different jobs: shard jobs compare, one merge job posts. Set one of them.',
    });
});

export interface ActionSettings {
  token?: string;
  paths: string[];
  pathsIgnore: string[];
  mode: 'styled' | 'tracked';
  settings: Record<string, unknown>;
  passwords: Record<string, string>;
  comment: 'update' | 'new' | 'off';
  failOn: FailOn;
  protectedPaths: string[];
  artifactName: string;
  /** Render side-by-side images of changed pages into the artifact. */
  previews: boolean;
  previewBranch?: string;
  backend: { kind: 'local' } | { kind: 'remote'; serviceUrl: string; clientId?: string; clientSecret?: string };
  shard?: Shard;
  merge: boolean;
  base?: string;
  head?: string;
  maxBytes: number;
  concurrency: number;
  /** How Office and OpenDocument previews are drawn: LibreOffice when found (`auto`), LibreOffice (installed when missing), or the built-in layout. */
  officeRenderer: 'auto' | 'libreoffice' | 'builtin';
  /** `compare` (the pull_request run) or `post-comment` (a workflow_run job posting what a fork's run uploaded). */
  task: 'compare' | 'post-comment';
  /** A document that could not be compared fails the step (`fail`) or is only reported (`warn`). */
  onError: 'fail' | 'warn';
}

export class InputError extends Error {
  override name = 'InputError';
}

/** INPUT_* variables as a record keyed by input name (`INPUT_FAIL-ON` → `fail-on`). */
export function inputsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('INPUT_') && value !== undefined)
      inputs[key.slice('INPUT_'.length).toLowerCase().replace(/ /g, '_')] = value;
  }
  return inputs;
}

/** Inputs whose text is a secret: masked before they are parsed, never quoted in a message. */
export const SECRET_INPUTS = ['github-token', 'client-secret', 'passwords'] as const;

/**
 * The texts to mask (core.setSecret) before any input is parsed: each secret input whole and line
 * by line (the runner masks only exact matches), and each password of the passwords map, whether
 * or not the map is otherwise valid.
 */
export function secretsOf(inputs: Record<string, string>): string[] {
  return maskedSecrets(inputs).masked;
}

/**
 * Shortest secret masked: the runner replaces every occurrence of a masked text, so masking `x`
 * would turn each "x" of the log into `***` ("E***pected"). Shorter secrets are not masked (and
 * a warning says so); the Action never prints a password either way.
 */
export const MIN_MASKED_LENGTH = 4;

export function maskedSecrets(inputs: Record<string, string>): { masked: string[]; tooShort: number } {
  const secrets = new Set<string>();
  const short = new Set<string>();
  const add = (text: string, whole = true) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (trimmed.length >= MIN_MASKED_LENGTH) secrets.add(trimmed);
    else if (whole) short.add(trimmed);
  };
  for (const name of SECRET_INPUTS) {
    const text = inputs[name];
    if (!text?.trim()) continue;
    add(text);
    for (const line of text.split(/\r?\n/)) if (/[\p{L}\p{N}]/u.test(line)) add(line, false);
  }
  if (inputs.passwords) {
    try {
      collectLeaves(JSON.parse(inputs.passwords), (leaf) => add(leaf));
    } catch {
      // Not JSON: masked whole and line by line above, and no message quotes it.
    }
  }
  return { masked: [...secrets], tooShort: short.size };
}

function collectLeaves(value: unknown, add: (text: string) => void): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object') for (const item of Object.values(value)) collectLeaves(item, add);
  else add(String(value));
}

export function parseInputs(inputs: Record<string, string>, runId: string): ActionSettings {
  const parsed = schema.safeParse(inputs);
  if (!parsed.success) throw new InputError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const v = parsed.data;
  const maxMegabytes = v['max-file-size'] ?? 50;
  return {
    token: v['github-token'],
    paths: v.paths ?? defaultDocumentGlobs(),
    pathsIgnore: v['paths-ignore'] ?? [],
    mode: v.mode ?? 'styled',
    settings: v.settings ?? {},
    passwords: v.passwords ?? {},
    comment: v.comment ?? 'update',
    failOn: v['fail-on'] ?? { kind: 'never' },
    protectedPaths: v['protected-paths'] ?? [],
    artifactName: v['artifact-name']?.trim() ?? `docdelta-${runId}`,
    previews: v.previews ?? true,
    previewBranch: v['preview-branch']?.trim(),
    backend:
      v.backend === 'remote'
        ? { kind: 'remote', serviceUrl: v['service-url']!, clientId: v['client-id'], clientSecret: v['client-secret'] }
        : { kind: 'local' },
    shard: v.shard,
    merge: v.merge ?? false,
    base: v.base?.trim(),
    head: v.head?.trim(),
    maxBytes: Math.round(maxMegabytes * 1024 * 1024),
    concurrency: Math.max(1, Math.floor(v.concurrency ?? 2)),
    officeRenderer: v['office-renderer'] ?? 'auto',
    task: v.task ?? 'compare',
    onError: v['on-error'] ?? 'fail',
  };
}

/** The settings as the debug log shows them: secrets named, never shown. */
export function describeSettings(settings: ActionSettings): Record<string, unknown> {
  return {
    ...settings,
    token: settings.token ? '***' : undefined,
    passwords: Object.fromEntries(Object.keys(settings.passwords).map((glob) => [glob, '***'])),
    backend:
      settings.backend.kind === 'remote'
        ? {
            ...settings.backend,
            serviceUrl: withoutCredentials(settings.backend.serviceUrl),
            clientSecret: settings.backend.clientSecret ? '***' : undefined,
          }
        : settings.backend,
  };
}
