/** An address book entry, as the contacts API and the address-book page give it. */
export interface Contact {
  contactName: string;
  contactEmail: string;
  /**
   * Set once the contact has a DolphinID with a proved address that takes calls from you:
   * only then can they be called. Null reads 'not reachable yet', whatever the reason (an
   * address with no account looks the same, so the address book never tells who has one).
   */
  userId: string | null;
}
