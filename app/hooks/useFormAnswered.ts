import { useEffect, useRef } from "react";
import { onFormAnswered } from "~/enhance/posted-form";

/**
 * On an application page, hears the answers its form (an AjaxForm, given `ref`) gets in place:
 * the form's script sends it and shows the answer (~/enhance/posted-form.ts), and the
 * application changes its own state from the parsed answer here.
 */
export function useFormAnswered(ref: React.RefObject<HTMLFormElement | null>, listener: (answer: unknown) => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    return onFormAnswered(form, (answer) => latest.current(answer));
  }, [ref]);
}
