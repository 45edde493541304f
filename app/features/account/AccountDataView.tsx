/**
 * The readable page of 'Download my data': the same object as the JSON file, shown as headed
 * sections and tables for people rather than programs. Values come from the account, so they
 * are marked as names (translate="no") where a translator would spoil them.
 */
import type { AccountData } from "./account-data.server";
import { useT } from "~/i18n/I18n";

function When({ iso }: { iso: string | null }) {
  const { t, formatDate } = useT();
  return iso ? <time dateTime={iso}>{formatDate(iso, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })}</time> : t("Not given");
}

function Rows({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="account-data__list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  const { t } = useT();
  if (rows.length === 0) return <p>{t("{what}: none.", { what: caption })}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const name = (value: string | number | null) => (value === null || value === "" ? "–" : <span translate="no">{value}</span>);

export function AccountDataView({ data }: { data: AccountData }) {
  const { t, text } = useT();
  const yes = (value: boolean) => (value ? text("Yes") : text("No"));
  return (
    <section aria-labelledby="your-data-heading" className="account-data">
      <h2 id="your-data-heading" tabIndex={-1}>
        {t("Everything we hold about your DolphinID")}
      </h2>
      <h3>{t("Profile")}</h3>
      <Rows
        rows={[
          [text("DolphinID number"), name(data.profile.dolphinId)],
          [text("Email address"), name(data.profile.email)],
          [text("Display name"), name(data.profile.displayName)],
          [text("Address proved"), <When iso={data.profile.emailProvedAt} />],
          [text("Created"), <When iso={data.profile.createdAt} />],
        ]}
      />
      <h3>{t("Preferences and consent")}</h3>
      <Rows
        rows={[
          [text("Newsletter"), yes(data.consent.newsletter)],
          [text("Newsletter format"), name(data.preferences.newsletterFormat)],
          [text("Contact me by email"), yes(data.consent.contactByEmail)],
          [text("Contact me by telephone"), yes(data.consent.contactByPhone)],
          [text("Video calling terms accepted"), <When iso={data.consent.callingTermsAcceptedAt} />],
        ]}
      />
      <h3>{t("Address book")}</h3>
      <Table
        caption={text("Address book")}
        head={[text("Name"), text("Email address")]}
        rows={data.addressBook.map((entry) => [name(entry.name), name(entry.email)])}
      />
      <h3>{t("Calling settings")}</h3>
      {data.callingSettings ? (
        <Rows
          rows={[
            [text("Who can call you"), name(data.callingSettings.allowedCallers)],
            [text("Microphone"), name(data.callingSettings.microphone)],
            [text("Camera"), name(data.callingSettings.camera)],
            [text("Quality"), name(data.callingSettings.quality)],
          ]}
        />
      ) : (
        <p>{t("Calling settings: none saved.")}</p>
      )}
      <h3>{t("Licences")}</h3>
      <Table
        caption={text("Licences")}
        head={[text("Serial number"), text("Product"), text("Status"), text("Registered")]}
        rows={data.licences.map((licence) => [name(licence.serial), name(licence.product), name(licence.status), <When iso={licence.registeredAt} />])}
      />
      <h3>{t("Orders")}</h3>
      <Table
        caption={text("Orders")}
        head={[text("Order"), text("What"), text("Status"), text("Total"), text("Placed")]}
        rows={data.orders.map((order) => [
          name(order.id),
          name(order.label),
          name(order.status),
          name(`${(order.totalAmountMinor / 100).toFixed(2)} ${order.currency}`),
          <When iso={order.createdAt} />,
        ])}
      />
      <h3>{t("Premium reader seat")}</h3>
      {data.premiumSeat ? (
        <Rows
          rows={[
            [text("Organisation"), name(data.premiumSeat.organisation)],
            [text("Reader username"), name(data.premiumSeat.username)],
            [text("Class"), name(data.premiumSeat.className)],
          ]}
        />
      ) : (
        <p>{t("Premium reader seat: none.")}</p>
      )}
      <h3>{t("Support messages sent while signed in")}</h3>
      <Table
        caption={text("Support messages sent while signed in")}
        head={[text("Sent"), text("Subject"), text("Message")]}
        rows={data.supportMessages.map((message) => [<When iso={message.sentAt} />, name(message.subject), name(message.message)])}
      />
      <h3>{t("Sign-in history")}</h3>
      <Table
        caption={text("Sign-in history")}
        head={[text("When"), text("What"), text("From network address")]}
        rows={data.signInHistory.map((entry) => [<When iso={entry.at} />, name(entry.kind), name(entry.clientAddress)])}
      />
    </section>
  );
}
