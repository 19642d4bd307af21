import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../content/render-markdown";
import { linkGlossaryTerms } from "./glossary-links";

describe("linking a lesson's glossary terms", () => {
  it("links the first use of a term, inflected or not, and only the first", () => {
    const html = renderMarkdown("Grundavdraget sänker skatten. Grundavdrag räknas automatiskt.", "se");
    expect(html).toContain('<a href="/se/glossary#grundavdrag">Grundavdraget</a> sänker');
    expect(html.match(/glossary#grundavdrag/g)).toHaveLength(1);
  });

  it("links each term once per lesson, across paragraphs", () => {
    const html = renderMarkdown(
      "Du får ett slutskattebesked.\n\nSlutskattebeskedet visar kvarskatten.\n\nKvarskatt betalas senare.",
      "se",
    );
    expect(html.match(/#slutskattebesked"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/se/glossary#kvarskatt">kvarskatten</a>');
    expect(html.match(/#kvarskatt"/g)).toHaveLength(1);
  });

  it("never links inside a heading, a link, a table header or code", () => {
    const markdown = [
      "## Grundavdrag och jämkning",
      "",
      "Läs om [grundavdraget hos Skatteverket](https://www.skatteverket.se) och `jämkning`.",
      "",
      "| Grundavdrag | Belopp |",
      "|---|---|",
      "| grundavdrag | 17 300 kr |",
      "",
      "Sedan jämkning.",
    ].join("\n");
    const html = renderMarkdown(markdown, "se");
    expect(html).toContain('<h2 id="grundavdrag-och-jamkning">Grundavdrag och jämkning</h2>');
    expect(html).toContain('<a href="https://www.skatteverket.se/">grundavdraget hos Skatteverket</a>');
    expect(html).toContain("<code>jämkning</code>");
    expect(html).toContain('<th scope="col">Grundavdrag</th>');
    expect(html).toContain(
      '<td data-label="Grundavdrag"><a href="/se/glossary#grundavdrag">grundavdrag</a></td>',
    );
    expect(html).toContain('Sedan <a href="/se/glossary#jamkning">jämkning</a>.');
    expect(html).not.toMatch(/<a [^>]*>[^<]*<a /);
  });

  it("matches whole words only, and the longest term at a place", () => {
    const html = renderMarkdown(
      "Ditt reseavdrag är ett avdrag. Begär avräkning av utländsk skatt. Skicka en preliminär inkomstdeklaration.",
      "se",
    );
    expect(html).toContain('<a href="/se/glossary#reseavdrag">reseavdrag</a>');
    expect(html).toContain('ett <a href="/se/glossary#avdrag">avdrag</a>');
    expect(html).toContain(
      '<a href="/se/glossary#avrakning-av-utlandsk-skatt">avräkning av utländsk skatt</a>',
    );
    expect(html).toContain(
      '<a href="/se/glossary#preliminar-inkomstdeklaration">preliminär inkomstdeklaration</a>',
    );
    expect(html).not.toContain("#inkomstdeklaration");
  });

  it("links the Swedish terms an English lesson names, to the English glossary", () => {
    const html = renderMarkdown(
      "A tax reduction (skattereduktion) comes off the tax. Your ISK is taxed on a standard income (schablonintäkt).",
      "en",
    );
    expect(html).toContain('(<a href="/en/glossary#skattereduktion">skattereduktion</a>)');
    expect(html).toContain('Your <a href="/en/glossary#investeringssparkonto">ISK</a> is');
    expect(html).toContain('(<a href="/en/glossary#schablonintakt">schablonintäkt</a>)');
  });

  it("leaves attributes alone and keeps the rest of the HTML as it was", () => {
    const html = '<p class="grundavdrag">Inget här.</p><img alt="grundavdrag">';
    expect(linkGlossaryTerms(html, "se")).toBe(html);
  });
});
