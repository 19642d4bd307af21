import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, postJson } from "../../lib/api";
import { Button } from "../button";
import { Notice } from "../notice";

/**
 * The subscriber's data as a JSON file (GDPR art. 15 and 20). The server's answer becomes a Blob URL,
 * so nothing is fetched twice and the file never passes through a GET with the address in it.
 */
export function ExportButton({ email }: { email: string }) {
  const [download, setDownload] = useState<string>();
  const [problem, setProblem] = useState<string>();

  // A Blob URL holds its data until revoked: one at a time, none after the screen is gone.
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);

  const exportData = async () => {
    setProblem(undefined);
    try {
      const data: unknown = await postJson(consoleApi.subscriberExport, { email });
      const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
      setDownload(URL.createObjectURL(blob));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="self-start" onClick={exportData}>
        <Download aria-hidden="true" className="size-4" />
        Export this subscriber's data
      </Button>
      <div role="status">
        {download ? (
          <p>
            The export is ready:{" "}
            <a
              href={download}
              download="subscriber-export.json"
              className="font-medium text-brand-800 underline"
            >
              download it as JSON
            </a>
            .
          </p>
        ) : null}
      </div>
      <Notice kind="error">{problem}</Notice>
    </div>
  );
}
