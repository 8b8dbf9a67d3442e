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
	return /** @type {LocalizedString} */ (`Eine Anfrage mit diesem Idempotency-Key wird noch verarbeitet. Wiederholen Sie sie gleich.`)
};

export const api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.`)
};

export const api_error_internal = /** @type {(inputs: Api_Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es erneut.`)
};

export const api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Parameter im Body`)
};

export const api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Header-Parameter`)
};

export const api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Pfadparameter`)
};

export const api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Abfrageparameter`)
};

export const api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel ist abgelaufen.`)
};

export const api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhaber dieses Schlüssels ist kein Mitglied der Organisation mehr.`)
};

export const api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel ist nicht gültig.`)
};

export const api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel ist fehlerhaft aufgebaut.`)
};

export const api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie Ihren API-Schlüssel als „Authorization: Bearer <key>“ oder im Header „x-api-key“.`)
};

export const api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel wurde widerrufen.`)
};

export const api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konto, dem dieser API-Schlüssel gehört, ist gesperrt.`)
};

export const api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hier wird nur ${i?.methods} unterstützt.`)
};

export const api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt noch kein Abrechnungskonto: Schließen Sie zuerst einen Tarif ab`)
};

export const api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diesen Endpunkt gibt es nicht: ${i?.path}`)
};

export const api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind kein Mitglied dieser Organisation.`)
};

export const api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tarif dieser Organisation wird nicht pro Platz berechnet: Ihre Personenzahl ist im Tarif festgelegt.`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung für den neuen Tarif wurde abgelehnt, Ihr Tarif bleibt daher unverändert. Aktualisieren Sie Ihre Karte unter „Abrechnung verwalten“ und versuchen Sie es erneut.`)
};

export const api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tarif dieses Abonnements kann gerade nicht geändert werden`)
};

export const api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement ist bereits im Tarif ${i?.plan}`)
};

export const api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter bearbeitet dieses Abonnement noch. Bitte versuchen Sie es gleich noch einmal.`)
};

export const api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.`)
};

export const api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("de", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Zu viele Anfragen mit diesem API-Schlüssel. Versuchen Sie es in ${i?.seconds} Sekunde erneut.`);
	return /** @type {LocalizedString} */ (`Zu viele Anfragen mit diesem API-Schlüssel. Versuchen Sie es in ${i?.seconds} Sekunden erneut.`)
	
};

export const api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren der Organisation können ihren API-Schlüssel verwalten.`)
};

export const api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Inhaber der Organisation können ihre Abrechnung verwalten.`)
};

export const api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren der Organisation können ihre Einladungen verwalten.`)
};

export const api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Rolle in dieser Organisation erlaubt das nicht.`)
};

export const api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} umfasst ${i?.minimum} bis ${i?.maximum} Plätze.`)
};

export const api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement endet bald: Setzen Sie es fort, um die Plätze zu ändern`)
};

