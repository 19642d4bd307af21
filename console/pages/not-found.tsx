import { AppLink } from "../components/app-link";
import { ScreenHeading } from "../components/screen-heading";
import { paths } from "../lib/router";

export function NotFoundPage() {
  return (
    <>
      <ScreenHeading title="Page not found" />
      <p>
        The console has no page at this address.{" "}
        <AppLink href={paths.dashboard} className="font-medium text-brand-800 underline">
          Go to the dashboard
        </AppLink>
        .
      </p>
    </>
  );
}
