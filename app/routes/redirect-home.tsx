import { Navigate } from "react-router";
import { homePath } from "#shared/paths.ts";

/** "/" and unknown paths go to /en, replacing the history entry (SPEC.md §2). Direct requests never get
 * here: the server redirects them with HTTP first. */
export default function RedirectHome() {
  return <Navigate to={homePath} replace />;
}
