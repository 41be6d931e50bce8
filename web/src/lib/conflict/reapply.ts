/**
 * "Reload and re-apply my changes" (ADR 0013): after a save is refused because someone else saved the
 * record first, the user's changes are put over a fresh copy. A change is a field whose value differs from
 * what the dialog loaded (`base`); every other field takes the fresh value. Lists of saved rows (items with
 * an `id`, such as an order's operations) are merged row by row: the fresh rows in their fresh order, each
 * with the user's changed fields re-applied; rows the user deleted stay deleted; rows the user added (no
 * id) are inserted after the row they followed; rows someone else added are kept.
 */

type Rec = Record<string, unknown>;

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

const idOf = (v: unknown): unknown => (isRecord(v) ? v.id : undefined);
const isRowList = (v: unknown): v is Rec[] => Array.isArray(v) && v.every(isRecord) && v.some((r) => r.id != null);

function mergeRows(base: Rec[], edited: Rec[], fresh: Rec[]): Rec[] {
  const baseById = new Map(base.filter((r) => r.id != null).map((r) => [r.id, r]));
  const editedById = new Map(edited.filter((r) => r.id != null).map((r) => [r.id, r]));
  const out: Rec[] = [];
  for (const row of fresh) {
    const mine = editedById.get(row.id);
    const loaded = baseById.get(row.id);
    if (loaded && !mine) continue; // deleted by the user
    out.push(loaded && mine ? reapplyChanges(loaded, mine, row) : row);
  }
  // The user's new rows go after the row they followed (the first row when none is left).
  edited.forEach((row, i) => {
    if (row.id != null) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const prev = edited[j] as Rec;
      const k = out.findIndex((o) => o === prev || (prev.id != null && o.id === prev.id));
      if (k >= 0) {
        at = k + 1;
        break;
      }
    }
    out.splice(at, 0, row);
  });
  return out;
}

/** The fresh record with the user's changes (edited compared with base) put over it. */
export function reapplyChanges<T extends object>(base: T, edited: T, fresh: T): T {
  const out: Rec = { ...(fresh as Rec) };
  const b = base as Rec;
  const e = edited as Rec;
  for (const key of Object.keys(e)) {
    if (sameValue(e[key], b[key])) continue;
    const [was, now, current] = [b[key], e[key], out[key]];
    if (isRowList(was) && Array.isArray(now) && isRowList(current)) out[key] = mergeRows(was, now as Rec[], current);
    else if (isRecord(was) && isRecord(now) && isRecord(current) && idOf(was) === idOf(current))
      out[key] = reapplyChanges(was, now, current);
    else out[key] = now;
  }
  return out as T;
}
