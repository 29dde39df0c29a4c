import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { JobPostingEntity, JobPostingPatterns, MAILBOX_ALIAS } from '../entities/job-posting.entity.ts';
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
