import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import PieChart from '@cloudscape-design/components/pie-chart';
import type { Summary } from '@shelfline/shared/contracts/summary.contract';
import type { ReactNode } from 'react';
import { SUMMARY_STRINGS as s } from './strings.ts';

/** 002 §2: "blue and orange, with green and red for reviewed" (brief S3). */
const COLOURS = { completed: '#0972d3', incomplete: '#ec7211', reviewed: '#037f0c', notReviewed: '#d91515' };

function Chart({
  title,
  testId,
  data,
  actions,
}: {
  title: string;
  testId: string;
  data: { title: string; value: number; color: string }[];
  actions?: ReactNode;
}) {
  return (
    <Container
      header={
        <Header variant="h3" actions={actions}>
          {title}
        </Header>
      }
      data-testid={testId}
    >
      <PieChart
        variant="donut"
        size="small"
        hideFilter
        data={data}
        innerMetricValue={String(data.reduce((sum, d) => sum + d.value, 0))}
        ariaLabel={title}
        empty={<Box color="text-status-inactive">{s.noRows}</Box>}
        i18nStrings={{ legendAriaLabel: title, chartAriaRoleDescription: title }}
      />
      <Box variant="small" data-testid={`${testId}-counts`}>
        {data.map((d) => `${d.title}: ${d.value}`).join(' · ')}
      </Box>
    </Container>
  );
}

/**
 * Completion (completed blue / incomplete orange) and Reviewed (green / red). A customer sees Completion only when
 * staff display it to them (the server then sends the incomplete count) and counts their own review.
 */
export function SummaryCharts({
  summary,
  customer,
  chartSwitch,
}: {
  summary: Summary;
  customer: boolean;
  /** Staff's 'Display chart to client' switch, beside the chart it is about. */
  chartSwitch?: ReactNode;
}) {
  const completed = summary.details.length;
  const reviewed = summary.details.filter((row) => (customer ? row.reviewedClient : row.reviewedInternal)).length;
  const showCompletion = summary.totalIncomplete !== undefined && (!customer || summary.displayCompletionChartToClient);
  return (
    <ColumnLayout columns={showCompletion ? 2 : 1}>
      {showCompletion && (
        <Chart
          title={s.completionChart}
          testId="completion-chart"
          actions={chartSwitch}
          data={[
            { title: s.completed, value: completed, color: COLOURS.completed },
            { title: s.incomplete, value: summary.totalIncomplete ?? 0, color: COLOURS.incomplete },
          ]}
        />
      )}
      <Chart
        title={s.reviewedChart}
        testId="reviewed-chart"
        data={[
          { title: s.reviewed, value: reviewed, color: COLOURS.reviewed },
          { title: s.notReviewed, value: completed - reviewed, color: COLOURS.notReviewed },
        ]}
      />
    </ColumnLayout>
  );
}
