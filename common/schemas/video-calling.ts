/** Valibot schemas of the video-calling area: the call settings form and API. */
import * as v from "valibot";
import { CallerPolicy, MediaQuality } from "../realtime/constants";
import { optionalText } from "./fields";

const DEVICE_LABEL_MAX = 255;

function numericChoice<const T extends readonly number[]>(label: string, values: T, message: string) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.picklist(values.map(String) as [string, ...string[]], message),
    v.transform((value) => Number(value) as T[number]),
  );
}

export const callSettingsSchema = v.object({
  allowedCallers: numericChoice(
    "Who can call you",
    [CallerPolicy.ANYONE, CallerPolicy.ADDRESS_BOOK_ONLY, CallerPolicy.NO_ONE],
    "Choose who can call you",
  ),
  mediaQuality: numericChoice("Video quality", [MediaQuality.HIGH, MediaQuality.MEDIUM, MediaQuality.LOW], "Choose a video quality"),
  audioInputLabel: optionalText("Microphone", DEVICE_LABEL_MAX),
  videoInputLabel: optionalText("Camera", DEVICE_LABEL_MAX),
});
export type CallSettingsInput = v.InferOutput<typeof callSettingsSchema>;
