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
	return /** @type {LocalizedString} */ (`A request with this Idempotency-Key is still being processed. Retry it in a moment.`)
};

export const api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Idempotency-Key was already used for a different request.`)
};

export const api_error_internal = /** @type {(inputs: Api_Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

export const api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid body parameters`)
};

export const api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid header parameters`)
};

export const api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid path parameters`)
};

export const api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid query parameters`)
};

export const api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key has expired.`)
};

export const api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This key's holder is no longer a member of the organization.`)
};

export const api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key is not valid.`)
};

export const api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key is malformed.`)
};

export const api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your API key as 'Authorization: Bearer <key>' or in the 'x-api-key' header.`)
};

export const api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key was revoked.`)
};

export const api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account that holds this API key is suspended.`)
};

export const api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.methods} is supported here.`)
};

export const api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no billing account yet: subscribe to a plan first`)
};

export const api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No such endpoint: ${i?.path}`)
};

export const api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not a member of this organization.`)
};

export const api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This organization's plan is not priced per seat: its people limit comes with the plan.`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment for the new plan was declined, so your plan is unchanged. Update your card in Manage billing and try again.`)
};

export const api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription's plan cannot be changed right now`)
};

export const api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This subscription is already on ${i?.plan}`)
};

export const api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider is still busy with this subscription. Please try again in a moment.`)
};

export const api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider is not available right now. Please try again.`)
};

export const api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	const secondsPlural = registry.plural("en", i?.seconds, {});return /** @type {LocalizedString} */ (`Too many requests for this API key. Try again in ${i?.seconds} seconds.`)
};

export const api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners and admins can manage its API key.`)
};

export const api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners can manage its billing.`)
};

export const api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners and admins can manage its invitations.`)
};

export const api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your role in this organization does not allow that.`)
};

export const api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan holds ${i?.minimum} to ${i?.maximum} seats.`)
};

export const api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is set to end: resume it to change seats`)
};

export const api_error_seats_not_changeable = /** @type {(inputs: Api_Error_Seats_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription's seats cannot be changed right now`)
};

export const api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats belong to an organization's plan.`)
};

export const api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can add or remove seats.`)
};

export const api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment for the new seats was declined, so the seats are unchanged. Update your card in Manage billing and try again.`)
};

export const api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the body as JSON, with 'Content-Type: application/json'.`)
};

export const api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is already cancelled`)
};

export const api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription has ended: subscribe to a plan instead`)
};

export const api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is set to end: resume it to change plans`)
};

export const api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription can no longer be cancelled`)
};

export const api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription not found`)
};

export const api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a subscription cancelled at period end can be resumed`)
};

export const api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is unavailable for a moment. Please try again shortly.`)
};

export const api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown plan: ${i?.slug}`)
};

export const confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work`)
};

export const confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new link`)
};

export const confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not you, or did not ask? Close this page: nothing happens unless you press Sign in.`)
};

export const confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signing in as ${i?.email}.`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work: it was used already, has expired or is incomplete. If someone else is in your account, sign in and sign out your other sessions in Settings → Sessions.`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That person is not a member of this organization.`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such server function.`)
};

export const error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already has a password set`)
};

export const error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is among the most common ones, which attackers try first. Please choose another.`)
};

export const error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Re-authenticate to perform this action.`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can hand the organization over.`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another member to hand the organization over to.`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts, API keys and billing`)
};

export const landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A personal key opens the REST API to your scripts and services. It is shown once and stored hashed.`)
};

export const landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own API key`)
};

export const landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and follow the link we send. Links work once and expire in minutes.`)
};

export const landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in without a password`)
};

export const landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe, see what your plan includes, and cancel whenever you like, all from your account.`)
};

export const landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans that fit`)
};

