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
	return /** @type {LocalizedString} */ (`لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة. أعد المحاولة بعد لحظة.`)
};

export const api_error_idempotency_reused = /** @type {(inputs: Api_Error_Idempotency_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُخدم مفتاح Idempotency-Key هذا من قبل لطلب مختلف.`)
};

export const api_error_internal = /** @type {(inputs: Api_Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.`)
};

export const api_error_invalid_body = /** @type {(inputs: Api_Error_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات غير صالحة في نص الطلب`)
};

export const api_error_invalid_header = /** @type {(inputs: Api_Error_Invalid_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات غير صالحة في الترويسات`)
};

export const api_error_invalid_path = /** @type {(inputs: Api_Error_Invalid_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات غير صالحة في المسار`)
};

export const api_error_invalid_query = /** @type {(inputs: Api_Error_Invalid_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاملات استعلام غير صالحة`)
};

export const api_error_key_expired = /** @type {(inputs: Api_Error_Key_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية مفتاح API.`)
};

export const api_error_key_holder_gone = /** @type {(inputs: Api_Error_Key_Holder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد حامل هذا المفتاح عضوًا في المؤسسة.`)
};

export const api_error_key_invalid = /** @type {(inputs: Api_Error_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API غير صالح.`)
};

export const api_error_key_malformed = /** @type {(inputs: Api_Error_Key_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صيغة مفتاح API غير سليمة.`)
};

export const api_error_key_missing = /** @type {(inputs: Api_Error_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل مفتاح API بصيغة 'Authorization: Bearer <key>' أو في الترويسة 'x-api-key'.`)
};

export const api_error_key_revoked = /** @type {(inputs: Api_Error_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي مفتاح API.`)
};

export const api_error_key_suspended = /** @type {(inputs: Api_Error_Key_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب الذي يملك مفتاح API هذا موقوف.`)
};

export const api_error_method_not_allowed = /** @type {(inputs: Api_Error_Method_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يُدعم هنا سوى ${i?.methods}.`)
};

export const api_error_no_billing_account = /** @type {(inputs: Api_Error_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب فوترة بعد: اشترك في خطة أولًا`)
};

export const api_error_no_such_endpoint = /** @type {(inputs: Api_Error_No_Such_EndpointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا توجد نقطة نهاية كهذه: ${i?.path}`)
};

export const api_error_not_a_member = /** @type {(inputs: Api_Error_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لست عضوًا في هذه المؤسسة.`)
};

export const api_error_not_seat_priced = /** @type {(inputs: Api_Error_Not_Seat_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطة هذه المؤسسة ليست مسعّرة بالمقعد: حدّ الأشخاص فيها يأتي مع الخطة.`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفض الدفع للخطة الجديدة، لذا بقيت خطتك دون تغيير. حدّث بطاقتك في «إدارة الفوترة» ثم حاول مرة أخرى.`)
};

export const api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير خطة هذا الاشتراك الآن`)
};

export const api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على خطة ${i?.plan} بالفعل`)
};

export const api_error_provider_busy = /** @type {(inputs: Api_Error_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يزال مزوّد الدفع مشغولًا بهذا الاشتراك. يُرجى المحاولة مرة أخرى بعد لحظة.`)
};

export const api_error_provider_down = /** @type {(inputs: Api_Error_Provider_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزوّد الدفع غير متاح الآن. يُرجى المحاولة مرة أخرى.`)
};

export const api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("ar", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ثانية واحدة.`);
	if (secondsPlural === "two") return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ثانيتين.`);
	if (secondsPlural === "few") return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ${i?.seconds} ثوانٍ.`);
	return /** @type {LocalizedString} */ (`طلبات كثيرة جدًا بمفتاح API هذا. حاول مرة أخرى بعد ${i?.seconds} ثانية.`)
	
};

