/**
 * Parses CSV text (RFC 4180): fields separated by commas, optionally quoted with double quotes, a
 * doubled quote inside a quoted field standing for one quote, line breaks (LF or CRLF) allowed inside
 * quoted fields. A leading byte-order mark is ignored, and so are empty lines.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Rows as records keyed by the header row's names (trimmed); missing cells are ''. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [head, ...rest] = parseCsv(text);
  const header = (head ?? []).map((h) => h.trim());
  const records = rest.map((cells) => Object.fromEntries(header.map((h, k) => [h, cells[k] ?? ''])));
  return { header, records };
}
