/**
 * The carousel's paging rules, shared by the React carousel and the enhancement of pages
 * served without the framework, so both page, wrap and read the address alike.
 */
import { CAROUSEL_MOBILE_BELOW_PX } from "@common/events";

/** Slides per page: one below the mobile cut-off, else the carousel's own number. */
export function slidesPerPageAt(width: number, wide: number): number {
  return Math.max(1, width < CAROUSEL_MOBILE_BELOW_PX ? 1 : wide);
}

export function pageCountOf(slides: number, perPage: number): number {
  return Math.max(1, Math.ceil(slides / perPage));
}

/** The page a move of one reaches: it wraps when continuous, else stops at either end. */
export function stepPage(current: number, direction: -1 | 1, pageCount: number, continuous: boolean): number {
  const target = current + direction;
  if (target < 0) return continuous ? pageCount - 1 : 0;
  if (target >= pageCount) return continuous ? 0 : pageCount - 1;
  return target;
}

/** The page the address `#{name}-{slide}` selects, or null when it names no slide of this carousel. */
export function pageOfHash(hash: string, name: string, slides: number, perPage: number): number | null {
  const match = new RegExp(`^#${name}-(\\d+)$`).exec(hash);
  if (!match) return null;
  const slide = Math.min(Math.max(Number(match[1]), 1), slides);
  return Math.floor((slide - 1) / perPage);
}

/** The address of a page: its first slide. */
export function hashOfPage(name: string, page: number, perPage: number): string {
  return `#${name}-${page * perPage + 1}`;
}
