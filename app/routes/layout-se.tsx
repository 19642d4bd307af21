import { se } from "#shared/i18n/se.ts";
import { SiteLayout } from "../components/site-layout";

export default function SwedishLayout() {
  return <SiteLayout language="se" dictionary={se} />;
}
