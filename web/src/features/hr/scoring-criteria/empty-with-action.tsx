import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A panel's empty state: the spec's sentence and a button that adds the first record. */
export function EmptyWithAction({
  text,
  action,
  onAction,
  testId,
}: {
  text: string;
  action: string;
  onAction: () => void;
  testId: string;
}) {
  return (
    <Box textAlign="center" data-testid={testId}>
      <SpaceBetween size="xs">
        <b>{text}</b>
        <Button onClick={onAction}>{action}</Button>
      </SpaceBetween>
    </Box>
  );
}
