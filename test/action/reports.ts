import type { ChangeInfoRecord } from '../../src/engine/changeinfo';
import type { FileReport } from '../../src/report/types';

/** Change records as the engine makes them, for rendering and gating tests. */
export function change(Id: number, Type: string, Text: string, TargetText: string, page = 1): ChangeInfoRecord {
  return {
    Id,
    ComparisonAction: 'None',
    Type,
    Text,
    TargetText,
    Authors: [],
    StyleChangeInfo: Type === 'StyleChanged' ? [{ ChangedProperty: 'Bold', OldValue: 'false', NewValue: 'true' }] : [],
    PageInfo: { Width: 612, Height: 792, PageNumber: page },
    Box: { X: 0, Y: 0, Width: 0, Height: 0 },
  };
}

export function fileReport(path: string, changes: ChangeInfoRecord[], extra: Partial<FileReport> = {}): FileReport {
  return {
    oldPath: path,
    newPath: path,
    status: 'modified',
    changes,
    places: changes.map((_, i) => `paragraph ${i + 1}`),
    ...extra,
  };
}
