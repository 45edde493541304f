/**
 * A list row's Delete button, asked first: it posts `intent=delete` with the row's id and the
 * revision the list showed, so a row someone changed since is not deleted unseen (409).
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
