interface MenuEntryLike {
  path: string;
  alsoActiveOn: readonly string[];
}

/**
 * Whether a drawer entry is highlighted for a path. An alsoActiveOn value ending in '/' is a
 * prefix (Dashboard stays active on /vessel/12); any other value must match exactly.
 */
export function isMenuActive(entry: MenuEntryLike, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === entry.path) return true;
  return entry.alsoActiveOn.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
}
