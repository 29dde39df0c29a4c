import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { clampPage } from './resume-viewer-pages.ts';
import { DETAIL_STRINGS as s } from './strings.ts';

/**
 * The viewer's page navigation: Previous / Next buttons (keyboard buttons, disabled at either end), 'Page x of n'
 * (announced to screen readers), and a page input taken on Enter or when it loses focus, clamped to 1..n.
 */
export function ResumePager({
  page,
  count,
  onChange,
}: {
  page: number;
  count: number;
  onChange: (page: number) => void;
}) {
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);
  const commit = () => {
    const wanted = clampPage(draft, count);
    setDraft(String(wanted ?? page));
    if (wanted !== undefined && wanted !== page) onChange(wanted);
  };
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button
        iconName="angle-left"
        variant="icon"
        ariaLabel={s.previousPage}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        data-testid="resume-previous"
      />
      <Box data-testid="resume-page-of">
        <span aria-live="polite">{s.pageOf(page, count)}</span>
      </Box>
      <Button
        iconName="angle-right"
        variant="icon"
        ariaLabel={s.nextPage}
        disabled={page >= count}
        onClick={() => onChange(page + 1)}
        data-testid="resume-next"
      />
      <div style={{ width: '6em' }}>
        <Input
          type="number"
          inputMode="numeric"
          ariaLabel={s.goToPage}
          value={draft}
          onChange={({ detail }) => setDraft(detail.value)}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') commit();
          }}
          onBlur={commit}
          data-testid="resume-page-input"
        />
      </div>
    </SpaceBetween>
  );
}
