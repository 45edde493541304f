import { createContext } from "react-router";
import type { RequestVariables } from "../workers/http/types";

/** Per-request values the Worker hands to loaders, actions and the server renderer. */
export const requestInfoContext = createContext<RequestVariables>({ nonce: "", requestId: "" });
