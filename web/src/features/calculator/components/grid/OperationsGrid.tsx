/** Placeholder until the port-operations grid lands (being written now). */
export function OperationsGrid() {
  return null;
}
