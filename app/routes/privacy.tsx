import { LegalPage } from "../features/legal/legal-page";
import { legalPageData } from "../features/legal/legal-page-data.server";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData(request, "privacy");
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="privacy" text={loaderData} />;
}
