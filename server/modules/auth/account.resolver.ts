import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { MSG } from '../../../shared/validation/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from './actor.js';

@ObjectType({ description: 'The message a password or session call answers with' })
export class AccountMessage {
  @Field({
    description: 'The message shown to the user (the same whether or not the account exists, for a reset request).',
  })
  message!: string;
}

@InputType({ description: 'Reset password (spec 2 section 3): the new password and the token of the e-mailed link' })
export class ResetPasswordInput {
  @Field({ description: 'The new password (at least 8 characters).' })
  password!: string;

  @Field(() => String, { nullable: true, description: "When given, must equal password ('Password mismatch')" })
  confirmPassword?: string | null;

  @Field({ description: 'The token of the e-mailed reset link; valid once, for a limited time.' })
  passwordResetToken!: string;
}

/** Forgot / reset password and logout; the rules are in PasswordResetService and AuthService. */
@Resolver()
export class AccountResolver {
  @Mutation(() => AccountMessage, {
    description: 'Forgot password: e-mails a reset link if the address is registered. Always the same answer, at once.',
  })
  forgetPassword(
    @Arg('email', () => String, {
      description: 'E-mail address of the account; the answer is the same whether or not an account has it.',
    })
    email: string,
    @Ctx() ctx: GraphQLContext,
  ): AccountMessage {
    return ctx.services.passwordReset.requestLink(email, ctx.clientAddress);
  }

  @Mutation(() => AccountMessage, {
    description: 'Reset password with the token of an e-mailed link; ends every session of the user.',
  })
  updatePassword(
    @Arg('input', () => ResetPasswordInput, {
      description: 'The token of the e-mailed link and the new password twice',
    })
    input: ResetPasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountMessage> {
    return ctx.services.passwordReset.resetPassword(
      input.confirmPassword === null ? { ...input, confirmPassword: undefined } : input,
      ctx.clientAddress,
    );
  }

  @Authorized()
  @Mutation(() => AccountMessage, {
    description: 'Logout: ends this session on the server; its token is refused from now on on every API.',
  })
  async logout(@Ctx() ctx: GraphQLContext): Promise<AccountMessage> {
    await ctx.services.auth.logout(requireActor(ctx.auth), ctx.clientAddress);
    return { message: MSG.loggedOut };
  }
}
