import { MailPlus, ShieldCheck, Trash2, UserMinus } from "lucide-react";
import { useState } from "react";
import type { SubscriberRecord } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { ApiError, errorMessage, postJson } from "../../lib/api";
import { Button } from "../button";
import { Notice } from "../notice";
import { ActionDialog } from "./action-dialog";
import { EraseDialog } from "./erase-dialog";
import { ExportButton } from "./export-button";

type Open = "unsubscribe" | "lift" | "erase" | undefined;

/** Export, unsubscribe, resend the confirmation, lift a suppression, erase: each only where it makes
 * sense for this record, the risky ones after a dialog. The server audits every one. */
export function RecordActions({
  record,
  onChanged,
}: {
  record: SubscriberRecord;
  onChanged: (record: SubscriberRecord | undefined, message: string) => void;
}) {
  const [open, setOpen] = useState<Open>();
  const [problem, setProblem] = useState<string>();
  const { email } = record;

  const resend = async () => {
    setProblem(undefined);
    try {
      const next = await postJson(consoleApi.subscriberResendConfirmation, { email });
      onChanged(next, `A new confirmation mail is on its way to ${email}.`);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === "rate_limited"
          ? "This address has had 3 mails from us in the last 24 hours. Try again tomorrow."
          : errorMessage(error),
      );
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">Actions</h2>
      <div className="flex flex-wrap gap-3">
        <ExportButton email={email} />
        {record.status === "pending" ? (
          <Button variant="secondary" className="self-start" onClick={resend}>
            <MailPlus aria-hidden="true" className="size-4" />
            Resend the confirmation mail
          </Button>
        ) : null}
        {record.suppressed ? (
          <Button
            variant="secondary"
            className="self-start"
            aria-haspopup="dialog"
            onClick={() => setOpen("lift")}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            Lift the suppression…
          </Button>
        ) : null}
      </div>
      {/* Apart from the everyday actions, and never the most prominent: each asks first (issue 40). */}
      <h2 className="mt-2 text-xl font-semibold">Remove from the list</h2>
      <p>Both delete what the list holds of this reader; each asks you to confirm first.</p>
      <div className="flex flex-wrap gap-3 rounded-lg border border-red-300 p-3">
        {record.status !== "unsubscribed" ? (
          <Button
            variant="secondary"
            className="self-start"
            aria-haspopup="dialog"
            onClick={() => setOpen("unsubscribe")}
          >
            <UserMinus aria-hidden="true" className="size-4" />
            Unsubscribe…
          </Button>
        ) : null}
        <Button
          variant="danger-outline"
          className="self-start"
          aria-haspopup="dialog"
          onClick={() => setOpen("erase")}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Erase this subscriber…
        </Button>
      </div>
      <Notice kind="error">{problem}</Notice>
      <ActionDialog
        open={open === "unsubscribe"}
        title="Unsubscribe this subscriber?"
        confirmLabel="Unsubscribe"
        onClose={() => setOpen(undefined)}
        onConfirm={async () => {
          await postJson(consoleApi.subscriberUnsubscribe, { email });
          setOpen(undefined);
          onChanged(
            undefined,
            `${email} is unsubscribed: its data is deleted, and no mail goes to the address.`,
          );
        }}
      >
        <p className="break-words">
          As if they had used the link in a mail: {email} gets no more mail, and what the list holds of them
          is deleted. Only a one-way hash of the address stays, so it is not mailed again unless it signs up
          anew.
        </p>
      </ActionDialog>
      <ActionDialog
        open={open === "lift"}
        title="Lift the suppression?"
        confirmLabel="Lift the suppression"
        askReason
        onClose={() => setOpen(undefined)}
        onConfirm={async (reason) => {
          const next = await postJson(consoleApi.subscriberLiftSuppression, {
            email,
            reason,
          });
          setOpen(undefined);
          onChanged(next, `Mail may go to ${email} again.`);
        }}
      >
        <p className="break-words">
          Mail may go to {email} again, and its earlier bounces stop counting. Do this only when you know the
          mailbox works, for example because its owner wrote to you.
        </p>
      </ActionDialog>
      <EraseDialog
        email={email}
        open={open === "erase"}
        onClose={() => setOpen(undefined)}
        onErased={(erased) => {
          setOpen(undefined);
          onChanged(
            undefined,
            erased
              ? `${email} and its history are erased.`
              : "Nothing was erased: the address is not in the list.",
          );
        }}
      />
    </div>
  );
}
