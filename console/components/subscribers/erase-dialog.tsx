import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, postJson } from "../../lib/api";
import { AddressText } from "../address-text";
import { Button } from "../button";
import { ModalDialog } from "../modal-dialog";
import { Notice } from "../notice";
import { TextField } from "../text-field";

/**
 * Erasure cannot be undone, so the operator types the address again (the server checks the same:
 * `confirm` must equal `email`). Until it matches, the dialog says why and sends nothing.
 */
export function EraseDialog({
  email,
  open,
  onClose,
  onErased,
}: {
  email: string;
  open: boolean;
  onClose: () => void;
  onErased: (erased: boolean) => void;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Erase this subscriber?">
      <EraseForm email={email} onClose={onClose} onErased={onErased} />
    </ModalDialog>
  );
}

function EraseForm({
  email,
  onClose,
  onErased,
}: {
  email: string;
  onClose: () => void;
  onErased: (erased: boolean) => void;
}) {
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (typed.trim() !== email) {
      setMismatch("The address you typed is not the one to erase. Type it exactly as shown above.");
      return;
    }
    setMismatch(undefined);
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await postJson(consoleApi.subscriberErase, {
        email,
        confirm: typed.trim(),
      });
      onErased(answer.erased);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>
        This deletes{" "}
        <strong>
          <AddressText address={email} />
        </strong>
        , its consent record and its history. It cannot be undone, and the erasure is written to the audit
        log.
      </p>
      <TextField
        label="Type the address again to confirm"
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={mismatch}
      />
      <Notice kind="error">{problem}</Notice>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" aria-disabled={busy}>
          <Trash2 aria-hidden="true" className="size-4" />
          Erase
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
