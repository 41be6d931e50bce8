/** 'Time Received' as spec 2 writes it (hh:mm A): 12-hour clock, two-digit hour, AM/PM, local time. */
export function formatTimeReceived(value: string | Date): string {
  const d = new Date(value);
  const h = d.getHours();
  const hh = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
  return `${hh}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The body lines that a position was read from (a block's lines are joined by a newline). */
export function sourceLineSet(lines: readonly (string | null)[]): Set<string> {
  const set = new Set<string>();
  for (const l of lines) for (const part of (l ?? '').split('\n')) if (part.trim()) set.add(part.trim());
  return set;
}
