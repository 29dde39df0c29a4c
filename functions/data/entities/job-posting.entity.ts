import { defineEntity, definePatterns } from '../entity.ts';

/**
 * Job posting (002 §3, §7 Recruiting): an opening in one city that applicants apply to, by e-mail (its mailbox alias
 * or its subject) or entered by HR. Names of the city, province, HR representative and supervisor are copied on write
 * (as jobs copy their retailer's), so the list is one Query.
 *
 * | access pattern                          | pattern  | index | key                                                  |
 * |-----------------------------------------|----------|-------|------------------------------------------------------|
 * | posting by id                           |          | table | pk `JOBPOSTING#<id>`, sk `JOBPOSTING`                |
 * | mailbox alias is unique (and its owner) |          | table | marker `UNIQUE#jobPosting.mailboxAlias#<alias>`      |
 * | all postings, by title                  | `all`    | gsi1  | `JOBPOSTINGS` / `<title, lower>#<id8>`               |
 * | postings in a city (city delete check)  | `ofCity` | gsi2  | `CITY#<cityId>#JOBPOSTINGS` / `<id8>`                |
 *
 * `applicantCount` is kept with `ADD` in the transaction that adds or removes an applicant
 * (`applicantCountItem`, job-postings.repository.ts), never counted on read (brief A17).
 */
export interface JobPosting {
  id: number;
  title: string;
  provinceId: number;
  provinceName: string;
  /** 'ON': an e-mail's subject may name the province by code (brief A5). */
  provinceCode: string;
  cityId: number;
  cityName: string;
  hrId?: number;
  hrName?: string;
  supervisorId?: number;
  supervisorName?: string;
  isActive: boolean;
  /** Local part at the inbound domain ('merchandisers-on'), lower-case; mail sent to it applies to this posting. */
  mailboxAlias?: string;
  description?: string;
  applicantCount: number;
}

export const JOB_POSTINGS_PARTITION = 'JOBPOSTINGS';
export const postingsOfCityKey = (cityId: number) => `CITY#${cityId}#JOBPOSTINGS`;
/** The unique field's label: the marker is `UNIQUE#jobPosting.mailboxAlias#<alias>`, and a duplicate's 409 names it. */
export const MAILBOX_ALIAS = 'mailboxAlias';
const id8 = (id: number) => String(id).padStart(8, '0');

export const JobPostingEntity = defineEntity<JobPosting>({
  name: 'jobPosting',
  key: (id) => ({ pk: `JOBPOSTING#${id}`, sk: 'JOBPOSTING' }),
  indexes: {
    gsi1: (p) => ({ pk: JOB_POSTINGS_PARTITION, sk: `${p.title.toLowerCase()}#${id8(p.id)}` }),
    gsi2: (p) => ({ pk: postingsOfCityKey(p.cityId), sk: id8(p.id) }),
  },
  unique: [{ label: MAILBOX_ALIAS, value: (p) => p.mailboxAlias }],
});

/** The access patterns of the table above, by name (`queryPattern`, repositories' `query`). */
export const JobPostingPatterns = definePatterns({
  /** all postings, by title */
  all: { index: 'gsi1', key: () => ({ pk: JOB_POSTINGS_PARTITION }) },
  /** postings in a city */
  ofCity: { index: 'gsi2', key: (cityId: number) => ({ pk: postingsOfCityKey(cityId) }) },
});
