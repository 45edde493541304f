/**
 * 'Get version {n}' on My licences: while a licence's software maintenance is current, its new
 * major version costs nothing. The form posts to the page's action (intent free-upgrade), made
 * from the same operation as POST /api/v1/account/licences/free-upgrade; its outcome shows at
 * the top of the page, since a success takes the form away.
 */
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

export function FreeUpgradeForm({ serial, productName, version }: { serial: string; productName: string; version: number }) {
  const { t, text } = useT();
  return (
    <PostForm>
      <input type="hidden" name="intent" value="free-upgrade" />
      <input type="hidden" name="serial" value={serial} />
      <p>{t("Version {version} of {product} is out, and your software maintenance includes it at no cost.", { version, product: productName })}</p>
      <SubmitButton busyLabel={text("Upgrading…")}>{t("Get version {version}", { version })}</SubmitButton>
    </PostForm>
  );
}