export const api_error_seats_not_changeable = /** @type {(inputs: Api_Error_Seats_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Plätze dieses Abonnements können gerade nicht geändert werden`)
};

export const api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze gehören zum Tarif einer Organisation.`)
};

export const api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann Plätze hinzufügen oder entfernen.`)
};

export const api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung für die neuen Plätze wurde abgelehnt, die Plätze bleiben daher unverändert. Aktualisieren Sie Ihre Karte unter „Abrechnung verwalten“ und versuchen Sie es erneut.`)
};

export const api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie den Body als JSON, mit „Content-Type: application/json“.`)
};

export const api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement ist bereits gekündigt`)
};

export const api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement ist beendet: Schließen Sie stattdessen einen Tarif ab`)
};

export const api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement endet bald: Setzen Sie es fort, um den Tarif zu wechseln`)
};

export const api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement kann nicht mehr gekündigt werden`)
};

export const api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement nicht gefunden`)
};

export const api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein zum Periodenende gekündigtes Abonnement kann fortgesetzt werden`)
};

export const api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.`)
};

export const api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unbekannter Tarif: ${i?.slug}`)
};

export const confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert`)
};

export const confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen neuen Link anfordern`)
};

export const confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht Sie, oder nicht angefordert? Schließen Sie diese Seite: Es passiert nichts, solange Sie nicht auf „Anmelden“ drücken.`)
};

export const confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

export const confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie melden sich an als ${i?.email}.`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert: Er wurde schon verwendet, ist abgelaufen oder unvollständig. Wenn jemand anderes in Ihrem Konto ist, melden Sie sich an und melden Sie Ihre anderen Sitzungen unter Einstellungen → Sitzungen ab.`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person ist kein Mitglied dieser Organisation.`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Serverfunktion gibt es nicht.`)
};

export const error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dieses Konto ist bereits ein Passwort festgelegt`)
};

export const error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Passwort gehört zu den häufigsten, die Angreifer zuerst ausprobieren. Bitte wählen Sie ein anderes.`)
};

export const error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sitzung ist abgelaufen. Melden Sie sich erneut an, um das zu tun.`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann die Organisation übergeben.`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein anderes Mitglied, an das Sie die Organisation übergeben.`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten, API-Schlüssel und Abrechnung`)
};

export const landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein persönlicher Schlüssel öffnet die REST-API für Ihre Skripte und Dienste. Er wird einmal angezeigt und nur als Hash gespeichert.`)
};

export const landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr eigener API-Schlüssel`)
};

export const landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein und folgen Sie dem Link, den wir Ihnen senden. Links funktionieren einmal und laufen nach wenigen Minuten ab.`)
};

export const landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden ohne Passwort`)
};

export const landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren, sehen, was Ihr Tarif enthält, und jederzeit kündigen – alles in Ihrem Konto.`)
};

export const landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife, die passen`)
};

export const landing_go_to_dashboard = /** @type {(inputs: Landing_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihrem Dashboard`)
};

export const landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles, was Ihr Konto braucht, an einem ruhigen Ort.`)
};

export const landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} meldet Sie per E-Mail an, gibt Ihnen einen persönlichen API-Schlüssel für die REST-API und behält Ihre Abonnements im Blick.`)
};

export const landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu hier? Mit der ersten Anmeldung wird Ihr Konto angelegt.`)
};

export const landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie einen Tarif, bezahlen Sie auf der sicheren Seite des Zahlungsanbieters und kündigen Sie jederzeit.`)
};

export const landing_pricing_title = /** @type {(inputs: Landing_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preise`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

export const login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Startseite`)
};

export const login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weiter mit ${i?.provider}`)
};

export const login_email_label = /** @type {(inputs: Login_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

export const login_failed = /** @type {(inputs: Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung ist fehlgeschlagen`)
};

export const login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei ${i?.appName} anmelden`)
};

export const login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es ist kein Mailserver eingerichtet: Der Link steht im ${i?.mailbox} und in der Konsole des Servers.`)
};

export const login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwicklungs-Postfach`)
};

export const login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehen Sie in Ihrem Posteingang nach`)
};

export const login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Anmeldelink an ${i?.address} gesendet. Er funktioniert einmal und läuft nach 5 Minuten ab. Sie können ihn in jedem Tab dieses Browsers öffnen: Diese Seite macht dann von selbst weiter.`)
};

export const login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die eingegebene Adresse`)
};

export const login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Anmeldelink. Kein Passwort nötig.`)
};

export const login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen einen Anmeldelink per E-Mail senden`)
};

export const login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link wurde nicht gesendet`)
};

export const login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldelink konnte nicht gesendet werden.`)
};

export const login_no_account = /** @type {(inputs: Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu dieser Adresse gibt es kein Konto`)
};

export const login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

export const login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Passkey anmelden`)
};

export const login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen mit Passwort anmelden`)
};

export const login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit dem Passwort, das Sie in Ihren Kontoeinstellungen festgelegt haben.`)
};

export const login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung über diesen Anbieter ist fehlgeschlagen.`)
};

export const login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldelink senden`)
};

export const login_title = /** @type {(inputs: Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

export const login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine andere Adresse verwenden`)
};

export const mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr API-Schlüssel wurde neu erzeugt`)
};

export const mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern Sie danach in den Einstellungen Ihr Passwort, falls Sie eines haben, und prüfen Sie Ihre verknüpften Konten und Ihren API-Schlüssel.`)
};

export const mail_alert_network = /** @type {(inputs: Mail_Alert_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dem Netzwerk ${i?.network}`)
};

export const mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das waren, ist nichts zu tun. Wenn nicht, verwenden Sie den Link unten: Er meldet jede Sitzung des Kontos ab, und Sie melden sich per E-Mail wieder an.`)
};

export const mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihrem Konto wurde ein Passkey hinzugefügt`)
};

export const mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort wurde geändert`)
};

export const mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort wurde zurückgesetzt`)
};

export const mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dem Computer des Servers selbst`)
};

export const mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Anmeldung bei Ihrem Konto`)
};

export const mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sicherheitshinweis von ${i?.appName}: ${i?.what}`)
};

export const mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das geschah in Ihrem ${i?.appName}-Konto am ${i?.when}, von ${i?.device} aus ${i?.network}.`)
};

export const mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet`)
};

export const mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem unbekannten Gerät`)
};

export const mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem unbekannten Netzwerk`)
};

export const mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls die Schaltfläche nicht funktioniert, fügen Sie diese Adresse in Ihren Browser ein:`)
};

export const mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderung bestätigen`)
};

export const mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, folgen Sie dem Link nicht: Jemand anderes ist in Ihrem Konto angemeldet. Der Link unten meldet jede Sitzung ab.`)
};

export const mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse ändern?`)
};

export const mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das waren, bestätigen Sie es mit dem Link unten. Wir senden dann einen Link an die neue Adresse, und die Änderung gilt, sobald sie dort bestätigt ist.`)
};

export const mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie die Änderung Ihrer E-Mail-Adresse bei ${i?.appName}`)
};

export const mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand, der in Ihrem ${i?.appName}-Konto angemeldet ist, möchte dessen E-Mail-Adresse in ${i?.newEmail} ändern.`)
};

export const mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto löschen`)
};

export const mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt, wie es ist.`)
};

export const mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen?`)
};

export const mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link funktioniert einmal, 24 Stunden lang, in dem Browser, in dem Sie angemeldet sind.`)
};

export const mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie die Löschung Ihres ${i?.appName}-Kontos`)
};

export const mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Folgen Sie dem Link, um Ihr ${i?.appName}-Konto mit allem, was darin ist, zu löschen. Das lässt sich nicht rückgängig machen.`)
};

export const mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie diese Änderung nicht vorgenommen haben, hat vielleicht jemand anderes Zugriff auf Ihr Konto: Melden Sie mit dem Link unten jede Sitzung ab und wenden Sie sich sofort an den Support.`)
};

export const mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse wurde geändert`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse bei ${i?.appName} wurde geändert`)
};

export const mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse Ihres ${i?.appName}-Kontos ist jetzt ${i?.newEmail}. E-Mails zum Konto gehen ab sofort dorthin.`)
};

export const mail_invitation_action = /** @type {(inputs: Mail_Invitation_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung öffnen`)
};

export const mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Öffnen Sie die Einladung, um sie anzunehmen oder abzulehnen. Sie funktioniert einmal, nur für diese Adresse, und läuft nach ${i?.hours} Stunde ab.`);
	return /** @type {LocalizedString} */ (`Öffnen Sie die Einladung, um sie anzunehmen oder abzulehnen. Sie funktioniert einmal, nur für diese Adresse, und läuft nach ${i?.hours} Stunden ab.`)
	
};

