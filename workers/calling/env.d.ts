/** Configuration of video calling (all optional: nothing is needed locally). */
declare global {
  namespace Cloudflare {
    interface Env {
      /** JSON array of RTCIceServer objects (STUN and TURN) handed to every logged-in socket; unset: none. */
      ICE_SERVERS?: string;
      /** Host the browsers open the realtime socket on, when it is not this deployment's own. */
      REALTIME_HOST?: string;
      /**
       * Comma-separated origins, besides the site's own (SITE_ORIGIN, or the origin the request
       * came to), whose pages may open /realtime, e.g. "https://app.example.com".
       */
      REALTIME_ALLOWED_ORIGINS?: string;
      /** Cloudflare TURN key id (secret): with TURN_KEY_API_TOKEN, every call gets short-lived TURN credentials. */
      TURN_KEY_ID?: string;
      /** Cloudflare TURN key's API token (secret); never sent to a browser. */
      TURN_KEY_API_TOKEN?: string;
    }
  }
}

export {};
