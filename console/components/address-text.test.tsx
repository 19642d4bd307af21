import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { AddressText, addressParts } from "./address-text";

it("breaks an address only before its @ and dots", () => {
  expect(addressParts("operator@mail.example.org")).toEqual(["operator", "@mail", ".example", ".org"]);
  expect(addressParts("plain")).toEqual(["plain"]);
  const { container } = render(<AddressText address="a.b@example.org" />);
  expect(container.textContent).toBe("a.b@example.org");
  expect(container.querySelectorAll("wbr")).toHaveLength(3);
  expect(container.innerHTML).not.toMatch(/break-all/);
});
