import type { ShouldRevalidateFunctionArgs } from "react-router";
import { languageOfRequest } from "../content/page-data.server";
import { CalculatorPage } from "../features/calculator/calculator-page";
import { calculatorPageData } from "../features/calculator/calculator-page-data.server";
import type { Route } from "./+types/calculator";

export function loader({ request }: Route.LoaderArgs) {
  return calculatorPageData(languageOfRequest(request));
}

/** The loader's words do not depend on the inputs: a new result asks the server for nothing. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The income tax calculator (issues 38 and 50): app/features/calculator/. */
export default function CalculatorRoute({ loaderData }: Route.ComponentProps) {
  const { words, lessons } = loaderData;
  return <CalculatorPage words={words} lessons={lessons} />;
}
