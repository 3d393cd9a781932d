import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Previews need sharp and @napi-rs/canvas, and comparing images needs sharp: native modules
 * dist/ does not ship. Run from a checkout with node_modules they are simply there; run as a
 * published Action they are installed once per runner into the tool cache, pinned, for the
 * runner's own platform. Without npm or a tool cache, previews are skipped with one warning and
 * images are listed as not compared; other documents never need them.
 */

export const NATIVE_PINS = { sharp: '0.35.5', '@napi-rs/canvas': '0.1.100' } as const;
export type NativeName = keyof typeof NATIVE_PINS;

export type NativeDecision =
  | { kind: 'resolvable' }
  | { kind: 'cached'; prefix: string }
  | { kind: 'install'; prefix: string; args: string[] }
  | { kind: 'skip'; reason: string };

export interface NativeProbe {
  /** Whether the modules resolve from the running code (a checkout with node_modules). */
  resolvable: boolean;
  toolCache?: string;
  platform: string;
  arch: string;
  /** Whether a folder holds an installed package. */
  installed: (prefix: string) => boolean;
  npmAvailable: boolean;
}

/** One folder per pinned set and platform, so an upgrade or another runner never reuses a wrong binary. */
export function cachePrefix(toolCache: string, platform: string, arch: string): string {
  const pins = Object.entries(NATIVE_PINS)
    .map(([name, version]) => `${name.replace('@napi-rs/', '')}-${version}`)
    .join('_');
  return join(toolCache, 'docdelta-native', pins, `${platform}-${arch}`);
}

export function decideNative(probe: NativeProbe): NativeDecision {
  if (probe.resolvable) return { kind: 'resolvable' };
  if (!probe.toolCache)
    return {
      kind: 'skip',
      reason: 'previews skipped: sharp and @napi-rs/canvas are not installed and RUNNER_TOOL_CACHE is not set',
    };
  const prefix = cachePrefix(probe.toolCache, probe.platform, probe.arch);
  if (Object.keys(NATIVE_PINS).every((name) => probe.installed(join(prefix, 'node_modules', name, 'package.json'))))
    return { kind: 'cached', prefix };
  if (!probe.npmAvailable)
    return {
      kind: 'skip',
      reason: 'previews skipped: sharp and @napi-rs/canvas are not installed and npm is not available to install them',
    };
  const packages = Object.entries(NATIVE_PINS).map(([name, version]) => `${name}@${version}`);
  return {
    kind: 'install',
    prefix,
    args: ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--omit=dev', ...packages],
  };
}

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // npm is a .cmd on Windows, which needs a shell; the arguments are our own constants.
    const child = spawn(command, args, { shell: process.platform === 'win32', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: -1, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

export type NativeModules = { require: NodeJS.Require; from: string } | { reason: string };

/** Makes sharp and @napi-rs/canvas loadable, installing them when needed; says why not otherwise. */
export async function ensureNativeModules(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<NativeModules> {
  const resolvable = Object.keys(NATIVE_PINS).every(canResolve);
  const decision = decideNative({
    resolvable,
    toolCache: env.RUNNER_TOOL_CACHE,
    platform: process.platform,
    arch: process.arch,
    installed: existsSync,
    // Asking npm costs a process start; only worth it when an install may follow.
    npmAvailable: !resolvable && !!env.RUNNER_TOOL_CACHE && (await run('npm', ['--version'])).code === 0,
  });
  switch (decision.kind) {
    case 'resolvable':
      return { require: createRequire(import.meta.url), from: 'node_modules' };
    case 'skip':
      return { reason: decision.reason };
    case 'install': {
      log(
        `Installing ${Object.entries(NATIVE_PINS)
          .map(([n, v]) => `${n}@${v}`)
          .join(' and ')} for images and previews into ${decision.prefix} (once per runner).`,
      );
      const result = await run('npm', decision.args);
      if (result.code !== 0)
        return { reason: `previews skipped: npm install failed (${result.output.trim().split('\n').pop()})` };
      return { require: createRequire(join(decision.prefix, 'package.json')), from: decision.prefix };
    }
    case 'cached':
      return { require: createRequire(join(decision.prefix, 'package.json')), from: decision.prefix };
  }
}

/**
 * Points the bundle's lazy imports of sharp and @napi-rs/canvas (see scripts/action-dist.mjs)
 * at the installed copies. Only the bundle reads the hook; from source, imports resolve normally.
 */
export function useNativeModules(modules: NativeModules): void {
  if (!('require' in modules)) return;
  const hooks = globalThis as { __docdeltaImportNative?: (specifier: string) => Promise<unknown> };
  // webpackIgnore: without it the bundler turns these computed imports into a stub that
  // always fails (its empty "context module"), and nothing loads from the tool cache.
  hooks.__docdeltaImportNative = async (specifier) => {
    try {
      return await import(/* webpackIgnore: true */ specifier);
    } catch {
      return import(/* webpackIgnore: true */ pathToFileURL(modules.require.resolve(specifier)).href);
    }
  };
}

/**
 * Loads sharp and @napi-rs/canvas on first use, installing them then if needed (once, shared by
 * every document): comparing images needs sharp even when previews are off, and a run whose
 * documents are no images never pays for the install.
 */
export function useNativeModulesOnDemand(env: NodeJS.ProcessEnv, log: (line: string) => void): void {
  let modules: Promise<NativeModules> | undefined;
  const hooks = globalThis as { __docdeltaImportNative?: (specifier: string) => Promise<unknown> };
  hooks.__docdeltaImportNative = async (specifier) => {
    try {
      return await import(/* webpackIgnore: true */ specifier);
    } catch {
      modules ??= ensureNativeModules(env, log);
      const loaded = await modules;
      if (!('require' in loaded)) throw new Error(loaded.reason.replace(/^previews skipped: /, ''));
      return import(/* webpackIgnore: true */ pathToFileURL(loaded.require.resolve(specifier)).href);
    }
  };
}
