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
import * as registry from "../registry.js"


export const api_error_idempotency_in_use = /** @type {(inputs: Api_Error_Idempotency_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕéǫúéšţ ŵíţĥ ţĥíš Íðéɱþóţéñçý-Ķéý íš šţíļļ ƀéíñĝ þŕóçéššéð. Ŕéţŕý íţ íñ á ɱóɱéñţ. ·································]`)
};

export const api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš Íðéɱþóţéñçý-Ķéý ŵáš áļŕéáðý úšéð ƒóŕ á ðíƒƒéŕéñţ ŕéǫúéšţ. ·························]`)
};

export const api_error_internal = /** @type {(inputs: Api_Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ óñ óúŕ šíðé. Þļéášé ţŕý áĝáíñ. ····················]`)
};

export const api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð ƀóðý þáŕáɱéţéŕš ·········]`)
};

export const api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð ĥéáðéŕ þáŕáɱéţéŕš ··········]`)
};

export const api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð þáţĥ þáŕáɱéţéŕš ·········]`)
};

export const api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð ǫúéŕý þáŕáɱéţéŕš ··········]`)
};

export const api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý ĥáš éẋþíŕéð. ··········]`)
};

export const api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ķéý'š ĥóļðéŕ íš ñó ļóñĝéŕ á ɱéɱƀéŕ óƒ ţĥé óŕĝáñížáţíóñ. ························]`)
};

export const api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý íš ñóţ ṽáļíð. ··········]`)
};

export const api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý íš ɱáļƒóŕɱéð. ··········]`)
};

export const api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ýóúŕ ÁÞÍ ķéý áš 'Áúţĥóŕížáţíóñ: Ɓéáŕéŕ <ķéý>' óŕ íñ ţĥé 'ẋ-áþí-ķéý' ĥéáðéŕ. ································]`)
};

export const api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý ŵáš ŕéṽóķéð. ··········]`)
};

export const api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţ ţĥáţ ĥóļðš ţĥíš ÁÞÍ ķéý íš šúšþéñðéð. ····················]`)
};

export const api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý ${i?.methods} íš šúþþóŕţéð ĥéŕé. ··········]`)
};

export const api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó ƀíļļíñĝ áççóúñţ ýéţ: šúƀšçŕíƀé ţó á þļáñ ƒíŕšţ ·······················]`)
};

export const api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šúçĥ éñðþóíñţ: ${i?.path} ·······]`)
};

export const api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ. ·················]`)
};

export const api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš óŕĝáñížáţíóñ'š þļáñ íš ñóţ þŕíçéð þéŕ šéáţ: íţš þéóþļé ļíɱíţ çóɱéš ŵíţĥ ţĥé þļáñ. ··································]`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ƒóŕ ţĥé ñéŵ þļáñ ŵáš ðéçļíñéð, šó ýóúŕ þļáñ íš úñçĥáñĝéð. Úþðáţé ýóúŕ çáŕð íñ Ṁáñáĝé ƀíļļíñĝ áñð ţŕý áĝáíñ. ················································]`)
};

export const api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ'š þļáñ çáññóţ ƀé çĥáñĝéð ŕíĝĥţ ñóŵ ·····················]`)
};

export const api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš áļŕéáðý óñ ${i?.plan} ·············]`)
};

export const api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ þŕóṽíðéŕ íš šţíļļ ƀúšý ŵíţĥ ţĥíš šúƀšçŕíþţíóñ. Þļéášé ţŕý áĝáíñ íñ á ɱóɱéñţ. ···································]`)
};

export const api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ þŕóṽíðéŕ íš ñóţ áṽáíļáƀļé ŕíĝĥţ ñóŵ. Þļéášé ţŕý áĝáíñ. ··························]`)
};

export const api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	const secondsPlural = registry.plural("en-XA", i?.seconds, {});return /** @type {LocalizedString} */ (`[Ţóó ɱáñý ŕéǫúéšţš ƒóŕ ţĥíš ÁÞÍ ķéý. Ţŕý áĝáíñ íñ ${i?.seconds} šéçóñðš. ·······················]`)
};

