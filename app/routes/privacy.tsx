import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LegalPage } from "../components/legal-page";
import { legalPageData } from "../content/legal-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "privacy");
}

export default function PrivacyPage() {
  return <LegalPage page="privacy" text={useLoaderData<typeof loader>()} />;
}
