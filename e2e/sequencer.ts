/**
 * The order browser-test files start in: the route walk first, since it is the longest file
 * by far and the two workers finish together only if it does not start last, then the two
 * halves of the locale walk, the next longest; then vitest's own order (longest last time
 * first; on a clean clone, largest first).
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST_FIRST = ["route-walk.e2e.ts", "locale-walk-nl-us.e2e.ts", "locale-walk-de-fr.e2e.ts"];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (spec: TestSpecification) => LONGEST_FIRST.some((name) => spec.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(isLong), ...sorted.filter((spec) => !isLong(spec))];
  }
}
