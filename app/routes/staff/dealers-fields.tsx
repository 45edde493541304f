/**
 * The fields of a dealer record, shared by the "Add a dealer" form and a dealer's edit form:
 * what the dealer locator shows (name, place, contact details) and whether it shows it.
 */
import type { FieldErrors } from "@common/api-errors";
import { type PageText, useT } from "~/i18n/I18n";
import type { DeskField } from "./resource/definition";
import { DeskFields } from "./resource/form";

export interface DealerPlaces {
  countries: { id: number; name: string }[];
  states: { id: number; name: string; countryId: number }[];
}

export interface DealerValues {
  name: string;
  countryId: string;
  stateId: string;
  isPrimary: boolean;
  visible: boolean;
  addressLines: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
}

export const EMPTY_DEALER: DealerValues = {
  name: "",
  countryId: "",
  stateId: "",
  isPrimary: false,
  visible: true,
  addressLines: "",
  city: "",
  postcode: "",
  phone: "",
  email: "",
  website: "",
};

/** A form's values: what was typed into a failed post when there is one, otherwise the record's. */
export function dealerValues(saved: DealerValues, kept: Record<string, string> | null): DealerValues {
  if (!kept) return saved;
  const text = (name: keyof DealerValues) => kept[name] ?? "";
  const checked = (name: keyof DealerValues) => ["on", "1", "true"].includes(kept[name] ?? "");
  return {
    name: text("name"),
    countryId: text("countryId"),
    stateId: text("stateId"),
    isPrimary: checked("isPrimary"),
    visible: checked("visible"),
    addressLines: text("addressLines"),
    city: text("city"),
    postcode: text("postcode"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
  };
}

/** A dealer record's fields; `text` words a state's choice, its country beside it. Countries are named in English, as stored. */
function dealerFields(places: DealerPlaces, text: PageText["text"]): DeskField<DealerValues>[] {
  const countryName = new Map(places.countries.map((country) => [country.id, country.name]));
  const stored = (name: Exclude<keyof DealerValues, "isPrimary" | "visible">) => (values: DealerValues | null) => values?.[name] ?? "";
  return [
    { name: "name", label: "Name", required: true, value: stored("name") },
    {
      name: "countryId",
      label: "Country",
      kind: "select",
      required: true,
      placeholder: "Choose a country",
      english: true,
      options: places.countries.map((country) => ({ value: country.id, label: country.name, data: true })),
      value: stored("countryId"),
    },
    {
      name: "stateId",
      label: "State",
      kind: "select",
      hint: "Only for a country with states, such as the United States.",
      placeholder: "None",
      options: places.states.map((state) => ({
        value: state.id,
        label: text("{state} ({country})", { state: state.name, country: countryName.get(state.countryId) ?? text("another country") }),
        data: true,
      })),
      value: stored("stateId"),
    },
    { name: "isPrimary", label: "Primary dealer of the country (listed first)", kind: "checkbox", value: (values) => values?.isPrimary ?? false },
    { name: "visible", label: "Shown in the dealer locator", kind: "checkbox", value: (values) => values?.visible ?? true },
    { name: "addressLines", label: "Address", kind: "textarea", maxLength: 500, rows: 3, value: stored("addressLines") },
    { name: "city", label: "Town or city", value: stored("city") },
    { name: "postcode", label: "Postcode", value: stored("postcode") },
    { name: "phone", label: "Phone", kind: "tel", value: stored("phone") },
    { name: "email", label: "Email address", kind: "email", value: stored("email") },
    { name: "website", label: "Website", kind: "url", hint: "Starting with https://", value: stored("website") },
  ];
}

export function DealerFields({ values, places, errors }: { values: DealerValues; places: DealerPlaces; errors: FieldErrors | null }) {
  const { text } = useT();
  return <DeskFields fields={dealerFields(places, text)} row={values} typed={null} errors={errors} />;
}
