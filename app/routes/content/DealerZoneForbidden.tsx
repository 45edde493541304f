import { Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

/** The dealer zone's 403 page: why access was refused and how to apply for it. */
export function DealerZoneForbidden({ signedInAs }: { signedInAs: string | null }) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>You do not have access to the Dealer Zone</PageHeading>
      <p className="lead">
        The Dealer Zone is for staff of authorised Dolphin dealers. It holds training, demonstration videos, price
        lists and dealer newsletters.
      </p>
      {signedInAs ? (
        <p>
          You are signed in as {signedInAs}, and this DolphinID account has not been given dealer access. If you work
          for a dealer, ask us to add your account using the steps below.
        </p>
      ) : (
        <p>
          If your DolphinID account has dealer access,{" "}
          <Link to={url("DealerZone")}>sign in to the Dealer Zone</Link> first.
        </p>
      )}
      <h2>How to apply for dealer access</h2>
      <ol>
        <li>
          If you do not have one yet, <Link to={url("Login")}>create or sign in to your DolphinID</Link> with your work
          email address.
        </li>
        <li>
          <Link to={url("Contact")}>Send us a message</Link> with the subject 'Dealer enquiry', giving your name, your
          company and the email address of your DolphinID.
        </li>
        <li>Your account manager checks your company's dealer agreement and adds dealer access, usually within one working day.</li>
      </ol>
      <p>
        Not a dealer? You can <Link to={url("DealerLocate")}>find a dealer near you</Link>.
      </p>
    </div>
  );
}
