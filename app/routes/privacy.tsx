import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LegalPage } from "../features/legal/legal-page";
import { legalPageData } from "../features/legal/legal-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "privacy");
}

export default function PrivacyPage() {
  return <LegalPage page="privacy" text={useLoaderData<typeof loader>()} />;
}
