import type { Locator, ReaderWarning } from '../../../model/document';

/**
 * Collects reader warnings, one per kind of problem and element per part: a large document
 * with a thousand unsupported elements of one kind gets one warning with a count and the
 * locator of the first occurrence, not a thousand.
 */
export class WarningCollector {
  private readonly entries = new Map<string, { warning: ReaderWarning; count: number }>();

  add(code: string, message: string, locator?: Locator): void {
    const key = `${code}\u0000${message}\u0000${locator?.part ?? ''}`;
    const entry = this.entries.get(key);
    if (entry) entry.count++;
    else this.entries.set(key, { warning: locator ? { code, message, locator } : { code, message }, count: 1 });
  }

  list(): ReaderWarning[] {
    return [...this.entries.values()].map(({ warning, count }) =>
      count > 1 ? { ...warning, message: `${warning.message} (${count} times)` } : warning,
    );
  }
}
