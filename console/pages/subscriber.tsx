import { useState } from "react";
import type { SubscriberRecord } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { AddressText } from "../components/address-text";
import { AppLink } from "../components/app-link";
import { Loadable } from "../components/loadable";
import { Notice } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { ReaderGets } from "../components/subscribers/reader-gets";
import { RecordActions } from "../components/subscribers/record-actions";
import { SubscriberRecordView } from "../components/subscribers/subscriber-record";
import { hasNavigated, paths } from "../lib/router";
import { useApiGetFrom } from "../lib/use-api-get";

/**
 * One reader's record at its own address, /admin/subscribers/<id> (issue 53): the subscriber's opaque id,
 * never the address (decision 028), so a reload, Back, a new tab and a link another operator pastes all
 * open it. Back to the list returns to the list's own history entry, which restores its place.
 */
export function SubscriberPage({ id }: { id: string }) {
  const loaded = useApiGetFrom<SubscriberRecord>(consoleApi.subscriberRecord(id));
  // What an action answered: the record as it now stands, or null once the reader is forgotten.
  const [changed, setChanged] = useState<SubscriberRecord | null>();
  const [outcome, setOutcome] = useState<string>();
  const record = changed === undefined && loaded.state === "ready" ? loaded.data : changed;
  const title = record?.email ?? (loaded.state === "ready" ? loaded.data.email : "Subscriber");
  const onChanged = (next: SubscriberRecord | undefined, message: string) => {
    setChanged(next ?? null);
    setOutcome(message);
  };
  const back = (event: { preventDefault: () => void }) => {
    // Opened from the list: its own history entry holds its page, filters and scroll.
    if (hasNavigated() && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <>
      <p>
        <AppLink
          href={paths.subscribers}
          onClick={back}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          ← All subscribers
        </AppLink>
      </p>
      <ScreenHeading title={title}>
        <AddressText address={title} />
      </ScreenHeading>
      <Notice kind="success">{outcome}</Notice>
      {changed === null ? null : (
        <Loadable loaded={loaded} what="this subscriber">
          {() =>
            record ? (
              <>
                <ReaderGets record={record} onChanged={onChanged} />
                <SubscriberRecordView record={record} />
                <RecordActions record={record} onChanged={onChanged} />
              </>
            ) : null
          }
        </Loadable>
      )}
    </>
  );
}
