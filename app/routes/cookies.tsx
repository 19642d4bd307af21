import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LegalPage } from "../features/legal/legal-page";
import { legalPageData } from "../features/legal/legal-page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "cookies");
}

export default function CookiesPage() {
  return <LegalPage page="cookies" text={useLoaderData<typeof loader>()} />;
}
