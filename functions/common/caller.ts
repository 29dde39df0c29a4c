import { normalizeRoles, type Role } from '@shelfline/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** Who is calling, read from the claims API Gateway's JWT authorizer verified (000 §3.1). */
export interface Caller {
  /** Cognito `sub`. */
  sub: string;
  /** Login code (the Cognito username). */
  username: string;
  roles: Role[];
  /** Id of the worker or customer user behind the sign-in. */
  personId?: string;
  personType?: 'employee' | 'customer';
  givenName?: string;
  familyName?: string;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** Reads the caller from the event, or undefined when the request carried no verified token. */
export function callerFrom(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | undefined {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
  if (!claims || typeof claims.sub !== 'string') return undefined;
  // The token trigger writes `role`; `cognito:groups` is the fallback for tokens minted without it.
  const roles = normalizeRoles(claims.role ?? claims['cognito:groups']);
  const personType = claims['custom:personType'];
  return {
    sub: claims.sub,
    username: String(claims['cognito:username'] ?? claims.unique_name ?? claims.sub),
    roles,
    personId: typeof claims['custom:personId'] === 'string' ? claims['custom:personId'] : undefined,
    personType: personType === 'employee' || personType === 'customer' ? personType : undefined,
    givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
    familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
  };
}
