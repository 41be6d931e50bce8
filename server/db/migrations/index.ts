import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121061252_initial } from './Migration20261121061252_initial.js';
import { Migration20261121070428_ports } from './Migration20261121070428_ports.js';
import { Migration20261121094802_fleet_redelivery_bunkers } from './Migration20261121094802_fleet_redelivery_bunkers.js';
import { Migration20261124202734_distance_override_notes_only } from './Migration20261124202734_distance_override_notes_only.js';
import { Migration20261126074022_order_ets_inputs } from './Migration20261126074022_order_ets_inputs.js';
import { Migration20261126081348_operation_port_link } from './Migration20261126081348_operation_port_link.js';
import { Migration20261126084258_sessions_audit_sign_in_limits } from './Migration20261126084258_sessions_audit_sign_in_limits.js';
import { Migration20261126084625_registration_review_oidc_state } from './Migration20261126084625_registration_review_oidc_state.js';
import { Migration20261126084850_email_ingest } from './Migration20261126084850_email_ingest.js';
import { Migration20261126103203_record_versions } from './Migration20261126103203_record_versions.js';
import { Migration20261126141815_list_scale } from './Migration20261126141815_list_scale.js';
import { Migration20261126172000_list_counts } from './Migration20261126172000_list_counts.js';
import { Migration20261126174000_api_tokens } from './Migration20261126174000_api_tokens.js';
import { Migration20261126203000_list_search } from './Migration20261126203000_list_search.js';
import { Migration20261127003845_record_version_history } from './Migration20261127003845_record_version_history.js';
import { Migration20261127004822_order_route_choice } from './Migration20261127004822_order_route_choice.js';
import { Migration20261127052000_order_canal_dues } from './Migration20261127052000_order_canal_dues.js';

/**
 * Committed migrations, in order. `npm run migration:create` appends new ones here;
 * listing them keeps start-up free of file globbing and works from the compiled build.
 */
export const MIGRATIONS: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261121061252_initial', class: Migration20261121061252_initial },
  { name: 'Migration20261121070428_ports', class: Migration20261121070428_ports },
  { name: 'Migration20261121094802_fleet_redelivery_bunkers', class: Migration20261121094802_fleet_redelivery_bunkers },
  {
    name: 'Migration20261124202734_distance_override_notes_only',
    class: Migration20261124202734_distance_override_notes_only,
  },
  { name: 'Migration20261126074022_order_ets_inputs', class: Migration20261126074022_order_ets_inputs },
  { name: 'Migration20261126081348_operation_port_link', class: Migration20261126081348_operation_port_link },
  {
    name: 'Migration20261126084258_sessions_audit_sign_in_limits',
    class: Migration20261126084258_sessions_audit_sign_in_limits,
  },
  {
    name: 'Migration20261126084625_registration_review_oidc_state',
    class: Migration20261126084625_registration_review_oidc_state,
  },
  { name: 'Migration20261126084850_email_ingest', class: Migration20261126084850_email_ingest },
  { name: 'Migration20261126103203_record_versions', class: Migration20261126103203_record_versions },
  { name: 'Migration20261126141815_list_scale', class: Migration20261126141815_list_scale },
  { name: 'Migration20261126172000_list_counts', class: Migration20261126172000_list_counts },
  { name: 'Migration20261126174000_api_tokens', class: Migration20261126174000_api_tokens },
  { name: 'Migration20261126203000_list_search', class: Migration20261126203000_list_search },
  {
    name: 'Migration20261127003845_record_version_history',
    class: Migration20261127003845_record_version_history,
  },
  { name: 'Migration20261127004822_order_route_choice', class: Migration20261127004822_order_route_choice },
  { name: 'Migration20261127052000_order_canal_dues', class: Migration20261127052000_order_canal_dues },
];
