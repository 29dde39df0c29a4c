import type { JobPostingValues } from '@shelfline/shared/contracts/ats-posting.contract';
import { BadRequestError } from '../../common/http-errors.ts';
import type { JobPosting } from '../../data/entities/job-posting.entity.ts';
import { cities, provinces } from '../../data/master-data/master-data.repository.ts';
import { employees } from '../../data/people/people.repository.ts';

/**
 * Builds the stored posting from the form: the province and city must exist and belong together, the HR
 * representative must be a worker flagged HR and the supervisor one flagged supervisor (the pickers' lists,
 * `employees/HR` and `employees/supervisors`); their names are copied so the list is one Query.
 */
export async function jobPostingRecord(
  id: number,
  input: JobPostingValues,
  applicantCount: number,
): Promise<JobPosting> {
  const [province, city, hr, supervisor] = await Promise.all([
    provinces.get(input.provinceId),
    cities.get(input.cityId),
    input.hrId === undefined ? undefined : employees.get(input.hrId),
    input.supervisorId === undefined ? undefined : employees.get(input.supervisorId),
  ]);
  const errors: Record<string, string[]> = {};
  if (!province) errors.provinceId = [`Province ${input.provinceId} was not found.`];
  if (!city) errors.cityId = [`City ${input.cityId} was not found.`];
  else if (city.provinceId !== input.provinceId) errors.cityId = [`City "${city.name}" is not in the chosen province.`];
  if (input.hrId !== undefined && !hr?.isHr) errors.hrId = [`HR representative ${input.hrId} was not found.`];
  if (input.supervisorId !== undefined && !supervisor?.isSupervisor)
    errors.supervisorId = [`Supervisor ${input.supervisorId} was not found.`];
  if (!province || !city || Object.keys(errors).length > 0) throw new BadRequestError(errors);
  return {
    id,
    title: input.title,
    provinceId: province.id,
    provinceName: province.fullName,
    provinceCode: province.code,
    cityId: city.id,
    cityName: city.name,
    ...(hr ? { hrId: hr.id, hrName: `${hr.firstName} ${hr.lastName}` } : {}),
    ...(supervisor
      ? { supervisorId: supervisor.id, supervisorName: `${supervisor.firstName} ${supervisor.lastName}` }
      : {}),
    isActive: input.isActive,
    ...(input.mailboxAlias ? { mailboxAlias: input.mailboxAlias } : {}),
    ...(input.description ? { description: input.description } : {}),
    applicantCount,
  };
}
