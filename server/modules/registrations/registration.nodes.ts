import type { NodeType } from '../../graphql/relay/node-registry.js';

/** Pending registration requests, for their reviewers (RegistrationService.pending). */
export const REGISTRATION_NODES: readonly NodeType[] = [
  {
    typeName: 'RegistrationRequestRow',
    routes: ['/user_organization'],
    load: (services, actor, id) => services.registrations.pending(actor, id),
  },
];
