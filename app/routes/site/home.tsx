import { Link, data } from "react-router";
import type { Route } from "./+types/home";
import { htmlLangOfLanguageId, isContentInPageLanguage, languageIdOf, resolveLocale } from "@common/locale";
import { SITE_CAROUSEL_SPEED_MS } from "@common/events";
import { Carousel } from "~/components/carousel/Carousel";
import { SampleLabel, VideoCarousel } from "~/components/carousel/VideoCarousel";
import { HomepageBanner } from "~/components/layout/HomepageBanner";
import { PageHeading } from "~/components/layout/PageHeading";
import { BlogList } from "~/components/widgets/BlogList";
import { GridTable } from "~/components/widgets/GridTable";
import { PanelButton } from "~/components/widgets/PanelButton";
import { StoreButtons } from "~/components/widgets/StoreButtons";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { findVideo, getBlog, homepageLocalisation, isBannerActive, listVideos } from "~/lib/site.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "site", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { text } = metaText(matches);
  if (loaderData?.transcript) {
    return [{ title: text("Transcript: {name} | Dolphin", { name: loaderData.transcript.name }) }];
  }
  return [
    { title: text("Dolphin | Software for people with sight loss") },
    {
      name: "description",
      content: text("Screen readers, magnifiers and reading apps for people with sight loss, with support, training and free trials."),
    },
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = resolveLocale(params.locale);
  const query = new URL(request.url).searchParams;
  // Spec 2: a video's transcript is this page with ?id={videoId}&transcript=1.
  if (query.get("transcript") === "1") {
    const id = query.get("id") ?? "";
    const video = /^\d{1,9}$/.test(id) ? await findVideo(db(), Number(id)) : null;
    if (!video) throw data(null, { status: 404 });
    const position = (await listVideos(db())).findIndex((row) => row.id === video.id);
    return {
      transcript: { id: video.id, name: video.name, transcript: video.transcript, sample: video.sample, slide: position + 1, language: video.language },
      banner: null,
      posts: [],
      videos: [],
      blogError: false,
    };
  }
  const localisation = await homepageLocalisation(env, db(), languageIdOf(locale));
  const [videos, postsResult] = await Promise.all([
    listVideos(db()),
    getBlog(env, db())
      .latest(3)
      .then((posts) => ({ posts, failed: false }))
      .catch((error: unknown) => {
        console.error("blog", error);
        return { posts: [], failed: true };
      }),
  ]);
  return {
    transcript: null,
    banner: isBannerActive(localisation)
      ? { message: localisation.bannerMessage ?? "", content: localisation.bannerContent, languageId: localisation.languageId }
      : null,
    posts: postsResult.posts,
    blogError: postsResult.failed,
    videos: videos.map(({ id, name, youtubeUrlParam, description, duration, hostedVideo, sample, language }) => ({
      id,
      name,
      youtubeUrlParam,
      description,
      duration,
      hostedVideo,
      sample,
      language,
    })),
  };
}

const HIGHLIGHTS = [
  {
    name: "SuperNova",
    text: "Magnification, speech and braille in one package for Windows, from 1.2 to 64 times, with colour schemes that cut glare.",
  },
  {
    name: "ScreenReader",
    text: "Speech and braille for people who cannot see the screen, working with Microsoft 365, web browsers and PDFs.",
  },
  {
    name: "GuideConnect",
    text: "A simple, talking computer for people new to technology: email, books, radio, news and video calls with a remote.",
  },
  {
    name: "EasyReader",
    text: "A free reading app for phones, tablets and Windows: talking books and e-books from accessible libraries worldwide.",
  },
];

const YES = "Yes";
const NO = "No";
const COMPARISON_ROWS = [
  "Screen magnification",
  "Speech output",
  "Braille display support",
  "Reads books and documents",
  "Works on phones and tablets",
  "Free trial",
];
const COMPARISON = [
  { header: "SuperNova Magnifier", name: true, cells: [YES, NO, NO, NO, NO, "30 days"] },
  { header: "SuperNova Magnifier & Speech", name: true, cells: [YES, YES, NO, YES, NO, "30 days"] },
  { header: "SuperNova Magnifier & Screen Reader", name: true, cells: [YES, YES, YES, YES, NO, "30 days"] },
  { header: "ScreenReader", name: true, cells: [NO, YES, YES, YES, NO, "30 days"] },
  { header: "GuideConnect", name: true, cells: [YES, YES, NO, YES, NO, "30 days"] },
  { header: "EasyReader", name: true, cells: [YES, YES, YES, YES, YES, "Free app"] },
];

