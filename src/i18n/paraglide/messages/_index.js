import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Confirm_Link_FailedInputs */
/** @typedef {{}} Confirm_New_LinkInputs */
/** @typedef {{}} Confirm_Not_YouInputs */
/** @typedef {{}} Confirm_Sign_InInputs */
/** @typedef {{ email: NonNullable<unknown> }} Confirm_Signing_In_AsInputs */
/** @typedef {{}} Landing_BadgeInputs */
/** @typedef {{}} Landing_DashboardInputs */
/** @typedef {{}} Landing_Feature_Key_TextInputs */
/** @typedef {{}} Landing_Feature_Key_TitleInputs */
/** @typedef {{}} Landing_Feature_Link_TextInputs */
/** @typedef {{}} Landing_Feature_Link_TitleInputs */
/** @typedef {{}} Landing_Feature_Plans_TextInputs */
/** @typedef {{}} Landing_Feature_Plans_TitleInputs */
/** @typedef {{}} Landing_Go_To_DashboardInputs */
/** @typedef {{}} Landing_HeadingInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Landing_IntroInputs */
/** @typedef {{}} Landing_New_HereInputs */
/** @typedef {{}} Landing_Pricing_DescriptionInputs */
/** @typedef {{}} Landing_Pricing_TitleInputs */
/** @typedef {{}} Landing_Sign_InInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Login_Back_HomeInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Login_Continue_WithInputs */
/** @typedef {{}} Login_Email_LabelInputs */
/** @typedef {{}} Login_FailedInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Login_HeadingInputs */
/** @typedef {{ mailbox: NonNullable<unknown> }} Login_Inbox_Dev_MailboxInputs */
/** @typedef {{}} Login_Inbox_Dev_Mailbox_LinkInputs */
/** @typedef {{}} Login_Inbox_HeadingInputs */
/** @typedef {{ address: NonNullable<unknown> }} Login_Inbox_Sent_ToInputs */
/** @typedef {{}} Login_Inbox_The_AddressInputs */
/** @typedef {{}} Login_IntroInputs */
/** @typedef {{}} Login_Link_InsteadInputs */
/** @typedef {{}} Login_Link_Not_SentInputs */
/** @typedef {{}} Login_Link_Not_Sent_TextInputs */
/** @typedef {{}} Login_No_AccountInputs */
/** @typedef {{}} Login_OrInputs */
/** @typedef {{}} Login_PasskeyInputs */
/** @typedef {{}} Login_Password_InsteadInputs */
/** @typedef {{}} Login_Password_IntroInputs */
/** @typedef {{}} Login_Provider_FailedInputs */
/** @typedef {{}} Login_Send_LinkInputs */
/** @typedef {{}} Login_TitleInputs */
/** @typedef {{}} Login_Use_Different_AddressInputs */
/** @typedef {{}} Mail_Button_FallbackInputs */
/** @typedef {{}} Mail_Sign_In_FootnoteInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Sign_In_HeadingInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Sign_In_SubjectInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Sign_In_TextInputs */
/** @typedef {{}} Password_EnterInputs */
/** @typedef {{}} Password_ForgotInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} Password_Not_Signed_InInputs */
/** @typedef {{}} Password_Reset_Not_SentInputs */
/** @typedef {{}} Password_Reset_SentInputs */
/** @typedef {{}} Password_Sign_InInputs */
import * as __en from "./en.js"
import * as __de from "./de.js"
import * as __ar from "./ar.js"
import * as __en_xa2 from "./en-XA.js"
/**
* | output |
* | --- |
* | "That link did not work" |
*
* @param {Confirm_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_link_failed = /** @type {((inputs?: Confirm_Link_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Link_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.confirm_link_failed(inputs)
	if (locale === "ar") return __ar.confirm_link_failed(inputs)
	if (locale === "en-XA") return __en_xa2.confirm_link_failed(inputs)
	return __en.confirm_link_failed(inputs)
});
/**
* | output |
* | --- |
* | "Ask for a new link" |
*
* @param {Confirm_New_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_new_link = /** @type {((inputs?: Confirm_New_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_New_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.confirm_new_link(inputs)
	if (locale === "ar") return __ar.confirm_new_link(inputs)
	if (locale === "en-XA") return __en_xa2.confirm_new_link(inputs)
	return __en.confirm_new_link(inputs)
});
/**
* | output |
* | --- |
* | "Not you, or did not ask? Close this page: nothing happens unless you press Sign in." |
*
* @param {Confirm_Not_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_not_you = /** @type {((inputs?: Confirm_Not_YouInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Not_YouInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.confirm_not_you(inputs)
	if (locale === "ar") return __ar.confirm_not_you(inputs)
	if (locale === "en-XA") return __en_xa2.confirm_not_you(inputs)
	return __en.confirm_not_you(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Confirm_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_sign_in = /** @type {((inputs?: Confirm_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.confirm_sign_in(inputs)
	if (locale === "ar") return __ar.confirm_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.confirm_sign_in(inputs)
	return __en.confirm_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "You are signing in as {email}." |
*
* @param {Confirm_Signing_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_signing_in_as = /** @type {((inputs: Confirm_Signing_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Signing_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.confirm_signing_in_as(inputs)
	if (locale === "ar") return __ar.confirm_signing_in_as(inputs)
	if (locale === "en-XA") return __en_xa2.confirm_signing_in_as(inputs)
	return __en.confirm_signing_in_as(inputs)
});
/**
* | output |
* | --- |
* | "Accounts, API keys and billing" |
*
* @param {Landing_BadgeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_badge = /** @type {((inputs?: Landing_BadgeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_BadgeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_badge(inputs)
	if (locale === "ar") return __ar.landing_badge(inputs)
	if (locale === "en-XA") return __en_xa2.landing_badge(inputs)
	return __en.landing_badge(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Landing_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_dashboard = /** @type {((inputs?: Landing_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_dashboard(inputs)
	if (locale === "ar") return __ar.landing_dashboard(inputs)
	if (locale === "en-XA") return __en_xa2.landing_dashboard(inputs)
	return __en.landing_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "A personal key opens the REST API to your scripts and services. It is shown once and stored hashed." |
*
* @param {Landing_Feature_Key_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_key_text = /** @type {((inputs?: Landing_Feature_Key_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Key_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_feature_key_text(inputs)
	if (locale === "ar") return __ar.landing_feature_key_text(inputs)
	if (locale === "en-XA") return __en_xa2.landing_feature_key_text(inputs)
	return __en.landing_feature_key_text(inputs)
});
/**
* | output |
* | --- |
* | "Your own API key" |
*
* @param {Landing_Feature_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_key_title = /** @type {((inputs?: Landing_Feature_Key_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Key_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_feature_key_title(inputs)
	if (locale === "ar") return __ar.landing_feature_key_title(inputs)
	if (locale === "en-XA") return __en_xa2.landing_feature_key_title(inputs)
	return __en.landing_feature_key_title(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address and follow the link we send. Links work once and expire in minutes." |
*
* @param {Landing_Feature_Link_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_link_text = /** @type {((inputs?: Landing_Feature_Link_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Link_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_feature_link_text(inputs)
	if (locale === "ar") return __ar.landing_feature_link_text(inputs)
	if (locale === "en-XA") return __en_xa2.landing_feature_link_text(inputs)
	return __en.landing_feature_link_text(inputs)
});
/**
* | output |
* | --- |
* | "Sign in without a password" |
*
* @param {Landing_Feature_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_link_title = /** @type {((inputs?: Landing_Feature_Link_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Link_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_feature_link_title(inputs)
	if (locale === "ar") return __ar.landing_feature_link_title(inputs)
	if (locale === "en-XA") return __en_xa2.landing_feature_link_title(inputs)
	return __en.landing_feature_link_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe, see what your plan includes, and cancel whenever you like, all from your account." |
*
* @param {Landing_Feature_Plans_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_plans_text = /** @type {((inputs?: Landing_Feature_Plans_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Plans_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_feature_plans_text(inputs)
	if (locale === "ar") return __ar.landing_feature_plans_text(inputs)
	if (locale === "en-XA") return __en_xa2.landing_feature_plans_text(inputs)
	return __en.landing_feature_plans_text(inputs)
});
/**
* | output |
* | --- |
* | "Plans that fit" |
*
* @param {Landing_Feature_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_plans_title = /** @type {((inputs?: Landing_Feature_Plans_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Plans_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_feature_plans_title(inputs)
	if (locale === "ar") return __ar.landing_feature_plans_title(inputs)
	if (locale === "en-XA") return __en_xa2.landing_feature_plans_title(inputs)
	return __en.landing_feature_plans_title(inputs)
});
/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Landing_Go_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_go_to_dashboard = /** @type {((inputs?: Landing_Go_To_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Go_To_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_go_to_dashboard(inputs)
	if (locale === "ar") return __ar.landing_go_to_dashboard(inputs)
	if (locale === "en-XA") return __en_xa2.landing_go_to_dashboard(inputs)
	return __en.landing_go_to_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Everything your account needs, in one calm place." |
*
* @param {Landing_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_heading = /** @type {((inputs?: Landing_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_heading(inputs)
	if (locale === "ar") return __ar.landing_heading(inputs)
	if (locale === "en-XA") return __en_xa2.landing_heading(inputs)
	return __en.landing_heading(inputs)
});
/**
* | output |
* | --- |
* | "{appName} signs you in by email, gives you a personal API key for the REST API, and keeps your subscriptions in view." |
*
* @param {Landing_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_intro = /** @type {((inputs: Landing_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_intro(inputs)
	if (locale === "ar") return __ar.landing_intro(inputs)
	if (locale === "en-XA") return __en_xa2.landing_intro(inputs)
	return __en.landing_intro(inputs)
});
/**
* | output |
* | --- |
* | "New here? Signing in creates your account." |
*
* @param {Landing_New_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_new_here = /** @type {((inputs?: Landing_New_HereInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_New_HereInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_new_here(inputs)
	if (locale === "ar") return __ar.landing_new_here(inputs)
	if (locale === "en-XA") return __en_xa2.landing_new_here(inputs)
	return __en.landing_new_here(inputs)
});
/**
* | output |
* | --- |
* | "Pick a plan, pay on the payment provider's secure page, cancel whenever you like." |
*
* @param {Landing_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_pricing_description = /** @type {((inputs?: Landing_Pricing_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pricing_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_pricing_description(inputs)
	if (locale === "ar") return __ar.landing_pricing_description(inputs)
	if (locale === "en-XA") return __en_xa2.landing_pricing_description(inputs)
	return __en.landing_pricing_description(inputs)
});
/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Landing_Pricing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_pricing_title = /** @type {((inputs?: Landing_Pricing_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pricing_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_pricing_title(inputs)
	if (locale === "ar") return __ar.landing_pricing_title(inputs)
	if (locale === "en-XA") return __en_xa2.landing_pricing_title(inputs)
	return __en.landing_pricing_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Landing_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_sign_in = /** @type {((inputs?: Landing_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_sign_in(inputs)
	if (locale === "ar") return __ar.landing_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.landing_sign_in(inputs)
	return __en.landing_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const language_label = /** @type {((inputs?: Language_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.language_label(inputs)
	if (locale === "ar") return __ar.language_label(inputs)
	if (locale === "en-XA") return __en_xa2.language_label(inputs)
	return __en.language_label(inputs)
});
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Login_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_back_home = /** @type {((inputs?: Login_Back_HomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Back_HomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_back_home(inputs)
	if (locale === "ar") return __ar.login_back_home(inputs)
	if (locale === "en-XA") return __en_xa2.login_back_home(inputs)
	return __en.login_back_home(inputs)
});
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Login_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_continue_with = /** @type {((inputs: Login_Continue_WithInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Continue_WithInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_continue_with(inputs)
	if (locale === "ar") return __ar.login_continue_with(inputs)
	if (locale === "en-XA") return __en_xa2.login_continue_with(inputs)
	return __en.login_continue_with(inputs)
});
/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Login_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_email_label = /** @type {((inputs?: Login_Email_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Email_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_email_label(inputs)
	if (locale === "ar") return __ar.login_email_label(inputs)
	if (locale === "en-XA") return __en_xa2.login_email_label(inputs)
	return __en.login_email_label(inputs)
});
/**
* | output |
* | --- |
* | "Signing in failed" |
*
* @param {Login_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_failed = /** @type {((inputs?: Login_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_failed(inputs)
	if (locale === "ar") return __ar.login_failed(inputs)
	if (locale === "en-XA") return __en_xa2.login_failed(inputs)
	return __en.login_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to {appName}" |
*
* @param {Login_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_heading = /** @type {((inputs: Login_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_heading(inputs)
	if (locale === "ar") return __ar.login_heading(inputs)
	if (locale === "en-XA") return __en_xa2.login_heading(inputs)
	return __en.login_heading(inputs)
});
/**
* | output |
* | --- |
* | "No mail server is configured: the link is in the {mailbox} and in the server's console." |
*
* @param {Login_Inbox_Dev_MailboxInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_dev_mailbox = /** @type {((inputs: Login_Inbox_Dev_MailboxInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_Dev_MailboxInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_inbox_dev_mailbox(inputs)
	if (locale === "ar") return __ar.login_inbox_dev_mailbox(inputs)
	if (locale === "en-XA") return __en_xa2.login_inbox_dev_mailbox(inputs)
	return __en.login_inbox_dev_mailbox(inputs)
});
/**
* | output |
* | --- |
* | "dev mailbox" |
*
* @param {Login_Inbox_Dev_Mailbox_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_dev_mailbox_link = /** @type {((inputs?: Login_Inbox_Dev_Mailbox_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_Dev_Mailbox_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_inbox_dev_mailbox_link(inputs)
	if (locale === "ar") return __ar.login_inbox_dev_mailbox_link(inputs)
	if (locale === "en-XA") return __en_xa2.login_inbox_dev_mailbox_link(inputs)
	return __en.login_inbox_dev_mailbox_link(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Login_Inbox_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_heading = /** @type {((inputs?: Login_Inbox_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_inbox_heading(inputs)
	if (locale === "ar") return __ar.login_inbox_heading(inputs)
	if (locale === "en-XA") return __en_xa2.login_inbox_heading(inputs)
	return __en.login_inbox_heading(inputs)
});
/**
* | output |
* | --- |
* | "We sent a sign-in link to {address}. It works once and expires in 5 minutes. You can open it in any tab of this browser: this page goes on by itself." |
*
* @param {Login_Inbox_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_sent_to = /** @type {((inputs: Login_Inbox_Sent_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_Sent_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_inbox_sent_to(inputs)
	if (locale === "ar") return __ar.login_inbox_sent_to(inputs)
	if (locale === "en-XA") return __en_xa2.login_inbox_sent_to(inputs)
	return __en.login_inbox_sent_to(inputs)
});
/**
* | output |
* | --- |
* | "the address you entered" |
*
* @param {Login_Inbox_The_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_the_address = /** @type {((inputs?: Login_Inbox_The_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_The_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_inbox_the_address(inputs)
	if (locale === "ar") return __ar.login_inbox_the_address(inputs)
	if (locale === "en-XA") return __en_xa2.login_inbox_the_address(inputs)
	return __en.login_inbox_the_address(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address and we will send you a link to sign in. No password needed." |
*
* @param {Login_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_intro = /** @type {((inputs?: Login_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_intro(inputs)
	if (locale === "ar") return __ar.login_intro(inputs)
	if (locale === "en-XA") return __en_xa2.login_intro(inputs)
	return __en.login_intro(inputs)
});
/**
* | output |
* | --- |
* | "Email me a sign-in link instead" |
*
* @param {Login_Link_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_link_instead = /** @type {((inputs?: Login_Link_InsteadInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Link_InsteadInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_link_instead(inputs)
	if (locale === "ar") return __ar.login_link_instead(inputs)
	if (locale === "en-XA") return __en_xa2.login_link_instead(inputs)
	return __en.login_link_instead(inputs)
});
/**
* | output |
* | --- |
* | "The link was not sent" |
*
* @param {Login_Link_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_link_not_sent = /** @type {((inputs?: Login_Link_Not_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Link_Not_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_link_not_sent(inputs)
	if (locale === "ar") return __ar.login_link_not_sent(inputs)
	if (locale === "en-XA") return __en_xa2.login_link_not_sent(inputs)
	return __en.login_link_not_sent(inputs)
});
/**
* | output |
* | --- |
* | "The sign-in link could not be sent." |
*
* @param {Login_Link_Not_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_link_not_sent_text = /** @type {((inputs?: Login_Link_Not_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Link_Not_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_link_not_sent_text(inputs)
	if (locale === "ar") return __ar.login_link_not_sent_text(inputs)
	if (locale === "en-XA") return __en_xa2.login_link_not_sent_text(inputs)
	return __en.login_link_not_sent_text(inputs)
});
/**
* | output |
* | --- |
* | "No account uses this address" |
*
* @param {Login_No_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_no_account = /** @type {((inputs?: Login_No_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_No_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_no_account(inputs)
	if (locale === "ar") return __ar.login_no_account(inputs)
	if (locale === "en-XA") return __en_xa2.login_no_account(inputs)
	return __en.login_no_account(inputs)
});
/**
* | output |
* | --- |
* | "or" |
*
* @param {Login_OrInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_or = /** @type {((inputs?: Login_OrInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_OrInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_or(inputs)
	if (locale === "ar") return __ar.login_or(inputs)
	if (locale === "en-XA") return __en_xa2.login_or(inputs)
	return __en.login_or(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Login_PasskeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_passkey = /** @type {((inputs?: Login_PasskeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_PasskeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_passkey(inputs)
	if (locale === "ar") return __ar.login_passkey(inputs)
	if (locale === "en-XA") return __en_xa2.login_passkey(inputs)
	return __en.login_passkey(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a password instead" |
*
* @param {Login_Password_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_password_instead = /** @type {((inputs?: Login_Password_InsteadInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Password_InsteadInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_password_instead(inputs)
	if (locale === "ar") return __ar.login_password_instead(inputs)
	if (locale === "en-XA") return __en_xa2.login_password_instead(inputs)
	return __en.login_password_instead(inputs)
});
/**
* | output |
* | --- |
* | "With the password you set in your account settings." |
*
* @param {Login_Password_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_password_intro = /** @type {((inputs?: Login_Password_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Password_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_password_intro(inputs)
	if (locale === "ar") return __ar.login_password_intro(inputs)
	if (locale === "en-XA") return __en_xa2.login_password_intro(inputs)
	return __en.login_password_intro(inputs)
});
/**
* | output |
* | --- |
* | "Signing in with that provider failed." |
*
* @param {Login_Provider_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_provider_failed = /** @type {((inputs?: Login_Provider_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Provider_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_provider_failed(inputs)
	if (locale === "ar") return __ar.login_provider_failed(inputs)
	if (locale === "en-XA") return __en_xa2.login_provider_failed(inputs)
	return __en.login_provider_failed(inputs)
});
/**
* | output |
* | --- |
* | "Send sign-in link" |
*
* @param {Login_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_send_link = /** @type {((inputs?: Login_Send_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Send_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_send_link(inputs)
	if (locale === "ar") return __ar.login_send_link(inputs)
	if (locale === "en-XA") return __en_xa2.login_send_link(inputs)
	return __en.login_send_link(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Login_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_title = /** @type {((inputs?: Login_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_title(inputs)
	if (locale === "ar") return __ar.login_title(inputs)
	if (locale === "en-XA") return __en_xa2.login_title(inputs)
	return __en.login_title(inputs)
});
/**
* | output |
* | --- |
* | "Use a different address" |
*
* @param {Login_Use_Different_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_use_different_address = /** @type {((inputs?: Login_Use_Different_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Use_Different_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.login_use_different_address(inputs)
	if (locale === "ar") return __ar.login_use_different_address(inputs)
	if (locale === "en-XA") return __en_xa2.login_use_different_address(inputs)
	return __en.login_use_different_address(inputs)
});
/**
* | output |
* | --- |
* | "If the button does not work, paste this address into your browser:" |
*
* @param {Mail_Button_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_button_fallback = /** @type {((inputs?: Mail_Button_FallbackInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_FallbackInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_button_fallback(inputs)
	if (locale === "ar") return __ar.mail_button_fallback(inputs)
	if (locale === "en-XA") return __en_xa2.mail_button_fallback(inputs)
	return __en.mail_button_fallback(inputs)
});
/**
* | output |
* | --- |
* | "You received this because someone asked to sign in with this address. If it was not you, ignore this mail: nothing happens until the link is used." |
*
* @param {Mail_Sign_In_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_footnote = /** @type {((inputs?: Mail_Sign_In_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_sign_in_footnote(inputs)
	if (locale === "ar") return __ar.mail_sign_in_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_sign_in_footnote(inputs)
	return __en.mail_sign_in_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to {appName}" |
*
* @param {Mail_Sign_In_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_heading = /** @type {((inputs: Mail_Sign_In_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_sign_in_heading(inputs)
	if (locale === "ar") return __ar.mail_sign_in_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_sign_in_heading(inputs)
	return __en.mail_sign_in_heading(inputs)
});
/**
* | output |
* | --- |
* | "Your sign-in link for {appName}" |
*
* @param {Mail_Sign_In_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_subject = /** @type {((inputs: Mail_Sign_In_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_sign_in_subject(inputs)
	if (locale === "ar") return __ar.mail_sign_in_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_sign_in_subject(inputs)
	return __en.mail_sign_in_subject(inputs)
});
/**
* | output |
* | --- |
* | "Use the button below, then press Sign in on the page it opens. The link works once and expires in {minutes} minutes." |
*
* @param {Mail_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_text = /** @type {((inputs: Mail_Sign_In_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_sign_in_text(inputs)
	if (locale === "ar") return __ar.mail_sign_in_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_sign_in_text(inputs)
	return __en.mail_sign_in_text(inputs)
});
/**
* | output |
* | --- |
* | "Enter your password" |
*
* @param {Password_EnterInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_enter = /** @type {((inputs?: Password_EnterInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_EnterInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_enter(inputs)
	if (locale === "ar") return __ar.password_enter(inputs)
	if (locale === "en-XA") return __en_xa2.password_enter(inputs)
	return __en.password_enter(inputs)
});
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Password_ForgotInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_forgot = /** @type {((inputs?: Password_ForgotInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_ForgotInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_forgot(inputs)
	if (locale === "ar") return __ar.password_forgot(inputs)
	if (locale === "en-XA") return __en_xa2.password_forgot(inputs)
	return __en.password_forgot(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_label = /** @type {((inputs?: Password_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_label(inputs)
	if (locale === "ar") return __ar.password_label(inputs)
	if (locale === "en-XA") return __en_xa2.password_label(inputs)
	return __en.password_label(inputs)
});
/**
* | output |
* | --- |
* | "You are not signed in" |
*
* @param {Password_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_not_signed_in = /** @type {((inputs?: Password_Not_Signed_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Not_Signed_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_not_signed_in(inputs)
	if (locale === "ar") return __ar.password_not_signed_in(inputs)
	if (locale === "en-XA") return __en_xa2.password_not_signed_in(inputs)
	return __en.password_not_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "The reset link was not sent" |
*
* @param {Password_Reset_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_not_sent = /** @type {((inputs?: Password_Reset_Not_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Not_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_reset_not_sent(inputs)
	if (locale === "ar") return __ar.password_reset_not_sent(inputs)
	if (locale === "en-XA") return __en_xa2.password_reset_not_sent(inputs)
	return __en.password_reset_not_sent(inputs)
});
/**
* | output |
* | --- |
* | "If an account with a password uses this address, a link to choose a new password is on its way. It works once and expires in an hour." |
*
* @param {Password_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_sent = /** @type {((inputs?: Password_Reset_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_reset_sent(inputs)
	if (locale === "ar") return __ar.password_reset_sent(inputs)
	if (locale === "en-XA") return __en_xa2.password_reset_sent(inputs)
	return __en.password_reset_sent(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with password" |
*
* @param {Password_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_sign_in = /** @type {((inputs?: Password_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.password_sign_in(inputs)
	if (locale === "ar") return __ar.password_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.password_sign_in(inputs)
	return __en.password_sign_in(inputs)
});