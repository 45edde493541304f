/**
 * Shared parts of the staff desk's pages: their head (title, never indexed), the way back to
 * the desk's home, date formatting in the desk's one form, and the language of stored content.
 */
import { Link, useLocation } from "react-router";
import type { MessageValues } from "@common/i18n/translator";
import { metaText, useT } from "~/i18n/I18n";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useAnswersPost } from "~/enhance/framework";
import { SelectField } from "~/components/forms/fields";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { CONTENT_LANGUAGES } from "@common/schemas/staff-content";

type MetaMatches = Parameters<typeof metaText>[0];

/**
 * The head of a desk page: its own title, and no search engine indexes it. Given the meta
 * function's `matches`, the title is a catalogue message (with its values) in the page's language.
 */
export function staffMeta(title: string, matches?: MetaMatches, values?: MessageValues) {
  const robots = { name: "robots", content: "noindex, nofollow" };
  if (!matches) return [{ title: `${title} | Staff desk | Dolphin` }, robots];
  const { text } = metaText(matches);
  return [{ title: text("{title} | Staff desk | Dolphin", { title: text(title, values) }) }, robots];
}

/**
 * "24 Nov 2026, 14:05 UTC": desk pages show times in UTC, said so, for staff in any time zone.
 * English pages keep that one form; other languages write the date their own way.
 */
export function formatStaffTime(iso: string, intlLocale = "en-GB"): string {
  const date = new Date(iso);
  if (!intlLocale.startsWith("en")) {
    return `${new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;
  }
  const day = date.toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}

/** A moment as the desk writes it, in the page's language, inside <time>. */
export function StaffTime({ iso }: { iso: string }) {
  const { intlLocale } = useT();
  return <time dateTime={iso}>{formatStaffTime(iso, intlLocale)}</time>;
}

/** The link back to the desk's home, above each section's heading. */
export function BackToDesk() {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <p className="breadcrumbs">
      <Link to={url("StaffHome")}>{t("Staff desk")}</Link>
    </p>
  );
}

/**
 * The marks of a list's count (its role=status line). A desk list answers its filter, search or
 * sort with a new page, whose count is not announced by itself, so on a page
 * whose address carries a filter, search or sort the count takes focus when it loads
 * (app/enhance/answer-focus.ts). The answer to a post keeps focus on the post's message.
 */
export function useListCountMarks(): { "data-focus-on-load"?: string } {
  const { search } = useLocation();
  // After a delete the address names what was deleted: that notice is the answer (useAddressNotice).
  const deleted = new URLSearchParams(search).has("deleted");
  return useAnswerMarks(!deleted && search.length > 1);
}

/** The marks of an element that is this page's answer to a GET form (`answers`), as useListCountMarks. */
export function useAnswerMarks(answers: boolean): { "data-focus-on-load"?: string } {
  const answersPost = useAnswersPost();
  return !answersPost && answers ? { "data-focus-on-load": "" } : {};
}

/**
 * Whether a notice the address carries (?created, ?deleted: a post that led here) shows. It is
 * the answer of the page it leads to, so it takes focus when that page loads (focusOnLoad on
 * its StatusAlert), so that it is heard. On the answer to a later post sent from
 * the same address it is an old answer, left out so that post's own answer is the one heard.
 */
export function useAddressNotice(): boolean {
  return !useAnswersPost();
}

/**
 * A list's count, said as it changes: see useListCountMarks. `answers` says instead whether the
 * page is this list's answer, where the address also carries another form's fields.
 */
export function ListCount({ answers, children }: { answers?: boolean; children: React.ReactNode }) {
  const listMarks = useListCountMarks();
  const givenMarks = useAnswerMarks(answers ?? false);
  return (
    <p role="status" {...(answers === undefined ? listMarks : givenMarks)}>
      {children}
    </p>
  );
}

/**
 * The language a webinar, event, article or video is written in, one of the site's languages,
 * each named in itself (and marked so). Pages in other languages mark the item with it.
 */
export function ContentLanguageField({ value, errors }: { value: string; errors?: string[] }) {
  const { t, text } = useT();
  return (
    <SelectField
      name="language"
      label={text("Language")}
      required
      defaultValue={value || DEFAULT_CONTENT_LANGUAGE}
      hint={t("The language its words are written in. Pages in the other languages mark it, so screen readers speak it in the right voice.")}
      options={CONTENT_LANGUAGES.map((known) => ({ value: known.code, label: known.name, lang: known.code, translate: "no" as const }))}
      errors={errors}
    />
  );
}
