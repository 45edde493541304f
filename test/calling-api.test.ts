/**
 * Video calling through the Worker: where the websocket is, the realtime route (only a
 * signed-in session reaches a hub, and only its own), and the call settings API.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CallStatus, CallerPolicy, PROTOCOL_VERSION, RejectReason } from "@common/realtime/constants";
import { isAllowedRealtimeOrigin } from "../workers/calling/realtime";
import { createSignedInUser } from "./helpers/auth";
import { acceptSocket, addContact, connectAs, saveSettings } from "./helpers/realtime";

const ORIGIN = "http://localhost";

async function openRealtime(cookie?: string, origin?: string) {
  return SELF.fetch(`${ORIGIN}/realtime`, { headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) } });
}

describe("websocket configuration", () => {
  it("tells the client where the socket is, on both paths", async () => {
    for (const path of ["/api/v1/websocket/configuration", "/api/v1/proxy/guideupdate/websocket/configuration", "/proxy/guideupdate/websocket/configuration"]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.json()).toEqual({ server: "localhost", sslport: 80, secure: false, path: "/realtime" });
    }
    const secure = await SELF.fetch("https://calls.example.org/api/v1/websocket/configuration");
    expect(await secure.json()).toMatchObject({ server: "calls.example.org", sslport: 443, secure: true });
  });
});

describe("the realtime route", () => {
  it("refuses a visitor who is not signed in, and a plain request", async () => {
    expect((await openRealtime()).status).toBe(401);
    expect((await openRealtime("__Host-session=not-a-real-session")).status).toBe(401);
    const user = await createSignedInUser(env, { termsAccepted: true });
    const plain = await SELF.fetch(`${ORIGIN}/realtime`, { headers: { Cookie: user.cookie } });
    expect(plain.status).toBe(426);
  });

  it("refuses an upgrade from another site's page with 403, and accepts the site's own", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const foreign = await openRealtime(user.cookie, "https://attacker.example");
    expect(foreign.status).toBe(403);
    expect(foreign.webSocket).toBeNull();
    expect((await openRealtime(undefined, "https://attacker.example")).status).toBe(403);
    acceptSocket(await openRealtime(user.cookie, ORIGIN)).close();
  });

  it("accepts the origins named in SITE_ORIGIN and REALTIME_ALLOWED_ORIGINS, and no others", () => {
    const configured = { SITE_ORIGIN: "https://www.example.com", REALTIME_ALLOWED_ORIGINS: " https://app.example.com , not a url," } as Env;
    const request = "https://calls.example.com/realtime";
    expect(isAllowedRealtimeOrigin("https://www.example.com", request, configured)).toBe(true);
    expect(isAllowedRealtimeOrigin("https://app.example.com", request, configured)).toBe(true);
    expect(isAllowedRealtimeOrigin("https://calls.example.com", request, configured)).toBe(true);
    expect(isAllowedRealtimeOrigin("https://www.example.com.attacker.example", request, configured)).toBe(false);
    expect(isAllowedRealtimeOrigin("http://www.example.com", request, configured)).toBe(false);
    expect(isAllowedRealtimeOrigin("null", request, configured)).toBe(false);
  });

  it("opens the signed-in account's own hub, which logs in only as that account", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const other = await createSignedInUser(env, { termsAccepted: true });
    // A forged account header from the browser is replaced by the Worker's.
    const response = await SELF.fetch(`${ORIGIN}/realtime`, {
      headers: { Upgrade: "websocket", Cookie: user.cookie, "X-Dolphin-Hub-Account": other.userId },
    });
    const socket = acceptSocket(response);
    socket.send({ type: "protocol", version: PROTOCOL_VERSION });
    await socket.next("protocol");
    socket.send({ type: "login", dolphinid: other.email });
    expect(await socket.next("logr")).toMatchObject({ status: 1 });
    socket.send({ type: "login", dolphinid: user.email });
    expect(await socket.next("logr")).toMatchObject({ status: 0 });
  });
});

describe("call settings", () => {
  it("needs sign-in", async () => {
    expect((await SELF.fetch(`${ORIGIN}/api/v1/account/video-calling/settings`)).status).toBe(401);
    const post = await SELF.fetch(`${ORIGIN}/api/v1/account/video-calling/settings`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest" },
      body: "allowedCallers=0&mediaQuality=0",
    });
    expect(post.status).toBe(401);
  });

  it("starts from the defaults, refuses bad input with 422 and changes nothing, saves and mirrors the cookies", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const headers = { Cookie: user.cookie, "X-Requested-With": "XMLHttpRequest" };
    const initial = await SELF.fetch(`${ORIGIN}/api/v1/account/video-calling/settings`, { headers });
    expect(await initial.json()).toEqual({ allowedCallers: 1, audioInputLabel: null, videoInputLabel: null, mediaQuality: 2 });

    const post = (body: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}/api/v1/account/video-calling/settings`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      });
    const bad = await post({ allowedCallers: "7", mediaQuality: "high", audioInputLabel: "x".repeat(300) });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      type: "inputs",
      errors: {
        allowedCallers: { friendlyName: "Who can call you", errors: ["Choose who can call you"] },
        mediaQuality: { friendlyName: "Video quality", errors: ["Choose a video quality"] },
        audioInputLabel: { friendlyName: "Microphone" },
      },
    });
    const row = await env.DB.prepare("SELECT count(*) AS n FROM call_settings WHERE account_id = ?1").bind(user.userId).first<{ n: number }>();
    expect(row?.n).toBe(0);

    const saved = await post({ allowedCallers: "2", mediaQuality: "0", audioInputLabel: "Headset microphone", videoInputLabel: "Front camera" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ allowedCallers: 2, mediaQuality: 0, audioInputLabel: "Headset microphone", videoInputLabel: "Front camera" });
    const cookies = saved.headers.getSetCookie();
    for (const expected of ["allowedCallers=2", "quality=0", "audio=Headset%20microphone", "video=Front%20camera"]) {
      const cookie = cookies.find((value) => value.startsWith(`${expected};`));
      expect(cookie, expected).toBeDefined();
      expect(cookie).toContain("Max-Age=31536000");
    }
    const reread = await SELF.fetch(`${ORIGIN}/api/v1/account/video-calling/settings`, { headers });
    expect(await reread.json()).toMatchObject({ allowedCallers: 2, mediaQuality: 0 });
  });

  it("is applied by the account's hub: calls to someone who saved 'No one' are rejected as incoming disabled", async () => {
    const caller = await createSignedInUser(env, { termsAccepted: true });
    const callee = await createSignedInUser(env, { termsAccepted: true });
    await addContact({ userId: callee.userId, email: callee.email }, { userId: caller.userId, email: caller.email }, "Caller");
    await SELF.fetch(`${ORIGIN}/api/v1/account/video-calling/settings`, {
      method: "POST",
      headers: { Cookie: callee.cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
      body: "allowedCallers=2&mediaQuality=2",
    });
    const a = await connectAs({ userId: caller.userId, email: caller.email });
    await connectAs({ userId: callee.userId, email: callee.email });
    a.socket.send({ type: "call", to: callee.email, video: true });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.INCOMING_DISABLED });
  });
});

describe("the contacts API never tells who has a DolphinID", () => {
  const api = (path: string, cookie: string, init: RequestInit = {}) =>
    SELF.fetch(`${ORIGIN}/api/v1${path}`, { ...init, headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", ...(init.headers ?? {}) } });
  const add = (cookie: string, contactName: string, contactEmail: string) =>
    api("/account/contacts", cookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ contactName, contactEmail }).toString(),
    });

  it("gives a userId only for a proved account that would take your call; otherwise the same shape as an address with no account", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    const unproved = await createSignedInUser(env, { termsAccepted: true, proved: false });
    const noOne = await createSignedInUser(env, { termsAccepted: true });
    await saveSettings({ userId: noOne.userId, email: noOne.email }, CallerPolicy.NO_ONE);
    await addContact({ userId: noOne.userId, email: noOne.email }, { userId: me.userId, email: me.email }, "Me");
    const bookOnlyWithoutMe = await createSignedInUser(env, { termsAccepted: true });
    const bookOnlyWithMe = await createSignedInUser(env, { termsAccepted: true });
    await addContact({ userId: bookOnlyWithMe.userId, email: bookOnlyWithMe.email }, { userId: me.userId, email: me.email }, "Me");
    const anyone = await createSignedInUser(env, { termsAccepted: true });
    await saveSettings({ userId: anyone.userId, email: anyone.email }, CallerPolicy.ANYONE);
    await saveSettings({ userId: unproved.userId, email: unproved.email }, CallerPolicy.ANYONE);

    const answers = [];
    for (const [name, email] of [
      ["A no account", "nobody.at.all@example.net"],
      ["B unproved", unproved.email],
      ["C no one", noOne.email],
      ["D book without me", bookOnlyWithoutMe.email],
      ["E book with me", bookOnlyWithMe.email],
      ["F anyone", anyone.email],
    ] as const) {
      const response = await add(me.cookie, name, email);
      expect(response.status).toBe(201);
      answers.push(await response.json());
    }
    const expected = [
      { contactName: "A no account", contactEmail: "nobody.at.all@example.net", userId: null },
      { contactName: "B unproved", contactEmail: unproved.email, userId: null },
      { contactName: "C no one", contactEmail: noOne.email, userId: null },
      { contactName: "D book without me", contactEmail: bookOnlyWithoutMe.email, userId: null },
      { contactName: "E book with me", contactEmail: bookOnlyWithMe.email, userId: bookOnlyWithMe.userId },
      { contactName: "F anyone", contactEmail: anyone.email, userId: anyone.userId },
    ];
    expect(answers).toEqual(expected);
    expect(await (await api("/account/contacts", me.cookie)).json()).toEqual(expected);

    // Editing answers by the same rule.
    const edited = await api(`/account/contacts/${encodeURIComponent(anyone.email)}`, me.cookie, {
      method: "PATCH",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ contactName: "F renamed", contactEmail: noOne.email.replace("@", "+x@") }).toString(),
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toEqual({ contactName: "F renamed", contactEmail: noOne.email.replace("@", "+x@"), userId: null });
  });
});
