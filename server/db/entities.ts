import { Organization } from '../modules/organizations/organization.entity.js';
import { Role } from '../modules/users/role.entity.js';
import { User } from '../modules/users/user.entity.js';

/** Every entity, listed explicitly so no start-up globbing is needed. */
export const ENTITIES = [Organization, Role, User];
