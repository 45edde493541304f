import { useEffect, useState } from "react";
import { Form, useNavigation, type FormProps } from "react-router";
import { FormBusyContext } from "./SubmitButton";

/**
 * React Router's Form for a page action, with the sending state every posting form shows:
 * from the moment it is submitted until the page has the answer, its SubmitButton says
 * 'Sending…' (or its own busy label) and a second submission is refused. The answer is
 * announced where it appears (StatusAlert says itself; the error summary takes focus).
 * Without JavaScript it is a plain form, marked for the early script (FormBusyScript).
 */
export function PostForm({ onSubmit, children, reloadDocument, ...form }: Omit<FormProps, "method"> & { method?: "post" }) {
  const navigation = useNavigation();
  const [sentHere, setSentHere] = useState(false);
  // A reloadDocument form leaves the page: it stays busy until the browser has the new one.
  const busy = sentHere && (reloadDocument === true || navigation.state !== "idle");

  useEffect(() => {
    if (!reloadDocument && navigation.state === "idle") setSentHere(false);
  }, [navigation.state, reloadDocument]);

  useEffect(() => {
    // Back to a page kept in the browser's memory: the form can be sent again.
    const reset = (event: PageTransitionEvent) => event.persisted && setSentHere(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  return (
    <Form
      method="post"
      data-busy-form=""
      aria-busy={busy || undefined}
      reloadDocument={reloadDocument}
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onSubmit?.(event);
        if (!event.defaultPrevented || reloadDocument) setSentHere(true);
      }}
      {...form}
    >
      <FormBusyContext.Provider value={{ busy }}>{children}</FormBusyContext.Provider>
    </Form>
  );
}
