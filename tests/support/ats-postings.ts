import { expect } from 'vitest';
import { api } from './local-stack.ts';

/*
 * A job posting of a test's own, made and removed through the API (the postings screen has its own test): tests on a
 * shared stack never touch the demo's postings, and a posting with applicants cannot be deleted, so they go first.
 */

/** Creates an active posting in the first active province and its first city; answers its id. */
export async function createTestPosting(
  token: string,
  fields: { title: string; mailboxAlias?: string },
): Promise<number> {
  const provinces = await api<{ id: number; inactive: boolean }[]>('GET', 'provinces', { token });
  const provinceId = provinces.body.find((province) => !province.inactive)?.id;
  const cities = await api<{ id: number }[]>('GET', `provinces/${provinceId}/cities`, { token });
  const posting = await api<{ id: number }>('POST', 'ats/job-postings', {
    token,
    body: { ...fields, provinceId, cityId: cities.body[0]?.id, isActive: true },
  });
  expect(posting.status).toBe(201);
  return posting.body.id;
}

/** Deletes the posting with its applicants of the list's default period (a test's own are recent). */
export async function removeTestPosting(token: string, postingId: number): Promise<void> {
  if (!postingId) return;
  const list = await api<{ id: number }[]>('GET', `ats/applicants?jobPostingId=${postingId}`, { token });
  for (const applicant of list.body ?? []) await api('DELETE', `ats/applicants/${applicant.id}`, { token });
  await api('DELETE', `ats/job-postings/${postingId}`, { token });
}
