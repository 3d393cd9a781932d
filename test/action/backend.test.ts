import { describe, expect, it, vi } from 'vitest';
import { remoteBackend } from '../../src/action/backend';
import { change } from './reports';

const calls: { op: string; request: unknown }[] = [];
vi.mock('../../src/backend/index', () => ({
  remoteBackend: (options: unknown) => {
    calls.push({ op: 'create', request: options });
    return {
      async listChanges(request: unknown) {
        calls.push({ op: 'listChanges', request });
        return [change(0, 'Inserted', '', 'x', 2)];
      },
      async compare(request: unknown) {
        calls.push({ op: 'compare', request });
        return { bytes: new Uint8Array([1]), extension: '.docx' };
      },
    };
  },
}));

describe('remote backend through src/backend', () => {
  it('lists changes and fetches the result with the mode as WordTrackChanges', async () => {
    const backend = await remoteBackend({
      serviceUrl: 'https://dd.example.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    const before = { bytes: new Uint8Array([1]), fileName: 'a/x.docx' };
    const after = { bytes: new Uint8Array([2]), fileName: 'b/x.docx', password: 'pw' };
    const result = await backend.compare(before, after, { mode: 'tracked', settings: { IgnoreCase: true } });
    expect(calls[0]).toEqual({
      op: 'create',
      request: { baseUrl: 'https://dd.example.com', clientId: 'id', clientSecret: 'secret' },
    });
    expect(calls[1]).toEqual({
      op: 'listChanges',
      request: { source: before, targets: [after], settings: { IgnoreCase: true, WordTrackChanges: true } },
    });
    expect(calls[2].op).toBe('compare');
    expect(result.changes).toHaveLength(1);
    expect(result.places).toEqual(['page 2']);
    expect(result.result).toEqual({ bytes: new Uint8Array([1]), extension: '.docx' });
  });

  it('lists an added document without calling the service', async () => {
    calls.length = 0;
    const backend = await remoteBackend({ serviceUrl: 'https://dd.example.com' });
    const result = await backend.compare(
      undefined,
      { bytes: new Uint8Array([2]), fileName: 'b/new.docx' },
      { mode: 'styled', settings: {} },
    );
    expect(calls.map((c) => c.op)).toEqual(['create']);
    expect(result).toEqual({
      changes: [],
      places: [],
      warnings: ['b/new.docx: added; the remote backend compares two versions only'],
    });
  });
});
