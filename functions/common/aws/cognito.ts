import { lazyClient } from './lazy-client.ts';

/** Created once per container, imported on first use (lazy-client.ts). */
export const cognito = lazyClient(
  () => import('@aws-sdk/client-cognito-identity-provider'),
  (sdk) => new sdk.CognitoIdentityProviderClient({}),
);
