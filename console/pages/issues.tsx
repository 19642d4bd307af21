import { useState } from "react";
import { consoleApi } from "#shared/console-paths.ts";
import { DraftList } from "../components/issues/draft-list";
import { IssueComposer } from "../components/issues/issue-composer";
import { IssueList } from "../components/issues/issue-list";
import { Loadable } from "../components/loadable";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { useApiGet } from "../lib/use-api-get";

const draftInAddress = () => new URLSearchParams(window.location.search).get("draft") ?? undefined;

/** The composer first (a draft opens in it from the address or the list), then drafts, then issues. */
export function IssuesPage() {
  const issues = useApiGet(consoleApi.issues);
  const drafts = useApiGet(consoleApi.drafts);
  // A draft opened from the list starts the composer afresh with it.
  const [open, setOpen] = useState(() => ({ id: draftInAddress(), generation: 0 }));
  return (
    <>
      <ScreenHeading title="Issues" />
      <Section title="Write an issue">
        <IssueComposer
          key={`${open.id}:${open.generation}`}
          draftId={open.id}
          onDraftCreated={drafts.reload}
          onSent={() => {
            issues.reload();
            drafts.reload();
          }}
        />
      </Section>
      <Section title="Drafts">
        <Loadable loaded={drafts} what="the drafts">
          {(list) => (
            <DraftList
              drafts={list}
              onOpen={(id) => setOpen((previous) => ({ id, generation: previous.generation + 1 }))}
              onChanged={drafts.reload}
            />
          )}
        </Loadable>
      </Section>
      <Section title="Issues, newest first">
        <Loadable loaded={issues} what="the issues">
          {(list) => <IssueList issues={list} />}
        </Loadable>
      </Section>
    </>
  );
}
