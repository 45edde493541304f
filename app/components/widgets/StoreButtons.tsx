import { T, useT } from "~/i18n/I18n";

/** The store buttons: where to get a mobile app. Text links, no third-party images. */
export function StoreButtons({ appName, appStoreUrl, googlePlayUrl }: { appName: string; appStoreUrl?: string | null; googlePlayUrl?: string | null }) {
  const { text } = useT();
  if (!appStoreUrl && !googlePlayUrl) return null;
  const name = <span translate="no" />;
  return (
    <ul className="store-buttons" aria-label={text("Get {app}", { app: appName })}>
      {appStoreUrl && (
        <li>
          <a className="store-button" href={appStoreUrl} rel="noopener">
            <span className="store-button__small">
              <T message="Download <0>{app}</0> on the" values={{ app: appName }} components={[name]} />
            </span>
            <span className="store-button__large" translate="no">
              App Store
            </span>
          </a>
        </li>
      )}
      {googlePlayUrl && (
        <li>
          <a className="store-button" href={googlePlayUrl} rel="noopener">
            <span className="store-button__small">
              <T message="Get <0>{app}</0> on" values={{ app: appName }} components={[name]} />
            </span>
            <span className="store-button__large" translate="no">
              Google Play
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
