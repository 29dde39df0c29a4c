/**
 * The demo's recruiting configuration (brief files-mail-recruiting §10): job postings in Toronto, Ottawa, Montréal and
 * Vancouver, one of them reached by the mailbox alias `merchandisers-on` (mail to merchandisers-on@<inbound domain>
 * becomes an applicant of it), scoring criteria of each type with keywords (one auto-reject), and the seeded prompt
 * keys. Built from the generated data (the `hr` and `sup` logins' workers), deterministic: ids are fixed, so a second
 * load writes the same items. Postings start without applicants; the demo applicants raise their counts.
 */
import type { JobPosting } from '../../functions/data/entities/job-posting.entity.ts';
import { PROMPT_KEYS, type Prompt } from '../../functions/data/entities/prompt.entity.ts';
import type { ScoringCriterion, ScoringKeyword } from '../../functions/data/entities/scoring.entity.ts';
import type { DemoData } from './generate.ts';

export interface DemoRecruiting {
  postings: JobPosting[];
  criteria: ScoringCriterion[];
  keywords: ScoringKeyword[];
  prompts: Prompt[];
}

/** The posting e-mailed applications reach by alias (the ingestion tests and the demo's mail use it). */
export const DEMO_MAILBOX_ALIAS = 'merchandisers-on';

const POSTINGS = [
  { title: 'Retail Merchandiser', city: 'Toronto', alias: DEMO_MAILBOX_ALIAS, active: true },
  { title: 'Retail Merchandiser', city: 'Ottawa', active: true },
  { title: 'Marchandiseur / Marchandiseuse', city: 'Montréal', active: true },
  { title: 'Inventory Counter', city: 'Vancouver', active: false },
];

const CRITERIA: {
  category: string;
  type: ScoringCriterion['criterionType'];
  keywords: [string, number, boolean?][];
}[] = [
  {
    category: 'Retail experience',
    type: 'critical',
    keywords: [
      ['merchandising', 20],
      ['planogram', 15],
      ['retail', 10],
    ],
  },
  {
    category: 'Equipment and licences',
    type: 'additional',
    keywords: [
      ['forklift', 10],
      ["driver's licence", 10],
    ],
  },
  {
    category: 'Languages',
    type: 'other',
    keywords: [
      ['bilingual', 10],
      ['français', 10],
    ],
  },
  {
    category: 'Availability',
    type: 'negative',
    keywords: [
      ['weekdays only', -10],
      ['no work permit', -50, true],
    ],
  },
];

const PROMPTS: Record<(typeof PROMPT_KEYS)[number], string> = {
  'resume.parse':
    'Read the resume below and answer JSON in the JSON Resume shape (basics, work, education, skills, languages, certifications, projects, volunteer). Copy text as written; leave out what the resume does not say.',
  'resume.score':
    'Given the scoring criteria and keywords below, list which keywords the resume mentions, as JSON { "found": [keyword] }. Do not decide on rejection.',
  'subject.parse':
    'The e-mail subject below names a job posting as "<title> - <city>, <province>". Answer JSON { "title", "city", "province" }, with empty strings for parts that are missing.',
};

export function demoRecruiting(data: DemoData): DemoRecruiting {
  const workerOf = (code: string) => {
    const login = data.demoLogins.find((l) => l.code === code);
    return data.employees.find((e) => e.id === login?.personId);
  };
  const hr = workerOf('hr');
  const sup = workerOf('sup');
  const postings = POSTINGS.flatMap((p, i): JobPosting[] => {
    const city = data.cities.find((c) => c.name === p.city);
    const province = data.provinces.find((pr) => pr.id === city?.provinceId);
    if (!city || !province) return [];
    return [
      {
        id: i + 1,
        title: p.title,
        provinceId: province.id,
        provinceName: province.fullName,
        provinceCode: province.code,
        cityId: city.id,
        cityName: city.name,
        ...(hr ? { hrId: hr.id, hrName: `${hr.firstName} ${hr.lastName}` } : {}),
        // The `sup` login supervises the Toronto posting: their applicants list shows its applicants.
        ...(sup && i === 0 ? { supervisorId: sup.id, supervisorName: `${sup.firstName} ${sup.lastName}` } : {}),
        isActive: p.active,
        ...(p.alias ? { mailboxAlias: p.alias } : {}),
        description: `${p.title} in ${city.name}: stocking shelves, setting planograms and counting inventory in retail stores.`,
        applicantCount: 0,
      },
    ];
  });
  let keywordId = 0;
  const criteria = CRITERIA.map((c, i) => ({ id: i + 1, category: c.category, criterionType: c.type, enabled: true }));
  const keywords = CRITERIA.flatMap((c, i) =>
    c.keywords.map(([text, score, autoReject = false]) => ({
      id: ++keywordId,
      criterionId: i + 1,
      text,
      score,
      autoReject,
      enabled: true,
    })),
  );
  const prompts = PROMPT_KEYS.map((key) => ({ id: key, prompt: PROMPTS[key] }));
  return { postings, criteria, keywords, prompts };
}
