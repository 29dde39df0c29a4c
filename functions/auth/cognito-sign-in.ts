import type { AuthenticationResultType, InitiateAuthCommandInput } from '@aws-sdk/client-cognito-identity-provider';
import type { Tokens } from '@shelfline/shared';
import { cognito } from '../common/aws/cognito.ts';
import { isAwsError } from '../common/aws/lazy-client.ts';
import { ForbiddenError, UnauthorizedError } from '../common/http-errors.ts';

export const WRONG_CREDENTIALS = 'Login code or password is incorrect.';
export const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact your administrator.';

/** Cognito usernames are the login codes, lower-cased so sign-in ignores case as the old system did. */
export function cognitoUsername(loginCode: string): string {
  return loginCode.trim().toLowerCase();
}

/** USER_PASSWORD_AUTH against the client; Cognito's refusals become 401/403 with a user-facing message. */
export async function signInWithPassword(clientId: string, loginCode: string, password: string): Promise<Tokens> {
  const result = await initiateAuth({
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: cognitoUsername(loginCode), PASSWORD: password },
  });
  return tokensOf(result.AuthenticationResult);
}

/** REFRESH_TOKEN_AUTH; Cognito does not return a new refresh token, so the caller's one is kept. */
export async function refreshWithToken(clientId: string, refreshToken: string): Promise<Tokens> {
  const result = await initiateAuth({
    ClientId: clientId,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
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

async function initiateAuth(input: InitiateAuthCommandInput) {
  const { sdk, client } = await cognito();
  try {
    return await client.send(new sdk.InitiateAuthCommand(input));
  } catch (error) {
    // Cognito answers a wrong password with NotAuthorized; cognito-local with InvalidPassword.
    if (isAwsError(error, 'NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException')) {
      throw new UnauthorizedError(WRONG_CREDENTIALS);
    }
    if (isAwsError(error, 'UserLambdaValidationException')) throw new ForbiddenError(INACTIVE_ACCOUNT);
    if (isAwsError(error, 'PasswordResetRequiredException', 'UserNotConfirmedException')) {
      throw new ForbiddenError(
        'Your password must be reset before you can sign in. Please contact your administrator.',
      );
    }
    throw error;
  }
}
