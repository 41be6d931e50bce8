import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the operation selects the field at `path` below the field being resolved (e.g. `['results',
 * 'portToPortOperationResultMap', 'timeZone']`), looking through named and inline fragments. @skip and
 * @include are not evaluated: a field they leave out still counts as selected, so a caller that prepares
 * for it does some work for nothing, never too little.
 */
export function selectsPath(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return info.fieldNodes.some((node) => node.selectionSet !== undefined && within(info, node.selectionSet, path, 0));
}

function within(info: GraphQLResolveInfo, set: SelectionSetNode, path: readonly string[], at: number): boolean {
  for (const selection of set.selections) {
    if (selection.kind === 'Field') {
      if (selection.name.value !== path[at]) continue;
      if (at === path.length - 1) return true;
      if (selection.selectionSet && within(info, selection.selectionSet, path, at + 1)) return true;
    } else {
      const fragment = selection.kind === 'InlineFragment' ? selection : info.fragments[selection.name.value];
      if (fragment && within(info, fragment.selectionSet, path, at)) return true;
    }
  }
  return false;
}
