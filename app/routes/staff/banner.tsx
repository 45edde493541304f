/**
 * StaffBanner (/staff/banner): the homepage banner of each site language. Staff choose a
 * language, change its message, second line, whether it shows and its expiry (UTC), preview
 * it as the homepage would show it, and save: the homepage shows the change at once.
 */
import type { Route } from "./+types/banner";
import { CONTENT_LANGUAGES } from "@common/schemas/staff-content";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta } from "./components";
import { type BannerListing, bannerAction, banners } from "./banner.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { DeskTable } from "./resource/table";
import { chosenRow, deskResource, deskShouldRevalidate } from "./resource/definition";
import { DeskPage } from "./resource/page";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(bannerList.title, matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await banners();
  return { banners: list, selected: chosenRow(request, bannerList, list) ?? list[0]! };
});

export const action = bannerAction;

export const shouldRevalidate = deskShouldRevalidate;

/** The language tag of a banner's words ("de"), from its language id. */
function languageTag(languageId: number): string {
  return CONTENT_LANGUAGES.find((language) => language.id === languageId)?.code ?? "en";
}

/** "2026-12-01T09:00" for a datetime-local field, in UTC like the label says. */
function fieldMoment(iso: string | null): string {
  return iso ? iso.slice(0, 16) : "";
}

/** The homepage banner's look (its classes), without its landmark: on this page it sits inside the main content. Its words are in the banner's own language. */
function BannerPreview({ message, content, lang }: { message: string; content: string | null; lang: string }) {
  return (
    <div className="homepage-banner" lang={lang}>
      <div className="container">
        <p className="homepage-banner__message">{message}</p>
        {content && <p className="homepage-banner__content">{content}</p>}
      </div>
    </div>
  );
}

const bannerList = deskResource<BannerListing>({
  title: "Homepage banner",
  intro:
    "The announcement at the top of the homepage, one for each language of the site. It shows while it is switched on, has a message and has not expired. Saving changes the homepage at once.",
  route: "StaffBanner",
  choose: "language",
  list: {
    caption: "Banners by language",
    region: "Banners by language (scrolls sideways)",
    rowId: (banner) => banner.languageId,
    rowHeader: "Language",
    rowName: (banner) => banner.languageName,
    editName: (banner) => ({ message: "the <0/> banner", components: [<span translate="no">{banner.languageName}</span>] }),
    columns: [
      {
        header: "Message",
        cell: (banner, { t }) => ({ words: banner.message ? <span lang={languageTag(banner.languageId)}>{banner.message}</span> : t("No message") }),
      },
      {
        header: "On the homepage now",
        cell: (banner, { t }) => ({
          words: banner.showing ? t("Shown") : banner.enabled ? t("Not shown (no message or expired)") : t("Not shown (switched off)"),
        }),
      },
      { header: "Expires", cell: (banner, { t }) => ({ words: banner.expiry ? <StaffTime iso={banner.expiry} /> : t("Never") }) },
    ],
  },
});

type Preview = { languageId: number; message: string; content: string; enabled: boolean; expiry: string | null; showing: boolean };

export default function StaffBanner({ loaderData, actionData }: Route.ComponentProps) {
  const _url = useLocalisedUrl();
  const { t, text } = useT();
  const { banners, selected } = loaderData;
  const preview = actionData?.status === "done" && actionData.intent === "preview" ? (actionData.data as { preview: Preview }).preview : null;
  const shown = preview && preview.languageId === selected.languageId ? preview : null;
  const intent = actionData?.intent === "preview" ? "preview" : "save";
  const errors = fieldErrorsOf(actionData, intent);
  const kept = (name: string) => keptOf(actionData, intent, name);
  const typedEnabled = actionData && actionData.status !== "done" && actionData.intent === intent ? kept("enabled") !== undefined : null;
  const formValues = {
    message: shown?.message ?? kept("message") ?? selected.message,
    content: shown?.content ?? kept("content") ?? selected.content,
    enabled: shown?.enabled ?? typedEnabled ?? selected.enabled,
    expiry: shown ? fieldMoment(shown.expiry) : (kept("expiry") ?? fieldMoment(selected.expiry)),
  };
  // A new key after each answer puts the answer's values (typed, previewed or saved) in the form.
  const formKeyValue = `${selected.languageId}:${selected.revision}:${actionData ? JSON.stringify(actionData).length : 0}`;
  return (
    <DeskPage title={bannerList.title} intro={bannerList.intro}>
      {/* The form is the banner's own: a preview beside the save, its words in the banner's language. */}
      <DeskTable resource={bannerList} rows={banners} chosen={selected} formTitleId="banner-form-title" />

      <section aria-labelledby="banner-form-title">
        <h2 id="banner-form-title" tabIndex={-1}>
          <T message="Edit the <0/> banner" components={[<span translate="no">{selected.languageName}</span>]} />
        </h2>
        <ActionResult result={actionData} intent={["save", "preview"]} />
        <PostForm className="panel" noValidate key={formKeyValue}>
          <input type="hidden" name="languageId" value={selected.languageId} />
          <input type="hidden" name="revision" value={selected.revision} />
          <TextArea
            name="message"
            lang={languageTag(selected.languageId)}
            label={text("Message")}
            maxLength={300}
            defaultValue={formValues.message}
            errors={errorsFor(errors, "message")}
            hint={t("Required while the banner is shown.")}
          />
          <TextArea
            name="content"
            lang={languageTag(selected.languageId)}
            label={text("Second line")}
            maxLength={300}
            defaultValue={formValues.content}
            errors={errorsFor(errors, "content")}
          />
          <CheckboxField
            name="enabled"
            label={text("Show the banner on the homepage")}
            defaultChecked={formValues.enabled}
            errors={errorsFor(errors, "enabled")}
          />
          <TextField
            name="expiry"
            label={text("Expires (UTC)")}
            type="datetime-local"
            defaultValue={formValues.expiry}
            hint={t("Leave empty for a banner that does not expire. Date and time in UTC, like 2026-12-01T09:00.")}
            errors={errorsFor(errors, "expiry")}
          />
          <p className="button-row">
            <SubmitButton name="intent" value="preview" className="button button--secondary" busyLabel={text("Preparing the preview…")}>
              {t("Preview")}
            </SubmitButton>
            <SubmitButton name="intent" value="save" busyLabel={text("Saving…")}>
              {t("Save banner")}
            </SubmitButton>
          </p>
        </PostForm>
      </section>

      <section aria-labelledby="banner-preview-title" className="staff-preview">
        <h2 id="banner-preview-title">{shown ? t("Preview (not saved)") : t("On the homepage now")}</h2>
        {(shown ? shown.showing : selected.showing) ? (
          <BannerPreview
            message={shown?.message ?? selected.message}
            content={(shown ? shown.content : selected.content) || null}
            lang={languageTag(selected.languageId)}
          />
        ) : (
          <p>
            <T
              message={shown ? "The <0/> homepage shows no banner with these settings." : "The <0/> homepage shows no banner."}
              components={[<span translate="no">{selected.languageName}</span>]}
            />
          </p>
        )}
      </section>
    </DeskPage>
  );
}
