/**
 * The revision check of every desk edit and delete: a form carries the revision it was opened
 * at (the row's `revision` column), and the store updates or deletes the row only where it
 * still has that revision (an update bumps it). No row touched means someone changed it first:
 * the change is refused and nothing is overwritten or deleted.
 */
import { STALE_DELETE_MESSAGE, STALE_EDIT_MESSAGE } from "@common/staff";
import { Refusal, refuse } from "../operation";

/** The refusal of a save made from an out-of-date revision (409, the form keeps what was typed). */
export function staleEdit(): Refusal {
  return new Refusal(refuse(409, STALE_EDIT_MESSAGE));
}

/** The refusal of a delete made from an out-of-date revision (409, nothing deleted). */
export function staleDelete(): Refusal {
  return new Refusal(refuse(409, STALE_DELETE_MESSAGE));
}
