import { Link } from "react-router";
import type { Route } from "./+types/home";
import { languageIdOf, resolveLocale } from "@common/locale";
import { HomepageBanner } from "~/components/layout/HomepageBanner";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { findLocalisation, isBannerActive } from "../../../workers/services/homepage";

export const meta: Route.MetaFunction = () => [
  { title: "Dolphin | Software for people with sight loss" },
  {
    name: "description",
    content: "Screen readers, magnifiers and reading apps for people with sight loss, with support, training and free trials.",
  },
];

export async function loader({ params }: Route.LoaderArgs) {
  const localisation = await findLocalisation(db(), languageIdOf(resolveLocale(params.locale)));
  return {
    banner: isBannerActive(localisation)
      ? { message: localisation.bannerMessage ?? "", content: localisation.bannerContent }
      : null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <>
      {loaderData.banner && <HomepageBanner message={loaderData.banner.message} content={loaderData.banner.content} />}
      <section className="hero">
        <div className="container">
          <PageHeading>Software that helps people with sight loss read, work and learn</PageHeading>
          <p className="lead">
            SuperNova, ScreenReader, GuideConnect and EasyReader magnify the screen, read it aloud and turn books and
            documents into speech and braille, at home, at work and in the classroom.
          </p>
          <p className="button-row">
            <Link className="button" to={url("Products")}>
              Explore our products
            </Link>
            <Link className="button button--secondary" to={url("Support")}>
              Get support
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
