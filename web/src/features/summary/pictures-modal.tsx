import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { SummaryRow } from '@shelfline/shared/contracts/summary.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ModalFooter } from '../../components/crud/modal-parts.tsx';
import { summaryPicturesQuery } from '../../queries/summary.ts';
import { SUMMARY_STRINGS as s } from './strings.ts';
import './summary.css';

/**
 * A row's pictures (brief S2): short-lived links asked when the modal opens, shown as thumbnails; the chosen one is
 * shown full width below them.
 */
export function PicturesModal({ row, onDismiss }: { row: SummaryRow; onDismiss: () => void }) {
  const pictures = useQuery(summaryPicturesQuery(row.serviceID));
  const [chosen, setChosen] = useState(0);
  const list = pictures.data?.pictures ?? [];
  const shown = list[chosen] ?? list[0];
  return (
    <Modal
      visible
      size="large"
      header={s.picturesTitle(`${row.storeName} #${row.storeNumber}`)}
      data-testid="pictures-modal"
      onDismiss={onDismiss}
      footer={
        <ModalFooter>
          <Button variant="primary" onClick={onDismiss}>
            {s.close}
          </Button>
        </ModalFooter>
      }
    >
      {pictures.isPending ? (
        <Spinner size="large" />
      ) : list.length === 0 ? (
        <Box>{pictures.isError ? pictures.error.message : s.noPictures}</Box>
      ) : (
        <SpaceBetween size="m">
          <div className="summary-thumbnails">
            {list.map((picture, index) => (
              <button
                type="button"
                key={picture.url}
                className="summary-thumbnail"
                aria-pressed={picture === shown}
                onClick={() => setChosen(index)}
              >
                <img src={picture.url} alt={picture.fileName} loading="lazy" />
              </button>
            ))}
          </div>
          {shown && <img className="summary-picture" src={shown.url} alt={shown.fileName} data-testid="picture-full" />}
        </SpaceBetween>
      )}
    </Modal>
  );
}
