/**
 * The one colour legend of every output that marks changes: the HTML report (badges, marked
 * text and its legend), the frames drawn on PNG previews, the terminal and the git driver. Its
 * inserted, deleted and modified colours are the result documents' own (the API's default
 * InsertedItemsStyle, DeletedItemsStyle and ChangedItemsStyle font colours: blue, red, and green
 * for a modified text's new words), so a redline page, a framed preview and the report say the
 * same thing in the same colour. Result documents have no colour of their own for moves (they
 * show the old place deleted, the new inserted) and draw style changes in the changed colour.
 */

export type LegendKind = 'inserted' | 'deleted' | 'modified' | 'moved' | 'style';

export interface LegendEntry {
  kind: LegendKind;
  /** The ChangeInfo Type of the kind. */
  type: 'Inserted' | 'Deleted' | 'Modified' | 'Moved' | 'StyleChanged';
  /** What people read: one word, the same in every output. */
  label: string;
  /** `RRGGBB`: frames, swatches and the result documents' marks. */
  colour: string;
  /** `RRGGBB` of the same hue dark enough for text on white (WCAG AA, 4.5:1). */
  ink: string;
  /** The ANSI colour of the kind on a terminal (SGR parameter). */
  sgr: string;
}

export const LEGEND: readonly LegendEntry[] = [
  { kind: 'inserted', type: 'Inserted', label: 'inserted', colour: '0000FF', ink: '0000E0', sgr: '34' },
  { kind: 'deleted', type: 'Deleted', label: 'deleted', colour: 'FF0000', ink: 'C40000', sgr: '31' },
  { kind: 'modified', type: 'Modified', label: 'modified', colour: '008000', ink: '006E00', sgr: '32' },
  { kind: 'moved', type: 'Moved', label: 'moved', colour: 'E08A00', ink: '8F5600', sgr: '33' },
  { kind: 'style', type: 'StyleChanged', label: 'style', colour: '8250DF', ink: '6B3FC4', sgr: '35' },
];

const BY_TYPE = new Map<string, LegendEntry>(LEGEND.map((entry) => [entry.type.toLowerCase(), entry]));

/** The legend entry of a ChangeInfo Type (any case); an unknown type reads as modified. */
export function legendOf(type: string): LegendEntry {
  return BY_TYPE.get(type.toLowerCase()) ?? LEGEND[2];
}
