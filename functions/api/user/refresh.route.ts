import { userRoutes } from '@shelfline/shared/routes/user.routes';
import { decodeJwt } from 'jose';
import { INACTIVE_ACCOUNT, refreshWithToken } from '../../auth/cognito-sign-in.ts';
import { verifyIgnoringExpiry } from '../../auth/verify-token.ts';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { ForbiddenError, UnauthorizedError } from '../../common/http-errors.ts';
import { findPersonById } from '../../data/people/people.repository.ts';

/**
 * `POST user/refresh` (000 §4.7): the SPA sends its expired token with the refresh token. The old token
 * names the person (signature verified), the person must still be active, and the new token must belong
 * to the same Cognito user as the old one, so a refresh token cannot be paired with someone else's token.
 */
export const refresh = implement(userRoutes.refresh, async ({ body, log }) => {
  const claims = await verifyIgnoringExpiry(body.token);
  const clientId = typeof claims.aud === 'string' ? claims.aud : undefined;
  if (clientId !== env.staffClientId && clientId !== env.customerClientId) {
    throw new UnauthorizedError({ token: ['The token was not issued to this application.'] });
  }
  const personType = claims['custom:personType'] === 'customer' ? 'customer' : 'employee';
  const person = await findPersonById(personType, Number(claims['custom:personId']));
  if (!person || person.inactive) {
    log.info('refresh refused: inactive or unknown', { personType, personId: claims['custom:personId'] });
    throw new ForbiddenError(INACTIVE_ACCOUNT);
  }
  const tokens = await refreshWithToken(clientId, body.refreshToken);
  if (decodeJwt(tokens.token).sub !== claims.sub) {
    throw new UnauthorizedError({ refreshToken: ['The refresh token does not belong to this token.'] });
  }
  return tokens;
});
