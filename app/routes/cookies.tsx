import { LegalPage } from "../components/legal-page";

export default function CookiesPage() {
  return <LegalPage page="cookies" />;
}
