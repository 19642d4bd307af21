import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./console.css";

const container = document.getElementById("console");
if (!container) throw new Error("console/index.html has no #console element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
