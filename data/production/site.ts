/** Reference data of the site shell: languages, countries, US states, the homepage's localisations (its banners). */
import { type LoadMode, type SeedArea, upsert } from "./sql.ts";

/** The USA's country id: the dealer locator asks for a state only for this country. */
export const USA_COUNTRY_ID = 255;

const LANGUAGES = [
  { id: 1, name: "English", iso6391: "en", iso6393: "eng", country_id: 1, auth_server_id: 1 },
  { id: 2, name: "Deutsch", iso6391: "de", iso6393: "deu", country_id: 3, auth_server_id: 2 },
  { id: 3, name: "Français", iso6391: "fr", iso6393: "fra", country_id: 4, auth_server_id: 3 },
  { id: 4, name: "Nederlands", iso6391: "nl", iso6393: "nld", country_id: 5, auth_server_id: 4 },
  { id: 5, name: "Español", iso6391: "es", iso6393: "spa", country_id: 10, auth_server_id: 5 },
  { id: 6, name: "Italiano", iso6391: "it", iso6393: "ita", country_id: 11, auth_server_id: 6 },
  { id: 7, name: "Norsk", iso6391: "no", iso6393: "nor", country_id: 7, auth_server_id: 7 },
  { id: 8, name: "Svenska", iso6391: "sv", iso6393: "swe", country_id: 8, auth_server_id: 8 },
  { id: 9, name: "Dansk", iso6391: "da", iso6393: "dan", country_id: 9, auth_server_id: 9 },
  { id: 10, name: "Suomi", iso6391: "fi", iso6393: "fin", country_id: 18, auth_server_id: 10 },
];

const COUNTRIES: [number, string, string][] = [
  [1, "United Kingdom", "GB"],
  [2, "Ireland", "IE"],
  [3, "Germany", "DE"],
  [4, "France", "FR"],
  [5, "Netherlands", "NL"],
  [6, "Belgium", "BE"],
  [7, "Norway", "NO"],
  [8, "Sweden", "SE"],
  [9, "Denmark", "DK"],
  [10, "Spain", "ES"],
  [11, "Italy", "IT"],
  [12, "Australia", "AU"],
  [13, "New Zealand", "NZ"],
  [14, "Canada", "CA"],
  [15, "South Africa", "ZA"],
  [16, "Switzerland", "CH"],
  [17, "Austria", "AT"],
  [18, "Finland", "FI"],
  [19, "Poland", "PL"],
  [20, "Portugal", "PT"],
  [21, "India", "IN"],
  [22, "Singapore", "SG"],
  [23, "United Arab Emirates", "AE"],
  [24, "Iceland", "IS"],
  [25, "Luxembourg", "LU"],
  [USA_COUNTRY_ID, "United States of America", "US"],
];

const US_STATES: [string, string][] = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"], ["CO", "Colorado"],
  ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"], ["FL", "Florida"], ["GA", "Georgia"],
  ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
  ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"],
  ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"],
  ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"],
  ["NY", "New York"], ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"],
  ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"], ["SD", "South Dakota"],
  ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"],
  ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
];

const HOMEPAGE_LOCALISATIONS = [
  {
    id: 1,
    language_id: 1,
    banner_message: "SuperNova 23 is here: faster document reading, natural voices in 30 languages and a new magnifier lens.",
    banner_message_enabled: true,
    banner_message_expiry: null,
    banner_content: "Existing customers with a current Software Maintenance Agreement can upgrade free of charge.",
  },
  {
    id: 2,
    language_id: 2,
    banner_message: "SuperNova 23 ist da: schnelleres Vorlesen von Dokumenten, natürliche Stimmen in 30 Sprachen und eine neue Lupe.",
    banner_message_enabled: true,
    banner_message_expiry: null,
    banner_content: "Kunden mit gültigem Wartungsvertrag erhalten das Upgrade kostenlos.",
  },
  {
    id: 3,
    language_id: 3,
    banner_message: "SuperNova 23 est disponible : lecture de documents plus rapide, voix naturelles en 30 langues et nouvelle loupe.",
    banner_message_enabled: true,
    banner_message_expiry: null,
    banner_content: "Les clients disposant d'un contrat de maintenance en cours peuvent effectuer la mise à niveau gratuitement.",
  },
  {
    id: 4,
    language_id: 4,
    banner_message: "Onze kantoren zijn tijdens de feestdagen beperkt bereikbaar; de online kennisbank blijft beschikbaar.",
    banner_message_enabled: false,
    banner_message_expiry: null,
    banner_content: null,
  },
];

export const siteData: SeedArea = {
  name: "site",
  statements: (mode: LoadMode = "update") => [
    ...upsert("countries", COUNTRIES.map(([id, name, iso3166]) => ({ id, name, iso3166 })), ["id"], mode),
    ...upsert("languages", LANGUAGES, ["id"], mode),
    ...upsert(
      "states",
      US_STATES.map(([code, name], index) => ({ id: 1000 + index, country_id: USA_COUNTRY_ID, code, name })),
      ["id"],
      mode,
    ),
    ...upsert("homepage_localisations", HOMEPAGE_LOCALISATIONS, ["id"], mode),
  ],
};
