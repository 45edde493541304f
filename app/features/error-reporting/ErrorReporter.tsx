import { useEffect } from "react";
import { reportClientErrors } from "./report-errors";

/** The hydrated app's error reporting: listens while the shell is mounted. */
export function ClientErrorReporter() {
  useEffect(() => reportClientErrors(), []);
  return null;
}
