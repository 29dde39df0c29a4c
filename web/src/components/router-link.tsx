import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router';

/** A Cloudscape Link that follows in-app hrefs through the router: no full page reload. */
export function RouterLink({ href, ...props }: LinkProps & { href: string }) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
