import {
  type AuthenticationResultType,
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  PasswordResetRequiredException,
  UserLambdaValidationException,
  UserNotConfirmedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Tokens } from '@shelfline/shared';
import { cognitoClient } from '../common/aws/cognito.ts';
import { ForbiddenError, UnauthorizedError } from '../common/http-errors.ts';

export const WRONG_CREDENTIALS = 'Login code or password is incorrect.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact your administrator.';

/** Cognito usernames are the login codes, lower-cased so sign-in ignores case as the old system did. */
export function cognitoUsername(loginCode: string): string {
  return loginCode.trim().toLowerCase();
}

/** USER_PASSWORD_AUTH against the client; Cognito's refusals become 401/403 with a user-facing message. */
export async function signInWithPassword(clientId: string, loginCode: string, password: string): Promise<Tokens> {
  const result = await cognitoCall(() =>
    cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: cognitoUsername(loginCode), PASSWORD: password },
      }),
    ),
  );
  return tokensOf(result.AuthenticationResult);
}

/** REFRESH_TOKEN_AUTH; Cognito does not return a new refresh token, so the caller's one is kept. */
export async function refreshWithToken(clientId: string, refreshToken: string): Promise<Tokens> {
  const result = await cognitoCall(() =>
    cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    ),
  );
  return tokensOf(result.AuthenticationResult, refreshToken);
}

function tokensOf(result: AuthenticationResultType | undefined, previousRefreshToken?: string): Tokens {
  const refreshToken = result?.RefreshToken ?? previousRefreshToken;
  if (!result?.IdToken || !refreshToken) {
    // A challenge (e.g. NEW_PASSWORD_REQUIRED) instead of tokens: the account needs an administrator.
    throw new ForbiddenError('Your password must be reset before you can sign in. Please contact your administrator.');
  }
  return { token: result.IdToken, refreshToken };
}

async function cognitoCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Cognito answers a wrong password with NotAuthorized; cognito-local with InvalidPassword.
    if (
      error instanceof NotAuthorizedException ||
      error instanceof UserNotFoundException ||
      error instanceof InvalidPasswordException
    ) {
      throw new UnauthorizedError(WRONG_CREDENTIALS);
    }
    if (error instanceof UserLambdaValidationException) throw new ForbiddenError(INACTIVE_ACCOUNT);
    if (error instanceof PasswordResetRequiredException || error instanceof UserNotConfirmedException) {
      throw new ForbiddenError(
        'Your password must be reset before you can sign in. Please contact your administrator.',
      );
    }
    throw error;
  }
}
