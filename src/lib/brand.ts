/** The product's name: the page title, the mails' sender name and the app shell's logo text. */
export const APP_NAME = "Timberline";
