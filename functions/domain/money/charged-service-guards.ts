import { ConflictError } from '../../common/http-errors.ts';
import type { Service } from '../../data/entities/service.entity.ts';

/*
 * What the schedule may not do to a charged service (brief §1.4, A38), pure so the schedule's pure edit rules can use
 * it: the charges stand for the work of the named worker, so a delete or a merchandiser change would leave pay and
 * billing for a service that no longer says so. Unsubmit (which voids the charges) comes first.
 */

/** 409 for a schedule delete of a service that has charges (brief §1.4). */
export function refuseDeletingCharged(service: Pick<Service, 'isCharged'>): void {
  if (service.isCharged) throw new ConflictError('This service has charges; unsubmit it instead.');
}

/** 409 for a merchandiser change of a charged service: its charges name the worker being paid. */
export function refuseReassigningCharged(service: Pick<Service, 'id' | 'isCharged'>): void {
  if (service.isCharged)
    throw new ConflictError(
      `Service ${service.id} has charges for its merchandiser: unsubmit it (which voids them) before changing the merchandiser.`,
    );
}
