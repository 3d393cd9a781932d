import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { supportedFormats } from '../engine/index';

/**
 * `docdelta install` / `uninstall`: the git config keys and the `.gitattributes` block that make
 * git use docdelta for documents. Both are idempotent, and uninstall removes exactly what
 * install wrote: the config keys below and the marked attributes block, nothing else.
 */

export type InstallScope = 'local' | 'global' | 'system';
export type InstallMode = 'command' | 'textconv';

/** The driver name in `diff=docdelta` and `diff.docdelta.*`. */
export const DRIVER = 'docdelta';
const BLOCK_BEGIN = '# docdelta: documents diffed by docdelta (`docdelta uninstall` removes this block)';
const BLOCK_END = '# docdelta: end';
/** Every key install may write; uninstall unsets them all. */
const CONFIG_KEYS = [
  `diff.${DRIVER}.command`,
  `diff.${DRIVER}.textconv`,
  `diff.${DRIVER}.cachetextconv`,
  `difftool.${DRIVER}.cmd`,
  `merge.${DRIVER}.name`,
  `merge.${DRIVER}.driver`,
];
/** Families whose result writers can write a merged document (`merge=docdelta`). */
const MERGE_FAMILIES = new Set(['word', 'cells', 'slides']);

/**
 * Formats git's own line diff already shows well (text families) are left out by default; the
 * binary packages are the ones `git diff` calls "Binary files differ".
 */
export function defaultFormatKeys(): string[] {
  return supportedFormats()
    .filter((format) => format.family !== 'text')
    .map((format) => format.key);
}

/**
 * Extensions for `--formats`: format keys (`docx`, `md`) give all their extensions, and any
 * single extension the engine reads (`markdown`, `.htm`) is accepted as itself.
 */
export function extensionsFor(formats: readonly string[]): string[] {
  const all = supportedFormats();
  const extensions: string[] = [];
  for (const raw of formats) {
    const wanted = raw
      .trim()
      .toLowerCase()
      .replace(/^\*?\./, '');
    if (!wanted) continue;
    const byKey = all.find((format) => format.key === wanted);
    const found = byKey
      ? byKey.extensions
      : all.flatMap((format) => format.extensions).filter((extension) => extension === `.${wanted}`);
    if (!found.length) {
      throw new UnknownFormatError(
        `'${raw}' is not a format docdelta reads; use one of ${all.map((format) => format.key).join(', ')} or one of their extensions`,
      );
    }
    for (const extension of found) if (!extensions.includes(extension)) extensions.push(extension);
  }
  return extensions;
}

export class UnknownFormatError extends Error {
  override name = 'UnknownFormatError';
}

/** Extensions the merge driver merges, among the given ones. */
export function mergeableExtensions(extensions: readonly string[]): string[] {
  const families = new Map(
    supportedFormats().flatMap((format) => format.extensions.map((extension) => [extension, format.family] as const)),
  );
  return extensions.filter((extension) => MERGE_FAMILIES.has(families.get(extension) ?? ''));
}

export function attributeLines(extensions: readonly string[], merge: readonly string[] = []): string[] {
  return extensions.map(
    (extension) => `*${extension} diff=${DRIVER}${merge.includes(extension) ? ` merge=${DRIVER}` : ''}`,
  );
}

/**
 * `.gitattributes` text with docdelta's block added or replaced in place. Lines outside the
 * block are kept byte for byte, including the file's line endings and whether it ends with a
 * newline (so that removing the block gives the original back).
 */
export function withAttributesBlock(content: string | undefined, lines: readonly string[]): string {
  const file = splitLines(content ?? '');
  const block = [BLOCK_BEGIN, ...lines, BLOCK_END];
  const range = findBlock(file.lines);
  if (range) file.lines.splice(range.start, range.end - range.start + 1, ...block);
  else file.lines.push(...block);
  // A new file ends with a newline; an existing one keeps its own ending.
  return joinLines(file.lines, file.eol, content === undefined || content === '' ? true : file.finalNewline);
}

