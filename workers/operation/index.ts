/**
 * The one way an operation is written (define.ts), answered (result.ts), read (input.ts),
 * run (run.ts) and served under /api/v1 (api-route.ts). Page actions are made from the same
 * definitions by app/lib/operation-action.server.ts.
 */
export { type Access, type BaseContext, type Operation, type OperationContext, type OperationRateLimit, defineOperation } from "./define";
export {
  type Done,
  type Failure,
  type Invalid,
  type MessageLike,
  type OperationFieldErrors,
  type OperationResult,
  type Refused,
  Refusal,
  done,
  invalid,
  invalidField,
  refuse,
} from "./result";
export { DEFAULT_MAX_BODY_BYTES, type Input, queryInput, readInput, typedValues } from "./input";
export { PROVE_ADDRESS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, UNEXPECTED_FAILURE_MESSAGE, runOperation } from "./run";
export type { SessionUser } from "./session-user";
export { type OperationSurroundings, provideOperationSurroundings } from "./surroundings";
export { type ApiRouteOptions, apiResponse, apiRoute } from "./api-route";
// The page side's translation of what operations answer (the pages reach the server through this door).
