// WebMCP's declarative attributes (developer.chrome.com/docs/ai/webmcp/declarative-api): they make the
// newsletter form a tool that browser agents can call. React passes them through to the DOM.
import "react";

declare module "react" {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
  }
  interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamtitle?: string;
    toolparamdescription?: string;
  }
}
