/**
 * AccountLicences (/account/licences): My licences. Each licence the DolphinID holds, with
 * what it unlocks (the software of the version it covers, the updates it may download, when its
 * software maintenance ends, whether an upgrade or a renewal is due, and 'Get version {n}' when
 * its maintenance includes the new version), and the Register a licence form for a serial bought from a
 * dealer. The form posts here without JavaScript, and to POST /api/v1/account/licences/register with it.
 */
import { Link } from "react-router";
import type { Route } from "./+types/licences";
import { fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { FULFILMENT_LABELS, SUPERNOVA_EDITIONS } from "@common/products";
import type { RouteName } from "@common/routes";
import { SERIAL_EXAMPLE } from "@common/schemas/licences";
import { ActionResult, OutcomeAfterForm } from "~/components/forms/ActionResult";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { addressProofState } from "~/lib/identity.server";
import { requireUser } from "~/lib/session.server";
import { accountLicences, licencesActions } from "./licences.server";
import { LicenceSoftware, type SoftwareView } from "~/features/account/LicenceSoftware";
import { FreeUpgradeForm } from "~/features/account/FreeUpgradeForm";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("My licences | Dolphin Account | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [{ licences, software, local }, addressProof] = await Promise.all([accountLicences(user.userId), addressProofState(db(), user.userId)]);
  return { email: user.email, licences, software, local, addressProof };
}

export const action = licencesActions;

type Holding = Route.ComponentProps["loaderData"]["licences"][number];

/** ScreenReader's product: its upgrade and renewal have pages of their own, like SuperNova's editions. */
const SCREENREADER_PRODUCT_ID = 4;

/** The pages that sell this licence's upgrade and its maintenance renewal, if it has them. */
function purchasePages(productId: number): { upgrade: RouteName; renew: RouteName } | null {
  if (SUPERNOVA_EDITIONS.some((edition) => edition.productId === productId)) return { upgrade: "SuperNovaUpgrade", renew: "SuperNovaRenewSma" };
  if (productId === SCREENREADER_PRODUCT_ID) return { upgrade: "ScreenReaderUpgrade", renew: "ScreenReaderRenewSma" };
  return null;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** A date in `<time>`, in the page's own long form ("1 December 2026", "December 1, 2026"). */
function LongDate({ iso }: { iso: string }) {
  const { formatDate } = useT();
  return <time dateTime={iso}>{formatDate(iso, LONG_DATE)}</time>;
}

function VersionsCovered({ licence }: { licence: Holding }) {
  const { t } = useT();
  return licence.minMajor === licence.maxMajor
    ? t("Version {version}", { version: licence.maxMajor })
    : t("Versions {from} to {to}", { from: licence.minMajor, to: licence.maxMajor });
}

function Maintenance({ licence }: { licence: Holding }) {
  const { t } = useT();
  if (!licence.smaExpiresAt) return t("None");
  const ended = new Date(licence.smaExpiresAt).getTime() < Date.now();
  const date = <LongDate iso={licence.smaExpiresAt} />;
  return ended ? <T message="Ended <0/>" components={[date]} /> : <T message="Ends <0/>" components={[date]} />;
}

/** Maintenance still running: it includes a new major version at no cost. */
function maintenanceCurrent(licence: Holding): boolean {
  return licence.smaExpiresAt !== null && new Date(licence.smaExpiresAt).getTime() > Date.now();
}

interface CardProps {
  licence: Holding;
  software: SoftwareView | undefined;
  standInsNote: boolean;
}

function LicenceCard({ licence, software, standInsNote }: CardProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  // Update titles are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const headingId = `licence-${licence.serial}`;
  const pages = purchasePages(licence.productId);
  const revoked = licence.status === "revoked";
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span translate="no">{licence.productName}</span>
        {revoked ? <> {t("(revoked)")}</> : null}
      </h2>
      <dl className="licence-facts">
        <dt>{t("Serial number")}</dt>
        <dd translate="no">{licence.serial}</dd>
        <dt>{t("Covers")}</dt>
        <dd>
          <VersionsCovered licence={licence} />
        </dd>
        <dt>{t("Seats")}</dt>
        <dd>{licence.seats}</dd>
        <dt>{t("Delivered as")}</dt>
        <dd>{t(FULFILMENT_LABELS[licence.fulfilment])}</dd>
        <dt>{t("Software maintenance (SMA)")}</dt>
        <dd>
          <Maintenance licence={licence} />
        </dd>
        <dt>{t("Issued")}</dt>
        <dd>
          <LongDate iso={licence.issuedAt} />
        </dd>
      </dl>
      {software && <LicenceSoftware serial={licence.serial} productName={licence.productName} software={software} standInsNote={standInsNote} />}
      {revoked ? (
        <p>{t("This licence was refunded and has been revoked: it no longer unlocks updates.")}</p>
      ) : (
        <>
          {(licence.upgradeTo !== null || licence.renewalDue) && (
            <ul className="account-links">
              {licence.upgradeTo !== null && maintenanceCurrent(licence) && (
                <li>
                  <FreeUpgradeForm serial={licence.serial} productName={licence.productName} version={licence.upgradeTo} />
                </li>
              )}
              {licence.upgradeTo !== null && !maintenanceCurrent(licence) && (
                <li>
                  {t("Version {version} is out.", { version: licence.upgradeTo })}{" "}
                  {pages ? (
                    <Link to={url(pages.upgrade, {}, { query: { serial: licence.serial } })}>
                      {t("Upgrade {product} to version {version}", { product: licence.productName, version: licence.upgradeTo })}
                    </Link>
                  ) : (
                    t("Ask your dealer about upgrading.")
                  )}
                </li>
              )}
              {licence.renewalDue && (
                <li>
                  {licence.smaExpiresAt ? t("Your software maintenance is due for renewal.") : t("This licence has no software maintenance.")}{" "}
                  {pages ? (
                    <Link to={url(pages.renew, {}, { query: { serial: licence.serial } })}>
                      {t("Renew software maintenance for {product}", { product: licence.productName })}
                    </Link>
                  ) : (
                    t("Ask your dealer about renewing.")
                  )}
                </li>
              )}
            </ul>
          )}
          <h3>{t("Updates you can download")}</h3>
          {licence.updates.length === 0 ? (
            <p>{t("There are no updates for the versions this licence covers yet.")}</p>
          ) : (
            <ul>
              {licence.updates.map((update) => (
                <li key={update.id}>
                  <Link to={url("ProductUpdate", {}, { query: { id: update.id } })} lang={contentLang}>
                    {update.title}
                  </Link>{" "}
                  <T message="(released <0/>)" components={[<LongDate iso={update.releaseDate} />]} />
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
  const { t, text } = useT();
  const { licences, addressProof, email, software, local } = loaderData;
  const registerResult = actionData?.intent === "register" ? actionData : undefined;
  return (
    <div className="container page account-page">
      <p className="breadcrumbs">
        <Link to={url("AccountDashboard")}>{t("Dolphin Account")}</Link>
      </p>
      <PageHeading>{t("My licences")}</PageHeading>
      <p>
        <T
          message="The licences registered to your DolphinID, <0>{email}</0>. Each licence lets you download the software and the updates for the versions it covers."
          values={{ email }}
          components={[<strong translate="no" />]}
        />
      </p>
      {/* A licence moved on takes its 'Get version' form with it: the outcome stays here. */}
      <OutcomeAfterForm form={licences.map((licence) => `${licence.serial}:${licence.upgradeTo ?? ""}`).join(",")}>
        <ActionResult result={actionData} intent="free-upgrade" />
      </OutcomeAfterForm>
      {licences.length === 0 ? (
        <p>{t("There are no licences registered to your DolphinID yet. If you bought one from a dealer, register its serial number below.")}</p>
      ) : (
        licences.map((licence) => <LicenceCard key={licence.serial} licence={licence} software={software[licence.serial]} standInsNote={local} />)
      )}
      <h2 id="register-licence-title">{t("Register a licence")}</h2>
      {addressProof === "unproved" ? (
        <StatusAlert kind="message" title={text("Prove your email address first")}>
          <p>{t("A licence can only be registered to a DolphinID whose email address is proved.")}</p>
          <p>
            <Link to={url("DolphinIdVerifyEmail", {}, { query: { email } })} reloadDocument>
              {t("Prove your email address")}
            </Link>
          </p>
        </StatusAlert>
      ) : (
        <AjaxForm
          action={url("AccountLicences")}
          endpoint="account/licences/register"
          fallbackMessage={text("There was an error registering your licence, please refresh and try again")}
          initialFieldErrors={fieldErrorsOf(registerResult)}
          initialMessage={flashOf(registerResult)}
          className="panel account-form"
          aria-labelledby="register-licence-title"
        >
          {({ fieldErrors }) => (
            <>
              <input type="hidden" name="intent" value="register" />
              <p>{t("Bought a licence from a dealer or on a USB stick? Enter its serial number to add it to your DolphinID.")}</p>
              <TextField
                name="serial"
                label={text("Serial number")}
                hint={
                  <T
                    message="Four groups of four letters and numbers, like <0>{example}</0>. You will find it on your licence or receipt."
                    values={{ example: SERIAL_EXAMPLE }}
                    components={[<span translate="no" />]}
                  />
                }
                required
                maxLength={30}
                autoComplete="off"
                spellCheck={false}
                defaultValue={keptValue(registerResult, "serial")}
                errors={errorsFor(fieldErrors, "serial")}
              />
              <SubmitButton busyLabel={text("Registering…")}>{t("Register licence")}</SubmitButton>
            </>
          )}
        </AjaxForm>
      )}
    </div>
  );
}
