/** What a column of a position table holds. */
export type Column = 'name' | 'dwt' | 'built' | 'gear' | 'area' | 'port' | 'date' | 'dateTo' | 'status' | 'other';

const RULES: [RegExp, Column][] = [
  [/^(VESSEL|VSL|SHIP|NAME|M\/?V)\b/, 'name'],
  [/^(OPEN\s*)?(DATE|DATES|LAYCAN|FROM|OPEN\s*FROM|ETA)\b/, 'date'],
  [/^(OPEN\s*)?TO$|^OPEN\s*TO\b/, 'dateTo'],
  [/\b(AREA|REGION|RANGE)\b/, 'area'],
  [/\bPORT\b|^OPEN$|^PLACE|^POSITION|^LOCATION|^OPEN\s*(AT|PLACE)/, 'port'],
  [/\b(DWT|DWAT|DWCC|SIZE|DEADWEIGHT)\b/, 'dwt'],
  [/^(BLT|BUILT|YOB|YEAR|YR|BUILD)\b/, 'built'],
  [/\b(GEAR|CRANES?|CR)\b/, 'gear'],
  [/\b(STATUS|REMARKS?|COMMENTS?|NOTES?|RMKS)\b/, 'status'],
];

/** The columns of a header row, or null when the cells are not a position-table header. */
export function readHeader(cells: readonly string[]): Column[] | null {
  const columns = cells.map((cell): Column => {
    const text = cell.trim().toUpperCase();
    if (text === '') return 'other';
    for (const [re, column] of RULES) if (re.test(text)) return column;
    return 'other';
  });
  const has = (c: Column) => columns.includes(c);
  return has('name') && (has('dwt') || has('port') || has('date')) && columns.filter((c) => c !== 'other').length >= 3
    ? columns
    : null;
}
