import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { MerchandiserChargeRow } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { formatCents, sumCents, toCents } from '@shelfline/shared/money';
import type { Role } from '@shelfline/shared/roles';
import { merchandiserInvoicingRoutes as routes } from '@shelfline/shared/routes/merchandiserinvoicing.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import {
  merchandiserChargesQuery,
  merchandiserInvoicingKeys,
  preliminaryPdfQuery,
} from '../../queries/merchandiser-invoicing.ts';
import { miscChargeKeys } from '../../queries/misc-charges.ts';
import { useServiceReportOpener } from '../service-report/service-report-opener.tsx';
import { chargeColumns } from './charge-columns.tsx';
import { chargesQueryOf, type FilterRights, useInvoicingFilter } from './invoicing-filter.ts';
import { InvoicingFilterBar } from './invoicing-filter-bar.tsx';
import { PdfModal } from './pdf-modal.tsx';
import { merchandiserInvoicingStrings as s } from './strings.ts';
import { ViewChargeModal } from './view-charge-modal.tsx';

/**
 * The Charges tab (002 §2; brief §2.3 (b)): the filter bar, the charges by completed date (no paging), Show Report,
 * View Charge, and View Preliminary Invoice, Approve (admins and account managers; with the misc charges selected on
 * the Misc. Charges tab, decision A21) and Submit Invoice (merchandisers, supervisors, admins with a merchandiser).
 */
export function ChargesTab({
  roles,
  rights,
  selectedMiscIds = [],
  onApproved,
}: {
  roles: readonly Role[];
  rights: FilterRights;
  /** Misc charges chosen on the Misc. Charges tab: the one Approve sends them too. */
  selectedMiscIds?: readonly number[];
  onApproved?: () => void;
}) {
  const { filter, load } = useInvoicingFilter(rights);
  const query = chargesQueryOf(filter);
  const charges = useQuery(merchandiserChargesQuery(query));
  const [selected, setSelected] = useState<MerchandiserChargeRow[]>([]);
  const [viewing, setViewing] = useState<number>();
  const [preliminary, setPreliminary] = useState(false);
  const report = useServiceReportOpener(roles);
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const failed = (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false });

  const reload = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: merchandiserInvoicingKeys.all });
  };
  const approve = useMutation({
    mutationFn: (ids: number[]) => callRoute(routes.approveCharges, { body: { ids } }),
    onSuccess: ({ approved }) => {
      notify({ type: 'success', content: s.charges.approved(approved) });
      reload();
      void queryClient.invalidateQueries({ queryKey: miscChargeKeys.all });
      onApproved?.();
    },
    onError: failed,
  });
  const submit = useMutation({
    mutationFn: () =>
      callRoute(routes.submitInvoice, {
        body: {
          fromDate: filter.fromDate,
          toDate: filter.toDate,
          jobId: filter.jobId ?? null,
          ...(filter.merchandiserId ? { merchandiserId: filter.merchandiserId } : {}),
        },
      }),
    onSuccess: () => {
      notify({ type: 'success', content: s.charges.submitted });
      reload();
    },
    onError: failed,
  });

  // Staff other than a merchandiser choose whose invoice; a supervisor without a choice submits their own.
  const needsMerchandiser = rights.merchandiser && filter.merchandiserId === undefined;
  const onApprove = () => {
    const ids = [...selected.map((r) => r.chargeId), ...selectedMiscIds];
    if (ids.length === 0) notify({ type: 'warning', content: s.charges.selectSome });
    else approve.mutate(ids);
  };
  const rows = charges.data ?? [];
  const total = formatCents(sumCents(rows.map((r) => toCents(r.amount))));

  return (
    <SpaceBetween size="m">
      <InvoicingFilterBar
        rights={rights}
        filter={filter}
        onLoad={(next) => {
          load(next);
          reload();
        }}
        loading={charges.isFetching}
      />
      <Table
        data-testid="charges-table"
        items={rows}
        trackBy="chargeId"
        loading={charges.isLoading}
        selectionType={rights.manageCharges ? 'multi' : undefined}
        selectedItems={selected}
        onSelectionChange={(e) => setSelected(e.detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: s.charges.header,
          itemSelectionLabel: (_, r) => `${r.chargeId}`,
          allItemsSelectionLabel: () => s.charges.header,
        }}
        columnDefinitions={chargeColumns(rights, {
          report: (r) => report.button({ serviceId: r.serviceId, isActivated: true, isSubmitted: true }),
          view: (r) => setViewing(r.chargeId),
        })}
        wrapLines={false}
        empty={<Box textAlign="center">{charges.error ? messagesOf(charges.error).join(' ') : s.charges.empty}</Box>}
        header={
          <Header
            counter={`(${rows.length})`}
            description={`${s.charges.total}: ${total}`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  data-testid="charges-preliminary"
                  disabled={needsMerchandiser}
                  disabledReason={s.charges.chooseMerchandiser}
                  onClick={() => setPreliminary(true)}
                >
                  {s.charges.viewPreliminary}
                </Button>
                {rights.manageCharges && (
                  <Button data-testid="charges-approve" loading={approve.isPending} onClick={onApprove}>
                    {s.charges.approve}
                  </Button>
                )}
                {rights.invoices && (
                  <Button
                    variant="primary"
                    data-testid="charges-submit"
                    disabled={rights.admin && filter.merchandiserId === undefined}
                    disabledReason={s.charges.chooseMerchandiser}
                    loading={submit.isPending}
                    onClick={() => submit.mutate()}
                  >
                    {s.charges.submitInvoice}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {s.charges.header}
          </Header>
        }
      />
      {viewing !== undefined && <ViewChargeModal chargeId={viewing} onDismiss={() => setViewing(undefined)} />}
      {preliminary && (
        <PdfModal
          title={s.pdf.preliminaryTitle}
          query={preliminaryPdfQuery(query)}
          fileName="preliminary-invoice.pdf"
          onDismiss={() => setPreliminary(false)}
        />
      )}
      {report.modal}
    </SpaceBetween>
  );
}
