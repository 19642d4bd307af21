import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { bodySentTo, jsonResponse, stubFetch } from "../../lib/test-fetch";
import { EraseDialog } from "./erase-dialog";

it("refuses until the address is typed again, then erases", async () => {
  const fetch = stubFetch(() => jsonResponse(200, { erased: true }));
  const onErased = vi.fn();
  render(<EraseDialog email="reader@example.com" open onClose={() => {}} onErased={onErased} />);
  const dialog = screen.getByRole("dialog", { name: "Erase this subscriber?" });
  expect(dialog.hasAttribute("open")).toBe(true);
  const field = screen.getByRole("textbox", { name: "Type the address again to confirm" });
  const erase = screen.getByRole("button", { name: "Erase" });

  await userEvent.click(erase);
  await userEvent.type(field, "reader@example.org");
  await userEvent.click(erase);
  expect(fetch).not.toHaveBeenCalled();
  expect(onErased).not.toHaveBeenCalled();
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
    /not the one to erase/,
  );

  await userEvent.clear(field);
  await userEvent.type(field, "reader@example.com");
  await userEvent.click(erase);
  await waitFor(() => expect(onErased).toHaveBeenCalledWith(true));
  expect(bodySentTo(fetch, consoleApi.subscriberErase)).toEqual({
    email: "reader@example.com",
    confirm: "reader@example.com",
  });
});
