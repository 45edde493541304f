/** The store buttons: where to get a mobile app. Text links, no third-party images. */
export function StoreButtons({ appName, appStoreUrl, googlePlayUrl }: { appName: string; appStoreUrl?: string | null; googlePlayUrl?: string | null }) {
  if (!appStoreUrl && !googlePlayUrl) return null;
  return (
    <ul className="store-buttons" aria-label={`Get ${appName}`}>
      {appStoreUrl && (
        <li>
          <a className="store-button" href={appStoreUrl} rel="noopener">
            <span className="store-button__small">Download {appName} on the</span>
            <span className="store-button__large">App Store</span>
          </a>
        </li>
      )}
      {googlePlayUrl && (
        <li>
          <a className="store-button" href={googlePlayUrl} rel="noopener">
            <span className="store-button__small">Get {appName} on</span>
            <span className="store-button__large">Google Play</span>
          </a>
        </li>
      )}
    </ul>
  );
}
