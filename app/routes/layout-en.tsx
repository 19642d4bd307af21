import { SiteLayout } from "../components/site-layout";
import { en } from "../i18n/en";

export default function EnglishLayout() {
  return <SiteLayout language="en" dictionary={en} />;
}
