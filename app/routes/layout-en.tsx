import { en } from "#shared/i18n/en.ts";
import { SiteLayout } from "../components/site-layout";

export default function EnglishLayout() {
  return <SiteLayout language="en" dictionary={en} />;
}
