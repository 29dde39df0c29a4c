import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { OrderEntry } from './order-entry.tsx';
import { orderStrings as s } from './strings.ts';

/** /orderEntry?serviceId= : Order Entry as a page (002 §2). */
export function OrderEntryPage() {
  const [params] = useSearchParams();
  const serviceId = Number(params.get('serviceId'));
  useDocumentTitle(s.title);
  return (
    <ContentLayout header={<Header variant="h1">{s.title}</Header>}>
      {Number.isInteger(serviceId) && serviceId > 0 ? (
        <OrderEntry key={serviceId} serviceId={serviceId} />
      ) : (
        s.missingService
      )}
    </ContentLayout>
  );
}
