import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Popover from '@cloudscape-design/components/popover';
import type { AvailabilitySummary } from '@shelfline/shared/contracts/availability.contract';

type AvailabilityStatus = AvailabilitySummary['status'];

/** Availability colours (000 §2.7, states.md 1.4): Inactive, FullyBlocked, OverAllocated, PartiallyBlocked; green when free. */
export const AVAILABILITY_COLOURS: Record<AvailabilityStatus, BadgeProps['color']> = {
  Available: 'green',
  Inactive: 'grey',
  FullyBlocked: 'severity-critical',
  OverAllocated: 'severity-high',
  PartiallyBlocked: 'severity-medium',
};

/** The same colours as CSS values, for places a Badge cannot go (a picker option's icon). */
export const AVAILABILITY_CSS_COLOURS: Record<AvailabilityStatus, string> = {
  Available: '#037f0c',
  Inactive: '#8d99a8',
  FullyBlocked: '#d63f38',
  OverAllocated: '#fe6e73',
  PartiallyBlocked: '#f89256',
};

export const availabilityStrings = {
  of: (name: string) => `Availability of ${name}`,
  labels: {
    Available: 'Available',
    Inactive: 'Inactive',
    FullyBlocked: 'Fully blocked',
    PartiallyBlocked: 'Partially blocked',
    OverAllocated: 'Over allocated',
  } satisfies Record<AvailabilityStatus, string>,
  close: 'Close',
};

/** A coloured dot of a status, as an option icon (`iconSvg`) of a Select. */
export function AvailabilityDot({ status }: { status: AvailabilityStatus }) {
  return (
    <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true" data-status={status}>
      <circle cx="8" cy="8" r="6" fill={AVAILABILITY_CSS_COLOURS[status]} />
    </svg>
  );
}

/** A worker's availability as a coloured badge; the details open in a popover (keyboard: a button). */
export function AvailabilityBadge({
  name,
  status,
  details,
}: {
  name: string;
  status: AvailabilityStatus | undefined;
  details: readonly string[] | undefined;
}) {
  if (!status) return null;
  const label = availabilityStrings.labels[status] ?? status;
  const badge = (
    <Badge color={AVAILABILITY_COLOURS[status]} data-testid="availability" data-status={status}>
      {label}
    </Badge>
  );
  if (!details?.length) return badge;
  return (
    <Popover
      header={availabilityStrings.of(name)}
      size="medium"
      triggerType="custom"
      dismissAriaLabel={availabilityStrings.close}
      content={
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    >
      <button
        type="button"
        aria-label={`${availabilityStrings.of(name)}: ${label}`}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
      >
        {badge}
      </button>
    </Popover>
  );
}
