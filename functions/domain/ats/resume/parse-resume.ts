import type { ParsedResume } from '@shelfline/shared/contracts/ats-parsed-resume.contract';

/*
 * The deterministic résumé analyzer (brief §6g.9, A7): offline, the same text always gives the same result. Contact
 * details come from patterns (e-mail, North American phone, Canadian postal code with the province before it), the
 * name from the first lines, and the sections from their headings; each section's entries are split on blank lines
 * or on a line that is not a bullet after bullets.
 */

type SectionName =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'volunteer';

/** Headings people write, lower-case, without their trailing colon. */
const HEADINGS: Readonly<Record<string, SectionName>> = Object.fromEntries(
  (
    [
      ['summary', ['summary', 'profile', 'professional summary', 'objective', 'career objective', 'about me']],
      [
        'work',
        [
          'experience',
          'work experience',
          'professional experience',
          'employment',
          'employment history',
          'work history',
        ],
      ],
      ['education', ['education', 'education and training', 'academic background', 'training']],
      ['skills', ['skills', 'key skills', 'technical skills', 'core competencies', 'competencies', 'qualifications']],
      ['languages', ['languages', 'language skills']],
      ['certifications', ['certifications', 'certificates', 'licences', 'licenses', 'licences and certifications']],
      ['projects', ['projects', 'key projects']],
      ['volunteer', ['volunteer', 'volunteering', 'volunteer experience', 'community involvement']],
    ] as const
  ).flatMap(([section, names]) => names.map((name) => [name, section])),
);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/;
const POSTAL_CODE = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/i;
const URL = /\bhttps?:\/\/[^\s<>"')]+/i;
const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
const CITY_PROVINCE = new RegExp(`([A-Za-zÀ-ÿ.'’ -]{2,40}),\\s*(${PROVINCES.join('|')})\\b`);
const DATE = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}`;
const DATE_RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to)\\s*(${DATE}|present|current|now)`, 'i');
const SINGLE_DATE = new RegExp(`(${DATE})`, 'i');
const BULLET = /^\s*(?:[-*•·▪◦‣●]|\d+[.)])\s+/;

/** A résumé's text read into the JSON Resume shape; unknown parts are left out, never guessed. */
export function parseResume(text: string): ParsedResume {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const { head, sections } = splitSections(lines);
  const joined = lines.join('\n');
  const summary = sections.summary?.filter(Boolean).join(' ');
  return {
    basics: clean({
      name: nameFrom(head.length > 0 ? head : lines),
      label: labelFrom(head),
      email: joined.match(EMAIL)?.[0]?.toLowerCase(),
      phone: phoneFrom(joined),
      url: joined.match(URL)?.[0],
      location: locationFrom(lines),
      summary: summary ? summary.slice(0, 2_000) : undefined,
    }),
    work: entries(sections.work).map((entry) => clean({ position: entry.title, name: entry.subtitle, ...entry.rest })),
    education: entries(sections.education).map((entry) =>
      clean({ institution: entry.title, area: entry.subtitle, ...entry.rest }),
    ),
    skills: listItems(sections.skills).map((name) => ({ name })),
    languages: listItems(sections.languages).map(languageFrom),
    certifications: listItems(sections.certifications).map((line) =>
      clean({
        name: line.replace(SINGLE_DATE, '').replace(/[\s,(–-]+$/, '') || line,
        date: line.match(SINGLE_DATE)?.[1],
      }),
    ),
    projects: entries(sections.projects).map((entry) =>
      clean({ name: entry.title, description: entry.subtitle, ...entry.rest }),
    ),
    volunteer: entries(sections.volunteer).map((entry) =>
      clean({ position: entry.title, organization: entry.subtitle, ...entry.rest }),
    ),
  };
}

/** The heading a line is, if it is one: short, known once its colon and case are dropped. */
export function headingOf(line: string): SectionName | undefined {
  if (line.length === 0 || line.length > 40) return undefined;
  return HEADINGS[line.replace(/[:\s]+$/, '').toLowerCase()];
}

function splitSections(lines: string[]): { head: string[]; sections: Partial<Record<SectionName, string[]>> } {
  const head: string[] = [];
  const sections: Partial<Record<SectionName, string[]>> = {};
  let current: string[] = head;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      sections[heading] ??= [];
      current = sections[heading];
    } else current.push(line);
  }
  return { head, sections };
}