export const landing_go_to_dashboard = /** @type {(inputs: Landing_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

export const landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything your account needs, in one calm place.`)
};

export const landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} signs you in by email, gives you a personal API key for the REST API, and keeps your subscriptions in view.`)
};

export const landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here? Signing in creates your account.`)
};

export const landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan, pay on the payment provider's secure page, cancel whenever you like.`)
};

export const landing_pricing_title = /** @type {(inputs: Landing_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.provider}`)
};

export const login_email_label = /** @type {(inputs: Login_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

export const login_failed = /** @type {(inputs: Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in failed`)
};

export const login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.appName}`)
};

export const login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No mail server is configured: the link is in the ${i?.mailbox} and in the server's console.`)
};

export const login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dev mailbox`)
};

export const login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a sign-in link to ${i?.address}. It works once and expires in 5 minutes. You can open it in any tab of this browser: this page goes on by itself.`)
};

export const login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the address you entered`)
};

export const login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and we will send you a link to sign in. No password needed.`)
};

export const login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a sign-in link instead`)
};

export const login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link was not sent`)
};

export const login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in link could not be sent.`)
};

export const login_no_account = /** @type {(inputs: Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account uses this address`)
};

export const login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

export const login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a password instead`)
};

export const login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With the password you set in your account settings.`)
};

export const login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with that provider failed.`)
};

export const login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send sign-in link`)
};

export const login_title = /** @type {(inputs: Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a different address`)
};

export const mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your API key was regenerated`)
};

export const mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then change your password in the settings if you have one, and check your linked accounts and API key.`)
};

export const mail_alert_network = /** @type {(inputs: Mail_Alert_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`network ${i?.network}`)
};

export const mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was you, there is nothing to do. If it was not, use the link below: it signs out every session of the account, and you sign in again by email.`)
};

export const mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey was added to your account`)
};

export const mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed`)
};

export const mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was reset`)
};

export const mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server's own computer`)
};

export const mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sign-in to your account`)
};

export const mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} security alert: ${i?.what}`)
};

export const mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This happened on your ${i?.appName} account on ${i?.when}, from ${i?.device} on ${i?.network}.`)
};

export const mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication was turned off`)
};

export const mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown device`)
};

export const mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown network`)
};

export const mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the button does not work, paste this address into your browser:`)
};

export const mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve the change`)
};

export const mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, do not follow the link: someone else is signed in to your account. The link below signs every session out.`)
};

export const mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your email address?`)
};

export const mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that was you, approve it with the link below. We then send a link to the new address, and the change happens once it is confirmed there.`)
};

export const mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm the change of your ${i?.appName} email address`)
};

export const mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in to your ${i?.appName} account asked to change its email address to ${i?.newEmail}.`)
};

export const mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

export const mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this mail: your account stays as it is.`)
};

export const mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account?`)
};

export const mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link works once, for 24 hours, in the browser where you are signed in.`)
};

export const mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm the deletion of your ${i?.appName} account`)
};

export const mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow the link to delete your ${i?.appName} account and everything in it. This cannot be undone.`)
};

export const mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not make this change, someone else may have access to your account: sign every session out with the link below, and contact support at once.`)
};

export const mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address was changed`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.appName} email address was changed`)
};

export const mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The email address of your ${i?.appName} account is now ${i?.newEmail}. Mail about the account goes there from now on.`)
};

export const mail_invitation_action = /** @type {(inputs: Mail_Invitation_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the invitation`)
};

export const mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {
	const hoursPlural = registry.plural("en", i?.hours, {});return /** @type {LocalizedString} */ (`Open the invitation to accept or decline it. It works once, for this address, and expires in ${i?.hours} hours.`)
};

export const mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not expect this, ignore this mail: nothing happens unless you accept. You need to sign in with this address to accept.`)
};

export const mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organizationName}`)
};

export const mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an admin`)
};

export const mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a member`)
};

export const mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an owner`)
};

export const mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to ${i?.organizationName} on ${i?.appName}`)
};

export const mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to the organization ${i?.organizationName} on ${i?.appName}, as ${i?.role}.`)
};

export const mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This wasn't me`)
};

export const mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This wasn't me: sign every session out`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this mail: your password stays as it is.`)
};

export const mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset your ${i?.appName} password`)
};

export const mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the link to choose a new password. It works once, for one hour.`)
};

export const mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You received this because someone asked to sign in with this address. If it was not you, ignore this mail: nothing happens until the link is used.`)
};

export const mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.appName}`)
};

export const mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your sign-in link for ${i?.appName}`)
};

export const mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("en", i?.minutes, {});return /** @type {LocalizedString} */ (`Use the button below, then press Sign in on the page it opens. The link works once and expires in ${i?.minutes} minutes.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm this address`)
};

export const mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this mail: nothing changes.`)
};

export const mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your email address for ${i?.appName}`)
};

export const mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm that this address belongs to your ${i?.appName} account.`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not signed in`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reset link was not sent`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account with a password uses this address, a link to choose a new password is on its way. It works once and expires in an hour.`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with password`)
};