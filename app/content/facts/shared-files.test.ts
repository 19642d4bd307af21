/**
 * The facts files the research team keeps beside the project (../shared: course-facts.md,
 * content-brief.md, tax-formulas.md) against the facts the project carries, figure by figure and date
 * by date, so that a correction there is noticed here. A clone with nothing beside it skips this.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockAt, readFactsFile } from "#tests/support/facts-file.ts";
import { myths } from "./course-facts-myths";
import type { Fact } from "./fact";
import { datesOf, figuresOf } from "./fact-figures";
import { factTables } from "./fact-library";

// FACTS_DIR points it at another copy, e.g. an edited one, to see what it reports.
const shared = path.resolve(process.cwd(), process.env.FACTS_DIR ?? "../shared");
const present = existsSync(path.join(shared, "course-facts.md"));
const read = (file: string) => readFileSync(path.join(shared, file), "utf8");
const title = present
  ? "../shared's facts files agree with the project's facts (app/content/facts)"
  : "../shared's facts files agree with the project's facts: SKIPPED, no ../shared beside the project";

/** What one side gives and the other lacks, one line per figure or date. */
function differences<T>(where: string, kind: string, file: Iterable<T>, project: Iterable<T>): string[] {
  const inFile = new Set(file);
  const inProject = new Set(project);
  return [
    ...[...inFile]
      .filter((value) => !inProject.has(value))
      .map((v) => `${where}: ${kind} ${v} is in the file, not in the project`),
    ...[...inProject]
      .filter((value) => !inFile.has(value))
      .map((v) => `${where}: ${kind} ${v} is in the project, not in the file`),
  ];
}

const tables = factTables.filter((table) => table.file !== "tax-formulas.md");

describe.skipIf(!present)(title, () => {
  it.each(tables.map((table) => [`${table.file} › ${table.heading}`, table] as const))("%s", (_, table) => {
    const rows = readFactsFile(read(table.file)).rows.filter((row) => row.heading === table.heading);
    const problems: string[] = [];
    const topics = new Set([...rows.map((row) => row.topic), ...table.facts.map((fact) => fact.topic)]);
    for (const topic of topics) {
      const where = `${table.file} › ${topic}`;
      const fileRows = rows.filter((row) => row.topic === topic);
      const facts: Fact[] = table.facts.filter((fact) => fact.topic === topic);
      if (fileRows.length === 0) problems.push(`${where}: the file has no such row any more`);
      if (facts.length === 0) problems.push(`${where}: a row the project does not carry`);
      const fileText = fileRows.map((row) => row.fact).join(" ");
      problems.push(
        ...differences(
          where,
          "figure",
          figuresOf(fileText),
          facts.flatMap((fact) => fact.figures),
        ),
        ...differences(
          where,
          "date",
          datesOf(fileText),
          facts.flatMap((fact) => fact.dates),
        ),
      );
      for (const fact of facts) {
        if (fileRows.length > 0 && !fileText.includes(fact.statement.replace(/\s+/g, " "))) {
          problems.push(`${where}: the file words it differently now: “${fileText}”`);
        }
      }
      for (const row of fileRows) {
        if (!facts.some((fact) => fact.confidence === row.confidence)) {
          problems.push(`${where}: the file grades it ${row.confidence}`);
        }
        if (!facts.some((fact) => fact.source === row.where)) {
          problems.push(`${where}: the file gives its source as “${row.where}”`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("course-facts.md › the myths", () => {
    const file = readFactsFile(read("course-facts.md")).myths;
    const problems = differences(
      "course-facts.md › myths",
      "myth",
      file,
      myths.map((myth) => myth.statement),
    );
    problems.push(
      ...differences(
        "course-facts.md › myths",
        "figure",
        file.flatMap(figuresOf),
        myths.flatMap((myth) => myth.figures),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("tax-formulas.md › the rows the courses use", () => {
    const text = read("tax-formulas.md");
    const table = factTables.find((candidate) => candidate.file === "tax-formulas.md");
    const problems = (table?.facts ?? []).flatMap((fact) => {
      const block = blockAt(text, fact.topic);
      if (!block) return [`tax-formulas.md › ${fact.topic}: no longer in the file`];
      const given = new Set(figuresOf(block));
      return fact.figures
        .filter((figure) => !given.has(figure))
        .map(
          (figure) => `tax-formulas.md › ${fact.topic}: figure ${figure} is in the project, not in the file`,
        );
    });
    expect(problems).toEqual([]);
  });
});

describe.skipIf(present)(title, () => {
  it("needs ../shared beside the project to compare", () => {
    expect(present).toBe(false);
  });
});
