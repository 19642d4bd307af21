import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LegalPage } from "../components/legal-page";
import { legalPageData } from "../content/legal-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "cookies");
}

export default function CookiesPage() {
  return <LegalPage page="cookies" text={useLoaderData<typeof loader>()} />;
}
