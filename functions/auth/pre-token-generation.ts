import type { PreTokenGenerationTriggerEvent, PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { createLogger } from '../common/logger.ts';
import { findPersonById } from '../data/people/people.repository.ts';
import { INACTIVE_ACCOUNT } from './cognito-sign-in.ts';

const log = createLogger({ service: 'shelfline-pre-token' });

type Event = PreTokenGenerationTriggerEvent | PreTokenGenerationV2TriggerEvent;

/**
 * Cognito's pre-token-generation trigger, run on sign-in and on every refresh.
 *
 * Puts the claims the SPA reads (000 §3.1: `role`, `given_name`, `family_name`, `unique_name`) into the
 * ID token from the person's record in DynamoDB, the source of truth for roles and the inactive flag.
 * Throwing refuses the token: an inactive person can neither sign in nor refresh, even with a refresh
 * token issued before they were made inactive.
 */
export async function handler(event: Event): Promise<Event> {
  const attributes = event.request.userAttributes;
  const personType = attributes['custom:personType'] === 'customer' ? 'customer' : 'employee';
  const personId = Number(attributes['custom:personId']);
  const person = Number.isFinite(personId) ? await findPersonById(personType, personId) : undefined;
  if (!person || person.inactive) {
    log.info('token refused', { personType, personId, trigger: event.triggerSource });
    throw new Error(INACTIVE_ACCOUNT);
  }
  const claims = {
    // One role is a plain string; several are a list (000 §3.1 "single value or list").
    role: person.roles.length === 1 ? (person.roles[0] as string) : person.roles,
    given_name: person.givenName,
    family_name: person.familyName,
    unique_name: person.loginCode,
  };
  if (event.version === '2') {
    (event as PreTokenGenerationV2TriggerEvent).response = {
      claimsAndScopeOverrideDetails: {
        // Version 2 accepts lists in claims; the aws-lambda typings still say strings only.
        idTokenGeneration: { claimsToAddOrOverride: claims as unknown as Record<string, string> },
        accessTokenGeneration: { claimsToAddOrOverride: { unique_name: claims.unique_name } },
      },
    };
  } else {
    // Version 1 takes string claims only: several roles travel as a JSON list, which normalizeRoles reads.
    const role = Array.isArray(claims.role) ? JSON.stringify(claims.role) : claims.role;
    (event as PreTokenGenerationTriggerEvent).response = {
      claimsOverrideDetails: { claimsToAddOrOverride: { ...claims, role } },
    };
  }
  return event;
}
