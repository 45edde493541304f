/**
 * Values the Worker keeps per request, shared by the API and the page renderer (handed to
 * loaders, actions and the server renderer through React Router's context).
 */
import { createContext } from "react-router";

export interface RequestVariables {
  /** The CSP nonce of this response: every inline and module script carries it. */
  nonce: string;
  /** A short id that ties a user's report (and error logs) to this request. */
  requestId: string;
}

export const requestInfoContext = createContext<RequestVariables>({ nonce: "", requestId: "" });
