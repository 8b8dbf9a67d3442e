import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ appName: NonNullable<unknown> }} Account_Not_Me_TitleInputs */
/** @typedef {{}} Admin_AccountInputs */
/** @typedef {{}} Admin_AccountsInputs */
/** @typedef {{}} Admin_Accounts_Load_FailedInputs */
/** @typedef {{}} Admin_Accounts_LoadingInputs */
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
/** @typedef {{}} Admin_Audit_Load_FailedInputs */
/** @typedef {{}} Admin_Audit_LoadingInputs */
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
/** @typedef {{}} Admin_User_ActionsInputs */
/** @typedef {{}} Admin_User_Actions_Admin_EmailsInputs */
/** @typedef {{}} Admin_User_Actions_HelpInputs */
/** @typedef {{}} Admin_User_Actions_OwnInputs */
/** @typedef {{}} Admin_User_ActivityInputs */
/** @typedef {{}} Admin_User_Activity_EmptyInputs */
/** @typedef {{ network: NonNullable<unknown> }} Admin_User_Activity_FromInputs */
/** @typedef {{}} Admin_User_Activity_HelpInputs */
/** @typedef {{}} Admin_User_AdminInputs */
/** @typedef {{}} Admin_User_All_AccountsInputs */
/** @typedef {{}} Admin_User_Api_KeysInputs */
/** @typedef {{}} Admin_User_Api_Keys_EmptyInputs */
/** @typedef {{}} Admin_User_Api_Keys_HelpInputs */
/** @typedef {{}} Admin_User_AuditInputs */
/** @typedef {{}} Admin_User_Audit_AllInputs */
/** @typedef {{ email: NonNullable<unknown>, when: NonNullable<unknown> }} Admin_User_Audit_ByInputs */
/** @typedef {{}} Admin_User_Audit_EmptyInputs */
/** @typedef {{}} Admin_User_Audit_HelpInputs */
/** @typedef {{}} Admin_User_BanInputs */
/** @typedef {{}} Admin_User_Ban_ButtonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_User_Ban_DaysInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Ban_ExplainInputs */
/** @typedef {{}} Admin_User_Ban_LengthInputs */
/** @typedef {{}} Admin_User_Ban_One_YearInputs */
/** @typedef {{}} Admin_User_Ban_ReasonInputs */
/** @typedef {{}} Admin_User_Ban_Reason_HelpInputs */
/** @typedef {{}} Admin_User_Ban_Reason_MissingInputs */
/** @typedef {{}} Admin_User_Ban_TitleInputs */
/** @typedef {{}} Admin_User_Ban_Until_LiftedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Banned_DoneInputs */
/** @typedef {{}} Admin_User_Banned_UntilInputs */
/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown> }} Admin_User_Browser_On_OsInputs */
/** @typedef {{}} Admin_User_DeviceInputs */
/** @typedef {{}} Admin_User_Email_Link_OnlyInputs */
/** @typedef {{}} Admin_User_GrantInputs */
/** @typedef {{}} Admin_User_Grant_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Grant_DoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Grant_ExplainInputs */
/** @typedef {{}} Admin_User_Grant_TitleInputs */
/** @typedef {{}} Admin_User_GrantedInputs */
/** @typedef {{}} Admin_User_ImpersonateInputs */
/** @typedef {{}} Admin_User_Impersonate_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Impersonate_ExplainInputs */
/** @typedef {{}} Admin_User_Impersonate_TitleInputs */
/** @typedef {{}} Admin_User_In_Admin_EmailsInputs */
/** @typedef {{}} Admin_User_KeyInputs */
/** @typedef {{ workspace: NonNullable<unknown>, key: NonNullable<unknown> }} Admin_User_Key_LabelInputs */
/** @typedef {{}} Admin_User_Key_RevokeInputs */
/** @typedef {{}} Admin_User_Key_Revoke_ButtonInputs */
/** @typedef {{ label: NonNullable<unknown> }} Admin_User_Key_Revoke_ExplainInputs */
/** @typedef {{ label: NonNullable<unknown> }} Admin_User_Key_Revoke_LabelInputs */
/** @typedef {{}} Admin_User_Key_Revoke_TitleInputs */
/** @typedef {{}} Admin_User_Key_RevokedInputs */
/** @typedef {{}} Admin_User_Key_Revoked_TextInputs */
/** @typedef {{}} Admin_User_Last_ActiveInputs */
/** @typedef {{}} Admin_User_Last_ChangedInputs */
/** @typedef {{}} Admin_User_Last_UsedInputs */
/** @typedef {{}} Admin_User_Lifted_By_AdminInputs */
/** @typedef {{}} Admin_User_Load_FailedInputs */
/** @typedef {{}} Admin_User_LoadingInputs */
/** @typedef {{}} Admin_User_Mail_SentInputs */
/** @typedef {{}} Admin_User_NeverInputs */
/** @typedef {{}} Admin_User_None_GivenInputs */
/** @typedef {{}} Admin_User_Not_DoneInputs */
/** @typedef {{}} Admin_User_OpenInputs */
/** @typedef {{}} Admin_User_OrganizationsInputs */
/** @typedef {{}} Admin_User_Organizations_EmptyInputs */
/** @typedef {{}} Admin_User_PasswordInputs */
/** @typedef {{}} Admin_User_Period_EndsInputs */
/** @typedef {{}} Admin_User_PriceInputs */
/** @typedef {{ price: NonNullable<unknown> }} Admin_User_Price_MonthInputs */
/** @typedef {{ price: NonNullable<unknown> }} Admin_User_Price_YearInputs */
/** @typedef {{}} Admin_User_ProfileInputs */
/** @typedef {{}} Admin_User_Profile_IdInputs */
/** @typedef {{}} Admin_User_ReasonInputs */
/** @typedef {{}} Admin_User_ResendInputs */
/** @typedef {{}} Admin_User_Resend_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Resend_DoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Resend_ExplainInputs */
/** @typedef {{}} Admin_User_Resend_TitleInputs */
/** @typedef {{}} Admin_User_RevokeInputs */
/** @typedef {{}} Admin_User_Revoke_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Revoke_DoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Revoke_ExplainInputs */
/** @typedef {{}} Admin_User_Revoke_TitleInputs */
/** @typedef {{}} Admin_User_RevokedInputs */
/** @typedef {{}} Admin_User_Session_EndsInputs */
/** @typedef {{}} Admin_User_Session_StartedInputs */
/** @typedef {{}} Admin_User_SessionsInputs */
/** @typedef {{}} Admin_User_Sessions_EmptyInputs */
/** @typedef {{}} Admin_User_Sign_In_MethodsInputs */
/** @typedef {{}} Admin_User_Sign_OutInputs */
/** @typedef {{}} Admin_User_Sign_Out_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Sign_Out_DoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Sign_Out_ExplainInputs */
/** @typedef {{}} Admin_User_Sign_Out_TitleInputs */
/** @typedef {{}} Admin_User_Signed_OutInputs */
/** @typedef {{}} Admin_User_Subscriptions_EmptyInputs */
/** @typedef {{}} Admin_User_Subscriptions_HelpInputs */
/** @typedef {{}} Admin_User_Two_Factor_OnInputs */
/** @typedef {{}} Admin_User_UnbanInputs */
/** @typedef {{}} Admin_User_Unban_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Unban_DoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_User_Unban_ExplainInputs */
/** @typedef {{}} Admin_User_Unban_TitleInputs */
/** @typedef {{}} Admin_User_UnknownInputs */
/** @typedef {{}} Admin_User_WorkspaceInputs */
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
/** @typedef {{}} Apidocs_AnyInputs */
/** @typedef {{}} Apidocs_Any_ContentInputs */
/** @typedef {{ base: NonNullable<unknown>, code: NonNullable<unknown>, message: NonNullable<unknown> }} Apidocs_Base_UrlInputs */
/** @typedef {{}} Apidocs_BodyInputs */
/** @typedef {{ mediaType: NonNullable<unknown> }} Apidocs_Body_OptionalInputs */
/** @typedef {{ mediaType: NonNullable<unknown> }} Apidocs_Body_RequiredInputs */
/** @typedef {{}} Apidocs_ChooseInputs */
/** @typedef {{}} Apidocs_Col_BodyInputs */
/** @typedef {{}} Apidocs_Col_DescriptionInputs */
/** @typedef {{}} Apidocs_Col_FieldInputs */
/** @typedef {{}} Apidocs_Col_HeadersInputs */
/** @typedef {{}} Apidocs_Col_InInputs */
/** @typedef {{}} Apidocs_Col_NameInputs */
/** @typedef {{}} Apidocs_Col_StatusInputs */
/** @typedef {{}} Apidocs_Col_TypeInputs */
/** @typedef {{}} Apidocs_Dashboard_LinkInputs */
/** @typedef {{}} Apidocs_DeprecatedInputs */
/** @typedef {{ document: NonNullable<unknown> }} Apidocs_Described_ByInputs */
/** @typedef {{}} Apidocs_Document_LinkInputs */
/** @typedef {{ name: NonNullable<unknown> }} Apidocs_FieldsInputs */
/** @typedef {{}} Apidocs_Head_TitleInputs */
/** @typedef {{}} Apidocs_In_HeaderInputs */
/** @typedef {{}} Apidocs_In_PathInputs */
/** @typedef {{}} Apidocs_In_QueryInputs */
/** @typedef {{}} Apidocs_Key_DescriptionInputs */
/** @typedef {{}} Apidocs_Key_HeadingInputs */
/** @typedef {{}} Apidocs_Key_LabelInputs */
/** @typedef {{ dashboard: NonNullable<unknown> }} Apidocs_Key_On_DashboardInputs */
/** @typedef {{}} Apidocs_Key_PlaceholderInputs */
/** @typedef {{}} Apidocs_Load_FailedInputs */
/** @typedef {{}} Apidocs_LoadingInputs */
/** @typedef {{}} Apidocs_NoneInputs */
/** @typedef {{ null: NonNullable<unknown> }} Apidocs_Nullable_ObjectInputs */
/** @typedef {{}} Apidocs_OptionalInputs */
/** @typedef {{}} Apidocs_ParametersInputs */
/** @typedef {{}} Apidocs_Request_BodyInputs */
/** @typedef {{}} Apidocs_Request_FailedInputs */
/** @typedef {{}} Apidocs_RequiredInputs */
/** @typedef {{}} Apidocs_Response_BodyInputs */
/** @typedef {{}} Apidocs_Response_HeadersInputs */
/** @typedef {{}} Apidocs_ResponsesInputs */
/** @typedef {{}} Apidocs_SchemasInputs */
/** @typedef {{}} Apidocs_SendInputs */
/** @typedef {{}} Apidocs_Sent_AsInputs */
/** @typedef {{}} Apidocs_Sent_As_DescriptionInputs */
/** @typedef {{ status: NonNullable<unknown> }} Apidocs_StatusInputs */
/** @typedef {{}} Apidocs_TitleInputs */
/** @typedef {{}} Apidocs_Try_ItInputs */
/** @typedef {{ verb: NonNullable<unknown>, path: NonNullable<unknown> }} Apidocs_Try_NamedInputs */
/** @typedef {{ type: NonNullable<unknown> }} Apidocs_Type_OfInputs */
/** @typedef {{ version: NonNullable<unknown> }} Apidocs_VersionInputs */
/** @typedef {{ date: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_After_TrialInputs */
/** @typedef {{}} Billing_Back_To_PlansInputs */
/** @typedef {{}} Billing_Calls_Per_MinuteInputs */
/** @typedef {{}} Billing_Calls_This_PeriodInputs */
/** @typedef {{}} Billing_Calls_UsedInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Cancel_BodyInputs */
/** @typedef {{}} Billing_Cancel_SubscriptionInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Cancel_TitleInputs */
/** @typedef {{}} Billing_Cancelled_TitleInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_DowngradeInputs */
/** @typedef {{}} Billing_Change_PlanInputs */
/** @typedef {{}} Billing_Change_Plan_DescriptionInputs */
/** @typedef {{ current: NonNullable<unknown>, currentPrice: NonNullable<unknown>, target: NonNullable<unknown>, targetPrice: NonNullable<unknown> }} Billing_Change_SummaryInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_To_MonthlyInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_To_YearlyInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_UpgradeInputs */
/** @typedef {{}} Billing_Changing_PlanInputs */
/** @typedef {{}} Billing_Charge_UnknownInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_ChargedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_ChargingInputs */
/** @typedef {{}} Billing_Check_FailedInputs */
/** @typedef {{}} Billing_Checkout_Not_FoundInputs */
/** @typedef {{}} Billing_Checkout_Not_Found_TextInputs */
/** @typedef {{}} Billing_Checkout_TitleInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Chose_BeforeInputs */
/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown> }} Billing_CreditedInputs */
/** @typedef {{}} Billing_Credited_Previous_PlanInputs */
/** @typedef {{}} Billing_Current_PeriodInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Ends_OnInputs */
/** @typedef {{}} Billing_Ends_Period_EndInputs */
/** @typedef {{}} Billing_Everyone_StaysInputs */
/** @typedef {{}} Billing_Finding_OwnersInputs */
/** @typedef {{}} Billing_Go_To_SubscriptionsInputs */
/** @typedef {{}} Billing_IncludesInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_KeepInputs */
/** @typedef {{}} Billing_Keep_SubscriptionInputs */
/** @typedef {{}} Billing_Manage_BillingInputs */
/** @typedef {{}} Billing_Manage_SubscriptionInputs */
/** @typedef {{}} Billing_No_PlanInputs */
/** @typedef {{}} Billing_No_SubscriptionsInputs */
/** @typedef {{}} Billing_Nothing_ChargedInputs */
/** @typedef {{}} Billing_On_This_PlanInputs */
/** @typedef {{}} Billing_Only_OwnerInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Opening_CheckoutInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Billing_Org_No_PlanInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Billing_Org_No_SubscriptionInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Billing_Org_Plans_IntroInputs */
/** @typedef {{}} Billing_Over_PlanInputs */
/** @typedef {{}} Billing_Payment_FailedInputs */
/** @typedef {{}} Billing_Payment_Failed_TextInputs */
/** @typedef {{}} Billing_Payment_SuccessfulInputs */
/** @typedef {{}} Billing_People_PendingInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Billing_PeriodInputs */
/** @typedef {{}} Billing_Pick_Plan_BelowInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Plan_IncludesInputs */
/** @typedef {{}} Billing_Plans_IntroInputs */
/** @typedef {{}} Billing_PriceInputs */
/** @typedef {{}} Billing_ProcessingInputs */
/** @typedef {{}} Billing_Processing_TextInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Processing_Text_PlanInputs */
/** @typedef {{ plan: NonNullable<unknown>, until: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_DowngradeInputs */
/** @typedef {{ plan: NonNullable<unknown>, amount: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_To_MonthlyInputs */
/** @typedef {{ plan: NonNullable<unknown>, amount: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_To_YearlyInputs */
/** @typedef {{ plan: NonNullable<unknown>, until: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_UpgradeInputs */
/** @typedef {{}} Billing_Reading_IncludesInputs */
/** @typedef {{}} Billing_Reading_PlanInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_RenewsInputs */
/** @typedef {{}} Billing_ResumeInputs */
/** @typedef {{}} Billing_Resume_To_ChangeInputs */
/** @typedef {{}} Billing_Resumed_TitleInputs */
/** @typedef {{}} Billing_See_The_PlansInputs */
/** @typedef {{ start: NonNullable<unknown> }} Billing_SinceInputs */
/** @typedef {{}} Billing_Status_ActiveInputs */
/** @typedef {{}} Billing_Status_CancelledInputs */
/** @typedef {{}} Billing_Status_ExpiredInputs */
/** @typedef {{}} Billing_Status_InactiveInputs */
/** @typedef {{}} Billing_Status_Past_DueInputs */
/** @typedef {{}} Billing_Status_PendingInputs */
/** @typedef {{}} Billing_Status_RevokedInputs */
/** @typedef {{}} Billing_Status_TrialingInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Stays_Active_PeriodInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Stays_Active_UntilInputs */
/** @typedef {{ plan: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Subscribed_ToInputs */
/** @typedef {{}} Billing_Subscription_ActiveInputs */
/** @typedef {{}} Billing_Subscriptions_TitleInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Switch_ToInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Switched_ToInputs */
/** @typedef {{}} Billing_The_Period_EndInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Billing_This_PeriodInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Trial_LineInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Until_DateInputs */
/** @typedef {{ used: NonNullable<unknown>, allowed: NonNullable<unknown> }} Billing_Used_OfInputs */
/** @typedef {{}} Billing_View_SubscriptionsInputs */
/** @typedef {{}} Common_ActionsInputs */
/** @typedef {{}} Common_CancelInputs */
/** @typedef {{}} Common_CloseInputs */
/** @typedef {{}} Common_ConfirmInputs */
/** @typedef {{}} Common_CopiedInputs */
/** @typedef {{}} Common_DeleteInputs */
/** @typedef {{}} Common_DoneInputs */
/** @typedef {{}} Common_Not_RemovedInputs */
/** @typedef {{}} Common_RemoveInputs */
/** @typedef {{ label: NonNullable<unknown> }} Common_Scrolls_SidewaysInputs */
/** @typedef {{}} Common_Try_AgainInputs */
/** @typedef {{ email: NonNullable<unknown> }} Common_Type_To_ConfirmInputs */
/** @typedef {{}} Confirm_Link_FailedInputs */
/** @typedef {{}} Confirm_New_LinkInputs */
/** @typedef {{}} Confirm_Not_YouInputs */
/** @typedef {{}} Confirm_Sign_InInputs */
/** @typedef {{ email: NonNullable<unknown> }} Confirm_Signing_In_AsInputs */
/** @typedef {{}} Dashboard_Manage_AccountInputs */
/** @typedef {{ date: NonNullable<unknown> }} Dashboard_Member_SinceInputs */
/** @typedef {{}} Dashboard_Not_VerifiedInputs */
/** @typedef {{}} Dashboard_Organization_SettingsInputs */
/** @typedef {{}} Dashboard_OrganizationsInputs */
/** @typedef {{}} Dashboard_PersonalInputs */
/** @typedef {{}} Dashboard_Personal_TextInputs */
/** @typedef {{ email: NonNullable<unknown> }} Dashboard_Signed_In_AsInputs */
/** @typedef {{}} Dashboard_SubscriptionsInputs */
/** @typedef {{}} Dashboard_TitleInputs */
/** @typedef {{}} Dashboard_VerifiedInputs */
/** @typedef {{}} Dashboard_WelcomeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Dashboard_Welcome_NameInputs */
/** @typedef {{}} Dashboard_WorkspaceInputs */
/** @typedef {{}} Dashboard_Workspace_SharedInputs */
/** @typedef {{}} Dashboard_Your_AccountInputs */
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
/** @typedef {{}} Keys_Api_DocumentationInputs */
/** @typedef {{ count: NonNullable<unknown>, calls: NonNullable<unknown> }} Keys_Call_CountInputs */
/** @typedef {{}} Keys_Chart_NameInputs */
/** @typedef {{}} Keys_Chart_SeriesInputs */
/** @typedef {{}} Keys_Copy_KeyInputs */
/** @typedef {{}} Keys_Copy_NowInputs */
/** @typedef {{}} Keys_Copy_Now_TextInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown>, plan: NonNullable<unknown> }} Keys_Count_In_PlanInputs */
/** @typedef {{}} Keys_CreateInputs */
/** @typedef {{}} Keys_Create_FailedInputs */
/** @typedef {{}} Keys_Created_MessageInputs */
/** @typedef {{}} Keys_Created_TitleInputs */
/** @typedef {{}} Keys_Full_KeyInputs */
/** @typedef {{}} Keys_HeadingInputs */
/** @typedef {{}} Keys_Heading_ManyInputs */
/** @typedef {{}} Keys_Label_CreatedInputs */
/** @typedef {{}} Keys_Label_ExpiresInputs */
/** @typedef {{}} Keys_Label_KeyInputs */
/** @typedef {{}} Keys_Label_Last_UsedInputs */
/** @typedef {{}} Keys_LockedInputs */
/** @typedef {{}} Keys_Modal_TitleInputs */
/** @typedef {{}} Keys_Modal_Title_NewInputs */
/** @typedef {{}} Keys_NeverInputs */
/** @typedef {{}} Keys_Never_ExpiresInputs */
/** @typedef {{}} Keys_New_Name_DescriptionInputs */
/** @typedef {{}} Keys_New_Name_LabelInputs */
/** @typedef {{ header: NonNullable<unknown> }} Keys_None_YetInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Keys_Org_KeyInputs */
/** @typedef {{ organization: NonNullable<unknown> }} Keys_Org_KeysInputs */
/** @typedef {{}} Keys_Org_No_KeyInputs */
/** @typedef {{ plan: NonNullable<unknown>, max: NonNullable<unknown> }} Keys_Over_PlanInputs */
/** @typedef {{ used: NonNullable<unknown>, included: NonNullable<unknown>, day: NonNullable<unknown> }} Keys_PeriodInputs */
/** @typedef {{ calls: NonNullable<unknown>, amount: NonNullable<unknown> }} Keys_Period_OverInputs */
/** @typedef {{}} Keys_Personal_KeyInputs */
/** @typedef {{}} Keys_Personal_KeysInputs */
/** @typedef {{}} Keys_Previous_StoppedInputs */
/** @typedef {{}} Keys_RegenerateInputs */
/** @typedef {{}} Keys_Regenerate_BodyInputs */
/** @typedef {{}} Keys_Regenerate_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keys_Regenerate_NamedInputs */
/** @typedef {{}} Keys_Regenerate_TitleInputs */
/** @typedef {{}} Keys_Regenerated_MessageInputs */
/** @typedef {{}} Keys_Regenerated_TitleInputs */
/** @typedef {{}} Keys_RevokeInputs */
/** @typedef {{}} Keys_Revoke_BodyInputs */
/** @typedef {{}} Keys_Revoke_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keys_Revoke_NamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keys_Revoke_TitleInputs */
/** @typedef {{}} Keys_RevokedInputs */
/** @typedef {{ bearer: NonNullable<unknown>, header: NonNullable<unknown> }} Keys_Send_AsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keys_ShortenedInputs */
/** @typedef {{}} Keys_Status_ActiveInputs */
/** @typedef {{}} Keys_Status_DisabledInputs */
/** @typedef {{}} Keys_Status_ExpiredInputs */
/** @typedef {{}} Keys_This_KeyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Keys_Usage_FailedInputs */
/** @typedef {{}} Keys_Usage_HeadingInputs */
/** @typedef {{}} Keys_Usage_LoadingInputs */
/** @typedef {{}} Keys_Usage_NoneInputs */
/** @typedef {{ calls: NonNullable<unknown> }} Keys_Usage_TotalInputs */
/** @typedef {{}} Landing_BadgeInputs */
/** @typedef {{}} Landing_Colour_SchemeInputs */
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
/** @typedef {{}} Landing_Scheme_AutoInputs */
/** @typedef {{}} Landing_Scheme_DarkInputs */
/** @typedef {{}} Landing_Scheme_LightInputs */
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
/** @typedef {{}} Page_Error_TitleInputs */
/** @typedef {{}} Page_Go_HomeInputs */
/** @typedef {{}} Page_Not_Found_TextInputs */
/** @typedef {{}} Page_Not_Found_TitleInputs */
/** @typedef {{}} Password_EnterInputs */
/** @typedef {{}} Password_ForgotInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} Password_Not_Signed_InInputs */
/** @typedef {{}} Password_Reset_Not_SentInputs */
/** @typedef {{}} Password_Reset_SentInputs */
/** @typedef {{}} Password_Sign_InInputs */
/** @typedef {{ price: NonNullable<unknown> }} Pricing_A_SeatInputs */
/** @typedef {{}} Pricing_Api_KeysInputs */
/** @typedef {{}} Pricing_Calls_IncludedInputs */
/** @typedef {{}} Pricing_CompareInputs */
/** @typedef {{}} Pricing_Current_PlanInputs */
/** @typedef {{}} Pricing_Discount_DescriptionInputs */
/** @typedef {{}} Pricing_Discount_LabelInputs */
/** @typedef {{}} Pricing_Feature_Priority_SupportInputs */
/** @typedef {{}} Pricing_Feature_Usage_HistoryInputs */
/** @typedef {{}} Pricing_FreeInputs */
/** @typedef {{}} Pricing_IncludedInputs */
/** @typedef {{}} Pricing_Not_IncludedInputs */
/** @typedef {{}} Pricing_PeopleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Per_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Per_YearInputs */
/** @typedef {{}} Pricing_PlansInputs */
/** @typedef {{}} Pricing_PriceInputs */
/** @typedef {{}} Pricing_Pro_DescriptionInputs */
/** @typedef {{}} Pricing_Pro_Feature_StarterInputs */
/** @typedef {{}} Pricing_Pro_Yearly_DescriptionInputs */
/** @typedef {{}} Pricing_Pro_Yearly_Feature_Free_MonthsInputs */
/** @typedef {{}} Pricing_Pro_Yearly_Feature_ProInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Seats_BoughtInputs */
/** @typedef {{}} Pricing_Starter_DescriptionInputs */
/** @typedef {{}} Pricing_Starter_Feature_KeysInputs */
/** @typedef {{}} Pricing_Starter_Feature_RateInputs */
/** @typedef {{}} Pricing_Starter_Feature_SupportInputs */
/** @typedef {{}} Pricing_SubscribeInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Pricing_Subscribe_ToInputs */
/** @typedef {{}} Pricing_Team_DescriptionInputs */
/** @typedef {{}} Pricing_Team_Feature_Add_SeatsInputs */
/** @typedef {{}} Pricing_Team_Feature_ProInputs */
/** @typedef {{ price: NonNullable<unknown>, min: NonNullable<unknown> }} Pricing_Team_Feature_SeatsInputs */
/** @typedef {{ count: NonNullable<unknown>, interval: NonNullable<unknown> }} Pricing_Trial_LabelInputs */
/** @typedef {{ trial: NonNullable<unknown> }} Pricing_Trial_NoteInputs */
/** @typedef {{}} Pricing_What_You_GetInputs */
/** @typedef {{}} Shell_Account_MenuInputs */
/** @typedef {{}} Shell_Admin_ConsoleInputs */
/** @typedef {{}} Shell_ErrorInputs */
/** @typedef {{}} Shell_MainInputs */
/** @typedef {{}} Shell_Nav_ApiInputs */
/** @typedef {{}} Shell_Nav_DashboardInputs */
/** @typedef {{}} Shell_Nav_OrganizationInputs */
/** @typedef {{}} Shell_Nav_SettingsInputs */
/** @typedef {{}} Shell_Nav_SubscriptionsInputs */
/** @typedef {{}} Shell_NavigationInputs */
/** @typedef {{}} Shell_Sign_OutInputs */
/** @typedef {{}} Shell_Signed_In_AsInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
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
* | "Secure your account · {appName}" |
*
* @param {Account_Not_Me_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_not_me_title = /** @type {((inputs: Account_Not_Me_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Me_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.account_not_me_title(inputs)
	if (locale === "ar") return __ar.account_not_me_title(inputs)
	if (locale === "en-XA") return __en_xa2.account_not_me_title(inputs)
	return __en.account_not_me_title(inputs)
});
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
* | "The accounts could not be loaded. Reload the page to try again." |
*
* @param {Admin_Accounts_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_accounts_load_failed = /** @type {((inputs?: Admin_Accounts_Load_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Accounts_Load_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_accounts_load_failed(inputs)
	if (locale === "ar") return __ar.admin_accounts_load_failed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_accounts_load_failed(inputs)
	return __en.admin_accounts_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the accounts" |
*
* @param {Admin_Accounts_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_accounts_loading = /** @type {((inputs?: Admin_Accounts_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Accounts_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_accounts_loading(inputs)
	if (locale === "ar") return __ar.admin_accounts_loading(inputs)
	if (locale === "en-XA") return __en_xa2.admin_accounts_loading(inputs)
	return __en.admin_accounts_loading(inputs)
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
* | "The audit log could not be loaded. Reload the page to try again." |
*
* @param {Admin_Audit_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_load_failed = /** @type {((inputs?: Admin_Audit_Load_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Load_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_load_failed(inputs)
	if (locale === "ar") return __ar.admin_audit_load_failed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_load_failed(inputs)
	return __en.admin_audit_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the audit log" |
*
* @param {Admin_Audit_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_loading = /** @type {((inputs?: Admin_Audit_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_audit_loading(inputs)
	if (locale === "ar") return __ar.admin_audit_loading(inputs)
	if (locale === "en-XA") return __en_xa2.admin_audit_loading(inputs)
	return __en.admin_audit_loading(inputs)
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
* | "Actions" |
*
* @param {Admin_User_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_actions = /** @type {((inputs?: Admin_User_ActionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ActionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_actions(inputs)
	if (locale === "ar") return __ar.admin_user_actions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_actions(inputs)
	return __en.admin_user_actions(inputs)
});
/**
* | output |
* | --- |
* | "ADMIN_EMAILS names this address, so its admin role is the environment's to change." |
*
* @param {Admin_User_Actions_Admin_EmailsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_actions_admin_emails = /** @type {((inputs?: Admin_User_Actions_Admin_EmailsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Actions_Admin_EmailsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_actions_admin_emails(inputs)
	if (locale === "ar") return __ar.admin_user_actions_admin_emails(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_actions_admin_emails(inputs)
	return __en.admin_user_actions_admin_emails(inputs)
});
/**
* | output |
* | --- |
* | "Each action asks for the account's address and is recorded in the audit log." |
*
* @param {Admin_User_Actions_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_actions_help = /** @type {((inputs?: Admin_User_Actions_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Actions_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_actions_help(inputs)
	if (locale === "ar") return __ar.admin_user_actions_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_actions_help(inputs)
	return __en.admin_user_actions_help(inputs)
});
/**
* | output |
* | --- |
* | "This is your own account: change it in your settings." |
*
* @param {Admin_User_Actions_OwnInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_actions_own = /** @type {((inputs?: Admin_User_Actions_OwnInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Actions_OwnInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_actions_own(inputs)
	if (locale === "ar") return __ar.admin_user_actions_own(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_actions_own(inputs)
	return __en.admin_user_actions_own(inputs)
});
/**
* | output |
* | --- |
* | "Recent activity" |
*
* @param {Admin_User_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_activity = /** @type {((inputs?: Admin_User_ActivityInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ActivityInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_activity(inputs)
	if (locale === "ar") return __ar.admin_user_activity(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_activity(inputs)
	return __en.admin_user_activity(inputs)
});
/**
* | output |
* | --- |
* | "Nothing recorded." |
*
* @param {Admin_User_Activity_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_activity_empty = /** @type {((inputs?: Admin_User_Activity_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Activity_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_activity_empty(inputs)
	if (locale === "ar") return __ar.admin_user_activity_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_activity_empty(inputs)
	return __en.admin_user_activity_empty(inputs)
});
/**
* | output |
* | --- |
* | "from {network}" |
*
* @param {Admin_User_Activity_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_activity_from = /** @type {((inputs: Admin_User_Activity_FromInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Activity_FromInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_activity_from(inputs)
	if (locale === "ar") return __ar.admin_user_activity_from(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_activity_from(inputs)
	return __en.admin_user_activity_from(inputs)
});
/**
* | output |
* | --- |
* | "The account's own timeline." |
*
* @param {Admin_User_Activity_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_activity_help = /** @type {((inputs?: Admin_User_Activity_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Activity_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_activity_help(inputs)
	if (locale === "ar") return __ar.admin_user_activity_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_activity_help(inputs)
	return __en.admin_user_activity_help(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Admin_User_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_admin = /** @type {((inputs?: Admin_User_AdminInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_AdminInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_admin(inputs)
	if (locale === "ar") return __ar.admin_user_admin(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_admin(inputs)
	return __en.admin_user_admin(inputs)
});
/**
* | output |
* | --- |
* | "All accounts" |
*
* @param {Admin_User_All_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_all_accounts = /** @type {((inputs?: Admin_User_All_AccountsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_All_AccountsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_all_accounts(inputs)
	if (locale === "ar") return __ar.admin_user_all_accounts(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_all_accounts(inputs)
	return __en.admin_user_all_accounts(inputs)
});
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Admin_User_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_api_keys = /** @type {((inputs?: Admin_User_Api_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Api_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_api_keys(inputs)
	if (locale === "ar") return __ar.admin_user_api_keys(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_api_keys(inputs)
	return __en.admin_user_api_keys(inputs)
});
/**
* | output |
* | --- |
* | "No API key." |
*
* @param {Admin_User_Api_Keys_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_api_keys_empty = /** @type {((inputs?: Admin_User_Api_Keys_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Api_Keys_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_api_keys_empty(inputs)
	if (locale === "ar") return __ar.admin_user_api_keys_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_api_keys_empty(inputs)
	return __en.admin_user_api_keys_empty(inputs)
});
/**
* | output |
* | --- |
* | "The personal key and the organization keys shown to this account. Never the key itself." |
*
* @param {Admin_User_Api_Keys_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_api_keys_help = /** @type {((inputs?: Admin_User_Api_Keys_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Api_Keys_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_api_keys_help(inputs)
	if (locale === "ar") return __ar.admin_user_api_keys_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_api_keys_help(inputs)
	return __en.admin_user_api_keys_help(inputs)
});
/**
* | output |
* | --- |
* | "Admin actions" |
*
* @param {Admin_User_AuditInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_audit = /** @type {((inputs?: Admin_User_AuditInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_AuditInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_audit(inputs)
	if (locale === "ar") return __ar.admin_user_audit(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_audit(inputs)
	return __en.admin_user_audit(inputs)
});
/**
* | output |
* | --- |
* | "The whole audit log" |
*
* @param {Admin_User_Audit_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_audit_all = /** @type {((inputs?: Admin_User_Audit_AllInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Audit_AllInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_audit_all(inputs)
	if (locale === "ar") return __ar.admin_user_audit_all(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_audit_all(inputs)
	return __en.admin_user_audit_all(inputs)
});
/**
* | output |
* | --- |
* | "by {email}, {when}" |
*
* @param {Admin_User_Audit_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_audit_by = /** @type {((inputs: Admin_User_Audit_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Audit_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_audit_by(inputs)
	if (locale === "ar") return __ar.admin_user_audit_by(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_audit_by(inputs)
	return __en.admin_user_audit_by(inputs)
});
/**
* | output |
* | --- |
* | "No admin has acted on this account." |
*
* @param {Admin_User_Audit_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_audit_empty = /** @type {((inputs?: Admin_User_Audit_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Audit_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_audit_empty(inputs)
	if (locale === "ar") return __ar.admin_user_audit_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_audit_empty(inputs)
	return __en.admin_user_audit_empty(inputs)
});
/**
* | output |
* | --- |
* | "What admins did to this account." |
*
* @param {Admin_User_Audit_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_audit_help = /** @type {((inputs?: Admin_User_Audit_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Audit_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_audit_help(inputs)
	if (locale === "ar") return __ar.admin_user_audit_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_audit_help(inputs)
	return __en.admin_user_audit_help(inputs)
});
/**
* | output |
* | --- |
* | "Ban" |
*
* @param {Admin_User_BanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban = /** @type {((inputs?: Admin_User_BanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_BanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban(inputs)
	if (locale === "ar") return __ar.admin_user_ban(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban(inputs)
	return __en.admin_user_ban(inputs)
});
/**
* | output |
* | --- |
* | "Ban…" |
*
* @param {Admin_User_Ban_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_button = /** @type {((inputs?: Admin_User_Ban_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_button(inputs)
	if (locale === "ar") return __ar.admin_user_ban_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_button(inputs)
	return __en.admin_user_ban_button(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day" |
* | * | "{count} days" |
*
* @param {Admin_User_Ban_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_days = /** @type {((inputs: Admin_User_Ban_DaysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_DaysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_days(inputs)
	if (locale === "ar") return __ar.admin_user_ban_days(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_days(inputs)
	return __en.admin_user_ban_days(inputs)
});
/**
* | output |
* | --- |
* | "{email} is signed out everywhere at once, cannot sign in, and its API keys stop working until the ban ends." |
*
* @param {Admin_User_Ban_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_explain = /** @type {((inputs: Admin_User_Ban_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_explain(inputs)
	if (locale === "ar") return __ar.admin_user_ban_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_explain(inputs)
	return __en.admin_user_ban_explain(inputs)
});
/**
* | output |
* | --- |
* | "Length" |
*
* @param {Admin_User_Ban_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_length = /** @type {((inputs?: Admin_User_Ban_LengthInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_LengthInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_length(inputs)
	if (locale === "ar") return __ar.admin_user_ban_length(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_length(inputs)
	return __en.admin_user_ban_length(inputs)
});
/**
* | output |
* | --- |
* | "1 year" |
*
* @param {Admin_User_Ban_One_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_one_year = /** @type {((inputs?: Admin_User_Ban_One_YearInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_One_YearInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_one_year(inputs)
	if (locale === "ar") return __ar.admin_user_ban_one_year(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_one_year(inputs)
	return __en.admin_user_ban_one_year(inputs)
});
/**
* | output |
* | --- |
* | "Ban reason" |
*
* @param {Admin_User_Ban_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_reason = /** @type {((inputs?: Admin_User_Ban_ReasonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_ReasonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_reason(inputs)
	if (locale === "ar") return __ar.admin_user_ban_reason(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_reason(inputs)
	return __en.admin_user_ban_reason(inputs)
});
/**
* | output |
* | --- |
* | "Recorded in the audit log, and kept with the account." |
*
* @param {Admin_User_Ban_Reason_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_reason_help = /** @type {((inputs?: Admin_User_Ban_Reason_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_Reason_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_reason_help(inputs)
	if (locale === "ar") return __ar.admin_user_ban_reason_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_reason_help(inputs)
	return __en.admin_user_ban_reason_help(inputs)
});
/**
* | output |
* | --- |
* | "Give a reason for the ban." |
*
* @param {Admin_User_Ban_Reason_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_reason_missing = /** @type {((inputs?: Admin_User_Ban_Reason_MissingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_Reason_MissingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_reason_missing(inputs)
	if (locale === "ar") return __ar.admin_user_ban_reason_missing(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_reason_missing(inputs)
	return __en.admin_user_ban_reason_missing(inputs)
});
/**
* | output |
* | --- |
* | "Ban this account?" |
*
* @param {Admin_User_Ban_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_title = /** @type {((inputs?: Admin_User_Ban_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_title(inputs)
	if (locale === "ar") return __ar.admin_user_ban_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_title(inputs)
	return __en.admin_user_ban_title(inputs)
});
/**
* | output |
* | --- |
* | "Until lifted" |
*
* @param {Admin_User_Ban_Until_LiftedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_ban_until_lifted = /** @type {((inputs?: Admin_User_Ban_Until_LiftedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Ban_Until_LiftedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_ban_until_lifted(inputs)
	if (locale === "ar") return __ar.admin_user_ban_until_lifted(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_ban_until_lifted(inputs)
	return __en.admin_user_ban_until_lifted(inputs)
});
/**
* | output |
* | --- |
* | "{email} is signed out and cannot sign in." |
*
* @param {Admin_User_Banned_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_banned_done = /** @type {((inputs: Admin_User_Banned_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Banned_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_banned_done(inputs)
	if (locale === "ar") return __ar.admin_user_banned_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_banned_done(inputs)
	return __en.admin_user_banned_done(inputs)
});
/**
* | output |
* | --- |
* | "Banned until" |
*
* @param {Admin_User_Banned_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_banned_until = /** @type {((inputs?: Admin_User_Banned_UntilInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Banned_UntilInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_banned_until(inputs)
	if (locale === "ar") return __ar.admin_user_banned_until(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_banned_until(inputs)
	return __en.admin_user_banned_until(inputs)
});
/**
* | output |
* | --- |
* | "{browser} on {os}" |
*
* @param {Admin_User_Browser_On_OsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_browser_on_os = /** @type {((inputs: Admin_User_Browser_On_OsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Browser_On_OsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_browser_on_os(inputs)
	if (locale === "ar") return __ar.admin_user_browser_on_os(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_browser_on_os(inputs)
	return __en.admin_user_browser_on_os(inputs)
});
/**
* | output |
* | --- |
* | "Device" |
*
* @param {Admin_User_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_device = /** @type {((inputs?: Admin_User_DeviceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_DeviceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_device(inputs)
	if (locale === "ar") return __ar.admin_user_device(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_device(inputs)
	return __en.admin_user_device(inputs)
});
/**
* | output |
* | --- |
* | "Email link only" |
*
* @param {Admin_User_Email_Link_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_email_link_only = /** @type {((inputs?: Admin_User_Email_Link_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Email_Link_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_email_link_only(inputs)
	if (locale === "ar") return __ar.admin_user_email_link_only(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_email_link_only(inputs)
	return __en.admin_user_email_link_only(inputs)
});
/**
* | output |
* | --- |
* | "Make admin" |
*
* @param {Admin_User_GrantInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_grant = /** @type {((inputs?: Admin_User_GrantInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_GrantInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_grant(inputs)
	if (locale === "ar") return __ar.admin_user_grant(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_grant(inputs)
	return __en.admin_user_grant(inputs)
});
/**
* | output |
* | --- |
* | "Make admin…" |
*
* @param {Admin_User_Grant_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_grant_button = /** @type {((inputs?: Admin_User_Grant_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Grant_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_grant_button(inputs)
	if (locale === "ar") return __ar.admin_user_grant_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_grant_button(inputs)
	return __en.admin_user_grant_button(inputs)
});
/**
* | output |
* | --- |
* | "{email} can open the admin console." |
*
* @param {Admin_User_Grant_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_grant_done = /** @type {((inputs: Admin_User_Grant_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Grant_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_grant_done(inputs)
	if (locale === "ar") return __ar.admin_user_grant_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_grant_done(inputs)
	return __en.admin_user_grant_done(inputs)
});
/**
* | output |
* | --- |
* | "{email} can open this console and act on every account." |
*
* @param {Admin_User_Grant_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_grant_explain = /** @type {((inputs: Admin_User_Grant_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Grant_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_grant_explain(inputs)
	if (locale === "ar") return __ar.admin_user_grant_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_grant_explain(inputs)
	return __en.admin_user_grant_explain(inputs)
});
/**
* | output |
* | --- |
* | "Make this account an admin?" |
*
* @param {Admin_User_Grant_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_grant_title = /** @type {((inputs?: Admin_User_Grant_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Grant_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_grant_title(inputs)
	if (locale === "ar") return __ar.admin_user_grant_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_grant_title(inputs)
	return __en.admin_user_grant_title(inputs)
});
/**
* | output |
* | --- |
* | "Admin role granted" |
*
* @param {Admin_User_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_granted = /** @type {((inputs?: Admin_User_GrantedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_GrantedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_granted(inputs)
	if (locale === "ar") return __ar.admin_user_granted(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_granted(inputs)
	return __en.admin_user_granted(inputs)
});
/**
* | output |
* | --- |
* | "Impersonate" |
*
* @param {Admin_User_ImpersonateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_impersonate = /** @type {((inputs?: Admin_User_ImpersonateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ImpersonateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_impersonate(inputs)
	if (locale === "ar") return __ar.admin_user_impersonate(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_impersonate(inputs)
	return __en.admin_user_impersonate(inputs)
});
/**
* | output |
* | --- |
* | "Impersonate…" |
*
* @param {Admin_User_Impersonate_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_impersonate_button = /** @type {((inputs?: Admin_User_Impersonate_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Impersonate_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_impersonate_button(inputs)
	if (locale === "ar") return __ar.admin_user_impersonate_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_impersonate_button(inputs)
	return __en.admin_user_impersonate_button(inputs)
});
/**
* | output |
* | --- |
* | "You see the app as {email} for at most an hour. You cannot change how the account signs in, nor reach this console, until you stop." |
*
* @param {Admin_User_Impersonate_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_impersonate_explain = /** @type {((inputs: Admin_User_Impersonate_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Impersonate_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_impersonate_explain(inputs)
	if (locale === "ar") return __ar.admin_user_impersonate_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_impersonate_explain(inputs)
	return __en.admin_user_impersonate_explain(inputs)
});
/**
* | output |
* | --- |
* | "Impersonate this account?" |
*
* @param {Admin_User_Impersonate_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_impersonate_title = /** @type {((inputs?: Admin_User_Impersonate_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Impersonate_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_impersonate_title(inputs)
	if (locale === "ar") return __ar.admin_user_impersonate_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_impersonate_title(inputs)
	return __en.admin_user_impersonate_title(inputs)
});
/**
* | output |
* | --- |
* | "In ADMIN_EMAILS" |
*
* @param {Admin_User_In_Admin_EmailsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_in_admin_emails = /** @type {((inputs?: Admin_User_In_Admin_EmailsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_In_Admin_EmailsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_in_admin_emails(inputs)
	if (locale === "ar") return __ar.admin_user_in_admin_emails(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_in_admin_emails(inputs)
	return __en.admin_user_in_admin_emails(inputs)
});
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Admin_User_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key = /** @type {((inputs?: Admin_User_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key(inputs)
	if (locale === "ar") return __ar.admin_user_key(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key(inputs)
	return __en.admin_user_key(inputs)
});
/**
* | output |
* | --- |
* | "{workspace} key {key}" |
*
* @param {Admin_User_Key_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_label = /** @type {((inputs: Admin_User_Key_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_label(inputs)
	if (locale === "ar") return __ar.admin_user_key_label(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_label(inputs)
	return __en.admin_user_key_label(inputs)
});
/**
* | output |
* | --- |
* | "Revoke key" |
*
* @param {Admin_User_Key_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoke = /** @type {((inputs?: Admin_User_Key_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoke(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoke(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoke(inputs)
	return __en.admin_user_key_revoke(inputs)
});
/**
* | output |
* | --- |
* | "Revoke…" |
*
* @param {Admin_User_Key_Revoke_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoke_button = /** @type {((inputs?: Admin_User_Key_Revoke_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_Revoke_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoke_button(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoke_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoke_button(inputs)
	return __en.admin_user_key_revoke_button(inputs)
});
/**
* | output |
* | --- |
* | "The {label} stops working at once here, and on every other server within a second. Its holder can make a new one." |
*
* @param {Admin_User_Key_Revoke_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoke_explain = /** @type {((inputs: Admin_User_Key_Revoke_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_Revoke_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoke_explain(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoke_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoke_explain(inputs)
	return __en.admin_user_key_revoke_explain(inputs)
});
/**
* | output |
* | --- |
* | "Revoke {label}" |
*
* @param {Admin_User_Key_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoke_label = /** @type {((inputs: Admin_User_Key_Revoke_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_Revoke_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoke_label(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoke_label(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoke_label(inputs)
	return __en.admin_user_key_revoke_label(inputs)
});
/**
* | output |
* | --- |
* | "Revoke this API key?" |
*
* @param {Admin_User_Key_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoke_title = /** @type {((inputs?: Admin_User_Key_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_Revoke_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoke_title(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoke_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoke_title(inputs)
	return __en.admin_user_key_revoke_title(inputs)
});
/**
* | output |
* | --- |
* | "API key revoked" |
*
* @param {Admin_User_Key_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoked = /** @type {((inputs?: Admin_User_Key_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoked(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoked(inputs)
	return __en.admin_user_key_revoked(inputs)
});
/**
* | output |
* | --- |
* | "It stops working at once." |
*
* @param {Admin_User_Key_Revoked_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_key_revoked_text = /** @type {((inputs?: Admin_User_Key_Revoked_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Key_Revoked_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_key_revoked_text(inputs)
	if (locale === "ar") return __ar.admin_user_key_revoked_text(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_key_revoked_text(inputs)
	return __en.admin_user_key_revoked_text(inputs)
});
/**
* | output |
* | --- |
* | "Last active" |
*
* @param {Admin_User_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_last_active = /** @type {((inputs?: Admin_User_Last_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Last_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_last_active(inputs)
	if (locale === "ar") return __ar.admin_user_last_active(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_last_active(inputs)
	return __en.admin_user_last_active(inputs)
});
/**
* | output |
* | --- |
* | "Last changed" |
*
* @param {Admin_User_Last_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_last_changed = /** @type {((inputs?: Admin_User_Last_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Last_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_last_changed(inputs)
	if (locale === "ar") return __ar.admin_user_last_changed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_last_changed(inputs)
	return __en.admin_user_last_changed(inputs)
});
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Admin_User_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_last_used = /** @type {((inputs?: Admin_User_Last_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Last_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_last_used(inputs)
	if (locale === "ar") return __ar.admin_user_last_used(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_last_used(inputs)
	return __en.admin_user_last_used(inputs)
});
/**
* | output |
* | --- |
* | "Lifted by an admin" |
*
* @param {Admin_User_Lifted_By_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_lifted_by_admin = /** @type {((inputs?: Admin_User_Lifted_By_AdminInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Lifted_By_AdminInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_lifted_by_admin(inputs)
	if (locale === "ar") return __ar.admin_user_lifted_by_admin(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_lifted_by_admin(inputs)
	return __en.admin_user_lifted_by_admin(inputs)
});
/**
* | output |
* | --- |
* | "The account could not be loaded. Reload the page to try again." |
*
* @param {Admin_User_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_load_failed = /** @type {((inputs?: Admin_User_Load_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Load_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_load_failed(inputs)
	if (locale === "ar") return __ar.admin_user_load_failed(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_load_failed(inputs)
	return __en.admin_user_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the account" |
*
* @param {Admin_User_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_loading = /** @type {((inputs?: Admin_User_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_loading(inputs)
	if (locale === "ar") return __ar.admin_user_loading(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_loading(inputs)
	return __en.admin_user_loading(inputs)
});
/**
* | output |
* | --- |
* | "Mail sent" |
*
* @param {Admin_User_Mail_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_mail_sent = /** @type {((inputs?: Admin_User_Mail_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Mail_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_mail_sent(inputs)
	if (locale === "ar") return __ar.admin_user_mail_sent(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_mail_sent(inputs)
	return __en.admin_user_mail_sent(inputs)
});
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Admin_User_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_never = /** @type {((inputs?: Admin_User_NeverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_NeverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_never(inputs)
	if (locale === "ar") return __ar.admin_user_never(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_never(inputs)
	return __en.admin_user_never(inputs)
});
/**
* | output |
* | --- |
* | "None given" |
*
* @param {Admin_User_None_GivenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_none_given = /** @type {((inputs?: Admin_User_None_GivenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_None_GivenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_none_given(inputs)
	if (locale === "ar") return __ar.admin_user_none_given(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_none_given(inputs)
	return __en.admin_user_none_given(inputs)
});
/**
* | output |
* | --- |
* | "Not done" |
*
* @param {Admin_User_Not_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_not_done = /** @type {((inputs?: Admin_User_Not_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Not_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_not_done(inputs)
	if (locale === "ar") return __ar.admin_user_not_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_not_done(inputs)
	return __en.admin_user_not_done(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Admin_User_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_open = /** @type {((inputs?: Admin_User_OpenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_OpenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_open(inputs)
	if (locale === "ar") return __ar.admin_user_open(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_open(inputs)
	return __en.admin_user_open(inputs)
});
/**
* | output |
* | --- |
* | "Organizations" |
*
* @param {Admin_User_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_organizations = /** @type {((inputs?: Admin_User_OrganizationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_OrganizationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_organizations(inputs)
	if (locale === "ar") return __ar.admin_user_organizations(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_organizations(inputs)
	return __en.admin_user_organizations(inputs)
});
/**
* | output |
* | --- |
* | "No organization." |
*
* @param {Admin_User_Organizations_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_organizations_empty = /** @type {((inputs?: Admin_User_Organizations_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Organizations_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_organizations_empty(inputs)
	if (locale === "ar") return __ar.admin_user_organizations_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_organizations_empty(inputs)
	return __en.admin_user_organizations_empty(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Admin_User_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_password = /** @type {((inputs?: Admin_User_PasswordInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_PasswordInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_password(inputs)
	if (locale === "ar") return __ar.admin_user_password(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_password(inputs)
	return __en.admin_user_password(inputs)
});
/**
* | output |
* | --- |
* | "Period ends" |
*
* @param {Admin_User_Period_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_period_ends = /** @type {((inputs?: Admin_User_Period_EndsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Period_EndsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_period_ends(inputs)
	if (locale === "ar") return __ar.admin_user_period_ends(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_period_ends(inputs)
	return __en.admin_user_period_ends(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Admin_User_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_price = /** @type {((inputs?: Admin_User_PriceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_PriceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_price(inputs)
	if (locale === "ar") return __ar.admin_user_price(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_price(inputs)
	return __en.admin_user_price(inputs)
});
/**
* | output |
* | --- |
* | "{price} / month" |
*
* @param {Admin_User_Price_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_price_month = /** @type {((inputs: Admin_User_Price_MonthInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Price_MonthInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_price_month(inputs)
	if (locale === "ar") return __ar.admin_user_price_month(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_price_month(inputs)
	return __en.admin_user_price_month(inputs)
});
/**
* | output |
* | --- |
* | "{price} / year" |
*
* @param {Admin_User_Price_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_price_year = /** @type {((inputs: Admin_User_Price_YearInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Price_YearInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_price_year(inputs)
	if (locale === "ar") return __ar.admin_user_price_year(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_price_year(inputs)
	return __en.admin_user_price_year(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Admin_User_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_profile = /** @type {((inputs?: Admin_User_ProfileInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ProfileInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_profile(inputs)
	if (locale === "ar") return __ar.admin_user_profile(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_profile(inputs)
	return __en.admin_user_profile(inputs)
});
/**
* | output |
* | --- |
* | "Account id" |
*
* @param {Admin_User_Profile_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_profile_id = /** @type {((inputs?: Admin_User_Profile_IdInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Profile_IdInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_profile_id(inputs)
	if (locale === "ar") return __ar.admin_user_profile_id(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_profile_id(inputs)
	return __en.admin_user_profile_id(inputs)
});
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Admin_User_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_reason = /** @type {((inputs?: Admin_User_ReasonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ReasonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_reason(inputs)
	if (locale === "ar") return __ar.admin_user_reason(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_reason(inputs)
	return __en.admin_user_reason(inputs)
});
/**
* | output |
* | --- |
* | "Send mail" |
*
* @param {Admin_User_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_resend = /** @type {((inputs?: Admin_User_ResendInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ResendInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_resend(inputs)
	if (locale === "ar") return __ar.admin_user_resend(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_resend(inputs)
	return __en.admin_user_resend(inputs)
});
/**
* | output |
* | --- |
* | "Resend verification mail…" |
*
* @param {Admin_User_Resend_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_resend_button = /** @type {((inputs?: Admin_User_Resend_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Resend_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_resend_button(inputs)
	if (locale === "ar") return __ar.admin_user_resend_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_resend_button(inputs)
	return __en.admin_user_resend_button(inputs)
});
/**
* | output |
* | --- |
* | "A new verification link is on its way to {email}." |
*
* @param {Admin_User_Resend_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_resend_done = /** @type {((inputs: Admin_User_Resend_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Resend_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_resend_done(inputs)
	if (locale === "ar") return __ar.admin_user_resend_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_resend_done(inputs)
	return __en.admin_user_resend_done(inputs)
});
/**
* | output |
* | --- |
* | "A new verification link goes to {email}." |
*
* @param {Admin_User_Resend_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_resend_explain = /** @type {((inputs: Admin_User_Resend_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Resend_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_resend_explain(inputs)
	if (locale === "ar") return __ar.admin_user_resend_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_resend_explain(inputs)
	return __en.admin_user_resend_explain(inputs)
});
/**
* | output |
* | --- |
* | "Resend the verification mail?" |
*
* @param {Admin_User_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_resend_title = /** @type {((inputs?: Admin_User_Resend_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Resend_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_resend_title(inputs)
	if (locale === "ar") return __ar.admin_user_resend_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_resend_title(inputs)
	return __en.admin_user_resend_title(inputs)
});
/**
* | output |
* | --- |
* | "Revoke role" |
*
* @param {Admin_User_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_revoke = /** @type {((inputs?: Admin_User_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_revoke(inputs)
	if (locale === "ar") return __ar.admin_user_revoke(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_revoke(inputs)
	return __en.admin_user_revoke(inputs)
});
/**
* | output |
* | --- |
* | "Revoke admin role…" |
*
* @param {Admin_User_Revoke_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_revoke_button = /** @type {((inputs?: Admin_User_Revoke_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Revoke_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_revoke_button(inputs)
	if (locale === "ar") return __ar.admin_user_revoke_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_revoke_button(inputs)
	return __en.admin_user_revoke_button(inputs)
});
/**
* | output |
* | --- |
* | "{email} can no longer open the admin console." |
*
* @param {Admin_User_Revoke_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_revoke_done = /** @type {((inputs: Admin_User_Revoke_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Revoke_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_revoke_done(inputs)
	if (locale === "ar") return __ar.admin_user_revoke_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_revoke_done(inputs)
	return __en.admin_user_revoke_done(inputs)
});
/**
* | output |
* | --- |
* | "{email} can no longer open this console; any impersonation it runs ends." |
*
* @param {Admin_User_Revoke_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_revoke_explain = /** @type {((inputs: Admin_User_Revoke_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Revoke_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_revoke_explain(inputs)
	if (locale === "ar") return __ar.admin_user_revoke_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_revoke_explain(inputs)
	return __en.admin_user_revoke_explain(inputs)
});
/**
* | output |
* | --- |
* | "Revoke the admin role?" |
*
* @param {Admin_User_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_revoke_title = /** @type {((inputs?: Admin_User_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Revoke_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_revoke_title(inputs)
	if (locale === "ar") return __ar.admin_user_revoke_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_revoke_title(inputs)
	return __en.admin_user_revoke_title(inputs)
});
/**
* | output |
* | --- |
* | "Admin role revoked" |
*
* @param {Admin_User_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_revoked = /** @type {((inputs?: Admin_User_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_revoked(inputs)
	if (locale === "ar") return __ar.admin_user_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_revoked(inputs)
	return __en.admin_user_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Admin_User_Session_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_session_ends = /** @type {((inputs?: Admin_User_Session_EndsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Session_EndsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_session_ends(inputs)
	if (locale === "ar") return __ar.admin_user_session_ends(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_session_ends(inputs)
	return __en.admin_user_session_ends(inputs)
});
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Admin_User_Session_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_session_started = /** @type {((inputs?: Admin_User_Session_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Session_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_session_started(inputs)
	if (locale === "ar") return __ar.admin_user_session_started(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_session_started(inputs)
	return __en.admin_user_session_started(inputs)
});
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Admin_User_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sessions = /** @type {((inputs?: Admin_User_SessionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_SessionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sessions(inputs)
	if (locale === "ar") return __ar.admin_user_sessions(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sessions(inputs)
	return __en.admin_user_sessions(inputs)
});
/**
* | output |
* | --- |
* | "No live session." |
*
* @param {Admin_User_Sessions_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sessions_empty = /** @type {((inputs?: Admin_User_Sessions_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sessions_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sessions_empty(inputs)
	if (locale === "ar") return __ar.admin_user_sessions_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sessions_empty(inputs)
	return __en.admin_user_sessions_empty(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in methods" |
*
* @param {Admin_User_Sign_In_MethodsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sign_in_methods = /** @type {((inputs?: Admin_User_Sign_In_MethodsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sign_In_MethodsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sign_in_methods(inputs)
	if (locale === "ar") return __ar.admin_user_sign_in_methods(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sign_in_methods(inputs)
	return __en.admin_user_sign_in_methods(inputs)
});
/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Admin_User_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sign_out = /** @type {((inputs?: Admin_User_Sign_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sign_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sign_out(inputs)
	if (locale === "ar") return __ar.admin_user_sign_out(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sign_out(inputs)
	return __en.admin_user_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Sign out everywhere…" |
*
* @param {Admin_User_Sign_Out_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sign_out_button = /** @type {((inputs?: Admin_User_Sign_Out_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sign_Out_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sign_out_button(inputs)
	if (locale === "ar") return __ar.admin_user_sign_out_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sign_out_button(inputs)
	return __en.admin_user_sign_out_button(inputs)
});
/**
* | output |
* | --- |
* | "Every session of {email} has ended." |
*
* @param {Admin_User_Sign_Out_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sign_out_done = /** @type {((inputs: Admin_User_Sign_Out_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sign_Out_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sign_out_done(inputs)
	if (locale === "ar") return __ar.admin_user_sign_out_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sign_out_done(inputs)
	return __en.admin_user_sign_out_done(inputs)
});
/**
* | output |
* | --- |
* | "Every session of {email} ends at once, on every device." |
*
* @param {Admin_User_Sign_Out_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sign_out_explain = /** @type {((inputs: Admin_User_Sign_Out_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sign_Out_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sign_out_explain(inputs)
	if (locale === "ar") return __ar.admin_user_sign_out_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sign_out_explain(inputs)
	return __en.admin_user_sign_out_explain(inputs)
});
/**
* | output |
* | --- |
* | "Sign out everywhere?" |
*
* @param {Admin_User_Sign_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_sign_out_title = /** @type {((inputs?: Admin_User_Sign_Out_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Sign_Out_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_sign_out_title(inputs)
	if (locale === "ar") return __ar.admin_user_sign_out_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_sign_out_title(inputs)
	return __en.admin_user_sign_out_title(inputs)
});
/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Admin_User_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_signed_out = /** @type {((inputs?: Admin_User_Signed_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Signed_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_signed_out(inputs)
	if (locale === "ar") return __ar.admin_user_signed_out(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_signed_out(inputs)
	return __en.admin_user_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "No subscription." |
*
* @param {Admin_User_Subscriptions_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_subscriptions_empty = /** @type {((inputs?: Admin_User_Subscriptions_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Subscriptions_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_subscriptions_empty(inputs)
	if (locale === "ar") return __ar.admin_user_subscriptions_empty(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_subscriptions_empty(inputs)
	return __en.admin_user_subscriptions_empty(inputs)
});
/**
* | output |
* | --- |
* | "The personal workspace's." |
*
* @param {Admin_User_Subscriptions_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_subscriptions_help = /** @type {((inputs?: Admin_User_Subscriptions_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Subscriptions_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_subscriptions_help(inputs)
	if (locale === "ar") return __ar.admin_user_subscriptions_help(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_subscriptions_help(inputs)
	return __en.admin_user_subscriptions_help(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor on" |
*
* @param {Admin_User_Two_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_two_factor_on = /** @type {((inputs?: Admin_User_Two_Factor_OnInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Two_Factor_OnInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_two_factor_on(inputs)
	if (locale === "ar") return __ar.admin_user_two_factor_on(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_two_factor_on(inputs)
	return __en.admin_user_two_factor_on(inputs)
});
/**
* | output |
* | --- |
* | "Unban" |
*
* @param {Admin_User_UnbanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_unban = /** @type {((inputs?: Admin_User_UnbanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_UnbanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_unban(inputs)
	if (locale === "ar") return __ar.admin_user_unban(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_unban(inputs)
	return __en.admin_user_unban(inputs)
});
/**
* | output |
* | --- |
* | "Unban…" |
*
* @param {Admin_User_Unban_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_unban_button = /** @type {((inputs?: Admin_User_Unban_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Unban_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_unban_button(inputs)
	if (locale === "ar") return __ar.admin_user_unban_button(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_unban_button(inputs)
	return __en.admin_user_unban_button(inputs)
});
/**
* | output |
* | --- |
* | "{email} can sign in again." |
*
* @param {Admin_User_Unban_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_unban_done = /** @type {((inputs: Admin_User_Unban_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Unban_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_unban_done(inputs)
	if (locale === "ar") return __ar.admin_user_unban_done(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_unban_done(inputs)
	return __en.admin_user_unban_done(inputs)
});
/**
* | output |
* | --- |
* | "{email} can sign in again, and its API keys work again." |
*
* @param {Admin_User_Unban_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_unban_explain = /** @type {((inputs: Admin_User_Unban_ExplainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Unban_ExplainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_unban_explain(inputs)
	if (locale === "ar") return __ar.admin_user_unban_explain(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_unban_explain(inputs)
	return __en.admin_user_unban_explain(inputs)
});
/**
* | output |
* | --- |
* | "Unban this account?" |
*
* @param {Admin_User_Unban_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_unban_title = /** @type {((inputs?: Admin_User_Unban_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Unban_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_unban_title(inputs)
	if (locale === "ar") return __ar.admin_user_unban_title(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_unban_title(inputs)
	return __en.admin_user_unban_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Admin_User_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_unknown = /** @type {((inputs?: Admin_User_UnknownInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_UnknownInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_unknown(inputs)
	if (locale === "ar") return __ar.admin_user_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_unknown(inputs)
	return __en.admin_user_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Workspace" |
*
* @param {Admin_User_WorkspaceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_user_workspace = /** @type {((inputs?: Admin_User_WorkspaceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_WorkspaceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_user_workspace(inputs)
	if (locale === "ar") return __ar.admin_user_workspace(inputs)
	if (locale === "en-XA") return __en_xa2.admin_user_workspace(inputs)
	return __en.admin_user_workspace(inputs)
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
* | "(any)" |
*
* @param {Apidocs_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_any = /** @type {((inputs?: Apidocs_AnyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AnyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_any(inputs)
	if (locale === "ar") return __ar.apidocs_any(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_any(inputs)
	return __en.apidocs_any(inputs)
});
/**
* | output |
* | --- |
* | "Any content" |
*
* @param {Apidocs_Any_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_any_content = /** @type {((inputs?: Apidocs_Any_ContentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Any_ContentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_any_content(inputs)
	if (locale === "ar") return __ar.apidocs_any_content(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_any_content(inputs)
	return __en.apidocs_any_content(inputs)
});
/**
* | output |
* | --- |
* | "Base URL: {base} on this site. Errors answer JSON with a stable {code} and a {message}." |
*
* @param {Apidocs_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_base_url = /** @type {((inputs: Apidocs_Base_UrlInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Base_UrlInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_base_url(inputs)
	if (locale === "ar") return __ar.apidocs_base_url(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_base_url(inputs)
	return __en.apidocs_base_url(inputs)
});
/**
* | output |
* | --- |
* | "Body" |
*
* @param {Apidocs_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_body = /** @type {((inputs?: Apidocs_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_body(inputs)
	if (locale === "ar") return __ar.apidocs_body(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_body(inputs)
	return __en.apidocs_body(inputs)
});
/**
* | output |
* | --- |
* | "{mediaType}, optional: start from the example and change it." |
*
* @param {Apidocs_Body_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_body_optional = /** @type {((inputs: Apidocs_Body_OptionalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Body_OptionalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_body_optional(inputs)
	if (locale === "ar") return __ar.apidocs_body_optional(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_body_optional(inputs)
	return __en.apidocs_body_optional(inputs)
});
/**
* | output |
* | --- |
* | "{mediaType}, required: start from the example and change it." |
*
* @param {Apidocs_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_body_required = /** @type {((inputs: Apidocs_Body_RequiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Body_RequiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_body_required(inputs)
	if (locale === "ar") return __ar.apidocs_body_required(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_body_required(inputs)
	return __en.apidocs_body_required(inputs)
});
/**
* | output |
* | --- |
* | "(choose)" |
*
* @param {Apidocs_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_choose = /** @type {((inputs?: Apidocs_ChooseInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ChooseInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_choose(inputs)
	if (locale === "ar") return __ar.apidocs_choose(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_choose(inputs)
	return __en.apidocs_choose(inputs)
});
/**
* | output |
* | --- |
* | "Body" |
*
* @param {Apidocs_Col_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_body = /** @type {((inputs?: Apidocs_Col_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_body(inputs)
	if (locale === "ar") return __ar.apidocs_col_body(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_body(inputs)
	return __en.apidocs_col_body(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Apidocs_Col_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_description = /** @type {((inputs?: Apidocs_Col_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_description(inputs)
	if (locale === "ar") return __ar.apidocs_col_description(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_description(inputs)
	return __en.apidocs_col_description(inputs)
});
/**
* | output |
* | --- |
* | "Field" |
*
* @param {Apidocs_Col_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_field = /** @type {((inputs?: Apidocs_Col_FieldInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_FieldInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_field(inputs)
	if (locale === "ar") return __ar.apidocs_col_field(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_field(inputs)
	return __en.apidocs_col_field(inputs)
});
/**
* | output |
* | --- |
* | "Headers" |
*
* @param {Apidocs_Col_HeadersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_headers = /** @type {((inputs?: Apidocs_Col_HeadersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_HeadersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_headers(inputs)
	if (locale === "ar") return __ar.apidocs_col_headers(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_headers(inputs)
	return __en.apidocs_col_headers(inputs)
});
/**
* | output |
* | --- |
* | "In" |
*
* @param {Apidocs_Col_InInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_in = /** @type {((inputs?: Apidocs_Col_InInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_InInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_in(inputs)
	if (locale === "ar") return __ar.apidocs_col_in(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_in(inputs)
	return __en.apidocs_col_in(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Apidocs_Col_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_name = /** @type {((inputs?: Apidocs_Col_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_name(inputs)
	if (locale === "ar") return __ar.apidocs_col_name(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_name(inputs)
	return __en.apidocs_col_name(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Apidocs_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_status = /** @type {((inputs?: Apidocs_Col_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_status(inputs)
	if (locale === "ar") return __ar.apidocs_col_status(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_status(inputs)
	return __en.apidocs_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Apidocs_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_col_type = /** @type {((inputs?: Apidocs_Col_TypeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Col_TypeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_col_type(inputs)
	if (locale === "ar") return __ar.apidocs_col_type(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_col_type(inputs)
	return __en.apidocs_col_type(inputs)
});
/**
* | output |
* | --- |
* | "dashboard" |
*
* @param {Apidocs_Dashboard_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_dashboard_link = /** @type {((inputs?: Apidocs_Dashboard_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Dashboard_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_dashboard_link(inputs)
	if (locale === "ar") return __ar.apidocs_dashboard_link(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_dashboard_link(inputs)
	return __en.apidocs_dashboard_link(inputs)
});
/**
* | output |
* | --- |
* | "Deprecated" |
*
* @param {Apidocs_DeprecatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_deprecated = /** @type {((inputs?: Apidocs_DeprecatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_DeprecatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_deprecated(inputs)
	if (locale === "ar") return __ar.apidocs_deprecated(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_deprecated(inputs)
	return __en.apidocs_deprecated(inputs)
});
/**
* | output |
* | --- |
* | "The REST API, described by {document}." |
*
* @param {Apidocs_Described_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_described_by = /** @type {((inputs: Apidocs_Described_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Described_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_described_by(inputs)
	if (locale === "ar") return __ar.apidocs_described_by(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_described_by(inputs)
	return __en.apidocs_described_by(inputs)
});
/**
* | output |
* | --- |
* | "its OpenAPI document" |
*
* @param {Apidocs_Document_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_document_link = /** @type {((inputs?: Apidocs_Document_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Document_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_document_link(inputs)
	if (locale === "ar") return __ar.apidocs_document_link(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_document_link(inputs)
	return __en.apidocs_document_link(inputs)
});
/**
* | output |
* | --- |
* | "{name} fields" |
*
* @param {Apidocs_FieldsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_fields = /** @type {((inputs: Apidocs_FieldsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_FieldsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_fields(inputs)
	if (locale === "ar") return __ar.apidocs_fields(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_fields(inputs)
	return __en.apidocs_fields(inputs)
});
/**
* | output |
* | --- |
* | "API docs" |
*
* @param {Apidocs_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_head_title = /** @type {((inputs?: Apidocs_Head_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Head_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_head_title(inputs)
	if (locale === "ar") return __ar.apidocs_head_title(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_head_title(inputs)
	return __en.apidocs_head_title(inputs)
});
/**
* | output |
* | --- |
* | "A header" |
*
* @param {Apidocs_In_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_in_header = /** @type {((inputs?: Apidocs_In_HeaderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_In_HeaderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_in_header(inputs)
	if (locale === "ar") return __ar.apidocs_in_header(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_in_header(inputs)
	return __en.apidocs_in_header(inputs)
});
/**
* | output |
* | --- |
* | "In the path" |
*
* @param {Apidocs_In_PathInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_in_path = /** @type {((inputs?: Apidocs_In_PathInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_In_PathInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_in_path(inputs)
	if (locale === "ar") return __ar.apidocs_in_path(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_in_path(inputs)
	return __en.apidocs_in_path(inputs)
});
/**
* | output |
* | --- |
* | "In the query" |
*
* @param {Apidocs_In_QueryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_in_query = /** @type {((inputs?: Apidocs_In_QueryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_In_QueryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_in_query(inputs)
	if (locale === "ar") return __ar.apidocs_in_query(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_in_query(inputs)
	return __en.apidocs_in_query(inputs)
});
/**
* | output |
* | --- |
* | "The app shows your key only once, when you create or regenerate it. This page keeps it while it is open and sends it in a header, never in the URL." |
*
* @param {Apidocs_Key_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_description = /** @type {((inputs?: Apidocs_Key_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_key_description(inputs)
	if (locale === "ar") return __ar.apidocs_key_description(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_key_description(inputs)
	return __en.apidocs_key_description(inputs)
});
/**
* | output |
* | --- |
* | "Your key for “Try it”" |
*
* @param {Apidocs_Key_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_heading = /** @type {((inputs?: Apidocs_Key_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_key_heading(inputs)
	if (locale === "ar") return __ar.apidocs_key_heading(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_key_heading(inputs)
	return __en.apidocs_key_heading(inputs)
});
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Apidocs_Key_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_label = /** @type {((inputs?: Apidocs_Key_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_key_label(inputs)
	if (locale === "ar") return __ar.apidocs_key_label(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_key_label(inputs)
	return __en.apidocs_key_label(inputs)
});
/**
* | output |
* | --- |
* | "Create or regenerate your key on the {dashboard}." |
*
* @param {Apidocs_Key_On_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_on_dashboard = /** @type {((inputs: Apidocs_Key_On_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_On_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_key_on_dashboard(inputs)
	if (locale === "ar") return __ar.apidocs_key_on_dashboard(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_key_on_dashboard(inputs)
	return __en.apidocs_key_on_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Paste your key (tl_…)" |
*
* @param {Apidocs_Key_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_placeholder = /** @type {((inputs?: Apidocs_Key_PlaceholderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_PlaceholderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_key_placeholder(inputs)
	if (locale === "ar") return __ar.apidocs_key_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_key_placeholder(inputs)
	return __en.apidocs_key_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Could not load the API description" |
*
* @param {Apidocs_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_load_failed = /** @type {((inputs?: Apidocs_Load_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Load_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_load_failed(inputs)
	if (locale === "ar") return __ar.apidocs_load_failed(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_load_failed(inputs)
	return __en.apidocs_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the API description…" |
*
* @param {Apidocs_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_loading = /** @type {((inputs?: Apidocs_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_loading(inputs)
	if (locale === "ar") return __ar.apidocs_loading(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_loading(inputs)
	return __en.apidocs_loading(inputs)
});
/**
* | output |
* | --- |
* | "None." |
*
* @param {Apidocs_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_none = /** @type {((inputs?: Apidocs_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_none(inputs)
	if (locale === "ar") return __ar.apidocs_none(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_none(inputs)
	return __en.apidocs_none(inputs)
});
/**
* | output |
* | --- |
* | "An object with these fields, or {null}." |
*
* @param {Apidocs_Nullable_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_nullable_object = /** @type {((inputs: Apidocs_Nullable_ObjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Nullable_ObjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_nullable_object(inputs)
	if (locale === "ar") return __ar.apidocs_nullable_object(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_nullable_object(inputs)
	return __en.apidocs_nullable_object(inputs)
});
/**
* | output |
* | --- |
* | "optional" |
*
* @param {Apidocs_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_optional = /** @type {((inputs?: Apidocs_OptionalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_OptionalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_optional(inputs)
	if (locale === "ar") return __ar.apidocs_optional(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_optional(inputs)
	return __en.apidocs_optional(inputs)
});
/**
* | output |
* | --- |
* | "Parameters" |
*
* @param {Apidocs_ParametersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_parameters = /** @type {((inputs?: Apidocs_ParametersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ParametersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_parameters(inputs)
	if (locale === "ar") return __ar.apidocs_parameters(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_parameters(inputs)
	return __en.apidocs_parameters(inputs)
});
/**
* | output |
* | --- |
* | "Request body" |
*
* @param {Apidocs_Request_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_request_body = /** @type {((inputs?: Apidocs_Request_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Request_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_request_body(inputs)
	if (locale === "ar") return __ar.apidocs_request_body(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_request_body(inputs)
	return __en.apidocs_request_body(inputs)
});
/**
* | output |
* | --- |
* | "The request did not complete" |
*
* @param {Apidocs_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_request_failed = /** @type {((inputs?: Apidocs_Request_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Request_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_request_failed(inputs)
	if (locale === "ar") return __ar.apidocs_request_failed(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_request_failed(inputs)
	return __en.apidocs_request_failed(inputs)
});
/**
* | output |
* | --- |
* | "required" |
*
* @param {Apidocs_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_required = /** @type {((inputs?: Apidocs_RequiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_RequiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_required(inputs)
	if (locale === "ar") return __ar.apidocs_required(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_required(inputs)
	return __en.apidocs_required(inputs)
});
/**
* | output |
* | --- |
* | "Response body" |
*
* @param {Apidocs_Response_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_response_body = /** @type {((inputs?: Apidocs_Response_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Response_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_response_body(inputs)
	if (locale === "ar") return __ar.apidocs_response_body(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_response_body(inputs)
	return __en.apidocs_response_body(inputs)
});
/**
* | output |
* | --- |
* | "Response headers" |
*
* @param {Apidocs_Response_HeadersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_response_headers = /** @type {((inputs?: Apidocs_Response_HeadersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Response_HeadersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_response_headers(inputs)
	if (locale === "ar") return __ar.apidocs_response_headers(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_response_headers(inputs)
	return __en.apidocs_response_headers(inputs)
});
/**
* | output |
* | --- |
* | "Responses" |
*
* @param {Apidocs_ResponsesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_responses = /** @type {((inputs?: Apidocs_ResponsesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ResponsesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_responses(inputs)
	if (locale === "ar") return __ar.apidocs_responses(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_responses(inputs)
	return __en.apidocs_responses(inputs)
});
/**
* | output |
* | --- |
* | "Schemas" |
*
* @param {Apidocs_SchemasInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_schemas = /** @type {((inputs?: Apidocs_SchemasInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_SchemasInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_schemas(inputs)
	if (locale === "ar") return __ar.apidocs_schemas(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_schemas(inputs)
	return __en.apidocs_schemas(inputs)
});
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Apidocs_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_send = /** @type {((inputs?: Apidocs_SendInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_SendInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_send(inputs)
	if (locale === "ar") return __ar.apidocs_send(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_send(inputs)
	return __en.apidocs_send(inputs)
});
/**
* | output |
* | --- |
* | "Sent as" |
*
* @param {Apidocs_Sent_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_sent_as = /** @type {((inputs?: Apidocs_Sent_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Sent_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_sent_as(inputs)
	if (locale === "ar") return __ar.apidocs_sent_as(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_sent_as(inputs)
	return __en.apidocs_sent_as(inputs)
});
/**
* | output |
* | --- |
* | "The API takes your key in either header." |
*
* @param {Apidocs_Sent_As_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_sent_as_description = /** @type {((inputs?: Apidocs_Sent_As_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Sent_As_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_sent_as_description(inputs)
	if (locale === "ar") return __ar.apidocs_sent_as_description(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_sent_as_description(inputs)
	return __en.apidocs_sent_as_description(inputs)
});
/**
* | output |
* | --- |
* | "Status {status}" |
*
* @param {Apidocs_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_status = /** @type {((inputs: Apidocs_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_status(inputs)
	if (locale === "ar") return __ar.apidocs_status(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_status(inputs)
	return __en.apidocs_status(inputs)
});
/**
* | output |
* | --- |
* | "API documentation" |
*
* @param {Apidocs_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_title = /** @type {((inputs?: Apidocs_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_title(inputs)
	if (locale === "ar") return __ar.apidocs_title(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_title(inputs)
	return __en.apidocs_title(inputs)
});
/**
* | output |
* | --- |
* | "Try it" |
*
* @param {Apidocs_Try_ItInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_try_it = /** @type {((inputs?: Apidocs_Try_ItInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Try_ItInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_try_it(inputs)
	if (locale === "ar") return __ar.apidocs_try_it(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_try_it(inputs)
	return __en.apidocs_try_it(inputs)
});
/**
* | output |
* | --- |
* | "Try {verb} {path}" |
*
* @param {Apidocs_Try_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_try_named = /** @type {((inputs: Apidocs_Try_NamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Try_NamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_try_named(inputs)
	if (locale === "ar") return __ar.apidocs_try_named(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_try_named(inputs)
	return __en.apidocs_try_named(inputs)
});
/**
* | output |
* | --- |
* | "Type {type}" |
*
* @param {Apidocs_Type_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_type_of = /** @type {((inputs: Apidocs_Type_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Type_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_type_of(inputs)
	if (locale === "ar") return __ar.apidocs_type_of(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_type_of(inputs)
	return __en.apidocs_type_of(inputs)
});
/**
* | output |
* | --- |
* | "version {version}" |
*
* @param {Apidocs_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_version = /** @type {((inputs: Apidocs_VersionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_VersionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.apidocs_version(inputs)
	if (locale === "ar") return __ar.apidocs_version(inputs)
	if (locale === "en-XA") return __en_xa2.apidocs_version(inputs)
	return __en.apidocs_version(inputs)
});
/**
* | output |
* | --- |
* | "From {date} you are charged {price}. Without a payment method by then, the subscription ends on {date} and nothing is charged." |
*
* @param {Billing_After_TrialInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_after_trial = /** @type {((inputs: Billing_After_TrialInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_After_TrialInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_after_trial(inputs)
	if (locale === "ar") return __ar.billing_after_trial(inputs)
	if (locale === "en-XA") return __en_xa2.billing_after_trial(inputs)
	return __en.billing_after_trial(inputs)
});
/**
* | output |
* | --- |
* | "Back to the plans" |
*
* @param {Billing_Back_To_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_back_to_plans = /** @type {((inputs?: Billing_Back_To_PlansInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Back_To_PlansInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_back_to_plans(inputs)
	if (locale === "ar") return __ar.billing_back_to_plans(inputs)
	if (locale === "en-XA") return __en_xa2.billing_back_to_plans(inputs)
	return __en.billing_back_to_plans(inputs)
});
/**
* | output |
* | --- |
* | "API calls a minute, per key" |
*
* @param {Billing_Calls_Per_MinuteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_calls_per_minute = /** @type {((inputs?: Billing_Calls_Per_MinuteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Calls_Per_MinuteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_calls_per_minute(inputs)
	if (locale === "ar") return __ar.billing_calls_per_minute(inputs)
	if (locale === "en-XA") return __en_xa2.billing_calls_per_minute(inputs)
	return __en.billing_calls_per_minute(inputs)
});
/**
* | output |
* | --- |
* | "API calls this period" |
*
* @param {Billing_Calls_This_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_calls_this_period = /** @type {((inputs?: Billing_Calls_This_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Calls_This_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_calls_this_period(inputs)
	if (locale === "ar") return __ar.billing_calls_this_period(inputs)
	if (locale === "en-XA") return __en_xa2.billing_calls_this_period(inputs)
	return __en.billing_calls_this_period(inputs)
});
/**
* | output |
* | --- |
* | "API calls used this period" |
*
* @param {Billing_Calls_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_calls_used = /** @type {((inputs?: Billing_Calls_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Calls_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_calls_used(inputs)
	if (locale === "ar") return __ar.billing_calls_used(inputs)
	if (locale === "en-XA") return __en_xa2.billing_calls_used(inputs)
	return __en.billing_calls_used(inputs)
});
/**
* | output |
* | --- |
* | "You keep everything in {plan} until {date}; after that it is not renewed and you are not charged again. You can resume it until then." |
*
* @param {Billing_Cancel_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_body = /** @type {((inputs: Billing_Cancel_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_cancel_body(inputs)
	if (locale === "ar") return __ar.billing_cancel_body(inputs)
	if (locale === "en-XA") return __en_xa2.billing_cancel_body(inputs)
	return __en.billing_cancel_body(inputs)
});
/**
* | output |
* | --- |
* | "Cancel subscription" |
*
* @param {Billing_Cancel_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_subscription = /** @type {((inputs?: Billing_Cancel_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_cancel_subscription(inputs)
	if (locale === "ar") return __ar.billing_cancel_subscription(inputs)
	if (locale === "en-XA") return __en_xa2.billing_cancel_subscription(inputs)
	return __en.billing_cancel_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Cancel {plan}?" |
*
* @param {Billing_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_title = /** @type {((inputs: Billing_Cancel_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_cancel_title(inputs)
	if (locale === "ar") return __ar.billing_cancel_title(inputs)
	if (locale === "en-XA") return __en_xa2.billing_cancel_title(inputs)
	return __en.billing_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscription cancelled" |
*
* @param {Billing_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancelled_title = /** @type {((inputs?: Billing_Cancelled_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancelled_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_cancelled_title(inputs)
	if (locale === "ar") return __ar.billing_cancelled_title(inputs)
	if (locale === "en-XA") return __en_xa2.billing_cancelled_title(inputs)
	return __en.billing_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Downgrade to {plan}?" |
*
* @param {Billing_Change_DowngradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_downgrade = /** @type {((inputs: Billing_Change_DowngradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_DowngradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_downgrade(inputs)
	if (locale === "ar") return __ar.billing_change_downgrade(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_downgrade(inputs)
	return __en.billing_change_downgrade(inputs)
});
/**
* | output |
* | --- |
* | "Change plan" |
*
* @param {Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan = /** @type {((inputs?: Billing_Change_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_plan(inputs)
	if (locale === "ar") return __ar.billing_change_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_plan(inputs)
	return __en.billing_change_plan(inputs)
});
/**
* | output |
* | --- |
* | "Move up, down or to yearly billing at any time: the new plan starts at once and the price difference is prorated." |
*
* @param {Billing_Change_Plan_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan_description = /** @type {((inputs?: Billing_Change_Plan_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_Plan_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_plan_description(inputs)
	if (locale === "ar") return __ar.billing_change_plan_description(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_plan_description(inputs)
	return __en.billing_change_plan_description(inputs)
});
/**
* | output |
* | --- |
* | "From {current} at {currentPrice} to {target} at {targetPrice}." |
*
* @param {Billing_Change_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_summary = /** @type {((inputs: Billing_Change_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_summary(inputs)
	if (locale === "ar") return __ar.billing_change_summary(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_summary(inputs)
	return __en.billing_change_summary(inputs)
});
/**
* | output |
* | --- |
* | "Switch to monthly billing with {plan}?" |
*
* @param {Billing_Change_To_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_to_monthly = /** @type {((inputs: Billing_Change_To_MonthlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_To_MonthlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_to_monthly(inputs)
	if (locale === "ar") return __ar.billing_change_to_monthly(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_to_monthly(inputs)
	return __en.billing_change_to_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Switch to yearly billing with {plan}?" |
*
* @param {Billing_Change_To_YearlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_to_yearly = /** @type {((inputs: Billing_Change_To_YearlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_To_YearlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_to_yearly(inputs)
	if (locale === "ar") return __ar.billing_change_to_yearly(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_to_yearly(inputs)
	return __en.billing_change_to_yearly(inputs)
});
/**
* | output |
* | --- |
* | "Upgrade to {plan}?" |
*
* @param {Billing_Change_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_upgrade = /** @type {((inputs: Billing_Change_UpgradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_UpgradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_change_upgrade(inputs)
	if (locale === "ar") return __ar.billing_change_upgrade(inputs)
	if (locale === "en-XA") return __en_xa2.billing_change_upgrade(inputs)
	return __en.billing_change_upgrade(inputs)
});
/**
* | output |
* | --- |
* | "Changing the plan" |
*
* @param {Billing_Changing_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_changing_plan = /** @type {((inputs?: Billing_Changing_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Changing_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_changing_plan(inputs)
	if (locale === "ar") return __ar.billing_changing_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_changing_plan(inputs)
	return __en.billing_changing_plan(inputs)
});
/**
* | output |
* | --- |
* | "The invoices in Manage billing show what was charged for it." |
*
* @param {Billing_Charge_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_charge_unknown = /** @type {((inputs?: Billing_Charge_UnknownInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Charge_UnknownInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_charge_unknown(inputs)
	if (locale === "ar") return __ar.billing_charge_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.billing_charge_unknown(inputs)
	return __en.billing_charge_unknown(inputs)
});
/**
* | output |
* | --- |
* | "{amount} was charged for the rest of this period." |
*
* @param {Billing_ChargedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_charged = /** @type {((inputs: Billing_ChargedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ChargedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_charged(inputs)
	if (locale === "ar") return __ar.billing_charged(inputs)
	if (locale === "en-XA") return __en_xa2.billing_charged(inputs)
	return __en.billing_charged(inputs)
});
/**
* | output |
* | --- |
* | "{amount} is being charged for the rest of this period." |
*
* @param {Billing_ChargingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_charging = /** @type {((inputs: Billing_ChargingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ChargingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_charging(inputs)
	if (locale === "ar") return __ar.billing_charging(inputs)
	if (locale === "en-XA") return __en_xa2.billing_charging(inputs)
	return __en.billing_charging(inputs)
});
/**
* | output |
* | --- |
* | "Could not check your payment" |
*
* @param {Billing_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_check_failed = /** @type {((inputs?: Billing_Check_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Check_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_check_failed(inputs)
	if (locale === "ar") return __ar.billing_check_failed(inputs)
	if (locale === "en-XA") return __en_xa2.billing_check_failed(inputs)
	return __en.billing_check_failed(inputs)
});
/**
* | output |
* | --- |
* | "Checkout not found" |
*
* @param {Billing_Checkout_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_not_found = /** @type {((inputs?: Billing_Checkout_Not_FoundInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_Not_FoundInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_checkout_not_found(inputs)
	if (locale === "ar") return __ar.billing_checkout_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.billing_checkout_not_found(inputs)
	return __en.billing_checkout_not_found(inputs)
});
/**
* | output |
* | --- |
* | "There is no checkout of yours with this link. If you have just paid, your subscription shows on your subscriptions page." |
*
* @param {Billing_Checkout_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_not_found_text = /** @type {((inputs?: Billing_Checkout_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_Not_Found_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_checkout_not_found_text(inputs)
	if (locale === "ar") return __ar.billing_checkout_not_found_text(inputs)
	if (locale === "en-XA") return __en_xa2.billing_checkout_not_found_text(inputs)
	return __en.billing_checkout_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Billing_Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_title = /** @type {((inputs?: Billing_Checkout_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_checkout_title(inputs)
	if (locale === "ar") return __ar.billing_checkout_title(inputs)
	if (locale === "en-XA") return __en_xa2.billing_checkout_title(inputs)
	return __en.billing_checkout_title(inputs)
});
/**
* | output |
* | --- |
* | "You chose {plan} before signing in; the payment provider's page opens next." |
*
* @param {Billing_Chose_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_chose_before = /** @type {((inputs: Billing_Chose_BeforeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Chose_BeforeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_chose_before(inputs)
	if (locale === "ar") return __ar.billing_chose_before(inputs)
	if (locale === "en-XA") return __en_xa2.billing_chose_before(inputs)
	return __en.billing_chose_before(inputs)
});
/**
* | output |
* | --- |
* | "{amount} was credited for {reason}." |
*
* @param {Billing_CreditedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_credited = /** @type {((inputs: Billing_CreditedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_CreditedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_credited(inputs)
	if (locale === "ar") return __ar.billing_credited(inputs)
	if (locale === "en-XA") return __en_xa2.billing_credited(inputs)
	return __en.billing_credited(inputs)
});
/**
* | output |
* | --- |
* | "the unused part of your previous plan" |
*
* @param {Billing_Credited_Previous_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_credited_previous_plan = /** @type {((inputs?: Billing_Credited_Previous_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Credited_Previous_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_credited_previous_plan(inputs)
	if (locale === "ar") return __ar.billing_credited_previous_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_credited_previous_plan(inputs)
	return __en.billing_credited_previous_plan(inputs)
});
/**
* | output |
* | --- |
* | "Current period" |
*
* @param {Billing_Current_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_current_period = /** @type {((inputs?: Billing_Current_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Current_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_current_period(inputs)
	if (locale === "ar") return __ar.billing_current_period(inputs)
	if (locale === "en-XA") return __en_xa2.billing_current_period(inputs)
	return __en.billing_current_period(inputs)
});
/**
* | output |
* | --- |
* | "Ends on {date}" |
*
* @param {Billing_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_ends_on = /** @type {((inputs: Billing_Ends_OnInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Ends_OnInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_ends_on(inputs)
	if (locale === "ar") return __ar.billing_ends_on(inputs)
	if (locale === "en-XA") return __en_xa2.billing_ends_on(inputs)
	return __en.billing_ends_on(inputs)
});
/**
* | output |
* | --- |
* | "Ends at the end of the current period" |
*
* @param {Billing_Ends_Period_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_ends_period_end = /** @type {((inputs?: Billing_Ends_Period_EndInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Ends_Period_EndInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_ends_period_end(inputs)
	if (locale === "ar") return __ar.billing_ends_period_end(inputs)
	if (locale === "en-XA") return __en_xa2.billing_ends_period_end(inputs)
	return __en.billing_ends_period_end(inputs)
});
/**
* | output |
* | --- |
* | "Everyone stays. New invitations wait until the plan allows more people." |
*
* @param {Billing_Everyone_StaysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_everyone_stays = /** @type {((inputs?: Billing_Everyone_StaysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Everyone_StaysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_everyone_stays(inputs)
	if (locale === "ar") return __ar.billing_everyone_stays(inputs)
	if (locale === "en-XA") return __en_xa2.billing_everyone_stays(inputs)
	return __en.billing_everyone_stays(inputs)
});
/**
* | output |
* | --- |
* | "Finding the organization's owners…" |
*
* @param {Billing_Finding_OwnersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_finding_owners = /** @type {((inputs?: Billing_Finding_OwnersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Finding_OwnersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_finding_owners(inputs)
	if (locale === "ar") return __ar.billing_finding_owners(inputs)
	if (locale === "en-XA") return __en_xa2.billing_finding_owners(inputs)
	return __en.billing_finding_owners(inputs)
});
/**
* | output |
* | --- |
* | "Go to your subscriptions" |
*
* @param {Billing_Go_To_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_go_to_subscriptions = /** @type {((inputs?: Billing_Go_To_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Go_To_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_go_to_subscriptions(inputs)
	if (locale === "ar") return __ar.billing_go_to_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.billing_go_to_subscriptions(inputs)
	return __en.billing_go_to_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Includes" |
*
* @param {Billing_IncludesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_includes = /** @type {((inputs?: Billing_IncludesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_IncludesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_includes(inputs)
	if (locale === "ar") return __ar.billing_includes(inputs)
	if (locale === "en-XA") return __en_xa2.billing_includes(inputs)
	return __en.billing_includes(inputs)
});
/**
* | output |
* | --- |
* | "Keep {plan}" |
*
* @param {Billing_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_keep = /** @type {((inputs: Billing_KeepInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_KeepInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_keep(inputs)
	if (locale === "ar") return __ar.billing_keep(inputs)
	if (locale === "en-XA") return __en_xa2.billing_keep(inputs)
	return __en.billing_keep(inputs)
});
/**
* | output |
* | --- |
* | "Keep subscription" |
*
* @param {Billing_Keep_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_keep_subscription = /** @type {((inputs?: Billing_Keep_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Keep_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_keep_subscription(inputs)
	if (locale === "ar") return __ar.billing_keep_subscription(inputs)
	if (locale === "en-XA") return __en_xa2.billing_keep_subscription(inputs)
	return __en.billing_keep_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Billing_Manage_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_manage_billing = /** @type {((inputs?: Billing_Manage_BillingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Manage_BillingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_manage_billing(inputs)
	if (locale === "ar") return __ar.billing_manage_billing(inputs)
	if (locale === "en-XA") return __en_xa2.billing_manage_billing(inputs)
	return __en.billing_manage_billing(inputs)
});
/**
* | output |
* | --- |
* | "Manage the subscription" |
*
* @param {Billing_Manage_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_manage_subscription = /** @type {((inputs?: Billing_Manage_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Manage_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_manage_subscription(inputs)
	if (locale === "ar") return __ar.billing_manage_subscription(inputs)
	if (locale === "en-XA") return __en_xa2.billing_manage_subscription(inputs)
	return __en.billing_manage_subscription(inputs)
});
/**
* | output |
* | --- |
* | "You have no plan yet." |
*
* @param {Billing_No_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_plan = /** @type {((inputs?: Billing_No_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_no_plan(inputs)
	if (locale === "ar") return __ar.billing_no_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_no_plan(inputs)
	return __en.billing_no_plan(inputs)
});
/**
* | output |
* | --- |
* | "You have no subscriptions yet" |
*
* @param {Billing_No_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_subscriptions = /** @type {((inputs?: Billing_No_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_no_subscriptions(inputs)
	if (locale === "ar") return __ar.billing_no_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.billing_no_subscriptions(inputs)
	return __en.billing_no_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was charged for the change." |
*
* @param {Billing_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_nothing_charged = /** @type {((inputs?: Billing_Nothing_ChargedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Nothing_ChargedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_nothing_charged(inputs)
	if (locale === "ar") return __ar.billing_nothing_charged(inputs)
	if (locale === "en-XA") return __en_xa2.billing_nothing_charged(inputs)
	return __en.billing_nothing_charged(inputs)
});
/**
* | output |
* | --- |
* | "You are on this plan" |
*
* @param {Billing_On_This_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_on_this_plan = /** @type {((inputs?: Billing_On_This_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_On_This_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_on_this_plan(inputs)
	if (locale === "ar") return __ar.billing_on_this_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_on_this_plan(inputs)
	return __en.billing_on_this_plan(inputs)
});
/**
* | output |
* | --- |
* | "Only an owner of the organization can pick a plan." |
*
* @param {Billing_Only_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_only_owner = /** @type {((inputs?: Billing_Only_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Only_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_only_owner(inputs)
	if (locale === "ar") return __ar.billing_only_owner(inputs)
	if (locale === "en-XA") return __en_xa2.billing_only_owner(inputs)
	return __en.billing_only_owner(inputs)
});
/**
* | output |
* | --- |
* | "Opening the checkout for {plan}…" |
*
* @param {Billing_Opening_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_opening_checkout = /** @type {((inputs: Billing_Opening_CheckoutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Opening_CheckoutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_opening_checkout(inputs)
	if (locale === "ar") return __ar.billing_opening_checkout(inputs)
	if (locale === "en-XA") return __en_xa2.billing_opening_checkout(inputs)
	return __en.billing_opening_checkout(inputs)
});
/**
* | output |
* | --- |
* | "{organization} has no plan yet." |
*
* @param {Billing_Org_No_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_org_no_plan = /** @type {((inputs: Billing_Org_No_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Org_No_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_org_no_plan(inputs)
	if (locale === "ar") return __ar.billing_org_no_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_org_no_plan(inputs)
	return __en.billing_org_no_plan(inputs)
});
/**
* | output |
* | --- |
* | "{organization} has no subscription yet" |
*
* @param {Billing_Org_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_org_no_subscription = /** @type {((inputs: Billing_Org_No_SubscriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Org_No_SubscriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_org_no_subscription(inputs)
	if (locale === "ar") return __ar.billing_org_no_subscription(inputs)
	if (locale === "en-XA") return __en_xa2.billing_org_no_subscription(inputs)
	return __en.billing_org_no_subscription(inputs)
});
/**
* | output |
* | --- |
* | "{organization}'s plans, what they include and when they renew." |
*
* @param {Billing_Org_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_org_plans_intro = /** @type {((inputs: Billing_Org_Plans_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Org_Plans_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_org_plans_intro(inputs)
	if (locale === "ar") return __ar.billing_org_plans_intro(inputs)
	if (locale === "en-XA") return __en_xa2.billing_org_plans_intro(inputs)
	return __en.billing_org_plans_intro(inputs)
});
/**
* | output |
* | --- |
* | "Over the plan" |
*
* @param {Billing_Over_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_over_plan = /** @type {((inputs?: Billing_Over_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Over_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_over_plan(inputs)
	if (locale === "ar") return __ar.billing_over_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_over_plan(inputs)
	return __en.billing_over_plan(inputs)
});
/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Billing_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed = /** @type {((inputs?: Billing_Payment_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_payment_failed(inputs)
	if (locale === "ar") return __ar.billing_payment_failed(inputs)
	if (locale === "en-XA") return __en_xa2.billing_payment_failed(inputs)
	return __en.billing_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your payment did not go through and you have not been charged. You can pick a plan and try again." |
*
* @param {Billing_Payment_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed_text = /** @type {((inputs?: Billing_Payment_Failed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_Failed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_payment_failed_text(inputs)
	if (locale === "ar") return __ar.billing_payment_failed_text(inputs)
	if (locale === "en-XA") return __en_xa2.billing_payment_failed_text(inputs)
	return __en.billing_payment_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment successful" |
*
* @param {Billing_Payment_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_payment_successful = /** @type {((inputs?: Billing_Payment_SuccessfulInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_SuccessfulInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_payment_successful(inputs)
	if (locale === "ar") return __ar.billing_payment_successful(inputs)
	if (locale === "en-XA") return __en_xa2.billing_payment_successful(inputs)
	return __en.billing_payment_successful(inputs)
});
/**
* | output |
* | --- |
* | "People, pending invitations included" |
*
* @param {Billing_People_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_people_pending = /** @type {((inputs?: Billing_People_PendingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_People_PendingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_people_pending(inputs)
	if (locale === "ar") return __ar.billing_people_pending(inputs)
	if (locale === "en-XA") return __en_xa2.billing_people_pending(inputs)
	return __en.billing_people_pending(inputs)
});
/**
* | output |
* | --- |
* | "{start} – {end}" |
*
* @param {Billing_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_period = /** @type {((inputs: Billing_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_period(inputs)
	if (locale === "ar") return __ar.billing_period(inputs)
	if (locale === "en-XA") return __en_xa2.billing_period(inputs)
	return __en.billing_period(inputs)
});
/**
* | output |
* | --- |
* | "Pick a plan below. You pay on the payment provider's secure page and can cancel at any time." |
*
* @param {Billing_Pick_Plan_BelowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_pick_plan_below = /** @type {((inputs?: Billing_Pick_Plan_BelowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Pick_Plan_BelowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_pick_plan_below(inputs)
	if (locale === "ar") return __ar.billing_pick_plan_below(inputs)
	if (locale === "en-XA") return __en_xa2.billing_pick_plan_below(inputs)
	return __en.billing_pick_plan_below(inputs)
});
/**
* | output |
* | --- |
* | "What the {plan} plan includes" |
*
* @param {Billing_Plan_IncludesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_plan_includes = /** @type {((inputs: Billing_Plan_IncludesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Plan_IncludesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_plan_includes(inputs)
	if (locale === "ar") return __ar.billing_plan_includes(inputs)
	if (locale === "en-XA") return __en_xa2.billing_plan_includes(inputs)
	return __en.billing_plan_includes(inputs)
});
/**
* | output |
* | --- |
* | "Your plans, what they include and when they renew." |
*
* @param {Billing_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_plans_intro = /** @type {((inputs?: Billing_Plans_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Plans_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_plans_intro(inputs)
	if (locale === "ar") return __ar.billing_plans_intro(inputs)
	if (locale === "en-XA") return __en_xa2.billing_plans_intro(inputs)
	return __en.billing_plans_intro(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Billing_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_price = /** @type {((inputs?: Billing_PriceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PriceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_price(inputs)
	if (locale === "ar") return __ar.billing_price(inputs)
	if (locale === "en-XA") return __en_xa2.billing_price(inputs)
	return __en.billing_price(inputs)
});
/**
* | output |
* | --- |
* | "Processing your payment" |
*
* @param {Billing_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_processing = /** @type {((inputs?: Billing_ProcessingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ProcessingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_processing(inputs)
	if (locale === "ar") return __ar.billing_processing(inputs)
	if (locale === "en-XA") return __en_xa2.billing_processing(inputs)
	return __en.billing_processing(inputs)
});
/**
* | output |
* | --- |
* | "Your payment is being processed. This page updates by itself when it is done." |
*
* @param {Billing_Processing_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_processing_text = /** @type {((inputs?: Billing_Processing_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Processing_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_processing_text(inputs)
	if (locale === "ar") return __ar.billing_processing_text(inputs)
	if (locale === "en-XA") return __en_xa2.billing_processing_text(inputs)
	return __en.billing_processing_text(inputs)
});
/**
* | output |
* | --- |
* | "Your payment for {plan} is being processed. This page updates by itself when it is done." |
*
* @param {Billing_Processing_Text_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_processing_text_plan = /** @type {((inputs: Billing_Processing_Text_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Processing_Text_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_processing_text_plan(inputs)
	if (locale === "ar") return __ar.billing_processing_text_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_processing_text_plan(inputs)
	return __en.billing_processing_text_plan(inputs)
});
/**
* | output |
* | --- |
* | "{plan} starts now. The unused part of this period{until} is credited on an invoice right away, less {plan}'s price for the same time; after that you pay {pri..." |
*
* @param {Billing_Proration_DowngradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_downgrade = /** @type {((inputs: Billing_Proration_DowngradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_DowngradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_proration_downgrade(inputs)
	if (locale === "ar") return __ar.billing_proration_downgrade(inputs)
	if (locale === "en-XA") return __en_xa2.billing_proration_downgrade(inputs)
	return __en.billing_proration_downgrade(inputs)
});
/**
* | output |
* | --- |
* | "{plan} starts now, with a new monthly billing period. {amount} is invoiced right away, less a credit for the unused part of your current period; after that y..." |
*
* @param {Billing_Proration_To_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_to_monthly = /** @type {((inputs: Billing_Proration_To_MonthlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_To_MonthlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_proration_to_monthly(inputs)
	if (locale === "ar") return __ar.billing_proration_to_monthly(inputs)
	if (locale === "en-XA") return __en_xa2.billing_proration_to_monthly(inputs)
	return __en.billing_proration_to_monthly(inputs)
});
/**
* | output |
* | --- |
* | "{plan} starts now, with a new yearly billing period. {amount} is invoiced right away, less a credit for the unused part of your current period; after that yo..." |
*
* @param {Billing_Proration_To_YearlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_to_yearly = /** @type {((inputs: Billing_Proration_To_YearlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_To_YearlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_proration_to_yearly(inputs)
	if (locale === "ar") return __ar.billing_proration_to_yearly(inputs)
	if (locale === "en-XA") return __en_xa2.billing_proration_to_yearly(inputs)
	return __en.billing_proration_to_yearly(inputs)
});
/**
* | output |
* | --- |
* | "{plan} starts now. The difference in price for the rest of this period{until} is invoiced and charged to your card right away; after that you pay {price}." |
*
* @param {Billing_Proration_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_upgrade = /** @type {((inputs: Billing_Proration_UpgradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_UpgradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_proration_upgrade(inputs)
	if (locale === "ar") return __ar.billing_proration_upgrade(inputs)
	if (locale === "en-XA") return __en_xa2.billing_proration_upgrade(inputs)
	return __en.billing_proration_upgrade(inputs)
});
/**
* | output |
* | --- |
* | "Reading what the plan includes…" |
*
* @param {Billing_Reading_IncludesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_reading_includes = /** @type {((inputs?: Billing_Reading_IncludesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Reading_IncludesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_reading_includes(inputs)
	if (locale === "ar") return __ar.billing_reading_includes(inputs)
	if (locale === "en-XA") return __en_xa2.billing_reading_includes(inputs)
	return __en.billing_reading_includes(inputs)
});
/**
* | output |
* | --- |
* | "Reading the plan…" |
*
* @param {Billing_Reading_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_reading_plan = /** @type {((inputs?: Billing_Reading_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Reading_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_reading_plan(inputs)
	if (locale === "ar") return __ar.billing_reading_plan(inputs)
	if (locale === "en-XA") return __en_xa2.billing_reading_plan(inputs)
	return __en.billing_reading_plan(inputs)
});
/**
* | output |
* | --- |
* | "{plan} renews as before." |
*
* @param {Billing_RenewsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_renews = /** @type {((inputs: Billing_RenewsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_RenewsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_renews(inputs)
	if (locale === "ar") return __ar.billing_renews(inputs)
	if (locale === "en-XA") return __en_xa2.billing_renews(inputs)
	return __en.billing_renews(inputs)
});
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Billing_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_resume = /** @type {((inputs?: Billing_ResumeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ResumeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_resume(inputs)
	if (locale === "ar") return __ar.billing_resume(inputs)
	if (locale === "en-XA") return __en_xa2.billing_resume(inputs)
	return __en.billing_resume(inputs)
});
/**
* | output |
* | --- |
* | "Resume to change plans" |
*
* @param {Billing_Resume_To_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_resume_to_change = /** @type {((inputs?: Billing_Resume_To_ChangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Resume_To_ChangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_resume_to_change(inputs)
	if (locale === "ar") return __ar.billing_resume_to_change(inputs)
	if (locale === "en-XA") return __en_xa2.billing_resume_to_change(inputs)
	return __en.billing_resume_to_change(inputs)
});
/**
* | output |
* | --- |
* | "Subscription resumed" |
*
* @param {Billing_Resumed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_resumed_title = /** @type {((inputs?: Billing_Resumed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Resumed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_resumed_title(inputs)
	if (locale === "ar") return __ar.billing_resumed_title(inputs)
	if (locale === "en-XA") return __en_xa2.billing_resumed_title(inputs)
	return __en.billing_resumed_title(inputs)
});
/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Billing_See_The_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_see_the_plans = /** @type {((inputs?: Billing_See_The_PlansInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_See_The_PlansInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_see_the_plans(inputs)
	if (locale === "ar") return __ar.billing_see_the_plans(inputs)
	if (locale === "en-XA") return __en_xa2.billing_see_the_plans(inputs)
	return __en.billing_see_the_plans(inputs)
});
/**
* | output |
* | --- |
* | "Since {start}" |
*
* @param {Billing_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_since = /** @type {((inputs: Billing_SinceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_SinceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_since(inputs)
	if (locale === "ar") return __ar.billing_since(inputs)
	if (locale === "en-XA") return __en_xa2.billing_since(inputs)
	return __en.billing_since(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Billing_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_active = /** @type {((inputs?: Billing_Status_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_active(inputs)
	if (locale === "ar") return __ar.billing_status_active(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_active(inputs)
	return __en.billing_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_cancelled = /** @type {((inputs?: Billing_Status_CancelledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_CancelledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_cancelled(inputs)
	if (locale === "ar") return __ar.billing_status_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_cancelled(inputs)
	return __en.billing_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Billing_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_expired = /** @type {((inputs?: Billing_Status_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_expired(inputs)
	if (locale === "ar") return __ar.billing_status_expired(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_expired(inputs)
	return __en.billing_status_expired(inputs)
});
/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Billing_Status_InactiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_inactive = /** @type {((inputs?: Billing_Status_InactiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_InactiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_inactive(inputs)
	if (locale === "ar") return __ar.billing_status_inactive(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_inactive(inputs)
	return __en.billing_status_inactive(inputs)
});
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Billing_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_past_due = /** @type {((inputs?: Billing_Status_Past_DueInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_Past_DueInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_past_due(inputs)
	if (locale === "ar") return __ar.billing_status_past_due(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_past_due(inputs)
	return __en.billing_status_past_due(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Billing_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_pending = /** @type {((inputs?: Billing_Status_PendingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_PendingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_pending(inputs)
	if (locale === "ar") return __ar.billing_status_pending(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_pending(inputs)
	return __en.billing_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Revoked" |
*
* @param {Billing_Status_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_revoked = /** @type {((inputs?: Billing_Status_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_revoked(inputs)
	if (locale === "ar") return __ar.billing_status_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_revoked(inputs)
	return __en.billing_status_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Trial" |
*
* @param {Billing_Status_TrialingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_status_trialing = /** @type {((inputs?: Billing_Status_TrialingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_TrialingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_status_trialing(inputs)
	if (locale === "ar") return __ar.billing_status_trialing(inputs)
	if (locale === "en-XA") return __en_xa2.billing_status_trialing(inputs)
	return __en.billing_status_trialing(inputs)
});
/**
* | output |
* | --- |
* | "{plan} stays active until the end of the current period." |
*
* @param {Billing_Stays_Active_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_stays_active_period = /** @type {((inputs: Billing_Stays_Active_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Stays_Active_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_stays_active_period(inputs)
	if (locale === "ar") return __ar.billing_stays_active_period(inputs)
	if (locale === "en-XA") return __en_xa2.billing_stays_active_period(inputs)
	return __en.billing_stays_active_period(inputs)
});
/**
* | output |
* | --- |
* | "{plan} stays active until {date}." |
*
* @param {Billing_Stays_Active_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_stays_active_until = /** @type {((inputs: Billing_Stays_Active_UntilInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Stays_Active_UntilInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_stays_active_until(inputs)
	if (locale === "ar") return __ar.billing_stays_active_until(inputs)
	if (locale === "en-XA") return __en_xa2.billing_stays_active_until(inputs)
	return __en.billing_stays_active_until(inputs)
});
/**
* | output |
* | --- |
* | "You are now subscribed to {plan} at {price}." |
*
* @param {Billing_Subscribed_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_subscribed_to = /** @type {((inputs: Billing_Subscribed_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Subscribed_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_subscribed_to(inputs)
	if (locale === "ar") return __ar.billing_subscribed_to(inputs)
	if (locale === "en-XA") return __en_xa2.billing_subscribed_to(inputs)
	return __en.billing_subscribed_to(inputs)
});
/**
* | output |
* | --- |
* | "Your subscription is active." |
*
* @param {Billing_Subscription_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_subscription_active = /** @type {((inputs?: Billing_Subscription_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Subscription_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_subscription_active(inputs)
	if (locale === "ar") return __ar.billing_subscription_active(inputs)
	if (locale === "en-XA") return __en_xa2.billing_subscription_active(inputs)
	return __en.billing_subscription_active(inputs)
});
/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Billing_Subscriptions_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_subscriptions_title = /** @type {((inputs?: Billing_Subscriptions_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Subscriptions_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_subscriptions_title(inputs)
	if (locale === "ar") return __ar.billing_subscriptions_title(inputs)
	if (locale === "en-XA") return __en_xa2.billing_subscriptions_title(inputs)
	return __en.billing_subscriptions_title(inputs)
});
/**
* | output |
* | --- |
* | "Switch to {plan}" |
*
* @param {Billing_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_switch_to = /** @type {((inputs: Billing_Switch_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Switch_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_switch_to(inputs)
	if (locale === "ar") return __ar.billing_switch_to(inputs)
	if (locale === "en-XA") return __en_xa2.billing_switch_to(inputs)
	return __en.billing_switch_to(inputs)
});
/**
* | output |
* | --- |
* | "Switched to {plan}" |
*
* @param {Billing_Switched_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_switched_to = /** @type {((inputs: Billing_Switched_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Switched_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_switched_to(inputs)
	if (locale === "ar") return __ar.billing_switched_to(inputs)
	if (locale === "en-XA") return __en_xa2.billing_switched_to(inputs)
	return __en.billing_switched_to(inputs)
});
/**
* | output |
* | --- |
* | "the end of the current period" |
*
* @param {Billing_The_Period_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_the_period_end = /** @type {((inputs?: Billing_The_Period_EndInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_The_Period_EndInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_the_period_end(inputs)
	if (locale === "ar") return __ar.billing_the_period_end(inputs)
	if (locale === "en-XA") return __en_xa2.billing_the_period_end(inputs)
	return __en.billing_the_period_end(inputs)
});
/**
* | output |
* | --- |
* | "This period: {start} to {end}" |
*
* @param {Billing_This_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_this_period = /** @type {((inputs: Billing_This_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_This_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_this_period(inputs)
	if (locale === "ar") return __ar.billing_this_period(inputs)
	if (locale === "en-XA") return __en_xa2.billing_this_period(inputs)
	return __en.billing_this_period(inputs)
});
/**
* | output |
* | --- |
* | "Trial · ends on {date}" |
*
* @param {Billing_Trial_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_trial_line = /** @type {((inputs: Billing_Trial_LineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Trial_LineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_trial_line(inputs)
	if (locale === "ar") return __ar.billing_trial_line(inputs)
	if (locale === "en-XA") return __en_xa2.billing_trial_line(inputs)
	return __en.billing_trial_line(inputs)
});
/**
* | output |
* | --- |
* | "(until {date})" |
*
* @param {Billing_Until_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_until_date = /** @type {((inputs: Billing_Until_DateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Until_DateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_until_date(inputs)
	if (locale === "ar") return __ar.billing_until_date(inputs)
	if (locale === "en-XA") return __en_xa2.billing_until_date(inputs)
	return __en.billing_until_date(inputs)
});
/**
* | output |
* | --- |
* | "{used} of {allowed}" |
*
* @param {Billing_Used_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_used_of = /** @type {((inputs: Billing_Used_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Used_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_used_of(inputs)
	if (locale === "ar") return __ar.billing_used_of(inputs)
	if (locale === "en-XA") return __en_xa2.billing_used_of(inputs)
	return __en.billing_used_of(inputs)
});
/**
* | output |
* | --- |
* | "View subscriptions" |
*
* @param {Billing_View_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_view_subscriptions = /** @type {((inputs?: Billing_View_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_View_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.billing_view_subscriptions(inputs)
	if (locale === "ar") return __ar.billing_view_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.billing_view_subscriptions(inputs)
	return __en.billing_view_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Common_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_actions = /** @type {((inputs?: Common_ActionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ActionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_actions(inputs)
	if (locale === "ar") return __ar.common_actions(inputs)
	if (locale === "en-XA") return __en_xa2.common_actions(inputs)
	return __en.common_actions(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Common_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_cancel = /** @type {((inputs?: Common_CancelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CancelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_cancel(inputs)
	if (locale === "ar") return __ar.common_cancel(inputs)
	if (locale === "en-XA") return __en_xa2.common_cancel(inputs)
	return __en.common_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Common_CloseInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_close = /** @type {((inputs?: Common_CloseInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CloseInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_close(inputs)
	if (locale === "ar") return __ar.common_close(inputs)
	if (locale === "en-XA") return __en_xa2.common_close(inputs)
	return __en.common_close(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Common_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_confirm = /** @type {((inputs?: Common_ConfirmInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ConfirmInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_confirm(inputs)
	if (locale === "ar") return __ar.common_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.common_confirm(inputs)
	return __en.common_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Common_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_copied = /** @type {((inputs?: Common_CopiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CopiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_copied(inputs)
	if (locale === "ar") return __ar.common_copied(inputs)
	if (locale === "en-XA") return __en_xa2.common_copied(inputs)
	return __en.common_copied(inputs)
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
* | "Done" |
*
* @param {Common_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_done = /** @type {((inputs?: Common_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_done(inputs)
	if (locale === "ar") return __ar.common_done(inputs)
	if (locale === "en-XA") return __en_xa2.common_done(inputs)
	return __en.common_done(inputs)
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
* | "{label}, scrolls sideways" |
*
* @param {Common_Scrolls_SidewaysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_scrolls_sideways = /** @type {((inputs: Common_Scrolls_SidewaysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Scrolls_SidewaysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_scrolls_sideways(inputs)
	if (locale === "ar") return __ar.common_scrolls_sideways(inputs)
	if (locale === "en-XA") return __en_xa2.common_scrolls_sideways(inputs)
	return __en.common_scrolls_sideways(inputs)
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
* | "Type {email} to confirm" |
*
* @param {Common_Type_To_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_type_to_confirm = /** @type {((inputs: Common_Type_To_ConfirmInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Type_To_ConfirmInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_type_to_confirm(inputs)
	if (locale === "ar") return __ar.common_type_to_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.common_type_to_confirm(inputs)
	return __en.common_type_to_confirm(inputs)
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
* | "Manage your account" |
*
* @param {Dashboard_Manage_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_manage_account = /** @type {((inputs?: Dashboard_Manage_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Manage_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_manage_account(inputs)
	if (locale === "ar") return __ar.dashboard_manage_account(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_manage_account(inputs)
	return __en.dashboard_manage_account(inputs)
});
/**
* | output |
* | --- |
* | "Member since {date}" |
*
* @param {Dashboard_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_member_since = /** @type {((inputs: Dashboard_Member_SinceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Member_SinceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_member_since(inputs)
	if (locale === "ar") return __ar.dashboard_member_since(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_member_since(inputs)
	return __en.dashboard_member_since(inputs)
});
/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Dashboard_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_verified = /** @type {((inputs?: Dashboard_Not_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_not_verified(inputs)
	if (locale === "ar") return __ar.dashboard_not_verified(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_not_verified(inputs)
	return __en.dashboard_not_verified(inputs)
});
/**
* | output |
* | --- |
* | "Organization settings" |
*
* @param {Dashboard_Organization_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_organization_settings = /** @type {((inputs?: Dashboard_Organization_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Organization_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_organization_settings(inputs)
	if (locale === "ar") return __ar.dashboard_organization_settings(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_organization_settings(inputs)
	return __en.dashboard_organization_settings(inputs)
});
/**
* | output |
* | --- |
* | "Organizations" |
*
* @param {Dashboard_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_organizations = /** @type {((inputs?: Dashboard_OrganizationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_OrganizationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_organizations(inputs)
	if (locale === "ar") return __ar.dashboard_organizations(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_organizations(inputs)
	return __en.dashboard_organizations(inputs)
});
/**
* | output |
* | --- |
* | "Personal" |
*
* @param {Dashboard_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_personal = /** @type {((inputs?: Dashboard_PersonalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_PersonalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_personal(inputs)
	if (locale === "ar") return __ar.dashboard_personal(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_personal(inputs)
	return __en.dashboard_personal(inputs)
});
/**
* | output |
* | --- |
* | "Only you work here. An organization lets people work together." |
*
* @param {Dashboard_Personal_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_personal_text = /** @type {((inputs?: Dashboard_Personal_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Personal_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_personal_text(inputs)
	if (locale === "ar") return __ar.dashboard_personal_text(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_personal_text(inputs)
	return __en.dashboard_personal_text(inputs)
});
/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Dashboard_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_signed_in_as = /** @type {((inputs: Dashboard_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Signed_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_signed_in_as(inputs)
	if (locale === "ar") return __ar.dashboard_signed_in_as(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_signed_in_as(inputs)
	return __en.dashboard_signed_in_as(inputs)
});
/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Dashboard_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_subscriptions = /** @type {((inputs?: Dashboard_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_subscriptions(inputs)
	if (locale === "ar") return __ar.dashboard_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_subscriptions(inputs)
	return __en.dashboard_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_title = /** @type {((inputs?: Dashboard_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_title(inputs)
	if (locale === "ar") return __ar.dashboard_title(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_title(inputs)
	return __en.dashboard_title(inputs)
});
/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Dashboard_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_verified = /** @type {((inputs?: Dashboard_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_verified(inputs)
	if (locale === "ar") return __ar.dashboard_verified(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_verified(inputs)
	return __en.dashboard_verified(inputs)
});
/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Dashboard_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_welcome = /** @type {((inputs?: Dashboard_WelcomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_WelcomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_welcome(inputs)
	if (locale === "ar") return __ar.dashboard_welcome(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_welcome(inputs)
	return __en.dashboard_welcome(inputs)
});
/**
* | output |
* | --- |
* | "Welcome, {name}" |
*
* @param {Dashboard_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_welcome_name = /** @type {((inputs: Dashboard_Welcome_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Welcome_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_welcome_name(inputs)
	if (locale === "ar") return __ar.dashboard_welcome_name(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_welcome_name(inputs)
	return __en.dashboard_welcome_name(inputs)
});
/**
* | output |
* | --- |
* | "Workspace" |
*
* @param {Dashboard_WorkspaceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_workspace = /** @type {((inputs?: Dashboard_WorkspaceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_WorkspaceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_workspace(inputs)
	if (locale === "ar") return __ar.dashboard_workspace(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_workspace(inputs)
	return __en.dashboard_workspace(inputs)
});
/**
* | output |
* | --- |
* | "Its plan and API key are shared with its members." |
*
* @param {Dashboard_Workspace_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_workspace_shared = /** @type {((inputs?: Dashboard_Workspace_SharedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Workspace_SharedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_workspace_shared(inputs)
	if (locale === "ar") return __ar.dashboard_workspace_shared(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_workspace_shared(inputs)
	return __en.dashboard_workspace_shared(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Dashboard_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_your_account = /** @type {((inputs?: Dashboard_Your_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Your_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.dashboard_your_account(inputs)
	if (locale === "ar") return __ar.dashboard_your_account(inputs)
	if (locale === "en-XA") return __en_xa2.dashboard_your_account(inputs)
	return __en.dashboard_your_account(inputs)
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
* | "API documentation" |
*
* @param {Keys_Api_DocumentationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_api_documentation = /** @type {((inputs?: Keys_Api_DocumentationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Api_DocumentationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_api_documentation(inputs)
	if (locale === "ar") return __ar.keys_api_documentation(inputs)
	if (locale === "en-XA") return __en_xa2.keys_api_documentation(inputs)
	return __en.keys_api_documentation(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{calls} call" |
* | * | "{calls} calls" |
*
* @param {Keys_Call_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_call_count = /** @type {((inputs: Keys_Call_CountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Call_CountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_call_count(inputs)
	if (locale === "ar") return __ar.keys_call_count(inputs)
	if (locale === "en-XA") return __en_xa2.keys_call_count(inputs)
	return __en.keys_call_count(inputs)
});
/**
* | output |
* | --- |
* | "API calls per day, last 30 days: the arrow keys move from day to day" |
*
* @param {Keys_Chart_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_chart_name = /** @type {((inputs?: Keys_Chart_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Chart_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_chart_name(inputs)
	if (locale === "ar") return __ar.keys_chart_name(inputs)
	if (locale === "en-XA") return __en_xa2.keys_chart_name(inputs)
	return __en.keys_chart_name(inputs)
});
/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Keys_Chart_SeriesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_chart_series = /** @type {((inputs?: Keys_Chart_SeriesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Chart_SeriesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_chart_series(inputs)
	if (locale === "ar") return __ar.keys_chart_series(inputs)
	if (locale === "en-XA") return __en_xa2.keys_chart_series(inputs)
	return __en.keys_chart_series(inputs)
});
/**
* | output |
* | --- |
* | "Copy key" |
*
* @param {Keys_Copy_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_copy_key = /** @type {((inputs?: Keys_Copy_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Copy_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_copy_key(inputs)
	if (locale === "ar") return __ar.keys_copy_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_copy_key(inputs)
	return __en.keys_copy_key(inputs)
});
/**
* | output |
* | --- |
* | "Copy it now" |
*
* @param {Keys_Copy_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_copy_now = /** @type {((inputs?: Keys_Copy_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Copy_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_copy_now(inputs)
	if (locale === "ar") return __ar.keys_copy_now(inputs)
	if (locale === "en-XA") return __en_xa2.keys_copy_now(inputs)
	return __en.keys_copy_now(inputs)
});
/**
* | output |
* | --- |
* | "This key will not be shown again. Store it somewhere safe, such as a password manager or your service's secret settings." |
*
* @param {Keys_Copy_Now_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_copy_now_text = /** @type {((inputs?: Keys_Copy_Now_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Copy_Now_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_copy_now_text(inputs)
	if (locale === "ar") return __ar.keys_copy_now_text(inputs)
	if (locale === "en-XA") return __en_xa2.keys_copy_now_text(inputs)
	return __en.keys_copy_now_text(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {max} in the {plan} plan." |
*
* @param {Keys_Count_In_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_count_in_plan = /** @type {((inputs: Keys_Count_In_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Count_In_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_count_in_plan(inputs)
	if (locale === "ar") return __ar.keys_count_in_plan(inputs)
	if (locale === "en-XA") return __en_xa2.keys_count_in_plan(inputs)
	return __en.keys_count_in_plan(inputs)
});
/**
* | output |
* | --- |
* | "Create API key" |
*
* @param {Keys_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_create = /** @type {((inputs?: Keys_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_create(inputs)
	if (locale === "ar") return __ar.keys_create(inputs)
	if (locale === "en-XA") return __en_xa2.keys_create(inputs)
	return __en.keys_create(inputs)
});
/**
* | output |
* | --- |
* | "Failed to create API key" |
*
* @param {Keys_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_create_failed = /** @type {((inputs?: Keys_Create_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Create_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_create_failed(inputs)
	if (locale === "ar") return __ar.keys_create_failed(inputs)
	if (locale === "en-XA") return __en_xa2.keys_create_failed(inputs)
	return __en.keys_create_failed(inputs)
});
/**
* | output |
* | --- |
* | "Make sure to save your API key - you won't see it again!" |
*
* @param {Keys_Created_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_created_message = /** @type {((inputs?: Keys_Created_MessageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Created_MessageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_created_message(inputs)
	if (locale === "ar") return __ar.keys_created_message(inputs)
	if (locale === "en-XA") return __en_xa2.keys_created_message(inputs)
	return __en.keys_created_message(inputs)
});
/**
* | output |
* | --- |
* | "API Key Created" |
*
* @param {Keys_Created_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_created_title = /** @type {((inputs?: Keys_Created_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Created_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_created_title(inputs)
	if (locale === "ar") return __ar.keys_created_title(inputs)
	if (locale === "en-XA") return __en_xa2.keys_created_title(inputs)
	return __en.keys_created_title(inputs)
});
/**
* | output |
* | --- |
* | "Your full API key" |
*
* @param {Keys_Full_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_full_key = /** @type {((inputs?: Keys_Full_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Full_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_full_key(inputs)
	if (locale === "ar") return __ar.keys_full_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_full_key(inputs)
	return __en.keys_full_key(inputs)
});
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Keys_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_heading = /** @type {((inputs?: Keys_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_heading(inputs)
	if (locale === "ar") return __ar.keys_heading(inputs)
	if (locale === "en-XA") return __en_xa2.keys_heading(inputs)
	return __en.keys_heading(inputs)
});
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Keys_Heading_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_heading_many = /** @type {((inputs?: Keys_Heading_ManyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Heading_ManyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_heading_many(inputs)
	if (locale === "ar") return __ar.keys_heading_many(inputs)
	if (locale === "en-XA") return __en_xa2.keys_heading_many(inputs)
	return __en.keys_heading_many(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Keys_Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_created = /** @type {((inputs?: Keys_Label_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_label_created(inputs)
	if (locale === "ar") return __ar.keys_label_created(inputs)
	if (locale === "en-XA") return __en_xa2.keys_label_created(inputs)
	return __en.keys_label_created(inputs)
});
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Keys_Label_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_expires = /** @type {((inputs?: Keys_Label_ExpiresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_ExpiresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_label_expires(inputs)
	if (locale === "ar") return __ar.keys_label_expires(inputs)
	if (locale === "en-XA") return __en_xa2.keys_label_expires(inputs)
	return __en.keys_label_expires(inputs)
});
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Keys_Label_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_key = /** @type {((inputs?: Keys_Label_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_label_key(inputs)
	if (locale === "ar") return __ar.keys_label_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_label_key(inputs)
	return __en.keys_label_key(inputs)
});
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Keys_Label_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_last_used = /** @type {((inputs?: Keys_Label_Last_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_Last_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_label_last_used(inputs)
	if (locale === "ar") return __ar.keys_label_last_used(inputs)
	if (locale === "en-XA") return __en_xa2.keys_label_last_used(inputs)
	return __en.keys_label_last_used(inputs)
});
/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Keys_LockedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_locked = /** @type {((inputs?: Keys_LockedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_LockedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_locked(inputs)
	if (locale === "ar") return __ar.keys_locked(inputs)
	if (locale === "en-XA") return __en_xa2.keys_locked(inputs)
	return __en.keys_locked(inputs)
});
/**
* | output |
* | --- |
* | "Your API key" |
*
* @param {Keys_Modal_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_modal_title = /** @type {((inputs?: Keys_Modal_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Modal_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_modal_title(inputs)
	if (locale === "ar") return __ar.keys_modal_title(inputs)
	if (locale === "en-XA") return __en_xa2.keys_modal_title(inputs)
	return __en.keys_modal_title(inputs)
});
/**
* | output |
* | --- |
* | "Your new API key" |
*
* @param {Keys_Modal_Title_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_modal_title_new = /** @type {((inputs?: Keys_Modal_Title_NewInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Modal_Title_NewInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_modal_title_new(inputs)
	if (locale === "ar") return __ar.keys_modal_title_new(inputs)
	if (locale === "en-XA") return __en_xa2.keys_modal_title_new(inputs)
	return __en.keys_modal_title_new(inputs)
});
/**
* | output |
* | --- |
* | "Never" |
*
* @param {Keys_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_never = /** @type {((inputs?: Keys_NeverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_NeverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_never(inputs)
	if (locale === "ar") return __ar.keys_never(inputs)
	if (locale === "en-XA") return __en_xa2.keys_never(inputs)
	return __en.keys_never(inputs)
});
/**
* | output |
* | --- |
* | "Never expires" |
*
* @param {Keys_Never_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_never_expires = /** @type {((inputs?: Keys_Never_ExpiresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Never_ExpiresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_never_expires(inputs)
	if (locale === "ar") return __ar.keys_never_expires(inputs)
	if (locale === "en-XA") return __en_xa2.keys_never_expires(inputs)
	return __en.keys_never_expires(inputs)
});
/**
* | output |
* | --- |
* | "For example the service that will use it" |
*
* @param {Keys_New_Name_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_new_name_description = /** @type {((inputs?: Keys_New_Name_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_New_Name_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_new_name_description(inputs)
	if (locale === "ar") return __ar.keys_new_name_description(inputs)
	if (locale === "en-XA") return __en_xa2.keys_new_name_description(inputs)
	return __en.keys_new_name_description(inputs)
});
/**
* | output |
* | --- |
* | "Name of the new key" |
*
* @param {Keys_New_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_new_name_label = /** @type {((inputs?: Keys_New_Name_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_New_Name_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_new_name_label(inputs)
	if (locale === "ar") return __ar.keys_new_name_label(inputs)
	if (locale === "en-XA") return __en_xa2.keys_new_name_label(inputs)
	return __en.keys_new_name_label(inputs)
});
/**
* | output |
* | --- |
* | "You have no API key yet. Create one to call the REST API from your own scripts and services: send it as {header}. The key is shown once, right after you crea..." |
*
* @param {Keys_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_none_yet = /** @type {((inputs: Keys_None_YetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_None_YetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_none_yet(inputs)
	if (locale === "ar") return __ar.keys_none_yet(inputs)
	if (locale === "en-XA") return __en_xa2.keys_none_yet(inputs)
	return __en.keys_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "{organization}'s key for the REST API: calls made with it act for the organization." |
*
* @param {Keys_Org_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_org_key = /** @type {((inputs: Keys_Org_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Org_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_org_key(inputs)
	if (locale === "ar") return __ar.keys_org_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_org_key(inputs)
	return __en.keys_org_key(inputs)
});
/**
* | output |
* | --- |
* | "{organization}'s keys for the REST API: calls made with them act for the organization." |
*
* @param {Keys_Org_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_org_keys = /** @type {((inputs: Keys_Org_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Org_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_org_keys(inputs)
	if (locale === "ar") return __ar.keys_org_keys(inputs)
	if (locale === "en-XA") return __en_xa2.keys_org_keys(inputs)
	return __en.keys_org_keys(inputs)
});
/**
* | output |
* | --- |
* | "The organization has no API key yet." |
*
* @param {Keys_Org_No_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_org_no_key = /** @type {((inputs?: Keys_Org_No_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Org_No_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_org_no_key(inputs)
	if (locale === "ar") return __ar.keys_org_no_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_org_no_key(inputs)
	return __en.keys_org_no_key(inputs)
});
/**
* | output |
* | --- |
* | "You have more keys than the {plan} plan allows: they keep working, and no new one can be made until there are fewer than {max}." |
*
* @param {Keys_Over_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_over_plan = /** @type {((inputs: Keys_Over_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Over_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_over_plan(inputs)
	if (locale === "ar") return __ar.keys_over_plan(inputs)
	if (locale === "en-XA") return __en_xa2.keys_over_plan(inputs)
	return __en.keys_over_plan(inputs)
});
/**
* | output |
* | --- |
* | "This period: {used} of {included} included, until {day}." |
*
* @param {Keys_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_period = /** @type {((inputs: Keys_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_period(inputs)
	if (locale === "ar") return __ar.keys_period(inputs)
	if (locale === "en-XA") return __en_xa2.keys_period(inputs)
	return __en.keys_period(inputs)
});
/**
* | output |
* | --- |
* | "{calls} over: {amount} on the next invoice." |
*
* @param {Keys_Period_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_period_over = /** @type {((inputs: Keys_Period_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Period_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_period_over(inputs)
	if (locale === "ar") return __ar.keys_period_over(inputs)
	if (locale === "en-XA") return __en_xa2.keys_period_over(inputs)
	return __en.keys_period_over(inputs)
});
/**
* | output |
* | --- |
* | "Your personal key for the REST API." |
*
* @param {Keys_Personal_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_personal_key = /** @type {((inputs?: Keys_Personal_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Personal_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_personal_key(inputs)
	if (locale === "ar") return __ar.keys_personal_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_personal_key(inputs)
	return __en.keys_personal_key(inputs)
});
/**
* | output |
* | --- |
* | "Your personal keys for the REST API." |
*
* @param {Keys_Personal_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_personal_keys = /** @type {((inputs?: Keys_Personal_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Personal_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_personal_keys(inputs)
	if (locale === "ar") return __ar.keys_personal_keys(inputs)
	if (locale === "en-XA") return __en_xa2.keys_personal_keys(inputs)
	return __en.keys_personal_keys(inputs)
});
/**
* | output |
* | --- |
* | "Your previous key has stopped working." |
*
* @param {Keys_Previous_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_previous_stopped = /** @type {((inputs?: Keys_Previous_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Previous_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_previous_stopped(inputs)
	if (locale === "ar") return __ar.keys_previous_stopped(inputs)
	if (locale === "en-XA") return __en_xa2.keys_previous_stopped(inputs)
	return __en.keys_previous_stopped(inputs)
});
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Keys_RegenerateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate = /** @type {((inputs?: Keys_RegenerateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_RegenerateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerate(inputs)
	if (locale === "ar") return __ar.keys_regenerate(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerate(inputs)
	return __en.keys_regenerate(inputs)
});
/**
* | output |
* | --- |
* | "A new key replaces the current one. The current key stops working at once: anything that still uses it will get 401 answers until you give it the new key." |
*
* @param {Keys_Regenerate_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_body = /** @type {((inputs?: Keys_Regenerate_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerate_body(inputs)
	if (locale === "ar") return __ar.keys_regenerate_body(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerate_body(inputs)
	return __en.keys_regenerate_body(inputs)
});
/**
* | output |
* | --- |
* | "Failed to regenerate API key" |
*
* @param {Keys_Regenerate_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_failed = /** @type {((inputs?: Keys_Regenerate_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerate_failed(inputs)
	if (locale === "ar") return __ar.keys_regenerate_failed(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerate_failed(inputs)
	return __en.keys_regenerate_failed(inputs)
});
/**
* | output |
* | --- |
* | "Regenerate {name}" |
*
* @param {Keys_Regenerate_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_named = /** @type {((inputs: Keys_Regenerate_NamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_NamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerate_named(inputs)
	if (locale === "ar") return __ar.keys_regenerate_named(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerate_named(inputs)
	return __en.keys_regenerate_named(inputs)
});
/**
* | output |
* | --- |
* | "Regenerate your API key?" |
*
* @param {Keys_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_title = /** @type {((inputs?: Keys_Regenerate_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerate_title(inputs)
	if (locale === "ar") return __ar.keys_regenerate_title(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerate_title(inputs)
	return __en.keys_regenerate_title(inputs)
});
/**
* | output |
* | --- |
* | "Make sure to save your new API key - you won't see it again!" |
*
* @param {Keys_Regenerated_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerated_message = /** @type {((inputs?: Keys_Regenerated_MessageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerated_MessageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerated_message(inputs)
	if (locale === "ar") return __ar.keys_regenerated_message(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerated_message(inputs)
	return __en.keys_regenerated_message(inputs)
});
/**
* | output |
* | --- |
* | "API Key Regenerated" |
*
* @param {Keys_Regenerated_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerated_title = /** @type {((inputs?: Keys_Regenerated_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerated_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_regenerated_title(inputs)
	if (locale === "ar") return __ar.keys_regenerated_title(inputs)
	if (locale === "en-XA") return __en_xa2.keys_regenerated_title(inputs)
	return __en.keys_regenerated_title(inputs)
});
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Keys_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke = /** @type {((inputs?: Keys_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_revoke(inputs)
	if (locale === "ar") return __ar.keys_revoke(inputs)
	if (locale === "en-XA") return __en_xa2.keys_revoke(inputs)
	return __en.keys_revoke(inputs)
});
/**
* | output |
* | --- |
* | "The key stops working at once: anything that still uses it will get 401 answers. This cannot be undone." |
*
* @param {Keys_Revoke_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_body = /** @type {((inputs?: Keys_Revoke_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_revoke_body(inputs)
	if (locale === "ar") return __ar.keys_revoke_body(inputs)
	if (locale === "en-XA") return __en_xa2.keys_revoke_body(inputs)
	return __en.keys_revoke_body(inputs)
});
/**
* | output |
* | --- |
* | "Failed to revoke API key" |
*
* @param {Keys_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_failed = /** @type {((inputs?: Keys_Revoke_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_revoke_failed(inputs)
	if (locale === "ar") return __ar.keys_revoke_failed(inputs)
	if (locale === "en-XA") return __en_xa2.keys_revoke_failed(inputs)
	return __en.keys_revoke_failed(inputs)
});
/**
* | output |
* | --- |
* | "Revoke {name}" |
*
* @param {Keys_Revoke_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_named = /** @type {((inputs: Keys_Revoke_NamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_NamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_revoke_named(inputs)
	if (locale === "ar") return __ar.keys_revoke_named(inputs)
	if (locale === "en-XA") return __en_xa2.keys_revoke_named(inputs)
	return __en.keys_revoke_named(inputs)
});
/**
* | output |
* | --- |
* | "Revoke {name}?" |
*
* @param {Keys_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_title = /** @type {((inputs: Keys_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_revoke_title(inputs)
	if (locale === "ar") return __ar.keys_revoke_title(inputs)
	if (locale === "en-XA") return __en_xa2.keys_revoke_title(inputs)
	return __en.keys_revoke_title(inputs)
});
/**
* | output |
* | --- |
* | "API key revoked" |
*
* @param {Keys_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoked = /** @type {((inputs?: Keys_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_revoked(inputs)
	if (locale === "ar") return __ar.keys_revoked(inputs)
	if (locale === "en-XA") return __en_xa2.keys_revoked(inputs)
	return __en.keys_revoked(inputs)
});
/**
* | output |
* | --- |
* | "Send it as {bearer} or in the {header} header." |
*
* @param {Keys_Send_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_send_as = /** @type {((inputs: Keys_Send_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Send_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_send_as(inputs)
	if (locale === "ar") return __ar.keys_send_as(inputs)
	if (locale === "en-XA") return __en_xa2.keys_send_as(inputs)
	return __en.keys_send_as(inputs)
});
/**
* | output |
* | --- |
* | "{name} (shortened)" |
*
* @param {Keys_ShortenedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_shortened = /** @type {((inputs: Keys_ShortenedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_ShortenedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_shortened(inputs)
	if (locale === "ar") return __ar.keys_shortened(inputs)
	if (locale === "en-XA") return __en_xa2.keys_shortened(inputs)
	return __en.keys_shortened(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Keys_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_status_active = /** @type {((inputs?: Keys_Status_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Status_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_status_active(inputs)
	if (locale === "ar") return __ar.keys_status_active(inputs)
	if (locale === "en-XA") return __en_xa2.keys_status_active(inputs)
	return __en.keys_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Keys_Status_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_status_disabled = /** @type {((inputs?: Keys_Status_DisabledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Status_DisabledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_status_disabled(inputs)
	if (locale === "ar") return __ar.keys_status_disabled(inputs)
	if (locale === "en-XA") return __en_xa2.keys_status_disabled(inputs)
	return __en.keys_status_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Keys_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_status_expired = /** @type {((inputs?: Keys_Status_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Status_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_status_expired(inputs)
	if (locale === "ar") return __ar.keys_status_expired(inputs)
	if (locale === "en-XA") return __en_xa2.keys_status_expired(inputs)
	return __en.keys_status_expired(inputs)
});
/**
* | output |
* | --- |
* | "this API key" |
*
* @param {Keys_This_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_this_key = /** @type {((inputs?: Keys_This_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_This_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_this_key(inputs)
	if (locale === "ar") return __ar.keys_this_key(inputs)
	if (locale === "en-XA") return __en_xa2.keys_this_key(inputs)
	return __en.keys_this_key(inputs)
});
/**
* | output |
* | --- |
* | "Could not load your API usage: {reason}" |
*
* @param {Keys_Usage_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_failed = /** @type {((inputs: Keys_Usage_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_usage_failed(inputs)
	if (locale === "ar") return __ar.keys_usage_failed(inputs)
	if (locale === "en-XA") return __en_xa2.keys_usage_failed(inputs)
	return __en.keys_usage_failed(inputs)
});
/**
* | output |
* | --- |
* | "API calls, last 30 days" |
*
* @param {Keys_Usage_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_heading = /** @type {((inputs?: Keys_Usage_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_usage_heading(inputs)
	if (locale === "ar") return __ar.keys_usage_heading(inputs)
	if (locale === "en-XA") return __en_xa2.keys_usage_heading(inputs)
	return __en.keys_usage_heading(inputs)
});
/**
* | output |
* | --- |
* | "Loading your API usage…" |
*
* @param {Keys_Usage_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_loading = /** @type {((inputs?: Keys_Usage_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_usage_loading(inputs)
	if (locale === "ar") return __ar.keys_usage_loading(inputs)
	if (locale === "en-XA") return __en_xa2.keys_usage_loading(inputs)
	return __en.keys_usage_loading(inputs)
});
/**
* | output |
* | --- |
* | "No API calls in the last 30 days." |
*
* @param {Keys_Usage_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_none = /** @type {((inputs?: Keys_Usage_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_usage_none(inputs)
	if (locale === "ar") return __ar.keys_usage_none(inputs)
	if (locale === "en-XA") return __en_xa2.keys_usage_none(inputs)
	return __en.keys_usage_none(inputs)
});
/**
* | output |
* | --- |
* | "{calls} in the last 30 days." |
*
* @param {Keys_Usage_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_usage_total = /** @type {((inputs: Keys_Usage_TotalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Usage_TotalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.keys_usage_total(inputs)
	if (locale === "ar") return __ar.keys_usage_total(inputs)
	if (locale === "en-XA") return __en_xa2.keys_usage_total(inputs)
	return __en.keys_usage_total(inputs)
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
* | "Colour scheme" |
*
* @param {Landing_Colour_SchemeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_colour_scheme = /** @type {((inputs?: Landing_Colour_SchemeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Colour_SchemeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_colour_scheme(inputs)
	if (locale === "ar") return __ar.landing_colour_scheme(inputs)
	if (locale === "en-XA") return __en_xa2.landing_colour_scheme(inputs)
	return __en.landing_colour_scheme(inputs)
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
* | "Auto" |
*
* @param {Landing_Scheme_AutoInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_scheme_auto = /** @type {((inputs?: Landing_Scheme_AutoInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Scheme_AutoInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_scheme_auto(inputs)
	if (locale === "ar") return __ar.landing_scheme_auto(inputs)
	if (locale === "en-XA") return __en_xa2.landing_scheme_auto(inputs)
	return __en.landing_scheme_auto(inputs)
});
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Landing_Scheme_DarkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_scheme_dark = /** @type {((inputs?: Landing_Scheme_DarkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Scheme_DarkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_scheme_dark(inputs)
	if (locale === "ar") return __ar.landing_scheme_dark(inputs)
	if (locale === "en-XA") return __en_xa2.landing_scheme_dark(inputs)
	return __en.landing_scheme_dark(inputs)
});
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Landing_Scheme_LightInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_scheme_light = /** @type {((inputs?: Landing_Scheme_LightInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Scheme_LightInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.landing_scheme_light(inputs)
	if (locale === "ar") return __ar.landing_scheme_light(inputs)
	if (locale === "en-XA") return __en_xa2.landing_scheme_light(inputs)
	return __en.landing_scheme_light(inputs)
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
* | "Something went wrong" |
*
* @param {Page_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_error_title = /** @type {((inputs?: Page_Error_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Error_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.page_error_title(inputs)
	if (locale === "ar") return __ar.page_error_title(inputs)
	if (locale === "en-XA") return __en_xa2.page_error_title(inputs)
	return __en.page_error_title(inputs)
});
/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Page_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_go_home = /** @type {((inputs?: Page_Go_HomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Go_HomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.page_go_home(inputs)
	if (locale === "ar") return __ar.page_go_home(inputs)
	if (locale === "en-XA") return __en_xa2.page_go_home(inputs)
	return __en.page_go_home(inputs)
});
/**
* | output |
* | --- |
* | "The page you are looking for does not exist" |
*
* @param {Page_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_not_found_text = /** @type {((inputs?: Page_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Not_Found_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.page_not_found_text(inputs)
	if (locale === "ar") return __ar.page_not_found_text(inputs)
	if (locale === "en-XA") return __en_xa2.page_not_found_text(inputs)
	return __en.page_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Page_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const page_not_found_title = /** @type {((inputs?: Page_Not_Found_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Not_Found_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.page_not_found_title(inputs)
	if (locale === "ar") return __ar.page_not_found_title(inputs)
	if (locale === "en-XA") return __en_xa2.page_not_found_title(inputs)
	return __en.page_not_found_title(inputs)
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
* | "{price} a seat" |
*
* @param {Pricing_A_SeatInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_a_seat = /** @type {((inputs: Pricing_A_SeatInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_A_SeatInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_a_seat(inputs)
	if (locale === "ar") return __ar.pricing_a_seat(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_a_seat(inputs)
	return __en.pricing_a_seat(inputs)
});
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Pricing_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_api_keys = /** @type {((inputs?: Pricing_Api_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Api_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_api_keys(inputs)
	if (locale === "ar") return __ar.pricing_api_keys(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_api_keys(inputs)
	return __en.pricing_api_keys(inputs)
});
/**
* | output |
* | --- |
* | "API calls included a month" |
*
* @param {Pricing_Calls_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_calls_included = /** @type {((inputs?: Pricing_Calls_IncludedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Calls_IncludedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_calls_included(inputs)
	if (locale === "ar") return __ar.pricing_calls_included(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_calls_included(inputs)
	return __en.pricing_calls_included(inputs)
});
/**
* | output |
* | --- |
* | "Compare the plans" |
*
* @param {Pricing_CompareInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_compare = /** @type {((inputs?: Pricing_CompareInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_CompareInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_compare(inputs)
	if (locale === "ar") return __ar.pricing_compare(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_compare(inputs)
	return __en.pricing_compare(inputs)
});
/**
* | output |
* | --- |
* | "Current plan" |
*
* @param {Pricing_Current_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_current_plan = /** @type {((inputs?: Pricing_Current_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Current_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_current_plan(inputs)
	if (locale === "ar") return __ar.pricing_current_plan(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_current_plan(inputs)
	return __en.pricing_current_plan(inputs)
});
/**
* | output |
* | --- |
* | "Optional: letters, digits, hyphens or underscores. It is checked before you go to the payment page." |
*
* @param {Pricing_Discount_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_discount_description = /** @type {((inputs?: Pricing_Discount_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Discount_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_discount_description(inputs)
	if (locale === "ar") return __ar.pricing_discount_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_discount_description(inputs)
	return __en.pricing_discount_description(inputs)
});
/**
* | output |
* | --- |
* | "Discount code" |
*
* @param {Pricing_Discount_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_discount_label = /** @type {((inputs?: Pricing_Discount_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Discount_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_discount_label(inputs)
	if (locale === "ar") return __ar.pricing_discount_label(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_discount_label(inputs)
	return __en.pricing_discount_label(inputs)
});
/**
* | output |
* | --- |
* | "Priority support" |
*
* @param {Pricing_Feature_Priority_SupportInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_feature_priority_support = /** @type {((inputs?: Pricing_Feature_Priority_SupportInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Feature_Priority_SupportInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_feature_priority_support(inputs)
	if (locale === "ar") return __ar.pricing_feature_priority_support(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_feature_priority_support(inputs)
	return __en.pricing_feature_priority_support(inputs)
});
/**
* | output |
* | --- |
* | "Usage history" |
*
* @param {Pricing_Feature_Usage_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_feature_usage_history = /** @type {((inputs?: Pricing_Feature_Usage_HistoryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Feature_Usage_HistoryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_feature_usage_history(inputs)
	if (locale === "ar") return __ar.pricing_feature_usage_history(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_feature_usage_history(inputs)
	return __en.pricing_feature_usage_history(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Pricing_FreeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_free = /** @type {((inputs?: Pricing_FreeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_FreeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_free(inputs)
	if (locale === "ar") return __ar.pricing_free(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_free(inputs)
	return __en.pricing_free(inputs)
});
/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pricing_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_included = /** @type {((inputs?: Pricing_IncludedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_IncludedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_included(inputs)
	if (locale === "ar") return __ar.pricing_included(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_included(inputs)
	return __en.pricing_included(inputs)
});
/**
* | output |
* | --- |
* | "Not included" |
*
* @param {Pricing_Not_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_not_included = /** @type {((inputs?: Pricing_Not_IncludedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Not_IncludedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_not_included(inputs)
	if (locale === "ar") return __ar.pricing_not_included(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_not_included(inputs)
	return __en.pricing_not_included(inputs)
});
/**
* | output |
* | --- |
* | "People in an organization" |
*
* @param {Pricing_PeopleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_people = /** @type {((inputs?: Pricing_PeopleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PeopleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_people(inputs)
	if (locale === "ar") return __ar.pricing_people(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_people(inputs)
	return __en.pricing_people(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / month" |
*
* @param {Pricing_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_per_month = /** @type {((inputs: Pricing_Per_MonthInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Per_MonthInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_per_month(inputs)
	if (locale === "ar") return __ar.pricing_per_month(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_per_month(inputs)
	return __en.pricing_per_month(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / year" |
*
* @param {Pricing_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_per_year = /** @type {((inputs: Pricing_Per_YearInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Per_YearInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_per_year(inputs)
	if (locale === "ar") return __ar.pricing_per_year(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_per_year(inputs)
	return __en.pricing_per_year(inputs)
});
/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Pricing_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_plans = /** @type {((inputs?: Pricing_PlansInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PlansInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_plans(inputs)
	if (locale === "ar") return __ar.pricing_plans(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_plans(inputs)
	return __en.pricing_plans(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Pricing_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_price = /** @type {((inputs?: Pricing_PriceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PriceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_price(inputs)
	if (locale === "ar") return __ar.pricing_price(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_price(inputs)
	return __en.pricing_price(inputs)
});
/**
* | output |
* | --- |
* | "For a product in production." |
*
* @param {Pricing_Pro_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_description = /** @type {((inputs?: Pricing_Pro_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_pro_description(inputs)
	if (locale === "ar") return __ar.pricing_pro_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pro_description(inputs)
	return __en.pricing_pro_description(inputs)
});
/**
* | output |
* | --- |
* | "Everything in Starter" |
*
* @param {Pricing_Pro_Feature_StarterInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_feature_starter = /** @type {((inputs?: Pricing_Pro_Feature_StarterInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Feature_StarterInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_pro_feature_starter(inputs)
	if (locale === "ar") return __ar.pricing_pro_feature_starter(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pro_feature_starter(inputs)
	return __en.pricing_pro_feature_starter(inputs)
});
/**
* | output |
* | --- |
* | "Pro, paid once a year: two months free." |
*
* @param {Pricing_Pro_Yearly_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_yearly_description = /** @type {((inputs?: Pricing_Pro_Yearly_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Yearly_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_pro_yearly_description(inputs)
	if (locale === "ar") return __ar.pricing_pro_yearly_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pro_yearly_description(inputs)
	return __en.pricing_pro_yearly_description(inputs)
});
/**
* | output |
* | --- |
* | "Two months free" |
*
* @param {Pricing_Pro_Yearly_Feature_Free_MonthsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_yearly_feature_free_months = /** @type {((inputs?: Pricing_Pro_Yearly_Feature_Free_MonthsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Yearly_Feature_Free_MonthsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_pro_yearly_feature_free_months(inputs)
	if (locale === "ar") return __ar.pricing_pro_yearly_feature_free_months(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pro_yearly_feature_free_months(inputs)
	return __en.pricing_pro_yearly_feature_free_months(inputs)
});
/**
* | output |
* | --- |
* | "Everything in Pro" |
*
* @param {Pricing_Pro_Yearly_Feature_ProInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pro_yearly_feature_pro = /** @type {((inputs?: Pricing_Pro_Yearly_Feature_ProInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pro_Yearly_Feature_ProInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_pro_yearly_feature_pro(inputs)
	if (locale === "ar") return __ar.pricing_pro_yearly_feature_pro(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pro_yearly_feature_pro(inputs)
	return __en.pricing_pro_yearly_feature_pro(inputs)
});
/**
* | output |
* | --- |
* | "The seats bought ({min} to {max})" |
*
* @param {Pricing_Seats_BoughtInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_seats_bought = /** @type {((inputs: Pricing_Seats_BoughtInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Seats_BoughtInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_seats_bought(inputs)
	if (locale === "ar") return __ar.pricing_seats_bought(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_seats_bought(inputs)
	return __en.pricing_seats_bought(inputs)
});
/**
* | output |
* | --- |
* | "For one person getting started." |
*
* @param {Pricing_Starter_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_description = /** @type {((inputs?: Pricing_Starter_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_starter_description(inputs)
	if (locale === "ar") return __ar.pricing_starter_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_starter_description(inputs)
	return __en.pricing_starter_description(inputs)
});
/**
* | output |
* | --- |
* | "3 API keys" |
*
* @param {Pricing_Starter_Feature_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_feature_keys = /** @type {((inputs?: Pricing_Starter_Feature_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_Feature_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_starter_feature_keys(inputs)
	if (locale === "ar") return __ar.pricing_starter_feature_keys(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_starter_feature_keys(inputs)
	return __en.pricing_starter_feature_keys(inputs)
});
/**
* | output |
* | --- |
* | "600 API calls a minute" |
*
* @param {Pricing_Starter_Feature_RateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_feature_rate = /** @type {((inputs?: Pricing_Starter_Feature_RateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_Feature_RateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_starter_feature_rate(inputs)
	if (locale === "ar") return __ar.pricing_starter_feature_rate(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_starter_feature_rate(inputs)
	return __en.pricing_starter_feature_rate(inputs)
});
/**
* | output |
* | --- |
* | "Email support" |
*
* @param {Pricing_Starter_Feature_SupportInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_starter_feature_support = /** @type {((inputs?: Pricing_Starter_Feature_SupportInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Starter_Feature_SupportInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_starter_feature_support(inputs)
	if (locale === "ar") return __ar.pricing_starter_feature_support(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_starter_feature_support(inputs)
	return __en.pricing_starter_feature_support(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Pricing_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_subscribe = /** @type {((inputs?: Pricing_SubscribeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_SubscribeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_subscribe(inputs)
	if (locale === "ar") return __ar.pricing_subscribe(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_subscribe(inputs)
	return __en.pricing_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe to {plan}" |
*
* @param {Pricing_Subscribe_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_subscribe_to = /** @type {((inputs: Pricing_Subscribe_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Subscribe_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_subscribe_to(inputs)
	if (locale === "ar") return __ar.pricing_subscribe_to(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_subscribe_to(inputs)
	return __en.pricing_subscribe_to(inputs)
});
/**
* | output |
* | --- |
* | "For an organization: pay for the seats it uses." |
*
* @param {Pricing_Team_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_description = /** @type {((inputs?: Pricing_Team_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_team_description(inputs)
	if (locale === "ar") return __ar.pricing_team_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_team_description(inputs)
	return __en.pricing_team_description(inputs)
});
/**
* | output |
* | --- |
* | "Add seats any time" |
*
* @param {Pricing_Team_Feature_Add_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_feature_add_seats = /** @type {((inputs?: Pricing_Team_Feature_Add_SeatsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_Feature_Add_SeatsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_team_feature_add_seats(inputs)
	if (locale === "ar") return __ar.pricing_team_feature_add_seats(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_team_feature_add_seats(inputs)
	return __en.pricing_team_feature_add_seats(inputs)
});
/**
* | output |
* | --- |
* | "Everything in Pro" |
*
* @param {Pricing_Team_Feature_ProInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_feature_pro = /** @type {((inputs?: Pricing_Team_Feature_ProInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_Feature_ProInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_team_feature_pro(inputs)
	if (locale === "ar") return __ar.pricing_team_feature_pro(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_team_feature_pro(inputs)
	return __en.pricing_team_feature_pro(inputs)
});
/**
* | output |
* | --- |
* | "{price} a seat a month, {min} seats at least" |
*
* @param {Pricing_Team_Feature_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_team_feature_seats = /** @type {((inputs: Pricing_Team_Feature_SeatsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Team_Feature_SeatsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_team_feature_seats(inputs)
	if (locale === "ar") return __ar.pricing_team_feature_seats(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_team_feature_seats(inputs)
	return __en.pricing_team_feature_seats(inputs)
});
/**
* | interval | output |
* | --- | --- |
* | "day" | "{count}-day free trial" |
* | "week" | "{count}-week free trial" |
* | "month" | "{count}-month free trial" |
* | "year" | "{count}-year free trial" |
* | * | "{count}-{interval} free trial" |
*
* @param {Pricing_Trial_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_trial_label = /** @type {((inputs: Pricing_Trial_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Trial_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_trial_label(inputs)
	if (locale === "ar") return __ar.pricing_trial_label(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_trial_label(inputs)
	return __en.pricing_trial_label(inputs)
});
/**
* | output |
* | --- |
* | "{trial}: nothing is charged until it ends." |
*
* @param {Pricing_Trial_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_trial_note = /** @type {((inputs: Pricing_Trial_NoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Trial_NoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_trial_note(inputs)
	if (locale === "ar") return __ar.pricing_trial_note(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_trial_note(inputs)
	return __en.pricing_trial_note(inputs)
});
/**
* | output |
* | --- |
* | "What you get" |
*
* @param {Pricing_What_You_GetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_what_you_get = /** @type {((inputs?: Pricing_What_You_GetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_What_You_GetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.pricing_what_you_get(inputs)
	if (locale === "ar") return __ar.pricing_what_you_get(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_what_you_get(inputs)
	return __en.pricing_what_you_get(inputs)
});
/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Shell_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_account_menu = /** @type {((inputs?: Shell_Account_MenuInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_MenuInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_account_menu(inputs)
	if (locale === "ar") return __ar.shell_account_menu(inputs)
	if (locale === "en-XA") return __en_xa2.shell_account_menu(inputs)
	return __en.shell_account_menu(inputs)
});
/**
* | output |
* | --- |
* | "Admin console" |
*
* @param {Shell_Admin_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_admin_console = /** @type {((inputs?: Shell_Admin_ConsoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Admin_ConsoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_admin_console(inputs)
	if (locale === "ar") return __ar.shell_admin_console(inputs)
	if (locale === "en-XA") return __en_xa2.shell_admin_console(inputs)
	return __en.shell_admin_console(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Shell_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_error = /** @type {((inputs?: Shell_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_error(inputs)
	if (locale === "ar") return __ar.shell_error(inputs)
	if (locale === "en-XA") return __en_xa2.shell_error(inputs)
	return __en.shell_error(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_MainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_main = /** @type {((inputs?: Shell_MainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_MainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_main(inputs)
	if (locale === "ar") return __ar.shell_main(inputs)
	if (locale === "en-XA") return __en_xa2.shell_main(inputs)
	return __en.shell_main(inputs)
});
/**
* | output |
* | --- |
* | "API" |
*
* @param {Shell_Nav_ApiInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_api = /** @type {((inputs?: Shell_Nav_ApiInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_ApiInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_nav_api(inputs)
	if (locale === "ar") return __ar.shell_nav_api(inputs)
	if (locale === "en-XA") return __en_xa2.shell_nav_api(inputs)
	return __en.shell_nav_api(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Shell_Nav_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_dashboard = /** @type {((inputs?: Shell_Nav_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_nav_dashboard(inputs)
	if (locale === "ar") return __ar.shell_nav_dashboard(inputs)
	if (locale === "en-XA") return __en_xa2.shell_nav_dashboard(inputs)
	return __en.shell_nav_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Shell_Nav_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_organization = /** @type {((inputs?: Shell_Nav_OrganizationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_OrganizationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_nav_organization(inputs)
	if (locale === "ar") return __ar.shell_nav_organization(inputs)
	if (locale === "en-XA") return __en_xa2.shell_nav_organization(inputs)
	return __en.shell_nav_organization(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Shell_Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_settings = /** @type {((inputs?: Shell_Nav_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_nav_settings(inputs)
	if (locale === "ar") return __ar.shell_nav_settings(inputs)
	if (locale === "en-XA") return __en_xa2.shell_nav_settings(inputs)
	return __en.shell_nav_settings(inputs)
});
/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Shell_Nav_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_nav_subscriptions = /** @type {((inputs?: Shell_Nav_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_nav_subscriptions(inputs)
	if (locale === "ar") return __ar.shell_nav_subscriptions(inputs)
	if (locale === "en-XA") return __en_xa2.shell_nav_subscriptions(inputs)
	return __en.shell_nav_subscriptions(inputs)
});
/**
* | output |
* | --- |
* | "Navigation" |
*
* @param {Shell_NavigationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_navigation = /** @type {((inputs?: Shell_NavigationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_NavigationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_navigation(inputs)
	if (locale === "ar") return __ar.shell_navigation(inputs)
	if (locale === "en-XA") return __en_xa2.shell_navigation(inputs)
	return __en.shell_navigation(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Shell_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out = /** @type {((inputs?: Shell_Sign_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_sign_out(inputs)
	if (locale === "ar") return __ar.shell_sign_out(inputs)
	if (locale === "en-XA") return __en_xa2.shell_sign_out(inputs)
	return __en.shell_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Shell_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_signed_in_as = /** @type {((inputs?: Shell_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Signed_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_signed_in_as(inputs)
	if (locale === "ar") return __ar.shell_signed_in_as(inputs)
	if (locale === "en-XA") return __en_xa2.shell_signed_in_as(inputs)
	return __en.shell_signed_in_as(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shell_skip_to_content(inputs)
	if (locale === "ar") return __ar.shell_skip_to_content(inputs)
	if (locale === "en-XA") return __en_xa2.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
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