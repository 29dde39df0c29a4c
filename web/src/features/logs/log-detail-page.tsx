import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { matchWebRoute } from '@shelfline/shared/web-routes';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { logQuery } from '../../queries/logs.ts';
import { logStrings as s } from './strings.ts';

/**
 * Saves the log as `{name}.log` (001 §2): the text shown when it is the whole file, else the whole file through the
 * link the API gives with a truncated text (`downloadUrl`, which names the file itself).
 */
function download(name: string, log: { text: string; downloadUrl?: string }) {
  const url = log.downloadUrl ?? URL.createObjectURL(new Blob([log.text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.log`;
  document.body.append(link);
  link.click();
  link.remove();
  if (!log.downloadUrl) setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /logs/{name} (001 §2): the log's text and a Download button. */
export function LogDetailPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const name = matchWebRoute(pathname)?.params.name ?? '';
  useDocumentTitle(name);
  const log = useQuery(logQuery(name));

  return (
    <SpaceBetween size="m">
      <BreadcrumbGroup
        ariaLabel="Breadcrumbs"
        items={[
          { text: s.back, href: '/logs' },
          { text: name, href: `/logs/${encodeURIComponent(name)}` },
        ]}
        onFollow={(event) => {
          event.preventDefault();
          void navigate(event.detail.href);
        }}
      />
      <Container
        header={
          <Header
            variant="h1"
            description={log.data ? `${log.data.path} · ${s.size(log.data.size)}` : undefined}
            actions={
              <Button
                iconName="download"
                disabled={!log.data}
                onClick={() => log.data && download(name, log.data)}
                data-testid="log-download"
              >
                {s.download}
              </Button>
            }
          >
            {name}
          </Header>
        }
      >
        {log.isPending ? (
          <Spinner size="large" />
        ) : log.error ? (
          <Alert type="error">{messagesOf(log.error).join(' ')}</Alert>
        ) : (
          <SpaceBetween size="s">
            {log.data.truncated && <Alert type="info">{s.truncated}</Alert>}
            {log.data.text ? (
              <pre
                className="log-text"
                data-testid="log-text"
                style={{ whiteSpace: 'pre-wrap', overflowX: 'auto', margin: 0 }}
              >
                {log.data.text}
              </pre>
            ) : (
              <Box color="text-status-inactive">{s.empty}</Box>
            )}
          </SpaceBetween>
        )}
      </Container>
    </SpaceBetween>
  );
}
