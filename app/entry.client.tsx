import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, with one change: hydration starts in the task after this module's.
// The bundler runs React DOM's (CommonJS) body when this module first imports it, so evaluating
// React DOM and starting hydration would otherwise be one long task (docs/decisions/009).
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