export const api_error_role_api_key = /** @type {(inputs: Api_Error_Role_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يدير مفتاح API للمؤسسة إلا مالكوها ومشرفوها.`)
};

export const api_error_role_billing = /** @type {(inputs: Api_Error_Role_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يدير فوترة المؤسسة إلا مالكوها.`)
};

export const api_error_role_invitation = /** @type {(inputs: Api_Error_Role_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يدير دعوات المؤسسة إلا مالكوها ومشرفوها.`)
};

export const api_error_role_other = /** @type {(inputs: Api_Error_Role_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دورك في هذه المؤسسة لا يسمح بذلك.`)
};

export const api_error_seat_range = /** @type {(inputs: Api_Error_Seat_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تضم خطة ${i?.plan} من ${i?.minimum} إلى ${i?.maximum} مقعدًا.`)
};

export const api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على وشك الانتهاء: استأنفه لتغيير المقاعد`)
};

export const api_error_seats_not_changeable = /** @type {(inputs: Api_Error_Seats_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير مقاعد هذا الاشتراك الآن`)
};

export const api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد جزء من خطة مؤسسة.`)
};

export const api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يضيف المقاعد أو يزيلها إلا مالك.`)
};

export const api_error_seats_payment_declined = /** @type {(inputs: Api_Error_Seats_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفض الدفع للمقاعد الجديدة، لذا بقيت المقاعد دون تغيير. حدّث بطاقتك في «إدارة الفوترة» ثم حاول مرة أخرى.`)
};

export const api_error_send_json = /** @type {(inputs: Api_Error_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل نص الطلب بصيغة JSON، مع 'Content-Type: application/json'.`)
};

export const api_error_subscription_already_cancelled = /** @type {(inputs: Api_Error_Subscription_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك ملغى بالفعل`)
};

export const api_error_subscription_ended = /** @type {(inputs: Api_Error_Subscription_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهى هذا الاشتراك: اشترك في خطة بدلًا من ذلك`)
};

export const api_error_subscription_ending = /** @type {(inputs: Api_Error_Subscription_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على وشك الانتهاء: استأنفه لتغيير الخطة`)
};

export const api_error_subscription_not_cancellable = /** @type {(inputs: Api_Error_Subscription_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد بالإمكان إلغاء هذا الاشتراك`)
};

export const api_error_subscription_not_found = /** @type {(inputs: Api_Error_Subscription_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على الاشتراك`)
};

export const api_error_subscription_not_resumable = /** @type {(inputs: Api_Error_Subscription_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يُستأنف إلا اشتراك أُلغي مع نهاية الفترة`)
};

export const api_error_unavailable = /** @type {(inputs: Api_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخدمة غير متاحة للحظة. يُرجى المحاولة مرة أخرى بعد قليل.`)
};

export const api_error_unknown_plan = /** @type {(inputs: Api_Error_Unknown_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خطة غير معروفة: ${i?.slug}`)
};

export const confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعمل هذا الرابط`)
};

export const confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب رابطًا جديدًا`)
};

export const confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لست أنت، أو لم تطلب ذلك؟ أغلق هذه الصفحة: لن يحدث شيء ما لم تضغط على «تسجيل الدخول».`)
};

export const confirm_sign_in = /** @type {(inputs: Confirm_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

export const confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت تسجّل الدخول باسم ${i?.email}.`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعمل هذا الرابط: فقد استُخدم من قبل، أو انتهت صلاحيته، أو أنه غير مكتمل. إن كان شخص آخر في حسابك، فسجّل الدخول وأنهِ جلساتك الأخرى من الإعدادات ← الجلسات.`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الشخص ليس عضوًا في هذه المؤسسة.`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد دالة خادم كهذه.`)
};

export const error_password_already_set = /** @type {(inputs: Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لدى هذا الحساب كلمة مرور بالفعل`)
};

export const error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور هذه من أكثر كلمات المرور شيوعًا، وهي أول ما يجرّبه المهاجمون. يُرجى اختيار غيرها.`)
};

export const error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة. سجّل الدخول من جديد للقيام بذلك.`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يسلّم المؤسسة إلا مالك.`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر عضوًا آخر لتسليمه المؤسسة.`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات ومفاتيح API والفوترة`)
};

export const landing_dashboard = /** @type {(inputs: Landing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

export const landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يفتح المفتاح الشخصي واجهة REST لبرامجك وخدماتك. يُعرض مرة واحدة ويُخزَّن مُجزّأً.`)
};

export const landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الخاص بك`)
};

export const landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني واتبع الرابط الذي نرسله إليك. تعمل الروابط مرة واحدة وتنتهي صلاحيتها خلال دقائق.`)
};

export const landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول دون كلمة مرور`)
};

export const landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشترك، واطّلع على ما تتضمنه خطتك، وألغِ متى شئت، كل ذلك من حسابك.`)
};

export const landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطط تناسبك`)
};

export const landing_go_to_dashboard = /** @type {(inputs: Landing_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى لوحة التحكم`)
};

export const landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما يحتاجه حسابك، في مكان واحد هادئ.`)
};

export const landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُسجّل ${i?.appName} دخولك عبر البريد الإلكتروني، ويمنحك مفتاح API شخصيًا لواجهة REST، ويُبقي اشتراكاتك أمام عينيك.`)
};

export const landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جديد هنا؟ يُنشئ تسجيل الدخول حسابك.`)
};

export const landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خطة، وادفع في الصفحة الآمنة لمزوّد الدفع، وألغِ متى شئت.`)
};

export const landing_pricing_title = /** @type {(inputs: Landing_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأسعار`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة`)
};

export const login_back_home = /** @type {(inputs: Login_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الصفحة الرئيسية`)
};

export const login_continue_with = /** @type {(inputs: Login_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المتابعة باستخدام ${i?.provider}`)
};

export const login_email_label = /** @type {(inputs: Login_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
};

export const login_failed = /** @type {(inputs: Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تسجيل الدخول`)
};

export const login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول إلى ${i?.appName}`)
};

export const login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يُضبط خادم بريد: الرابط موجود في ${i?.mailbox} وفي سجل الخادم.`)
};

export const login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صندوق بريد التطوير`)
};

export const login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق من بريدك الوارد`)
};

export const login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا رابط تسجيل الدخول إلى ${i?.address}. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 5 دقائق. يمكنك فتحه في أي علامة تبويب في هذا المتصفح: ستتابع هذه الصفحة من تلقاء نفسها.`)
};

export const login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان الذي أدخلته`)
};

export const login_intro = /** @type {(inputs: Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني وسنرسل إليك رابطًا لتسجيل الدخول. لا حاجة إلى كلمة مرور.`)
};

export const login_link_instead = /** @type {(inputs: Login_Link_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط تسجيل الدخول بالبريد بدلًا من ذلك`)
};

export const login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسَل الرابط`)
};

export const login_link_not_sent_text = /** @type {(inputs: Login_Link_Not_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إرسال رابط تسجيل الدخول.`)
};

export const login_no_account = /** @type {(inputs: Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب بهذا العنوان`)
};

export const login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو`)
};

export const login_passkey = /** @type {(inputs: Login_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بمفتاح مرور`)
};

export const login_password_instead = /** @type {(inputs: Login_Password_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بكلمة مرور بدلًا من ذلك`)
};

export const login_password_intro = /** @type {(inputs: Login_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بكلمة المرور التي عيّنتها في إعدادات حسابك.`)
};

export const login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تسجيل الدخول عبر هذا المزوّد.`)
};

export const login_send_link = /** @type {(inputs: Login_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل رابط تسجيل الدخول`)
};

export const login_title = /** @type {(inputs: Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

export const login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم عنوانًا آخر`)
};

export const mail_alert_api_key_regenerated = /** @type {(inputs: Mail_Alert_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد إنشاء مفتاح API الخاص بك`)
};

export const mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثم غيّر كلمة مرورك من الإعدادات إن كانت لديك واحدة، وراجع حساباتك المرتبطة ومفتاح API.`)
};

export const mail_alert_network = /** @type {(inputs: Mail_Alert_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الشبكة ${i?.network}`)
};

export const mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كان ذلك أنت، فلا شيء عليك فعله. وإن لم يكن، فاستخدم الرابط أدناه: فهو يُنهي كل جلسات الحساب، ثم تسجّل الدخول من جديد عبر البريد الإلكتروني.`)
};

export const mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف مفتاح مرور إلى حسابك`)
};

export const mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة مرورك`)
};

export const mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تعيين كلمة مرورك`)
};

export const mail_alert_server_network = /** @type {(inputs: Mail_Alert_Server_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاسوب الخادم نفسه`)
};

export const mail_alert_sign_in = /** @type {(inputs: Mail_Alert_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل دخول جديد إلى حسابك`)
};

export const mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تنبيه أمني من ${i?.appName}: ${i?.what}`)
};

export const mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حدث هذا في حسابك على ${i?.appName} بتاريخ ${i?.when}، من ${i?.device} على ${i?.network}.`)
};

export const mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إيقاف المصادقة الثنائية`)
};

export const mail_alert_unknown_device = /** @type {(inputs: Mail_Alert_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جهاز غير معروف`)
};

export const mail_alert_unknown_network = /** @type {(inputs: Mail_Alert_Unknown_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شبكة غير معروفة`)
};

export const mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم يعمل الزر، فالصق هذا العنوان في متصفحك:`)
};

export const mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموافقة على التغيير`)
};

export const mail_change_email_footnote = /** @type {(inputs: Mail_Change_Email_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم يكن ذلك أنت، فلا تفتح الرابط: هناك شخص آخر مسجّل الدخول إلى حسابك. الرابط أدناه يُنهي كل الجلسات.`)
};

export const mail_change_email_heading = /** @type {(inputs: Mail_Change_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير عنوان بريدك الإلكتروني؟`)
};

export const mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كان ذلك أنت، فوافق عليه بالرابط أدناه. سنرسل بعدها رابطًا إلى العنوان الجديد، ويتم التغيير حين يُؤكَّد هناك.`)
};

export const mail_change_email_subject = /** @type {(inputs: Mail_Change_Email_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد تغيير عنوان بريدك الإلكتروني على ${i?.appName}`)
};

export const mail_change_email_text = /** @type {(inputs: Mail_Change_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب شخص مسجّل الدخول إلى حسابك على ${i?.appName} تغيير عنوان بريده الإلكتروني إلى ${i?.newEmail}.`)
};

export const mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذف حسابي`)
};

export const mail_delete_footnote = /** @type {(inputs: Mail_Delete_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تطلب ذلك، فتجاهل هذه الرسالة: سيبقى حسابك كما هو.`)
};

export const mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حسابك؟`)
};

export const mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعمل الرابط مرة واحدة، لمدة 24 ساعة، في المتصفح الذي سجّلت الدخول فيه.`)
};

export const mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد حذف حسابك على ${i?.appName}`)
};

export const mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`افتح الرابط لحذف حسابك على ${i?.appName} وكل ما فيه. لا يمكن التراجع عن ذلك.`)
};

export const mail_email_changed_footnote = /** @type {(inputs: Mail_Email_Changed_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تُجرِ هذا التغيير، فقد يكون لدى شخص آخر وصول إلى حسابك: أنهِ كل الجلسات بالرابط أدناه، وتواصل مع الدعم فورًا.`)
};

export const mail_email_changed_heading = /** @type {(inputs: Mail_Email_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان بريدك الإلكتروني`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان بريدك الإلكتروني على ${i?.appName}`)
};

export const mail_email_changed_text = /** @type {(inputs: Mail_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني لحسابك على ${i?.appName} هو الآن ${i?.newEmail}. ستصل إليه رسائل الحساب من الآن فصاعدًا.`)
};

export const mail_invitation_action = /** @type {(inputs: Mail_Invitation_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح الدعوة`)
};

export const mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("ar", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ساعة واحدة.`);
	if (hoursPlural === "two") return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ساعتين.`);
	if (hoursPlural === "few") return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ${i?.hours} ساعات.`);
	return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ${i?.hours} ساعة.`)
	
};

export const mail_invitation_footnote = /** @type {(inputs: Mail_Invitation_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة: لن يحدث شيء ما لم تقبلها. عليك تسجيل الدخول بهذا العنوان لقبولها.`)
};

export const mail_invitation_heading = /** @type {(inputs: Mail_Invitation_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انضم إلى ${i?.organizationName}`)
};

export const mail_invitation_role_admin = /** @type {(inputs: Mail_Invitation_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشرف`)
};

export const mail_invitation_role_member = /** @type {(inputs: Mail_Invitation_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضو`)
};

export const mail_invitation_role_owner = /** @type {(inputs: Mail_Invitation_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالك`)
};

export const mail_invitation_subject = /** @type {(inputs: Mail_Invitation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} إلى ${i?.organizationName} على ${i?.appName}`)
};

export const mail_invitation_text = /** @type {(inputs: Mail_Invitation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} إلى المؤسسة ${i?.organizationName} على ${i?.appName}، بصفة ${i?.role}.`)
};

export const mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم أكن أنا`)
};

export const mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم أكن أنا: أنهِ كل الجلسات`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
};

export const mail_reset_footnote = /** @type {(inputs: Mail_Reset_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.`)
};

export const mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد تعيين كلمة مرورك`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعد تعيين كلمة مرورك على ${i?.appName}`)
};

export const mail_reset_text = /** @type {(inputs: Mail_Reset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح الرابط لاختيار كلمة مرور جديدة. يعمل مرة واحدة، لمدة ساعة.`)
};

export const mail_sign_in_footnote = /** @type {(inputs: Mail_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وصلتك هذه الرسالة لأن شخصًا ما طلب تسجيل الدخول بهذا العنوان. إن لم يكن ذلك أنت، فتجاهل هذه الرسالة: لن يحدث شيء ما لم يُستخدم الرابط.`)
};

export const mail_sign_in_heading = /** @type {(inputs: Mail_Sign_In_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول إلى ${i?.appName}`)
};

export const mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رابط تسجيل الدخول إلى ${i?.appName}`)
};

export const mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {const minutesPlural = registry.plural("ar", i?.minutes, {});
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال دقيقة واحدة.`);
	if (minutesPlural === "two") return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال دقيقتين.`);
	if (minutesPlural === "few") return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${i?.minutes} دقائق.`);
	return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${i?.minutes} دقيقة.`)
	
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد هذا العنوان`)
};

export const mail_verify_footnote = /** @type {(inputs: Mail_Verify_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.`)
};

export const mail_verify_heading = /** @type {(inputs: Mail_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد عنوان بريدك الإلكتروني`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد عنوان بريدك الإلكتروني على ${i?.appName}`)
};

export const mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد أن هذا العنوان يخص حسابك على ${i?.appName}.`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة المرور`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور؟`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم تسجيل دخولك`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسَل رابط إعادة التعيين`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كان هناك حساب بكلمة مرور يستخدم هذا العنوان، فإن رابطًا لاختيار كلمة مرور جديدة في طريقه إليك. يعمل مرة واحدة وتنتهي صلاحيته خلال ساعة.`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بكلمة المرور`)
};