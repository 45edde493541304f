/**
 * The fields of a dealer record, shared by the "Add a dealer" form and a dealer's edit form:
 * what the dealer locator shows (name, place, contact details) and whether it shows it.
 */
import type { FieldErrors } from "@common/api-errors";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

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

export function DealerFields({ values, places, errors }: { values: DealerValues; places: DealerPlaces; errors: FieldErrors | null }) {
  const { t, text, locale } = useT();
  // Country names come from the database, in English.
  const contentLang = langOfContent(locale, "en");
  const countryName = new Map(places.countries.map((country) => [country.id, country.name]));
  return (
    <>
      <TextField name="name" label={text("Name")} required defaultValue={values.name} errors={errorsFor(errors, "name")} />
      <SelectField
        name="countryId"
        label={text("Country")}
        required
        defaultValue={values.countryId}
        placeholder={text("Choose a country")}
        lang={contentLang}
        options={places.countries.map((country) => ({ value: country.id, label: country.name }))}
        errors={errorsFor(errors, "countryId")}
      />
      <SelectField
        name="stateId"
        label={text("State")}
        hint={t("Only for a country with states, such as the United States.")}
        defaultValue={values.stateId}
        placeholder={text("None")}
        options={places.states.map((state) => ({
          value: state.id,
          label: text("{state} ({country})", { state: state.name, country: countryName.get(state.countryId) ?? text("another country") }),
        }))}
        errors={errorsFor(errors, "stateId")}
      />
      <CheckboxField
        name="isPrimary"
        label={text("Primary dealer of the country (listed first)")}
        defaultChecked={values.isPrimary}
        errors={errorsFor(errors, "isPrimary")}
      />
      <CheckboxField name="visible" label={text("Shown in the dealer locator")} defaultChecked={values.visible} errors={errorsFor(errors, "visible")} />
      <TextArea
        name="addressLines"
        label={text("Address")}
        maxLength={500}
        rows={3}
        defaultValue={values.addressLines}
        errors={errorsFor(errors, "addressLines")}
      />
      <TextField name="city" label={text("Town or city")} defaultValue={values.city} errors={errorsFor(errors, "city")} />
      <TextField name="postcode" label={text("Postcode")} defaultValue={values.postcode} errors={errorsFor(errors, "postcode")} />
      <TextField name="phone" label={text("Phone")} type="tel" defaultValue={values.phone} errors={errorsFor(errors, "phone")} />
      <TextField name="email" label={text("Email address")} type="email" defaultValue={values.email} errors={errorsFor(errors, "email")} />
      <TextField
        name="website"
        label={text("Website")}
        type="url"
        hint={t("Starting with https://")}
        defaultValue={values.website}
        errors={errorsFor(errors, "website")}
      />
    </>
  );
}
