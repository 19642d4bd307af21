import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { RichText } from "./rich-text";

it("turns [label](url) into a link and keeps the rest as text", () => {
  const { container } = render(
    <p>
      <RichText text="Check [skatteverket.se](https://www.skatteverket.se) first, then [IMY](https://www.imy.se)." />
    </p>,
  );
  expect(container.textContent).toBe("Check skatteverket.se first, then IMY.");
  expect(screen.getByRole("link", { name: "skatteverket.se" }).getAttribute("href")).toBe(
    "https://www.skatteverket.se",
  );
  expect(screen.getAllByRole("link")).toHaveLength(2);
});

it("leaves text without links alone, and never links a non-https target", () => {
  const { container } = render(<RichText text="Plain [x](javascript:alert(1)) text" />);
  expect(container.querySelector("a")).toBeNull();
  expect(container.textContent).toBe("Plain [x](javascript:alert(1)) text");
});
