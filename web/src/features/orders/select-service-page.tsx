import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Role } from '@shelfline/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session.ts';
import { type UrlStateCodec, useUrlState } from '../../components/use-url-state.ts';
import { readUrl, urlParam, writeUrl } from '../../lib/url-state.ts';
import { merchandisersQuery } from '../../queries/employees.ts';
import { orderServicesQuery } from '../../queries/orders.ts';
import { orderStrings as s } from './strings.ts';

/*
 * /order, Orders - Select Service (002 §2): a merchandiser sees their own services at once; staff pick a merchandiser
 * first (the list loads only after a pick). Server paged; the merchandiser and page live in the URL. Select opens
 * /orderEntry?serviceId=. A failed load shows 'Could not fetch orders.' (the query's failure message).
 */

const STAFF: readonly Role[] = ['admin', 'accountManager', 'supervisor'];
const PAGE_SIZE = 20;
const PARAMS = { merchandiserId: urlParam.id(), page: urlParam.page() };
type SelectUrl = { merchandiserId: number | undefined; page: number };
const CODEC: UrlStateCodec<SelectUrl> = {
  read: (params) => readUrl(PARAMS, params),
  write: (params, state) => writeUrl(PARAMS, params, state),
  firstPage: (state) => ({ ...state, page: 1 }),
};

export function SelectServicePage() {
  const session = useSession();
  const isStaff = session?.roles.some((role) => STAFF.includes(role)) ?? false;
  const { state, update } = useUrlState(CODEC);
  const navigate = useNavigate();
  const merchandisers = useQuery({ ...merchandisersQuery(), enabled: isStaff });
  const ready = !isStaff || state.merchandiserId !== undefined;
  const services = useQuery({
    ...orderServicesQuery({ merchandiserId: state.merchandiserId, pageNumber: state.page, pageSize: PAGE_SIZE }),
    enabled: ready,
  });
  const options = (merchandisers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const chosen = options.find((o) => o.value === String(state.merchandiserId)) ?? null;
  const total = services.data?.totalFilteredRecords ?? 0;
  const c = s.columns;

  return (
    <ContentLayout header={<Header variant="h1">{s.selectTitle}</Header>}>
      <SpaceBetween size="l">
        {isStaff && (
          <FormField label={s.merchandiser}>
            <Select
              selectedOption={chosen}
              options={options}
              filteringType="auto"
              placeholder={s.chooseMerchandiser}
              statusType={merchandisers.isPending ? 'loading' : 'finished'}
              onChange={(e) => update({ merchandiserId: Number(e.detail.selectedOption.value) })}
              data-testid="order-merchandiser"
            />
          </FormField>
        )}
        <Table
          items={services.data?.items ?? []}
          loading={ready && services.isPending}
          trackBy="serviceID"
          empty={ready ? s.noServices : s.chooseFirst}
          data-testid="order-services"
          columnDefinitions={[
            { id: 'serviceID', header: c.serviceId, cell: (r) => r.serviceID },
            { id: 'earliest', header: c.earliest, cell: (r) => r.earliestDate },
            { id: 'latest', header: c.latest, cell: (r) => r.latestDate },
            { id: 'retailer', header: c.retailer, cell: (r) => r.retailerName },
            { id: 'store', header: c.store, cell: (r) => r.storeNumber },
            { id: 'job', header: c.job, cell: (r) => r.jobNumber },
            { id: 'status', header: c.status, cell: (r) => r.orderStatus ?? s.noOrder },
            {
              id: 'select',
              header: '',
              cell: (r) => (
                <Button
                  onClick={() => void navigate(`/orderEntry?serviceId=${r.serviceID}`)}
                  data-testid={`order-select-${r.serviceID}`}
                >
                  {s.select}
                </Button>
              ),
            },
          ]}
          pagination={
            total > PAGE_SIZE ? (
              <Pagination
                currentPageIndex={state.page}
                pagesCount={Math.ceil(total / PAGE_SIZE)}
                onChange={(e) => update({ page: e.detail.currentPageIndex })}
              />
            ) : undefined
          }
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