function Transcript({ transcript }: { transcript: { name: string; transcript: string; sample: boolean; slide: number; language: string } }) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  // A transcript is in its video's language.
  const lang = langOfContent(locale, transcript.language);
  return (
    <div className="container page">
      <PageHeading>
        <T message="Transcript: <0>{name}</0>" values={{ name: transcript.name }} components={[<span lang={lang} />]} />
        {transcript.sample && <SampleLabel />}
      </PageHeading>
      <div className="transcript" lang={lang}>
        {transcript.transcript.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p>
        <Link to={url("home", {}, { hash: `videos-${transcript.slide}` })}>{t("Back to the video on the homepage")}</Link>
      </p>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  if (loaderData.transcript) return <Transcript transcript={loaderData.transcript} />;
  const banner = loaderData.banner;
  const comparison = COMPARISON.map((column) => ({ ...column, cells: column.cells.map((cell) => t(cell)) }));
  return (
    <>
      {banner && (
        <HomepageBanner
          message={banner.message}
          content={banner.content}
          lang={isContentInPageLanguage(locale, banner.languageId) ? undefined : htmlLangOfLanguageId(banner.languageId)}
        />
      )}
      <section className="hero">
        <div className="container">
          <PageHeading>{t("Software that helps people with sight loss read, work and learn")}</PageHeading>
          <p className="lead">
            {t(
              "SuperNova, ScreenReader, GuideConnect and EasyReader magnify the screen, read it aloud and turn books and documents into speech and braille, at home, at work and in the classroom.",
            )}
          </p>
          <p className="button-row">
            <Link className="button" to={url("Products")}>
              {t("Explore our products")}
            </Link>
            <Link className="button button--secondary" to={url("Support")}>
              {t("Get support")}
            </Link>
          </p>
        </div>
      </section>
      <div className="container home-sections">
        <div className="home-section">
          <Carousel
            title={text("Our software")}
            name="software"
            items={HIGHLIGHTS}
            speedMs={SITE_CAROUSEL_SPEED_MS}
            slideLabel={(product) => product.name}
            renderSlide={(product) => (
              <div className="highlight">
                <h3 className="highlight__name" translate="no">
                  {product.name}
                </h3>
                <p>{t(product.text)}</p>
                <p>
                  <Link to={url("Products")}>
                    <T message="Find out about <0>{name}</0>" values={{ name: product.name }} components={[<span translate="no" />]} />
                  </Link>
                </p>
              </div>
            )}
          />
          <StoreButtons
            appName="EasyReader"
            appStoreUrl="https://apps.apple.com/gb/search?term=EasyReader%20Dolphin"
            googlePlayUrl="https://play.google.com/store/search?q=EasyReader%20Dolphin&c=apps"
          />
        </div>

        <section aria-labelledby="compare-heading" className="home-section">
          <h2 id="compare-heading">{t("Which software is right for me?")}</h2>
          <GridTable
            caption={text("What each product does")}
            rowHeaders={COMPARISON_ROWS.map((row) => text(row))}
            columns={comparison}
            itemName={text("products")}
          />
        </section>

        <section aria-labelledby="join-heading" className="home-section">
          <h2 id="join-heading">{t("Learn with us")}</h2>
          <div className="panel-buttons">
            <PanelButton to={url("Events")} title={text("Events near you")}>
              {t("Exhibitions, training days and user groups across the UK and Europe.")}
            </PanelButton>
            <PanelButton to={url("Webinars")} title={text("Free webinars")}>
              {t("Live online sessions with our trainers, and recordings of past ones.")}
            </PanelButton>
            <PanelButton to={url("Support")} title={text("Support and training")}>
              {t("Answers, manuals and help from our support team.")}
            </PanelButton>
          </div>
        </section>

        <section aria-labelledby="blog-heading" className="home-section">
          <h2 id="blog-heading">{t("Latest from our blog")}</h2>
          {loaderData.blogError ? <p>{t("The blog could not be loaded just now. Please try again later.")}</p> : <BlogList posts={loaderData.posts} />}
        </section>

        {loaderData.videos.length > 0 && (
          <div className="home-section">
            <VideoCarousel videos={loaderData.videos} route={url("home")} />
          </div>
        )}
      </div>
    </>
  );
}
