/** A1 references: column letters, cell references and ranges, all 0-based inside. */

export function columnName(col: number): string {
  let name = '';
  let n = col + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** 0-based column of letters (`A` = 0, `XFD` = 16383); -1 when not letters. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i++) {
    const code = letters.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) return -1;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

export function cellRef(row: number, col: number): string {
  return `${columnName(col)}${row + 1}`;
}

/** `B7` → {row: 6, col: 1}; `$B$7` accepted; undefined when not a cell reference. */
export function parseCellRef(ref: string): { row: number; col: number } | undefined {
  // Hand-rolled: called once per cell of every sheet read.
  let i = 0;
  const n = ref.length;
  if (ref.charCodeAt(i) === 36) i++;
  let col = 0;
  let letters = 0;
  while (i < n) {
    const c = ref.charCodeAt(i) & ~32;
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
    letters++;
    i++;
  }
  if (letters === 0 || letters > 3) return undefined;
  if (ref.charCodeAt(i) === 36) i++;
  let row = 0;
  let digits = 0;
  while (i < n) {
    const c = ref.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
    row = row * 10 + (c - 48);
    digits++;
    i++;
  }
  if (digits === 0 || row === 0) return undefined;
  return { row: row - 1, col: col - 1 };
}

export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export function parseRange(range: string): CellRange | undefined {
  const [first, second = first] = range.split(':');
  const a = parseCellRef(first);
  const b = parseCellRef(second);
  if (!a || !b) return undefined;
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.col, b.col),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.col, b.col),
  };
}

export function rangeRef(range: CellRange): string {
  const start = cellRef(range.top, range.left);
  const end = cellRef(range.bottom, range.right);
  return start === end ? start : `${start}:${end}`;
}

/** A sheet name as formulas and places quote it (`Sheet1`, `'My sheet'`). */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name)
    ? name
    : `'${name.replace(/'/g, "''")}'`;
}
