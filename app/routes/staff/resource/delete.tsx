/**
 * A desk post asked first: a Delete button (a list row's, or an item editor's) or a Revoke
 * button. A delete posts `intent=delete` with the item's id and the revision the page showed,
 * so an item someone changed since is not deleted unseen (409).
 */
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { useT } from "~/i18n/I18n";

/**
 * A button whose post (`intent`, with the `hidden` fields naming what it changes) is asked
 * first: `label` is the button's words, `hiddenLabel` what a screen reader hears after them
 * (which row), `question` and `detail` the confirmation's, all in the page's language.
 */
export function ConfirmedPost({
  intent,
  hidden,
  translate,
  ...confirm
}: {
  intent: string;
  hidden: Record<string, string | number>;
  /** "no" where the button's hidden words are a name, as stored. */
  translate?: "no";
  label: string;
  hiddenLabel?: string;
  question: string;
  detail: string;
}) {
  return (
    <PostForm translate={translate}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConfirmButton {...confirm} />
    </PostForm>
  );
}

/** A list row's Delete button: `name` is the row's own name, as stored. */
export function RowDeleteButton({ id, revision, name, question, detail }: { id: number; revision: number; name: string; question: string; detail: string }) {
  const { text } = useT();
  // The button's hidden words are the item's own name, as stored: not for translation.
  return (
    <ConfirmedPost
      intent="delete"
      hidden={{ id, revision }}
      translate="no"
      label={text("Delete")}
      hiddenLabel={` ${name}`}
      question={question}
      detail={detail}
    />
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
  return <ConfirmedPost intent="delete" hidden={{ [idName]: id, revision }} label={label} question={question} detail={detail} />;
}
