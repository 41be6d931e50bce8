/** Apollo adds __typename to every object it returns; inputs sent back must not carry it. */
export function withoutTypename<T extends object>(value: T): T {
  if (!('__typename' in value)) return value;
  const { __typename: _t, ...rest } = value as T & { __typename?: string };
  return rest as T;
}
