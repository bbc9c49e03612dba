import { Alert, Card, Skeleton, Title } from '@mantine/core';
import { CHART_DELAY_MS, dashboardTexts } from '@wayfare/contracts';
import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

/** A chart whose code failed to load or which threw while drawing shows the error alert, not a blank page. */
class ChartErrorBoundary extends Component<{ children: ReactNode }, { failure: string | null }> {
  override state = { failure: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.failure === null ? this.props.children : <ChartFailure message={this.state.failure} />;
  }
}

export function ChartFailure({ message }: { message: string }) {
  return (
    <Alert color="red" title={dashboardTexts.chartFailed}>
      {message}
    </Alert>
  );
}

/** True once `ms` have passed since the first render. */
function useAfter(ms: number) {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * A dashboard chart's card (spec 001 §9: width 12, drawn 500 ms after the page's code has loaded).
 * `chart` is a lazily loaded component, so the charts library is fetched only when a chart is drawn;
 * `failure` is the data's load error, shown as the error alert in the chart's place.
 */
export function ChartFrame({
  title,
  height,
  failure,
  ready,
  chart,
}: {
  title: string;
  height: number;
  failure: string | null;
  /** The data has arrived. */
  ready: boolean;
  chart: () => ReactNode;
}) {
  const delayed = useAfter(CHART_DELAY_MS);
  // A status, so its name is heard (a named div without a role is axe's aria-prohibited-attr).
  const placeholder = <Skeleton h={height} role="status" aria-label={`Loading ${title}`} />;
  return (
    <Card withBorder padding="md" component="section" aria-label={title} h="100%">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {failure !== null ? (
        <ChartFailure message={failure} />
      ) : ready && delayed ? (
        <ChartErrorBoundary>
          <Suspense fallback={placeholder}>{chart()}</Suspense>
        </ChartErrorBoundary>
      ) : (
        placeholder
      )}
    </Card>
  );
}
