import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { PageHeading } from "~/components/layout/PageHeading";
import { canonicalHref, findPageByHid, findPageByPath, formatDate, pathWithoutLocale, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

/**
 * A page of content from D1: the general, audience and legal pages by their path in the
 * route table, and any page by its hid at /flexipage/{hid}. Both have one canonical URL.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const hid = "hid" in params ? (params.hid as string | undefined) : undefined;
  const page = hid ? await findPageByHid(db(), hid) : await findPageByPath(db(), pathWithoutLocale(request, params));
  if (!page) throw data(null, { status: 404 });
  // One canonical URL: a page with its own path is served there, others at /flexipage/{hid}.
  redirectToCanonical(request, params, page.path ?? `/flexipage/${page.hid}`);
  return {
    title: page.title,
    summary: page.summary,
    html: renderBody(page.body),
    updated: formatDate(page.updatedAt),
    updatedIso: page.updatedAt.toISOString(),
    canonical: canonicalHref(request, params, page.path ?? `/flexipage/${page.hid}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.title} | Dolphin` },
        { name: "description", content: loaderData.summary },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [{ title: "Page not found | Dolphin" }];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <article className="content-page">
        <PageHeading>{loaderData.title}</PageHeading>
        <p className="lead">{loaderData.summary}</p>
        <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        <p className="content-page__updated">
          Last updated <time dateTime={loaderData.updatedIso}>{loaderData.updated}</time>
        </p>
      </article>
    </div>
  );
}
