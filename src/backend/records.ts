import type { ChangeInfoRecord } from '../engine/index';
import type { ChangeInfo } from '../model/records';

/**
 * The port's ChangeInfo (optional fields, as the API allows) as the renderers' records: a
 * service may leave out empty texts and lists.
 */
export function asChangeRecords(changes: ChangeInfo[]): ChangeInfoRecord[] {
  return changes.map((change) => ({
    ...change,
    Text: change.Text ?? '',
    TargetText: change.TargetText ?? '',
    Authors: change.Authors ?? [],
    StyleChangeInfo: (change.StyleChangeInfo ?? []).map((s) => ({
      ChangedProperty: s.ChangedProperty ?? '',
      OldValue: s.OldValue ?? '',
      NewValue: s.NewValue ?? '',
    })),
    PageInfo: change.PageInfo ?? { Width: 0, Height: 0, PageNumber: 0 },
  }));
}
