import { consoleApi } from "#shared/console-paths.ts";
import { ActivityTable } from "../components/dashboard/activity-table";
import { CoursesTile } from "../components/dashboard/courses-tile";
import { GrowthChart } from "../components/dashboard/growth-chart";
import { HeadlineFigures } from "../components/dashboard/headline-figures";
import { HealthChart } from "../components/dashboard/health-chart";
import { IssueRates } from "../components/dashboard/issue-rates";
import { SubscriberCounts } from "../components/dashboard/subscriber-counts";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { useApiGet } from "../lib/use-api-get";

export function DashboardPage() {
  const dashboard = useApiGet(consoleApi.dashboard);
  return (
    <>
      <ScreenHeading title="Dashboard" />
      {dashboard.state === "ready" ? (
        <>
          <Section title="At a glance">
            <HeadlineFigures dashboard={dashboard.data} />
          </Section>
          <Section title="Subscribers">
            <SubscriberCounts dashboard={dashboard.data} />
          </Section>
          <Section title="Growth">
            <GrowthChart days={dashboard.data.days} />
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
            <HealthChart dashboard={dashboard.data} />
          </Section>
          <Section title="Courses">
            <CoursesTile />
          </Section>
          <Section title="Bounces and complaints per issue">
            <IssueRates dashboard={dashboard.data} />
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
