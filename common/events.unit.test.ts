import { describe, expect, it } from "vitest";
import { formatEventDates } from "./events";

describe("formatEventDates", () => {
  it("gives one day with its start and end times, and several days as a range, in London time", () => {
    expect(formatEventDates("2027-03-12T10:00:00Z", "2027-03-14T16:00:00Z")).toBe("12 March 2027 to 14 March 2027");
    // Summer time: 09:30 UTC is 10:30am in London.
    expect(formatEventDates("2027-06-05T09:30:00Z", "2027-06-05T15:00:00Z")).toBe("5 June 2027, 10:30am to 4:00pm");
    // The same formats again, in winter, give winter times (the formats are reused between calls).
    expect(formatEventDates("2027-01-20T09:30:00Z", "2027-01-20T15:00:00Z")).toBe("20 January 2027, 9:30am to 3:00pm");
    // An evening event that ends after midnight in London spans two days.
    expect(formatEventDates("2027-07-01T20:00:00Z", "2027-07-01T23:30:00Z")).toBe("1 July 2027 to 2 July 2027");
  });
});
