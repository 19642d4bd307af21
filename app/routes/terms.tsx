import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LegalPage } from "../features/legal/legal-page";
import { legalPageData } from "../features/legal/legal-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "terms");
}

export default function TermsPage() {
  return <LegalPage page="terms" text={useLoaderData<typeof loader>()} />;
}
