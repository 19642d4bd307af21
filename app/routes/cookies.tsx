import { LegalPage } from "../features/legal/legal-page";
import { legalPageData } from "../features/legal/legal-page-data.server";
import type { Route } from "./+types/cookies";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData(request, "cookies");
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="cookies" text={loaderData} />;
}
