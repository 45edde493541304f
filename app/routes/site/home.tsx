import { Link, data } from "react-router";
import type { Route } from "./+types/home";
import { languageIdOf, resolveLocale } from "@common/locale";
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
import { findLocalisation, findVideo, getBlog, isBannerActive, listVideos } from "~/lib/site.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "site" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.transcript) {
    return [{ title: `Transcript: ${loaderData.transcript.name} | Dolphin` }];
  }
  return [
    { title: "Dolphin | Software for people with sight loss" },
    {
      name: "description",
      content: "Screen readers, magnifiers and reading apps for people with sight loss, with support, training and free trials.",
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
      transcript: { id: video.id, name: video.name, transcript: video.transcript, sample: video.sample, slide: position + 1 },
      banner: null,
      posts: [],
      videos: [],
      blogError: false,
    };
  }
  const localisation = await findLocalisation(db(), languageIdOf(locale));
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
      ? { message: localisation.bannerMessage ?? "", content: localisation.bannerContent }
      : null,
    posts: postsResult.posts,
    blogError: postsResult.failed,
    videos: videos.map(({ id, name, youtubeUrlParam, description, duration, hostedVideo, sample }) => ({ id, name, youtubeUrlParam, description, duration, hostedVideo, sample })),
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
const COMPARISON_ROWS = ["Screen magnification", "Speech output", "Braille display support", "Reads books and documents", "Works on phones and tablets", "Free trial"];
const COMPARISON = [
  { header: "SuperNova Magnifier", cells: [YES, NO, NO, NO, NO, "30 days"] },
  { header: "SuperNova Magnifier & Speech", cells: [YES, YES, NO, YES, NO, "30 days"] },
  { header: "SuperNova Magnifier & Screen Reader", cells: [YES, YES, YES, YES, NO, "30 days"] },
  { header: "ScreenReader", cells: [NO, YES, YES, YES, NO, "30 days"] },
  { header: "GuideConnect", cells: [YES, YES, NO, YES, NO, "30 days"] },
  { header: "EasyReader", cells: [YES, YES, YES, YES, YES, "Free app"] },
];

function Transcript({ transcript }: { transcript: { name: string; transcript: string; sample: boolean; slide: number } }) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>
        Transcript: {transcript.name}
        {transcript.sample && <SampleLabel />}
      </PageHeading>
      <div className="transcript">
        {transcript.transcript.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p>
        <Link to={url("home", {}, { hash: `videos-${transcript.slide}` })}>Back to the video on the homepage</Link>
      </p>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  if (loaderData.transcript) return <Transcript transcript={loaderData.transcript} />;
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
      <div className="container home-sections">
        <div className="home-section">
          <Carousel
            title="Our software"
            name="software"
            items={HIGHLIGHTS}
            speedMs={SITE_CAROUSEL_SPEED_MS}
            slideLabel={(product) => product.name}
            renderSlide={(product) => (
              <div className="highlight">
                <h3 className="highlight__name">{product.name}</h3>
                <p>{product.text}</p>
                <p>
                  <Link to={url("Products")}>Find out about {product.name}</Link>
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
          <h2 id="compare-heading">Which software is right for me?</h2>
          <GridTable caption="What each product does" rowHeaders={COMPARISON_ROWS} columns={COMPARISON} itemName="products" />
        </section>

        <section aria-labelledby="join-heading" className="home-section">
          <h2 id="join-heading">Learn with us</h2>
          <div className="panel-buttons">
            <PanelButton to={url("Events")} title="Events near you">
              Exhibitions, training days and user groups across the UK and Europe.
            </PanelButton>
            <PanelButton to={url("Webinars")} title="Free webinars">
              Live online sessions with our trainers, and recordings of past ones.
            </PanelButton>
            <PanelButton to={url("Support")} title="Support and training">
              Answers, manuals and help from our support team.
            </PanelButton>
          </div>
        </section>

        <section aria-labelledby="blog-heading" className="home-section">
          <h2 id="blog-heading">Latest from our blog</h2>
          {loaderData.blogError ? (
            <p>The blog could not be loaded just now. Please try again later.</p>
          ) : (
            <BlogList posts={loaderData.posts} />
          )}
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
