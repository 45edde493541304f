/**
 * What the call page needs from the server: who is signed in, who the call is with, whether
 * it carries video, and the devices and quality saved on the settings page. As the caller the
 * name comes from the caller's own address book; as the callee, from the 10-minute caller
 * cookie that 'Answer Call' wrote.
 */
import * as v from "valibot";
import { qualityHeight } from "@common/realtime/page";
import { answerCallQuerySchema, placeCallQuerySchema, readRemoteCaller } from "@common/schemas/calling";
import { listAddressBook, readCallSettings } from "@workers/calling";
import { readCookies } from "~/lib/cookies";
import { env } from "~/lib/db.server";
import { requireUser } from "~/lib/session.server";

export interface CallMediaSettings {
  audioInputLabel: string | null;
  videoInputLabel: string | null;
  quality: number;
}

export type CallPageData =
  | {
      kind: "caller";
      dolphinId: string;
      to: string;
      name: string;
      video: boolean;
      media: CallMediaSettings;
    }
  | {
      kind: "callee";
      dolphinId: string;
      callId: string;
      name: string;
      login: string;
      video: boolean;
      token: string | null;
      media: CallMediaSettings;
    }
  | { kind: "invalid"; dolphinId: string; message: string };

export async function loadCallPage(request: Request): Promise<CallPageData> {
  const user = await requireUser(request);
  const dolphinId = user.email.toLowerCase();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const settings = await readCallSettings(env.DB, user.userId);
  const media: CallMediaSettings = {
    audioInputLabel: settings.audioInputLabel,
    videoInputLabel: settings.videoInputLabel,
    quality: settings.mediaQuality,
  };

  if (query.mode === "web") {
    const answer = v.safeParse(answerCallQuerySchema, query);
    const caller = readRemoteCaller(readCookies(request));
    if (!answer.success || !caller) {
      return {
        kind: "invalid",
        dolphinId,
        message:
          "There is no answered call to pick up here. A call can be picked up for 10 minutes after it is answered; if someone is calling you, answer again from your address book.",
      };
    }
    // Send no better than the caller asked for.
    const quality = qualityHeight(caller.quality) < qualityHeight(media.quality) ? caller.quality : media.quality;
    return {
      kind: "callee",
      dolphinId,
      callId: caller.callId,
      name: caller.name || caller.login,
      login: caller.login,
      video: (answer.output.withVideo ?? true) && caller.video,
      token: answer.output.token ?? null,
      media: { ...media, quality },
    };
  }

  const place = v.safeParse(placeCallQuerySchema, query);
  if (!place.success) {
    return {
      kind: "invalid",
      dolphinId,
      message: "No one was chosen to call. Choose 'Video Call' or 'Voice Call' next to a contact in your address book.",
    };
  }
  const book = await listAddressBook(env.DB, user.userId);
  const contact = book.find((entry) => entry.contactEmail === place.output.to);
  return {
    kind: "caller",
    dolphinId,
    to: place.output.to,
    name: contact?.contactName || place.output.name || place.output.to,
    video: place.output.withVideo ?? place.output.video ?? true,
    media,
  };
}
