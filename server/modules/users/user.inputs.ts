import { Field, InputType, Int } from 'type-graphql';

/**
 * A user as a caller sends it. Roles are names ('ADMIN', 'Pricing', 'Sales') or role ids; Super Admin is
 * never assignable. The access level is read by shared/validation/user-rules.ts (an integer 0-9).
 */
export interface UserDraft {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  dob?: string | null;
  password?: string | null;
  organizationId?: number | null;
  roles?: (string | number)[] | null;
  userAccessLevel?: unknown;
}

@InputType({ description: 'A new user of your organization (the admin login may pick the organization)' })
export class CreateUserInput {
  @Field(() => String, { description: 'First name.' }) firstName!: string;
  @Field(() => String, { nullable: true, description: 'Last name; absent: empty.' }) lastName?: string | null;
  @Field(() => String, { description: 'E-mail address, the login name; unique across the product, stored lower-case.' })
  email!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD or DD/MMM/yyyy' }) dob?: string | null;
  @Field(() => String, { description: 'At least 8 characters; stored as an argon2id hash, never returned' })
  password!: string;
  @Field(() => Int, { nullable: true, description: 'Admin login only; default your own' }) organizationId?:
    number | null;
  @Field(() => [String], { nullable: true, description: 'Role names; Super Admin is never assignable' }) roles?:
    string[] | null;
  @Field(() => Int, { nullable: true, description: '0-9, default 0' }) userAccessLevel?: number | null;
}

@InputType({ description: 'Changes to a user; absent fields stay as they are. The password is not changed here.' })
export class UpdateUserInput {
  @Field(() => String, { nullable: true, description: 'First name; absent: unchanged.' }) firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'Last name; absent: unchanged.' }) lastName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'E-mail address (the login name); absent: unchanged; must stay unique.',
  })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD or DD/MMM/yyyy' }) dob?: string | null;
  @Field(() => [String], { nullable: true, description: 'Replaces the roles; Super Admin is never assignable' })
  roles?: string[] | null;
  @Field(() => Int, { nullable: true, description: '0-9' }) userAccessLevel?: number | null;
}

/** Only the fields an input carries. */
export function userInputDraft(input: CreateUserInput | UpdateUserInput): UserDraft {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UserDraft;
}
