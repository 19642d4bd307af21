// Invoker commands (HTML: `command` and `commandfor` on a button) open and close a <dialog> without
// JavaScript. React passes them through to the DOM; its types do not list them yet.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
