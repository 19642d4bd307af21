import type { Dashboard } from "../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../server/newsletter/domain/console-api.ts";
import { ActivityChart } from "../components/dashboard/activity-chart";
import { HeadlineFigures } from "../components/dashboard/headline-figures";
import { IssueRates } from "../components/dashboard/issue-rates";
import { SubscriberCounts } from "../components/dashboard/subscriber-counts";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { useApiGet } from "../lib/use-api-get";

export function DashboardPage() {
  const dashboard = useApiGet<Dashboard>(consoleApi.dashboard);
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
          <Section title="The last 90 days">
            <ActivityChart days={dashboard.data.days} />
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
