import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** Created once per container (see dynamo.ts for why each client has its own module). */
let cognito: CognitoIdentityProviderClient | undefined;

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}
