import type { ComponentType } from "react";
import { SignedInLayout } from "./components/signed-in-layout";
import { issueIdOf, paths, subscriberIdOf, usePath } from "./lib/router";
import { AuditLogPage } from "./pages/audit-log";
import { CoursesPage } from "./pages/courses";
import { DashboardPage } from "./pages/dashboard";
import { IssuePage } from "./pages/issue";
import { IssuesPage } from "./pages/issues";
import { NotFoundPage } from "./pages/not-found";
import { SignInPage } from "./pages/sign-in";
import { SubscriberPage } from "./pages/subscriber";
import { SubscribersPage } from "./pages/subscribers";

const signedInScreens: Record<string, ComponentType> = {
  [paths.dashboard]: DashboardPage,
  [paths.issues]: IssuesPage,
  [paths.subscribers]: SubscribersPage,
  [paths.courses]: CoursesPage,
  [paths.audit]: AuditLogPage,
};

export function App() {
  const path = usePath();
  if (path === paths.signIn) return <SignInPage />;
  const issueId = issueIdOf(path);
  if (issueId) {
    return (
      <SignedInLayout current={path}>
        <IssuePage key={issueId} id={issueId} />
      </SignedInLayout>
    );
  }
  const subscriberId = subscriberIdOf(path);
  if (subscriberId) {
    return (
      <SignedInLayout current={path}>
        <SubscriberPage key={subscriberId} id={subscriberId} />
      </SignedInLayout>
    );
  }
  const Screen = signedInScreens[path] ?? NotFoundPage;
  return (
    <SignedInLayout current={path}>
      {/* Keyed by path: a screen's state never carries over to another. */}
      <Screen key={path} />
    </SignedInLayout>
  );
}
