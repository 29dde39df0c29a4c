import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ParsedResume } from '@shelfline/shared/contracts/ats-parsed-resume.contract';
import type { Parsed, ScoringInfo } from './parsed-data.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

/** A website becomes a link only when it is http(s) (brief 6f: the text comes from a sender's file). */
const safeLink = (url: string | undefined) =>
  url && /^https?:\/\//i.test(url) ? (
    <Link href={url} external>
      {url}
    </Link>
  ) : (
    (url ?? '')
  );

/** One line of a list entry: its non-empty parts joined. */
const line = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

type Entry = {
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
};

function EntryList<T extends Entry>({ items, title }: { items: readonly T[]; title: (item: T) => string }) {
  return (
    <ul>
      {items.map((item, index) => (
        // The entries have no id; their order is the résumé's and never changes while shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the résumé's order
        <li key={index}>
          <b>{title(item)}</b> {line(item.startDate, item.endDate)}
          {item.summary && <Box variant="p">{item.summary}</Box>}
          {item.highlights && item.highlights.length > 0 && (
            <ul>
              {item.highlights.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the résumé's order
                <li key={i}>{h}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The Parsed Resume tab: the basics, then each list the analyzer found, all as text. */
export function ParsedResumeTab({ parsed }: { parsed: Parsed<ParsedResume> }) {
  if (!parsed?.ok) return <Alert type="error">{s.resumeParseError}</Alert>;
  const r = parsed.value;
  const b = r.basics;
  const loc = b.location;
  const sections: [string, number, React.ReactNode][] = [
    [s.sections.work, r.work.length, <EntryList key="w" items={r.work} title={(w) => line(w.position, w.name)} />],
    [
      s.sections.education,
      r.education.length,
      <EntryList key="e" items={r.education} title={(e) => line(e.studyType, e.area, e.institution)} />,
    ],
    [
      s.sections.skills,
      r.skills.length,
      <ul key="s">
        {r.skills.map((k) => (
          <li key={k.name}>{line(k.name, k.keywords?.join(', '))}</li>
        ))}
      </ul>,
    ],
    [
      s.sections.certifications,
      r.certifications.length,
      <ul key="c">
        {r.certifications.map((c) => (
          <li key={`${c.name}#${c.date ?? ''}`}>{line(c.name, c.issuer, c.date)}</li>
        ))}
      </ul>,
    ],
    [
      s.sections.languages,
      r.languages.length,
      <ul key="l">
        {r.languages.map((l) => (
          <li key={l.language}>{line(l.language, l.fluency)}</li>
        ))}
      </ul>,
    ],
    [s.sections.projects, r.projects.length, <EntryList key="p" items={r.projects} title={(p) => p.name ?? ''} />],
    [
      s.sections.volunteer,
      r.volunteer.length,
      <EntryList key="v" items={r.volunteer} title={(v) => line(v.position, v.organization)} />,
    ],
  ];
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        columns={3}
        items={[
          { label: s.basics.name, value: b.name ?? '' },
          { label: s.basics.label, value: b.label ?? '' },
          { label: s.basics.email, value: b.email ?? '' },
          { label: s.basics.phone, value: b.phone ?? '' },
          { label: s.basics.url, value: safeLink(b.url) },
          {
            label: s.basics.location,
            value: loc
              ? [loc.address, loc.city, loc.region, loc.postalCode, loc.countryCode].filter(Boolean).join(', ')
              : '',
          },
          { label: s.basics.summary, value: b.summary ?? '' },
        ]}
      />
      {sections
        .filter(([, count]) => count > 0)
        .map(([title, count, body]) => (
          <ExpandableSection key={title} headerText={`${title} (${count})`} defaultExpanded>
            {body}
          </ExpandableSection>
        ))}
    </SpaceBetween>
  );
}

/** The Scoring Info tab: the overall score and each criterion's category, score, weight and notes. */
export function ScoringTab({ scoring }: { scoring: Parsed<ScoringInfo> }) {
  if (!scoring?.ok) return <Alert type="error">{s.scoringParseError}</Alert>;
  return (
    <SpaceBetween size="m">
      <Box variant="h3" data-testid="scoring-overall">
        {s.overallScore}: {scoring.value.overallScore}
      </Box>
      <Table
        variant="embedded"
        wrapLines
        items={scoring.value.criteria}
        columnDefinitions={[
          { id: 'category', header: s.scoringColumns.category, cell: (c) => line(c.category, c.name) },
          { id: 'score', header: s.scoringColumns.score, cell: (c) => c.score },
          { id: 'weight', header: s.scoringColumns.weight, cell: (c) => c.weight },
          { id: 'notes', header: s.scoringColumns.notes, cell: (c) => c.notes },
        ]}
      />
    </SpaceBetween>
  );
}
