import Button from '@cloudscape-design/components/button';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole, type Role } from '@shelfline/shared/roles';
import { type ReactNode, useCallback, useState } from 'react';
import { ServiceReportModal } from './service-report-modal.tsx';
import { serviceReportStrings as s } from './strings.ts';

/*
 * The entry points' one piece (brief §6b): a screen asks for the opener, shows `button(serviceId)` where a service
 * is listed and renders `modal` once. The button shows for the roles that read reports (the access area
 * `serviceReports`) and for live services (a service still being planned has no report yet).
 */
export function useServiceReportOpener(roles: readonly Role[]) {
  const [open, setOpen] = useState<number>();
  const close = useCallback(() => setOpen(undefined), []);
  const mayOpen = hasAnyRole(roles, ACCESS.serviceReports);
  const button = (service: { serviceId: number; isActivated: boolean; isSubmitted: boolean }): ReactNode =>
    mayOpen && (service.isActivated || service.isSubmitted) ? (
      <Button
        variant="inline-link"
        ariaLabel={s.actionLabel(service.serviceId)}
        data-testid="service-report-open"
        onClick={() => setOpen(service.serviceId)}
      >
        {s.action}
      </Button>
    ) : null;
  const modal = open === undefined ? null : <ServiceReportModal serviceId={open} onDismiss={close} />;
  return { button, open: setOpen, modal, mayOpen };
}
