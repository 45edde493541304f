/**
 * The seller every invoice and credit note names: the company and its registered address in the
 * UK; its VAT registration number comes from the SELLER_VAT_NUMBER setting, so a stand-in never
 * reaches a real invoice unnoticed.
 */
export const SELLER = {
  name: "Dolphin Computer Access Ltd",
  address: ["Technology House", "Blackpole Estate West", "Worcester", "WR3 8TJ", "United Kingdom"],
  countryCode: "GB",
} as const;

/** Locally and in tests: a stand-in number, marked as such on the page. */
export const STAND_IN_VAT_NUMBER = "GB000000000";

export function sellerVatNumber(env: { SELLER_VAT_NUMBER?: string }): { number: string; standIn: boolean } {
  const configured = env.SELLER_VAT_NUMBER?.trim();
  return configured ? { number: configured, standIn: false } : { number: STAND_IN_VAT_NUMBER, standIn: true };
}
