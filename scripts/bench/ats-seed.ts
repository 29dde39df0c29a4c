import { putItems } from '../../functions/data/batch.ts';
import { type Applicant, ApplicantEntity } from '../../functions/data/entities/applicant.entity.ts';
import { firstAudit, toItem } from '../../functions/data/entity.ts';
import { nextId } from '../../functions/data/repository.ts';

/**
 * The applicants list's bench set (issue 20: 3,000 over two weeks, 10,000 over a month): `count` applicants of one
 * posting, created evenly between `fromDaysAgo` and `toDaysAgo` days before now, written with the product's entity (its gsi4 month key and
 * packed list row) in lanes, as HR's entry or the worker would leave them.
 */
export async function seedApplicants(
  jobPostingId: number,
  count: number,
  fromDaysAgo: number,
  toDaysAgo: number,
): Promise<void> {
  const firstId = await nextId(ApplicantEntity.name, count);
  const now = Date.now();
  const audit = firstAudit('bench');
  const items = Array.from({ length: count }, (_, i) => {
    const applicant: Applicant = {
      id: firstId + i,
      firstName: `Seeded${i}`,
      lastName: 'Applicant',
      email: `seeded${firstId + i}@example.com`,
      jobPostingId,
      source: 'Manual',
      status: i % 8,
      overallScore: i % 100,
      isExEmployee: false,
      hasDuplicates: false,
      contactCount: 0,
      createdUtc: new Date(
        now - (fromDaysAgo + ((i + 0.5) / count) * (toDaysAgo - fromDaysAgo)) * 86_400_000,
      ).toISOString(),
    };
    // A spread copy: the batch writer takes plain records.
    const item: Record<string, unknown> = { ...toItem(ApplicantEntity, applicant, audit) };
    return item;
  });
  await putItems(items, { lanes: 4 });
}
