import { blankDialogForm, type VesselDialogForm } from '../../vessels/utils/vessel-dialog-form';
import type { AutoRow, EmailPosition } from './fleet-auto-selection';

/**
 * Add Fleet, Auto: a position whose ship is not in the catalogue can be added to it from the row
 * (issue #15). The Add Vessel dialog opens with what the e-mail said of the ship (name, DWT, built);
 * the broker's gear text has no catalogue field, so it stays on the position.
 */
export function vesselFormOfPosition(position: EmailPosition): VesselDialogForm {
  const form = blankDialogForm();
  form.vesselName = position.vesselName.trim();
  if (position.dwt != null) form.numbers.vesselDwt = String(position.dwt);
  if (position.built != null) form.numbers.vesselBuilt = String(position.built);
  return form;
}

const sameShip = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The rows once the position's ship was created as catalogue vessel `vesselId`: that row (and any other
 * unlinked row of the same name) now carries the vessel and the created row is ticked for adding.
 */
export function linkAutoRow(rows: readonly AutoRow[], positionId: number, vesselId: number): AutoRow[] {
  const created = rows.find((r) => r.position.databaseId === positionId);
  if (!created) return [...rows];
  return rows.map((r) => {
    const linked =
      r.position.databaseId === positionId ||
      (r.position.vesselId == null && sameShip(r.position.vesselName, created.position.vesselName));
    if (!linked) return r;
    return {
      ...r,
      position: { ...r.position, vesselId },
      selected: r.position.databaseId === positionId ? true : r.selected,
    };
  });
}
