/** Reads a Markdown facts file (course-facts.md, content-brief.md) the way its editors write it: tables
 * of `| topic | fact | where | conf. |` under `## ` headings, and the myths as a bulleted list whose
 * items wrap onto indented lines. For the test that compares the project's facts with those files. */

export interface FactsFileRow {
  heading: string;
  topic: string;
  fact: string;
  where: string;
  confidence: string;
}

export interface FactsFile {
  rows: FactsFileRow[];
  /** The bullets under "Myths …", each joined onto one line. */
  myths: string[];
}

const clean = (cell: string) => cell.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();

export function readFactsFile(text: string): FactsFile {
  const rows: FactsFileRow[] = [];
  const myths: string[] = [];
  let heading = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) {
      heading = line.slice(3).trim();
    } else if (heading.startsWith("Myths") && line.startsWith("- ")) {
      myths.push(clean(line.slice(2)));
    } else if (heading.startsWith("Myths") && /^ {2}\S/.test(line) && myths.length > 0) {
      myths[myths.length - 1] = `${myths.at(-1)} ${clean(line)}`;
    } else if (line.startsWith("|") && !/^\|\s*-/.test(line) && !/^\| topic \|/.test(line)) {
      const [topic = "", fact = "", where = "", confidence = ""] = line.split("|").slice(1, -1);
      rows.push({
        heading,
        topic: clean(topic),
        fact: clean(fact),
        where: clean(where),
        confidence: confidence.replace(/\s/g, "").replace(/^(—|)$/, "none"),
      });
    }
  }
  return { rows, myths };
}

/** The paragraph, list item or table of a text that starts where `phrase` stands, or the whole section
 * when `phrase` is a `## ` heading ("" if absent). */
export function blockAt(text: string, phrase: string): string {
  const plain = text.replace(/\*\*/g, "");
  const start = plain.indexOf(phrase);
  if (start < 0) return "";
  const rest = plain.slice(start);
  const end = phrase.startsWith("## ") ? rest.search(/\n## /) : rest.search(/\n\s*\n|\n- |\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}
