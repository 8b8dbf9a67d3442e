import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Api_Error_Idempotency_In_UseInputs */
/** @typedef {{}} Api_Error_Idempotency_ReusedInputs */
/** @typedef {{}} Api_Error_InternalInputs */
/** @typedef {{}} Api_Error_Invalid_BodyInputs */
/** @typedef {{}} Api_Error_Invalid_HeaderInputs */
/** @typedef {{}} Api_Error_Invalid_PathInputs */
/** @typedef {{}} Api_Error_Invalid_QueryInputs */
/** @typedef {{}} Api_Error_Key_ExpiredInputs */
/** @typedef {{}} Api_Error_Key_Holder_GoneInputs */
/** @typedef {{}} Api_Error_Key_InvalidInputs */
/** @typedef {{}} Api_Error_Key_MalformedInputs */
/** @typedef {{}} Api_Error_Key_MissingInputs */
/** @typedef {{}} Api_Error_Key_RevokedInputs */
/** @typedef {{}} Api_Error_Key_SuspendedInputs */
/** @typedef {{ methods: NonNullable<unknown> }} Api_Error_Method_Not_AllowedInputs */
/** @typedef {{}} Api_Error_No_Billing_AccountInputs */
/** @typedef {{ path: NonNullable<unknown> }} Api_Error_No_Such_EndpointInputs */
/** @typedef {{}} Api_Error_Not_A_MemberInputs */
/** @typedef {{}} Api_Error_Not_Seat_PricedInputs */
/** @typedef {{}} Api_Error_Payment_DeclinedInputs */
/** @typedef {{}} Api_Error_Plan_Not_ChangeableInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Api_Error_Plan_UnchangedInputs */
/** @typedef {{}} Api_Error_Provider_BusyInputs */
/** @typedef {{}} Api_Error_Provider_DownInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Api_Error_Rate_LimitedInputs */
/** @typedef {{}} Api_Error_Role_Api_KeyInputs */
/** @typedef {{}} Api_Error_Role_BillingInputs */
/** @typedef {{}} Api_Error_Role_InvitationInputs */
/** @typedef {{}} Api_Error_Role_OtherInputs */
/** @typedef {{ plan: NonNullable<unknown>, minimum: NonNullable<unknown>, maximum: NonNullable<unknown> }} Api_Error_Seat_RangeInputs */
/** @typedef {{}} Api_Error_Seats_EndingInputs */
/** @typedef {{}} Api_Error_Seats_Not_ChangeableInputs */
/** @typedef {{}} Api_Error_Seats_Organization_OnlyInputs */
/** @typedef {{}} Api_Error_Seats_Owner_OnlyInputs */
/** @typedef {{}} Api_Error_Seats_Payment_DeclinedInputs */
/** @typedef {{}} Api_Error_Send_JsonInputs */
/** @typedef {{}} Api_Error_Subscription_Already_CancelledInputs */
/** @typedef {{}} Api_Error_Subscription_EndedInputs */
/** @typedef {{}} Api_Error_Subscription_EndingInputs */
/** @typedef {{}} Api_Error_Subscription_Not_CancellableInputs */
/** @typedef {{}} Api_Error_Subscription_Not_FoundInputs */
/** @typedef {{}} Api_Error_Subscription_Not_ResumableInputs */
/** @typedef {{}} Api_Error_UnavailableInputs */
/** @typedef {{ slug: NonNullable<unknown> }} Api_Error_Unknown_PlanInputs */
/** @typedef {{}} Confirm_Link_FailedInputs */
/** @typedef {{}} Confirm_New_LinkInputs */
/** @typedef {{}} Confirm_Not_YouInputs */
/** @typedef {{}} Confirm_Sign_InInputs */
/** @typedef {{ email: NonNullable<unknown> }} Confirm_Signing_In_AsInputs */
/** @typedef {{}} Error_Link_FailedInputs */
/** @typedef {{}} Error_Member_Not_FoundInputs */
/** @typedef {{}} Error_No_Such_FunctionInputs */
/** @typedef {{}} Error_Password_Already_SetInputs */
/** @typedef {{}} Error_Password_Too_CommonInputs */
/** @typedef {{}} Error_Session_ExpiredInputs */
/** @typedef {{}} Error_Transfer_Owner_OnlyInputs */
/** @typedef {{}} Error_Transfer_To_SelfInputs */
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
/** @typedef {{}} Mail_Alert_Api_Key_RegeneratedInputs */
/** @typedef {{}} Mail_Alert_FootnoteInputs */
/** @typedef {{ network: NonNullable<unknown> }} Mail_Alert_NetworkInputs */
/** @typedef {{}} Mail_Alert_NextInputs */
/** @typedef {{}} Mail_Alert_Passkey_AddedInputs */
/** @typedef {{}} Mail_Alert_Password_ChangedInputs */
/** @typedef {{}} Mail_Alert_Password_ResetInputs */
/** @typedef {{}} Mail_Alert_Server_NetworkInputs */
/** @typedef {{}} Mail_Alert_Sign_InInputs */
/** @typedef {{ appName: NonNullable<unknown>, what: NonNullable<unknown> }} Mail_Alert_SubjectInputs */
/** @typedef {{ appName: NonNullable<unknown>, when: NonNullable<unknown>, device: NonNullable<unknown>, network: NonNullable<unknown> }} Mail_Alert_TextInputs */
/** @typedef {{}} Mail_Alert_Two_Factor_DisabledInputs */
/** @typedef {{}} Mail_Alert_Unknown_DeviceInputs */
/** @typedef {{}} Mail_Alert_Unknown_NetworkInputs */
/** @typedef {{}} Mail_Button_FallbackInputs */
/** @typedef {{}} Mail_Change_Email_ActionInputs */
/** @typedef {{}} Mail_Change_Email_FootnoteInputs */
/** @typedef {{}} Mail_Change_Email_HeadingInputs */
/** @typedef {{}} Mail_Change_Email_NextInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Change_Email_SubjectInputs */
/** @typedef {{ appName: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Mail_Change_Email_TextInputs */
/** @typedef {{}} Mail_Delete_ActionInputs */
/** @typedef {{}} Mail_Delete_FootnoteInputs */
/** @typedef {{}} Mail_Delete_HeadingInputs */
/** @typedef {{}} Mail_Delete_Link_TextInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Delete_SubjectInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Delete_TextInputs */
/** @typedef {{}} Mail_Email_Changed_FootnoteInputs */
/** @typedef {{}} Mail_Email_Changed_HeadingInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Email_Changed_SubjectInputs */
/** @typedef {{ appName: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Mail_Email_Changed_TextInputs */
/** @typedef {{}} Mail_Invitation_ActionInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Mail_Invitation_ExpiryInputs */
/** @typedef {{}} Mail_Invitation_FootnoteInputs */
/** @typedef {{ organizationName: NonNullable<unknown> }} Mail_Invitation_HeadingInputs */
/** @typedef {{}} Mail_Invitation_Role_AdminInputs */
/** @typedef {{}} Mail_Invitation_Role_MemberInputs */
/** @typedef {{}} Mail_Invitation_Role_OwnerInputs */
/** @typedef {{ inviter: NonNullable<unknown>, organizationName: NonNullable<unknown>, appName: NonNullable<unknown> }} Mail_Invitation_SubjectInputs */
/** @typedef {{ inviter: NonNullable<unknown>, organizationName: NonNullable<unknown>, appName: NonNullable<unknown>, role: NonNullable<unknown> }} Mail_Invitation_TextInputs */
/** @typedef {{}} Mail_Not_MeInputs */
/** @typedef {{}} Mail_Not_Me_Sign_OutInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{}} Mail_Reset_FootnoteInputs */
/** @typedef {{}} Mail_Reset_HeadingInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_TextInputs */
/** @typedef {{}} Mail_Sign_In_FootnoteInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Sign_In_HeadingInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Sign_In_SubjectInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Sign_In_TextInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Verify_FootnoteInputs */
/** @typedef {{}} Mail_Verify_HeadingInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Verify_SubjectInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Mail_Verify_TextInputs */
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
* | "A request with this Idempotency-Key is still being processed. Retry it in a moment." |
*
* @param {Api_Error_Idempotency_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_idempotency_in_use = /** @type {((inputs?: Api_Error_Idempotency_In_UseInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Idempotency_In_UseInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_idempotency_in_use(inputs)
	if (locale === "ar") return __ar.api_error_idempotency_in_use(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_idempotency_in_use(inputs)
	return __en.api_error_idempotency_in_use(inputs)
});
/**
* | output |
* | --- |
* | "This Idempotency-Key was already used for a different request." |
*
* @param {Api_Error_Idempotency_ReusedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_idempotency_reused = /** @type {((inputs?: Api_Error_Idempotency_ReusedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Idempotency_ReusedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_idempotency_reused(inputs)
	if (locale === "ar") return __ar.api_error_idempotency_reused(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_idempotency_reused(inputs)
	return __en.api_error_idempotency_reused(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Api_Error_InternalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_internal = /** @type {((inputs?: Api_Error_InternalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_InternalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_internal(inputs)
	if (locale === "ar") return __ar.api_error_internal(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_internal(inputs)
	return __en.api_error_internal(inputs)
});
/**
* | output |
* | --- |
* | "Invalid body parameters" |
*
* @param {Api_Error_Invalid_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_body = /** @type {((inputs?: Api_Error_Invalid_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_invalid_body(inputs)
	if (locale === "ar") return __ar.api_error_invalid_body(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_invalid_body(inputs)
	return __en.api_error_invalid_body(inputs)
});
/**
* | output |
* | --- |
* | "Invalid header parameters" |
*
* @param {Api_Error_Invalid_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_header = /** @type {((inputs?: Api_Error_Invalid_HeaderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_HeaderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_invalid_header(inputs)
	if (locale === "ar") return __ar.api_error_invalid_header(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_invalid_header(inputs)
	return __en.api_error_invalid_header(inputs)
});
/**
* | output |
* | --- |
* | "Invalid path parameters" |
*
* @param {Api_Error_Invalid_PathInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_path = /** @type {((inputs?: Api_Error_Invalid_PathInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_PathInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_invalid_path(inputs)
	if (locale === "ar") return __ar.api_error_invalid_path(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_invalid_path(inputs)
	return __en.api_error_invalid_path(inputs)
});
/**
* | output |
* | --- |
* | "Invalid query parameters" |
*
* @param {Api_Error_Invalid_QueryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_query = /** @type {((inputs?: Api_Error_Invalid_QueryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_QueryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_invalid_query(inputs)
	if (locale === "ar") return __ar.api_error_invalid_query(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_invalid_query(inputs)
	return __en.api_error_invalid_query(inputs)
});
/**
* | output |
* | --- |
* | "The API key has expired." |
*
* @param {Api_Error_Key_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_expired = /** @type {((inputs?: Api_Error_Key_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_expired(inputs)
	if (locale === "ar") return __ar.api_error_key_expired(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_expired(inputs)
	return __en.api_error_key_expired(inputs)
});
/**
* | output |
* | --- |
* | "This key's holder is no longer a member of the organization." |
*
* @param {Api_Error_Key_Holder_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_holder_gone = /** @type {((inputs?: Api_Error_Key_Holder_GoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_Holder_GoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_holder_gone(inputs)
	if (locale === "ar") return __ar.api_error_key_holder_gone(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_holder_gone(inputs)
	return __en.api_error_key_holder_gone(inputs)
});
/**
* | output |
* | --- |
* | "The API key is not valid." |
*
* @param {Api_Error_Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_invalid = /** @type {((inputs?: Api_Error_Key_InvalidInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_InvalidInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_invalid(inputs)
	if (locale === "ar") return __ar.api_error_key_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_invalid(inputs)
	return __en.api_error_key_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The API key is malformed." |
*
* @param {Api_Error_Key_MalformedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_malformed = /** @type {((inputs?: Api_Error_Key_MalformedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_MalformedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_malformed(inputs)
	if (locale === "ar") return __ar.api_error_key_malformed(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_malformed(inputs)
	return __en.api_error_key_malformed(inputs)
});
/**
* | output |
* | --- |
* | "Send your API key as 'Authorization: Bearer <key>' or in the 'x-api-key' header." |
*
* @param {Api_Error_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_missing = /** @type {((inputs?: Api_Error_Key_MissingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_MissingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_missing(inputs)
	if (locale === "ar") return __ar.api_error_key_missing(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_missing(inputs)
	return __en.api_error_key_missing(inputs)
});
/**
* | output |
* | --- |
* | "The API key was revoked." |
*
* @param {Api_Error_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_revoked = /** @type {((inputs?: Api_Error_Key_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_revoked(inputs)
	if (locale === "ar") return __ar.api_error_key_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_revoked(inputs)
	return __en.api_error_key_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The account that holds this API key is suspended." |
*
* @param {Api_Error_Key_SuspendedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_key_suspended = /** @type {((inputs?: Api_Error_Key_SuspendedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_SuspendedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_key_suspended(inputs)
	if (locale === "ar") return __ar.api_error_key_suspended(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_key_suspended(inputs)
	return __en.api_error_key_suspended(inputs)
});
/**
* | output |
* | --- |
* | "Only {methods} is supported here." |
*
* @param {Api_Error_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_method_not_allowed = /** @type {((inputs: Api_Error_Method_Not_AllowedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Method_Not_AllowedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_method_not_allowed(inputs)
	if (locale === "ar") return __ar.api_error_method_not_allowed(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_method_not_allowed(inputs)
	return __en.api_error_method_not_allowed(inputs)
});
/**
* | output |
* | --- |
* | "There is no billing account yet: subscribe to a plan first" |
*
* @param {Api_Error_No_Billing_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_no_billing_account = /** @type {((inputs?: Api_Error_No_Billing_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_No_Billing_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_no_billing_account(inputs)
	if (locale === "ar") return __ar.api_error_no_billing_account(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_no_billing_account(inputs)
	return __en.api_error_no_billing_account(inputs)
});
/**
* | output |
* | --- |
* | "No such endpoint: {path}" |
*
* @param {Api_Error_No_Such_EndpointInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_no_such_endpoint = /** @type {((inputs: Api_Error_No_Such_EndpointInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_No_Such_EndpointInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_no_such_endpoint(inputs)
	if (locale === "ar") return __ar.api_error_no_such_endpoint(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_no_such_endpoint(inputs)
	return __en.api_error_no_such_endpoint(inputs)
});
/**
* | output |
* | --- |
* | "You are not a member of this organization." |
*
* @param {Api_Error_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_not_a_member = /** @type {((inputs?: Api_Error_Not_A_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Not_A_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_not_a_member(inputs)
	if (locale === "ar") return __ar.api_error_not_a_member(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_not_a_member(inputs)
	return __en.api_error_not_a_member(inputs)
});
/**
* | output |
* | --- |
* | "This organization's plan is not priced per seat: its people limit comes with the plan." |
*
* @param {Api_Error_Not_Seat_PricedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_not_seat_priced = /** @type {((inputs?: Api_Error_Not_Seat_PricedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Not_Seat_PricedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_not_seat_priced(inputs)
	if (locale === "ar") return __ar.api_error_not_seat_priced(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_not_seat_priced(inputs)
	return __en.api_error_not_seat_priced(inputs)
});
/**
* | output |
* | --- |
* | "The payment for the new plan was declined, so your plan is unchanged. Update your card in Manage billing and try again." |
*
* @param {Api_Error_Payment_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_payment_declined = /** @type {((inputs?: Api_Error_Payment_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Payment_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_payment_declined(inputs)
	if (locale === "ar") return __ar.api_error_payment_declined(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_payment_declined(inputs)
	return __en.api_error_payment_declined(inputs)
});
/**
* | output |
* | --- |
* | "This subscription's plan cannot be changed right now" |
*
* @param {Api_Error_Plan_Not_ChangeableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_plan_not_changeable = /** @type {((inputs?: Api_Error_Plan_Not_ChangeableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Plan_Not_ChangeableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_plan_not_changeable(inputs)
	if (locale === "ar") return __ar.api_error_plan_not_changeable(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_plan_not_changeable(inputs)
	return __en.api_error_plan_not_changeable(inputs)
});
/**
* | output |
* | --- |
* | "This subscription is already on {plan}" |
*
* @param {Api_Error_Plan_UnchangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_plan_unchanged = /** @type {((inputs: Api_Error_Plan_UnchangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Plan_UnchangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_plan_unchanged(inputs)
	if (locale === "ar") return __ar.api_error_plan_unchanged(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_plan_unchanged(inputs)
	return __en.api_error_plan_unchanged(inputs)
});
/**
* | output |
* | --- |
* | "The payment provider is still busy with this subscription. Please try again in a moment." |
*
* @param {Api_Error_Provider_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_provider_busy = /** @type {((inputs?: Api_Error_Provider_BusyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Provider_BusyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_provider_busy(inputs)
	if (locale === "ar") return __ar.api_error_provider_busy(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_provider_busy(inputs)
	return __en.api_error_provider_busy(inputs)
});
/**
* | output |
* | --- |
* | "The payment provider is not available right now. Please try again." |
*
* @param {Api_Error_Provider_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_provider_down = /** @type {((inputs?: Api_Error_Provider_DownInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Provider_DownInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_provider_down(inputs)
	if (locale === "ar") return __ar.api_error_provider_down(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_provider_down(inputs)
	return __en.api_error_provider_down(inputs)
});
/**
* | output |
* | --- |
* | "Too many requests for this API key. Try again in {seconds} seconds." |
*
* @param {Api_Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_rate_limited = /** @type {((inputs: Api_Error_Rate_LimitedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Rate_LimitedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_rate_limited(inputs)
	if (locale === "ar") return __ar.api_error_rate_limited(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_rate_limited(inputs)
	return __en.api_error_rate_limited(inputs)
});
/**
* | output |
* | --- |
* | "Only the organization's owners and admins can manage its API key." |
*
* @param {Api_Error_Role_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_api_key = /** @type {((inputs?: Api_Error_Role_Api_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_Api_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_role_api_key(inputs)
	if (locale === "ar") return __ar.api_error_role_api_key(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_role_api_key(inputs)
	return __en.api_error_role_api_key(inputs)
});
/**
* | output |
* | --- |
* | "Only the organization's owners can manage its billing." |
*
* @param {Api_Error_Role_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_billing = /** @type {((inputs?: Api_Error_Role_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_role_billing(inputs)
	if (locale === "ar") return __ar.api_error_role_billing(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_role_billing(inputs)
	return __en.api_error_role_billing(inputs)
});
/**
* | output |
* | --- |
* | "Only the organization's owners and admins can manage its invitations." |
*
* @param {Api_Error_Role_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_invitation = /** @type {((inputs?: Api_Error_Role_InvitationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_InvitationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_role_invitation(inputs)
	if (locale === "ar") return __ar.api_error_role_invitation(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_role_invitation(inputs)
	return __en.api_error_role_invitation(inputs)
});
/**
* | output |
* | --- |
* | "Your role in this organization does not allow that." |
*
* @param {Api_Error_Role_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_role_other = /** @type {((inputs?: Api_Error_Role_OtherInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Role_OtherInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_role_other(inputs)
	if (locale === "ar") return __ar.api_error_role_other(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_role_other(inputs)
	return __en.api_error_role_other(inputs)
});
/**
* | output |
* | --- |
* | "The {plan} plan holds {minimum} to {maximum} seats." |
*
* @param {Api_Error_Seat_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seat_range = /** @type {((inputs: Api_Error_Seat_RangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seat_RangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_seat_range(inputs)
	if (locale === "ar") return __ar.api_error_seat_range(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_seat_range(inputs)
	return __en.api_error_seat_range(inputs)
});
/**
* | output |
* | --- |
* | "This subscription is set to end: resume it to change seats" |
*
* @param {Api_Error_Seats_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_ending = /** @type {((inputs?: Api_Error_Seats_EndingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_EndingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_seats_ending(inputs)
	if (locale === "ar") return __ar.api_error_seats_ending(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_seats_ending(inputs)
	return __en.api_error_seats_ending(inputs)
});
/**
* | output |
* | --- |
* | "This subscription's seats cannot be changed right now" |
*
* @param {Api_Error_Seats_Not_ChangeableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_not_changeable = /** @type {((inputs?: Api_Error_Seats_Not_ChangeableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Not_ChangeableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_seats_not_changeable(inputs)
	if (locale === "ar") return __ar.api_error_seats_not_changeable(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_seats_not_changeable(inputs)
	return __en.api_error_seats_not_changeable(inputs)
});
/**
* | output |
* | --- |
* | "Seats belong to an organization's plan." |
*
* @param {Api_Error_Seats_Organization_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_organization_only = /** @type {((inputs?: Api_Error_Seats_Organization_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Organization_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_seats_organization_only(inputs)
	if (locale === "ar") return __ar.api_error_seats_organization_only(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_seats_organization_only(inputs)
	return __en.api_error_seats_organization_only(inputs)
});
/**
* | output |
* | --- |
* | "Only an owner can add or remove seats." |
*
* @param {Api_Error_Seats_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_owner_only = /** @type {((inputs?: Api_Error_Seats_Owner_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Owner_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_seats_owner_only(inputs)
	if (locale === "ar") return __ar.api_error_seats_owner_only(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_seats_owner_only(inputs)
	return __en.api_error_seats_owner_only(inputs)
});
/**
* | output |
* | --- |
* | "The payment for the new seats was declined, so the seats are unchanged. Update your card in Manage billing and try again." |
*
* @param {Api_Error_Seats_Payment_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_payment_declined = /** @type {((inputs?: Api_Error_Seats_Payment_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Payment_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_seats_payment_declined(inputs)
	if (locale === "ar") return __ar.api_error_seats_payment_declined(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_seats_payment_declined(inputs)
	return __en.api_error_seats_payment_declined(inputs)
});
/**
* | output |
* | --- |
* | "Send the body as JSON, with 'Content-Type: application/json'." |
*
* @param {Api_Error_Send_JsonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_send_json = /** @type {((inputs?: Api_Error_Send_JsonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Send_JsonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_send_json(inputs)
	if (locale === "ar") return __ar.api_error_send_json(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_send_json(inputs)
	return __en.api_error_send_json(inputs)
});
/**
* | output |
* | --- |
* | "This subscription is already cancelled" |
*
* @param {Api_Error_Subscription_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_already_cancelled = /** @type {((inputs?: Api_Error_Subscription_Already_CancelledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Already_CancelledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_subscription_already_cancelled(inputs)
	if (locale === "ar") return __ar.api_error_subscription_already_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_subscription_already_cancelled(inputs)
	return __en.api_error_subscription_already_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "This subscription has ended: subscribe to a plan instead" |
*
* @param {Api_Error_Subscription_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_ended = /** @type {((inputs?: Api_Error_Subscription_EndedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_EndedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_subscription_ended(inputs)
	if (locale === "ar") return __ar.api_error_subscription_ended(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_subscription_ended(inputs)
	return __en.api_error_subscription_ended(inputs)
});
/**
* | output |
* | --- |
* | "This subscription is set to end: resume it to change plans" |
*
* @param {Api_Error_Subscription_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_ending = /** @type {((inputs?: Api_Error_Subscription_EndingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_EndingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_subscription_ending(inputs)
	if (locale === "ar") return __ar.api_error_subscription_ending(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_subscription_ending(inputs)
	return __en.api_error_subscription_ending(inputs)
});
/**
* | output |
* | --- |
* | "This subscription can no longer be cancelled" |
*
* @param {Api_Error_Subscription_Not_CancellableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_not_cancellable = /** @type {((inputs?: Api_Error_Subscription_Not_CancellableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Not_CancellableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_subscription_not_cancellable(inputs)
	if (locale === "ar") return __ar.api_error_subscription_not_cancellable(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_subscription_not_cancellable(inputs)
	return __en.api_error_subscription_not_cancellable(inputs)
});
/**
* | output |
* | --- |
* | "Subscription not found" |
*
* @param {Api_Error_Subscription_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_not_found = /** @type {((inputs?: Api_Error_Subscription_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_subscription_not_found(inputs)
	if (locale === "ar") return __ar.api_error_subscription_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_subscription_not_found(inputs)
	return __en.api_error_subscription_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Only a subscription cancelled at period end can be resumed" |
*
* @param {Api_Error_Subscription_Not_ResumableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_subscription_not_resumable = /** @type {((inputs?: Api_Error_Subscription_Not_ResumableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Subscription_Not_ResumableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_subscription_not_resumable(inputs)
	if (locale === "ar") return __ar.api_error_subscription_not_resumable(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_subscription_not_resumable(inputs)
	return __en.api_error_subscription_not_resumable(inputs)
});
/**
* | output |
* | --- |
* | "The service is unavailable for a moment. Please try again shortly." |
*
* @param {Api_Error_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_unavailable = /** @type {((inputs?: Api_Error_UnavailableInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_UnavailableInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_unavailable(inputs)
	if (locale === "ar") return __ar.api_error_unavailable(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_unavailable(inputs)
	return __en.api_error_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Unknown plan: {slug}" |
*
* @param {Api_Error_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_unknown_plan = /** @type {((inputs: Api_Error_Unknown_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Unknown_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.api_error_unknown_plan(inputs)
	if (locale === "ar") return __ar.api_error_unknown_plan(inputs)
	if (locale === "en-XA") return __en_xa2.api_error_unknown_plan(inputs)
	return __en.api_error_unknown_plan(inputs)
});
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
* | "That link did not work: it was used already, has expired or is incomplete. If someone else is in your account, sign in and sign out your other sessions in Se..." |
*
* @param {Error_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_link_failed = /** @type {((inputs?: Error_Link_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Link_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_link_failed(inputs)
	if (locale === "ar") return __ar.error_link_failed(inputs)
	if (locale === "en-XA") return __en_xa2.error_link_failed(inputs)
	return __en.error_link_failed(inputs)
});
/**
* | output |
* | --- |
* | "That person is not a member of this organization." |
*
* @param {Error_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_member_not_found = /** @type {((inputs?: Error_Member_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Member_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_member_not_found(inputs)
	if (locale === "ar") return __ar.error_member_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.error_member_not_found(inputs)
	return __en.error_member_not_found(inputs)
});
/**
* | output |
* | --- |
* | "No such server function." |
*
* @param {Error_No_Such_FunctionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_no_such_function = /** @type {((inputs?: Error_No_Such_FunctionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_No_Such_FunctionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_no_such_function(inputs)
	if (locale === "ar") return __ar.error_no_such_function(inputs)
	if (locale === "en-XA") return __en_xa2.error_no_such_function(inputs)
	return __en.error_no_such_function(inputs)
});
/**
* | output |
* | --- |
* | "User already has a password set" |
*
* @param {Error_Password_Already_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_password_already_set = /** @type {((inputs?: Error_Password_Already_SetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Already_SetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_password_already_set(inputs)
	if (locale === "ar") return __ar.error_password_already_set(inputs)
	if (locale === "en-XA") return __en_xa2.error_password_already_set(inputs)
	return __en.error_password_already_set(inputs)
});
/**
* | output |
* | --- |
* | "This password is among the most common ones, which attackers try first. Please choose another." |
*
* @param {Error_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_password_too_common = /** @type {((inputs?: Error_Password_Too_CommonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Too_CommonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_password_too_common(inputs)
	if (locale === "ar") return __ar.error_password_too_common(inputs)
	if (locale === "en-XA") return __en_xa2.error_password_too_common(inputs)
	return __en.error_password_too_common(inputs)
});
/**
* | output |
* | --- |
* | "Session expired. Re-authenticate to perform this action." |
*
* @param {Error_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_session_expired = /** @type {((inputs?: Error_Session_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_session_expired(inputs)
	if (locale === "ar") return __ar.error_session_expired(inputs)
	if (locale === "en-XA") return __en_xa2.error_session_expired(inputs)
	return __en.error_session_expired(inputs)
});
/**
* | output |
* | --- |
* | "Only an owner can hand the organization over." |
*
* @param {Error_Transfer_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_transfer_owner_only = /** @type {((inputs?: Error_Transfer_Owner_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Transfer_Owner_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_transfer_owner_only(inputs)
	if (locale === "ar") return __ar.error_transfer_owner_only(inputs)
	if (locale === "en-XA") return __en_xa2.error_transfer_owner_only(inputs)
	return __en.error_transfer_owner_only(inputs)
});
/**
* | output |
* | --- |
* | "Choose another member to hand the organization over to." |
*
* @param {Error_Transfer_To_SelfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_transfer_to_self = /** @type {((inputs?: Error_Transfer_To_SelfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Transfer_To_SelfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.error_transfer_to_self(inputs)
	if (locale === "ar") return __ar.error_transfer_to_self(inputs)
	if (locale === "en-XA") return __en_xa2.error_transfer_to_self(inputs)
	return __en.error_transfer_to_self(inputs)
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
* | "Your API key was regenerated" |
*
* @param {Mail_Alert_Api_Key_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_api_key_regenerated = /** @type {((inputs?: Mail_Alert_Api_Key_RegeneratedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Api_Key_RegeneratedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_api_key_regenerated(inputs)
	if (locale === "ar") return __ar.mail_alert_api_key_regenerated(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_api_key_regenerated(inputs)
	return __en.mail_alert_api_key_regenerated(inputs)
});
/**
* | output |
* | --- |
* | "Then change your password in the settings if you have one, and check your linked accounts and API key." |
*
* @param {Mail_Alert_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_footnote = /** @type {((inputs?: Mail_Alert_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_footnote(inputs)
	if (locale === "ar") return __ar.mail_alert_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_footnote(inputs)
	return __en.mail_alert_footnote(inputs)
});
/**
* | output |
* | --- |
* | "network {network}" |
*
* @param {Mail_Alert_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_network = /** @type {((inputs: Mail_Alert_NetworkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_NetworkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_network(inputs)
	if (locale === "ar") return __ar.mail_alert_network(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_network(inputs)
	return __en.mail_alert_network(inputs)
});
/**
* | output |
* | --- |
* | "If it was you, there is nothing to do. If it was not, use the link below: it signs out every session of the account, and you sign in again by email." |
*
* @param {Mail_Alert_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_next = /** @type {((inputs?: Mail_Alert_NextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_NextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_next(inputs)
	if (locale === "ar") return __ar.mail_alert_next(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_next(inputs)
	return __en.mail_alert_next(inputs)
});
/**
* | output |
* | --- |
* | "A passkey was added to your account" |
*
* @param {Mail_Alert_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_passkey_added = /** @type {((inputs?: Mail_Alert_Passkey_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Passkey_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_passkey_added(inputs)
	if (locale === "ar") return __ar.mail_alert_passkey_added(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_passkey_added(inputs)
	return __en.mail_alert_passkey_added(inputs)
});
/**
* | output |
* | --- |
* | "Your password was changed" |
*
* @param {Mail_Alert_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_password_changed = /** @type {((inputs?: Mail_Alert_Password_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Password_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_password_changed(inputs)
	if (locale === "ar") return __ar.mail_alert_password_changed(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_password_changed(inputs)
	return __en.mail_alert_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "Your password was reset" |
*
* @param {Mail_Alert_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_password_reset = /** @type {((inputs?: Mail_Alert_Password_ResetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Password_ResetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_password_reset(inputs)
	if (locale === "ar") return __ar.mail_alert_password_reset(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_password_reset(inputs)
	return __en.mail_alert_password_reset(inputs)
});
/**
* | output |
* | --- |
* | "the server's own computer" |
*
* @param {Mail_Alert_Server_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_server_network = /** @type {((inputs?: Mail_Alert_Server_NetworkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Server_NetworkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_server_network(inputs)
	if (locale === "ar") return __ar.mail_alert_server_network(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_server_network(inputs)
	return __en.mail_alert_server_network(inputs)
});
/**
* | output |
* | --- |
* | "New sign-in to your account" |
*
* @param {Mail_Alert_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_sign_in = /** @type {((inputs?: Mail_Alert_Sign_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Sign_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_sign_in(inputs)
	if (locale === "ar") return __ar.mail_alert_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_sign_in(inputs)
	return __en.mail_alert_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "{appName} security alert: {what}" |
*
* @param {Mail_Alert_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_subject = /** @type {((inputs: Mail_Alert_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_subject(inputs)
	if (locale === "ar") return __ar.mail_alert_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_subject(inputs)
	return __en.mail_alert_subject(inputs)
});
/**
* | output |
* | --- |
* | "This happened on your {appName} account on {when}, from {device} on {network}." |
*
* @param {Mail_Alert_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_text = /** @type {((inputs: Mail_Alert_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_text(inputs)
	if (locale === "ar") return __ar.mail_alert_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_text(inputs)
	return __en.mail_alert_text(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor authentication was turned off" |
*
* @param {Mail_Alert_Two_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_two_factor_disabled = /** @type {((inputs?: Mail_Alert_Two_Factor_DisabledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Two_Factor_DisabledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_two_factor_disabled(inputs)
	if (locale === "ar") return __ar.mail_alert_two_factor_disabled(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_two_factor_disabled(inputs)
	return __en.mail_alert_two_factor_disabled(inputs)
});
/**
* | output |
* | --- |
* | "an unknown device" |
*
* @param {Mail_Alert_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_unknown_device = /** @type {((inputs?: Mail_Alert_Unknown_DeviceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Unknown_DeviceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_unknown_device(inputs)
	if (locale === "ar") return __ar.mail_alert_unknown_device(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_unknown_device(inputs)
	return __en.mail_alert_unknown_device(inputs)
});
/**
* | output |
* | --- |
* | "an unknown network" |
*
* @param {Mail_Alert_Unknown_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_unknown_network = /** @type {((inputs?: Mail_Alert_Unknown_NetworkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Unknown_NetworkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_alert_unknown_network(inputs)
	if (locale === "ar") return __ar.mail_alert_unknown_network(inputs)
	if (locale === "en-XA") return __en_xa2.mail_alert_unknown_network(inputs)
	return __en.mail_alert_unknown_network(inputs)
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
* | "Approve the change" |
*
* @param {Mail_Change_Email_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_action = /** @type {((inputs?: Mail_Change_Email_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_change_email_action(inputs)
	if (locale === "ar") return __ar.mail_change_email_action(inputs)
	if (locale === "en-XA") return __en_xa2.mail_change_email_action(inputs)
	return __en.mail_change_email_action(inputs)
});
/**
* | output |
* | --- |
* | "If this was not you, do not follow the link: someone else is signed in to your account. The link below signs every session out." |
*
* @param {Mail_Change_Email_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_footnote = /** @type {((inputs?: Mail_Change_Email_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_change_email_footnote(inputs)
	if (locale === "ar") return __ar.mail_change_email_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_change_email_footnote(inputs)
	return __en.mail_change_email_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Change your email address?" |
*
* @param {Mail_Change_Email_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_heading = /** @type {((inputs?: Mail_Change_Email_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_change_email_heading(inputs)
	if (locale === "ar") return __ar.mail_change_email_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_change_email_heading(inputs)
	return __en.mail_change_email_heading(inputs)
});
/**
* | output |
* | --- |
* | "If that was you, approve it with the link below. We then send a link to the new address, and the change happens once it is confirmed there." |
*
* @param {Mail_Change_Email_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_next = /** @type {((inputs?: Mail_Change_Email_NextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_NextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_change_email_next(inputs)
	if (locale === "ar") return __ar.mail_change_email_next(inputs)
	if (locale === "en-XA") return __en_xa2.mail_change_email_next(inputs)
	return __en.mail_change_email_next(inputs)
});
/**
* | output |
* | --- |
* | "Confirm the change of your {appName} email address" |
*
* @param {Mail_Change_Email_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_subject = /** @type {((inputs: Mail_Change_Email_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_change_email_subject(inputs)
	if (locale === "ar") return __ar.mail_change_email_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_change_email_subject(inputs)
	return __en.mail_change_email_subject(inputs)
});
/**
* | output |
* | --- |
* | "Someone signed in to your {appName} account asked to change its email address to {newEmail}." |
*
* @param {Mail_Change_Email_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_text = /** @type {((inputs: Mail_Change_Email_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_change_email_text(inputs)
	if (locale === "ar") return __ar.mail_change_email_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_change_email_text(inputs)
	return __en.mail_change_email_text(inputs)
});
/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Mail_Delete_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_action = /** @type {((inputs?: Mail_Delete_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_delete_action(inputs)
	if (locale === "ar") return __ar.mail_delete_action(inputs)
	if (locale === "en-XA") return __en_xa2.mail_delete_action(inputs)
	return __en.mail_delete_action(inputs)
});
/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this mail: your account stays as it is." |
*
* @param {Mail_Delete_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_footnote = /** @type {((inputs?: Mail_Delete_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_delete_footnote(inputs)
	if (locale === "ar") return __ar.mail_delete_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_delete_footnote(inputs)
	return __en.mail_delete_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Delete your account?" |
*
* @param {Mail_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_heading = /** @type {((inputs?: Mail_Delete_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_delete_heading(inputs)
	if (locale === "ar") return __ar.mail_delete_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_delete_heading(inputs)
	return __en.mail_delete_heading(inputs)
});
/**
* | output |
* | --- |
* | "The link works once, for 24 hours, in the browser where you are signed in." |
*
* @param {Mail_Delete_Link_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_link_text = /** @type {((inputs?: Mail_Delete_Link_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_Link_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_delete_link_text(inputs)
	if (locale === "ar") return __ar.mail_delete_link_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_delete_link_text(inputs)
	return __en.mail_delete_link_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirm the deletion of your {appName} account" |
*
* @param {Mail_Delete_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_subject = /** @type {((inputs: Mail_Delete_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_delete_subject(inputs)
	if (locale === "ar") return __ar.mail_delete_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_delete_subject(inputs)
	return __en.mail_delete_subject(inputs)
});
/**
* | output |
* | --- |
* | "Follow the link to delete your {appName} account and everything in it. This cannot be undone." |
*
* @param {Mail_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_text = /** @type {((inputs: Mail_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_delete_text(inputs)
	if (locale === "ar") return __ar.mail_delete_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_delete_text(inputs)
	return __en.mail_delete_text(inputs)
});
/**
* | output |
* | --- |
* | "If you did not make this change, someone else may have access to your account: sign every session out with the link below, and contact support at once." |
*
* @param {Mail_Email_Changed_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_footnote = /** @type {((inputs?: Mail_Email_Changed_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_email_changed_footnote(inputs)
	if (locale === "ar") return __ar.mail_email_changed_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_email_changed_footnote(inputs)
	return __en.mail_email_changed_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Your email address was changed" |
*
* @param {Mail_Email_Changed_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_heading = /** @type {((inputs?: Mail_Email_Changed_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_email_changed_heading(inputs)
	if (locale === "ar") return __ar.mail_email_changed_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_email_changed_heading(inputs)
	return __en.mail_email_changed_heading(inputs)
});
/**
* | output |
* | --- |
* | "Your {appName} email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject = /** @type {((inputs: Mail_Email_Changed_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_email_changed_subject(inputs)
	if (locale === "ar") return __ar.mail_email_changed_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_email_changed_subject(inputs)
	return __en.mail_email_changed_subject(inputs)
});
/**
* | output |
* | --- |
* | "The email address of your {appName} account is now {newEmail}. Mail about the account goes there from now on." |
*
* @param {Mail_Email_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_text = /** @type {((inputs: Mail_Email_Changed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_email_changed_text(inputs)
	if (locale === "ar") return __ar.mail_email_changed_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_email_changed_text(inputs)
	return __en.mail_email_changed_text(inputs)
});
/**
* | output |
* | --- |
* | "Open the invitation" |
*
* @param {Mail_Invitation_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_action = /** @type {((inputs?: Mail_Invitation_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_action(inputs)
	if (locale === "ar") return __ar.mail_invitation_action(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_action(inputs)
	return __en.mail_invitation_action(inputs)
});
/**
* | output |
* | --- |
* | "Open the invitation to accept or decline it. It works once, for this address, and expires in {hours} hours." |
*
* @param {Mail_Invitation_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_expiry = /** @type {((inputs: Mail_Invitation_ExpiryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_ExpiryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_expiry(inputs)
	if (locale === "ar") return __ar.mail_invitation_expiry(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_expiry(inputs)
	return __en.mail_invitation_expiry(inputs)
});
/**
* | output |
* | --- |
* | "If you did not expect this, ignore this mail: nothing happens unless you accept. You need to sign in with this address to accept." |
*
* @param {Mail_Invitation_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_footnote = /** @type {((inputs?: Mail_Invitation_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_footnote(inputs)
	if (locale === "ar") return __ar.mail_invitation_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_footnote(inputs)
	return __en.mail_invitation_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Join {organizationName}" |
*
* @param {Mail_Invitation_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_heading = /** @type {((inputs: Mail_Invitation_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_heading(inputs)
	if (locale === "ar") return __ar.mail_invitation_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_heading(inputs)
	return __en.mail_invitation_heading(inputs)
});
/**
* | output |
* | --- |
* | "an admin" |
*
* @param {Mail_Invitation_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_role_admin = /** @type {((inputs?: Mail_Invitation_Role_AdminInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_Role_AdminInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_role_admin(inputs)
	if (locale === "ar") return __ar.mail_invitation_role_admin(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_role_admin(inputs)
	return __en.mail_invitation_role_admin(inputs)
});
/**
* | output |
* | --- |
* | "a member" |
*
* @param {Mail_Invitation_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_role_member = /** @type {((inputs?: Mail_Invitation_Role_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_Role_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_role_member(inputs)
	if (locale === "ar") return __ar.mail_invitation_role_member(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_role_member(inputs)
	return __en.mail_invitation_role_member(inputs)
});
/**
* | output |
* | --- |
* | "an owner" |
*
* @param {Mail_Invitation_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_role_owner = /** @type {((inputs?: Mail_Invitation_Role_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_Role_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_role_owner(inputs)
	if (locale === "ar") return __ar.mail_invitation_role_owner(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_role_owner(inputs)
	return __en.mail_invitation_role_owner(inputs)
});
/**
* | output |
* | --- |
* | "{inviter} invited you to {organizationName} on {appName}" |
*
* @param {Mail_Invitation_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_subject = /** @type {((inputs: Mail_Invitation_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_subject(inputs)
	if (locale === "ar") return __ar.mail_invitation_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_subject(inputs)
	return __en.mail_invitation_subject(inputs)
});
/**
* | output |
* | --- |
* | "{inviter} invited you to the organization {organizationName} on {appName}, as {role}." |
*
* @param {Mail_Invitation_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_text = /** @type {((inputs: Mail_Invitation_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_invitation_text(inputs)
	if (locale === "ar") return __ar.mail_invitation_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_invitation_text(inputs)
	return __en.mail_invitation_text(inputs)
});
/**
* | output |
* | --- |
* | "This wasn't me" |
*
* @param {Mail_Not_MeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_not_me = /** @type {((inputs?: Mail_Not_MeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Not_MeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_not_me(inputs)
	if (locale === "ar") return __ar.mail_not_me(inputs)
	if (locale === "en-XA") return __en_xa2.mail_not_me(inputs)
	return __en.mail_not_me(inputs)
});
/**
* | output |
* | --- |
* | "This wasn't me: sign every session out" |
*
* @param {Mail_Not_Me_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_not_me_sign_out = /** @type {((inputs?: Mail_Not_Me_Sign_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Not_Me_Sign_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_not_me_sign_out(inputs)
	if (locale === "ar") return __ar.mail_not_me_sign_out(inputs)
	if (locale === "en-XA") return __en_xa2.mail_not_me_sign_out(inputs)
	return __en.mail_not_me_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mail_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_action = /** @type {((inputs?: Mail_Reset_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_reset_action(inputs)
	if (locale === "ar") return __ar.mail_reset_action(inputs)
	if (locale === "en-XA") return __en_xa2.mail_reset_action(inputs)
	return __en.mail_reset_action(inputs)
});
/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this mail: your password stays as it is." |
*
* @param {Mail_Reset_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_footnote = /** @type {((inputs?: Mail_Reset_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_reset_footnote(inputs)
	if (locale === "ar") return __ar.mail_reset_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_reset_footnote(inputs)
	return __en.mail_reset_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Mail_Reset_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_heading = /** @type {((inputs?: Mail_Reset_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_reset_heading(inputs)
	if (locale === "ar") return __ar.mail_reset_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_reset_heading(inputs)
	return __en.mail_reset_heading(inputs)
});
/**
* | output |
* | --- |
* | "Reset your {appName} password" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject = /** @type {((inputs: Mail_Reset_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_reset_subject(inputs)
	if (locale === "ar") return __ar.mail_reset_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_reset_subject(inputs)
	return __en.mail_reset_subject(inputs)
});
/**
* | output |
* | --- |
* | "Follow the link to choose a new password. It works once, for one hour." |
*
* @param {Mail_Reset_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_reset_text = /** @type {((inputs?: Mail_Reset_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_reset_text(inputs)
	if (locale === "ar") return __ar.mail_reset_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_reset_text(inputs)
	return __en.mail_reset_text(inputs)
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
* | "Confirm this address" |
*
* @param {Mail_Verify_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_action = /** @type {((inputs?: Mail_Verify_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_verify_action(inputs)
	if (locale === "ar") return __ar.mail_verify_action(inputs)
	if (locale === "en-XA") return __en_xa2.mail_verify_action(inputs)
	return __en.mail_verify_action(inputs)
});
/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this mail: nothing changes." |
*
* @param {Mail_Verify_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_footnote = /** @type {((inputs?: Mail_Verify_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_verify_footnote(inputs)
	if (locale === "ar") return __ar.mail_verify_footnote(inputs)
	if (locale === "en-XA") return __en_xa2.mail_verify_footnote(inputs)
	return __en.mail_verify_footnote(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email address" |
*
* @param {Mail_Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_heading = /** @type {((inputs?: Mail_Verify_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_verify_heading(inputs)
	if (locale === "ar") return __ar.mail_verify_heading(inputs)
	if (locale === "en-XA") return __en_xa2.mail_verify_heading(inputs)
	return __en.mail_verify_heading(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email address for {appName}" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject = /** @type {((inputs: Mail_Verify_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_verify_subject(inputs)
	if (locale === "ar") return __ar.mail_verify_subject(inputs)
	if (locale === "en-XA") return __en_xa2.mail_verify_subject(inputs)
	return __en.mail_verify_subject(inputs)
});
/**
* | output |
* | --- |
* | "Confirm that this address belongs to your {appName} account." |
*
* @param {Mail_Verify_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_text = /** @type {((inputs: Mail_Verify_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.mail_verify_text(inputs)
	if (locale === "ar") return __ar.mail_verify_text(inputs)
	if (locale === "en-XA") return __en_xa2.mail_verify_text(inputs)
	return __en.mail_verify_text(inputs)
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