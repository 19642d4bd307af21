/** Set-up of every jsdom test file (vitest.config.ts). Testing Library's waits (`waitFor`, `findBy…`)
 * give up after 1 s by default: on a busy machine with test files side by side, a debounced save or a
 * re-render took longer than that (issue-composer.test.tsx, load 17). They still return as soon as
 * the element is there; only a test that fails waits the longer bound. */
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 10_000 });
