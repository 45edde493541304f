import { Link } from "react-router";
import type { Route } from "./+types/help";
import { PageHeading } from "~/components/layout/PageHeading";
import { requireUser } from "~/lib/session.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "calling" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Video calling help | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export const HELP_VIDEO = { src: "/video/video-calling-help.webm", captions: "/video/video-calling-help.en.vtt" };

export default function CallingHelpPage() {
  const url = useLocalisedUrl();
  return (
    <>
      <PageHeading>Video calling help</PageHeading>
      <p className="lead">
        Dolphin video calling lets you talk face to face, or by voice alone, with the people in your address book, straight from your web
        browser. Everything on these pages works with a keyboard, a screen reader or a magnifier.
      </p>

      <section aria-labelledby="help-video-title" className="help-video">
        <h2 id="help-video-title">Watch: making your first call</h2>
        <video controls preload="none" className="help-video__player" aria-describedby="help-video-alternative">
          <source src={HELP_VIDEO.src} type="video/webm" />
          <track kind="captions" src={HELP_VIDEO.captions} srcLang="en" label="English" default />
          <p>
            Your browser cannot play this video. The written steps below cover everything it shows.
          </p>
        </video>
        <p id="help-video-alternative">
          The video is 48 seconds long and has no sound: each scene shows one step in large text, and the captions read it out for
          screen readers and braille displays. Everything it shows is also written out in the steps below, which are its text alternative.
        </p>
      </section>

      <section aria-labelledby="help-start-title">
        <h2 id="help-start-title">Before your first call</h2>
        <ol>
          <li>
            Sign in with your DolphinID and open <Link to={url("AccountAddressBook")}>Video Calling</Link>.
          </li>
          <li>Read and accept the video calling Terms &amp; Conditions. The call buttons appear once you have accepted them.</li>
          <li>
            Open <Link to={url("AccountCallSettings")}>Settings</Link>. Your browser asks whether this site may use your camera and microphone:
            choose Allow. Pick the microphone and camera you want, check the preview, and choose Save Settings.
          </li>
        </ol>
      </section>

      <section aria-labelledby="help-contacts-title">
        <h2 id="help-contacts-title">Your address book</h2>
        <ul>
          <li>
            Choose <strong>Add Contact</strong>, type the person’s name and the email address they use for their DolphinID, then choose Add
            Contact in the dialog.
          </li>
          <li>
            Each contact shows their name, email address and whether they are <strong>Online</strong> or <strong>Offline</strong>. Screen
            readers announce it when a contact comes online or goes offline while the page is open.
          </li>
          <li>
            Use a contact’s <strong>Options</strong> button to make a video or voice call, edit their details or delete them. You can only
            call people who have a DolphinID.
          </li>
          <li>
            <strong>Refresh Contacts</strong> reloads the list if you have changed it in another window.
          </li>
        </ul>
      </section>

      <section aria-labelledby="help-calls-title">
        <h2 id="help-calls-title">Making and answering calls</h2>
        <ul>
          <li>
            Choose <strong>Video Call</strong> or <strong>Voice Call</strong> next to an online contact. A voice call never turns your camera on.
          </li>
          <li>
            When someone calls you, a dialog titled “Incoming call from” and their name opens in every Dolphin tab you have open, a ringtone
            plays and the tab title flashes. Keyboard focus moves to <strong>Answer Call</strong>.
          </li>
          <li>
            Choose <strong>Answer Call</strong>, <strong>Answer with video off</strong> to talk without your camera, or{" "}
            <strong>Decline Call</strong>. Pressing Escape also declines the call.
          </li>
          <li>If you answer in one tab, the dialog closes in your other tabs.</li>
        </ul>
      </section>

      <section aria-labelledby="help-who-title">
        <h2 id="help-who-title">Choosing who can call you</h2>
        <p>In Settings, under “Who can call you”, choose one of:</p>
        <ul>
          <li>
            <strong>Anyone with a DolphinID</strong>: any account holder who knows your email address.
          </li>
          <li>
            <strong>Only people in my address book</strong> (the default): others are told you only take calls from your contacts.
          </li>
          <li>
            <strong>No one</strong>: incoming calls are turned off; callers are told so.
          </li>
        </ul>
      </section>

      <section aria-labelledby="help-problems-title">
        <h2 id="help-problems-title">If something does not work</h2>
        <ul>
          <li>
            “This page does not have access to your camera and/or microphone”: your browser is blocking them. Use the camera icon in the
            address bar to allow access for this site, then refresh the page.
          </li>
          <li>
            “No camera or microphone devices were found”: plug in a headset or webcam, then refresh. You need at least a microphone to call.
          </li>
          <li>
            The picture freezes or breaks up: choose a lower video quality in Settings, such as Basic.
          </li>
          <li>
            Still stuck? <a href="/contact/support">Contact our support team</a> and tell us which browser you use.
          </li>
        </ul>
      </section>
    </>
  );
}
