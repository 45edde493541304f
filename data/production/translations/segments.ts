/**
 * Every market segment's intro in German, French and Dutch (data/production/products.ts holds the
 * English), the lead of its product list (/products/individuals…). Its title is a catalogue
 * message, so only the description is here. Field names are the segment row's (`description`).
 */
import { type SeedTranslation, type TranslatedLanguage, inEachLanguage } from "./item.ts";

const segment = (id: number, languages: Record<TranslatedLanguage, Record<string, string>>) => inEachLanguage("segment", { id }, languages);

export const SEGMENT_TRANSLATIONS: SeedTranslation[] = [
  // education
  ...segment(1, {
    de: { description: "Software für Schulen, Berufsschulen und Hochschulen, mit Standortlizenzen und Schulungen für Lehrkräfte und Mitarbeitende." },
    fr: { description: "Des logiciels pour les écoles, les lycées et les universités, avec des licences site et des formations pour le personnel." },
    nl: { description: "Software voor scholen, hogescholen en universiteiten, met locatielicenties en trainingen voor medewerkers." },
  }),
  // individuals
  ...segment(2, {
    de: { description: "Software für Sie selbst oder einen Menschen, den Sie betreuen, mit kostenlosen Testversionen und Hilfe in Ihrer Sprache." },
    fr: { description: "Des logiciels pour vous ou pour un proche dont vous prenez soin, avec des essais gratuits et de l'aide dans votre langue." },
    nl: { description: "Software voor uzelf of voor iemand voor wie u zorgt, met gratis proefversies en hulp in uw eigen taal." },
  }),
  // organisation
  ...segment(3, {
    de: { description: "Barrierefreie Arbeitsplätze: Netzwerklizenzen, Unterstützung bei der Einführung und Schulungen für Arbeitgeber." },
    fr: { description: "Des postes de travail accessibles : licences réseau, aide au déploiement et formations pour les employeurs." },
    nl: { description: "Toegankelijke werkplekken: netwerklicenties, ondersteuning bij de uitrol en trainingen voor werkgevers." },
  }),
];
