import { CheckboxField, TextArea, TextField } from "~/components/forms/fields";
import { useT } from "~/i18n/I18n";

/**
 * The buy forms' optional business details (for the invoice) and, where UK VAT relief may be
 * claimed, the relief declaration HMRC describes. Ordinary fields: they post with the form,
 * before or without JavaScript; the server checks them (common/schemas/invoices.ts).
 */
export function BuyerDetailsFields({ reliefAvailable }: { reliefAvailable: boolean }) {
  const { t, text } = useT();
  return (
    <>
      <fieldset className="fieldset">
        <legend>{t("Buying for a business (optional)")}</legend>
        <p className="field__hint">
          {t(
            "Your company's details are printed on the VAT invoice. A business in the EU with a VAT number of its country pays no VAT here: it accounts for the VAT itself.",
          )}
        </p>
        <TextField name="companyName" label={text("Company name")} autoComplete="organization" maxLength={200} />
        <TextArea name="invoiceAddress" label={text("Invoice address")} rows={3} autoComplete="street-address" maxLength={500} />
        <TextField name="vatNumber" label={text("VAT number")} hint={text("With its country code, like DE123456789 or GB123456789.")} maxLength={20} />
      </fieldset>
      {reliefAvailable && (
        <fieldset className="fieldset">
          <legend>{t("VAT relief for people with sight loss (UK only)")}</legend>
          <p className="field__hint">
            {t(
              "A person who is chronically sick or disabled, or a charity, buying for their own use pays no VAT in the UK. To claim it, tick the box and fill in the declaration: it is kept with your order and printed on your invoice.",
            )}
          </p>
          <CheckboxField name="taxRelief" label={text("I claim VAT relief and make the declaration below")} />
          <TextField name="reliefName" label={text("Name of the person with sight loss")} autoComplete="name" maxLength={200} />
          <TextArea name="reliefAddress" label={text("Their address")} rows={3} maxLength={500} />
          <TextArea
            name="reliefCondition"
            label={text("Their condition")}
            hint={text("In your own words, for example: glaucoma, little useful sight.")}
            rows={2}
            maxLength={500}
          />
          <CheckboxField
            name="reliefStatement"
            label={text("I declare that this person is chronically sick or disabled, and that the software is for their personal use")}
          />
          <TextField
            name="reliefCharity"
            label={text("Or the charity buying it")}
            hint={text("Only when a charity buys the software for a disabled person's use: then the fields above may stay empty.")}
            maxLength={200}
          />
        </fieldset>
      )}
    </>
  );
}
