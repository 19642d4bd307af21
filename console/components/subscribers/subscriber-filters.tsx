import { useEffect, useId, useState } from "react";
import type { SubscriberQuery } from "#shared/console-api.ts";
import { type SubscriberSort, subscriberSorts } from "#shared/console-paths.ts";
import { courseName, courseSlugs } from "../../lib/course-names";
import { languageNames, languages } from "../../lib/format";
import { TextField } from "../text-field";
import { statusNames } from "./status-names";
import { describeSort } from "./subscriber-table";

const selectClasses = "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base";

function Choice({
  label,
  value,
  options,
  onChange,
  wide = false,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  /** Two columns where there are two: its options are long. */
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClasses}
      >
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's search (sent once typing pauses), filters and order; every change goes back to page 1. */
export function SubscriberFilters({
  query,
  onChange,
}: {
  query: SubscriberQuery;
  onChange: (change: Partial<SubscriberQuery>) => void;
}) {
  const [search, setSearch] = useState(query.search ?? "");
  useEffect(() => {
    if (search === (query.search ?? "")) return;
    const timer = setTimeout(() => onChange({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);

  const sort = query.sort ?? "signedUpAt";
  const descending = query.descending ?? true;
  const orders = subscriberSorts.flatMap((key) =>
    [true, false].map((desc) => [`${key}:${desc ? "desc" : "asc"}`, describeSort(key, desc)] as const),
  );
  return (
    <search aria-label="Subscribers">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search });
        }}
        // Each column as wide as the longest option needs ("Suppressed or not", "Any course or none"):
        // as many as fit, so no label or choice is ever cut off (issue 40).
        className="grid grid-cols-1 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]"
      >
        <TextField
          label="Search by address"
          hint="Any part of it: a name, a domain."
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="col-span-full"
        />
        <Choice
          label="State"
          value={query.status ?? ""}
          options={[["", "Every state"], ...Object.entries(statusNames)]}
          onChange={(value) => onChange({ status: (value || undefined) as SubscriberQuery["status"] })}
        />
        <Choice
          label="Language"
          value={query.language ?? ""}
          options={[
            ["", "Every language"],
            ...languages.map((language) => [language, languageNames[language]] as const),
          ]}
          onChange={(value) => onChange({ language: (value || undefined) as SubscriberQuery["language"] })}
        />
        <Choice
          label="Suppressed"
          value={query.suppressed === undefined ? "" : String(query.suppressed)}
          options={[
            ["", "Suppressed or not"],
            ["true", "Suppressed only"],
            ["false", "Not suppressed"],
          ]}
          onChange={(value) => onChange({ suppressed: value === "" ? undefined : value === "true" })}
        />
        <Choice
          label="Course"
          value={query.course ?? ""}
          options={[
            ["", "Any course or none"],
            ...courseSlugs.map((slug) => [slug, courseName(slug)] as const),
          ]}
          onChange={(value) => onChange({ course: (value || undefined) as SubscriberQuery["course"] })}
        />
        <Choice
          label="Per page"
          value={String(query.pageSize ?? 25)}
          options={[
            ["25", "25"],
            ["50", "50"],
            ["100", "100"],
          ]}
          onChange={(value) => onChange({ pageSize: Number(value) as SubscriberQuery["pageSize"] })}
        />
        <Choice
          label="Order"
          wide
          value={`${sort}:${descending ? "desc" : "asc"}`}
          options={orders}
          onChange={(value) => {
            const [key, direction] = value.split(":");
            onChange({ sort: key as SubscriberSort, descending: direction === "desc" });
          }}
        />
      </form>
    </search>
  );
}
