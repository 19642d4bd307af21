import { consoleApi } from "#shared/console-paths.ts";
import { ActivityTable } from "../components/dashboard/activity-table";
import { CoursesTile } from "../components/dashboard/courses-tile";
import { GrowthChart } from "../components/dashboard/growth-chart";
import { HeadlineFigures } from "../components/dashboard/headline-figures";
import { IssueRates } from "../components/dashboard/issue-rates";
import { NeedsAttention } from "../components/dashboard/needs-attention";
import { SubscriberCounts } from "../components/dashboard/subscriber-counts";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { formatCount } from "../lib/format";
import { useApiGet } from "../lib/use-api-get";

/** What needs attention first (issue 53), then growth, then health: every alarm once, at the top. */
export function DashboardPage() {
  const dashboard = useApiGet(consoleApi.dashboard);
  return (
    <>
      <ScreenHeading title="Dashboard" />
      {dashboard.state === "ready" ? (
        <>
          <Section title="Needs attention">
            <NeedsAttention dashboard={dashboard.data} />
          </Section>
          <Section title="Growth">
            <HeadlineFigures dashboard={dashboard.data} />
            <GrowthChart days={dashboard.data.days} />
            <SubscriberCounts dashboard={dashboard.data} />
            <details className="rounded-lg border border-slate-300 bg-white p-3">
              <summary className="min-h-6 cursor-pointer font-medium text-brand-800">
                Every day of the last 90, as a table
              </summary>
              <div className="mt-3">
                <ActivityTable days={dashboard.data.days} />
              </div>
            </details>
          </Section>
          <Section title="Health">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-lg border border-slate-300 bg-white p-4">
                <dt className="text-sm text-slate-700">Suppressed addresses (no mail goes to them)</dt>
                <dd className="text-2xl font-semibold tabular-nums">
                  {formatCount(dashboard.data.suppressed)}
                </dd>
              </div>
            </dl>
            <IssueRates dashboard={dashboard.data} />
          </Section>
          <Section title="Courses">
            <CoursesTile />
          </Section>
        </>
      ) : (
        <LoadingOrError
          what="the dashboard"
          message={dashboard.state === "failed" ? dashboard.message : undefined}
          onRetry={dashboard.reload}
        />
      )}
    </>
  );
}
