import { describe, expect, it } from "vitest";
import { courseSlugs } from "#shared/course-catalogue.ts";
import { readCourseIllustration } from "../../content/read-courses";

// The site's palette (app/app.css) and white: a drawing in other colours would not look like ours.
const palette = ["#0b3443", "#0e6b8c", "#d5ebf2", "#eef7fa", "#f7c04a", "#fcd77f", "#fff"];

describe.each(courseSlugs)("%s's drawing", (course) => {
  const svg = readCourseIllustration(course);

  it("is a self-contained SVG that refers to nothing elsewhere", () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 160"/);
    expect(svg).not.toMatch(/href|url\(|<script|<image|<foreignObject/i);
  });

  it("uses only the site's palette", () => {
    const colours = new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi)].map((match) => match[1]));
    expect([...colours].filter((colour) => !palette.includes(colour ?? ""))).toEqual([]);
  });
});
