import { SiteLayout } from "../components/site-layout";
import { se } from "../i18n/se";

export default function SwedishLayout() {
  return <SiteLayout language="se" dictionary={se} />;
}
