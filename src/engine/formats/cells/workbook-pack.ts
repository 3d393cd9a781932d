import { CellStore, PackedRow, type SheetData } from './model';
import type { XlsxPackage } from './xlsx';

/**
 * A read workbook (./xlsx) packed to cross from a worker thread to the calling one: each
 * sheet's cell arrays are transferred, not copied, and the texts of its cells become one table
 * (the workbook's shared strings, which the worker's reader noted for each cell, then the other
 * texts) plus an index per cell. Cloning the per-cell array of texts itself took ~0.4 s to
 * write and ~0.75 s to read back for 2,000,000 cells; finding the distinct texts with a Map
 * took the worker 0.3 s; the shared strings as they are cost neither.
 */
export interface PackedWorkbook {
  sheets: PackedSheet[];
  /** Distinct texts of every sheet's cells. */
  texts: string[];
  styles: XlsxPackage['workbook']['styles'];
  date1904: boolean;
  warnings: XlsxPackage['warnings'];
  metadata: XlsxPackage['metadata'];
}

interface PackedSheet {
  name: string;
  hidden: boolean;
  part: string;
  /** Row number, first cell and end of each row, three numbers a row. */
  rows: Int32Array;
  store?: PackedStore;
  merges: string[];
  comments: Map<string, string>;
  charts?: SheetData['charts'];
}

interface PackedStore {
  count: number;
  cols: Int32Array;
  styles: Int32Array;
  xfs: Int32Array;
  types: Uint8Array;
  numbers: Float64Array;
  /** Index into PackedWorkbook.texts of each cell's text; -1 where the store keeps none. */
  texts: Int32Array;
  raws: Map<number, string>;
  formulas: Map<number, string>;
}

/** The package packed, with the buffers to transfer; throws when a sheet's rows are not all in one store. */
export function packWorkbook(read: XlsxPackage): { packed: PackedWorkbook; transfer: ArrayBuffer[] } {
  let texts: string[] | undefined;
  let shared: string[] | undefined;
  const transfer: ArrayBuffer[] = [];
  // The table starts with the shared strings the first store's cells were noted against.
  const startTable = (first: CellStore) => {
    shared = first.shared?.table;
    return shared ? [...shared] : [];
  };
  const sheets = read.workbook.sheets.map((sheet): PackedSheet => {
    const rows = new Int32Array(sheet.rows.length * 3);
    let store: CellStore | undefined;
    sheet.rows.forEach((row, r) => {
      if (!(row instanceof PackedRow) || (store && row.store !== store))
        throw new Error(`sheet '${sheet.name}' is not held in one cell store`);
      store = row.store;
      rows[r * 3] = row.row;
      rows[r * 3 + 1] = row.start;
      rows[r * 3 + 2] = row.end;
    });
    transfer.push(rows.buffer as ArrayBuffer);
    if (store) texts ??= startTable(store);
    const packed: PackedSheet = {
      name: sheet.name,
      hidden: sheet.hidden,
      part: sheet.part,
      rows,
      store: store && texts && packStore(store, texts, shared, transfer),
      merges: sheet.merges,
      comments: sheet.comments,
    };
    if (sheet.charts !== undefined) packed.charts = sheet.charts;
    return packed;
  });
  const { styles, date1904 } = read.workbook;
  return {
    packed: { sheets, texts: texts ?? [], styles, date1904, warnings: read.warnings, metadata: read.metadata },
    transfer,
  };
}

/** `table` starts with `shared` (when given): cells noted as one of those are indexes into it. */
function packStore(
  store: CellStore,
  table: string[],
  shared: string[] | undefined,
  transfer: ArrayBuffer[],
): PackedStore {
  const indexes = new Int32Array(store.count);
  const noted = store.shared && store.shared.table === shared ? store.shared.indexes : undefined;
  for (let k = 0; k < store.count; k++) {
    const text = store.texts[k];
    const index = noted ? noted[k] : -1;
    if (text === undefined) indexes[k] = -1;
    else if (index >= 0) indexes[k] = index;
    else {
      indexes[k] = table.length;
      table.push(text);
    }
  }
  const packed: PackedStore = {
    count: store.count,
    cols: store.cols,
    styles: store.styles,
    xfs: store.xfs,
    types: store.types,
    numbers: store.numbers,
    texts: indexes,
    raws: store.raws,
    formulas: store.formulas,
  };
  const arrays = [indexes, store.cols, store.styles, store.xfs, store.types, store.numbers];
  transfer.push(...arrays.map((array) => array.buffer as ArrayBuffer));
  return packed;
}

/** The package as ./xlsx read it, from what packWorkbook made of it. */
export function unpackWorkbook(packed: PackedWorkbook): XlsxPackage {
  const sheets = packed.sheets.map((sheet): SheetData => {
    const store = sheet.store && unpackStore(sheet.store, packed.texts);
    const rows: PackedRow[] = [];
    if (store)
      for (let r = 0; r < sheet.rows.length; r += 3)
        rows.push(new PackedRow(store, sheet.rows[r], sheet.rows[r + 1], sheet.rows[r + 2]));
    const unpacked: SheetData = {
      name: sheet.name,
      hidden: sheet.hidden,
      part: sheet.part,
      rows,
      merges: sheet.merges,
      comments: sheet.comments,
    };
    if (sheet.charts !== undefined) unpacked.charts = sheet.charts;
    return unpacked;
  });
  return {
    workbook: { family: 'cells', sheets, styles: packed.styles, date1904: packed.date1904 },
    warnings: packed.warnings,
    metadata: packed.metadata,
  };
}

function unpackStore(packed: PackedStore, table: string[]): CellStore {
  // Made at its full length at once: grown by push, the array was copied a dozen times over,
  // the last copies at the peak of reading the other workbook.
  const texts = new Array<string | undefined>(packed.count);
  const indexes = packed.texts;
  for (let k = 0; k < packed.count; k++) {
    const index = indexes[k];
    texts[k] = index < 0 ? undefined : table[index];
  }
  return CellStore.adopt({ ...packed, texts });
}