export const api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš áñð áðɱíñš çáñ ɱáñáĝé íţš ÁÞÍ ķéý. ··························]`)
};

export const api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš çáñ ɱáñáĝé íţš ƀíļļíñĝ. ······················]`)
};

export const api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš áñð áðɱíñš çáñ ɱáñáĝé íţš íñṽíţáţíóñš. ····························]`)
};

export const api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íñ ţĥíš óŕĝáñížáţíóñ ðóéš ñóţ áļļóŵ ţĥáţ. ····················]`)
};

export const api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ ĥóļðš ${i?.minimum} ţó ${i?.maximum} šéáţš. ···········]`)
};

export const api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš šéţ ţó éñð: ŕéšúɱé íţ ţó çĥáñĝé šéáţš ·······················]`)
};

export const api_error_seats_not_changeable = /** @type {(inputs: Api_Error_Seats_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ'š šéáţš çáññóţ ƀé çĥáñĝéð ŕíĝĥţ ñóŵ ·····················]`)
};

export const api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ƀéļóñĝ ţó áñ óŕĝáñížáţíóñ'š þļáñ. ················]`)
};

export const api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ áðð óŕ ŕéɱóṽé šéáţš. ···············]`)
};

export const api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ƒóŕ ţĥé ñéŵ šéáţš ŵáš ðéçļíñéð, šó ţĥé šéáţš áŕé úñçĥáñĝéð. Úþðáţé ýóúŕ çáŕð íñ Ṁáñáĝé ƀíļļíñĝ áñð ţŕý áĝáíñ. ················································]`)
};

export const api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ţĥé ƀóðý áš ĴŠÓÑ, ŵíţĥ 'Çóñţéñţ-Ţýþé: áþþļíçáţíóñ/ĵšóñ'. ························]`)
};

export const api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš áļŕéáðý çáñçéļļéð ···············]`)
};

export const api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ ĥáš éñðéð: šúƀšçŕíƀé ţó á þļáñ íñšţéáð ······················]`)
};

export const api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš šéţ ţó éñð: ŕéšúɱé íţ ţó çĥáñĝé þļáñš ·······················]`)
};

export const api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ çáñ ñó ļóñĝéŕ ƀé çáñçéļļéð ··················]`)
};

export const api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ñóţ ƒóúñð ·········]`)
};

export const api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý á šúƀšçŕíþţíóñ çáñçéļļéð áţ þéŕíóð éñð çáñ ƀé ŕéšúɱéð ·······················]`)
};

export const api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé íš úñáṽáíļáƀļé ƒóŕ á ɱóɱéñţ. Þļéášé ţŕý áĝáíñ šĥóŕţļý. ··························]`)
};

export const api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ þļáñ: ${i?.slug} ······]`)
};

export const confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ ·········]`)
};

export const confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ƒóŕ á ñéŵ ļíñķ ·······]`)
};

export const confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ýóú, óŕ ðíð ñóţ ášķ? Çļóšé ţĥíš þáĝé: ñóţĥíñĝ ĥáþþéñš úñļéšš ýóú þŕéšš Šíĝñ íñ. ·································]`)
};

export const confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ···]`)
};

export const confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñíñĝ íñ áš ${i?.email}. ·········]`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ: íţ ŵáš úšéð áļŕéáðý, ĥáš éẋþíŕéð óŕ íš íñçóɱþļéţé. Íƒ šóɱéóñé éļšé íš íñ ýóúŕ áççóúñţ, šíĝñ íñ áñð šíĝñ óúţ ýóúŕ óţĥéŕ šéššíóñš íñ Šéţţíñĝš → Šéššíóñš. ······································································]`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ þéŕšóñ íš ñóţ á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ. ····················]`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šúçĥ šéŕṽéŕ ƒúñçţíóñ. ··········]`)
};

export const error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕ áļŕéáðý ĥáš á þáššŵóŕð šéţ ············]`)
};

export const error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššŵóŕð íš áɱóñĝ ţĥé ɱóšţ çóɱɱóñ óñéš, ŵĥíçĥ áţţáçķéŕš ţŕý ƒíŕšţ. Þļéášé çĥóóšé áñóţĥéŕ. ······································]`)
};

export const error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ éẋþíŕéð. Ŕé-áúţĥéñţíçáţé ţó þéŕƒóŕɱ ţĥíš áçţíóñ. ······················]`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ ĥáñð ţĥé óŕĝáñížáţíóñ óṽéŕ. ··················]`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé áñóţĥéŕ ɱéɱƀéŕ ţó ĥáñð ţĥé óŕĝáñížáţíóñ óṽéŕ ţó. ······················]`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţš, ÁÞÍ ķéýš áñð ƀíļļíñĝ ············]`)
};

export const landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðášĥƀóáŕð ····]`)
};

export const landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕšóñáļ ķéý óþéñš ţĥé ŔÉŠŢ ÁÞÍ ţó ýóúŕ šçŕíþţš áñð šéŕṽíçéš. Íţ íš šĥóŵñ óñçé áñð šţóŕéð ĥášĥéð. ········································]`)
};

export const landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ óŵñ ÁÞÍ ķéý ······]`)
};

export const landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ éɱáíļ áððŕéšš áñð ƒóļļóŵ ţĥé ļíñķ ŵé šéñð. Ļíñķš ŵóŕķ óñçé áñð éẋþíŕé íñ ɱíñúţéš. ·····································]`)
};

export const landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥóúţ á þáššŵóŕð ··········]`)
};

export const landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀé, šéé ŵĥáţ ýóúŕ þļáñ íñçļúðéš, áñð çáñçéļ ŵĥéñéṽéŕ ýóú ļíķé, áļļ ƒŕóɱ ýóúŕ áççóúñţ. ·····································]`)
};

export const landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñš ţĥáţ ƒíţ ······]`)
};

export const landing_go_to_dashboard = /** @type {(inputs: Landing_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó ýóúŕ ðášĥƀóáŕð ········]`)
};

export const landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ ýóúŕ áççóúñţ ñééðš, íñ óñé çáļɱ þļáçé. ····················]`)
};

export const landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.appName} šíĝñš ýóú íñ ƀý éɱáíļ, ĝíṽéš ýóú á þéŕšóñáļ ÁÞÍ ķéý ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ, áñð ķééþš ýóúŕ šúƀšçŕíþţíóñš íñ ṽíéŵ. ···········································]`)
};

export const landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ĥéŕé? Šíĝñíñĝ íñ çŕéáţéš ýóúŕ áççóúñţ. ·················]`)
};

export const landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á þļáñ, þáý óñ ţĥé þáýɱéñţ þŕóṽíðéŕ'š šéçúŕé þáĝé, çáñçéļ ŵĥéñéṽéŕ ýóú ļíķé. ································]`)
};

export const landing_pricing_title = /** @type {(inputs: Landing_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçíñĝ ···]`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ···]`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ···]`)
};

export const login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ţĥé ĥóɱé þáĝé ········]`)
};

export const login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé ŵíţĥ ${i?.provider} ······]`)
};

export const login_email_label = /** @type {(inputs: Login_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš ·····]`)
};

export const login_failed = /** @type {(inputs: Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ƒáíļéð ·······]`)
};

export const login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţó ${i?.appName} ····]`)
};

export const login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáíļ šéŕṽéŕ íš çóñƒíĝúŕéð: ţĥé ļíñķ íš íñ ţĥé ${i?.mailbox} áñð íñ ţĥé šéŕṽéŕ'š çóñšóļé. ·······························]`)
};

export const login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéṽ ɱáíļƀóẋ ····]`)
};

export const login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ íñƀóẋ ······]`)
};

export const login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé šéñţ á šíĝñ-íñ ļíñķ ţó ${i?.address}. Íţ ŵóŕķš óñçé áñð éẋþíŕéš íñ 5 ɱíñúţéš. Ýóú çáñ óþéñ íţ íñ áñý ţáƀ óƒ ţĥíš ƀŕóŵšéŕ: ţĥíš þáĝé ĝóéš óñ ƀý íţšéļƒ. ························································]`)
};

export const login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé áððŕéšš ýóú éñţéŕéð ·········]`)
};

export const login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ éɱáíļ áððŕéšš áñð ŵé ŵíļļ šéñð ýóú á ļíñķ ţó šíĝñ íñ. Ñó þáššŵóŕð ñééðéð. ··································]`)
};

export const login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á šíĝñ-íñ ļíñķ íñšţéáð ············]`)
};

export const login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵáš ñóţ šéñţ ········]`)
};

export const login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ ļíñķ çóúļð ñóţ ƀé šéñţ. ··············]`)
};

export const login_no_account = /** @type {(inputs: Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ úšéš ţĥíš áððŕéšš ···········]`)
};

export const login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕ ·]`)
};

export const login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ á þáššķéý ·········]`)
};

export const login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ á þáššŵóŕð íñšţéáð ············]`)
};

export const login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥ ţĥé þáššŵóŕð ýóú šéţ íñ ýóúŕ áççóúñţ šéţţíñĝš. ····················]`)
};

export const login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ŵíţĥ ţĥáţ þŕóṽíðéŕ ƒáíļéð. ···············]`)
};

export const login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð šíĝñ-íñ ļíñķ ·······]`)
};

export const login_title = /** @type {(inputs: Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ···]`)
};

export const login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé á ðíƒƒéŕéñţ áððŕéšš ·········]`)
};

export const mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ÁÞÍ ķéý ŵáš ŕéĝéñéŕáţéð ···········]`)
};

export const mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéñ çĥáñĝé ýóúŕ þáššŵóŕð íñ ţĥé šéţţíñĝš íƒ ýóú ĥáṽé óñé, áñð çĥéçķ ýóúŕ ļíñķéð áççóúñţš áñð ÁÞÍ ķéý. ·········································]`)
};

export const mail_alert_network = /** @type {(inputs: Mail_Alert_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñéţŵóŕķ ${i?.network} ···]`)
};

export const mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ íţ ŵáš ýóú, ţĥéŕé íš ñóţĥíñĝ ţó ðó. Íƒ íţ ŵáš ñóţ, úšé ţĥé ļíñķ ƀéļóŵ: íţ šíĝñš óúţ éṽéŕý šéššíóñ óƒ ţĥé áççóúñţ, áñð ýóú šíĝñ íñ áĝáíñ ƀý éɱáíļ. ···························································]`)
};

export const mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þáššķéý ŵáš áððéð ţó ýóúŕ áççóúñţ ··············]`)
};

export const mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð ŵáš çĥáñĝéð ··········]`)
};

export const mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð ŵáš ŕéšéţ ·········]`)
};

export const mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéŕṽéŕ'š óŵñ çóɱþúţéŕ ··········]`)
};

export const mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ šíĝñ-íñ ţó ýóúŕ áççóúñţ ···········]`)
};

export const mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.appName} šéçúŕíţý áļéŕţ: ${i?.what} ·······]`)
};

export const mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ĥáþþéñéð óñ ýóúŕ ${i?.appName} áççóúñţ óñ ${i?.when}, ƒŕóɱ ${i?.device} óñ ${i?.network}. ··················]`)
};

export const mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ŵáš ţúŕñéð óƒƒ ················]`)
};

export const mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ ðéṽíçé ·······]`)
};

export const mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ ñéţŵóŕķ ·······]`)
};

export const mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ţĥé ƀúţţóñ ðóéš ñóţ ŵóŕķ, þášţé ţĥíš áððŕéšš íñţó ýóúŕ ƀŕóŵšéŕ: ··························]`)
};

export const mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþŕóṽé ţĥé çĥáñĝé ·······]`)
};

export const mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ţĥíš ŵáš ñóţ ýóú, ðó ñóţ ƒóļļóŵ ţĥé ļíñķ: šóɱéóñé éļšé íš šíĝñéð íñ ţó ýóúŕ áççóúñţ. Ţĥé ļíñķ ƀéļóŵ šíĝñš éṽéŕý šéššíóñ óúţ. ···················································]`)
};

export const mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ýóúŕ éɱáíļ áððŕéšš? ··········]`)
};

export const mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ţĥáţ ŵáš ýóú, áþþŕóṽé íţ ŵíţĥ ţĥé ļíñķ ƀéļóŵ. Ŵé ţĥéñ šéñð á ļíñķ ţó ţĥé ñéŵ áððŕéšš, áñð ţĥé çĥáñĝé ĥáþþéñš óñçé íţ íš çóñƒíŕɱéð ţĥéŕé. ························································]`)
};

export const mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥé çĥáñĝé óƒ ýóúŕ ${i?.appName} éɱáíļ áððŕéšš ················]`)
};

export const mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šóɱéóñé šíĝñéð íñ ţó ýóúŕ ${i?.appName} áççóúñţ ášķéð ţó çĥáñĝé íţš éɱáíļ áððŕéšš ţó ${i?.newEmail}. ·····························]`)
};

export const mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ɱý áççóúñţ ·······]`)
};

export const mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ášķ ƒóŕ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ýóúŕ áççóúñţ šţáýš áš íţ íš. ······························]`)
};

export const mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ýóúŕ áççóúñţ? ········]`)
};

export const mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵóŕķš óñçé, ƒóŕ 24 ĥóúŕš, íñ ţĥé ƀŕóŵšéŕ ŵĥéŕé ýóú áŕé šíĝñéð íñ. ······························]`)
};

export const mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥé ðéļéţíóñ óƒ ýóúŕ ${i?.appName} áççóúñţ ···············]`)
};

export const mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒóļļóŵ ţĥé ļíñķ ţó ðéļéţé ýóúŕ ${i?.appName} áççóúñţ áñð éṽéŕýţĥíñĝ íñ íţ. Ţĥíš çáññóţ ƀé úñðóñé. ··································]`)
};

export const mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ɱáķé ţĥíš çĥáñĝé, šóɱéóñé éļšé ɱáý ĥáṽé áççéšš ţó ýóúŕ áççóúñţ: šíĝñ éṽéŕý šéššíóñ óúţ ŵíţĥ ţĥé ļíñķ ƀéļóŵ, áñð çóñţáçţ šúþþóŕţ áţ óñçé. ····························································]`)
};

export const mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ éɱáíļ áððŕéšš ŵáš çĥáñĝéð ············]`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.appName} éɱáíļ áððŕéšš ŵáš çĥáñĝéð ············]`)
};

export const mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éɱáíļ áððŕéšš óƒ ýóúŕ ${i?.appName} áççóúñţ íš ñóŵ ${i?.newEmail}. Ṁáíļ áƀóúţ ţĥé áççóúñţ ĝóéš ţĥéŕé ƒŕóɱ ñóŵ óñ. ····································]`)
};

export const mail_invitation_action = /** @type {(inputs: Mail_Invitation_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé íñṽíţáţíóñ ········]`)
};

export const mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {
	const hoursPlural = registry.plural("en-XA", i?.hours, {});return /** @type {LocalizedString} */ (`[Óþéñ ţĥé íñṽíţáţíóñ ţó áççéþţ óŕ ðéçļíñé íţ. Íţ ŵóŕķš óñçé, ƒóŕ ţĥíš áððŕéšš, áñð éẋþíŕéš íñ ${i?.hours} ĥóúŕš. ········································]`)
};

