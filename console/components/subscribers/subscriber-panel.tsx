import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { SubscriberRecord } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, postJson } from "../../lib/api";
import { Button } from "../button";
import { LoadingOrError, Notice } from "../notice";
import { ReaderGets } from "./reader-gets";
import { RecordActions } from "./record-actions";
import { SubscriberRecordView } from "./subscriber-record";

/** One subscriber opened from the list, in a side panel over it (issue 40): the list keeps its page,
 * filters and scroll behind. A native modal <dialog>: focus stays inside, Escape closes it, and focus
 * goes back to the row that opened it. */
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
  const dialog = useRef<HTMLDialogElement>(null);
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
    postJson(consoleApi.subscriberFind, { email }).then(
      (found) => current && setRecord(found),
      (error: unknown) => current && setProblem(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [email, attempt]);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    heading.current?.focus();
  }, []);

  const changed = (next: SubscriberRecord | undefined, message: string) => {
    setRecord(next);
    setGone(next === undefined);
    setOutcome(message);
    onChanged();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      // React passes a nested dialog's `close` (a confirmation's) up its tree: only this one's counts.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 ms-auto h-dvh max-h-none w-full max-w-2xl overflow-y-auto border-l-2 border-brand-700 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/40 sm:p-6"
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="min-w-0 text-xl font-semibold break-all">
            {email}
          </h2>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            <X aria-hidden="true" className="size-4" />
            Close
          </Button>
        </div>
        <Notice kind="success">{outcome}</Notice>
        {gone ? null : record ? (
          <>
            <ReaderGets record={record} onChanged={changed} />
            <SubscriberRecordView record={record} />
            <RecordActions record={record} onChanged={changed} />
          </>
        ) : (
          <LoadingOrError what="this subscriber" message={problem} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    </dialog>
  );
}
