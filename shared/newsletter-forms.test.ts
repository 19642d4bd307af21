import { describe, expect, it } from "vitest";
import { choicesOf, linkQuery, readLinkQuery, readSignUpForm, signUpForm } from "#shared/newsletter-forms.ts";

const formOf = (fields: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(fields)) form.append(name, value);
  return form;
};

describe("the sign-up form's one schema", () => {
  it("reads the home page's form as the route's action and the server take it", () => {
    const read = readSignUpForm(
      formOf("email=ada%40example.com&formVersion=2026-11&website=&choices=1&course=alpha&course=alpha"),
    );
    expect(read.success && read.data).toEqual({
      email: "ada@example.com",
      formVersion: "2026-11",
      website: "",
      choices: "1",
      course: ["alpha", "alpha"],
    });
    // Boxes without the newsletter ticked, each course once.
    expect(read.success && choicesOf(read.data)).toEqual({ newsletter: false, courses: ["alpha"] });
  });

  it("asks for the newsletter when the form has no boxes (a form from before the courses)", () => {
    const read = signUpForm.parse({ email: "a@b.se", formVersion: "", website: "", course: [] });
    expect(choicesOf(read)).toEqual({ newsletter: true, courses: [] });
  });

  it.each([
    ["formVersion=%3Cscript%3E", "a form version that is not a word"],
    [Array.from({ length: 11 }, (_, index) => `course=c${index}`).join("&"), "more than ten courses"],
    ["newsletter=yes", "a box's value no browser sends"],
  ])("refuses %s (%s)", (fields) => {
    expect(readSignUpForm(formOf(`email=a%40b.se&${fields}`)).success).toBe(false);
  });

  it("reads a link's token from the page's own URL, as the one-click API reads its query", () => {
    expect(readLinkQuery(new Request("https://x.example/en/confirm?token=abc"))).toBe("abc");
    expect(readLinkQuery(new Request("https://x.example/en/confirm"))).toBe("");
    expect(linkQuery.parse({ token: "abc", lang: "se" })).toEqual({ token: "abc", lang: "se" });
  });
});