/** `.gitattributes` text without docdelta's block; undefined when nothing else is left. */
export function withoutAttributesBlock(content: string): string | undefined {
  const file = splitLines(content);
  const range = findBlock(file.lines);
  if (!range) return content;
  file.lines.splice(range.start, range.end - range.start + 1);
  if (!file.lines.length) return undefined;
  return joinLines(file.lines, file.eol, file.finalNewline);
}

function splitLines(content: string): { lines: string[]; eol: string; finalNewline: boolean } {
  const eol = content.includes('\r\n') ? '\r\n' : '\n';
  const finalNewline = content.endsWith('\n');
  const body = finalNewline ? content.slice(0, content.length - eol.length) : content;
  return { lines: body === '' && !finalNewline ? [] : body.split(eol), eol, finalNewline };
}

function joinLines(lines: readonly string[], eol: string, finalNewline: boolean): string {
  return lines.join(eol) + (finalNewline && lines.length ? eol : '');
}

function findBlock(lines: readonly string[]): { start: number; end: number } | undefined {
  const start = lines.findIndex((line) => line.trim() === BLOCK_BEGIN);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.trim() === BLOCK_END);
  return { start, end: end < 0 ? start : end };
}

/** Single-quotes a word for the POSIX shell git runs commands with, when it needs quoting. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command line that runs this docdelta again: this node binary, its loader flags (tsx when
 * run from source) and this script, each quoted for the shell.
 */
export function selfCommand(
  argv1: string = process.argv[1],
  execPath: string = process.execPath,
  execArgv: readonly string[] = process.execArgv,
): string {
  return [execPath, ...execArgv, resolve(argv1)].map(shellQuote).join(' ');
}

