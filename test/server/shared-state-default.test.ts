import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveServerConfig, ServerConfigFile } from '../../src/server/config';
import { LocalConditionalStore } from '../../src/storage/local-conditional';
import { S3ConditionalStore } from '../../src/storage/s3-conditional';

// Nothing here reaches the S3 endpoint: the choice of shared state is made from the config alone.
const s3 = { endpoint: 'http://127.0.0.1:1', accessKeyId: 'k', secretAccessKey: 's' };
let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'docdelta-shared-state-'))));
afterAll(async () => rm(dir, { recursive: true, force: true }));

const resolved = (file: unknown) => resolveServerConfig(ServerConfigFile.parse(file), dir);

describe('the shared state a config resolves to', () => {
  it('refuses files on S3 without a sharedState, in one line naming the storage and what to set', () => {
    expect(() => resolved({ storages: [{ type: 's3', name: 'Cloud', bucket: 'files', ...s3 }] })).toThrow(
      /^sharedState is not set, but the storage 'Cloud' is on S3: set "sharedState" to \{"type": "s3", .*\} for replicas, or \{"type": "local"\} for one server$/,
    );
  });

  it('keeps the local default for local files, and whatever sharedState says when it is given', () => {
    expect(resolved({}).sharedState).toBeInstanceOf(LocalConditionalStore);
    expect(resolved({}).sharedState.name).toContain(join(dir, 'shared-state'));
    const files = [{ type: 's3', name: 'Cloud', bucket: 'files', ...s3 }];
    expect(resolved({ storages: files, sharedState: { type: 'local' } }).sharedState).toBeInstanceOf(
      LocalConditionalStore,
    );
    expect(
      resolved({ storages: files, sharedState: { type: 's3', bucket: 'state', ...s3 } }).sharedState,
    ).toBeInstanceOf(S3ConditionalStore);
  });
});
