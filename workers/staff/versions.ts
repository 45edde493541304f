/**
 * The revision check of every desk edit: a form carries the revision it was opened at (the
 * row's `revision` column), and the store updates the row only where it still has that
 * revision, bumping it. No row updated means someone saved first: the save is refused and
 * nothing is overwritten.
 */
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { Refusal, refuse } from "../operation";

/** The refusal of a save made from an out-of-date revision (409, the form keeps what was typed). */
export function staleEdit(): Refusal {
  return new Refusal(refuse(409, STALE_EDIT_MESSAGE));
}
