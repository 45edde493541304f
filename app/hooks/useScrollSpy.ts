import { useEffect, useState } from "react";
import { SCROLL_RESIZE_THROTTLE_MS, SCROLL_SPY_OFFSET_PX } from "@common/constants";
import { throttle } from "~/lib/throttle";

/**
 * Which of the page's sections is being read:
 * the last section whose top has passed the offset line. Logs 'ScrollSpy is not present on
 * this page.' when none of the sections exist.
 */
export function useScrollSpy(sectionIds: string[], offset = SCROLL_SPY_OFFSET_PX): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = sectionIds.join(" ");

  useEffect(() => {
    const sections = sectionIds.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (sections.length === 0) {
      console.log("ScrollSpy is not present on this page.");
      return;
    }
    const update = () => {
      let current = sections[0]?.id ?? null;
      for (const section of sections) if (section.getBoundingClientRect().top - offset <= 1) current = section.id;
      setActive(current);
    };
    const onScroll = throttle(update, SCROLL_RESIZE_THROTTLE_MS);
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
    };
  }, [key, offset]);

  return active;
}
