import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/relay/node.js';

@InputType({ description: "The login page's Request Registration: name, e-mail, phone number, optional description" })
export class RegistrationRequestInput {
  @Field(() => String, { nullable: true, description: 'Name of the person asking for an account.' }) name?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'E-mail address to create the account for; its domain picks the organization.',
  })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'Contact phone number' }) number?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional note from the requester to the reviewers' })
  description?: string | null;
}

@ObjectType({ description: 'The answer to every accepted request, whether stored or not' })
export class RegistrationReceipt {
  @Field({ description: 'Confirmation shown to the requester.' })
  message!: string;
}

@ObjectType({ implements: Node, description: 'A pending registration request, as its reviewers see it' })
export class RegistrationRequestRow {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;
  @Field({ description: 'Name of the requester.' }) name!: string;
  @Field({ description: 'E-mail address of the requester.' }) email!: string;
  @Field({ description: 'Contact phone number.' }) number!: string;
  @Field(() => String, { nullable: true, description: "The requester's note; null when none was given" })
  description!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When the request was made, UTC.' }) createdAt!: Date;
  @Field(() => Int, {
    nullable: true,
    description: "The organization whose domain matches the e-mail's; null: none (only the admin login sees it)",
  })
  organizationId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Name of the organization its e-mail domain matches; null when none matches.',
  })
  organizationName!: string | null;
}

@InputType({ description: "The user a registration request becomes; the e-mail is the request's own" })
export class ConvertRegistrationInput {
  @Field(() => String, { description: 'First name of the new user.' }) firstName!: string;
  @Field(() => String, { nullable: true, description: 'Last name of the new user; absent: empty.' }) lastName?:
    string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD or DD/MMM/yyyy' }) dob?: string | null;
  @Field(() => String, { description: 'At least 8 characters' }) password!: string;
  @Field(() => Int, {
    nullable: true,
    description: "Admin login only, for a request no organization's domain matches; default the matching one",
  })
  organizationId?: number | null;
  @Field(() => [String], { nullable: true, description: 'Role names; Super Admin is never assignable' }) roles?:
    string[] | null;
  @Field(() => Int, { nullable: true, description: '0-9, default 0' }) userAccessLevel?: number | null;
}
