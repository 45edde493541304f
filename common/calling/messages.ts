/** What the calling pages and their API say about the address book and the call settings, the same on every path. */

export const CALL_SETTINGS_SAVED_MESSAGE = "Your video calling settings have been saved.";

export const CONTACT_ADDED_MESSAGE = "The contact has been added to your address book.";
export const CONTACT_SAVED_MESSAGE = "Your changes to the contact have been saved.";
export const CONTACT_DELETED_MESSAGE = "The contact has been deleted from your address book.";

/** When the account service fails without saying why. */
export const CONTACT_CREATE_FAILED = "There was an error creating that contact, please refresh and try again";
export const CONTACT_SAVE_FAILED = "There was an error saving your changes, please refresh and try again";
export const CONTACT_DELETE_FAILED = "There was an error deleting that contact, please refresh and try again";
export const CONTACTS_LOAD_FAILED = "There was an error loading your address book, please refresh and try again";
