/**
 * A content page's Publish (or Unpublish) button, in the Pages list and in the page's editor:
 * it posts `intent=publish` with the page's id and the revision shown, and the state it asks for.
 */
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

export interface PublishedPage {
  id: number;
  revision: number;
  published: boolean;
  title: string;
  language: string;
}

/**
 * `label` is the button's words (catalogue messages) for a draft and for a published page; in a
 * list, `named` adds the page's title, in its own language, for a screen reader.
 */
export function PagePublishForm({ page, label, named }: { page: PublishedPage; label: { publish: string; unpublish: string }; named?: boolean }) {
  const { t, text } = useT();
  return (
    <PostForm>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={page.id} />
      <input type="hidden" name="revision" value={page.revision} />
      {!page.published && <input type="hidden" name="published" value="on" />}
      <SubmitButton className="button button--secondary" busyLabel={text("Saving…")}>
        {page.published ? t(label.unpublish) : t(label.publish)}
        {named && (
          <span className="visually-hidden" lang={page.language}>
            {" "}
            {page.title}
          </span>
        )}
      </SubmitButton>
    </PostForm>
  );
}
