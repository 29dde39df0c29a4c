import type { AddServiceSchema } from '@shelfline/shared/contracts/schedule.contract';
import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import type * as z from 'zod';
import { implement, respond } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import {
  consumerGroups,
  jobProducts,
  jobs,
  retailers,
  serviceTypes,
  stores,
} from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import { nextId, type TransactItem } from '../../data/repository.ts';
import { writeServiceTransaction } from '../../data/schedule/schedule.repository.ts';
import { serviceItem, workItem } from '../../data/schedule/services.repository.ts';
import { newService } from '../../domain/schedule/new-service.ts';
import { readRowLookups, toScheduleRow } from '../../domain/schedule/schedule-row.ts';
import { workOfService } from '../../domain/schedule/service-work.ts';

type AddService = z.output<typeof AddServiceSchema>;

const fail = (field: string, message: string): never => {
  throw new BadRequestError({ [field]: [message] });
};
const nameOf = (card: WorkerCard) => `${card.firstName} ${card.lastName}`;

/** The master data a new service is built from; every refusal names the field (400). */
async function referencesOf(body: AddService) {
  const [store, jobProduct, serviceType, cards, consumerGroup] = await Promise.all([
    stores.get(body.storeId),
    jobProducts.get(body.jobProductId),
    serviceTypes.get(body.serviceTypeId),
    readWorkerDirectory(),
    body.consumerGroupId === undefined ? undefined : consumerGroups.get(body.consumerGroupId),
  ]);
  if (!store) return fail('storeId', `Store ${body.storeId} was not found.`);
  if (store.isInactive) return fail('storeId', `Store ${store.storeNumber} is inactive.`);
  if (!jobProduct) return fail('jobProductId', `Job product ${body.jobProductId} was not found.`);
  const [job, retailer] = await Promise.all([jobs.get(jobProduct.jobId), retailers.get(store.retailerId)]);
  if (!job) return fail('jobProductId', `The job of job product ${body.jobProductId} was not found.`);
  if (job.isInactive) return fail('jobProductId', `Job ${job.jobNumber} is inactive.`);
  if (job.retailerId !== store.retailerId)
    return fail('jobProductId', `Job ${job.jobNumber} is not a job of the store's retailer.`);
  if (!retailer) return fail('storeId', `The retailer of store ${store.storeNumber} was not found.`);
  if (!serviceType) return fail('serviceTypeId', `Service type ${body.serviceTypeId} was not found.`);
  if (body.consumerGroupId !== undefined && !consumerGroup)
    return fail('consumerGroupId', `Consumer group ${body.consumerGroupId} was not found.`);
  if (consumerGroup?.isInactive) return fail('consumerGroupId', `Consumer group ${consumerGroup.code} is inactive.`);
  const directory = new Map(cards.map((card) => [card.id, card]));
  let merchandiser: WorkerCard | undefined;
  if (body.merchandiserId !== undefined) {
    merchandiser = directory.get(body.merchandiserId);
    if (!merchandiser) return fail('merchandiserId', `Worker ${body.merchandiserId} was not found.`);
    if (!merchandiser.isMerchandiser) return fail('merchandiserId', `${nameOf(merchandiser)} is not a merchandiser.`);
    if (merchandiser.inactive) return fail('merchandiserId', `${nameOf(merchandiser)} is inactive.`);
  }
  let manager: WorkerCard | undefined;
  if (body.acctManagerId !== undefined) {
    manager = directory.get(body.acctManagerId);
    if (!manager) return fail('acctManagerId', `Worker ${body.acctManagerId} was not found.`);
    if (!manager.isAccountManager) return fail('acctManagerId', `${nameOf(manager)} is not an account manager.`);
    if (manager.inactive) return fail('acctManagerId', `${nameOf(manager)} is inactive.`);
  }
  return { store, jobProduct, job, retailer, serviceType, merchandiser, manager, consumerGroup, directory };
}

/**
 * POST schedule/addService (admin, 000 §6 Create Service): a new live service from master data — the store (active),
 * a job product whose job is active and of the store's retailer, a service type, optionally an active merchandiser
 * (team lead), an account manager (active, with the account manager flag) and a consumer group (active). Marked
 * `isManualEntry` (the Manual Entry Only filter). It is not activated unless
 * `isActivated`, category Manual unless given. The service and its merchandiser's scheduled work are written in one
 * transaction; answers 201 with the schedule row.
 */
export const addService = implement(scheduleRoutes.addService, async ({ body, auth }) => {
  const refs = await referencesOf(body);
  const service: Service = {
    ...newService({
      id: await nextId('service'),
      store: refs.store,
      retailerName: refs.retailer.name,
      job: refs.job,
      jobProduct: refs.jobProduct,
      earliestDate: body.earliestDate,
      latestDate: body.latestDate,
      timeLimit: body.timeLimit,
      serviceTypeId: refs.serviceType.id,
      serviceType: refs.serviceType.name,
      trait: body.trait,
      merchandiser: refs.merchandiser ? { id: refs.merchandiser.id, name: nameOf(refs.merchandiser) } : undefined,
      category: body.category,
      isActivated: body.isActivated,
    }),
    ...(refs.manager ? { acctManagerId: refs.manager.id, accountManager: nameOf(refs.manager) } : {}),
    ...(refs.consumerGroup
      ? { consumerGroupId: refs.consumerGroup.id, consumerGroup: refs.consumerGroup.description }
      : {}),
    // What the admin's Manual Entry Only filter finds (a draft's export never sets it).
    isManualEntry: true,
  };
  const now = new Date().toISOString();
  const items: TransactItem[] = [
    {
      Put: {
        TableName: env.tableName,
        Item: serviceItem(service, auth.username, now),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...workOfService(service).map((work) => ({
      Put: { TableName: env.tableName, Item: workItem(work, auth.username) },
    })),
  ];
  await writeServiceTransaction(items, [service.id], [{ after: service }]);
  const stored = { ...service, version: 1 };
  return respond(201, toScheduleRow(stored, await readRowLookups([stored], refs.directory)));
});
