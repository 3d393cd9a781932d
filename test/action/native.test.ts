import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachePrefix, decideNative, NATIVE_PINS } from '../../src/action/native';

const probe = {
  resolvable: false,
  toolCache: '/opt/hostedtoolcache',
  platform: 'linux',
  arch: 'x64',
  installed: () => false,
  npmAvailable: true,
};
const prefix = cachePrefix('/opt/hostedtoolcache', 'linux', 'x64');

describe('decideNative', () => {
  it('uses the modules when they resolve (a checkout with node_modules)', () => {
    expect(decideNative({ ...probe, resolvable: true })).toEqual({ kind: 'resolvable' });
  });

  it('installs the pinned versions into the tool cache, per platform', () => {
    expect(prefix).toBe(
      join(
        '/opt/hostedtoolcache',
        'docdelta-native',
        `sharp-${NATIVE_PINS.sharp}_canvas-${NATIVE_PINS['@napi-rs/canvas']}`,
        'linux-x64',
      ),
    );
    const decision = decideNative(probe);
    expect(decision).toEqual({
      kind: 'install',
      prefix,
      args: [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--omit=dev',
        `sharp@${NATIVE_PINS.sharp}`,
        `@napi-rs/canvas@${NATIVE_PINS['@napi-rs/canvas']}`,
      ],
    });
  });

  it('reuses an earlier install', () => {
    const installed = (path: string) => path.startsWith(prefix);
    expect(decideNative({ ...probe, installed })).toEqual({ kind: 'cached', prefix });
    // One package missing means install again.
    expect(decideNative({ ...probe, installed: (path) => path.endsWith(join('sharp', 'package.json')) }).kind).toBe(
      'install',
    );
  });

  it('skips previews with a reason when it cannot install', () => {
    expect(decideNative({ ...probe, toolCache: undefined })).toEqual({
      kind: 'skip',
      reason: 'previews skipped: sharp and @napi-rs/canvas are not installed and RUNNER_TOOL_CACHE is not set',
    });
    expect(decideNative({ ...probe, npmAvailable: false })).toEqual({
      kind: 'skip',
      reason: 'previews skipped: sharp and @napi-rs/canvas are not installed and npm is not available to install them',
    });
  });
});
