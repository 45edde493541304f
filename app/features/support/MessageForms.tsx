/**
 * The contact form, the contact support form and the report-a-bug form: real forms that post
 * to their page's action without JavaScript (with the page's one-time human-check token) and,
 * with it, put a fresh token into the fields and post to the API (app/enhance/human-check.ts,
 * app/enhance/posted-form.ts). 'Send Request' submits; the form is disabled while verifying and
 * sending, and reset after success.
 */
import { Link } from "react-router";
import { CONTACT_LIMITS as L } from "@common/support/constants";
import { MESSAGE_FAILURE } from "@common/support/messages";
import type { FieldErrors } from "@common/api-errors";
import { type FormActionResult, fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { HumanCheckConfig } from "./human-check";
import { HumanCheckField } from "./HumanCheckField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { T, useT } from "~/i18n/I18n";

export interface MessageFormProps {
  action: string;
  humanCheck: HumanCheckConfig;
  /** A one-time token for the local check, used when the form is posted without JavaScript. */
  humanCheckToken: string | null;
  result?: FormActionResult;
}

function initialProps(result: FormActionResult | undefined) {
  return { initialFieldErrors: fieldErrorsOf(result), initialMessage: flashOf(result) };
}

/**
 * Newsletter opt-in: with JavaScript the html/plain radios are disabled and unchecked until
 * sign-up is ticked, and ticking enables them with html selected (app/enhance/newsletter-opt-in.ts).
 * Before JavaScript runs they stay usable, and the server treats a missing choice as html.
 */
export function NewsletterOptIn({ errors }: { errors?: FieldErrors | null }) {
  const { t, text } = useT();
  return (
    <div className="support-optin">
      <CheckboxField
        name="newsSubscription"
        label={text("Send me the Dolphin newsletter: product news, free training and events, about once a month")}
        errors={errorsFor(errors, "newsSubscription")}
      />
      <RadioGroup
        name="newsType"
        label={text("Newsletter format")}
        hint={t("Plain text works best with some screen readers and braille displays.")}
        options={[
          { value: "html", label: text("HTML (formatted, with pictures)") },
          { value: "plain", label: text("Plain text") },
        ]}
        defaultValue="html"
        errors={errorsFor(errors, "newsType")}
      />
    </div>
  );
}

/** After a post that came back with a problem, the agreement stays ticked if it was. */
function PrivacyField({ errors, result }: { errors?: FieldErrors | null; result?: FormActionResult }) {
  const url = useLocalisedUrl();
  const { text } = useT();
  return (
    <div className="support-privacy">
      <CheckboxField
        name="privacy"
        label={text("I agree to the privacy policy and terms")}
        required
        defaultChecked={keptValue(result, "privacy") !== undefined}
        errors={errorsFor(errors, "privacy")}
      />
      <p className="field__hint">
        <T
          message="Read our <0>privacy policy</0> and <1>terms</1>. We use your details only to answer you."
          components={[<Link to={url("Privacy")} />, <Link to={url("Terms")} />]}
        />
      </p>
    </div>
  );
}

function ContactDetails({ errors, result }: { errors?: FieldErrors | null; result?: FormActionResult }) {
  const { t, text } = useT();
  return (
    <>
      <TextField
        name="name"
        defaultValue={keptValue(result, "name")}
        label={text("Your name")}
        required
        maxLength={L.name}
        autoComplete="name"
        errors={errorsFor(errors, "name")}
      />
      <TextField
        name="email"
        defaultValue={keptValue(result, "email")}
        label={text("Email address")}
        type="email"
        required
        maxLength={L.email}
        autoComplete="email"
        errors={errorsFor(errors, "email")}
      />
      <TextField
        name="phone"
        defaultValue={keptValue(result, "phone")}
        label={text("Phone number")}
        type="tel"
        maxLength={L.phone}
        autoComplete="tel"
        hint={t("Add one if you would like us to call you.")}
        errors={errorsFor(errors, "phone")}
      />
    </>
  );
}

/**
 * A message form's frame: posted to its page's action, or to `endpoint` with JavaScript, with the
 * human check for `check`, the sender's details, then the form's own `fields`, the newsletter
 * opt-in where it is offered, the privacy agreement and 'Send Request'.
 */
function MessageForm({
  action,
  humanCheck,
  humanCheckToken,
  result,
  endpoint,
  check,
  titleId,
  newsletter,
  fields,
}: MessageFormProps & {
  endpoint: string;
  check: string;
  /** The id of the heading that names the form. */
  titleId: string;
  newsletter: boolean;
  fields: (fieldErrors: FieldErrors | null) => React.ReactNode;
}) {
  const { t, text } = useT();
  return (
    <AjaxForm
      action={action}
      endpoint={endpoint}
      fallbackMessage={text(MESSAGE_FAILURE)}
      className="support-form"
      aria-labelledby={titleId}
      {...initialProps(result)}
    >
      {({ fieldErrors }) => (
        <>
          <HumanCheckField config={humanCheck} token={humanCheckToken} action={check} />
          <ContactDetails errors={fieldErrors} result={result} />
          {fields(fieldErrors)}
          {newsletter && <NewsletterOptIn errors={fieldErrors} />}
          <PrivacyField errors={fieldErrors} result={result} />
          <SubmitButton busyLabel={text("Sending…")}>{t("Send Request")}</SubmitButton>
        </>
      )}
    </AjaxForm>
  );
}

export function ContactForm(props: MessageFormProps) {
  const { t, text } = useT();
  const { result } = props;
  return (
    <MessageForm
      {...props}
      endpoint="contact/message"
      check="contact"
      titleId="contact-form-title"
      newsletter
      fields={(fieldErrors) => (
        <>
          <TextField
            name="subject"
            defaultValue={keptValue(result, "subject")}
            label={text("Subject")}
            required
            maxLength={L.subject}
            errors={errorsFor(fieldErrors, "subject")}
          />
          <TextArea
            name="message"
            defaultValue={keptValue(result, "message")}
            label={text("Your message")}
            required
            maxLength={L.message}
            hint={t("Up to {limit} characters.", { limit: L.message })}
            errors={errorsFor(fieldErrors, "message")}
          />
        </>
      )}
    />
  );
}

export interface ProductOption {
  id: number;
  productName: string;
}

export function SupportForm({ products, productId, ...props }: MessageFormProps & { products: ProductOption[]; productId?: number }) {
  const { t, text } = useT();
  const { result } = props;
  return (
    <MessageForm
      {...props}
      endpoint="contact/support/message"
      check="support"
      titleId="support-form-title"
      newsletter
      fields={(fieldErrors) => (
        <>
          <SelectField
            name="product"
            label={text("Product")}
            required
            placeholder={text("Choose a product")}
            translate="no"
            defaultValue={keptValue(result, "product") ?? (productId ? String(productId) : "")}
            options={products.map((product) => ({ value: product.id, label: product.productName }))}
            errors={errorsFor(fieldErrors, "product")}
          />
          <TextField
            name="version"
            defaultValue={keptValue(result, "version")}
            label={text("Version")}
            maxLength={L.version}
            hint={t("In the product, open Help then About. For example 23.02.")}
            errors={errorsFor(fieldErrors, "version")}
          />
          <div data-checkbox-input="" className="support-serial">
            <CheckboxField name="hasSerial" label={text("I have a serial number")} errors={errorsFor(fieldErrors, "hasSerial")} />
            <TextField
              name="serial"
              defaultValue={keptValue(result, "serial")}
              label={text("Serial number")}
              maxLength={L.serial}
              hint={t("On your invoice or in Help, About. Required if you tick the box above.")}
              errors={errorsFor(fieldErrors, "serial")}
            />
          </div>
          <TextArea
            name="message"
            defaultValue={keptValue(result, "message")}
            label={text("How can we help?")}
            required
            maxLength={L.message}
            hint={t("Tell us what you were doing, what happened and any message you saw. Up to 1000 characters.")}
            errors={errorsFor(fieldErrors, "message")}
          />
        </>
      )}
    />
  );
}

export function BugReportForm({ product, ...props }: MessageFormProps & { product: ProductOption }) {
  const { t, text } = useT();
  const { result } = props;
  return (
    <MessageForm
      {...props}
      endpoint="support/report-bug"
      check="report-bug"
      titleId="bug-form-title"
      newsletter={false}
      fields={(fieldErrors) => (
        <>
          <input type="hidden" name="product" value={product.id} />
          <TextField
            name="version"
            defaultValue={keptValue(result, "version")}
            label={text("{productName} version", { productName: product.productName })}
            required
            maxLength={L.version}
            hint={t("In the product, open Help then About.")}
            errors={errorsFor(fieldErrors, "version")}
          />
          <TextArea
            name="message"
            defaultValue={keptValue(result, "message")}
            label={text("What happened")}
            required
            maxLength={L.message}
            hint={t("The steps that cause the problem, what you expected and what happened instead. Include your Windows or device version if you know it.")}
            errors={errorsFor(fieldErrors, "message")}
          />
        </>
      )}
    />
  );
}
