import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { Draft } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, postTo } from "../../lib/api";
import { formatTime, languageNames } from "../../lib/format";
import { paths } from "../../lib/router";
import { AppLink } from "../app-link";
import { Button } from "../button";
import { Notice } from "../notice";

/** The drafts on the server, latest change first: open one in the composer, or delete it. */
export function DraftList({
  drafts,
  onOpen,
  onChanged,
}: {
  drafts: readonly Draft[];
  onOpen: (id: string) => void;
  onChanged: () => void;
}) {
  const [problem, setProblem] = useState<string>();
  if (drafts.length === 0) return <p>No drafts: what you write above is saved here as you type.</p>;
  const remove = async (id: string) => {
    setProblem(undefined);
    try {
      await postTo(consoleApi.draftDelete(id));
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
        {drafts.map((draft) => {
          const name = draft.subject ?? "Untitled draft";
          return (
            <li key={draft.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <AppLink
                  href={`${paths.issues}?draft=${encodeURIComponent(draft.id)}`}
                  onClick={() => onOpen(draft.id)}
                  className="font-medium break-words text-brand-800 underline underline-offset-4"
                >
                  {name}
                </AppLink>
                <p className="text-sm text-slate-700">
                  {languageNames[draft.language]}, changed {formatTime(draft.updatedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => remove(draft.id)}
                aria-label={`Delete the draft “${name}”`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </li>
          );
        })}
      </ul>
      <Notice kind="error">{problem}</Notice>
    </div>
  );
}
