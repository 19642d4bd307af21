import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { SubscriberRecord } from "../../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../../server/newsletter/domain/console-api.ts";
import { errorMessage, postJson } from "../../lib/api";
import { Button } from "../button";
import { LoadingOrError, Notice } from "../notice";
import { RecordActions } from "./record-actions";
import { SubscriberRecordView } from "./subscriber-record";

/** One subscriber opened from the list: its record and what can be done to it. Focus moves to its
 * heading when it opens, and back to the list's search when it closes. */
export function SubscriberPanel({
  email,
  onClose,
  onChanged,
}: {
  email: string;
  onClose: () => void;
  /** The list's figures may have changed: reload it. */
  onChanged: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [record, setRecord] = useState<SubscriberRecord>();
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [gone, setGone] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry signal.
  useEffect(() => {
    let current = true;
    setRecord(undefined);
    setProblem(undefined);
    postJson<SubscriberRecord>(consoleApi.subscriberFind, { email }).then(
      (found) => current && setRecord(found),
      (error: unknown) => current && setProblem(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [email, attempt]);
  useEffect(() => heading.current?.focus(), []);

  const changed = (next: SubscriberRecord | undefined, message: string) => {
    setRecord(next);
    setGone(next === undefined);
    setOutcome(message);
    onChanged();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border-2 border-brand-700 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="min-w-0 text-xl font-semibold break-all">
          {email}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          Close
        </Button>
      </div>
      <Notice kind="success">{outcome}</Notice>
      {gone ? null : record ? (
        <>
          <SubscriberRecordView record={record} />
          <RecordActions record={record} onChanged={changed} />
        </>
      ) : (
        <LoadingOrError what="this subscriber" message={problem} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </section>
  );
}
