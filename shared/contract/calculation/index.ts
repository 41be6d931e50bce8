/**
 * The calculation contract, declared once: every field of the calculation payload with its kind, unit,
 * range, default and legacy aliases. The REST schema (server/modules/calculator/legacy-payload.schema.ts),
 * the GraphQL input classes (calculator.inputs.ts) and the web's request builder are derived from it.
 */
export * from './calculation.fields.js';
export * from './canal-dues.fields.js';
export * from './cargo-row.fields.js';
export * from './client-query.fields.js';
export * from './extra-detail.fields.js';
export * from './field-spec.js';
export * from './fleet-entry.fields.js';
export * from './options.fields.js';
export * from './ranges.js';
export * from './values.js';
export * from './vessel.fields.js';
export * from './extensions.js';