/** The name: the first short line of words that is not contact details or a heading. */
function nameFrom(lines: string[]): string | undefined {
  for (const line of lines.slice(0, 8)) {
    if (!line) continue;
    if (EMAIL.test(line) || PHONE.test(line) || URL.test(line) || /\d/.test(line)) continue;
    if (/^(curriculum vitae|resume|résumé|cv)$/i.test(line)) continue;
    const words = line.split(' ');
    if (words.length >= 2 && words.length <= 4 && words.every((word) => /^[\p{L}][\p{L}'’.-]*$/u.test(word)))
      return words.map((word) => (word === word.toUpperCase() ? capitalise(word) : word)).join(' ');
  }
  return undefined;
}

const capitalise = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** The line under the name, when it reads as a title ('Retail Merchandiser'), not contact details. */
function labelFrom(head: string[]): string | undefined {
  const name = nameFrom(head);
  const filled = head.filter(Boolean);
  const at = filled.findIndex((line) => nameFrom([line]) === name);
  const next = at >= 0 ? filled[at + 1] : undefined;
  if (!next || next.length > 80 || EMAIL.test(next) || PHONE.test(next) || /\d/.test(next)) return undefined;
  return next;
}

function phoneFrom(text: string): string | undefined {
  const match = text.match(PHONE);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

function locationFrom(lines: string[]): ParsedResume['basics']['location'] {
  for (const line of lines.slice(0, 15)) {
    const postal = line.match(POSTAL_CODE);
    const cityProvince = line.match(CITY_PROVINCE);
    if (!postal && !cityProvince) continue;
    const city = cityProvince?.[1]?.split(/[,|•]/).pop()?.trim();
    return clean({
      address: cityProvince ? line.slice(0, cityProvince.index).replace(/[\s,|•]+$/, '') || undefined : undefined,
      city,
      region: cityProvince?.[2],
      postalCode: postal ? `${postal[1]} ${postal[2]}`.toUpperCase() : undefined,
      countryCode: 'CA',
    });
  }
  return undefined;
}

interface Entry {
  title?: string;
  subtitle?: string;
  rest: { startDate?: string; endDate?: string; summary?: string; highlights?: string[] };
}

/** A section's entries: a first line (title, and what follows a comma, dash or 'at' as subtitle), dates, bullets. */
function entries(lines: string[] | undefined): Entry[] {
  const blocks: string[][] = [];
  let block: string[] = [];
  for (const line of lines ?? []) {
    const startsNew = !line || (!BULLET.test(line) && block.some((previous) => BULLET.test(previous)));
    if (startsNew && block.length > 0) {
      blocks.push(block);
      block = [];
    }
    if (line) block.push(line);
  }
  if (block.length > 0) blocks.push(block);
  return blocks.slice(0, 100).map(entryOf);
}

function entryOf(block: string[]): Entry {
  const dates = block.join(' ').match(DATE_RANGE);
  const single = dates ? undefined : block.join(' ').match(SINGLE_DATE);
  const plain = block.filter((line) => !BULLET.test(line));
  const highlights = block.filter((line) => BULLET.test(line)).map((line) => line.replace(BULLET, '').slice(0, 2_000));
  const first = (plain[0] ?? '')
    .replace(DATE_RANGE, '')
    .replace(/[\s,|(–-]+$/, '')
    .trim();
  const [title, subtitle] = first.split(/\s+(?:at|@|-|–|—|\|)\s+|,\s+/, 2);
  const summary = plain.slice(1).join(' ').replace(DATE_RANGE, '').trim();
  return {
    title: title || undefined,
    subtitle: subtitle || undefined,
    rest: clean({
      startDate: dates?.[1] ?? single?.[1],
      endDate: dates?.[2],
      summary: summary ? summary.slice(0, 2_000) : undefined,
      highlights: highlights.length > 0 ? highlights : undefined,
    }),
  };
}

/** A list section's items: bullets or lines, split on commas and semicolons. */
function listItems(lines: string[] | undefined): string[] {
  return (lines ?? [])
    .filter(Boolean)
    .flatMap((line) => line.replace(BULLET, '').split(/\s*[,;•|]\s*/))
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= 200)
    .slice(0, 200);
}

function languageFrom(item: string): { language: string; fluency?: string } {
  const match = item.match(/^(.+?)\s*(?:\(([^)]+)\)|[-–:]\s*(.+))$/);
  const fluency = match?.[2] ?? match?.[3];
  return match?.[1] && fluency ? { language: match[1], fluency } : { language: item };
}

/** The object without its undefined fields (the contract's optional fields are absent, not undefined). */
function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
