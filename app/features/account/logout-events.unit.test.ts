import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGOUT_CHANNEL } from "@common/identity";

/** A fresh copy of the module, as each tab loads its own. */
async function tabModule() {
  vi.resetModules();
  return import("./logout-events");
}

/** Lets the channel deliver what was posted. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the logout event", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a tab home when another tab signs out", async () => {
    vi.stubGlobal("window", new EventTarget());
    const { onLogoutElsewhere } = await tabModule();
    const sentHome = vi.fn();
    const stop = onLogoutElsewhere(sentHome);
    const otherTab = new BroadcastChannel(LOGOUT_CHANNEL);
    otherTab.postMessage({ type: "logout" });
    await delivered();
    expect(sentHome).toHaveBeenCalledTimes(1);
    stop();
    otherTab.close();
  });

  it("reaches the other tabs but not the tab that signs out, which goes home once, on its own", async () => {
    vi.stubGlobal("window", new EventTarget());
    const { emitLogout, onLogoutElsewhere } = await tabModule();
    const sentHome = vi.fn();
    const stop = onLogoutElsewhere(sentHome);
    const otherTab = new BroadcastChannel(LOGOUT_CHANNEL);
    const heardThere = new Promise((resolve) => otherTab.addEventListener("message", (event) => resolve((event as MessageEvent).data)));
    emitLogout();
    await expect(heardThere).resolves.toEqual({ type: "logout" });
    await delivered();
    // A second trip home would cut short the one the sign-out started.
    expect(sentHome).not.toHaveBeenCalled();
    stop();
    otherTab.close();
  });
});
