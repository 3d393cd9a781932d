import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/engine/versions';

const text = (s: string) => new TextEncoder().encode(s);

describe('compareVersions', () => {
  it('an added file is wholly inserted, a deleted one wholly deleted', async () => {
    const file = { bytes: text('First line.\n\nSecond line.\n'), fileName: 'notes.txt' };
    const added = await compareVersions(undefined, file);
    expect(added.changes.map((c) => [c.Type, c.TargetText])).toEqual([
      ['Inserted', 'First line.'],
      ['Inserted', 'Second line.'],
    ]);
    const deleted = await compareVersions(file, undefined);
    expect(deleted.changes.map((c) => [c.Type, c.Text])).toEqual([
      ['Deleted', 'First line.'],
      ['Deleted', 'Second line.'],
    ]);
  });

  it('two versions: changes with places, and settings are honoured', async () => {
    const before = { bytes: text('The fee is 100 euros.\n'), fileName: 'a.txt' };
    const after = { bytes: text('The fee is 120 euros.\n'), fileName: 'b.txt' };
    const result = await compareVersions(before, after);
    expect(result.changes.map((c) => c.Type)).toEqual(['Modified']);
    expect(result.places).toHaveLength(1);
    expect(result.places[0]).toMatch(/paragraph 1/);
    const none = await compareVersions(
      before,
      { ...before, fileName: 'c.txt' },
      { settings: { SensitivityOfComparison: 100 } },
    );
    expect(none.changes).toEqual([]);
  });

  it('refuses to compare nothing', async () => {
    await expect(compareVersions(undefined, undefined)).rejects.toThrow(/at least one version/);
  });
});
