import { ApiToken } from '../modules/api-tokens/api-token.entity.js';
import { AuditEvent } from '../modules/auth/audit/audit-event.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { AuthSession } from '../modules/auth/session.entity.js';
import { SignInFailure } from '../modules/auth/sign-in-failure.entity.js';
import { OidcLoginState } from '../modules/auth/oidc/oidc-login-state.entity.js';
import { Mailbox } from '../modules/email/mailbox.entity.js';
import { ParsedEmail } from '../modules/email/parsed-email.entity.js';
import { VesselPosition } from '../modules/email/vessel-position.entity.js';
import { FleetEntry } from '../modules/fleet/fleet-entry.entity.js';
import { CargoExtraDetail } from '../modules/orders/cargo-extra-detail.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { PortOperation } from '../modules/orders/port-operation.entity.js';
import { Organization } from '../modules/organizations/organization.entity.js';
import { PortDistanceOverride } from '../modules/ports/port-distance-override.entity.js';
import { Port } from '../modules/ports/port.entity.js';
import { SavedResult } from '../modules/results/saved-result.entity.js';
import { RegistrationRequest } from '../modules/registrations/registration-request.entity.js';
import { Role } from '../modules/users/role.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Vessel } from '../modules/vessels/vessel.entity.js';
import { RecordVersion } from '../modules/versions/record-version.entity.js';

/** Every entity, listed explicitly so no start-up globbing is needed. */
export const ENTITIES = [
  Organization,
  Role,
  User,
  Order,
  PortOperation,
  CargoExtraDetail,
  Vessel,
  FleetEntry,
  SavedResult,
  Port,
  PortDistanceOverride,
  ParsedEmail,
  VesselPosition,
  Mailbox,
  RegistrationRequest,
  PasswordResetToken,
  OidcLoginState,
  AuthSession,
  SignInFailure,
  AuditEvent,
  ApiToken,
  RecordVersion,
];
