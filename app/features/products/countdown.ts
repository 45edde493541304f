/**
 * The download countdown on a page without framework JavaScript, as the hydrated Countdown
 * does it: the status says each second left (a polite live region, so each is heard), then that
 * the download has started, and the browser goes to the file. The server renders what to say
 * at each second, in the link's language; without any script the page's link does the same.
 */
export function countdown(countdown: HTMLElement) {
  const status = countdown.querySelector<HTMLElement>(".countdown__status");
  const { countdown: wording, countdownStarted = "", countdownUrl } = countdown.dataset;
  if (!status || !wording || !countdownUrl) return;
  const starting = JSON.parse(wording) as string[];
  let remaining = starting.length;
  const tick = () => {
    if (remaining <= 0) {
      countdown.dataset.finished = "true";
      status.textContent = countdownStarted;
      window.location.assign(countdownUrl);
      return;
    }
    status.textContent = starting[remaining - 1] ?? "";
    remaining -= 1;
    setTimeout(tick, 1000);
  };
  tick();
}
