import { Link } from "react-router";
import type { Route } from "./+types/help";
import { PageHeading } from "~/components/layout/PageHeading";
import { requireUser } from "~/lib/session.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "calling", hydrate: false, pageCache: "session" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Video calling help | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export const HELP_VIDEO = { src: "/video/video-calling-help.webm", captions: "/video/video-calling-help.en.vtt" };

export default function CallingHelpPage() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const strong = <strong />;
  return (
    <>
      <PageHeading>{t("Video calling help")}</PageHeading>
      <p className="lead">
        {t(
          "Dolphin video calling lets you talk face to face, or by voice alone, with the people in your address book, straight from your web browser. Everything on these pages works with a keyboard, a screen reader or a magnifier.",
        )}
      </p>

      <section aria-labelledby="help-video-title" className="help-video">
        <h2 id="help-video-title">{t("Watch: making your first call")}</h2>
        <video controls preload="none" className="help-video__player" aria-describedby="help-video-alternative">
          <source src={HELP_VIDEO.src} type="video/webm" />
          {/* The captions are English on every locale; the track's name says so in the page's language. */}
          <track kind="captions" src={HELP_VIDEO.captions} srcLang="en" label={text("English")} default />
          <p>{t("Your browser cannot play this video. The written steps below cover everything it shows.")}</p>
        </video>
        <p id="help-video-alternative">
          {t(
            "The video is 48 seconds long and has no sound: each scene shows one step in large text, and the captions read it out for screen readers and braille displays. Everything it shows is also written out in the steps below, which are its text alternative.",
          )}
        </p>
      </section>

      <section aria-labelledby="help-start-title">
        <h2 id="help-start-title">{t("Before your first call")}</h2>
        <ol>
          <li>
            <T message="Sign in with your DolphinID and open <0>Video Calling</0>." components={[<Link to={url("AccountAddressBook")} />]} />
          </li>
          <li>{t("Read and accept the video calling Terms & Conditions. The call buttons appear once you have accepted them.")}</li>
          <li>
            <T
              message="Open <0>Settings</0>. Your browser asks whether this site may use your camera and microphone: choose Allow. Pick the microphone and camera you want, check the preview, and choose Save Settings."
              components={[<Link to={url("AccountCallSettings")} />]}
            />
          </li>
        </ol>
      </section>

      <section aria-labelledby="help-contacts-title">
        <h2 id="help-contacts-title">{t("Your address book")}</h2>
        <ul>
          <li>
            <T
              message="Choose <0>Add Contact</0>, type the person’s name and the email address they use for their DolphinID, then choose Add Contact in the dialog."
              components={[strong]}
            />
          </li>
          <li>
            <T
              message="Each contact shows their name, email address and whether they are <0>Online</0> or <1>Offline</1>, or <2>Not reachable yet</2> when you cannot call them yet (they have no DolphinID with that address, or do not take calls from you). Screen readers announce it when a contact comes online or goes offline while the page is open."
              components={[strong, strong, strong]}
            />
          </li>
          <li>
            <T
              message="Use a contact’s <0>Options</0> button to make a video or voice call, edit their details or delete them. You can only call people who have a DolphinID."
              components={[strong]}
            />
          </li>
          <li>
            <T message="<0>Refresh Contacts</0> reloads the list if you have changed it in another window." components={[strong]} />
          </li>
        </ul>
      </section>

      <section aria-labelledby="help-calls-title">
        <h2 id="help-calls-title">{t("Making and answering calls")}</h2>
        <ul>
          <li>
            <T
              message="Choose <0>Video Call</0> or <1>Voice Call</1> next to an online contact. A voice call never turns your camera on."
              components={[strong, strong]}
            />
          </li>
          <li>
            <T
              message="When someone calls you, a dialog titled “Incoming call from” and their name opens in every Dolphin tab you have open, a ringtone plays and the tab title flashes. Keyboard focus moves to <0>Answer Call</0>."
              components={[strong]}
            />
          </li>
          <li>
            <T
              message="Choose <0>Answer Call</0>, <1>Answer with video off</1> to talk without your camera, or <2>Decline Call</2>. Pressing Escape also declines the call."
              components={[strong, strong, strong]}
            />
          </li>
          <li>{t("If you answer in one tab, the dialog closes in your other tabs.")}</li>
        </ul>
      </section>

      <section aria-labelledby="help-who-title">
        <h2 id="help-who-title">{t("Choosing who can call you")}</h2>
        <p>{t("In Settings, under “Who can call you”, choose one of:")}</p>
        <ul>
          <li>
            <T message="<0>Anyone with a DolphinID</0>: any account holder who knows your email address." components={[strong]} />
          </li>
          <li>
            <T message="<0>Only people in my address book</0> (the default): others are told you only take calls from your contacts." components={[strong]} />
          </li>
          <li>
            <T message="<0>No one</0>: incoming calls are turned off; callers are told so." components={[strong]} />
          </li>
        </ul>
      </section>

      <section aria-labelledby="help-problems-title">
        <h2 id="help-problems-title">{t("If something does not work")}</h2>
        <ul>
          <li>
            {t(
              "“This page does not have access to your camera and/or microphone”: your browser is blocking them. Use the camera icon in the address bar to allow access for this site, then refresh the page.",
            )}
          </li>
          <li>{t("“No camera or microphone devices were found”: plug in a headset or webcam, then refresh. You need at least a microphone to call.")}</li>
          <li>{t("The picture freezes or breaks up: choose a lower video quality in Settings, such as Basic.")}</li>
          <li>
            <T message="Still stuck? <0>Contact our support team</0> and tell us which browser you use." components={[<Link to={url("ContactSupport")} />]} />
          </li>
        </ul>
      </section>
    </>
  );
}
