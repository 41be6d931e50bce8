import { Field, InputType, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { oneOfField, required, textField } from '../../../shared/validation/boundary.js';
import { ApiToken, ApiTokenScope } from './api-token.entity.js';

/** A token's name: trimmed, 1 to 100 characters, unique among the organization's active tokens. */
export const API_TOKEN_NAME_MAX = 100;

/** The one reader both APIs create a token with (the service parses with it). */
export const apiTokenDraftSchema = z.object({
  name: required(textField({ max: API_TOKEN_NAME_MAX })),
  scope: required(oneOfField([ApiTokenScope.READ, ApiTokenScope.READ_WRITE])),
});

export type ApiTokenDraft = z.infer<typeof apiTokenDraftSchema>;

@InputType({ description: 'A new API token' })
export class ApiTokenInput {
  @Field(() => String, { description: 'A name to recognise it by (1 to 100 characters, unique among active tokens)' })
  name!: string;

  @Field(() => ApiTokenScope, { description: 'READ: queries and calculations only; READ_WRITE: everything' })
  scope!: ApiTokenScope;
}

@ObjectType({ description: 'A token just created: the only time its secret is shown' })
export class CreatedApiToken {
  @Field(() => String, {
    description: 'The token, to send as `Authorization: Bearer <token>`; it is not stored and never shown again',
  })
  token!: string;

  @Field(() => ApiToken, { description: 'The token as the list shows it' })
  apiToken!: ApiToken;
}
