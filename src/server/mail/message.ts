/** A mail as every template renders it: an HTML part and a text part, always both. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailMessage extends MailContent {
  to: string;
}
