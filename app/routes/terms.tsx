import { LegalPage } from "../features/legal/legal-page";
import { legalPageData } from "../features/legal/legal-page-data.server";
import type { Route } from "./+types/terms";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData(request, "terms");
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="terms" text={loaderData} />;
}
