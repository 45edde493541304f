import { Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";

/** The dealer zone's 403 page: why access was refused and how to apply for it. */
export function DealerZoneForbidden({ signedInAs }: { signedInAs: string | null }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("You do not have access to the Dealer Zone")}</PageHeading>
      <p className="lead">
        {t("The Dealer Zone is for staff of authorised Dolphin dealers. It holds training, demonstration videos, price lists and dealer newsletters.")}
      </p>
      {signedInAs ? (
        <p>
          <T
            message="You are signed in as <0>{email}</0>, and this DolphinID account has not been given dealer access. If you work for a dealer, ask us to add your account using the steps below."
            values={{ email: signedInAs }}
            components={[<span translate="no" />]}
          />
        </p>
      ) : (
        <p>
          <T message="If your DolphinID account has dealer access, <0>sign in to the Dealer Zone</0> first." components={[<Link to={url("DealerZone")} />]} />
        </p>
      )}
      <h2>{t("How to apply for dealer access")}</h2>
      <ol>
        <li>
          <T
            message="If you do not have one yet, <0>create or sign in to your DolphinID</0> with your work email address."
            components={[<Link to={url("Login")} />]}
          />
        </li>
        <li>
          <T
            message="<0>Send us a message</0> with the subject 'Dealer enquiry', giving your name, your company and the email address of your DolphinID."
            components={[<Link to={url("Contact")} />]}
          />
        </li>
        <li>{t("Your account manager checks your company's dealer agreement and adds dealer access, usually within one working day.")}</li>
      </ol>
      <p>
        <T message="Not a dealer? You can <0>find a dealer near you</0>." components={[<Link to={url("DealerLocate")} />]} />
      </p>
    </div>
  );
}
