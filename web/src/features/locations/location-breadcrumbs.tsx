import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import { useNavigate } from 'react-router';
import { locationStrings as s } from './strings.ts';

export interface Crumb {
  text: string;
  href: string;
}

/** Locations › Canada › Ontario: each level links back up, through the router. */
export function LocationBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  const navigate = useNavigate();
  return (
    <BreadcrumbGroup
      data-testid="breadcrumbs"
      ariaLabel="Breadcrumbs"
      items={[{ text: s.locations, href: '/locations' }, ...items]}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(event.detail.href);
      }}
    />
  );
}
