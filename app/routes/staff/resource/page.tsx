/**
 * A desk resource's page: the way back to the desk, its heading and the paragraph saying what
 * it holds, its list, and the form of the row the address chooses.
 */
import { PageHeading } from "~/components/layout/PageHeading";
import type { ActionData } from "~/components/forms/ActionResult";
import { useT } from "~/i18n/I18n";
import { BackToDesk } from "../components";
import type { DeskResource } from "./definition";
import { DeskFormSection } from "./form";
import { DeskTable } from "./table";

/** The frame of a desk page: the way back, the heading and what the section holds (`intro`, or the page's own first paragraph). */
export function DeskPage({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t(title)}</PageHeading>
      {intro && <p>{t(intro)}</p>}
      {children}
    </div>
  );
}

/** The chosen row's form in its own section, named by its heading. */
export function DeskFormPart<Row>({ resource, row, answer }: { resource: DeskResource<Row>; row: Row | null; answer: ActionData }) {
  if (!resource.form) return null;
  return (
    <section aria-labelledby={resource.form.titleId}>
      <DeskFormSection form={resource.form} row={row} answer={answer} />
    </section>
  );
}

/** The whole page of a resource with nothing special: its list, and the chosen row's form. */
export function DeskResourcePage<Row>({
  resource,
  rows,
  chosen,
  answer,
}: {
  resource: DeskResource<Row>;
  rows: Row[];
  chosen: Row | null;
  answer: ActionData;
}) {
  return (
    <DeskPage title={resource.title} intro={resource.intro}>
      <DeskTable resource={resource} rows={rows} chosen={chosen} />
      {chosen && <DeskFormPart resource={resource} row={chosen} answer={answer} />}
    </DeskPage>
  );
}