export const mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ éẋþéçţ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ñóţĥíñĝ ĥáþþéñš úñļéšš ýóú áççéþţ. Ýóú ñééð ţó šíĝñ íñ ŵíţĥ ţĥíš áððŕéšš ţó áççéþţ. ····················································]`)
};

export const mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵóíñ ${i?.organizationName} ··]`)
};

export const mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ áðɱíñ ···]`)
};

export const mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ɱéɱƀéŕ ···]`)
};

export const mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ óŵñéŕ ···]`)
};

export const mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ${i?.organizationName} óñ ${i?.appName} ········]`)
};

export const mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ţĥé óŕĝáñížáţíóñ ${i?.organizationName} óñ ${i?.appName}, áš ${i?.role}. ·················]`)
};

export const mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵášñ'ţ ɱé ······]`)
};

export const mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵášñ'ţ ɱé: šíĝñ éṽéŕý šéššíóñ óúţ ···············]`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ñéŵ þáššŵóŕð ········]`)
};

export const mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ášķ ƒóŕ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ýóúŕ þáššŵóŕð šţáýš áš íţ íš. ······························]`)
};

export const mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ýóúŕ þáššŵóŕð ········]`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ýóúŕ ${i?.appName} þáššŵóŕð ········]`)
};

export const mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóļļóŵ ţĥé ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð. Íţ ŵóŕķš óñçé, ƒóŕ óñé ĥóúŕ. ····························]`)
};

