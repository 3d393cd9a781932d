import { sha1 } from '../package/digest';
import type { InlineObject, Locator, RunStyle, TextRun } from '../../model/document';

/** Appends runs, merging neighbours that share style and link so equal text compares equal. */
export class RunList {
  readonly runs: TextRun[] = [];

  constructor(private readonly locator?: Locator) {}

  text(text: string, style: RunStyle, link?: string): void {
    if (!text) return;
    const last = this.runs[this.runs.length - 1];
    if (last && !last.object && last.link === link && sameStyle(last.style, style)) {
      last.text += text;
      return;
    }
    const run: TextRun = { text, style: { ...style } };
    if (this.locator) run.locator = this.locator;
    if (link) run.link = link;
    this.runs.push(run);
  }

  object(object: InlineObject, style: RunStyle, link?: string): void {
    const run: TextRun = { text: objectLabel(object), style: { ...style }, object };
    if (this.locator) run.locator = this.locator;
    if (link) run.link = link;
    this.runs.push(run);
  }
}

export function objectLabel(object: InlineObject): string {
  return object.name ? `[${object.kind}: ${object.name}]` : `[${object.kind}]`;
}

export function sameStyle(a: RunStyle, b: RunStyle): boolean {
  const keys = Object.keys(a) as (keyof RunStyle)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}

/** A horizontal rule: no text, but adding or removing one is a visible change. */
export function horizontalRule(): InlineObject {
  return { kind: 'break', hash: sha1('horizontal-rule'), name: 'horizontal rule' };
}
