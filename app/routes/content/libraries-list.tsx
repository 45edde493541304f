import { Link, data } from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/libraries-list";
import { PageHeading } from "~/components/layout/PageHeading";
import { SelectField } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { librariesFilterInput, librariesView, libraryAppOf, redirectToCanonical } from "~/lib/content.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

function load(request: Request, params: { locale?: string }, input: Record<string, unknown>) {
  redirectToCanonical(request, params, `/${libraryAppOf(request, params)}/Libraries-List`);
  return librariesView(request, params, input);
}

/** GET: every library, or filtered by the query (country, language). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return load(request, params, await librariesFilterInput(request));
}

/** POST: the filter form posted; the same list, filtered by the form. */
export async function action({ request, params }: Route.ActionArgs) {
  return data(await load(request, params, await librariesFilterInput(request)));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.app ?? "EasyReader"} libraries | Dolphin` },
  { name: "description", content: `Online libraries you can join and read from in ${loaderData?.app ?? "EasyReader"}.` },
];

export default function LibrariesList({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const view = actionData ?? loaderData;
  const { app } = view;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) status.current?.focus();
  }, [actionData]);
  const detailRoute = app === "GuideConnect" ? "GuideConnectLibrary" : "EasyReaderLibrary";
  return (
    <div className="container page">
      <PageHeading>{app} libraries</PageHeading>
      <p className="lead">
        {app} can sign in to these online libraries, so you can borrow and read talking books and e-books without
        downloading files by hand. Choose a library to see how to join.
      </p>
      <PostForm className="filter-form" aria-labelledby="library-filter-title">
        <h2 id="library-filter-title">Filter libraries</h2>
        <div className="filter-form__fields">
          <SelectField name="country" label="Country" options={view.options.countries} placeholder="All countries" defaultValue={String(view.country)} />
          <SelectField name="language" label="Language" options={view.options.languages} placeholder="All languages" defaultValue={String(view.language)} />
        </div>
        <SubmitButton busyLabel="Loading…">
          Show libraries
        </SubmitButton>
      </PostForm>
      <p ref={status} tabIndex={-1} role="status" className="filter-form__count">
        {view.libraries.length === 0
          ? "No libraries match your choice. Choose another country or language."
          : `${view.libraries.length} ${view.libraries.length === 1 ? "library" : "libraries"} ${view.filtered ? "match your choice" : "available"}`}
      </p>
      <ul className="library-list">
        {view.libraries.map((library) => (
          <li key={library.id} className="library-list__item">
            <h2>
              <Link to={url(detailRoute, { libraryId: library.id })}>{library.name}</Link>
            </h2>
            <p>{library.summary}</p>
            <dl className="library-list__facts">
              <div>
                <dt>Country</dt>
                <dd>{library.countryName}</dd>
              </div>
              <div>
                <dt>Language</dt>
                <dd>{library.languageName}</dd>
              </div>
              <div>
                <dt>Formats</dt>
                <dd>{library.formats}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        Is your library missing? Read about <Link to={url("LibrariesAudience")}>how libraries can join</Link>.
      </p>
    </div>
  );
}
