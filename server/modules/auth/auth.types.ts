import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/relay/node.js';

@ObjectType({ description: 'A role held by a user, as the session carries it' })
export class RoleRef {
  @Field({ description: 'Role name (e.g. ADMIN, Pricing, Sales).' })
  name!: string;
}

/** The session payload exactly as the spec names it (spec 1 section 3, Session record). */
@ObjectType({ description: "A signed-in session (the spec's session record)." })
export class Session {
  @Field({ description: 'Bearer token to send in the Authorization header; secret.' })
  token!: string;

  @Field(() => Int, { description: "Stored id of the user's organization." })
  organizationId!: number;

  @Field({ description: 'The login e-mail' })
  username!: string;

  @Field(() => Int, { description: 'The user id' })
  realMe!: number;

  @Field({ description: "First name of the user (the spec's spelling)." })
  FirstName!: string;

  @Field(() => [RoleRef], { description: 'Roles of the user.' })
  roles!: RoleRef[];

  @Field(() => GraphQLISODateTime, { description: 'When the session expires, UTC.' })
  expiresAt!: Date;
}

@ObjectType({ description: "The signed-in user's own profile and what they may open.", implements: Node })
export class Profile {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;

  @Field({ description: 'First name.' })
  firstName!: string;

  @Field({ description: 'Last name.' })
  lastName!: string;

  @Field({ description: 'E-mail address (the login name).' })
  email!: string;

  @Field(() => Int, { description: "Stored id of the user's organization." })
  organizationId!: number;

  @Field({ description: "Name of the user's organization." })
  organizationName!: string;

  @Field(() => [RoleRef], { description: 'Roles of the user.' })
  roles!: RoleRef[];

  @Field(() => [String], { description: "Screens (web routes, e.g. /orders) the user's roles open." })
  allowedRoutes!: string[];
}

@InputType({ description: 'Sign-in with e-mail and password.' })
export class LoginInput {
  @Field({ description: 'E-mail address (the login name), any case.' })
  email!: string;

  @Field({ description: 'Password.' })
  password!: string;
}
