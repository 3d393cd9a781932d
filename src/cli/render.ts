import type { ChangeInfoRecord } from '../engine/index';

/** The readable change list `docdelta changes` prints without --json. */

const COLORS = { Inserted: '\x1b[32m', Deleted: '\x1b[31m', Modified: '\x1b[33m', Moved: '\x1b[36m', StyleChanged: '\x1b[35m' } as Record<string, string>;
const RESET = '\x1b[0m';

export function renderChangeList(source: string, targets: string[], changes: ChangeInfoRecord[], places: string[], color: boolean): string {
  const paint = (type: string, text: string) => (color && COLORS[type] ? `${COLORS[type]}${text}${RESET}` : text);
  const lines: string[] = [`${source} → ${targets.join(', ')}: ${summarize(changes)}`];
  changes.forEach((change, i) => {
    const label = paint(change.Type, change.Type.padEnd(12));
    const target = targets.length > 1 && change.Authors.length ? ` [${change.Authors[change.Authors.length - 1]}]` : '';
    lines.push(`  ${String(change.Id).padStart(3)}  ${label} ${places[i] ?? ''} (page ${change.PageInfo.PageNumber})${target}`);
    lines.push(`       ${describe(change, paint)}`);
  });
  return `${lines.join('\n')}\n`;
}

function describe(change: ChangeInfoRecord, paint: (type: string, text: string) => string): string {
  const quote = (text: string) => `"${truncate(text.replace(/\s+/g, ' '), 160)}"`;
  switch (change.Type) {
    case 'Inserted':
      return paint('Inserted', `+ ${quote(change.TargetText)}`);
    case 'Deleted':
      return paint('Deleted', `- ${quote(change.Text)}`);
    case 'StyleChanged':
      return `${quote(change.TargetText)}: ${change.StyleChangeInfo.map((s) => `${s.ChangedProperty} ${s.OldValue || '(none)'} → ${s.NewValue || '(none)'}`).join(', ')}`;
    case 'Moved':
      return `${quote(change.TargetText)}`;
    default:
      return `${paint('Deleted', quote(change.Text))} → ${paint('Inserted', quote(change.TargetText))}`;
  }
}

export function summarize(changes: readonly ChangeInfoRecord[]): string {
  if (!changes.length) return 'no changes';
  const counts = new Map<string, number>();
  for (const c of changes) counts.set(c.Type, (counts.get(c.Type) ?? 0) + 1);
  const parts = [...counts].map(([type, n]) => `${n} ${type.toLowerCase()}`);
  return `${changes.length} change${changes.length === 1 ? '' : 's'} (${parts.join(', ')})`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
