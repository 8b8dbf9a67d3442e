import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Admin_AccountInputs */
/** @typedef {{}} Admin_AccountsInputs */
/** @typedef {{}} Admin_ActiveInputs */
/** @typedef {{}} Admin_Active_SubscriptionsInputs */
/** @typedef {{}} Admin_Active_Subscriptions_HelpInputs */
/** @typedef {{}} Admin_AddressInputs */
/** @typedef {{}} Admin_Address_Or_NameInputs */
/** @typedef {{}} Admin_AnyInputs */
/** @typedef {{}} Admin_Any_PlanInputs */
/** @typedef {{}} Admin_Any_StateInputs */
/** @typedef {{}} Admin_Any_StatusInputs */
/** @typedef {{}} Admin_Api_Calls_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Api_Calls_SummaryInputs */
/** @typedef {{}} Admin_AttemptsInputs */
/** @typedef {{}} Admin_Audit_Api_Key_RevokedInputs */
/** @typedef {{}} Admin_Audit_EmptyInputs */
/** @typedef {{}} Admin_Audit_Impersonation_StartedInputs */
/** @typedef {{}} Admin_Audit_Impersonation_StoppedInputs */
/** @typedef {{}} Admin_Audit_LogInputs */
/** @typedef {{}} Admin_Audit_Reconcile_StartedInputs */
/** @typedef {{}} Admin_Audit_Role_GrantedInputs */
/** @typedef {{}} Admin_Audit_Role_RevokedInputs */
/** @typedef {{}} Admin_Audit_Sessions_RevokedInputs */
/** @typedef {{}} Admin_Audit_User_BannedInputs */
/** @typedef {{}} Admin_Audit_User_UnbannedInputs */
/** @typedef {{}} Admin_Audit_Verification_Mail_SentInputs */
/** @typedef {{}} Admin_Audit_Webhook_ReplayedInputs */
/** @typedef {{}} Admin_BannedInputs */
/** @typedef {{}} Admin_CallsInputs */
/** @typedef {{}} Admin_ConsoleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_AccountsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_CustomersInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_EventsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_SubscriptionsInputs */
/** @typedef {{}} Admin_CreatedInputs */
/** @typedef {{}} Admin_Created_FromInputs */
/** @typedef {{}} Admin_Created_UntilInputs */
/** @typedef {{}} Admin_DayInputs */
/** @typedef {{}} Admin_DetailsInputs */
/** @typedef {{}} Admin_ErrorInputs */
/** @typedef {{}} Admin_EventInputs */
/** @typedef {{}} Admin_Failed_WebhooksInputs */
/** @typedef {{}} Admin_FiguresInputs */
/** @typedef {{}} Admin_Has_NoneInputs */
/** @typedef {{}} Admin_Has_OneInputs */
/** @typedef {{}} Admin_Holder_PersonalInputs */
/** @typedef {{}} Admin_ImpersonationInputs */
/** @typedef {{}} Admin_Impersonation_Not_StoppedInputs */
/** @typedef {{}} Admin_Impersonation_StopInputs */
/** @typedef {{ user: NonNullable<unknown>, admin: NonNullable<unknown> }} Admin_Impersonation_TextInputs */
/** @typedef {{}} Admin_Loading_InboxInputs */
/** @typedef {{}} Admin_Loading_SubscriptionsInputs */
/** @typedef {{}} Admin_MrrInputs */
/** @typedef {{}} Admin_Mrr_By_PlanInputs */
/** @typedef {{}} Admin_Mrr_HelpInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Admin_Mrr_SummaryInputs */
/** @typedef {{}} Admin_Next_PageInputs */
/** @typedef {{}} Admin_No_Account_MatchesInputs */
/** @typedef {{}} Admin_No_Active_SubscriptionsInputs */
/** @typedef {{}} Admin_No_EventsInputs */
/** @typedef {{}} Admin_No_SubscriptionsInputs */
/** @typedef {{}} Admin_Not_BannedInputs */
/** @typedef {{}} Admin_Not_VerifiedInputs */
/** @typedef {{}} Admin_NoteInputs */
/** @typedef {{}} Admin_On_WhomInputs */
/** @typedef {{}} Admin_Open_Failed_EventsInputs */
/** @typedef {{}} Admin_OrderInputs */
/** @typedef {{}} Admin_OverviewInputs */
/** @typedef {{ week: NonNullable<unknown>, month: NonNullable<unknown> }} Admin_Overview_New_UsersInputs */
/** @typedef {{}} Admin_OwnerInputs */
/** @typedef {{ page: NonNullable<unknown> }} Admin_PageInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Admin_Page_OfInputs */
/** @typedef {{}} Admin_Per_MonthInputs */
/** @typedef {{}} Admin_PeriodInputs */
/** @typedef {{}} Admin_PlanInputs */
/** @typedef {{}} Admin_Previous_PageInputs */
/** @typedef {{}} Admin_ReceivedInputs */
/** @typedef {{}} Admin_ReconcileInputs */
/** @typedef {{}} Admin_Reconcile_EveryoneInputs */
/** @typedef {{}} Admin_Reconcile_HeadingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Admin_Reconcile_LabelInputs */
/** @typedef {{}} Admin_Reconcile_TextInputs */
/** @typedef {{}} Admin_ReplayInputs */
/** @typedef {{}} Admin_Replay_ErrorInputs */
/** @typedef {{}} Admin_Replay_FailedInputs */
/** @typedef {{}} Admin_Replay_Failed_AgainInputs */
/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown> }} Admin_Replay_LabelInputs */
/** @typedef {{}} Admin_ReplayedInputs */
/** @typedef {{}} Admin_Replayed_AppliedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Admin_Replayed_IgnoredInputs */
/** @typedef {{}} Admin_Run_Already_RunningInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Run_Already_Running_TextInputs */
/** @typedef {{}} Admin_Run_CountingInputs */
/** @typedef {{ done: NonNullable<unknown>, customers: NonNullable<unknown>, failures: NonNullable<unknown> }} Admin_Run_DoneInputs */
/** @typedef {{}} Admin_Run_EveryoneInputs */
/** @typedef {{}} Admin_Run_FailedInputs */
/** @typedef {{ failed: NonNullable<unknown>, reason: NonNullable<unknown> }} Admin_Run_FailuresInputs */
/** @typedef {{}} Admin_Run_FinishedInputs */
/** @typedef {{}} Admin_Run_InterruptedInputs */
/** @typedef {{ customers: NonNullable<unknown> }} Admin_Run_Interrupted_TextInputs */
/** @typedef {{}} Admin_Run_No_ReasonInputs */
/** @typedef {{}} Admin_Run_Not_StartedInputs */
/** @typedef {{ done: NonNullable<unknown>, customers: NonNullable<unknown>, failures: NonNullable<unknown> }} Admin_Run_ProgressInputs */
/** @typedef {{ whom: NonNullable<unknown> }} Admin_Run_ReconcilingInputs */
/** @typedef {{}} Admin_Run_RunningInputs */
/** @typedef {{ customers: NonNullable<unknown>, reason: NonNullable<unknown> }} Admin_Run_StoppedInputs */
/** @typedef {{}} Admin_Run_Unknown_ErrorInputs */
/** @typedef {{}} Admin_Runs_ByInputs */
/** @typedef {{}} Admin_Runs_CustomersInputs */
/** @typedef {{}} Admin_Runs_EmptyInputs */
/** @typedef {{}} Admin_Runs_LoadingInputs */
/** @typedef {{}} Admin_Runs_ProgressInputs */
/** @typedef {{}} Admin_Runs_RecentInputs */
/** @typedef {{}} Admin_Runs_StartedInputs */
/** @typedef {{}} Admin_SearchInputs */
/** @typedef {{}} Admin_Search_And_FiltersInputs */
/** @typedef {{}} Admin_Sign_InsInputs */
/** @typedef {{}} Admin_Sign_Ins_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Sign_Ins_SummaryInputs */
/** @typedef {{}} Admin_SinceInputs */
/** @typedef {{}} Admin_Sort_Email_AscInputs */
/** @typedef {{}} Admin_Sort_Email_DescInputs */
/** @typedef {{}} Admin_Sort_Name_AscInputs */
/** @typedef {{}} Admin_Sort_Name_DescInputs */
/** @typedef {{}} Admin_Sort_NewestInputs */
/** @typedef {{}} Admin_Sort_OldestInputs */
/** @typedef {{}} Admin_StateInputs */
/** @typedef {{}} Admin_State_AppliedInputs */
/** @typedef {{}} Admin_State_FailedInputs */
/** @typedef {{}} Admin_State_IgnoredInputs */
/** @typedef {{}} Admin_State_PendingInputs */
/** @typedef {{}} Admin_StatusInputs */
/** @typedef {{}} Admin_SubscribedInputs */
/** @typedef {{}} Admin_SubscriptionInputs */
/** @typedef {{}} Admin_SubscriptionsInputs */
/** @typedef {{}} Admin_Subscriptions_By_PlanInputs */
/** @typedef {{}} Admin_UsersInputs */
/** @typedef {{}} Admin_VerifiedInputs */
/** @typedef {{}} Admin_Webhook_EventsInputs */
/** @typedef {{}} Admin_Webhook_InboxInputs */
/** @typedef {{}} Admin_Webhook_Inbox_TextInputs */
/** @typedef {{}} Admin_WebhooksInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Webhooks_Failed_SummaryInputs */
/** @typedef {{}} Admin_Webhooks_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Webhooks_SummaryInputs */
/** @typedef {{}} Admin_WhatInputs */
/** @typedef {{}} Admin_WhenInputs */
/** @typedef {{}} Admin_WhoInputs */
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
/** @typedef {{}} Common_DeleteInputs */
/** @typedef {{}} Common_Not_RemovedInputs */
/** @typedef {{}} Common_RemoveInputs */
/** @typedef {{}} Common_Try_AgainInputs */
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
/** @typedef {{}} Invitation_AcceptInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Invitation_Already_MemberInputs */
/** @typedef {{}} Invitation_Already_Member_TextInputs */
/** @typedef {{}} Invitation_DeclineInputs */
/** @typedef {{}} Invitation_DeclinedInputs */
/** @typedef {{}} Invitation_Declined_TextInputs */
/** @typedef {{}} Invitation_ExpiresInputs */
/** @typedef {{}} Invitation_Failed_TextInputs */
/** @typedef {{}} Invitation_Failed_TitleInputs */
/** @typedef {{}} Invitation_Go_To_DashboardInputs */
/** @typedef {{}} Invitation_Gone_TextInputs */
/** @typedef {{}} Invitation_Gone_TitleInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Invitation_InvitedInputs */
/** @typedef {{ inviter: NonNullable<unknown>, organization: NonNullable<unknown>, role: NonNullable<unknown> }} Invitation_Invited_AsInputs */
/** @typedef {{ inviter: NonNullable<unknown>, organization: NonNullable<unknown>, appName: NonNullable<unknown> }} Invitation_Invited_ByInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Invitation_JoinInputs */
/** @typedef {{}} Invitation_Not_AcceptedInputs */
/** @typedef {{}} Invitation_Not_DeclinedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Invitation_Open_OrganizationInputs */
/** @typedef {{}} Invitation_Open_SettingsInputs */
/** @typedef {{}} Invitation_OpeningInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Invitation_Sign_In_BackInputs */
/** @typedef {{}} Invitation_Sign_OutInputs */
/** @typedef {{}} Invitation_Signed_In_AsInputs */
/** @typedef {{ email: NonNullable<unknown> }} Invitation_Signed_In_As_TextInputs */
/** @typedef {{}} Invitation_Unverified_TextInputs */
/** @typedef {{}} Invitation_Unverified_TitleInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Invitation_WelcomeInputs */
/** @typedef {{ role: NonNullable<unknown> }} Invitation_Welcome_TextInputs */
/** @typedef {{}} Invitation_Wrong_Address_TextInputs */
/** @typedef {{}} Invitation_Wrong_Address_TitleInputs */
/** @typedef {{}} Invitation_You_Have_OneInputs */
/** @typedef {{}} Invitation_YoursInputs */
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
/** @typedef {{}} Org_Api_KeyInputs */
/** @typedef {{}} Org_BillingInputs */
/** @typedef {{}} Org_Billing_As_OwnerInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Billing_DescriptionInputs */
/** @typedef {{}} Org_Billing_Every_MemberInputs */
/** @typedef {{}} Org_Billing_Manage_PlanInputs */
/** @typedef {{}} Org_Billing_RefusalInputs */
/** @typedef {{}} Org_Billing_See_PlanInputs */
/** @typedef {{ role: NonNullable<unknown> }} Org_Billing_Your_RoleInputs */
/** @typedef {{}} Org_CreateInputs */
/** @typedef {{}} Org_Create_TitleInputs */
/** @typedef {{}} Org_CreatedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Created_TextInputs */
/** @typedef {{}} Org_Danger_ZoneInputs */
/** @typedef {{}} Org_DeleteInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Delete_Confirm_TextInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Delete_Confirm_TitleInputs */
/** @typedef {{}} Org_Delete_EllipsisInputs */
/** @typedef {{}} Org_Delete_TextInputs */
/** @typedef {{}} Org_Delete_TitleInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Delete_Type_To_ConfirmInputs */
/** @typedef {{}} Org_DeletedInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Deleted_TextInputs */
/** @typedef {{}} Org_Email_AddressInputs */
/** @typedef {{}} Org_Enter_EmailInputs */
/** @typedef {{}} Org_GeneralInputs */
/** @typedef {{}} Org_General_DescriptionInputs */
/** @typedef {{}} Org_Hand_OverInputs */
/** @typedef {{}} Org_Hand_Over_On_MembersInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Hand_Over_TextInputs */
/** @typedef {{ organization: NonNullable<unknown>, name: NonNullable<unknown> }} Org_Hand_Over_TitleInputs */
/** @typedef {{}} Org_Invitation_LanguageInputs */
/** @typedef {{}} Org_Invitation_Language_HelpInputs */
/** @typedef {{}} Org_Invitation_Language_UnsetInputs */
/** @typedef {{}} Org_Invitation_RevokedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Org_Invitation_Revoked_TextInputs */
/** @typedef {{}} Org_Invitation_SentInputs */
/** @typedef {{}} Org_Invitation_Sent_AgainInputs */
/** @typedef {{ email: NonNullable<unknown> }} Org_Invitation_Sent_Again_TextInputs */
/** @typedef {{ email: NonNullable<unknown>, role: NonNullable<unknown> }} Org_Invitation_Sent_TextInputs */
/** @typedef {{}} Org_InvitationsInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Invitations_DescriptionInputs */
/** @typedef {{}} Org_Invitations_Not_AllowedInputs */
/** @typedef {{}} Org_Invite_SomeoneInputs */
/** @typedef {{}} Org_Keep_MemberInputs */
/** @typedef {{}} Org_LeaveInputs */
/** @typedef {{}} Org_Leave_Confirm_TextInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Leave_Confirm_TitleInputs */
/** @typedef {{}} Org_Leave_EllipsisInputs */
/** @typedef {{}} Org_Leave_TextInputs */
/** @typedef {{}} Org_Leave_TitleInputs */
/** @typedef {{}} Org_LeftInputs */
/** @typedef {{}} Org_Left_TextInputs */
/** @typedef {{}} Org_Logo_UrlInputs */
/** @typedef {{}} Org_Make_OwnerInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Make_Owner_LabelInputs */
/** @typedef {{}} Org_Member_No_TeamInputs */
/** @typedef {{}} Org_Member_RemovedInputs */
/** @typedef {{ name: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Member_Removed_TextInputs */
/** @typedef {{ teams: NonNullable<unknown> }} Org_Member_TeamsInputs */
/** @typedef {{}} Org_MembersInputs */
/** @typedef {{ count: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Members_CountInputs */
/** @typedef {{ organization: NonNullable<unknown>, role: NonNullable<unknown> }} Org_My_Invitation_JoinInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_My_Invitation_OpenInputs */
/** @typedef {{}} Org_My_InvitationsInputs */
/** @typedef {{}} Org_My_Invitations_DescriptionInputs */
/** @typedef {{}} Org_NameInputs */
/** @typedef {{}} Org_No_Pending_InvitationsInputs */
/** @typedef {{}} Org_None_HeadingInputs */
/** @typedef {{}} Org_None_PersonalInputs */
/** @typedef {{}} Org_None_TextInputs */
/** @typedef {{}} Org_Not_CreatedInputs */
/** @typedef {{}} Org_Not_DeletedInputs */
/** @typedef {{}} Org_Not_Handed_OverInputs */
/** @typedef {{}} Org_Not_InvitedInputs */
/** @typedef {{}} Org_Not_NowInputs */
/** @typedef {{}} Org_Not_RevokedInputs */
/** @typedef {{}} Org_Not_SavedInputs */
/** @typedef {{}} Org_Not_SentInputs */
/** @typedef {{}} Org_Not_SwitchedInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Only_MemberInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Only_OwnerInputs */
/** @typedef {{}} Org_OpenInputs */
/** @typedef {{}} Org_OptionalInputs */
/** @typedef {{}} Org_Ownership_Handed_OverInputs */
/** @typedef {{ name: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Ownership_Handed_Over_TextInputs */
/** @typedef {{ role: NonNullable<unknown>, inviter: NonNullable<unknown>, expires: NonNullable<unknown> }} Org_Pending_Invitation_LineInputs */
/** @typedef {{}} Org_Pending_InvitationsInputs */
/** @typedef {{}} Org_Personal_WorkspaceInputs */
/** @typedef {{ subscriptions: NonNullable<unknown> }} Org_Places_None_LeftInputs */
/** @typedef {{}} Org_Places_SubscriptionsInputs */
/** @typedef {{ taken: NonNullable<unknown>, allowed: NonNullable<unknown>, plan: NonNullable<unknown> }} Org_Places_TakenInputs */
/** @typedef {{ organization: NonNullable<unknown>, owners: NonNullable<unknown> }} Org_Plan_Owners_AskInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Org_Plan_Owners_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Remove_LabelInputs */
/** @typedef {{}} Org_Remove_MemberInputs */
/** @typedef {{ name: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Remove_Member_TextInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Remove_Member_TitleInputs */
/** @typedef {{}} Org_ResendInputs */
/** @typedef {{ email: NonNullable<unknown> }} Org_Resend_LabelInputs */
/** @typedef {{}} Org_RevokeInputs */
/** @typedef {{ email: NonNullable<unknown> }} Org_Revoke_LabelInputs */
/** @typedef {{}} Org_RoleInputs */
/** @typedef {{}} Org_Role_AdminInputs */
/** @typedef {{}} Org_Role_ChangedInputs */
/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Org_Role_Changed_TextInputs */
/** @typedef {{}} Org_Role_MemberInputs */
/** @typedef {{}} Org_Role_Not_ChangedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Role_OfInputs */
/** @typedef {{}} Org_Role_OwnerInputs */
/** @typedef {{ role: NonNullable<unknown> }} Org_Role_With_ArticleInputs */
/** @typedef {{}} Org_SaveInputs */
/** @typedef {{}} Org_SavedInputs */
/** @typedef {{}} Org_Saved_TextInputs */
/** @typedef {{}} Org_Seat_Add_And_InviteInputs */
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown>, price: NonNullable<unknown> }} Org_Seat_Add_TextInputs */
/** @typedef {{}} Org_Seat_Add_TitleInputs */
/** @typedef {{}} Org_Seat_Not_AddedInputs */
/** @typedef {{ price: NonNullable<unknown> }} Org_Seats_Add_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Add_TitleInputs */
/** @typedef {{}} Org_Seats_BoughtInputs */
/** @typedef {{ least: NonNullable<unknown>, used: NonNullable<unknown>, maximum: NonNullable<unknown> }} Org_Seats_Bought_HelpInputs */
/** @typedef {{}} Org_Seats_ChangeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Change_ToInputs */
/** @typedef {{}} Org_Seats_ChangedInputs */
/** @typedef {{}} Org_Seats_Credited_ForInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_KeepInputs */
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown> }} Org_Seats_LineInputs */
/** @typedef {{}} Org_Seats_Line_NoteInputs */
/** @typedef {{}} Org_Seats_Not_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_NowInputs */
/** @typedef {{}} Org_Seats_Remove_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Remove_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_ThenInputs */
/** @typedef {{}} Org_Send_InvitationInputs */
/** @typedef {{}} Org_SettingsInputs */
/** @typedef {{}} Org_Short_NameInputs */
/** @typedef {{}} Org_Short_Name_HelpInputs */
/** @typedef {{}} Org_Short_Name_Help_SuggestedInputs */
/** @typedef {{}} Org_StayInputs */
/** @typedef {{}} Org_Still_MemberInputs */
/** @typedef {{}} Org_SwitchInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Switch_ToInputs */
/** @typedef {{}} Org_TeamsInputs */
/** @typedef {{}} Org_TitleInputs */
/** @typedef {{}} Org_Workspace_ActiveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Workspace_LabelInputs */
/** @typedef {{}} Org_Workspace_SwitchedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Org_Workspace_Switched_TextInputs */
/** @typedef {{}} Org_WorkspacesInputs */
/** @typedef {{}} Org_YouInputs */
/** @typedef {{ role: NonNullable<unknown> }} Org_Your_RoleInputs */
/** @typedef {{}} Org_YoursInputs */
/** @typedef {{}} Org_Yours_DescriptionInputs */
/** @typedef {{}} Password_EnterInputs */
/** @typedef {{}} Password_ForgotInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} Password_Not_Signed_InInputs */
/** @typedef {{}} Password_Reset_Not_SentInputs */
/** @typedef {{}} Password_Reset_SentInputs */
/** @typedef {{}} Password_Sign_InInputs */
/** @typedef {{}} Team_AddInputs */
/** @typedef {{ team: NonNullable<unknown> }} Team_Add_Member_LabelInputs */
/** @typedef {{}} Team_Choose_MemberInputs */
/** @typedef {{}} Team_CreateInputs */
/** @typedef {{}} Team_CreatedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Team_Created_TextInputs */
/** @typedef {{}} Team_DeleteInputs */
/** @typedef {{ team: NonNullable<unknown> }} Team_Delete_LabelInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Team_Delete_TextInputs */
/** @typedef {{ team: NonNullable<unknown> }} Team_Delete_TitleInputs */
/** @typedef {{}} Team_DeletedInputs */
/** @typedef {{ team: NonNullable<unknown> }} Team_Deleted_TextInputs */
/** @typedef {{}} Team_DescriptionInputs */
/** @typedef {{}} Team_KeepInputs */
/** @typedef {{}} Team_Member_AddedInputs */
/** @typedef {{ name: NonNullable<unknown>, team: NonNullable<unknown> }} Team_Member_Added_TextInputs */
/** @typedef {{}} Team_Member_RemovedInputs */
/** @typedef {{ team: NonNullable<unknown> }} Team_Member_Removed_TextInputs */
/** @typedef {{}} Team_NameInputs */
/** @typedef {{}} Team_New_NameInputs */
/** @typedef {{}} Team_No_MembersInputs */
/** @typedef {{}} Team_NoneInputs */
/** @typedef {{}} Team_None_AskInputs */
/** @typedef {{}} Team_None_Can_CreateInputs */
/** @typedef {{}} Team_Not_AddedInputs */
/** @typedef {{}} Team_Not_CreatedInputs */
/** @typedef {{}} Team_Not_DeletedInputs */
/** @typedef {{}} Team_Not_RenamedInputs */
/** @typedef {{ name: NonNullable<unknown>, team: NonNullable<unknown> }} Team_Remove_Member_LabelInputs */
/** @typedef {{}} Team_RenameInputs */
/** @typedef {{ team: NonNullable<unknown> }} Team_Rename_LabelInputs */
/** @typedef {{}} Team_RenamedInputs */
/** @typedef {{ team: NonNullable<unknown>, name: NonNullable<unknown> }} Team_Renamed_TextInputs */
/** @typedef {{}} Team_Save_NameInputs */
import * as __en from "./en.js"
import * as __de from "./de.js"
import * as __ar from "./ar.js"
import * as __en_xa2 from "./en-XA.js"
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Admin_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_account = /** @type {((inputs?: Admin_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_account(inputs)
	if (locale === "ar") return __ar.admin_account(inputs)
	if (locale === "en-XA") return __en_xa2.admin_account(inputs)
	return __en.admin_account(inputs)
});
/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {Admin_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_accounts = /** @type {((inputs?: Admin_AccountsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AccountsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_accounts(inputs)
	if (locale === "ar") return __ar.admin_accounts(inputs)
	if (locale === "en-XA") return __en_xa2.admin_accounts(inputs)
	return __en.admin_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Admin_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_active = /** @type {((inputs?: Admin_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_active(inputs)
	if (locale === "ar") return __ar.admin_active(inputs)
	if (locale === "en-XA") return __en_xa2.admin_active(inputs)
	return __en.admin_active(inputs)
});
/**
* | output |
* | --- |
* | "Active subscriptions" |
*
* @param {Admin_Active_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_active_subscriptions = /** @type {((inputs?: Admin_Active_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Active_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_active_subscriptions(inputs)
	if (locale === "ar") return __ar.admin_active_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_active_subscriptions(inputs)
	return __en.admin_active_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Paid, in a trial, behind on payment, or ending at period end" |
*
* @param {Admin_Active_Subscriptions_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_active_subscriptions_help = /** @type {((inputs?: Admin_Active_Subscriptions_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Active_Subscriptions_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_active_subscriptions_help(inputs)
	if (locale === "ar") return __ar.admin_active_subscriptions_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_active_subscriptions_help(inputs)
	return __en.admin_active_subscriptions_help(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Admin_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_address = /** @type {((inputs?: Admin_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_address(inputs)
	if (locale === "ar") return __ar.admin_address(inputs)
	if (locale === "en-XA") return __en_xa2.admin_address(inputs)
	return __en.admin_address(inputs)
});
/**
* | output |
* | --- |
* | "Address or name" |
*
* @param {Admin_Address_Or_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_address_or_name = /** @type {((inputs?: Admin_Address_Or_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Address_Or_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_address_or_name(inputs)
	if (locale === "ar") return __ar.admin_address_or_name(inputs)
	if (locale === "en-XA") return __en_xa2.admin_address_or_name(inputs)
	return __en.admin_address_or_name(inputs)
});
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Admin_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any = /** @type {((inputs?: Admin_AnyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AnyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_any(inputs)
	if (locale === "ar") return __ar.admin_any(inputs)
	if (locale === "en-XA") return __en_xa2.admin_any(inputs)
	return __en.admin_any(inputs)
});
/**
* | output |
* | --- |
* | "Any plan" |
*
* @param {Admin_Any_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any_plan = /** @type {((inputs?: Admin_Any_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Any_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_any_plan(inputs)
	if (locale === "ar") return __ar.admin_any_plan(inputs)
	if (locale === "en-XA") return __en_xa2.admin_any_plan(inputs)
	return __en.admin_any_plan(inputs)
});
/**
* | output |
* | --- |
* | "Any state" |
*
* @param {Admin_Any_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any_state = /** @type {((inputs?: Admin_Any_StateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Any_StateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_any_state(inputs)
	if (locale === "ar") return __ar.admin_any_state(inputs)
	if (locale === "en-XA") return __en_xa2.admin_any_state(inputs)
	return __en.admin_any_state(inputs)
});
/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Admin_Any_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any_status = /** @type {((inputs?: Admin_Any_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Any_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_any_status(inputs)
	if (locale === "ar") return __ar.admin_any_status(inputs)
	if (locale === "en-XA") return __en_xa2.admin_any_status(inputs)
	return __en.admin_any_status(inputs)
});
/**
* | output |
* | --- |
* | "API calls per day" |
*
* @param {Admin_Api_Calls_Per_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_api_calls_per_day = /** @type {((inputs?: Admin_Api_Calls_Per_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Api_Calls_Per_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_api_calls_per_day(inputs)
	if (locale === "ar") return __ar.admin_api_calls_per_day(inputs)
	if (locale === "en-XA") return __en_xa2.admin_api_calls_per_day(inputs)
	return __en.admin_api_calls_per_day(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} call with API keys in the last {days} days (UTC)." |
* | * | "{shown} calls with API keys in the last {days} days (UTC)." |
*
* @param {Admin_Api_Calls_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_api_calls_summary = /** @type {((inputs: Admin_Api_Calls_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Api_Calls_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_api_calls_summary(inputs)
	if (locale === "ar") return __ar.admin_api_calls_summary(inputs)
	if (locale === "en-XA") return __en_xa2.admin_api_calls_summary(inputs)
	return __en.admin_api_calls_summary(inputs)
});
/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Admin_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_attempts = /** @type {((inputs?: Admin_AttemptsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AttemptsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_attempts(inputs)
	if (locale === "ar") return __ar.admin_attempts(inputs)
	if (locale === "en-XA") return __en_xa2.admin_attempts(inputs)
	return __en.admin_attempts(inputs)
});
/**
* | output |
* | --- |
* | "Revoked an API key" |
*
* @param {Admin_Audit_Api_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_api_key_revoked = /** @type {((inputs?: Admin_Audit_Api_Key_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Api_Key_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_api_key_revoked(inputs)
	if (locale === "ar") return __ar.admin_audit_api_key_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_api_key_revoked(inputs)
	return __en.admin_audit_api_key_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Nothing recorded yet." |
*
* @param {Admin_Audit_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_empty = /** @type {((inputs?: Admin_Audit_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_empty(inputs)
	if (locale === "ar") return __ar.admin_audit_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_empty(inputs)
	return __en.admin_audit_empty(inputs)
});
/**
* | output |
* | --- |
* | "Started acting as the user" |
*
* @param {Admin_Audit_Impersonation_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_impersonation_started = /** @type {((inputs?: Admin_Audit_Impersonation_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Impersonation_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_impersonation_started(inputs)
	if (locale === "ar") return __ar.admin_audit_impersonation_started(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_impersonation_started(inputs)
	return __en.admin_audit_impersonation_started(inputs)
});
/**
* | output |
* | --- |
* | "Stopped acting as the user" |
*
* @param {Admin_Audit_Impersonation_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_impersonation_stopped = /** @type {((inputs?: Admin_Audit_Impersonation_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Impersonation_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_impersonation_stopped(inputs)
	if (locale === "ar") return __ar.admin_audit_impersonation_stopped(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_impersonation_stopped(inputs)
	return __en.admin_audit_impersonation_stopped(inputs)
});
/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log = /** @type {((inputs?: Admin_Audit_LogInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_LogInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_log(inputs)
	if (locale === "ar") return __ar.admin_audit_log(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_log(inputs)
	return __en.admin_audit_log(inputs)
});
/**
* | output |
* | --- |
* | "Started reconciling billing with Polar" |
*
* @param {Admin_Audit_Reconcile_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_reconcile_started = /** @type {((inputs?: Admin_Audit_Reconcile_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Reconcile_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_reconcile_started(inputs)
	if (locale === "ar") return __ar.admin_audit_reconcile_started(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_reconcile_started(inputs)
	return __en.admin_audit_reconcile_started(inputs)
});
/**
* | output |
* | --- |
* | "Granted the admin role" |
*
* @param {Admin_Audit_Role_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_role_granted = /** @type {((inputs?: Admin_Audit_Role_GrantedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Role_GrantedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_role_granted(inputs)
	if (locale === "ar") return __ar.admin_audit_role_granted(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_role_granted(inputs)
	return __en.admin_audit_role_granted(inputs)
});
/**
* | output |
* | --- |
* | "Revoked the admin role" |
*
* @param {Admin_Audit_Role_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_role_revoked = /** @type {((inputs?: Admin_Audit_Role_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Role_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_role_revoked(inputs)
	if (locale === "ar") return __ar.admin_audit_role_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_role_revoked(inputs)
	return __en.admin_audit_role_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Signed out every session" |
*
* @param {Admin_Audit_Sessions_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_sessions_revoked = /** @type {((inputs?: Admin_Audit_Sessions_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Sessions_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_sessions_revoked(inputs)
	if (locale === "ar") return __ar.admin_audit_sessions_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_sessions_revoked(inputs)
	return __en.admin_audit_sessions_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Banned" |
*
* @param {Admin_Audit_User_BannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_user_banned = /** @type {((inputs?: Admin_Audit_User_BannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_User_BannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_user_banned(inputs)
	if (locale === "ar") return __ar.admin_audit_user_banned(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_user_banned(inputs)
	return __en.admin_audit_user_banned(inputs)
});
/**
* | output |
* | --- |
* | "Unbanned" |
*
* @param {Admin_Audit_User_UnbannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_user_unbanned = /** @type {((inputs?: Admin_Audit_User_UnbannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_User_UnbannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_user_unbanned(inputs)
	if (locale === "ar") return __ar.admin_audit_user_unbanned(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_user_unbanned(inputs)
	return __en.admin_audit_user_unbanned(inputs)
});
/**
* | output |
* | --- |
* | "Sent a verification mail" |
*
* @param {Admin_Audit_Verification_Mail_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_verification_mail_sent = /** @type {((inputs?: Admin_Audit_Verification_Mail_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Verification_Mail_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_verification_mail_sent(inputs)
	if (locale === "ar") return __ar.admin_audit_verification_mail_sent(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_verification_mail_sent(inputs)
	return __en.admin_audit_verification_mail_sent(inputs)
});
/**
* | output |
* | --- |
* | "Replayed a webhook event" |
*
* @param {Admin_Audit_Webhook_ReplayedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_webhook_replayed = /** @type {((inputs?: Admin_Audit_Webhook_ReplayedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Webhook_ReplayedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_webhook_replayed(inputs)
	if (locale === "ar") return __ar.admin_audit_webhook_replayed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_webhook_replayed(inputs)
	return __en.admin_audit_webhook_replayed(inputs)
});
/**
* | output |
* | --- |
* | "Banned" |
*
* @param {Admin_BannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_banned = /** @type {((inputs?: Admin_BannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_BannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_banned(inputs)
	if (locale === "ar") return __ar.admin_banned(inputs)
	if (locale === "en-XA") return __en_xa2.admin_banned(inputs)
	return __en.admin_banned(inputs)
});
/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Admin_CallsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_calls = /** @type {((inputs?: Admin_CallsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_CallsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_calls(inputs)
	if (locale === "ar") return __ar.admin_calls(inputs)
	if (locale === "en-XA") return __en_xa2.admin_calls(inputs)
	return __en.admin_calls(inputs)
});
/**
* | output |
* | --- |
* | "Admin console" |
*
* @param {Admin_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_console = /** @type {((inputs?: Admin_ConsoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ConsoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_console(inputs)
	if (locale === "ar") return __ar.admin_console(inputs)
	if (locale === "en-XA") return __en_xa2.admin_console(inputs)
	return __en.admin_console(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} account" |
* | * | "{shown} accounts" |
*
* @param {Admin_Count_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_accounts = /** @type {((inputs: Admin_Count_AccountsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_AccountsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_count_accounts(inputs)
	if (locale === "ar") return __ar.admin_count_accounts(inputs)
	if (locale === "en-XA") return __en_xa2.admin_count_accounts(inputs)
	return __en.admin_count_accounts(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer" |
* | * | "{shown} customers" |
*
* @param {Admin_Count_CustomersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_customers = /** @type {((inputs: Admin_Count_CustomersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_CustomersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_count_customers(inputs)
	if (locale === "ar") return __ar.admin_count_customers(inputs)
	if (locale === "en-XA") return __en_xa2.admin_count_customers(inputs)
	return __en.admin_count_customers(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event" |
* | * | "{shown} events" |
*
* @param {Admin_Count_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_events = /** @type {((inputs: Admin_Count_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_count_events(inputs)
	if (locale === "ar") return __ar.admin_count_events(inputs)
	if (locale === "en-XA") return __en_xa2.admin_count_events(inputs)
	return __en.admin_count_events(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} subscription" |
* | * | "{shown} subscriptions" |
*
* @param {Admin_Count_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_subscriptions = /** @type {((inputs: Admin_Count_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_count_subscriptions(inputs)
	if (locale === "ar") return __ar.admin_count_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_count_subscriptions(inputs)
	return __en.admin_count_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_created = /** @type {((inputs?: Admin_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_created(inputs)
	if (locale === "ar") return __ar.admin_created(inputs)
	if (locale === "en-XA") return __en_xa2.admin_created(inputs)
	return __en.admin_created(inputs)
});
/**
* | output |
* | --- |
* | "Created from" |
*
* @param {Admin_Created_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_created_from = /** @type {((inputs?: Admin_Created_FromInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Created_FromInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_created_from(inputs)
	if (locale === "ar") return __ar.admin_created_from(inputs)
	if (locale === "en-XA") return __en_xa2.admin_created_from(inputs)
	return __en.admin_created_from(inputs)
});
/**
* | output |
* | --- |
* | "Created until" |
*
* @param {Admin_Created_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_created_until = /** @type {((inputs?: Admin_Created_UntilInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Created_UntilInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_created_until(inputs)
	if (locale === "ar") return __ar.admin_created_until(inputs)
	if (locale === "en-XA") return __en_xa2.admin_created_until(inputs)
	return __en.admin_created_until(inputs)
});
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Admin_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_day = /** @type {((inputs?: Admin_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_day(inputs)
	if (locale === "ar") return __ar.admin_day(inputs)
	if (locale === "en-XA") return __en_xa2.admin_day(inputs)
	return __en.admin_day(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Admin_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_details = /** @type {((inputs?: Admin_DetailsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DetailsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_details(inputs)
	if (locale === "ar") return __ar.admin_details(inputs)
	if (locale === "en-XA") return __en_xa2.admin_details(inputs)
	return __en.admin_details(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Admin_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_error = /** @type {((inputs?: Admin_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_error(inputs)
	if (locale === "ar") return __ar.admin_error(inputs)
	if (locale === "en-XA") return __en_xa2.admin_error(inputs)
	return __en.admin_error(inputs)
});
/**
* | output |
* | --- |
* | "Event" |
*
* @param {Admin_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_event = /** @type {((inputs?: Admin_EventInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_EventInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_event(inputs)
	if (locale === "ar") return __ar.admin_event(inputs)
	if (locale === "en-XA") return __en_xa2.admin_event(inputs)
	return __en.admin_event(inputs)
});
/**
* | output |
* | --- |
* | "Failed webhooks" |
*
* @param {Admin_Failed_WebhooksInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_failed_webhooks = /** @type {((inputs?: Admin_Failed_WebhooksInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Failed_WebhooksInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_failed_webhooks(inputs)
	if (locale === "ar") return __ar.admin_failed_webhooks(inputs)
	if (locale === "en-XA") return __en_xa2.admin_failed_webhooks(inputs)
	return __en.admin_failed_webhooks(inputs)
});
/**
* | output |
* | --- |
* | "Figures" |
*
* @param {Admin_FiguresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_figures = /** @type {((inputs?: Admin_FiguresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FiguresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_figures(inputs)
	if (locale === "ar") return __ar.admin_figures(inputs)
	if (locale === "en-XA") return __en_xa2.admin_figures(inputs)
	return __en.admin_figures(inputs)
});
/**
* | output |
* | --- |
* | "Has none" |
*
* @param {Admin_Has_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_has_none = /** @type {((inputs?: Admin_Has_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Has_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_has_none(inputs)
	if (locale === "ar") return __ar.admin_has_none(inputs)
	if (locale === "en-XA") return __en_xa2.admin_has_none(inputs)
	return __en.admin_has_none(inputs)
});
/**
* | output |
* | --- |
* | "Has one" |
*
* @param {Admin_Has_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_has_one = /** @type {((inputs?: Admin_Has_OneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Has_OneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_has_one(inputs)
	if (locale === "ar") return __ar.admin_has_one(inputs)
	if (locale === "en-XA") return __en_xa2.admin_has_one(inputs)
	return __en.admin_has_one(inputs)
});
/**
* | output |
* | --- |
* | "Personal" |
*
* @param {Admin_Holder_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_holder_personal = /** @type {((inputs?: Admin_Holder_PersonalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Holder_PersonalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_holder_personal(inputs)
	if (locale === "ar") return __ar.admin_holder_personal(inputs)
	if (locale === "en-XA") return __en_xa2.admin_holder_personal(inputs)
	return __en.admin_holder_personal(inputs)
});
/**
* | output |
* | --- |
* | "Impersonation" |
*
* @param {Admin_ImpersonationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation = /** @type {((inputs?: Admin_ImpersonationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ImpersonationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_impersonation(inputs)
	if (locale === "ar") return __ar.admin_impersonation(inputs)
	if (locale === "en-XA") return __en_xa2.admin_impersonation(inputs)
	return __en.admin_impersonation(inputs)
});
/**
* | output |
* | --- |
* | "The impersonation could not be stopped." |
*
* @param {Admin_Impersonation_Not_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation_not_stopped = /** @type {((inputs?: Admin_Impersonation_Not_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonation_Not_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_impersonation_not_stopped(inputs)
	if (locale === "ar") return __ar.admin_impersonation_not_stopped(inputs)
	if (locale === "en-XA") return __en_xa2.admin_impersonation_not_stopped(inputs)
	return __en.admin_impersonation_not_stopped(inputs)
});
/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Admin_Impersonation_StopInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation_stop = /** @type {((inputs?: Admin_Impersonation_StopInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonation_StopInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_impersonation_stop(inputs)
	if (locale === "ar") return __ar.admin_impersonation_stop(inputs)
	if (locale === "en-XA") return __en_xa2.admin_impersonation_stop(inputs)
	return __en.admin_impersonation_stop(inputs)
});
/**
* | output |
* | --- |
* | "You are signed in as {user} by {admin}" |
*
* @param {Admin_Impersonation_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation_text = /** @type {((inputs: Admin_Impersonation_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonation_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_impersonation_text(inputs)
	if (locale === "ar") return __ar.admin_impersonation_text(inputs)
	if (locale === "en-XA") return __en_xa2.admin_impersonation_text(inputs)
	return __en.admin_impersonation_text(inputs)
});
/**
* | output |
* | --- |
* | "Loading the inbox…" |
*
* @param {Admin_Loading_InboxInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_loading_inbox = /** @type {((inputs?: Admin_Loading_InboxInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Loading_InboxInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_loading_inbox(inputs)
	if (locale === "ar") return __ar.admin_loading_inbox(inputs)
	if (locale === "en-XA") return __en_xa2.admin_loading_inbox(inputs)
	return __en.admin_loading_inbox(inputs)
});
/**
* | output |
* | --- |
* | "Loading the subscriptions…" |
*
* @param {Admin_Loading_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_loading_subscriptions = /** @type {((inputs?: Admin_Loading_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Loading_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_loading_subscriptions(inputs)
	if (locale === "ar") return __ar.admin_loading_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_loading_subscriptions(inputs)
	return __en.admin_loading_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Monthly recurring revenue" |
*
* @param {Admin_MrrInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr = /** @type {((inputs?: Admin_MrrInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_MrrInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_mrr(inputs)
	if (locale === "ar") return __ar.admin_mrr(inputs)
	if (locale === "en-XA") return __en_xa2.admin_mrr(inputs)
	return __en.admin_mrr(inputs)
});
/**
* | output |
* | --- |
* | "Monthly recurring revenue by plan" |
*
* @param {Admin_Mrr_By_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr_by_plan = /** @type {((inputs?: Admin_Mrr_By_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mrr_By_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_mrr_by_plan(inputs)
	if (locale === "ar") return __ar.admin_mrr_by_plan(inputs)
	if (locale === "en-XA") return __en_xa2.admin_mrr_by_plan(inputs)
	return __en.admin_mrr_by_plan(inputs)
});
/**
* | output |
* | --- |
* | "At the prices Polar reported; a yearly price counts as a twelfth" |
*
* @param {Admin_Mrr_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr_help = /** @type {((inputs?: Admin_Mrr_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mrr_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_mrr_help(inputs)
	if (locale === "ar") return __ar.admin_mrr_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_mrr_help(inputs)
	return __en.admin_mrr_help(inputs)
});
/**
* | output |
* | --- |
* | "{amount} a month from paid subscriptions that renew; trials and subscriptions set to end are left out." |
*
* @param {Admin_Mrr_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr_summary = /** @type {((inputs: Admin_Mrr_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mrr_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_mrr_summary(inputs)
	if (locale === "ar") return __ar.admin_mrr_summary(inputs)
	if (locale === "en-XA") return __en_xa2.admin_mrr_summary(inputs)
	return __en.admin_mrr_summary(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Admin_Next_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_next_page = /** @type {((inputs?: Admin_Next_PageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Next_PageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_next_page(inputs)
	if (locale === "ar") return __ar.admin_next_page(inputs)
	if (locale === "en-XA") return __en_xa2.admin_next_page(inputs)
	return __en.admin_next_page(inputs)
});
/**
* | output |
* | --- |
* | "No account matches." |
*
* @param {Admin_No_Account_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_account_matches = /** @type {((inputs?: Admin_No_Account_MatchesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Account_MatchesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_no_account_matches(inputs)
	if (locale === "ar") return __ar.admin_no_account_matches(inputs)
	if (locale === "en-XA") return __en_xa2.admin_no_account_matches(inputs)
	return __en.admin_no_account_matches(inputs)
});
/**
* | output |
* | --- |
* | "No active subscriptions." |
*
* @param {Admin_No_Active_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_active_subscriptions = /** @type {((inputs?: Admin_No_Active_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Active_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_no_active_subscriptions(inputs)
	if (locale === "ar") return __ar.admin_no_active_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_no_active_subscriptions(inputs)
	return __en.admin_no_active_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "No events match." |
*
* @param {Admin_No_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_events = /** @type {((inputs?: Admin_No_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_no_events(inputs)
	if (locale === "ar") return __ar.admin_no_events(inputs)
	if (locale === "en-XA") return __en_xa2.admin_no_events(inputs)
	return __en.admin_no_events(inputs)
});
/**
* | output |
* | --- |
* | "No subscriptions match." |
*
* @param {Admin_No_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_subscriptions = /** @type {((inputs?: Admin_No_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_no_subscriptions(inputs)
	if (locale === "ar") return __ar.admin_no_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_no_subscriptions(inputs)
	return __en.admin_no_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Not banned" |
*
* @param {Admin_Not_BannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_not_banned = /** @type {((inputs?: Admin_Not_BannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Not_BannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_not_banned(inputs)
	if (locale === "ar") return __ar.admin_not_banned(inputs)
	if (locale === "en-XA") return __en_xa2.admin_not_banned(inputs)
	return __en.admin_not_banned(inputs)
});
/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Admin_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_not_verified = /** @type {((inputs?: Admin_Not_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Not_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_not_verified(inputs)
	if (locale === "ar") return __ar.admin_not_verified(inputs)
	if (locale === "en-XA") return __en_xa2.admin_not_verified(inputs)
	return __en.admin_not_verified(inputs)
});
/**
* | output |
* | --- |
* | "Note" |
*
* @param {Admin_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_note = /** @type {((inputs?: Admin_NoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_NoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_note(inputs)
	if (locale === "ar") return __ar.admin_note(inputs)
	if (locale === "en-XA") return __en_xa2.admin_note(inputs)
	return __en.admin_note(inputs)
});
/**
* | output |
* | --- |
* | "On whom" |
*
* @param {Admin_On_WhomInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_on_whom = /** @type {((inputs?: Admin_On_WhomInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_On_WhomInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_on_whom(inputs)
	if (locale === "ar") return __ar.admin_on_whom(inputs)
	if (locale === "en-XA") return __en_xa2.admin_on_whom(inputs)
	return __en.admin_on_whom(inputs)
});
/**
* | output |
* | --- |
* | "Open the failed events" |
*
* @param {Admin_Open_Failed_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_open_failed_events = /** @type {((inputs?: Admin_Open_Failed_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Open_Failed_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_open_failed_events(inputs)
	if (locale === "ar") return __ar.admin_open_failed_events(inputs)
	if (locale === "en-XA") return __en_xa2.admin_open_failed_events(inputs)
	return __en.admin_open_failed_events(inputs)
});
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Admin_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_order = /** @type {((inputs?: Admin_OrderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OrderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_order(inputs)
	if (locale === "ar") return __ar.admin_order(inputs)
	if (locale === "en-XA") return __en_xa2.admin_order(inputs)
	return __en.admin_order(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Admin_OverviewInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_overview = /** @type {((inputs?: Admin_OverviewInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OverviewInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_overview(inputs)
	if (locale === "ar") return __ar.admin_overview(inputs)
	if (locale === "en-XA") return __en_xa2.admin_overview(inputs)
	return __en.admin_overview(inputs)
});
/**
* | output |
* | --- |
* | "{week} new in 7 days, {month} in 30" |
*
* @param {Admin_Overview_New_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_overview_new_users = /** @type {((inputs: Admin_Overview_New_UsersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_New_UsersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_overview_new_users(inputs)
	if (locale === "ar") return __ar.admin_overview_new_users(inputs)
	if (locale === "en-XA") return __en_xa2.admin_overview_new_users(inputs)
	return __en.admin_overview_new_users(inputs)
});
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Admin_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_owner = /** @type {((inputs?: Admin_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_owner(inputs)
	if (locale === "ar") return __ar.admin_owner(inputs)
	if (locale === "en-XA") return __en_xa2.admin_owner(inputs)
	return __en.admin_owner(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Admin_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_page = /** @type {((inputs: Admin_PageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_page(inputs)
	if (locale === "ar") return __ar.admin_page(inputs)
	if (locale === "en-XA") return __en_xa2.admin_page(inputs)
	return __en.admin_page(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Admin_Page_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_page_of = /** @type {((inputs: Admin_Page_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Page_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_page_of(inputs)
	if (locale === "ar") return __ar.admin_page_of(inputs)
	if (locale === "en-XA") return __en_xa2.admin_page_of(inputs)
	return __en.admin_page_of(inputs)
});
/**
* | output |
* | --- |
* | "Per month" |
*
* @param {Admin_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_per_month = /** @type {((inputs?: Admin_Per_MonthInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Per_MonthInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_per_month(inputs)
	if (locale === "ar") return __ar.admin_per_month(inputs)
	if (locale === "en-XA") return __en_xa2.admin_per_month(inputs)
	return __en.admin_per_month(inputs)
});
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Admin_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_period = /** @type {((inputs?: Admin_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_period(inputs)
	if (locale === "ar") return __ar.admin_period(inputs)
	if (locale === "en-XA") return __en_xa2.admin_period(inputs)
	return __en.admin_period(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Admin_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_plan = /** @type {((inputs?: Admin_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_plan(inputs)
	if (locale === "ar") return __ar.admin_plan(inputs)
	if (locale === "en-XA") return __en_xa2.admin_plan(inputs)
	return __en.admin_plan(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Admin_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_previous_page = /** @type {((inputs?: Admin_Previous_PageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Previous_PageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_previous_page(inputs)
	if (locale === "ar") return __ar.admin_previous_page(inputs)
	if (locale === "en-XA") return __en_xa2.admin_previous_page(inputs)
	return __en.admin_previous_page(inputs)
});
/**
* | output |
* | --- |
* | "Received" |
*
* @param {Admin_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_received = /** @type {((inputs?: Admin_ReceivedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReceivedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_received(inputs)
	if (locale === "ar") return __ar.admin_received(inputs)
	if (locale === "en-XA") return __en_xa2.admin_received(inputs)
	return __en.admin_received(inputs)
});
/**
* | output |
* | --- |
* | "Reconcile" |
*
* @param {Admin_ReconcileInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile = /** @type {((inputs?: Admin_ReconcileInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReconcileInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_reconcile(inputs)
	if (locale === "ar") return __ar.admin_reconcile(inputs)
	if (locale === "en-XA") return __en_xa2.admin_reconcile(inputs)
	return __en.admin_reconcile(inputs)
});
/**
* | output |
* | --- |
* | "Reconcile everyone now" |
*
* @param {Admin_Reconcile_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_everyone = /** @type {((inputs?: Admin_Reconcile_EveryoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_EveryoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_reconcile_everyone(inputs)
	if (locale === "ar") return __ar.admin_reconcile_everyone(inputs)
	if (locale === "en-XA") return __en_xa2.admin_reconcile_everyone(inputs)
	return __en.admin_reconcile_everyone(inputs)
});
/**
* | output |
* | --- |
* | "Reconcile with Polar" |
*
* @param {Admin_Reconcile_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_heading = /** @type {((inputs?: Admin_Reconcile_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_reconcile_heading(inputs)
	if (locale === "ar") return __ar.admin_reconcile_heading(inputs)
	if (locale === "en-XA") return __en_xa2.admin_reconcile_heading(inputs)
	return __en.admin_reconcile_heading(inputs)
});
/**
* | output |
* | --- |
* | "Reconcile {name}" |
*
* @param {Admin_Reconcile_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_label = /** @type {((inputs: Admin_Reconcile_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_reconcile_label(inputs)
	if (locale === "ar") return __ar.admin_reconcile_label(inputs)
	if (locale === "en-XA") return __en_xa2.admin_reconcile_label(inputs)
	return __en.admin_reconcile_label(inputs)
});
/**
* | output |
* | --- |
* | "Re-reads subscriptions from Polar and corrects what a lost webhook left behind, for every customer with a subscription that is not over, or for one customer ..." |
*
* @param {Admin_Reconcile_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_text = /** @type {((inputs?: Admin_Reconcile_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_reconcile_text(inputs)
	if (locale === "ar") return __ar.admin_reconcile_text(inputs)
	if (locale === "en-XA") return __en_xa2.admin_reconcile_text(inputs)
	return __en.admin_reconcile_text(inputs)
});
/**
* | output |
* | --- |
* | "Replay" |
*
* @param {Admin_ReplayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay = /** @type {((inputs?: Admin_ReplayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReplayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replay(inputs)
	if (locale === "ar") return __ar.admin_replay(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replay(inputs)
	return __en.admin_replay(inputs)
});
/**
* | output |
* | --- |
* | "Could not replay the event" |
*
* @param {Admin_Replay_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_error = /** @type {((inputs?: Admin_Replay_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replay_error(inputs)
	if (locale === "ar") return __ar.admin_replay_error(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replay_error(inputs)
	return __en.admin_replay_error(inputs)
});
/**
* | output |
* | --- |
* | "The replay failed" |
*
* @param {Admin_Replay_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_failed = /** @type {((inputs?: Admin_Replay_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replay_failed(inputs)
	if (locale === "ar") return __ar.admin_replay_failed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replay_failed(inputs)
	return __en.admin_replay_failed(inputs)
});
/**
* | output |
* | --- |
* | "It failed again." |
*
* @param {Admin_Replay_Failed_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_failed_again = /** @type {((inputs?: Admin_Replay_Failed_AgainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_Failed_AgainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replay_failed_again(inputs)
	if (locale === "ar") return __ar.admin_replay_failed_again(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replay_failed_again(inputs)
	return __en.admin_replay_failed_again(inputs)
});
/**
* | output |
* | --- |
* | "Replay {type} {id}" |
*
* @param {Admin_Replay_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_label = /** @type {((inputs: Admin_Replay_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replay_label(inputs)
	if (locale === "ar") return __ar.admin_replay_label(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replay_label(inputs)
	return __en.admin_replay_label(inputs)
});
/**
* | output |
* | --- |
* | "Event replayed" |
*
* @param {Admin_ReplayedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replayed = /** @type {((inputs?: Admin_ReplayedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReplayedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replayed(inputs)
	if (locale === "ar") return __ar.admin_replayed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replayed(inputs)
	return __en.admin_replayed(inputs)
});
/**
* | output |
* | --- |
* | "It was applied." |
*
* @param {Admin_Replayed_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replayed_applied = /** @type {((inputs?: Admin_Replayed_AppliedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replayed_AppliedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replayed_applied(inputs)
	if (locale === "ar") return __ar.admin_replayed_applied(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replayed_applied(inputs)
	return __en.admin_replayed_applied(inputs)
});
/**
* | output |
* | --- |
* | "It was ignored: {reason}." |
*
* @param {Admin_Replayed_IgnoredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replayed_ignored = /** @type {((inputs: Admin_Replayed_IgnoredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replayed_IgnoredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_replayed_ignored(inputs)
	if (locale === "ar") return __ar.admin_replayed_ignored(inputs)
	if (locale === "en-XA") return __en_xa2.admin_replayed_ignored(inputs)
	return __en.admin_replayed_ignored(inputs)
});
/**
* | output |
* | --- |
* | "Already running" |
*
* @param {Admin_Run_Already_RunningInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_already_running = /** @type {((inputs?: Admin_Run_Already_RunningInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Already_RunningInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_already_running(inputs)
	if (locale === "ar") return __ar.admin_run_already_running(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_already_running(inputs)
	return __en.admin_run_already_running(inputs)
});
/**
* | output |
* | --- |
* | "{email} started this reconciliation; its progress is shown here." |
*
* @param {Admin_Run_Already_Running_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_already_running_text = /** @type {((inputs: Admin_Run_Already_Running_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Already_Running_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_already_running_text(inputs)
	if (locale === "ar") return __ar.admin_run_already_running_text(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_already_running_text(inputs)
	return __en.admin_run_already_running_text(inputs)
});
/**
* | output |
* | --- |
* | "Counting the customers to re-read…" |
*
* @param {Admin_Run_CountingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_counting = /** @type {((inputs?: Admin_Run_CountingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_CountingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_counting(inputs)
	if (locale === "ar") return __ar.admin_run_counting(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_counting(inputs)
	return __en.admin_run_counting(inputs)
});
/**
* | output |
* | --- |
* | "Done: {done} of {customers} re-read from Polar{failures}." |
*
* @param {Admin_Run_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_done = /** @type {((inputs: Admin_Run_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_done(inputs)
	if (locale === "ar") return __ar.admin_run_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_done(inputs)
	return __en.admin_run_done(inputs)
});
/**
* | output |
* | --- |
* | "Everyone" |
*
* @param {Admin_Run_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_everyone = /** @type {((inputs?: Admin_Run_EveryoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_EveryoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_everyone(inputs)
	if (locale === "ar") return __ar.admin_run_everyone(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_everyone(inputs)
	return __en.admin_run_everyone(inputs)
});
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_Run_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_failed = /** @type {((inputs?: Admin_Run_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_failed(inputs)
	if (locale === "ar") return __ar.admin_run_failed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_failed(inputs)
	return __en.admin_run_failed(inputs)
});
/**
* | output |
* | --- |
* | ", {failed} failed ({reason})" |
*
* @param {Admin_Run_FailuresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_failures = /** @type {((inputs: Admin_Run_FailuresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_FailuresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_failures(inputs)
	if (locale === "ar") return __ar.admin_run_failures(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_failures(inputs)
	return __en.admin_run_failures(inputs)
});
/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Admin_Run_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_finished = /** @type {((inputs?: Admin_Run_FinishedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_FinishedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_finished(inputs)
	if (locale === "ar") return __ar.admin_run_finished(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_finished(inputs)
	return __en.admin_run_finished(inputs)
});
/**
* | output |
* | --- |
* | "Interrupted" |
*
* @param {Admin_Run_InterruptedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_interrupted = /** @type {((inputs?: Admin_Run_InterruptedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_InterruptedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_interrupted(inputs)
	if (locale === "ar") return __ar.admin_run_interrupted(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_interrupted(inputs)
	return __en.admin_run_interrupted(inputs)
});
/**
* | output |
* | --- |
* | "Interrupted after {customers}: the server doing it stopped. Start it again." |
*
* @param {Admin_Run_Interrupted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_interrupted_text = /** @type {((inputs: Admin_Run_Interrupted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Interrupted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_interrupted_text(inputs)
	if (locale === "ar") return __ar.admin_run_interrupted_text(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_interrupted_text(inputs)
	return __en.admin_run_interrupted_text(inputs)
});
/**
* | output |
* | --- |
* | "no reason given" |
*
* @param {Admin_Run_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_no_reason = /** @type {((inputs?: Admin_Run_No_ReasonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_No_ReasonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_no_reason(inputs)
	if (locale === "ar") return __ar.admin_run_no_reason(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_no_reason(inputs)
	return __en.admin_run_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "Could not start the reconciliation" |
*
* @param {Admin_Run_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_not_started = /** @type {((inputs?: Admin_Run_Not_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Not_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_not_started(inputs)
	if (locale === "ar") return __ar.admin_run_not_started(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_not_started(inputs)
	return __en.admin_run_not_started(inputs)
});
/**
* | output |
* | --- |
* | "{done} of {customers} re-read from Polar{failures}." |
*
* @param {Admin_Run_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_progress = /** @type {((inputs: Admin_Run_ProgressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_ProgressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_progress(inputs)
	if (locale === "ar") return __ar.admin_run_progress(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_progress(inputs)
	return __en.admin_run_progress(inputs)
});
/**
* | output |
* | --- |
* | "Reconciling {whom}" |
*
* @param {Admin_Run_ReconcilingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_reconciling = /** @type {((inputs: Admin_Run_ReconcilingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_ReconcilingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_reconciling(inputs)
	if (locale === "ar") return __ar.admin_run_reconciling(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_reconciling(inputs)
	return __en.admin_run_reconciling(inputs)
});
/**
* | output |
* | --- |
* | "Running" |
*
* @param {Admin_Run_RunningInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_running = /** @type {((inputs?: Admin_Run_RunningInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_RunningInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_running(inputs)
	if (locale === "ar") return __ar.admin_run_running(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_running(inputs)
	return __en.admin_run_running(inputs)
});
/**
* | output |
* | --- |
* | "Stopped after {customers}: {reason}." |
*
* @param {Admin_Run_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_stopped = /** @type {((inputs: Admin_Run_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_stopped(inputs)
	if (locale === "ar") return __ar.admin_run_stopped(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_stopped(inputs)
	return __en.admin_run_stopped(inputs)
});
/**
* | output |
* | --- |
* | "an unknown error" |
*
* @param {Admin_Run_Unknown_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_unknown_error = /** @type {((inputs?: Admin_Run_Unknown_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Unknown_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_run_unknown_error(inputs)
	if (locale === "ar") return __ar.admin_run_unknown_error(inputs)
	if (locale === "en-XA") return __en_xa2.admin_run_unknown_error(inputs)
	return __en.admin_run_unknown_error(inputs)
});
/**
* | output |
* | --- |
* | "By" |
*
* @param {Admin_Runs_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_by = /** @type {((inputs?: Admin_Runs_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_by(inputs)
	if (locale === "ar") return __ar.admin_runs_by(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_by(inputs)
	return __en.admin_runs_by(inputs)
});
/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Admin_Runs_CustomersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_customers = /** @type {((inputs?: Admin_Runs_CustomersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_CustomersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_customers(inputs)
	if (locale === "ar") return __ar.admin_runs_customers(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_customers(inputs)
	return __en.admin_runs_customers(inputs)
});
/**
* | output |
* | --- |
* | "No reconciliation was started from the console yet." |
*
* @param {Admin_Runs_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_empty = /** @type {((inputs?: Admin_Runs_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_empty(inputs)
	if (locale === "ar") return __ar.admin_runs_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_empty(inputs)
	return __en.admin_runs_empty(inputs)
});
/**
* | output |
* | --- |
* | "Loading the recent reconciliations…" |
*
* @param {Admin_Runs_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_loading = /** @type {((inputs?: Admin_Runs_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_loading(inputs)
	if (locale === "ar") return __ar.admin_runs_loading(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_loading(inputs)
	return __en.admin_runs_loading(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Admin_Runs_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_progress = /** @type {((inputs?: Admin_Runs_ProgressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_ProgressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_progress(inputs)
	if (locale === "ar") return __ar.admin_runs_progress(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_progress(inputs)
	return __en.admin_runs_progress(inputs)
});
/**
* | output |
* | --- |
* | "Recent reconciliations" |
*
* @param {Admin_Runs_RecentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_recent = /** @type {((inputs?: Admin_Runs_RecentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_RecentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_recent(inputs)
	if (locale === "ar") return __ar.admin_runs_recent(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_recent(inputs)
	return __en.admin_runs_recent(inputs)
});
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Admin_Runs_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_started = /** @type {((inputs?: Admin_Runs_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_runs_started(inputs)
	if (locale === "ar") return __ar.admin_runs_started(inputs)
	if (locale === "en-XA") return __en_xa2.admin_runs_started(inputs)
	return __en.admin_runs_started(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Admin_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_search = /** @type {((inputs?: Admin_SearchInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SearchInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_search(inputs)
	if (locale === "ar") return __ar.admin_search(inputs)
	if (locale === "en-XA") return __en_xa2.admin_search(inputs)
	return __en.admin_search(inputs)
});
/**
* | output |
* | --- |
* | "Search and filters" |
*
* @param {Admin_Search_And_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_search_and_filters = /** @type {((inputs?: Admin_Search_And_FiltersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_And_FiltersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_search_and_filters(inputs)
	if (locale === "ar") return __ar.admin_search_and_filters(inputs)
	if (locale === "en-XA") return __en_xa2.admin_search_and_filters(inputs)
	return __en.admin_search_and_filters(inputs)
});
/**
* | output |
* | --- |
* | "Sign-ins" |
*
* @param {Admin_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins = /** @type {((inputs?: Admin_Sign_InsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sign_InsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sign_ins(inputs)
	if (locale === "ar") return __ar.admin_sign_ins(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sign_ins(inputs)
	return __en.admin_sign_ins(inputs)
});
/**
* | output |
* | --- |
* | "Sign-ins per day" |
*
* @param {Admin_Sign_Ins_Per_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins_per_day = /** @type {((inputs?: Admin_Sign_Ins_Per_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sign_Ins_Per_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sign_ins_per_day(inputs)
	if (locale === "ar") return __ar.admin_sign_ins_per_day(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sign_ins_per_day(inputs)
	return __en.admin_sign_ins_per_day(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} sign-in in the last {days} days (UTC)." |
* | * | "{shown} sign-ins in the last {days} days (UTC)." |
*
* @param {Admin_Sign_Ins_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins_summary = /** @type {((inputs: Admin_Sign_Ins_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sign_Ins_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sign_ins_summary(inputs)
	if (locale === "ar") return __ar.admin_sign_ins_summary(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sign_ins_summary(inputs)
	return __en.admin_sign_ins_summary(inputs)
});
/**
* | output |
* | --- |
* | "Since" |
*
* @param {Admin_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_since = /** @type {((inputs?: Admin_SinceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SinceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_since(inputs)
	if (locale === "ar") return __ar.admin_since(inputs)
	if (locale === "en-XA") return __en_xa2.admin_since(inputs)
	return __en.admin_since(inputs)
});
/**
* | output |
* | --- |
* | "Address, A to Z" |
*
* @param {Admin_Sort_Email_AscInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_email_asc = /** @type {((inputs?: Admin_Sort_Email_AscInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Email_AscInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sort_email_asc(inputs)
	if (locale === "ar") return __ar.admin_sort_email_asc(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sort_email_asc(inputs)
	return __en.admin_sort_email_asc(inputs)
});
/**
* | output |
* | --- |
* | "Address, Z to A" |
*
* @param {Admin_Sort_Email_DescInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_email_desc = /** @type {((inputs?: Admin_Sort_Email_DescInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Email_DescInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sort_email_desc(inputs)
	if (locale === "ar") return __ar.admin_sort_email_desc(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sort_email_desc(inputs)
	return __en.admin_sort_email_desc(inputs)
});
/**
* | output |
* | --- |
* | "Name, A to Z" |
*
* @param {Admin_Sort_Name_AscInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_name_asc = /** @type {((inputs?: Admin_Sort_Name_AscInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Name_AscInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sort_name_asc(inputs)
	if (locale === "ar") return __ar.admin_sort_name_asc(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sort_name_asc(inputs)
	return __en.admin_sort_name_asc(inputs)
});
/**
* | output |
* | --- |
* | "Name, Z to A" |
*
* @param {Admin_Sort_Name_DescInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_name_desc = /** @type {((inputs?: Admin_Sort_Name_DescInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_Name_DescInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sort_name_desc(inputs)
	if (locale === "ar") return __ar.admin_sort_name_desc(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sort_name_desc(inputs)
	return __en.admin_sort_name_desc(inputs)
});
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Admin_Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_newest = /** @type {((inputs?: Admin_Sort_NewestInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_NewestInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sort_newest(inputs)
	if (locale === "ar") return __ar.admin_sort_newest(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sort_newest(inputs)
	return __en.admin_sort_newest(inputs)
});
/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Admin_Sort_OldestInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sort_oldest = /** @type {((inputs?: Admin_Sort_OldestInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_OldestInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_sort_oldest(inputs)
	if (locale === "ar") return __ar.admin_sort_oldest(inputs)
	if (locale === "en-XA") return __en_xa2.admin_sort_oldest(inputs)
	return __en.admin_sort_oldest(inputs)
});
/**
* | output |
* | --- |
* | "State" |
*
* @param {Admin_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state = /** @type {((inputs?: Admin_StateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_StateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_state(inputs)
	if (locale === "ar") return __ar.admin_state(inputs)
	if (locale === "en-XA") return __en_xa2.admin_state(inputs)
	return __en.admin_state(inputs)
});
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Admin_State_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_applied = /** @type {((inputs?: Admin_State_AppliedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_AppliedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_state_applied(inputs)
	if (locale === "ar") return __ar.admin_state_applied(inputs)
	if (locale === "en-XA") return __en_xa2.admin_state_applied(inputs)
	return __en.admin_state_applied(inputs)
});
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_State_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_failed = /** @type {((inputs?: Admin_State_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_state_failed(inputs)
	if (locale === "ar") return __ar.admin_state_failed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_state_failed(inputs)
	return __en.admin_state_failed(inputs)
});
/**
* | output |
* | --- |
* | "Ignored" |
*
* @param {Admin_State_IgnoredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_ignored = /** @type {((inputs?: Admin_State_IgnoredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_IgnoredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_state_ignored(inputs)
	if (locale === "ar") return __ar.admin_state_ignored(inputs)
	if (locale === "en-XA") return __en_xa2.admin_state_ignored(inputs)
	return __en.admin_state_ignored(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Admin_State_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_pending = /** @type {((inputs?: Admin_State_PendingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_PendingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_state_pending(inputs)
	if (locale === "ar") return __ar.admin_state_pending(inputs)
	if (locale === "en-XA") return __en_xa2.admin_state_pending(inputs)
	return __en.admin_state_pending(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_status = /** @type {((inputs?: Admin_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_status(inputs)
	if (locale === "ar") return __ar.admin_status(inputs)
	if (locale === "en-XA") return __en_xa2.admin_status(inputs)
	return __en.admin_status(inputs)
});
/**
* | output |
* | --- |
* | "Subscribed" |
*
* @param {Admin_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscribed = /** @type {((inputs?: Admin_SubscribedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SubscribedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_subscribed(inputs)
	if (locale === "ar") return __ar.admin_subscribed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_subscribed(inputs)
	return __en.admin_subscribed(inputs)
});
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Admin_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscription = /** @type {((inputs?: Admin_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_subscription(inputs)
	if (locale === "ar") return __ar.admin_subscription(inputs)
	if (locale === "en-XA") return __en_xa2.admin_subscription(inputs)
	return __en.admin_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Admin_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscriptions = /** @type {((inputs?: Admin_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_subscriptions(inputs)
	if (locale === "ar") return __ar.admin_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_subscriptions(inputs)
	return __en.admin_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Active subscriptions by plan" |
*
* @param {Admin_Subscriptions_By_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscriptions_by_plan = /** @type {((inputs?: Admin_Subscriptions_By_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subscriptions_By_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_subscriptions_by_plan(inputs)
	if (locale === "ar") return __ar.admin_subscriptions_by_plan(inputs)
	if (locale === "en-XA") return __en_xa2.admin_subscriptions_by_plan(inputs)
	return __en.admin_subscriptions_by_plan(inputs)
});
/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_users = /** @type {((inputs?: Admin_UsersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UsersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_users(inputs)
	if (locale === "ar") return __ar.admin_users(inputs)
	if (locale === "en-XA") return __en_xa2.admin_users(inputs)
	return __en.admin_users(inputs)
});
/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Admin_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_verified = /** @type {((inputs?: Admin_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_verified(inputs)
	if (locale === "ar") return __ar.admin_verified(inputs)
	if (locale === "en-XA") return __en_xa2.admin_verified(inputs)
	return __en.admin_verified(inputs)
});
/**
* | output |
* | --- |
* | "Webhook events" |
*
* @param {Admin_Webhook_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhook_events = /** @type {((inputs?: Admin_Webhook_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhook_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhook_events(inputs)
	if (locale === "ar") return __ar.admin_webhook_events(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhook_events(inputs)
	return __en.admin_webhook_events(inputs)
});
/**
* | output |
* | --- |
* | "Webhook inbox" |
*
* @param {Admin_Webhook_InboxInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhook_inbox = /** @type {((inputs?: Admin_Webhook_InboxInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhook_InboxInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhook_inbox(inputs)
	if (locale === "ar") return __ar.admin_webhook_inbox(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhook_inbox(inputs)
	return __en.admin_webhook_inbox(inputs)
});
/**
* | output |
* | --- |
* | "Every signed event Polar sent, once by its id. A failed event is retried with each scheduled reconciliation, up to 20 attempts; Replay applies a failed or ig..." |
*
* @param {Admin_Webhook_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhook_inbox_text = /** @type {((inputs?: Admin_Webhook_Inbox_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhook_Inbox_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhook_inbox_text(inputs)
	if (locale === "ar") return __ar.admin_webhook_inbox_text(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhook_inbox_text(inputs)
	return __en.admin_webhook_inbox_text(inputs)
});
/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Admin_WebhooksInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks = /** @type {((inputs?: Admin_WebhooksInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WebhooksInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhooks(inputs)
	if (locale === "ar") return __ar.admin_webhooks(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhooks(inputs)
	return __en.admin_webhooks(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event has failed and not been applied since." |
* | * | "{shown} events have failed and not been applied since." |
*
* @param {Admin_Webhooks_Failed_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks_failed_summary = /** @type {((inputs: Admin_Webhooks_Failed_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhooks_Failed_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhooks_failed_summary(inputs)
	if (locale === "ar") return __ar.admin_webhooks_failed_summary(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhooks_failed_summary(inputs)
	return __en.admin_webhooks_failed_summary(inputs)
});
/**
* | output |
* | --- |
* | "Webhook events per day" |
*
* @param {Admin_Webhooks_Per_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks_per_day = /** @type {((inputs?: Admin_Webhooks_Per_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhooks_Per_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhooks_per_day(inputs)
	if (locale === "ar") return __ar.admin_webhooks_per_day(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhooks_per_day(inputs)
	return __en.admin_webhooks_per_day(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event from Polar in the last {days} days (UTC);" |
* | * | "{shown} events from Polar in the last {days} days (UTC);" |
*
* @param {Admin_Webhooks_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks_summary = /** @type {((inputs: Admin_Webhooks_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhooks_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_webhooks_summary(inputs)
	if (locale === "ar") return __ar.admin_webhooks_summary(inputs)
	if (locale === "en-XA") return __en_xa2.admin_webhooks_summary(inputs)
	return __en.admin_webhooks_summary(inputs)
});
/**
* | output |
* | --- |
* | "What" |
*
* @param {Admin_WhatInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_what = /** @type {((inputs?: Admin_WhatInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WhatInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_what(inputs)
	if (locale === "ar") return __ar.admin_what(inputs)
	if (locale === "en-XA") return __en_xa2.admin_what(inputs)
	return __en.admin_what(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Admin_WhenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_when = /** @type {((inputs?: Admin_WhenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WhenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_when(inputs)
	if (locale === "ar") return __ar.admin_when(inputs)
	if (locale === "en-XA") return __en_xa2.admin_when(inputs)
	return __en.admin_when(inputs)
});
/**
* | output |
* | --- |
* | "Who" |
*
* @param {Admin_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_who = /** @type {((inputs?: Admin_WhoInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WhoInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_who(inputs)
	if (locale === "ar") return __ar.admin_who(inputs)
	if (locale === "en-XA") return __en_xa2.admin_who(inputs)
	return __en.admin_who(inputs)
});
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
* | "Delete" |
*
* @param {Common_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_delete = /** @type {((inputs?: Common_DeleteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DeleteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_delete(inputs)
	if (locale === "ar") return __ar.common_delete(inputs)
	if (locale === "en-XA") return __en_xa2.common_delete(inputs)
	return __en.common_delete(inputs)
});
/**
* | output |
* | --- |
* | "Not removed" |
*
* @param {Common_Not_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_not_removed = /** @type {((inputs?: Common_Not_RemovedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_RemovedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_not_removed(inputs)
	if (locale === "ar") return __ar.common_not_removed(inputs)
	if (locale === "en-XA") return __en_xa2.common_not_removed(inputs)
	return __en.common_not_removed(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Common_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_remove = /** @type {((inputs?: Common_RemoveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_RemoveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_remove(inputs)
	if (locale === "ar") return __ar.common_remove(inputs)
	if (locale === "en-XA") return __en_xa2.common_remove(inputs)
	return __en.common_remove(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Common_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_try_again = /** @type {((inputs?: Common_Try_AgainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Try_AgainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_try_again(inputs)
	if (locale === "ar") return __ar.common_try_again(inputs)
	if (locale === "en-XA") return __en_xa2.common_try_again(inputs)
	return __en.common_try_again(inputs)
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
* | "Accept invitation" |
*
* @param {Invitation_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_accept = /** @type {((inputs?: Invitation_AcceptInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_AcceptInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_accept(inputs)
	if (locale === "ar") return __ar.invitation_accept(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_accept(inputs)
	return __en.invitation_accept(inputs)
});
/**
* | output |
* | --- |
* | "You are already a member of {organization}" |
*
* @param {Invitation_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_already_member = /** @type {((inputs: Invitation_Already_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Already_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_already_member(inputs)
	if (locale === "ar") return __ar.invitation_already_member(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_already_member(inputs)
	return __en.invitation_already_member(inputs)
});
/**
* | output |
* | --- |
* | "There is nothing to accept: you can work in it now." |
*
* @param {Invitation_Already_Member_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_already_member_text = /** @type {((inputs?: Invitation_Already_Member_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Already_Member_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_already_member_text(inputs)
	if (locale === "ar") return __ar.invitation_already_member_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_already_member_text(inputs)
	return __en.invitation_already_member_text(inputs)
});
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Invitation_DeclineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_decline = /** @type {((inputs?: Invitation_DeclineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_DeclineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_decline(inputs)
	if (locale === "ar") return __ar.invitation_decline(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_decline(inputs)
	return __en.invitation_decline(inputs)
});
/**
* | output |
* | --- |
* | "Invitation declined" |
*
* @param {Invitation_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_declined = /** @type {((inputs?: Invitation_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_declined(inputs)
	if (locale === "ar") return __ar.invitation_declined(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_declined(inputs)
	return __en.invitation_declined(inputs)
});
/**
* | output |
* | --- |
* | "Nothing changed in your account. The invitation no longer works." |
*
* @param {Invitation_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_declined_text = /** @type {((inputs?: Invitation_Declined_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Declined_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_declined_text(inputs)
	if (locale === "ar") return __ar.invitation_declined_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_declined_text(inputs)
	return __en.invitation_declined_text(inputs)
});
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Invitation_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_expires = /** @type {((inputs?: Invitation_ExpiresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_ExpiresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_expires(inputs)
	if (locale === "ar") return __ar.invitation_expires(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_expires(inputs)
	return __en.invitation_expires(inputs)
});
/**
* | output |
* | --- |
* | "Try again in a moment." |
*
* @param {Invitation_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_failed_text = /** @type {((inputs?: Invitation_Failed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Failed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_failed_text(inputs)
	if (locale === "ar") return __ar.invitation_failed_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_failed_text(inputs)
	return __en.invitation_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "The invitation could not be opened" |
*
* @param {Invitation_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_failed_title = /** @type {((inputs?: Invitation_Failed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Failed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_failed_title(inputs)
	if (locale === "ar") return __ar.invitation_failed_title(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_failed_title(inputs)
	return __en.invitation_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Invitation_Go_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_go_to_dashboard = /** @type {((inputs?: Invitation_Go_To_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Go_To_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_go_to_dashboard(inputs)
	if (locale === "ar") return __ar.invitation_go_to_dashboard(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_go_to_dashboard(inputs)
	return __en.invitation_go_to_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Invitations work once and for a limited time. Ask whoever invited you to send a new one." |
*
* @param {Invitation_Gone_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_gone_text = /** @type {((inputs?: Invitation_Gone_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Gone_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_gone_text(inputs)
	if (locale === "ar") return __ar.invitation_gone_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_gone_text(inputs)
	return __en.invitation_gone_text(inputs)
});
/**
* | output |
* | --- |
* | "This invitation has expired or was already used" |
*
* @param {Invitation_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_gone_title = /** @type {((inputs?: Invitation_Gone_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Gone_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_gone_title(inputs)
	if (locale === "ar") return __ar.invitation_gone_title(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_gone_title(inputs)
	return __en.invitation_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "You were invited to an organization on {appName}." |
*
* @param {Invitation_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_invited = /** @type {((inputs: Invitation_InvitedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_InvitedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_invited(inputs)
	if (locale === "ar") return __ar.invitation_invited(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_invited(inputs)
	return __en.invitation_invited(inputs)
});
/**
* | output |
* | --- |
* | "{inviter} invited you to join {organization} as {role}." |
*
* @param {Invitation_Invited_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_invited_as = /** @type {((inputs: Invitation_Invited_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Invited_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_invited_as(inputs)
	if (locale === "ar") return __ar.invitation_invited_as(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_invited_as(inputs)
	return __en.invitation_invited_as(inputs)
});
/**
* | output |
* | --- |
* | "{inviter} invited you to join {organization} on {appName}." |
*
* @param {Invitation_Invited_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_invited_by = /** @type {((inputs: Invitation_Invited_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Invited_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_invited_by(inputs)
	if (locale === "ar") return __ar.invitation_invited_by(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_invited_by(inputs)
	return __en.invitation_invited_by(inputs)
});
/**
* | output |
* | --- |
* | "Join {organization}" |
*
* @param {Invitation_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_join = /** @type {((inputs: Invitation_JoinInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_JoinInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_join(inputs)
	if (locale === "ar") return __ar.invitation_join(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_join(inputs)
	return __en.invitation_join(inputs)
});
/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Invitation_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_not_accepted = /** @type {((inputs?: Invitation_Not_AcceptedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Not_AcceptedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_not_accepted(inputs)
	if (locale === "ar") return __ar.invitation_not_accepted(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_not_accepted(inputs)
	return __en.invitation_not_accepted(inputs)
});
/**
* | output |
* | --- |
* | "Not declined" |
*
* @param {Invitation_Not_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_not_declined = /** @type {((inputs?: Invitation_Not_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Not_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_not_declined(inputs)
	if (locale === "ar") return __ar.invitation_not_declined(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_not_declined(inputs)
	return __en.invitation_not_declined(inputs)
});
/**
* | output |
* | --- |
* | "Open {name}" |
*
* @param {Invitation_Open_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_open_organization = /** @type {((inputs: Invitation_Open_OrganizationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Open_OrganizationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_open_organization(inputs)
	if (locale === "ar") return __ar.invitation_open_organization(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_open_organization(inputs)
	return __en.invitation_open_organization(inputs)
});
/**
* | output |
* | --- |
* | "Open your settings" |
*
* @param {Invitation_Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_open_settings = /** @type {((inputs?: Invitation_Open_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Open_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_open_settings(inputs)
	if (locale === "ar") return __ar.invitation_open_settings(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_open_settings(inputs)
	return __en.invitation_open_settings(inputs)
});
/**
* | output |
* | --- |
* | "Opening the invitation…" |
*
* @param {Invitation_OpeningInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_opening = /** @type {((inputs?: Invitation_OpeningInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_OpeningInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_opening(inputs)
	if (locale === "ar") return __ar.invitation_opening(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_opening(inputs)
	return __en.invitation_opening(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with the address the invitation was sent to, and you come back here to accept or decline it. New to {appName}? The same link makes your account." |
*
* @param {Invitation_Sign_In_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_sign_in_back = /** @type {((inputs: Invitation_Sign_In_BackInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Sign_In_BackInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_sign_in_back(inputs)
	if (locale === "ar") return __ar.invitation_sign_in_back(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_sign_in_back(inputs)
	return __en.invitation_sign_in_back(inputs)
});
/**
* | output |
* | --- |
* | "Sign out and use another address" |
*
* @param {Invitation_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_sign_out = /** @type {((inputs?: Invitation_Sign_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Sign_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_sign_out(inputs)
	if (locale === "ar") return __ar.invitation_sign_out(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_sign_out(inputs)
	return __en.invitation_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Invitation_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signed_in_as = /** @type {((inputs?: Invitation_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Signed_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_signed_in_as(inputs)
	if (locale === "ar") return __ar.invitation_signed_in_as(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_signed_in_as(inputs)
	return __en.invitation_signed_in_as(inputs)
});
/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Invitation_Signed_In_As_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signed_in_as_text = /** @type {((inputs: Invitation_Signed_In_As_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Signed_In_As_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_signed_in_as_text(inputs)
	if (locale === "ar") return __ar.invitation_signed_in_as_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_signed_in_as_text(inputs)
	return __en.invitation_signed_in_as_text(inputs)
});
/**
* | output |
* | --- |
* | "Only someone who proved they read the invited inbox can answer an invitation. Confirm your address in your settings, then open the invitation again." |
*
* @param {Invitation_Unverified_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_unverified_text = /** @type {((inputs?: Invitation_Unverified_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Unverified_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_unverified_text(inputs)
	if (locale === "ar") return __ar.invitation_unverified_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_unverified_text(inputs)
	return __en.invitation_unverified_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email address first" |
*
* @param {Invitation_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_unverified_title = /** @type {((inputs?: Invitation_Unverified_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Unverified_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_unverified_title(inputs)
	if (locale === "ar") return __ar.invitation_unverified_title(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_unverified_title(inputs)
	return __en.invitation_unverified_title(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to {organization}" |
*
* @param {Invitation_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_welcome = /** @type {((inputs: Invitation_WelcomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_WelcomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_welcome(inputs)
	if (locale === "ar") return __ar.invitation_welcome(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_welcome(inputs)
	return __en.invitation_welcome(inputs)
});
/**
* | output |
* | --- |
* | "It is your active workspace; you joined as {role}." |
*
* @param {Invitation_Welcome_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_welcome_text = /** @type {((inputs: Invitation_Welcome_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Welcome_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_welcome_text(inputs)
	if (locale === "ar") return __ar.invitation_welcome_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_welcome_text(inputs)
	return __en.invitation_welcome_text(inputs)
});
/**
* | output |
* | --- |
* | "This invitation is for another address. Sign in with the address it was sent to." |
*
* @param {Invitation_Wrong_Address_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_wrong_address_text = /** @type {((inputs?: Invitation_Wrong_Address_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Wrong_Address_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_wrong_address_text(inputs)
	if (locale === "ar") return __ar.invitation_wrong_address_text(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_wrong_address_text(inputs)
	return __en.invitation_wrong_address_text(inputs)
});
/**
* | output |
* | --- |
* | "This invitation is for another address" |
*
* @param {Invitation_Wrong_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_wrong_address_title = /** @type {((inputs?: Invitation_Wrong_Address_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Wrong_Address_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_wrong_address_title(inputs)
	if (locale === "ar") return __ar.invitation_wrong_address_title(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_wrong_address_title(inputs)
	return __en.invitation_wrong_address_title(inputs)
});
/**
* | output |
* | --- |
* | "You have an invitation" |
*
* @param {Invitation_You_Have_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_you_have_one = /** @type {((inputs?: Invitation_You_Have_OneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_You_Have_OneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_you_have_one(inputs)
	if (locale === "ar") return __ar.invitation_you_have_one(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_you_have_one(inputs)
	return __en.invitation_you_have_one(inputs)
});
/**
* | output |
* | --- |
* | "Your invitation" |
*
* @param {Invitation_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_yours = /** @type {((inputs?: Invitation_YoursInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_YoursInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.invitation_yours(inputs)
	if (locale === "ar") return __ar.invitation_yours(inputs)
	if (locale === "en-XA") return __en_xa2.invitation_yours(inputs)
	return __en.invitation_yours(inputs)
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
* | "API key" |
*
* @param {Org_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_api_key = /** @type {((inputs?: Org_Api_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Api_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_api_key(inputs)
	if (locale === "ar") return __ar.org_api_key(inputs)
	if (locale === "en-XA") return __en_xa2.org_api_key(inputs)
	return __en.org_api_key(inputs)
});
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Org_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing = /** @type {((inputs?: Org_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing(inputs)
	if (locale === "ar") return __ar.org_billing(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing(inputs)
	return __en.org_billing(inputs)
});
/**
* | output |
* | --- |
* | "As an owner, you can subscribe, cancel, resume and open the billing portal." |
*
* @param {Org_Billing_As_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_as_owner = /** @type {((inputs?: Org_Billing_As_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_As_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_as_owner(inputs)
	if (locale === "ar") return __ar.org_billing_as_owner(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_as_owner(inputs)
	return __en.org_billing_as_owner(inputs)
});
/**
* | output |
* | --- |
* | "A subscription bought while {organization} is the active workspace belongs to the organization, not to the person who bought it." |
*
* @param {Org_Billing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_description = /** @type {((inputs: Org_Billing_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_description(inputs)
	if (locale === "ar") return __ar.org_billing_description(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_description(inputs)
	return __en.org_billing_description(inputs)
});
/**
* | output |
* | --- |
* | "Every member sees the organization's plan on the Subscriptions page." |
*
* @param {Org_Billing_Every_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_every_member = /** @type {((inputs?: Org_Billing_Every_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_Every_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_every_member(inputs)
	if (locale === "ar") return __ar.org_billing_every_member(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_every_member(inputs)
	return __en.org_billing_every_member(inputs)
});
/**
* | output |
* | --- |
* | "Manage the plan" |
*
* @param {Org_Billing_Manage_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_manage_plan = /** @type {((inputs?: Org_Billing_Manage_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_Manage_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_manage_plan(inputs)
	if (locale === "ar") return __ar.org_billing_manage_plan(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_manage_plan(inputs)
	return __en.org_billing_manage_plan(inputs)
});
/**
* | output |
* | --- |
* | "Only the organization's owners can manage its billing." |
*
* @param {Org_Billing_RefusalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_refusal = /** @type {((inputs?: Org_Billing_RefusalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_RefusalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_refusal(inputs)
	if (locale === "ar") return __ar.org_billing_refusal(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_refusal(inputs)
	return __en.org_billing_refusal(inputs)
});
/**
* | output |
* | --- |
* | "See the plan" |
*
* @param {Org_Billing_See_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_see_plan = /** @type {((inputs?: Org_Billing_See_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_See_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_see_plan(inputs)
	if (locale === "ar") return __ar.org_billing_see_plan(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_see_plan(inputs)
	return __en.org_billing_see_plan(inputs)
});
/**
* | role | output |
* | --- | --- |
* | "owner" | "Your role is owner." |
* | "admin" | "Your role is admin." |
* | * | "Your role is member." |
*
* @param {Org_Billing_Your_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_your_role = /** @type {((inputs: Org_Billing_Your_RoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_Your_RoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_billing_your_role(inputs)
	if (locale === "ar") return __ar.org_billing_your_role(inputs)
	if (locale === "en-XA") return __en_xa2.org_billing_your_role(inputs)
	return __en.org_billing_your_role(inputs)
});
/**
* | output |
* | --- |
* | "Create organization" |
*
* @param {Org_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_create = /** @type {((inputs?: Org_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_create(inputs)
	if (locale === "ar") return __ar.org_create(inputs)
	if (locale === "en-XA") return __en_xa2.org_create(inputs)
	return __en.org_create(inputs)
});
/**
* | output |
* | --- |
* | "Create an organization" |
*
* @param {Org_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_create_title = /** @type {((inputs?: Org_Create_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Create_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_create_title(inputs)
	if (locale === "ar") return __ar.org_create_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_create_title(inputs)
	return __en.org_create_title(inputs)
});
/**
* | output |
* | --- |
* | "Organization created" |
*
* @param {Org_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_created = /** @type {((inputs?: Org_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_created(inputs)
	if (locale === "ar") return __ar.org_created(inputs)
	if (locale === "en-XA") return __en_xa2.org_created(inputs)
	return __en.org_created(inputs)
});
/**
* | output |
* | --- |
* | "{name} is your active workspace. Invite people to work in it with you." |
*
* @param {Org_Created_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_created_text = /** @type {((inputs: Org_Created_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Created_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_created_text(inputs)
	if (locale === "ar") return __ar.org_created_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_created_text(inputs)
	return __en.org_created_text(inputs)
});
/**
* | output |
* | --- |
* | "Danger zone" |
*
* @param {Org_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_danger_zone = /** @type {((inputs?: Org_Danger_ZoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Danger_ZoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_danger_zone(inputs)
	if (locale === "ar") return __ar.org_danger_zone(inputs)
	if (locale === "en-XA") return __en_xa2.org_danger_zone(inputs)
	return __en.org_danger_zone(inputs)
});
/**
* | output |
* | --- |
* | "Delete organization" |
*
* @param {Org_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete = /** @type {((inputs?: Org_DeleteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_DeleteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete(inputs)
	if (locale === "ar") return __ar.org_delete(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete(inputs)
	return __en.org_delete(inputs)
});
/**
* | output |
* | --- |
* | "{organization} is deleted for everyone: its subscriptions end at the payment provider, its API key stops working, and its members, teams and invitations are ..." |
*
* @param {Org_Delete_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_confirm_text = /** @type {((inputs: Org_Delete_Confirm_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Confirm_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete_confirm_text(inputs)
	if (locale === "ar") return __ar.org_delete_confirm_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete_confirm_text(inputs)
	return __en.org_delete_confirm_text(inputs)
});
/**
* | output |
* | --- |
* | "Delete {organization}?" |
*
* @param {Org_Delete_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_confirm_title = /** @type {((inputs: Org_Delete_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Confirm_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete_confirm_title(inputs)
	if (locale === "ar") return __ar.org_delete_confirm_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete_confirm_title(inputs)
	return __en.org_delete_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "Delete organization…" |
*
* @param {Org_Delete_EllipsisInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_ellipsis = /** @type {((inputs?: Org_Delete_EllipsisInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_EllipsisInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete_ellipsis(inputs)
	if (locale === "ar") return __ar.org_delete_ellipsis(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete_ellipsis(inputs)
	return __en.org_delete_ellipsis(inputs)
});
/**
* | output |
* | --- |
* | "Ends its subscriptions, revokes its API key and removes its members, teams and invitations. This cannot be undone." |
*
* @param {Org_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_text = /** @type {((inputs?: Org_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete_text(inputs)
	if (locale === "ar") return __ar.org_delete_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete_text(inputs)
	return __en.org_delete_text(inputs)
});
/**
* | output |
* | --- |
* | "Delete the organization" |
*
* @param {Org_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_title = /** @type {((inputs?: Org_Delete_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete_title(inputs)
	if (locale === "ar") return __ar.org_delete_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete_title(inputs)
	return __en.org_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Type {organization} to confirm" |
*
* @param {Org_Delete_Type_To_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_type_to_confirm = /** @type {((inputs: Org_Delete_Type_To_ConfirmInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Type_To_ConfirmInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_delete_type_to_confirm(inputs)
	if (locale === "ar") return __ar.org_delete_type_to_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.org_delete_type_to_confirm(inputs)
	return __en.org_delete_type_to_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Organization deleted" |
*
* @param {Org_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_deleted = /** @type {((inputs?: Org_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_deleted(inputs)
	if (locale === "ar") return __ar.org_deleted(inputs)
	if (locale === "en-XA") return __en_xa2.org_deleted(inputs)
	return __en.org_deleted(inputs)
});
/**
* | output |
* | --- |
* | "{organization} and everything in it are gone. You are in your personal workspace." |
*
* @param {Org_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_deleted_text = /** @type {((inputs: Org_Deleted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Deleted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_deleted_text(inputs)
	if (locale === "ar") return __ar.org_deleted_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_deleted_text(inputs)
	return __en.org_deleted_text(inputs)
});
/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Org_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_email_address = /** @type {((inputs?: Org_Email_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Email_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_email_address(inputs)
	if (locale === "ar") return __ar.org_email_address(inputs)
	if (locale === "en-XA") return __en_xa2.org_email_address(inputs)
	return __en.org_email_address(inputs)
});
/**
* | output |
* | --- |
* | "Enter an email address" |
*
* @param {Org_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_enter_email = /** @type {((inputs?: Org_Enter_EmailInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Enter_EmailInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_enter_email(inputs)
	if (locale === "ar") return __ar.org_enter_email(inputs)
	if (locale === "en-XA") return __en_xa2.org_enter_email(inputs)
	return __en.org_enter_email(inputs)
});
/**
* | output |
* | --- |
* | "General" |
*
* @param {Org_GeneralInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_general = /** @type {((inputs?: Org_GeneralInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_GeneralInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_general(inputs)
	if (locale === "ar") return __ar.org_general(inputs)
	if (locale === "en-XA") return __en_xa2.org_general(inputs)
	return __en.org_general(inputs)
});
/**
* | output |
* | --- |
* | "How the organization appears to its members and in invitations." |
*
* @param {Org_General_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_general_description = /** @type {((inputs?: Org_General_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_General_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_general_description(inputs)
	if (locale === "ar") return __ar.org_general_description(inputs)
	if (locale === "en-XA") return __en_xa2.org_general_description(inputs)
	return __en.org_general_description(inputs)
});
/**
* | output |
* | --- |
* | "Hand over ownership" |
*
* @param {Org_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over = /** @type {((inputs?: Org_Hand_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_hand_over(inputs)
	if (locale === "ar") return __ar.org_hand_over(inputs)
	if (locale === "en-XA") return __en_xa2.org_hand_over(inputs)
	return __en.org_hand_over(inputs)
});
/**
* | output |
* | --- |
* | "Hand over on the Members page" |
*
* @param {Org_Hand_Over_On_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over_on_members = /** @type {((inputs?: Org_Hand_Over_On_MembersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_Over_On_MembersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_hand_over_on_members(inputs)
	if (locale === "ar") return __ar.org_hand_over_on_members(inputs)
	if (locale === "en-XA") return __en_xa2.org_hand_over_on_members(inputs)
	return __en.org_hand_over_on_members(inputs)
});
/**
* | output |
* | --- |
* | "{name} becomes an owner, with billing and the power to delete the organization. You become an admin. Only an owner can make you an owner again." |
*
* @param {Org_Hand_Over_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over_text = /** @type {((inputs: Org_Hand_Over_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_Over_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_hand_over_text(inputs)
	if (locale === "ar") return __ar.org_hand_over_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_hand_over_text(inputs)
	return __en.org_hand_over_text(inputs)
});
/**
* | output |
* | --- |
* | "Hand {organization} over to {name}?" |
*
* @param {Org_Hand_Over_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over_title = /** @type {((inputs: Org_Hand_Over_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_Over_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_hand_over_title(inputs)
	if (locale === "ar") return __ar.org_hand_over_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_hand_over_title(inputs)
	return __en.org_hand_over_title(inputs)
});
/**
* | output |
* | --- |
* | "Language of invitation mails" |
*
* @param {Org_Invitation_LanguageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_language = /** @type {((inputs?: Org_Invitation_LanguageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_LanguageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_language(inputs)
	if (locale === "ar") return __ar.org_invitation_language(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_language(inputs)
	return __en.org_invitation_language(inputs)
});
/**
* | output |
* | --- |
* | "The language invited people read their invitation in." |
*
* @param {Org_Invitation_Language_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_language_help = /** @type {((inputs?: Org_Invitation_Language_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Language_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_language_help(inputs)
	if (locale === "ar") return __ar.org_invitation_language_help(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_language_help(inputs)
	return __en.org_invitation_language_help(inputs)
});
/**
* | output |
* | --- |
* | "Not set: the inviter's language" |
*
* @param {Org_Invitation_Language_UnsetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_language_unset = /** @type {((inputs?: Org_Invitation_Language_UnsetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Language_UnsetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_language_unset(inputs)
	if (locale === "ar") return __ar.org_invitation_language_unset(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_language_unset(inputs)
	return __en.org_invitation_language_unset(inputs)
});
/**
* | output |
* | --- |
* | "Invitation revoked" |
*
* @param {Org_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_revoked = /** @type {((inputs?: Org_Invitation_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_revoked(inputs)
	if (locale === "ar") return __ar.org_invitation_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_revoked(inputs)
	return __en.org_invitation_revoked(inputs)
});
/**
* | output |
* | --- |
* | "The link sent to {email} no longer works." |
*
* @param {Org_Invitation_Revoked_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_revoked_text = /** @type {((inputs: Org_Invitation_Revoked_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Revoked_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_revoked_text(inputs)
	if (locale === "ar") return __ar.org_invitation_revoked_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_revoked_text(inputs)
	return __en.org_invitation_revoked_text(inputs)
});
/**
* | output |
* | --- |
* | "Invitation sent" |
*
* @param {Org_Invitation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent = /** @type {((inputs?: Org_Invitation_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_sent(inputs)
	if (locale === "ar") return __ar.org_invitation_sent(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_sent(inputs)
	return __en.org_invitation_sent(inputs)
});
/**
* | output |
* | --- |
* | "Invitation sent again" |
*
* @param {Org_Invitation_Sent_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent_again = /** @type {((inputs?: Org_Invitation_Sent_AgainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Sent_AgainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_sent_again(inputs)
	if (locale === "ar") return __ar.org_invitation_sent_again(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_sent_again(inputs)
	return __en.org_invitation_sent_again(inputs)
});
/**
* | output |
* | --- |
* | "We mailed {email} a new link." |
*
* @param {Org_Invitation_Sent_Again_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent_again_text = /** @type {((inputs: Org_Invitation_Sent_Again_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Sent_Again_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_sent_again_text(inputs)
	if (locale === "ar") return __ar.org_invitation_sent_again_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_sent_again_text(inputs)
	return __en.org_invitation_sent_again_text(inputs)
});
/**
* | output |
* | --- |
* | "We mailed {email} an invitation to join as {role}." |
*
* @param {Org_Invitation_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent_text = /** @type {((inputs: Org_Invitation_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitation_sent_text(inputs)
	if (locale === "ar") return __ar.org_invitation_sent_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitation_sent_text(inputs)
	return __en.org_invitation_sent_text(inputs)
});
/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Org_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitations = /** @type {((inputs?: Org_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitations(inputs)
	if (locale === "ar") return __ar.org_invitations(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitations(inputs)
	return __en.org_invitations(inputs)
});
/**
* | output |
* | --- |
* | "Invited people get a mail with a link to join {organization}; it works once, for their address only." |
*
* @param {Org_Invitations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitations_description = /** @type {((inputs: Org_Invitations_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitations_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitations_description(inputs)
	if (locale === "ar") return __ar.org_invitations_description(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitations_description(inputs)
	return __en.org_invitations_description(inputs)
});
/**
* | output |
* | --- |
* | "Owners and admins invite people and see the invitations waiting." |
*
* @param {Org_Invitations_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitations_not_allowed = /** @type {((inputs?: Org_Invitations_Not_AllowedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitations_Not_AllowedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invitations_not_allowed(inputs)
	if (locale === "ar") return __ar.org_invitations_not_allowed(inputs)
	if (locale === "en-XA") return __en_xa2.org_invitations_not_allowed(inputs)
	return __en.org_invitations_not_allowed(inputs)
});
/**
* | output |
* | --- |
* | "Invite someone" |
*
* @param {Org_Invite_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invite_someone = /** @type {((inputs?: Org_Invite_SomeoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invite_SomeoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_invite_someone(inputs)
	if (locale === "ar") return __ar.org_invite_someone(inputs)
	if (locale === "en-XA") return __en_xa2.org_invite_someone(inputs)
	return __en.org_invite_someone(inputs)
});
/**
* | output |
* | --- |
* | "Keep member" |
*
* @param {Org_Keep_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_keep_member = /** @type {((inputs?: Org_Keep_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Keep_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_keep_member(inputs)
	if (locale === "ar") return __ar.org_keep_member(inputs)
	if (locale === "en-XA") return __en_xa2.org_keep_member(inputs)
	return __en.org_keep_member(inputs)
});
/**
* | output |
* | --- |
* | "Leave organization" |
*
* @param {Org_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave = /** @type {((inputs?: Org_LeaveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_LeaveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_leave(inputs)
	if (locale === "ar") return __ar.org_leave(inputs)
	if (locale === "en-XA") return __en_xa2.org_leave(inputs)
	return __en.org_leave(inputs)
});
/**
* | output |
* | --- |
* | "You lose access to its members, teams, plan and API key at once. To come back, someone has to invite you again." |
*
* @param {Org_Leave_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_confirm_text = /** @type {((inputs?: Org_Leave_Confirm_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_Confirm_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_leave_confirm_text(inputs)
	if (locale === "ar") return __ar.org_leave_confirm_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_leave_confirm_text(inputs)
	return __en.org_leave_confirm_text(inputs)
});
/**
* | output |
* | --- |
* | "Leave {organization}?" |
*
* @param {Org_Leave_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_confirm_title = /** @type {((inputs: Org_Leave_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_Confirm_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_leave_confirm_title(inputs)
	if (locale === "ar") return __ar.org_leave_confirm_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_leave_confirm_title(inputs)
	return __en.org_leave_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "Leave organization…" |
*
* @param {Org_Leave_EllipsisInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_ellipsis = /** @type {((inputs?: Org_Leave_EllipsisInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_EllipsisInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_leave_ellipsis(inputs)
	if (locale === "ar") return __ar.org_leave_ellipsis(inputs)
	if (locale === "en-XA") return __en_xa2.org_leave_ellipsis(inputs)
	return __en.org_leave_ellipsis(inputs)
});
/**
* | output |
* | --- |
* | "Your account stays; only your membership ends." |
*
* @param {Org_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_text = /** @type {((inputs?: Org_Leave_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_leave_text(inputs)
	if (locale === "ar") return __ar.org_leave_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_leave_text(inputs)
	return __en.org_leave_text(inputs)
});
/**
* | output |
* | --- |
* | "Leave the organization" |
*
* @param {Org_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_title = /** @type {((inputs?: Org_Leave_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_leave_title(inputs)
	if (locale === "ar") return __ar.org_leave_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_leave_title(inputs)
	return __en.org_leave_title(inputs)
});
/**
* | output |
* | --- |
* | "You left the organization" |
*
* @param {Org_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_left = /** @type {((inputs?: Org_LeftInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_LeftInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_left(inputs)
	if (locale === "ar") return __ar.org_left(inputs)
	if (locale === "en-XA") return __en_xa2.org_left(inputs)
	return __en.org_left(inputs)
});
/**
* | output |
* | --- |
* | "You are back in your personal workspace." |
*
* @param {Org_Left_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_left_text = /** @type {((inputs?: Org_Left_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Left_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_left_text(inputs)
	if (locale === "ar") return __ar.org_left_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_left_text(inputs)
	return __en.org_left_text(inputs)
});
/**
* | output |
* | --- |
* | "Logo image URL" |
*
* @param {Org_Logo_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_logo_url = /** @type {((inputs?: Org_Logo_UrlInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_UrlInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_logo_url(inputs)
	if (locale === "ar") return __ar.org_logo_url(inputs)
	if (locale === "en-XA") return __en_xa2.org_logo_url(inputs)
	return __en.org_logo_url(inputs)
});
/**
* | output |
* | --- |
* | "Make owner" |
*
* @param {Org_Make_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_make_owner = /** @type {((inputs?: Org_Make_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Make_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_make_owner(inputs)
	if (locale === "ar") return __ar.org_make_owner(inputs)
	if (locale === "en-XA") return __en_xa2.org_make_owner(inputs)
	return __en.org_make_owner(inputs)
});
/**
* | output |
* | --- |
* | "Make owner: {name}" |
*
* @param {Org_Make_Owner_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_make_owner_label = /** @type {((inputs: Org_Make_Owner_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Make_Owner_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_make_owner_label(inputs)
	if (locale === "ar") return __ar.org_make_owner_label(inputs)
	if (locale === "en-XA") return __en_xa2.org_make_owner_label(inputs)
	return __en.org_make_owner_label(inputs)
});
/**
* | output |
* | --- |
* | "No team" |
*
* @param {Org_Member_No_TeamInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_no_team = /** @type {((inputs?: Org_Member_No_TeamInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_No_TeamInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_member_no_team(inputs)
	if (locale === "ar") return __ar.org_member_no_team(inputs)
	if (locale === "en-XA") return __en_xa2.org_member_no_team(inputs)
	return __en.org_member_no_team(inputs)
});
/**
* | output |
* | --- |
* | "Member removed" |
*
* @param {Org_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_removed = /** @type {((inputs?: Org_Member_RemovedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_RemovedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_member_removed(inputs)
	if (locale === "ar") return __ar.org_member_removed(inputs)
	if (locale === "en-XA") return __en_xa2.org_member_removed(inputs)
	return __en.org_member_removed(inputs)
});
/**
* | output |
* | --- |
* | "{name} no longer has access to {organization}" |
*
* @param {Org_Member_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_removed_text = /** @type {((inputs: Org_Member_Removed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_Removed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_member_removed_text(inputs)
	if (locale === "ar") return __ar.org_member_removed_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_member_removed_text(inputs)
	return __en.org_member_removed_text(inputs)
});
/**
* | output |
* | --- |
* | "Teams: {teams}" |
*
* @param {Org_Member_TeamsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_teams = /** @type {((inputs: Org_Member_TeamsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_TeamsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_member_teams(inputs)
	if (locale === "ar") return __ar.org_member_teams(inputs)
	if (locale === "en-XA") return __en_xa2.org_member_teams(inputs)
	return __en.org_member_teams(inputs)
});
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Org_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_members = /** @type {((inputs?: Org_MembersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_MembersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_members(inputs)
	if (locale === "ar") return __ar.org_members(inputs)
	if (locale === "en-XA") return __en_xa2.org_members(inputs)
	return __en.org_members(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} person in {organization}" |
* | * | "{count} people in {organization}" |
*
* @param {Org_Members_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_members_count = /** @type {((inputs: Org_Members_CountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Members_CountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_members_count(inputs)
	if (locale === "ar") return __ar.org_members_count(inputs)
	if (locale === "en-XA") return __en_xa2.org_members_count(inputs)
	return __en.org_members_count(inputs)
});
/**
* | output |
* | --- |
* | "Join {organization} as {role}" |
*
* @param {Org_My_Invitation_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitation_join = /** @type {((inputs: Org_My_Invitation_JoinInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_Invitation_JoinInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_my_invitation_join(inputs)
	if (locale === "ar") return __ar.org_my_invitation_join(inputs)
	if (locale === "en-XA") return __en_xa2.org_my_invitation_join(inputs)
	return __en.org_my_invitation_join(inputs)
});
/**
* | output |
* | --- |
* | "Open the invitation to {organization}" |
*
* @param {Org_My_Invitation_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitation_open = /** @type {((inputs: Org_My_Invitation_OpenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_Invitation_OpenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_my_invitation_open(inputs)
	if (locale === "ar") return __ar.org_my_invitation_open(inputs)
	if (locale === "en-XA") return __en_xa2.org_my_invitation_open(inputs)
	return __en.org_my_invitation_open(inputs)
});
/**
* | output |
* | --- |
* | "Invitations for you" |
*
* @param {Org_My_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitations = /** @type {((inputs?: Org_My_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_my_invitations(inputs)
	if (locale === "ar") return __ar.org_my_invitations(inputs)
	if (locale === "en-XA") return __en_xa2.org_my_invitations(inputs)
	return __en.org_my_invitations(inputs)
});
/**
* | output |
* | --- |
* | "Open one to accept or decline it." |
*
* @param {Org_My_Invitations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitations_description = /** @type {((inputs?: Org_My_Invitations_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_Invitations_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_my_invitations_description(inputs)
	if (locale === "ar") return __ar.org_my_invitations_description(inputs)
	if (locale === "en-XA") return __en_xa2.org_my_invitations_description(inputs)
	return __en.org_my_invitations_description(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Org_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_name = /** @type {((inputs?: Org_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_name(inputs)
	if (locale === "ar") return __ar.org_name(inputs)
	if (locale === "en-XA") return __en_xa2.org_name(inputs)
	return __en.org_name(inputs)
});
/**
* | output |
* | --- |
* | "No invitations are waiting for an answer." |
*
* @param {Org_No_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_no_pending_invitations = /** @type {((inputs?: Org_No_Pending_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_No_Pending_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_no_pending_invitations(inputs)
	if (locale === "ar") return __ar.org_no_pending_invitations(inputs)
	if (locale === "en-XA") return __en_xa2.org_no_pending_invitations(inputs)
	return __en.org_no_pending_invitations(inputs)
});
/**
* | output |
* | --- |
* | "Work together in an organization" |
*
* @param {Org_None_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_none_heading = /** @type {((inputs?: Org_None_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_None_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_none_heading(inputs)
	if (locale === "ar") return __ar.org_none_heading(inputs)
	if (locale === "en-XA") return __en_xa2.org_none_heading(inputs)
	return __en.org_none_heading(inputs)
});
/**
* | output |
* | --- |
* | "You are working in your personal workspace." |
*
* @param {Org_None_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_none_personal = /** @type {((inputs?: Org_None_PersonalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_None_PersonalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_none_personal(inputs)
	if (locale === "ar") return __ar.org_none_personal(inputs)
	if (locale === "en-XA") return __en_xa2.org_none_personal(inputs)
	return __en.org_none_personal(inputs)
});
/**
* | output |
* | --- |
* | "An organization has its own members and roles, teams, subscription and API key. Create one and invite people by email, or accept an invitation someone sent you." |
*
* @param {Org_None_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_none_text = /** @type {((inputs?: Org_None_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_None_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_none_text(inputs)
	if (locale === "ar") return __ar.org_none_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_none_text(inputs)
	return __en.org_none_text(inputs)
});
/**
* | output |
* | --- |
* | "Not created" |
*
* @param {Org_Not_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_created = /** @type {((inputs?: Org_Not_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_created(inputs)
	if (locale === "ar") return __ar.org_not_created(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_created(inputs)
	return __en.org_not_created(inputs)
});
/**
* | output |
* | --- |
* | "Not deleted" |
*
* @param {Org_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_deleted = /** @type {((inputs?: Org_Not_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_deleted(inputs)
	if (locale === "ar") return __ar.org_not_deleted(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_deleted(inputs)
	return __en.org_not_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Not handed over" |
*
* @param {Org_Not_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_handed_over = /** @type {((inputs?: Org_Not_Handed_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_Handed_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_handed_over(inputs)
	if (locale === "ar") return __ar.org_not_handed_over(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_handed_over(inputs)
	return __en.org_not_handed_over(inputs)
});
/**
* | output |
* | --- |
* | "Not invited" |
*
* @param {Org_Not_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_invited = /** @type {((inputs?: Org_Not_InvitedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_InvitedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_invited(inputs)
	if (locale === "ar") return __ar.org_not_invited(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_invited(inputs)
	return __en.org_not_invited(inputs)
});
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Org_Not_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_now = /** @type {((inputs?: Org_Not_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_now(inputs)
	if (locale === "ar") return __ar.org_not_now(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_now(inputs)
	return __en.org_not_now(inputs)
});
/**
* | output |
* | --- |
* | "Not revoked" |
*
* @param {Org_Not_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_revoked = /** @type {((inputs?: Org_Not_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_revoked(inputs)
	if (locale === "ar") return __ar.org_not_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_revoked(inputs)
	return __en.org_not_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Org_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_saved = /** @type {((inputs?: Org_Not_SavedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_SavedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_saved(inputs)
	if (locale === "ar") return __ar.org_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_saved(inputs)
	return __en.org_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Org_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_sent = /** @type {((inputs?: Org_Not_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_sent(inputs)
	if (locale === "ar") return __ar.org_not_sent(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_sent(inputs)
	return __en.org_not_sent(inputs)
});
/**
* | output |
* | --- |
* | "Not switched" |
*
* @param {Org_Not_SwitchedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_switched = /** @type {((inputs?: Org_Not_SwitchedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_SwitchedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_not_switched(inputs)
	if (locale === "ar") return __ar.org_not_switched(inputs)
	if (locale === "en-XA") return __en_xa2.org_not_switched(inputs)
	return __en.org_not_switched(inputs)
});
/**
* | output |
* | --- |
* | "You are the only member of {organization}, so you cannot leave it: delete it below instead, or invite someone and make them an owner first." |
*
* @param {Org_Only_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_only_member = /** @type {((inputs: Org_Only_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Only_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_only_member(inputs)
	if (locale === "ar") return __ar.org_only_member(inputs)
	if (locale === "en-XA") return __en_xa2.org_only_member(inputs)
	return __en.org_only_member(inputs)
});
/**
* | output |
* | --- |
* | "You are the only owner of {organization}, so you cannot leave it yet. Hand it over first (Make owner, on the Members page), or delete it below." |
*
* @param {Org_Only_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_only_owner = /** @type {((inputs: Org_Only_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Only_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_only_owner(inputs)
	if (locale === "ar") return __ar.org_only_owner(inputs)
	if (locale === "en-XA") return __en_xa2.org_only_owner(inputs)
	return __en.org_only_owner(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Org_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_open = /** @type {((inputs?: Org_OpenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_OpenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_open(inputs)
	if (locale === "ar") return __ar.org_open(inputs)
	if (locale === "en-XA") return __en_xa2.org_open(inputs)
	return __en.org_open(inputs)
});
/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Org_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_optional = /** @type {((inputs?: Org_OptionalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_OptionalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_optional(inputs)
	if (locale === "ar") return __ar.org_optional(inputs)
	if (locale === "en-XA") return __en_xa2.org_optional(inputs)
	return __en.org_optional(inputs)
});
/**
* | output |
* | --- |
* | "Ownership handed over" |
*
* @param {Org_Ownership_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_ownership_handed_over = /** @type {((inputs?: Org_Ownership_Handed_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Ownership_Handed_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_ownership_handed_over(inputs)
	if (locale === "ar") return __ar.org_ownership_handed_over(inputs)
	if (locale === "en-XA") return __en_xa2.org_ownership_handed_over(inputs)
	return __en.org_ownership_handed_over(inputs)
});
/**
* | output |
* | --- |
* | "{name} is now an owner of {organization}; you are an admin." |
*
* @param {Org_Ownership_Handed_Over_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_ownership_handed_over_text = /** @type {((inputs: Org_Ownership_Handed_Over_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Ownership_Handed_Over_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_ownership_handed_over_text(inputs)
	if (locale === "ar") return __ar.org_ownership_handed_over_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_ownership_handed_over_text(inputs)
	return __en.org_ownership_handed_over_text(inputs)
});
/**
* | output |
* | --- |
* | "{role} · invited by {inviter} · expires {expires}" |
*
* @param {Org_Pending_Invitation_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_pending_invitation_line = /** @type {((inputs: Org_Pending_Invitation_LineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Pending_Invitation_LineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_pending_invitation_line(inputs)
	if (locale === "ar") return __ar.org_pending_invitation_line(inputs)
	if (locale === "en-XA") return __en_xa2.org_pending_invitation_line(inputs)
	return __en.org_pending_invitation_line(inputs)
});
/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Org_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_pending_invitations = /** @type {((inputs?: Org_Pending_InvitationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Pending_InvitationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_pending_invitations(inputs)
	if (locale === "ar") return __ar.org_pending_invitations(inputs)
	if (locale === "en-XA") return __en_xa2.org_pending_invitations(inputs)
	return __en.org_pending_invitations(inputs)
});
/**
* | output |
* | --- |
* | "Personal" |
*
* @param {Org_Personal_WorkspaceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_personal_workspace = /** @type {((inputs?: Org_Personal_WorkspaceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Personal_WorkspaceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_personal_workspace(inputs)
	if (locale === "ar") return __ar.org_personal_workspace(inputs)
	if (locale === "en-XA") return __en_xa2.org_personal_workspace(inputs)
	return __en.org_personal_workspace(inputs)
});
/**
* | output |
* | --- |
* | "No place is left: an owner can change the plan on {subscriptions}." |
*
* @param {Org_Places_None_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_places_none_left = /** @type {((inputs: Org_Places_None_LeftInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Places_None_LeftInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_places_none_left(inputs)
	if (locale === "ar") return __ar.org_places_none_left(inputs)
	if (locale === "en-XA") return __en_xa2.org_places_none_left(inputs)
	return __en.org_places_none_left(inputs)
});
/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Org_Places_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_places_subscriptions = /** @type {((inputs?: Org_Places_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Places_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_places_subscriptions(inputs)
	if (locale === "ar") return __ar.org_places_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.org_places_subscriptions(inputs)
	return __en.org_places_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "{taken} of {allowed} places taken on the {plan} plan, pending invitations included." |
*
* @param {Org_Places_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_places_taken = /** @type {((inputs: Org_Places_TakenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Places_TakenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_places_taken(inputs)
	if (locale === "ar") return __ar.org_places_taken(inputs)
	if (locale === "en-XA") return __en_xa2.org_places_taken(inputs)
	return __en.org_places_taken(inputs)
});
/**
* | output |
* | --- |
* | "Only an owner of {organization} can choose or change its plan: ask {owners}." |
*
* @param {Org_Plan_Owners_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_plan_owners_ask = /** @type {((inputs: Org_Plan_Owners_AskInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Plan_Owners_AskInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_plan_owners_ask(inputs)
	if (locale === "ar") return __ar.org_plan_owners_ask(inputs)
	if (locale === "en-XA") return __en_xa2.org_plan_owners_ask(inputs)
	return __en.org_plan_owners_ask(inputs)
});
/**
* | output |
* | --- |
* | "Only an owner of {organization} can choose or change its plan." |
*
* @param {Org_Plan_Owners_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_plan_owners_none = /** @type {((inputs: Org_Plan_Owners_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Plan_Owners_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_plan_owners_none(inputs)
	if (locale === "ar") return __ar.org_plan_owners_none(inputs)
	if (locale === "en-XA") return __en_xa2.org_plan_owners_none(inputs)
	return __en.org_plan_owners_none(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Org_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_label = /** @type {((inputs: Org_Remove_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_remove_label(inputs)
	if (locale === "ar") return __ar.org_remove_label(inputs)
	if (locale === "en-XA") return __en_xa2.org_remove_label(inputs)
	return __en.org_remove_label(inputs)
});
/**
* | output |
* | --- |
* | "Remove member" |
*
* @param {Org_Remove_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_member = /** @type {((inputs?: Org_Remove_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_remove_member(inputs)
	if (locale === "ar") return __ar.org_remove_member(inputs)
	if (locale === "en-XA") return __en_xa2.org_remove_member(inputs)
	return __en.org_remove_member(inputs)
});
/**
* | output |
* | --- |
* | "{name} loses access to {organization} at once, with its teams, plan and API key. You can invite them again later." |
*
* @param {Org_Remove_Member_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_member_text = /** @type {((inputs: Org_Remove_Member_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_Member_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_remove_member_text(inputs)
	if (locale === "ar") return __ar.org_remove_member_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_remove_member_text(inputs)
	return __en.org_remove_member_text(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}?" |
*
* @param {Org_Remove_Member_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_remove_member_title = /** @type {((inputs: Org_Remove_Member_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Remove_Member_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_remove_member_title(inputs)
	if (locale === "ar") return __ar.org_remove_member_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_remove_member_title(inputs)
	return __en.org_remove_member_title(inputs)
});
/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Org_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_resend = /** @type {((inputs?: Org_ResendInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_ResendInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_resend(inputs)
	if (locale === "ar") return __ar.org_resend(inputs)
	if (locale === "en-XA") return __en_xa2.org_resend(inputs)
	return __en.org_resend(inputs)
});
/**
* | output |
* | --- |
* | "Resend the invitation to {email}" |
*
* @param {Org_Resend_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_resend_label = /** @type {((inputs: Org_Resend_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Resend_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_resend_label(inputs)
	if (locale === "ar") return __ar.org_resend_label(inputs)
	if (locale === "en-XA") return __en_xa2.org_resend_label(inputs)
	return __en.org_resend_label(inputs)
});
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Org_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_revoke = /** @type {((inputs?: Org_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_revoke(inputs)
	if (locale === "ar") return __ar.org_revoke(inputs)
	if (locale === "en-XA") return __en_xa2.org_revoke(inputs)
	return __en.org_revoke(inputs)
});
/**
* | output |
* | --- |
* | "Revoke the invitation to {email}" |
*
* @param {Org_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_revoke_label = /** @type {((inputs: Org_Revoke_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Revoke_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_revoke_label(inputs)
	if (locale === "ar") return __ar.org_revoke_label(inputs)
	if (locale === "en-XA") return __en_xa2.org_revoke_label(inputs)
	return __en.org_revoke_label(inputs)
});
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Org_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role = /** @type {((inputs?: Org_RoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_RoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role(inputs)
	if (locale === "ar") return __ar.org_role(inputs)
	if (locale === "en-XA") return __en_xa2.org_role(inputs)
	return __en.org_role(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Org_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_admin = /** @type {((inputs?: Org_Role_AdminInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_AdminInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_admin(inputs)
	if (locale === "ar") return __ar.org_role_admin(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_admin(inputs)
	return __en.org_role_admin(inputs)
});
/**
* | output |
* | --- |
* | "Role changed" |
*
* @param {Org_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_changed = /** @type {((inputs?: Org_Role_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_changed(inputs)
	if (locale === "ar") return __ar.org_role_changed(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_changed(inputs)
	return __en.org_role_changed(inputs)
});
/**
* | output |
* | --- |
* | "{name} is now {role}." |
*
* @param {Org_Role_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_changed_text = /** @type {((inputs: Org_Role_Changed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_Changed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_changed_text(inputs)
	if (locale === "ar") return __ar.org_role_changed_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_changed_text(inputs)
	return __en.org_role_changed_text(inputs)
});
/**
* | output |
* | --- |
* | "Member" |
*
* @param {Org_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_member = /** @type {((inputs?: Org_Role_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_member(inputs)
	if (locale === "ar") return __ar.org_role_member(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_member(inputs)
	return __en.org_role_member(inputs)
});
/**
* | output |
* | --- |
* | "Role not changed" |
*
* @param {Org_Role_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_not_changed = /** @type {((inputs?: Org_Role_Not_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_Not_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_not_changed(inputs)
	if (locale === "ar") return __ar.org_role_not_changed(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_not_changed(inputs)
	return __en.org_role_not_changed(inputs)
});
/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {Org_Role_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_of = /** @type {((inputs: Org_Role_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_of(inputs)
	if (locale === "ar") return __ar.org_role_of(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_of(inputs)
	return __en.org_role_of(inputs)
});
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Org_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_owner = /** @type {((inputs?: Org_Role_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_owner(inputs)
	if (locale === "ar") return __ar.org_role_owner(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_owner(inputs)
	return __en.org_role_owner(inputs)
});
/**
* | role | output |
* | --- | --- |
* | "owner" | "an owner" |
* | "admin" | "an admin" |
* | * | "a member" |
*
* @param {Org_Role_With_ArticleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_with_article = /** @type {((inputs: Org_Role_With_ArticleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_With_ArticleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_role_with_article(inputs)
	if (locale === "ar") return __ar.org_role_with_article(inputs)
	if (locale === "en-XA") return __en_xa2.org_role_with_article(inputs)
	return __en.org_role_with_article(inputs)
});
/**
* | output |
* | --- |
* | "Save organization" |
*
* @param {Org_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_save = /** @type {((inputs?: Org_SaveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SaveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_save(inputs)
	if (locale === "ar") return __ar.org_save(inputs)
	if (locale === "en-XA") return __en_xa2.org_save(inputs)
	return __en.org_save(inputs)
});
/**
* | output |
* | --- |
* | "Organization saved" |
*
* @param {Org_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_saved = /** @type {((inputs?: Org_SavedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SavedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_saved(inputs)
	if (locale === "ar") return __ar.org_saved(inputs)
	if (locale === "en-XA") return __en_xa2.org_saved(inputs)
	return __en.org_saved(inputs)
});
/**
* | output |
* | --- |
* | "Its name, short name and logo are updated." |
*
* @param {Org_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_saved_text = /** @type {((inputs?: Org_Saved_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Saved_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_saved_text(inputs)
	if (locale === "ar") return __ar.org_saved_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_saved_text(inputs)
	return __en.org_saved_text(inputs)
});
/**
* | output |
* | --- |
* | "Add a seat and invite" |
*
* @param {Org_Seat_Add_And_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_add_and_invite = /** @type {((inputs?: Org_Seat_Add_And_InviteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Add_And_InviteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seat_add_and_invite(inputs)
	if (locale === "ar") return __ar.org_seat_add_and_invite(inputs)
	if (locale === "en-XA") return __en_xa2.org_seat_add_and_invite(inputs)
	return __en.org_seat_add_and_invite(inputs)
});
/**
* | output |
* | --- |
* | "Every seat is taken ({used} of {bought}). One more seat costs {price}; the rest of this period is charged now, prorated. Then the invitation is sent." |
*
* @param {Org_Seat_Add_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_add_text = /** @type {((inputs: Org_Seat_Add_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Add_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seat_add_text(inputs)
	if (locale === "ar") return __ar.org_seat_add_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_seat_add_text(inputs)
	return __en.org_seat_add_text(inputs)
});
/**
* | output |
* | --- |
* | "Add a seat?" |
*
* @param {Org_Seat_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_add_title = /** @type {((inputs?: Org_Seat_Add_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Add_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seat_add_title(inputs)
	if (locale === "ar") return __ar.org_seat_add_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_seat_add_title(inputs)
	return __en.org_seat_add_title(inputs)
});
/**
* | output |
* | --- |
* | "Seat not added" |
*
* @param {Org_Seat_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_not_added = /** @type {((inputs?: Org_Seat_Not_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Not_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seat_not_added(inputs)
	if (locale === "ar") return __ar.org_seat_not_added(inputs)
	if (locale === "en-XA") return __en_xa2.org_seat_not_added(inputs)
	return __en.org_seat_not_added(inputs)
});
/**
* | output |
* | --- |
* | "Each seat costs {price}; the rest of this period is charged now, prorated." |
*
* @param {Org_Seats_Add_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_add_text = /** @type {((inputs: Org_Seats_Add_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Add_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_add_text(inputs)
	if (locale === "ar") return __ar.org_seats_add_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_add_text(inputs)
	return __en.org_seats_add_text(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Add {count} seat?" |
* | * | "Add {count} seats?" |
*
* @param {Org_Seats_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_add_title = /** @type {((inputs: Org_Seats_Add_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Add_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_add_title(inputs)
	if (locale === "ar") return __ar.org_seats_add_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_add_title(inputs)
	return __en.org_seats_add_title(inputs)
});
/**
* | output |
* | --- |
* | "Seats bought" |
*
* @param {Org_Seats_BoughtInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_bought = /** @type {((inputs?: Org_Seats_BoughtInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_BoughtInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_bought(inputs)
	if (locale === "ar") return __ar.org_seats_bought(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_bought(inputs)
	return __en.org_seats_bought(inputs)
});
/**
* | usedPlural | output |
* | --- | --- |
* | "one" | "At least {least}: members and pending invitations hold {used} seat. At most {maximum}." |
* | * | "At least {least}: members and pending invitations hold {used} seats. At most {maximum}." |
*
* @param {Org_Seats_Bought_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_bought_help = /** @type {((inputs: Org_Seats_Bought_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Bought_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_bought_help(inputs)
	if (locale === "ar") return __ar.org_seats_bought_help(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_bought_help(inputs)
	return __en.org_seats_bought_help(inputs)
});
/**
* | output |
* | --- |
* | "Change seats" |
*
* @param {Org_Seats_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_change = /** @type {((inputs?: Org_Seats_ChangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_ChangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_change(inputs)
	if (locale === "ar") return __ar.org_seats_change(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_change(inputs)
	return __en.org_seats_change(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Change to {count} seat" |
* | * | "Change to {count} seats" |
*
* @param {Org_Seats_Change_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_change_to = /** @type {((inputs: Org_Seats_Change_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Change_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_change_to(inputs)
	if (locale === "ar") return __ar.org_seats_change_to(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_change_to(inputs)
	return __en.org_seats_change_to(inputs)
});
/**
* | output |
* | --- |
* | "Seats changed" |
*
* @param {Org_Seats_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_changed = /** @type {((inputs?: Org_Seats_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_changed(inputs)
	if (locale === "ar") return __ar.org_seats_changed(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_changed(inputs)
	return __en.org_seats_changed(inputs)
});
/**
* | output |
* | --- |
* | "the seats removed, for the rest of this period" |
*
* @param {Org_Seats_Credited_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_credited_for = /** @type {((inputs?: Org_Seats_Credited_ForInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Credited_ForInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_credited_for(inputs)
	if (locale === "ar") return __ar.org_seats_credited_for(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_credited_for(inputs)
	return __en.org_seats_credited_for(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Keep {count} seat" |
* | * | "Keep {count} seats" |
*
* @param {Org_Seats_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_keep = /** @type {((inputs: Org_Seats_KeepInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_KeepInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_keep(inputs)
	if (locale === "ar") return __ar.org_seats_keep(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_keep(inputs)
	return __en.org_seats_keep(inputs)
});
/**
* | output |
* | --- |
* | "Seats: {used} / {bought}" |
*
* @param {Org_Seats_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_line = /** @type {((inputs: Org_Seats_LineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_LineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_line(inputs)
	if (locale === "ar") return __ar.org_seats_line(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_line(inputs)
	return __en.org_seats_line(inputs)
});
/**
* | output |
* | --- |
* | "(members and pending invitations; removing a member frees a seat)" |
*
* @param {Org_Seats_Line_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_line_note = /** @type {((inputs?: Org_Seats_Line_NoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Line_NoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_line_note(inputs)
	if (locale === "ar") return __ar.org_seats_line_note(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_line_note(inputs)
	return __en.org_seats_line_note(inputs)
});
/**
* | output |
* | --- |
* | "Seats not changed" |
*
* @param {Org_Seats_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_not_changed = /** @type {((inputs?: Org_Seats_Not_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Not_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_not_changed(inputs)
	if (locale === "ar") return __ar.org_seats_not_changed(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_not_changed(inputs)
	return __en.org_seats_not_changed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} seat now." |
* | * | "{count} seats now." |
*
* @param {Org_Seats_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_now = /** @type {((inputs: Org_Seats_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_now(inputs)
	if (locale === "ar") return __ar.org_seats_now(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_now(inputs)
	return __en.org_seats_now(inputs)
});
/**
* | output |
* | --- |
* | "The unused part of this period for the seats removed is credited now, prorated." |
*
* @param {Org_Seats_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_remove_text = /** @type {((inputs?: Org_Seats_Remove_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Remove_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_remove_text(inputs)
	if (locale === "ar") return __ar.org_seats_remove_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_remove_text(inputs)
	return __en.org_seats_remove_text(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Remove {count} seat?" |
* | * | "Remove {count} seats?" |
*
* @param {Org_Seats_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_remove_title = /** @type {((inputs: Org_Seats_Remove_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Remove_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_remove_title(inputs)
	if (locale === "ar") return __ar.org_seats_remove_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_remove_title(inputs)
	return __en.org_seats_remove_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The organization then has {count} seat." |
* | * | "The organization then has {count} seats." |
*
* @param {Org_Seats_ThenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_then = /** @type {((inputs: Org_Seats_ThenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_ThenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_seats_then(inputs)
	if (locale === "ar") return __ar.org_seats_then(inputs)
	if (locale === "en-XA") return __en_xa2.org_seats_then(inputs)
	return __en.org_seats_then(inputs)
});
/**
* | output |
* | --- |
* | "Send invitation" |
*
* @param {Org_Send_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_send_invitation = /** @type {((inputs?: Org_Send_InvitationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Send_InvitationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_send_invitation(inputs)
	if (locale === "ar") return __ar.org_send_invitation(inputs)
	if (locale === "en-XA") return __en_xa2.org_send_invitation(inputs)
	return __en.org_send_invitation(inputs)
});
/**
* | output |
* | --- |
* | "Organization settings" |
*
* @param {Org_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_settings = /** @type {((inputs?: Org_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_settings(inputs)
	if (locale === "ar") return __ar.org_settings(inputs)
	if (locale === "en-XA") return __en_xa2.org_settings(inputs)
	return __en.org_settings(inputs)
});
/**
* | output |
* | --- |
* | "Short name" |
*
* @param {Org_Short_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_short_name = /** @type {((inputs?: Org_Short_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Short_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_short_name(inputs)
	if (locale === "ar") return __ar.org_short_name(inputs)
	if (locale === "en-XA") return __en_xa2.org_short_name(inputs)
	return __en.org_short_name(inputs)
});
/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes; unique." |
*
* @param {Org_Short_Name_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_short_name_help = /** @type {((inputs?: Org_Short_Name_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Short_Name_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_short_name_help(inputs)
	if (locale === "ar") return __ar.org_short_name_help(inputs)
	if (locale === "en-XA") return __en_xa2.org_short_name_help(inputs)
	return __en.org_short_name_help(inputs)
});
/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes; unique. Suggested from the name." |
*
* @param {Org_Short_Name_Help_SuggestedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_short_name_help_suggested = /** @type {((inputs?: Org_Short_Name_Help_SuggestedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Short_Name_Help_SuggestedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_short_name_help_suggested(inputs)
	if (locale === "ar") return __ar.org_short_name_help_suggested(inputs)
	if (locale === "en-XA") return __en_xa2.org_short_name_help_suggested(inputs)
	return __en.org_short_name_help_suggested(inputs)
});
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Org_StayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_stay = /** @type {((inputs?: Org_StayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_StayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_stay(inputs)
	if (locale === "ar") return __ar.org_stay(inputs)
	if (locale === "en-XA") return __en_xa2.org_stay(inputs)
	return __en.org_stay(inputs)
});
/**
* | output |
* | --- |
* | "You are still a member" |
*
* @param {Org_Still_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_still_member = /** @type {((inputs?: Org_Still_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Still_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_still_member(inputs)
	if (locale === "ar") return __ar.org_still_member(inputs)
	if (locale === "en-XA") return __en_xa2.org_still_member(inputs)
	return __en.org_still_member(inputs)
});
/**
* | output |
* | --- |
* | "Switch" |
*
* @param {Org_SwitchInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switch = /** @type {((inputs?: Org_SwitchInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SwitchInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_switch(inputs)
	if (locale === "ar") return __ar.org_switch(inputs)
	if (locale === "en-XA") return __en_xa2.org_switch(inputs)
	return __en.org_switch(inputs)
});
/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Org_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switch_to = /** @type {((inputs: Org_Switch_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Switch_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_switch_to(inputs)
	if (locale === "ar") return __ar.org_switch_to(inputs)
	if (locale === "en-XA") return __en_xa2.org_switch_to(inputs)
	return __en.org_switch_to(inputs)
});
/**
* | output |
* | --- |
* | "Teams" |
*
* @param {Org_TeamsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_teams = /** @type {((inputs?: Org_TeamsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_TeamsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_teams(inputs)
	if (locale === "ar") return __ar.org_teams(inputs)
	if (locale === "en-XA") return __en_xa2.org_teams(inputs)
	return __en.org_teams(inputs)
});
/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Org_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_title = /** @type {((inputs?: Org_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_title(inputs)
	if (locale === "ar") return __ar.org_title(inputs)
	if (locale === "en-XA") return __en_xa2.org_title(inputs)
	return __en.org_title(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Org_Workspace_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_active = /** @type {((inputs?: Org_Workspace_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_workspace_active(inputs)
	if (locale === "ar") return __ar.org_workspace_active(inputs)
	if (locale === "en-XA") return __en_xa2.org_workspace_active(inputs)
	return __en.org_workspace_active(inputs)
});
/**
* | output |
* | --- |
* | "Workspace: {name}" |
*
* @param {Org_Workspace_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_label = /** @type {((inputs: Org_Workspace_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_workspace_label(inputs)
	if (locale === "ar") return __ar.org_workspace_label(inputs)
	if (locale === "en-XA") return __en_xa2.org_workspace_label(inputs)
	return __en.org_workspace_label(inputs)
});
/**
* | output |
* | --- |
* | "Workspace switched" |
*
* @param {Org_Workspace_SwitchedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_switched = /** @type {((inputs?: Org_Workspace_SwitchedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_SwitchedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_workspace_switched(inputs)
	if (locale === "ar") return __ar.org_workspace_switched(inputs)
	if (locale === "en-XA") return __en_xa2.org_workspace_switched(inputs)
	return __en.org_workspace_switched(inputs)
});
/**
* | output |
* | --- |
* | "You are working in {name}" |
*
* @param {Org_Workspace_Switched_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_switched_text = /** @type {((inputs: Org_Workspace_Switched_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_Switched_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_workspace_switched_text(inputs)
	if (locale === "ar") return __ar.org_workspace_switched_text(inputs)
	if (locale === "en-XA") return __en_xa2.org_workspace_switched_text(inputs)
	return __en.org_workspace_switched_text(inputs)
});
/**
* | output |
* | --- |
* | "Workspaces" |
*
* @param {Org_WorkspacesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspaces = /** @type {((inputs?: Org_WorkspacesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_WorkspacesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_workspaces(inputs)
	if (locale === "ar") return __ar.org_workspaces(inputs)
	if (locale === "en-XA") return __en_xa2.org_workspaces(inputs)
	return __en.org_workspaces(inputs)
});
/**
* | output |
* | --- |
* | "You" |
*
* @param {Org_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_you = /** @type {((inputs?: Org_YouInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_YouInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_you(inputs)
	if (locale === "ar") return __ar.org_you(inputs)
	if (locale === "en-XA") return __en_xa2.org_you(inputs)
	return __en.org_you(inputs)
});
/**
* | output |
* | --- |
* | "Your role: {role}" |
*
* @param {Org_Your_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_your_role = /** @type {((inputs: Org_Your_RoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Your_RoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_your_role(inputs)
	if (locale === "ar") return __ar.org_your_role(inputs)
	if (locale === "en-XA") return __en_xa2.org_your_role(inputs)
	return __en.org_your_role(inputs)
});
/**
* | output |
* | --- |
* | "Your organizations" |
*
* @param {Org_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_yours = /** @type {((inputs?: Org_YoursInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_YoursInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_yours(inputs)
	if (locale === "ar") return __ar.org_yours(inputs)
	if (locale === "en-XA") return __en_xa2.org_yours(inputs)
	return __en.org_yours(inputs)
});
/**
* | output |
* | --- |
* | "Switch to one to see its settings. You can also switch from the workspace menu at the top." |
*
* @param {Org_Yours_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_yours_description = /** @type {((inputs?: Org_Yours_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Yours_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.org_yours_description(inputs)
	if (locale === "ar") return __ar.org_yours_description(inputs)
	if (locale === "en-XA") return __en_xa2.org_yours_description(inputs)
	return __en.org_yours_description(inputs)
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
/**
* | output |
* | --- |
* | "Add" |
*
* @param {Team_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_add = /** @type {((inputs?: Team_AddInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_AddInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_add(inputs)
	if (locale === "ar") return __ar.team_add(inputs)
	if (locale === "en-XA") return __en_xa2.team_add(inputs)
	return __en.team_add(inputs)
});
/**
* | output |
* | --- |
* | "Add a member to {team}" |
*
* @param {Team_Add_Member_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_add_member_label = /** @type {((inputs: Team_Add_Member_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Add_Member_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_add_member_label(inputs)
	if (locale === "ar") return __ar.team_add_member_label(inputs)
	if (locale === "en-XA") return __en_xa2.team_add_member_label(inputs)
	return __en.team_add_member_label(inputs)
});
/**
* | output |
* | --- |
* | "Choose a member" |
*
* @param {Team_Choose_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_choose_member = /** @type {((inputs?: Team_Choose_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Choose_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_choose_member(inputs)
	if (locale === "ar") return __ar.team_choose_member(inputs)
	if (locale === "en-XA") return __en_xa2.team_choose_member(inputs)
	return __en.team_choose_member(inputs)
});
/**
* | output |
* | --- |
* | "Create team" |
*
* @param {Team_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_create = /** @type {((inputs?: Team_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_create(inputs)
	if (locale === "ar") return __ar.team_create(inputs)
	if (locale === "en-XA") return __en_xa2.team_create(inputs)
	return __en.team_create(inputs)
});
/**
* | output |
* | --- |
* | "Team created" |
*
* @param {Team_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_created = /** @type {((inputs?: Team_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_created(inputs)
	if (locale === "ar") return __ar.team_created(inputs)
	if (locale === "en-XA") return __en_xa2.team_created(inputs)
	return __en.team_created(inputs)
});
/**
* | output |
* | --- |
* | "{name} is ready for members." |
*
* @param {Team_Created_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_created_text = /** @type {((inputs: Team_Created_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Created_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_created_text(inputs)
	if (locale === "ar") return __ar.team_created_text(inputs)
	if (locale === "en-XA") return __en_xa2.team_created_text(inputs)
	return __en.team_created_text(inputs)
});
/**
* | output |
* | --- |
* | "Delete team" |
*
* @param {Team_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete = /** @type {((inputs?: Team_DeleteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_DeleteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_delete(inputs)
	if (locale === "ar") return __ar.team_delete(inputs)
	if (locale === "en-XA") return __en_xa2.team_delete(inputs)
	return __en.team_delete(inputs)
});
/**
* | output |
* | --- |
* | "Delete {team}" |
*
* @param {Team_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete_label = /** @type {((inputs: Team_Delete_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Delete_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_delete_label(inputs)
	if (locale === "ar") return __ar.team_delete_label(inputs)
	if (locale === "en-XA") return __en_xa2.team_delete_label(inputs)
	return __en.team_delete_label(inputs)
});
/**
* | output |
* | --- |
* | "The team is removed; its members stay in {organization} with their roles." |
*
* @param {Team_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete_text = /** @type {((inputs: Team_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_delete_text(inputs)
	if (locale === "ar") return __ar.team_delete_text(inputs)
	if (locale === "en-XA") return __en_xa2.team_delete_text(inputs)
	return __en.team_delete_text(inputs)
});
/**
* | output |
* | --- |
* | "Delete {team}?" |
*
* @param {Team_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_delete_title = /** @type {((inputs: Team_Delete_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Delete_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_delete_title(inputs)
	if (locale === "ar") return __ar.team_delete_title(inputs)
	if (locale === "en-XA") return __en_xa2.team_delete_title(inputs)
	return __en.team_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Team deleted" |
*
* @param {Team_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_deleted = /** @type {((inputs?: Team_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_deleted(inputs)
	if (locale === "ar") return __ar.team_deleted(inputs)
	if (locale === "en-XA") return __en_xa2.team_deleted(inputs)
	return __en.team_deleted(inputs)
});
/**
* | output |
* | --- |
* | "{team} is gone; its members stay in the organization." |
*
* @param {Team_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_deleted_text = /** @type {((inputs: Team_Deleted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Deleted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_deleted_text(inputs)
	if (locale === "ar") return __ar.team_deleted_text(inputs)
	if (locale === "en-XA") return __en_xa2.team_deleted_text(inputs)
	return __en.team_deleted_text(inputs)
});
/**
* | output |
* | --- |
* | "Groups of members inside the organization." |
*
* @param {Team_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_description = /** @type {((inputs?: Team_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_description(inputs)
	if (locale === "ar") return __ar.team_description(inputs)
	if (locale === "en-XA") return __en_xa2.team_description(inputs)
	return __en.team_description(inputs)
});
/**
* | output |
* | --- |
* | "Keep team" |
*
* @param {Team_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_keep = /** @type {((inputs?: Team_KeepInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_KeepInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_keep(inputs)
	if (locale === "ar") return __ar.team_keep(inputs)
	if (locale === "en-XA") return __en_xa2.team_keep(inputs)
	return __en.team_keep(inputs)
});
/**
* | output |
* | --- |
* | "Added to the team" |
*
* @param {Team_Member_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_added = /** @type {((inputs?: Team_Member_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_member_added(inputs)
	if (locale === "ar") return __ar.team_member_added(inputs)
	if (locale === "en-XA") return __en_xa2.team_member_added(inputs)
	return __en.team_member_added(inputs)
});
/**
* | output |
* | --- |
* | "{name} is in {team}" |
*
* @param {Team_Member_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_added_text = /** @type {((inputs: Team_Member_Added_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_Added_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_member_added_text(inputs)
	if (locale === "ar") return __ar.team_member_added_text(inputs)
	if (locale === "en-XA") return __en_xa2.team_member_added_text(inputs)
	return __en.team_member_added_text(inputs)
});
/**
* | output |
* | --- |
* | "Removed from the team" |
*
* @param {Team_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_removed = /** @type {((inputs?: Team_Member_RemovedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_RemovedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_member_removed(inputs)
	if (locale === "ar") return __ar.team_member_removed(inputs)
	if (locale === "en-XA") return __en_xa2.team_member_removed(inputs)
	return __en.team_member_removed(inputs)
});
/**
* | output |
* | --- |
* | "{team} is updated." |
*
* @param {Team_Member_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_member_removed_text = /** @type {((inputs: Team_Member_Removed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Member_Removed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_member_removed_text(inputs)
	if (locale === "ar") return __ar.team_member_removed_text(inputs)
	if (locale === "en-XA") return __en_xa2.team_member_removed_text(inputs)
	return __en.team_member_removed_text(inputs)
});
/**
* | output |
* | --- |
* | "Team name" |
*
* @param {Team_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_name = /** @type {((inputs?: Team_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_name(inputs)
	if (locale === "ar") return __ar.team_name(inputs)
	if (locale === "en-XA") return __en_xa2.team_name(inputs)
	return __en.team_name(inputs)
});
/**
* | output |
* | --- |
* | "New team's name" |
*
* @param {Team_New_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_new_name = /** @type {((inputs?: Team_New_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_New_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_new_name(inputs)
	if (locale === "ar") return __ar.team_new_name(inputs)
	if (locale === "en-XA") return __en_xa2.team_new_name(inputs)
	return __en.team_new_name(inputs)
});
/**
* | output |
* | --- |
* | "No members yet." |
*
* @param {Team_No_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_no_members = /** @type {((inputs?: Team_No_MembersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_No_MembersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_no_members(inputs)
	if (locale === "ar") return __ar.team_no_members(inputs)
	if (locale === "en-XA") return __en_xa2.team_no_members(inputs)
	return __en.team_no_members(inputs)
});
/**
* | output |
* | --- |
* | "No teams yet." |
*
* @param {Team_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_none = /** @type {((inputs?: Team_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_none(inputs)
	if (locale === "ar") return __ar.team_none(inputs)
	if (locale === "en-XA") return __en_xa2.team_none(inputs)
	return __en.team_none(inputs)
});
/**
* | output |
* | --- |
* | "The organization's owners and admins can create them." |
*
* @param {Team_None_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_none_ask = /** @type {((inputs?: Team_None_AskInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_None_AskInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_none_ask(inputs)
	if (locale === "ar") return __ar.team_none_ask(inputs)
	if (locale === "en-XA") return __en_xa2.team_none_ask(inputs)
	return __en.team_none_ask(inputs)
});
/**
* | output |
* | --- |
* | "Name one above to group members." |
*
* @param {Team_None_Can_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_none_can_create = /** @type {((inputs?: Team_None_Can_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_None_Can_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_none_can_create(inputs)
	if (locale === "ar") return __ar.team_none_can_create(inputs)
	if (locale === "en-XA") return __en_xa2.team_none_can_create(inputs)
	return __en.team_none_can_create(inputs)
});
/**
* | output |
* | --- |
* | "Not added" |
*
* @param {Team_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_added = /** @type {((inputs?: Team_Not_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_not_added(inputs)
	if (locale === "ar") return __ar.team_not_added(inputs)
	if (locale === "en-XA") return __en_xa2.team_not_added(inputs)
	return __en.team_not_added(inputs)
});
/**
* | output |
* | --- |
* | "Team not created" |
*
* @param {Team_Not_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_created = /** @type {((inputs?: Team_Not_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_not_created(inputs)
	if (locale === "ar") return __ar.team_not_created(inputs)
	if (locale === "en-XA") return __en_xa2.team_not_created(inputs)
	return __en.team_not_created(inputs)
});
/**
* | output |
* | --- |
* | "Team not deleted" |
*
* @param {Team_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_deleted = /** @type {((inputs?: Team_Not_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_not_deleted(inputs)
	if (locale === "ar") return __ar.team_not_deleted(inputs)
	if (locale === "en-XA") return __en_xa2.team_not_deleted(inputs)
	return __en.team_not_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Not renamed" |
*
* @param {Team_Not_RenamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_not_renamed = /** @type {((inputs?: Team_Not_RenamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Not_RenamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_not_renamed(inputs)
	if (locale === "ar") return __ar.team_not_renamed(inputs)
	if (locale === "en-XA") return __en_xa2.team_not_renamed(inputs)
	return __en.team_not_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name} from {team}" |
*
* @param {Team_Remove_Member_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_remove_member_label = /** @type {((inputs: Team_Remove_Member_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Remove_Member_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_remove_member_label(inputs)
	if (locale === "ar") return __ar.team_remove_member_label(inputs)
	if (locale === "en-XA") return __en_xa2.team_remove_member_label(inputs)
	return __en.team_remove_member_label(inputs)
});
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Team_RenameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_rename = /** @type {((inputs?: Team_RenameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_RenameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_rename(inputs)
	if (locale === "ar") return __ar.team_rename(inputs)
	if (locale === "en-XA") return __en_xa2.team_rename(inputs)
	return __en.team_rename(inputs)
});
/**
* | output |
* | --- |
* | "Rename {team}" |
*
* @param {Team_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_rename_label = /** @type {((inputs: Team_Rename_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Rename_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_rename_label(inputs)
	if (locale === "ar") return __ar.team_rename_label(inputs)
	if (locale === "en-XA") return __en_xa2.team_rename_label(inputs)
	return __en.team_rename_label(inputs)
});
/**
* | output |
* | --- |
* | "Team renamed" |
*
* @param {Team_RenamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_renamed = /** @type {((inputs?: Team_RenamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_RenamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_renamed(inputs)
	if (locale === "ar") return __ar.team_renamed(inputs)
	if (locale === "en-XA") return __en_xa2.team_renamed(inputs)
	return __en.team_renamed(inputs)
});
/**
* | output |
* | --- |
* | "{team} is now {name}" |
*
* @param {Team_Renamed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_renamed_text = /** @type {((inputs: Team_Renamed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Renamed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_renamed_text(inputs)
	if (locale === "ar") return __ar.team_renamed_text(inputs)
	if (locale === "en-XA") return __en_xa2.team_renamed_text(inputs)
	return __en.team_renamed_text(inputs)
});
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Team_Save_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const team_save_name = /** @type {((inputs?: Team_Save_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Save_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.team_save_name(inputs)
	if (locale === "ar") return __ar.team_save_name(inputs)
	if (locale === "en-XA") return __en_xa2.team_save_name(inputs)
	return __en.team_save_name(inputs)
});