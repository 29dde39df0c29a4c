import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { batchGet } from '../batch.ts';
import { CityEntity } from '../entities/city.entity.ts';
import { EmployeeEntity } from '../entities/employee.entity.ts';
import {
  type JobPosting,
  JobPostingEntity,
  JobPostingPatterns,
  MAILBOX_ALIAS,
} from '../entities/job-posting.entity.ts';
import { ProvinceEntity } from '../entities/province.entity.ts';
import { uniqueMarkerKey } from '../entities/unique-marker.entity.ts';
import { createRepository, type TransactItem } from '../repository.ts';

/** Job postings (job-posting.entity.ts): the generic operations plus what recruiting asks of them. */
export const jobPostings = createRepository(JobPostingEntity, JobPostingPatterns);

/** Every posting, by title (a few dozen: one Query). */
export const listPostings = () => jobPostings.queryAll('all');

/** The posting, or undefined. */
export const getPosting = (id: number) => jobPostings.get(id);

/** The active postings, by title: what an e-mail's subject is matched against (brief A5). */
export async function activePostings() {
  return (await listPostings()).filter((p) => p.isActive);
}

/** The posting whose mailbox alias is `alias` (any case), through its uniqueness marker: two Gets, no Query. */
export async function findPostingByAlias(alias: string) {
  if (alias.trim() === '') return undefined;
  const keys = uniqueMarkerKey(JobPostingEntity.name, MAILBOX_ALIAS, undefined, alias);
  const { Item } = await documentClient().send(new GetCommand({ TableName: env.tableName, Key: keys }));
  return typeof Item?.ownerId === 'number' ? getPosting(Item.ownerId) : undefined;
}

/** Whether any posting is in city `cityId` (the city delete refuses it): a Query of Limit 1. */
export async function cityHasPostings(cityId: number): Promise<boolean> {
  return (await jobPostings.query('ofCity', [cityId], { limit: 1 })).items.length > 0;
}

/**
 * The transaction step that adds `delta` (+1, −1) to a posting's `applicantCount`, written with the applicant.
 * It also raises `version`: a posting saved from a form read before the count moved is refused (409) rather than
 * writing the old count back. The posting must exist.
 */
export function applicantCountItem(postingId: number, delta: number): TransactItem {
  return {
    Update: {
      TableName: env.tableName,
      Key: JobPostingEntity.key(postingId),
      UpdateExpression: 'ADD applicantCount :delta, version :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
    },
  };
}

/**
 * The postings with the current names of their city, province, HR representative and supervisor. The posting keeps
 * copies from its last save (the list stays one Query), but a worker or a city renamed since must show its new name:
 * the few records the postings name are read in one BatchGet (100 keys a call; postings are a few dozen). A record
 * gone since keeps the copy.
 */
export async function withCurrentNames(postings: readonly JobPosting[]): Promise<JobPosting[]> {
  const people = new Set<number>();
  const cityIds = new Set<number>();
  const provinceIds = new Set<number>();
  for (const p of postings) {
    if (p.hrId !== undefined) people.add(p.hrId);
    if (p.supervisorId !== undefined) people.add(p.supervisorId);
    cityIds.add(p.cityId);
    provinceIds.add(p.provinceId);
  }
  const keys = [
    ...[...people].map((id) => EmployeeEntity.key(id)),
    ...[...cityIds].map((id) => CityEntity.key(id)),
    ...[...provinceIds].map((id) => ProvinceEntity.key(id)),
  ];
  if (keys.length === 0) return [...postings];
  const found = new Map<string, Record<string, unknown>>();
  await batchGet(keys, (item) => found.set(`${item.pk}|${item.sk}`, item), {
    lanes: 3,
    fields: ['pk', 'sk', 'firstName', 'lastName', 'name', 'fullName', 'code'],
  });
  const at = (key: { pk: string; sk: string }) => found.get(`${key.pk}|${key.sk}`);
  const personName = (id: number | undefined, copy: string | undefined) => {
    const person = id === undefined ? undefined : at(EmployeeEntity.key(id));
    return person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : copy;
  };
  return postings.map((p) => {
    const city = at(CityEntity.key(p.cityId));
    const province = at(ProvinceEntity.key(p.provinceId));
    const hrName = personName(p.hrId, p.hrName);
    const supervisorName = personName(p.supervisorId, p.supervisorName);
    return {
      ...p,
      cityName: typeof city?.name === 'string' ? city.name : p.cityName,
      provinceName: typeof province?.fullName === 'string' ? province.fullName : p.provinceName,
      provinceCode: typeof province?.code === 'string' ? province.code : p.provinceCode,
      ...(hrName !== undefined ? { hrName } : {}),
      ...(supervisorName !== undefined ? { supervisorName } : {}),
    };
  });
}
