import Box from '@cloudscape-design/components/box';
import type { ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

/** A modal's buttons, right-aligned in a row. */
export function ModalFooter({ children }: { children: ReactNode }) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        {children}
      </SpaceBetween>
    </Box>
  );
}

/** A modal's `onDismiss`: the spec's modals do not close on a click outside, nor while busy (000 §9). */
export function dismissUnlessOverlay(onDismiss: () => void, busy = false): NonNullable<ModalProps['onDismiss']> {
  return (event) => {
    if (event.detail.reason !== 'overlay' && !busy) onDismiss();
  };
}
