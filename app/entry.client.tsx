import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createHydration, HydratedRouter } from "./lib/hydrated-router";

// React Router's default entry, except that the router is created before hydration, one step per
// task (docs/decisions/011), which also keeps hydration out of the task that evaluates this module
// and with it React DOM's CommonJS body (docs/decisions/009).
const hydration = await createHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter hydration={hydration} />
    </StrictMode>,
  );
});
