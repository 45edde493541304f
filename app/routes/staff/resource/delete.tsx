/**
 * A desk item's Delete button, asked first: it posts `intent=delete` with the item's id and the
 * revision the page showed, so an item someone changed since is not deleted unseen (409).
 * A list has one in each row; an item's editor has one below its form.
 */
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { useT } from "~/i18n/I18n";

/** `name` is the row's own name, as stored; `question` and `detail` are the confirmation's words, in the page's language. */
export function RowDeleteButton({ id, revision, name, question, detail }: { id: number; revision: number; name: string; question: string; detail: string }) {
  const { text } = useT();
  return (
    // The button's hidden words are the item's own name, as stored: not for translation.
    <PostForm translate="no">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      <ConfirmButton label={text("Delete")} hiddenLabel={` ${name}`} question={question} detail={detail} />
    </PostForm>
  );
}

/**
 * The editor's button ("Delete this event"): `idName` is the field the page's action reads the
 * item's id from; `label`, `question` and `detail` are in the page's language.
 */
export function ItemDeleteForm({
  idName = "id",
  id,
  revision,
  label,
  question,
  detail,
}: {
  idName?: string;
  id: number;
  revision: number;
  label: string;
  question: string;
  detail: string;
}) {
  return (
    <PostForm>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name={idName} value={id} />
      <input type="hidden" name="revision" value={revision} />
      <ConfirmButton label={label} question={question} detail={detail} />
    </PostForm>
  );
}
