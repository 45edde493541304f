/**
 * AccountLicences (/account/licences): My licences. Each licence the DolphinID holds, with
 * what it unlocks (the updates it may download, when its software maintenance ends, whether
 * an upgrade or a renewal is due), and the Register a licence form for a serial bought from a
 * dealer. The form posts here without JavaScript, and to POST /api/v1/account/licences/register with it.
 */
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/licences";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { FULFILMENT_LABELS, SUPERNOVA_EDITIONS } from "@common/products";
import type { RouteName } from "@common/routes";
import { SERIAL_EXAMPLE } from "@common/schemas/licences";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { addressProofState } from "~/lib/identity.server";
import { requireUser } from "~/lib/session.server";
import { accountLicences, registerLicenceAction } from "./licences.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "account" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "My licences | Dolphin Account | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [licences, addressProof] = await Promise.all([accountLicences(user.userId), addressProofState(db(), user.userId)]);
  return { email: user.email, licences, addressProof };
}

export const action = registerLicenceAction;

type Holding = Route.ComponentProps["loaderData"]["licences"][number];

/** ScreenReader's product: its upgrade and renewal have pages of their own, like SuperNova's editions. */
const SCREENREADER_PRODUCT_ID = 4;

/** The pages that sell this licence's upgrade and its maintenance renewal, if it has them. */
function purchasePages(productId: number): { upgrade: RouteName; renew: RouteName } | null {
  if (SUPERNOVA_EDITIONS.some((edition) => edition.productId === productId)) return { upgrade: "SuperNovaUpgrade", renew: "SuperNovaRenewSma" };
  if (productId === SCREENREADER_PRODUCT_ID) return { upgrade: "ScreenReaderUpgrade", renew: "ScreenReaderRenewSma" };
  return null;
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function versionsCovered(licence: Holding): string {
  return licence.minMajor === licence.maxMajor ? `Version ${licence.maxMajor}` : `Versions ${licence.minMajor} to ${licence.maxMajor}`;
}

function maintenance(licence: Holding): string {
  if (!licence.smaExpiresAt) return "None";
  const ended = new Date(licence.smaExpiresAt).getTime() < Date.now();
  return `${ended ? "Ended" : "Ends"} ${longDate(licence.smaExpiresAt)}`;
}

function LicenceCard({ licence }: { licence: Holding }) {
  const url = useLocalisedUrl();
  const headingId = `licence-${licence.serial}`;
  const pages = purchasePages(licence.productId);
  const revoked = licence.status === "revoked";
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {licence.productName} {revoked ? "(revoked)" : ""}
      </h2>
      <dl className="licence-facts">
        <dt>Serial number</dt>
        <dd>{licence.serial}</dd>
        <dt>Covers</dt>
        <dd>{versionsCovered(licence)}</dd>
        <dt>Seats</dt>
        <dd>{licence.seats}</dd>
        <dt>Delivered as</dt>
        <dd>{FULFILMENT_LABELS[licence.fulfilment]}</dd>
        <dt>Software maintenance (SMA)</dt>
        <dd>{maintenance(licence)}</dd>
        <dt>Issued</dt>
        <dd>{longDate(licence.issuedAt)}</dd>
      </dl>
      {revoked ? (
        <p>This licence was refunded and has been revoked: it no longer unlocks updates.</p>
      ) : (
        <>
          {(licence.upgradeTo !== null || licence.renewalDue) && (
            <ul className="account-links">
              {licence.upgradeTo !== null && (
                <li>
                  Version {licence.upgradeTo} is out.{" "}
                  {pages ? <Link to={url(pages.upgrade, {}, { query: { serial: licence.serial } })}>Upgrade {licence.productName} to version {licence.upgradeTo}</Link> : "Ask your dealer about upgrading."}
                </li>
              )}
              {licence.renewalDue && (
                <li>
                  {licence.smaExpiresAt ? "Your software maintenance is due for renewal." : "This licence has no software maintenance."}{" "}
                  {pages ? <Link to={url(pages.renew, {}, { query: { serial: licence.serial } })}>Renew software maintenance for {licence.productName}</Link> : "Ask your dealer about renewing."}
                </li>
              )}
            </ul>
          )}
          <h3>Updates you can download</h3>
          {licence.updates.length === 0 ? (
            <p>There are no updates for the versions this licence covers yet.</p>
          ) : (
            <ul>
              {licence.updates.map((update) => (
                <li key={update.id}>
                  <Link to={url("ProductUpdate", {}, { query: { id: update.id } })}>{update.title}</Link> (released {longDate(update.releaseDate)})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export default function AccountLicences({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const revalidator = useRevalidator();
  const { licences, addressProof, email } = loaderData;
  return (
    <div className="container page account-page">
      <p className="breadcrumbs">
        <Link to={url("AccountDashboard")}>Dolphin Account</Link>
      </p>
      <PageHeading>My licences</PageHeading>
      <p>
        The licences registered to your DolphinID, <strong>{email}</strong>. Each licence lets you download the updates for the versions it
        covers.
      </p>
      {licences.length === 0 ? (
        <p>There are no licences registered to your DolphinID yet. If you bought one from a dealer, register its serial number below.</p>
      ) : (
        licences.map((licence) => <LicenceCard key={licence.serial} licence={licence} />)
      )}
      <h2 id="register-licence-title">Register a licence</h2>
      {addressProof === "unproved" ? (
        <StatusAlert kind="message" title="Prove your email address first">
          <p>A licence can only be registered to a DolphinID whose email address is proved.</p>
          <p>
            <Link to={url("DolphinIdVerifyEmail", {}, { query: { email } })} reloadDocument>
              Prove your email address
            </Link>
          </p>
        </StatusAlert>
      ) : (
        <AjaxForm
          action={url("AccountLicences")}
          endpoint="account/licences/register"
          successMessage={(data) => (data as { message: string }).message}
          fallbackMessage="There was an error registering your licence, please refresh and try again"
          initialFieldErrors={fieldErrorsOf(actionData)}
          initialMessage={flashOf(actionData)}
          onSuccess={() => void revalidator.revalidate()}
          className="panel account-form"
          aria-labelledby="register-licence-title"
        >
          {({ fieldErrors }) => (
            <>
              <p>Bought a licence from a dealer or on a USB stick? Enter its serial number to add it to your DolphinID.</p>
              <TextField
                name="serial"
                label="Serial number"
                hint={`Four groups of four letters and numbers, like ${SERIAL_EXAMPLE}. You will find it on your licence or receipt.`}
                required
                maxLength={30}
                autoComplete="off"
                spellCheck={false}
                defaultValue={keptValue(actionData, "serial")}
                errors={errorsFor(fieldErrors, "serial")}
              />
              <SubmitButton busyLabel="Registering…">Register licence</SubmitButton>
            </>
          )}
        </AjaxForm>
      )}
    </div>
  );
}
