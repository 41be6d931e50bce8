import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/relay/node.js';

@ObjectType({ description: 'A role held by a user, as the session carries it' })
export class RoleRef {
  @Field()
  name!: string;
}

/** The session payload exactly as the spec names it (spec 1 section 3, Session record). */
@ObjectType()
export class Session {
  @Field()
  token!: string;

  @Field(() => Int)
  organizationId!: number;

  @Field({ description: 'The login e-mail' })
  username!: string;

  @Field(() => Int, { description: 'The user id' })
  realMe!: number;

  @Field()
  FirstName!: string;

  @Field(() => [RoleRef])
  roles!: RoleRef[];

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;
}

@ObjectType({ implements: Node })
export class Profile {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field(() => Int)
  organizationId!: number;

  @Field()
  organizationName!: string;

  @Field(() => [RoleRef])
  roles!: RoleRef[];

  @Field(() => [String])
  allowedRoutes!: string[];
}

@InputType()
export class LoginInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}
