/**
 * The colour legend of the reports (HTML, terminal, git driver), one with the frames the engine
 * draws on PNG previews: the entries live beside the preview code, because the engine may not
 * depend on its reports, and every report reads them from here.
 */
import { LEGEND, legendOf, type LegendEntry, type LegendKind } from '../engine/preview/legend';

export { LEGEND, legendOf, type LegendEntry, type LegendKind };

/** The entry of a legend kind (`inserted`, `deleted`, `modified`, `moved`, `style`). */
export function legendEntry(kind: LegendKind): LegendEntry {
  const entry = LEGEND.find((candidate) => candidate.kind === kind);
  if (!entry) throw new Error(`no legend entry for ${kind}`);
  return entry;
}

/** `#RRGGBB` of an entry's frame colour (`which: 'colour'`) or its text ink on white (`'ink'`). */
export function cssColour(entry: LegendEntry, which: 'colour' | 'ink' = 'colour'): string {
  return `#${entry[which]}`;
}
