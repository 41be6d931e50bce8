/** Placeholder until the fleet table lands (being written now). */
export function FleetTable() {
  return null;
}
