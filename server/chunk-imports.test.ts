// @vitest-environment node
import { expect, it } from "vitest";
import { dynamicImportsOf, staticImportsOf } from "./chunk-imports.ts";

const chunk =
  'const m=["assets/x.js"];import{a as b}from"./jsx-7.js";import"./side-9.js";export{c}from"../other/react-dom-3.js";const l=()=>import(`./lazy-10.js`),k=()=>import("./lazy-11.js");';

it("reads a minified chunk's static imports and re-exports, not its dynamic ones", () => {
  expect(staticImportsOf(chunk, "/assets/home-6.js")).toEqual([
    "/assets/jsx-7.js",
    "/assets/side-9.js",
    "/other/react-dom-3.js",
  ]);
});

it("reads its dynamic imports, whatever the quotes", () => {
  expect(dynamicImportsOf(chunk, "/assets/home-6.js")).toEqual(["/assets/lazy-10.js", "/assets/lazy-11.js"]);
});
