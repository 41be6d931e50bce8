import { NodeRegistry } from './node-registry.js';

/** Every Node type's loader, one list per module (its `*.nodes.ts`). */
export const NODE_REGISTRY = new NodeRegistry([]);
