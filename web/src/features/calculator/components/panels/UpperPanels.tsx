/** Placeholder until the upper panels land (being written now). */
export function UpperPanels() {
  return null;
}
