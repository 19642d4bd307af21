import { type FormEvent, type ReactNode, useId, useState } from "react";
import { errorMessage } from "../../lib/api";
import { Button } from "../button";
import { ModalDialog } from "../modal-dialog";
import { Notice } from "../notice";

/** A confirmation before an action on a subscriber, optionally asking why (kept in the audit log). */
export function ActionDialog({
  open,
  title,
  confirmLabel,
  askReason,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** Whether a reason must be given (it goes into the audit log). */
  askReason?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title}>
      <ActionForm confirmLabel={confirmLabel} askReason={askReason} onConfirm={onConfirm} onClose={onClose}>
        {children}
      </ActionForm>
    </ModalDialog>
  );
}

function ActionForm({
  confirmLabel,
  askReason,
  onConfirm,
  onClose,
  children,
}: {
  confirmLabel: string;
  askReason?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const ids = useId();
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (askReason && !reason.trim()) {
      setFieldError("Say why, in a few words: it is kept in the audit log.");
      return;
    }
    setFieldError(undefined);
    setProblem(undefined);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {children}
      {askReason ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-reason`} className="font-medium">
            Reason
          </label>
          <textarea
            id={`${ids}-reason`}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids}-error` : undefined}
            className="w-full rounded-lg border border-slate-500 bg-white p-3 aria-invalid:border-red-700"
          />
          {fieldError ? (
            <p id={`${ids}-error`} className="text-sm font-medium text-red-800">
              Error: {fieldError}
            </p>
          ) : null}
        </div>
      ) : null}
      <Notice kind="error">{problem}</Notice>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
