import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { ACCESS } from '@shelfline/shared/access';
import { hasAnyRole } from '@shelfline/shared/roles';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session/session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { activePlanogramsQuery, planogramQuery } from '../../queries/planograms.ts';
import { DataTab } from './data-tab.tsx';
import { ImportModal } from './import-modal.tsx';
import { LayoutTab } from './layout-tab.tsx';
import { PLANOGRAM_STRINGS as s } from './strings.ts';

/**
 * /planogramMaintenance/{planogramId} (001 §2): a code dropdown to switch planogram, Cancel back to the list, Import
 * (only while data and layout are empty, 001 §4; the server refuses otherwise too), and the Data and Layout tabs.
 */
export function PlanogramDetailPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = Number(matchWebRoute(pathname)?.params.planogramId) || undefined;
  const planogram = useQuery(planogramQuery(id));
  const all = useQuery(activePlanogramsQuery());
  const canWrite = hasAnyRole(useSession()?.roles ?? [], ACCESS.contentManage);
  const [importing, setImporting] = useState(false);
  const [tab, setTab] = useState('data');
  useDocumentTitle(planogram.data?.planogramCode ?? s.title);

  if (id === undefined) return <Alert type="error">{s.title}</Alert>;
  if (planogram.isPending) return <Spinner size="large" />;
  if (planogram.error) return <Alert type="error">{messagesOf(planogram.error).join(' ')}</Alert>;
  const p = planogram.data;
  const empty = p.dataRowsCount === 0 && p.layoutCellsCount === 0;
  const options = [
    ...(all.data ?? []).map((x) => ({ value: String(x.id), label: x.planogramCode })),
    ...((all.data ?? []).some((x) => x.id === p.id) ? [] : [{ value: String(p.id), label: p.planogramCode }]),
  ];

  return (
    <SpaceBetween size="m">
      <Header
        variant="h1"
        description={[p.category, p.planogramType, p.comments].filter(Boolean).join(' · ')}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Link
              href="/planogramMaintenance"
              data-testid="cancel"
              onFollow={(e) => {
                e.preventDefault();
                void navigate('/planogramMaintenance');
              }}
            >
              {s.cancel}
            </Link>
            {canWrite && (
              <Button
                data-testid="import"
                disabled={!empty}
                disabledReason={s.importDisabled}
                onClick={() => setImporting(true)}
              >
                {s.importButton}
              </Button>
            )}
          </SpaceBetween>
        }
      >
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <span>{s.title}</span>
          <Select
            data-testid="planogram-switch"
            ariaLabel={s.switchPlanogram}
            selectedOption={options.find((o) => o.value === String(p.id)) ?? null}
            options={options}
            filteringType="auto"
            onChange={(e) => void navigate(`/planogramMaintenance/${e.detail.selectedOption.value}`)}
          />
        </SpaceBetween>
      </Header>
      <Tabs
        activeTabId={tab}
        onChange={(e) => setTab(e.detail.activeTabId)}
        tabs={[
          { id: 'data', label: s.dataTab, content: <DataTab key={p.id} planogramId={p.id} canWrite={canWrite} /> },
          {
            id: 'layout',
            label: s.layoutTab,
            content: <LayoutTab key={p.id} planogramId={p.id} canWrite={canWrite} />,
          },
        ]}
      />
      {importing && <ImportModal planogramId={p.id} onDismiss={() => setImporting(false)} />}
    </SpaceBetween>
  );
}
