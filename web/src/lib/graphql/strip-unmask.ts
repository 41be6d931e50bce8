import { visit, type DocumentNode } from 'graphql';

/**
 * The document without its client-only `@unmask` directives. Apollo Client strips them itself; a document
 * sent another way (the calculation stream over graphql-ws) must do it, or the server refuses the
 * unknown directive.
 */
export function stripUnmask<T extends DocumentNode>(document: T): T {
  return visit(document, {
    Directive: (node) => (node.name.value === 'unmask' ? null : undefined),
  });
}