export const mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail: Nichts geschieht, solange Sie nicht annehmen. Zum Annehmen melden Sie sich mit dieser Adresse an.`)
};

export const mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Treten Sie ${i?.organizationName} bei`)
};

export const mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

export const mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

export const mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

export const mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie zu ${i?.organizationName} bei ${i?.appName} eingeladen`)
};

export const mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie in die Organisation ${i?.organizationName} bei ${i?.appName} eingeladen, als ${i?.role}.`)
};

export const mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das war ich nicht`)
};

export const mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das war ich nicht: jede Sitzung abmelden`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen`)
};

export const mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.`)
};

export const mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Setzen Sie Ihr Passwort für ${i?.appName} zurück`)
};

export const mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgen Sie dem Link, um ein neues Passwort zu wählen. Er funktioniert einmal, eine Stunde lang.`)
};

export const mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten diese E-Mail, weil jemand eine Anmeldung mit dieser Adresse angefordert hat. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne den Link passiert nichts.`)
};

export const mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei ${i?.appName} anmelden`)
};

export const mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Anmeldelink für ${i?.appName}`)
};

export const mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("de", i?.minutes, {});return /** @type {LocalizedString} */ (`Verwenden Sie die Schaltfläche unten und drücken Sie dann auf der geöffneten Seite auf „Anmelden“. Der Link funktioniert einmal und läuft nach ${i?.minutes} Minuten ab.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse bestätigen`)
};

export const mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.`)
};

export const mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre E-Mail-Adresse`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre E-Mail-Adresse für ${i?.appName}`)
};

export const mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie, dass diese Adresse zu Ihrem ${i?.appName}-Konto gehört.`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr Passwort ein`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind nicht angemeldet`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link zum Zurücksetzen wurde nicht gesendet`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn ein Konto mit Passwort diese Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er funktioniert einmal und läuft nach einer Stunde ab.`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Passwort anmelden`)
};