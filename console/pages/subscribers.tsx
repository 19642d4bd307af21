import { Download, Search, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { SubscriberRecord } from "../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../server/newsletter/domain/console-api.ts";
import { Button } from "../components/button";
import { Notice } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { EraseDialog } from "../components/subscribers/erase-dialog";
import { ExportButton } from "../components/subscribers/export-button";
import { SubscriberRecordView } from "../components/subscribers/subscriber-record";
import { TextField } from "../components/text-field";
import { ApiError, errorMessage, postJson } from "../lib/api";

/** Find one address (POSTed, never in a URL), see what the list holds, export it or erase it. */
export function SubscribersPage() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [record, setRecord] = useState<SubscriberRecord>();
  const [outcome, setOutcome] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [erasing, setErasing] = useState(false);

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setOutcome(undefined);
    setProblem(undefined);
    setFieldError(address.includes("@") ? undefined : "Enter the whole address, like name@example.com.");
    if (!address.includes("@")) return;
    try {
      setRecord(await postJson<SubscriberRecord>(consoleApi.subscriberFind, { email: address }));
    } catch (error) {
      setRecord(undefined);
      if (error instanceof ApiError && error.code === "not_found")
        setOutcome("No subscriber has this address.");
      else setProblem(errorMessage(error));
    }
  };

  const erased = (done: boolean) => {
    setErasing(false);
    setOutcome(
      done
        ? `${record?.email} and its history are erased.`
        : "Nothing was erased: the address is not in the list.",
    );
    setRecord(undefined);
  };

  return (
    <>
      <ScreenHeading title="Subscribers" />
      <Section title="Find a subscriber">
        <form noValidate onSubmit={find} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
            className="sm:w-96"
          />
          <Button type="submit" className="self-start sm:self-end">
            <Search aria-hidden="true" className="size-4" />
            Find
          </Button>
        </form>
        <div>
          <Notice kind="success">{outcome}</Notice>
          <Notice kind="error">{problem}</Notice>
        </div>
      </Section>
      {record ? (
        <Section title={record.email}>
          <SubscriberRecordView record={record} />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <ExportButton email={record.email} />
            <Button
              variant="danger"
              className="self-start"
              aria-haspopup="dialog"
              onClick={() => setErasing(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Erase this subscriber…
            </Button>
          </div>
          <EraseDialog
            email={record.email}
            open={erasing}
            onClose={() => setErasing(false)}
            onErased={erased}
          />
        </Section>
      ) : null}
      <Section title="The confirmed list">
        <p>
          <a
            href={consoleApi.confirmedCsv}
            download
            className="inline-flex items-center gap-2 font-medium text-brand-800 underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Download every confirmed subscriber as CSV
          </a>{" "}
          (address, language, time of confirmation). The download is written to the audit log.
        </p>
      </Section>
    </>
  );
}
