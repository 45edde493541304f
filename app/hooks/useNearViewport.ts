import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, and from then on. Heavy
 * parts below the fold (the events map on a phone, under the list) start only when the reader
 * gets near them, so the first screen is not held up by code they may never reach.
 * `force()` starts them at once, for a button that scrolls to them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "400px"): [near: boolean, force: () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  const force = useCallback(() => setNear(true), []);
  return [near, force];
}
