import { LegalPage } from "../components/legal-page";

export default function TermsPage() {
  return <LegalPage page="terms" />;
}
