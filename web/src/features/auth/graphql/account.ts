import { graphql } from '../../../__generated__';

export const forgetPasswordMutation = graphql(`
  mutation ForgetPassword($email: String!) {
    forgetPassword(email: $email) {
      message
    }
  }
`);

export const updatePasswordMutation = graphql(`
  mutation UpdatePassword($input: ResetPasswordInput!) {
    updatePassword(input: $input) {
      message
    }
  }
`);

export const logoutMutation = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);
