import { ConflictError } from '../../common/http-errors.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import {
  getCharges,
  liveChargeIdOf,
  merchandiserCharges,
  readChargesOfService,
  type StoredMerchandiserCharge,
} from '../../data/money/charges.repository.ts';
import { syncCustomerCharge } from './sync-customer-charge.ts';

/*
 * The schedule respects money (brief §1.4, A38). Unsubmitting a charged service voids its charges that are not on a
 * merchandiser invoice (their customer lines follow through syncCustomerCharge: deleted while open, reversed when
 * billed) and gives up their uniqueness markers, so the service is charged afresh when submitted again. A charge
 * already on a merchandiser invoice refuses the unsubmit: that pay was invoiced. The caller clears `isCharged`
 * in its unsubmit transaction.
 */

/** The live (not voided) charges of a service: its index, plus the markers of its current workers (consistent). */
export async function liveChargesOfService(
  service: Pick<Service, 'id' | 'merchandiserId' | 'helpers'>,
): Promise<StoredMerchandiserCharge[]> {
  const workerIds = [service.merchandiserId, ...service.helpers.map((h) => h.id)].filter(
    (id): id is number => id !== undefined,
  );
  const [indexed, marked] = await Promise.all([
    readChargesOfService(service.id),
    Promise.all(workerIds.map((workerId) => liveChargeIdOf(service.id, workerId))),
  ]);
  const ids = new Set([...indexed.map((c) => c.id), ...marked.filter((id): id is number => id !== undefined)]);
  const { charges } = await getCharges([...ids]);
  return charges.filter((c) => !c.voided);
}

const payInvoiced = (number: number | undefined) => new ConflictError(`This service's pay is on invoice ${number}.`);

/** Voids the charges of a service being unsubmitted; 409 when its pay is already on a merchandiser invoice. */
export async function voidChargesForUnsubmit(
  service: Pick<Service, 'id' | 'merchandiserId' | 'helpers'>,
  by: string,
): Promise<void> {
  const charges = await liveChargesOfService(service);
  const invoiced = charges.find((c) => c.invoiceId !== undefined);
  if (invoiced) throw payInvoiced(invoiced.invoiceNum ?? invoiced.invoiceId);
  for (const charge of charges) {
    // Conditioned on the version read: an invoice claiming the charge meanwhile makes this a 409, not a lost claim.
    const voided = await merchandiserCharges.replace({ ...charge, voided: true }, charge.version, by);
    await syncCustomerCharge(voided, by);
  }
}