export interface InstallOptions {
  scope: InstallScope;
  mode: InstallMode;
  extensions: string[];
  /** The command that runs docdelta (see selfCommand). */
  program: string;
  /** Also register the merge driver (`merge.docdelta.driver`, `merge=docdelta`) for the formats it merges. */
  merge?: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface GitSetupReport {
  attributesFile: string;
  /** One line per thing done, for the user. */
  actions: string[];
}

export async function install(options: InstallOptions): Promise<GitSetupReport> {
  const git = gitRunner(options.cwd, options.env);
  const scopeFlag = `--${options.scope}`;
  const attributesFile = await attributesPath(options.scope, git, options.env);
  const actions: string[] = [];
  const wanted: [string, string][] =
    options.mode === 'command'
      ? [[`diff.${DRIVER}.command`, `${options.program} git-diff`]]
      : [
          [`diff.${DRIVER}.textconv`, `${options.program} textconv --git`],
          [`diff.${DRIVER}.cachetextconv`, 'true'],
        ];
  wanted.push([`difftool.${DRIVER}.cmd`, `${options.program} difftool "$LOCAL" "$REMOTE"`]);
  const merged = options.merge ? mergeableExtensions(options.extensions) : [];
  if (merged.length) {
    wanted.push([`merge.${DRIVER}.name`, 'docdelta three-way merge of documents']);
    wanted.push([`merge.${DRIVER}.driver`, `${options.program} merge-driver %O %A %B %L %P`]);
  }
  // Switching modes leaves no key of the other mode behind (git would prefer a stale command).
  for (const key of CONFIG_KEYS) {
    if (!wanted.some(([k]) => k === key)) await unsetKey(git, scopeFlag, key);
  }
  for (const [key, value] of wanted) {
    await git(['config', scopeFlag, key, value]);
    actions.push(`git config ${scopeFlag} ${key} ${shellQuote(value)}`);
  }
  const before = await readOptional(attributesFile);
  const after = withAttributesBlock(before, attributeLines(options.extensions, merged));
  const mergeNote = merged.length ? `; ${merged.map((e) => `*${e}`).join(' ')} merge=${DRIVER}` : '';
  if (after !== before) {
    await mkdir(dirname(attributesFile), { recursive: true });
    await writeFile(attributesFile, after);
    actions.push(
      `${before === undefined ? 'created' : 'updated'} ${attributesFile}: ${options.extensions.map((e) => `*${e}`).join(' ')} diff=${DRIVER}${mergeNote}`,
    );
  } else
    actions.push(`${attributesFile} already lists ${options.extensions.map((e) => `*${e}`).join(' ')}${mergeNote}`);
  return { attributesFile, actions };
}

export async function uninstall(options: Pick<InstallOptions, 'scope' | 'cwd' | 'env'>): Promise<GitSetupReport> {
  const git = gitRunner(options.cwd, options.env);
  const scopeFlag = `--${options.scope}`;
  const attributesFile = await attributesPath(options.scope, git, options.env);
  const actions: string[] = [];
  for (const key of CONFIG_KEYS) {
    if (await unsetKey(git, scopeFlag, key)) actions.push(`git config ${scopeFlag} --unset ${key}`);
  }
  // `git config --unset` leaves empty section headers behind; remove ours when nothing is left.
  for (const section of [`diff.${DRIVER}`, `difftool.${DRIVER}`, `merge.${DRIVER}`]) {
    const rest = await git(['config', scopeFlag, '--get-regexp', `^${section.replace('.', '\\.')}\\.`]).catch(() => '');
    if (!rest.trim()) await git(['config', scopeFlag, '--remove-section', section]).catch(() => '');
  }
  const before = await readOptional(attributesFile);
  if (before !== undefined) {
    const after = withoutAttributesBlock(before);
    if (after === undefined) {
      await rm(attributesFile);
      actions.push(`removed ${attributesFile} (it held only docdelta's lines)`);
    } else if (after !== before) {
      await writeFile(attributesFile, after);
      actions.push(`removed docdelta's block from ${attributesFile}`);
    }
  }
  if (!actions.length) actions.push('nothing to remove: docdelta was not installed here');
  return { attributesFile, actions };
}

type Git = (args: string[]) => Promise<string>;

function gitRunner(cwd: string, env: NodeJS.ProcessEnv): Git {
  return (args) =>
    new Promise((resolvePromise, reject) => {
      execFile('git', args, { cwd, env, encoding: 'utf8' }, (error, stdout, stderr) => {
        if (error && error.code === 'ENOENT') reject(gitMissing());
        else if (error)
          reject(
            Object.assign(new GitCommandError(`git ${args.join(' ')}: ${stderr.trim() || error.message}`), {
              exitCode: error.code,
            }),
          );
        else resolvePromise(stdout);
      });
    });
}

export class GitCommandError extends Error {
  override name = 'GitCommandError';
  exitCode?: number | string | null;
}

function gitMissing(): GitCommandError {
  return Object.assign(
    new GitCommandError(
      'git was not found on PATH: install git (Debian/Ubuntu: apt-get install git; others: https://git-scm.com/downloads)',
    ),
    { exitCode: 'ENOENT' },
  );
}

/** A failed git command as "not there" (''), except when git itself is missing: that is said. */
function orEmpty(error: unknown): string {
  if (error instanceof GitCommandError && error.exitCode === 'ENOENT') throw error;
  return '';
}

async function unsetKey(git: Git, scopeFlag: string, key: string): Promise<boolean> {
  try {
    await git(['config', scopeFlag, '--unset-all', key]);
    return true;
  } catch (error) {
    // Exit code 5: the key was not set; for --global/--system the file may not even exist.
    const code = (error as GitCommandError).exitCode;
    if (code === 5 || code === 1) return false;
    throw error;
  }
}

/**
 * Where the attributes go: the work tree's `.gitattributes` (--local: shared with everyone who
 * clones, who then only need the config), core.attributesFile or git's default global
 * attributes file (--global), and the attributes file beside the system gitconfig (--system).
 */
async function attributesPath(scope: InstallScope, git: Git, env: NodeJS.ProcessEnv): Promise<string> {
  if (scope === 'local') {
    const top = (await git(['rev-parse', '--show-toplevel']).catch(orEmpty)).trim();
    if (!top)
      throw new GitCommandError('install --local needs a git work tree; run it inside a repository or use --global');
    return join(top, '.gitattributes');
  }
  const configured = (await git(['config', `--${scope}`, '--path', 'core.attributesFile']).catch(() => '')).trim();
  if (configured) return configured;
  if (scope === 'global') {
    const home = env.HOME || homedir();
    return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'git', 'attributes');
  }
  return join(dirname(env.GIT_CONFIG_SYSTEM || '/etc/gitconfig'), 'gitattributes');
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
