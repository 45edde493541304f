/**
 * A webinar as an iCalendar file (RFC 5545) for the registration mail, built with
 * ical-generator (no dependencies, runs in Workers). Times are written in UTC, which every
 * calendar shows in its owner's zone; the event's UID is stable per registration, so a calendar
 * that imports the file twice keeps one entry.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { MailAttachment } from "../services";

export interface CalendarWebinar {
  registrationId: number;
  topic: string;
  startTime: Date;
  /** Minutes. */
  duration: number;
  joinUrl: string;
  /** The webinar's page on this site. */
  pageUrl: string;
  /** The description's words, in the registrant's language. */
  description: string;
}

export function webinarCalendar(webinar: CalendarWebinar, siteHost: string): string {
  const calendar = ical({ prodId: { company: "Dolphin Computer Access", product: "Webinars", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `webinar-registration-${webinar.registrationId}@${siteHost}`,
    start: webinar.startTime,
    end: new Date(webinar.startTime.getTime() + webinar.duration * 60_000),
    summary: webinar.topic,
    description: webinar.description,
    location: webinar.joinUrl || webinar.pageUrl,
    url: webinar.joinUrl || webinar.pageUrl,
  });
  return calendar.toString();
}

/** The calendar file as a mail attachment. */
export function calendarAttachment(content: string): MailAttachment {
  return { filename: "webinar.ics", contentType: "text/calendar; charset=utf-8", content };
}
