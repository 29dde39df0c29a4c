import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { MerchandiserInvoice } from '@shelfline/shared/contracts/merchandiser-invoicing.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messagesOf } from '../../lib/api-client.ts';
import {
  invoicePdfQuery,
  merchandiserInvoicesQuery,
  merchandiserInvoicingKeys,
} from '../../queries/merchandiser-invoicing.ts';
import { type FilterRights, invoicesQueryOf, useInvoicingFilter } from './invoicing-filter.ts';
import { InvoicingFilterBar } from './invoicing-filter-bar.tsx';
import { PdfModal } from './pdf-modal.tsx';
import { merchandiserInvoicingStrings as s } from './strings.ts';

const t = s.invoices;

/**
 * The Invoices tab (002 §2; hidden for account managers): invoices issued in the period, newest first, with
 * View/Print Invoice opening the PDF in a modal titled 'Invoice: {n}'. Merchandisers do not see the Merchandiser column.
 */
export function InvoicesTab({ rights }: { rights: FilterRights }) {
  const { filter, load } = useInvoicingFilter(rights);
  const invoices = useQuery(merchandiserInvoicesQuery(invoicesQueryOf(filter), rights.invoices));
  const [viewing, setViewing] = useState<MerchandiserInvoice>();
  const queryClient = useQueryClient();
  const columns: TableProps.ColumnDefinition<MerchandiserInvoice>[] = [
    { id: 'num', header: t.invoiceNum, cell: (i) => i.invoiceNum },
    { id: 'date', header: t.date, cell: (i) => i.dateIssued },
    ...(rights.peopleColumns
      ? [{ id: 'merchandiser', header: t.merchandiser, cell: (i: MerchandiserInvoice) => i.empFullname }]
      : []),
    { id: 'total', header: t.total, cell: (i) => formatCents(toCents(i.amount)) },
    { id: 'batch', header: t.batch, cell: (i) => i.batchNum },
    {
      id: 'view',
      header: '',
      cell: (i) => (
        <Button variant="inline-link" onClick={() => setViewing(i)} data-testid="invoice-view">
          {t.view}
        </Button>
      ),
    },
  ];
  return (
    <SpaceBetween size="m">
      <InvoicingFilterBar
        rights={rights}
        filter={filter}
        forInvoices
        onLoad={(next) => {
          load(next);
          void queryClient.invalidateQueries({ queryKey: merchandiserInvoicingKeys.all });
        }}
        loading={invoices.isFetching}
      />
      <Table
        data-testid="invoices-table"
        items={invoices.data ?? []}
        trackBy="invoiceId"
        loading={invoices.isLoading}
        columnDefinitions={columns}
        empty={<Box textAlign="center">{invoices.error ? messagesOf(invoices.error).join(' ') : t.empty}</Box>}
        header={<Header counter={`(${invoices.data?.length ?? 0})`}>{t.header}</Header>}
      />
      {viewing && (
        <PdfModal
          title={s.pdf.invoiceTitle(viewing.invoiceNum)}
          query={invoicePdfQuery(viewing.invoiceId)}
          fileName={`invoice-${viewing.invoiceNum}.pdf`}
          onDismiss={() => setViewing(undefined)}
        />
      )}
    </SpaceBetween>
  );
}