export const mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ŕéçéíṽéð ţĥíš ƀéçáúšé šóɱéóñé ášķéð ţó šíĝñ íñ ŵíţĥ ţĥíš áððŕéšš. Íƒ íţ ŵáš ñóţ ýóú, íĝñóŕé ţĥíš ɱáíļ: ñóţĥíñĝ ĥáþþéñš úñţíļ ţĥé ļíñķ íš úšéð. ··························································]`)
};

export const mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţó ${i?.appName} ····]`)
};

export const mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šíĝñ-íñ ļíñķ ƒóŕ ${i?.appName} ·········]`)
};

export const mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("en-XA", i?.minutes, {});return /** @type {LocalizedString} */ (`[Úšé ţĥé ƀúţţóñ ƀéļóŵ, ţĥéñ þŕéšš Šíĝñ íñ óñ ţĥé þáĝé íţ óþéñš. Ţĥé ļíñķ ŵóŕķš óñçé áñð éẋþíŕéš íñ ${i?.minutes} ɱíñúţéš. ···········································]`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥíš áððŕéšš ········]`)
};

export const mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ášķ ƒóŕ ţĥíš, íĝñóŕé ţĥíš ɱáíļ: ñóţĥíñĝ çĥáñĝéš. ·························]`)
};

export const mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ýóúŕ éɱáíļ áððŕéšš ··········]`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ýóúŕ éɱáíļ áððŕéšš ƒóŕ ${i?.appName} ············]`)
};

export const mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥáţ ţĥíš áððŕéšš ƀéļóñĝš ţó ýóúŕ ${i?.appName} áççóúñţ. ····················]`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ þáššŵóŕð ········]`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕĝóţ ýóúŕ þáššŵóŕð? ········]`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ šíĝñéð íñ ········]`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéšéţ ļíñķ ŵáš ñóţ šéñţ ···········]`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ áñ áççóúñţ ŵíţĥ á þáššŵóŕð úšéš ţĥíš áððŕéšš, á ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð íš óñ íţš ŵáý. Íţ ŵóŕķš óñçé áñð éẋþíŕéš íñ áñ ĥóúŕ. ·····················································]`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ þáššŵóŕð ········]`)
};