/**
 * The events map: MapLibre through react-map-gl, centred near the UK at zoom 5.85,
 * 700 px high. The basemap is Natural Earth country shapes served from this site
 * (public/maps/countries.geojson) with no text layers, so no tiles, glyphs or fonts come from
 * anywhere else. Loaded lazily by the events page only, and only in the browser: as a .client
 * module the server build holds an empty stand-in. The list beside it is the accessible
 * equivalent: every marker and popup is also an entry there.
 *
 * The popup is the site's own, not MapLibre's: it opens with focus on the event's name beside
 * the map (MapLibre's focuses its close button, read before anything it says), Escape or its
 * 'Close' button closes it, and focus goes back to the 'Show on map' button that opened it, by
 * the rule every dialog follows (~/components/dialog/modal.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef } from "react";
import MapGL, { Marker, NavigationControl, Popup, type MapRef } from "react-map-gl/maplibre";
import { type StyleSpecification, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// MapLibre 6 runs its tile worker from a separate module: serve it from this site's assets.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { MAP_CENTRE, MAP_HEIGHT_PX, MAP_ZOOM } from "@common/events";
import { focusedElement, returnFocus } from "~/components/dialog/modal";
import { useT } from "~/i18n/I18n";
import { useEventDates } from "./dates";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export interface MapEvent {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate: string;
  addressName: string;
  addressCity: string;
  addressPostcode: string;
  eventTypeName: string;
  /** The language of its title. */
  language: string;
}

setWorkerUrl(workerUrl);

function basemapStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: "geojson", data: `${origin}/maps/countries.geojson` } },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#c9dff0" } },
      { id: "land", type: "fill", source: "countries", paint: { "fill-color": "#f2efe6" } },
      { id: "borders", type: "line", source: "countries", paint: { "line-color": "#5c5c5c", "line-width": 0.8 } },
    ],
  };
}

export default function EventsMap({
  events,
  selectedId,
  onSelect,
  onReady,
}: {
  events: MapEvent[];
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** Called once the map is drawn, so the page can end its loading message. */
  onReady?(): void;
}) {
  const mapRef = useRef<MapRef>(null);
  const { t, text, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const eventDates = useEventDates();
  const mapLabel = text("Map of events. Every event on the map is also in the list.");
  const style = useMemo(() => basemapStyle(window.location.origin), []);
  const selected = events.find((event) => event.id === selectedId) ?? null;
  const reducedMotion = typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const popupRef = useRef<HTMLDivElement>(null);
  const popupTitleRef = useRef<HTMLParagraphElement>(null);
  const popupTitleId = useId();
  // What had focus when the popup opened ('Show on map', usually), given focus back on closing.
  const popupOpener = useRef<HTMLElement | null>(null);

  const onPopupOpen = useCallback(() => {
    const before = focusedElement();
    popupOpener.current = before && !before.closest(".maplibregl-popup") ? before : null;
    popupTitleRef.current?.focus();
  }, []);

  const closePopup = useCallback(() => {
    const id = selectedId;
    onSelect(null);
    // Opened with the mouse on a marker: focus goes to that event's 'Show on map' in the list.
    returnFocus(popupOpener.current, () => document.querySelector<HTMLElement>(`#event-${id} button[aria-pressed]`), popupRef.current);
    popupOpener.current = null;
  }, [onSelect, selectedId]);

  useEffect(() => {
    if (!selected) return;
    const map = mapRef.current;
    if (!map) return;
    const target = { center: [selected.longitude, selected.latitude] as [number, number], zoom: Math.max(map.getZoom(), 7) };
    if (reducedMotion) map.jumpTo(target);
    else map.flyTo({ ...target, duration: 1200 });
  }, [selected, reducedMotion]);

  return (
    <MapGL
      ref={mapRef}
      // A map started by 'Show on map' opens on that event; otherwise on the whole region.
      initialViewState={
        selected
          ? { longitude: selected.longitude, latitude: selected.latitude, zoom: 7 }
          : { longitude: MAP_CENTRE.longitude, latitude: MAP_CENTRE.latitude, zoom: MAP_ZOOM }
      }
      style={{ width: "100%", height: MAP_HEIGHT_PX }}
      mapStyle={style}
      attributionControl={false}
      cooperativeGestures={false}
      onLoad={() => {
        const canvas = mapRef.current?.getCanvas();
        canvas?.setAttribute("aria-label", mapLabel);
        onReady?.();
      }}
    >
      <NavigationControl showCompass={false} />
      {events.map((event) => (
        <Marker
          key={event.id}
          longitude={event.longitude}
          latitude={event.latitude}
          anchor="bottom"
          onClick={(click) => {
            click.originalEvent.stopPropagation();
            onSelect(event.id);
          }}
        >
          <span
            className={`events-map__marker${event.id === selectedId ? " events-map__marker--selected" : ""}`}
            title={event.title}
            lang={langOfContent(locale, event.language)}
          />
        </Marker>
      ))}
      {selected && (
        <Popup
          key={selected.id}
          longitude={selected.longitude}
          latitude={selected.latitude}
          anchor="bottom"
          offset={36}
          closeOnClick={false}
          closeButton={false}
          focusAfterOpen={false}
          onOpen={onPopupOpen}
          onClose={() => onSelect(null)}
          maxWidth="18rem"
        >
          <div
            ref={popupRef}
            className="events-map__popup"
            role="group"
            aria-labelledby={popupTitleId}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.preventDefault();
              closePopup();
            }}
          >
            <p ref={popupTitleRef} id={popupTitleId} tabIndex={-1} className="events-map__popup-title" lang={langOfContent(locale, selected.language)}>
              {selected.title}
            </p>
            <p>
              <time dateTime={selected.startDate}>{eventDates(selected.startDate, selected.endDate)}</time>
            </p>
            <p lang={contentLang}>
              {selected.eventTypeName}. {[selected.addressName, selected.addressCity, selected.addressPostcode].filter(Boolean).join(", ")}
            </p>
            <button
              type="button"
              className="button button--secondary events-map__popup-close"
              aria-label={text("Close: {title}", { title: selected.title })}
              onClick={closePopup}
            >
              {t("Close")}
            </button>
          </div>
        </Popup>
      )}
    </MapGL>
  );
}
