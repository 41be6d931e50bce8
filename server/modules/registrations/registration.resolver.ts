import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { User } from '../users/user.entity.js';
import {
  ConvertRegistrationInput,
  RegistrationReceipt,
  RegistrationRequestInput,
  RegistrationRequestRow,
} from './registration.types.js';

/** Request Registration (signed out) and the review of pending requests (ADMIN and the admin login). */
@Resolver()
export class RegistrationResolver {
  @Mutation(() => RegistrationReceipt, {
    description: 'Request Registration; the same answer whether stored, already pending or already registered.',
  })
  requestRegistration(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => RegistrationRequestInput, {
      description: 'Who asks for an account: name, e-mail, phone number and a description of the organization.',
    })
    input: RegistrationRequestInput,
  ): Promise<RegistrationReceipt> {
    return ctx.services.registrations.submit({ ...input }, ctx.clientAddress);
  }

  @Authorized('/user_organization')
  @Query(() => [RegistrationRequestRow], {
    description:
      "Pending requests whose e-mail domain is the organization's (your own; any for the admin login, who also sees those no domain matches).",
  })
  registrationRequests(
    @Ctx() ctx: GraphQLContext,
    @Arg('organizationId', () => Int, {
      nullable: true,
      description:
        'Organization whose requests to list (admin login only); absent: your own organization, or every pending request for the admin login.',
    })
    organizationId?: number | null,
  ): Promise<RegistrationRequestRow[]> {
    return ctx.services.registrations.listPending(requireActor(ctx.auth), organizationId);
  }

  @Authorized('/user_organization')
  @Mutation(() => User, { description: "Turns a pending request into a user ('User Created Successfully')." })
  convertRegistrationRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the registration request.' }) id: number,
    @Arg('input', () => ConvertRegistrationInput, {
      description: 'The user made from the request: names, date of birth, password and roles.',
    })
    input: ConvertRegistrationInput,
  ): Promise<User> {
    return ctx.services.registrations.convert(requireActor(ctx.auth), id, { ...input });
  }

  @Authorized('/user_organization')
  @Mutation(() => Int, { description: 'Dismisses a pending request; returns its id.' })
  dismissRegistrationRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the registration request to dismiss.' }) id: number,
  ): Promise<number> {
    return ctx.services.registrations.dismiss(requireActor(ctx.auth), id);
  }
}
