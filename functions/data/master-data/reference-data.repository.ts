import { CompanyInfoEntity, CompanyInfoPatterns } from '../entities/company-info.entity.ts';
import { SystemListItemEntity, SystemListItemPatterns } from '../entities/system-list-item.entity.ts';
import { createRepository } from '../repository.ts';

/*
 * Storage of the small reference records of 001 §3 that are not master data: system list items and the company
 * info. Lists return inactive records too; the includeInactive filter is applied by the routes.
 */
export const systemListItems = createRepository(SystemListItemEntity, SystemListItemPatterns);
export const companyInfos = createRepository(CompanyInfoEntity, CompanyInfoPatterns);

/** Items of one system list, by code. */
export const listSystemListItems = (list: string) => systemListItems.queryAll('ofList', list);

/** The company info record (the first of its partition), if seeded. */
export async function findCompanyInfo() {
  const page = await companyInfos.query('all', [], { limit: 1 });
  return page.items[0];
}
