/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ appName: NonNullable<unknown> }} Account_Not_Me_TitleInputs */
/** @typedef {{}} Activity_AllInputs */
/** @typedef {{ label: NonNullable<unknown> }} Activity_By_AdminInputs */
/** @typedef {{ label: NonNullable<unknown> }} Activity_By_Admin_OrganizationInputs */
/** @typedef {{}} Activity_DescriptionInputs */
/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Activity_DeviceInputs */
/** @typedef {{}} Activity_Group_Api_KeyInputs */
/** @typedef {{}} Activity_Group_BillingInputs */
/** @typedef {{}} Activity_Group_SecurityInputs */
/** @typedef {{}} Activity_Group_Sign_InsInputs */
/** @typedef {{}} Activity_Kind_Account_Deletion_RequestedInputs */
/** @typedef {{}} Activity_Kind_All_Sessions_RevokedInputs */
/** @typedef {{}} Activity_Kind_Api_Key_CreatedInputs */
/** @typedef {{}} Activity_Kind_Api_Key_DeletedInputs */
/** @typedef {{}} Activity_Kind_Api_Key_RegeneratedInputs */
/** @typedef {{}} Activity_Kind_Backup_Code_UsedInputs */
/** @typedef {{}} Activity_Kind_Backup_Codes_RegeneratedInputs */
/** @typedef {{}} Activity_Kind_Email_Change_RequestedInputs */
/** @typedef {{}} Activity_Kind_Email_ChangedInputs */
/** @typedef {{}} Activity_Kind_Other_Sessions_RevokedInputs */
/** @typedef {{}} Activity_Kind_Passkey_AddedInputs */
/** @typedef {{}} Activity_Kind_Passkey_RemovedInputs */
/** @typedef {{}} Activity_Kind_Password_ChangedInputs */
/** @typedef {{}} Activity_Kind_Password_ResetInputs */
/** @typedef {{}} Activity_Kind_Password_SetInputs */
/** @typedef {{}} Activity_Kind_Provider_LinkedInputs */
/** @typedef {{}} Activity_Kind_Provider_UnlinkedInputs */
/** @typedef {{}} Activity_Kind_Session_RevokedInputs */
/** @typedef {{}} Activity_Kind_Sign_InInputs */
/** @typedef {{}} Activity_Kind_Sign_In_FailedInputs */
/** @typedef {{}} Activity_Kind_Sign_OutInputs */
/** @typedef {{}} Activity_Kind_Subscription_CancelledInputs */
/** @typedef {{}} Activity_Kind_Subscription_Plan_ChangedInputs */
/** @typedef {{}} Activity_Kind_Subscription_ResumedInputs */
/** @typedef {{}} Activity_Kind_Subscription_StartedInputs */
/** @typedef {{}} Activity_Kind_Two_Factor_DisabledInputs */
/** @typedef {{}} Activity_Kind_Two_Factor_EnabledInputs */
/** @typedef {{}} Activity_Kind_Two_Factor_FailedInputs */
/** @typedef {{}} Activity_LoadingInputs */
/** @typedef {{ label: NonNullable<unknown>, name: NonNullable<unknown> }} Activity_NamedInputs */
/** @typedef {{ network: NonNullable<unknown> }} Activity_NetworkInputs */
/** @typedef {{}} Activity_Network_This_ComputerInputs */
/** @typedef {{}} Activity_No_DeviceInputs */
/** @typedef {{}} Activity_NoneInputs */
/** @typedef {{}} Activity_None_Of_KindInputs */
/** @typedef {{}} Activity_Not_Me_RevokedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Activity_OrganizationInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Activity_Plan_Changed_ToInputs */
/** @typedef {{}} Activity_ShowInputs */
/** @typedef {{}} Activity_Show_OlderInputs */
/** @typedef {{}} Activity_Signed_In_Backup_CodeInputs */
/** @typedef {{}} Activity_Signed_In_Email_LinkInputs */
/** @typedef {{}} Activity_Signed_In_PasskeyInputs */
/** @typedef {{}} Activity_Signed_In_PasswordInputs */
/** @typedef {{}} Activity_Signed_In_Two_FactorInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Activity_Signed_In_WithInputs */
/** @typedef {{}} Activity_TitleInputs */
/** @typedef {{}} Activity_UnknownInputs */
/** @typedef {{}} Activity_Unknown_BrowserInputs */
/** @typedef {{}} Activity_Unknown_DeviceInputs */
/** @typedef {{}} Activity_Unknown_SystemInputs */
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
/** @typedef {{}} Admin_Ignored_KindInputs */
/** @typedef {{}} Admin_Ignored_StaleInputs */
/** @typedef {{}} Admin_Ignored_Unknown_OwnerInputs */
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
/** @typedef {{}} Api_Error_Account_Not_FoundInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Api_Error_Checkout_Not_Seat_PricedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Api_Error_Discount_ExpiredInputs */
/** @typedef {{ code: NonNullable<unknown>, plan: NonNullable<unknown> }} Api_Error_Discount_Not_For_PlanInputs */
/** @typedef {{ code: NonNullable<unknown> }} Api_Error_Discount_Not_YetInputs */
/** @typedef {{}} Api_Error_Discount_Provider_RefusedInputs */
/** @typedef {{ code: NonNullable<unknown>, detail: NonNullable<unknown> }} Api_Error_Discount_RefusedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Api_Error_Discount_UnknownInputs */
/** @typedef {{ code: NonNullable<unknown> }} Api_Error_Discount_Used_UpInputs */
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
/** @typedef {{}} Api_Error_Key_Not_FoundInputs */
/** @typedef {{}} Api_Error_Key_RevokedInputs */
/** @typedef {{}} Api_Error_Key_SuspendedInputs */
/** @typedef {{ methods: NonNullable<unknown> }} Api_Error_Method_Not_AllowedInputs */
/** @typedef {{}} Api_Error_No_Billing_AccountInputs */
/** @typedef {{ path: NonNullable<unknown> }} Api_Error_No_Such_EndpointInputs */
/** @typedef {{}} Api_Error_Not_A_MemberInputs */
/** @typedef {{}} Api_Error_Not_Seat_PricedInputs */
/** @typedef {{}} Api_Error_Organization_Not_FoundInputs */
/** @typedef {{}} Api_Error_Payment_DeclinedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Api_Error_Plan_Change_RefusedInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Api_Error_Plan_For_OrganizationsInputs */
/** @typedef {{}} Api_Error_Plan_Not_AvailableInputs */
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
/** @typedef {{ used: NonNullable<unknown>, shown: NonNullable<unknown> }} Api_Error_Seats_Below_UsedInputs */
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
/** @typedef {{}} Api_Error_Unknown_ProductInputs */
/** @typedef {{}} Apidocs_AnyInputs */
/** @typedef {{}} Apidocs_Any_ContentInputs */
/** @typedef {{ value: NonNullable<unknown> }} Apidocs_At_LeastInputs */
/** @typedef {{ value: NonNullable<unknown> }} Apidocs_At_Least_CharactersInputs */
/** @typedef {{ value: NonNullable<unknown> }} Apidocs_At_MostInputs */
/** @typedef {{ value: NonNullable<unknown> }} Apidocs_At_Most_CharactersInputs */
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
/** @typedef {{ value: NonNullable<unknown> }} Apidocs_DefaultInputs */
/** @typedef {{}} Apidocs_DeprecatedInputs */
/** @typedef {{ document: NonNullable<unknown> }} Apidocs_Described_ByInputs */
/** @typedef {{}} Apidocs_Document_LinkInputs */
/** @typedef {{ name: NonNullable<unknown> }} Apidocs_FieldsInputs */
/** @typedef {{}} Apidocs_Head_TitleInputs */
/** @typedef {{}} Apidocs_In_EnglishInputs */
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
/** @typedef {{ pattern: NonNullable<unknown> }} Apidocs_MatchingInputs */
/** @typedef {{}} Apidocs_NoneInputs */
/** @typedef {{ null: NonNullable<unknown> }} Apidocs_Nullable_ObjectInputs */
/** @typedef {{}} Apidocs_OptionalInputs */
/** @typedef {{}} Apidocs_ParametersInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Apidocs_Range_CharactersInputs */
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
/** @typedef {{}} Apidocs_SeparatorInputs */
/** @typedef {{ status: NonNullable<unknown> }} Apidocs_StatusInputs */
/** @typedef {{}} Apidocs_TitleInputs */
/** @typedef {{}} Apidocs_Try_ItInputs */
/** @typedef {{ verb: NonNullable<unknown>, path: NonNullable<unknown> }} Apidocs_Try_NamedInputs */
/** @typedef {{ type: NonNullable<unknown> }} Apidocs_Type_OfInputs */
/** @typedef {{ version: NonNullable<unknown> }} Apidocs_VersionInputs */
/** @typedef {{}} Auth_Error_Account_Not_FoundInputs */
/** @typedef {{}} Auth_Error_Couldnt_Update_Your_EmailInputs */
/** @typedef {{}} Auth_Error_Email_Is_The_SameInputs */
/** @typedef {{}} Auth_Error_Invalid_EmailInputs */
/** @typedef {{}} Auth_Error_Invalid_Email_Or_PasswordInputs */
/** @typedef {{}} Auth_Error_Invalid_PasswordInputs */
/** @typedef {{}} Auth_Error_Invalid_TokenInputs */
/** @typedef {{}} Auth_Error_Last_AccountInputs */
/** @typedef {{}} Auth_Error_Only_OwnerInputs */
/** @typedef {{}} Auth_Error_Passkey_CancelledInputs */
/** @typedef {{}} Auth_Error_Passkey_FailedInputs */
/** @typedef {{}} Auth_Error_Passkey_Not_FoundInputs */
/** @typedef {{}} Auth_Error_Passkey_RegisteredInputs */
/** @typedef {{}} Auth_Error_Password_Already_SetInputs */
/** @typedef {{}} Auth_Error_Password_Too_CommonInputs */
/** @typedef {{ max: NonNullable<unknown> }} Auth_Error_Password_Too_LongInputs */
/** @typedef {{ min: NonNullable<unknown> }} Auth_Error_Password_Too_ShortInputs */
/** @typedef {{}} Auth_Error_Session_ExpiredInputs */
/** @typedef {{}} Auth_Error_Session_Not_FreshInputs */
/** @typedef {{}} Auth_Error_Too_Many_RequestsInputs */
/** @typedef {{}} Auth_Error_ValidationInputs */
/** @typedef {{ date: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_After_TrialInputs */
/** @typedef {{ date: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_After_Trial_On_FileInputs */
/** @typedef {{}} Billing_Back_To_PlansInputs */
/** @typedef {{}} Billing_Calls_Per_MinuteInputs */
/** @typedef {{}} Billing_Calls_This_PeriodInputs */
/** @typedef {{}} Billing_Calls_UsedInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Cancel_BodyInputs */
/** @typedef {{}} Billing_Cancel_SubscriptionInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Cancel_TitleInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Cancel_Trial_BodyInputs */
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
/** @typedef {{ name: NonNullable<unknown>, off: NonNullable<unknown>, regular: NonNullable<unknown> }} Billing_Discount_ForeverInputs */
/** @typedef {{ name: NonNullable<unknown>, off: NonNullable<unknown>, regular: NonNullable<unknown> }} Billing_Discount_OnceInputs */
/** @typedef {{ name: NonNullable<unknown>, off: NonNullable<unknown>, date: NonNullable<unknown>, regular: NonNullable<unknown> }} Billing_Discount_RepeatingInputs */
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
/** @typedef {{ percent: NonNullable<unknown> }} Billing_Percent_OffInputs */
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
/** @typedef {{ count: NonNullable<unknown> }} Billing_Seat_CountInputs */
/** @typedef {{}} Billing_Seats_LabelInputs */
/** @typedef {{}} Billing_See_The_PlansInputs */
/** @typedef {{ start: NonNullable<unknown> }} Billing_SinceInputs */
/** @typedef {{}} Billing_Status_ActiveInputs */
/** @typedef {{}} Billing_Status_CancelledInputs */
/** @typedef {{}} Billing_Status_ExpiredInputs */
/** @typedef {{}} Billing_Status_InactiveInputs */
/** @typedef {{}} Billing_Status_Past_DueInputs */
/** @typedef {{}} Billing_Status_PendingInputs */
/** @typedef {{}} Billing_Status_RevokedInputs */
/** @typedef {{}} Billing_Status_Trial_CancelledInputs */
/** @typedef {{}} Billing_Status_TrialingInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Stays_Active_PeriodInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Stays_Active_UntilInputs */
/** @typedef {{ plan: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Subscribed_ToInputs */
/** @typedef {{ plan: NonNullable<unknown>, seats: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Subscribed_To_SeatsInputs */
/** @typedef {{}} Billing_Subscription_ActiveInputs */
/** @typedef {{}} Billing_Subscriptions_TitleInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Switch_ToInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Billing_Switched_ToInputs */
/** @typedef {{}} Billing_The_Period_EndInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Billing_This_PeriodInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Trial_Cancelled_AfterInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Trial_LineInputs */
/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Trial_StartedInputs */
/** @typedef {{}} Billing_Trial_Started_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Until_DateInputs */
/** @typedef {{ used: NonNullable<unknown>, allowed: NonNullable<unknown> }} Billing_Used_OfInputs */
/** @typedef {{}} Billing_View_SubscriptionsInputs */
/** @typedef {{}} Callback_Error_CancelledInputs */
/** @typedef {{}} Callback_Error_Email_DiffersInputs */
/** @typedef {{}} Callback_Error_Email_Not_VerifiedInputs */
/** @typedef {{}} Callback_Error_Email_TakenInputs */
/** @typedef {{}} Callback_Error_FallbackInputs */
/** @typedef {{}} Callback_Error_IncompleteInputs */
/** @typedef {{}} Callback_Error_Invalid_AnswerInputs */
/** @typedef {{}} Callback_Error_Invalid_CodeInputs */
/** @typedef {{}} Callback_Error_Link_ExpiredInputs */
/** @typedef {{}} Callback_Error_Link_InvalidInputs */
/** @typedef {{}} Callback_Error_Linked_ElsewhereInputs */
/** @typedef {{}} Callback_Error_No_CodeInputs */
/** @typedef {{}} Callback_Error_No_EmailInputs */
/** @typedef {{}} Callback_Error_No_User_InfoInputs */
/** @typedef {{}} Callback_Error_Not_LinkedInputs */
/** @typedef {{}} Callback_Error_Other_AccountInputs */
/** @typedef {{}} Callback_Error_Provider_Not_FoundInputs */
/** @typedef {{}} Callback_Error_RestartInputs */
/** @typedef {{}} Callback_Error_StateInputs */
/** @typedef {{}} Callback_Error_Unable_To_LinkInputs */
/** @typedef {{}} Callback_Error_User_Not_FoundInputs */
/** @typedef {{}} Common_ActionsInputs */
/** @typedef {{}} Common_An_Unexpected_Error_OccurredInputs */
/** @typedef {{}} Common_CancelInputs */
/** @typedef {{}} Common_CloseInputs */
/** @typedef {{}} Common_ConfirmInputs */
/** @typedef {{}} Common_ContinueInputs */
/** @typedef {{}} Common_CopiedInputs */
/** @typedef {{}} Common_DeleteInputs */
/** @typedef {{}} Common_DoneInputs */
/** @typedef {{}} Common_Email_PlaceholderInputs */
/** @typedef {{}} Common_ErrorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Common_MinutesInputs */
/** @typedef {{}} Common_Not_RemovedInputs */
/** @typedef {{}} Common_OrInputs */
/** @typedef {{}} Common_RemoveInputs */
/** @typedef {{}} Common_SaveInputs */
/** @typedef {{ label: NonNullable<unknown> }} Common_Scrolls_SidewaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Common_SecondsInputs */
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
/** @typedef {{}} Error_Account_Billing_Not_ClosedInputs */
/** @typedef {{}} Error_Admin_Already_AdminInputs */
/** @typedef {{}} Error_Admin_Already_VerifiedInputs */
/** @typedef {{}} Error_Admin_Ban_AdminInputs */
/** @typedef {{}} Error_Admin_Confirmation_MismatchInputs */
/** @typedef {{ state: NonNullable<unknown> }} Error_Admin_Event_Not_ReplayableInputs */
/** @typedef {{}} Error_Admin_Impersonate_AdminInputs */
/** @typedef {{}} Error_Admin_ListedInputs */
/** @typedef {{}} Error_Admin_No_AccountInputs */
/** @typedef {{}} Error_Admin_No_CustomerInputs */
/** @typedef {{}} Error_Admin_No_EventInputs */
/** @typedef {{}} Error_Admin_No_ReconciliationInputs */
/** @typedef {{}} Error_Admin_Not_AdminInputs */
/** @typedef {{}} Error_Admin_Not_BannedInputs */
/** @typedef {{}} Error_Admin_Own_AccountInputs */
/** @typedef {{}} Error_Admin_Unban_FirstInputs */
/** @typedef {{}} Error_Body_IncompleteInputs */
/** @typedef {{ size: NonNullable<unknown> }} Error_Body_Too_LargeInputs */
/** @typedef {{}} Error_Form_FailedInputs */
/** @typedef {{}} Error_Impersonation_RefusedInputs */
/** @typedef {{}} Error_Limit_AttemptsInputs */
/** @typedef {{}} Error_Limit_Links_To_AddressInputs */
/** @typedef {{}} Error_Limit_Mails_To_AddressInputs */
/** @typedef {{}} Error_Limit_NetworkInputs */
/** @typedef {{}} Error_Limit_Sign_In_AttemptsInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Error_Limit_Try_AgainInputs */
/** @typedef {{}} Error_Link_FailedInputs */
/** @typedef {{}} Error_Member_Not_FoundInputs */
/** @typedef {{}} Error_No_Account_For_AddressInputs */
/** @typedef {{}} Error_No_Such_FunctionInputs */
/** @typedef {{ address: NonNullable<unknown> }} Error_Org_Already_InvitedInputs */
/** @typedef {{}} Error_Org_Already_MemberInputs */
/** @typedef {{ address: NonNullable<unknown> }} Error_Org_Already_Member_AddressInputs */
/** @typedef {{}} Error_Org_Billing_Not_ClosedInputs */
/** @typedef {{}} Error_Org_Invitation_AcceptedInputs */
/** @typedef {{}} Error_Org_Invitation_CanceledInputs */
/** @typedef {{}} Error_Org_Invitation_RejectedInputs */
/** @typedef {{}} Error_Org_No_Place_InvitationInputs */
/** @typedef {{}} Error_Org_No_Place_MemberInputs */
/** @typedef {{}} Error_Org_No_Seat_To_AcceptInputs */
/** @typedef {{}} Error_Org_Not_A_MemberInputs */
/** @typedef {{}} Error_Org_Not_Allowed_To_RemoveInputs */
/** @typedef {{ organizations: NonNullable<unknown> }} Error_Org_Only_OwnerInputs */
/** @typedef {{}} Error_Org_Owner_Removes_OwnerInputs */
/** @typedef {{}} Error_Org_Owner_Revokes_Owner_InvitationInputs */
/** @typedef {{}} Error_Org_Plan_Ask_OwnerInputs */
/** @typedef {{}} Error_Org_Plan_Owner_ChangesInputs */
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown> }} Error_Org_Seats_Taken_Ask_OwnerInputs */
/** @typedef {{}} Error_Org_Seats_Taken_Ask_Owner_UncountedInputs */
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown> }} Error_Org_Seats_Taken_OwnerInputs */
/** @typedef {{}} Error_Org_Seats_Taken_Owner_UncountedInputs */
/** @typedef {{}} Error_Org_Slug_TakenInputs */
/** @typedef {{ count: NonNullable<unknown> }} Error_Passkey_LimitInputs */
/** @typedef {{}} Error_Passkey_Not_VerifiedInputs */
/** @typedef {{}} Error_Password_Already_SetInputs */
/** @typedef {{}} Error_Password_Too_CommonInputs */
/** @typedef {{}} Error_Session_ExpiredInputs */
/** @typedef {{}} Error_Sign_In_FirstInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Error_Too_Many_AttemptsInputs */
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
/** @typedef {{}} Keys_Default_Name_OrganizationInputs */
/** @typedef {{}} Keys_Default_Name_UserInputs */
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
/** @typedef {{ time: NonNullable<unknown> }} Keys_Usage_Days_UtcInputs */
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
/** @typedef {{}} Link_Error_FailedInputs */
/** @typedef {{}} Link_Error_InvalidInputs */
/** @typedef {{}} Link_Error_No_AccountInputs */
/** @typedef {{}} Link_Error_No_Linked_AccountInputs */
/** @typedef {{}} Link_Error_Signed_Out_EverywhereInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Link_Error_Too_ManyInputs */
/** @typedef {{}} Link_Error_Wait_Few_MinutesInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Link_Error_Wait_InInputs */
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
/** @typedef {{}} Login_Toggle_Password_VisibilityInputs */
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
/** @typedef {{ appName: NonNullable<unknown> }} Meta_DescriptionInputs */
/** @typedef {{}} Notme_FailedInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Notme_HeadingInputs */
/** @typedef {{}} Notme_IntroInputs */
/** @typedef {{}} Notme_Link_FailedInputs */
/** @typedef {{}} Notme_Link_Failed_TextInputs */
/** @typedef {{}} Notme_Was_It_YouInputs */
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
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown>, price: NonNullable<unknown>, date: NonNullable<unknown>, amount: NonNullable<unknown> }} Org_Seat_Add_AmountInputs */
/** @typedef {{}} Org_Seat_Add_And_InviteInputs */
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown>, price: NonNullable<unknown> }} Org_Seat_Add_TextInputs */
/** @typedef {{}} Org_Seat_Add_TitleInputs */
/** @typedef {{}} Org_Seat_Not_AddedInputs */
/** @typedef {{ price: NonNullable<unknown>, date: NonNullable<unknown>, amount: NonNullable<unknown> }} Org_Seats_Add_AmountInputs */
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
/** @typedef {{}} Org_Seats_None_LeftInputs */
/** @typedef {{}} Org_Seats_Not_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_NowInputs */
/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Org_Seats_Remove_AmountInputs */
/** @typedef {{}} Org_Seats_Remove_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Remove_TitleInputs */
/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown> }} Org_Seats_TakenInputs */
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
/** @typedef {{}} Passkey_AddInputs */
/** @typedef {{}} Passkey_Add_FailedInputs */
/** @typedef {{}} Passkey_Added_EarlierInputs */
/** @typedef {{ date: NonNullable<unknown> }} Passkey_Added_OnInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Added_TextInputs */
/** @typedef {{}} Passkey_Added_TitleInputs */
/** @typedef {{}} Passkey_Delete_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Delete_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Delete_TextInputs */
/** @typedef {{}} Passkey_Delete_TitleInputs */
/** @typedef {{}} Passkey_Deleted_TextInputs */
/** @typedef {{}} Passkey_Deleted_TitleInputs */
/** @typedef {{}} Passkey_DescriptionInputs */
/** @typedef {{ date: NonNullable<unknown> }} Passkey_Last_UsedInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Passkey_LimitInputs */
/** @typedef {{}} Passkey_LoadingInputs */
/** @typedef {{}} Passkey_Name_HelpInputs */
/** @typedef {{}} Passkey_Name_LabelInputs */
/** @typedef {{}} Passkey_NoneInputs */
/** @typedef {{}} Passkey_Not_Added_TitleInputs */
/** @typedef {{}} Passkey_Not_Deleted_TitleInputs */
/** @typedef {{}} Passkey_Not_Renamed_TitleInputs */
/** @typedef {{}} Passkey_Not_UsedInputs */
/** @typedef {{}} Passkey_RenameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Passkey_Rename_LabelInputs */
/** @typedef {{}} Passkey_Rename_TitleInputs */
/** @typedef {{}} Passkey_Renamed_TextInputs */
/** @typedef {{}} Passkey_Renamed_TitleInputs */
/** @typedef {{}} Passkey_Session_Not_FreshInputs */
/** @typedef {{}} Passkey_SyncedInputs */
/** @typedef {{}} Passkey_TitleInputs */
/** @typedef {{ rpId: NonNullable<unknown> }} Passkey_Unavailable_HostInputs */
/** @typedef {{}} Passkey_Unavailable_IpInputs */
/** @typedef {{}} Passkey_UnnamedInputs */
/** @typedef {{}} Passkey_Wrong_AddressInputs */
/** @typedef {{}} Password_Back_To_Sign_InInputs */
/** @typedef {{}} Password_ChangeInputs */
/** @typedef {{}} Password_Changed_And_Signed_OutInputs */
/** @typedef {{}} Password_Changed_TextInputs */
/** @typedef {{}} Password_Changed_TitleInputs */
/** @typedef {{}} Password_Current_LabelInputs */
/** @typedef {{}} Password_Description_HasInputs */
/** @typedef {{}} Password_Description_NoneInputs */
/** @typedef {{}} Password_Email_Reset_LinkInputs */
/** @typedef {{}} Password_EnterInputs */
/** @typedef {{}} Password_ForgotInputs */
/** @typedef {{}} Password_Go_To_Sign_InInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Password_HelpInputs */
/** @typedef {{}} Password_LabelInputs */
/** @typedef {{}} Password_New_LabelInputs */
/** @typedef {{}} Password_Not_Changed_TitleInputs */
/** @typedef {{}} Password_Not_Set_TitleInputs */
/** @typedef {{}} Password_Not_Signed_InInputs */
/** @typedef {{}} Password_Repeat_LabelInputs */
/** @typedef {{}} Password_Reset_Done_TextInputs */
/** @typedef {{}} Password_Reset_HeadingInputs */
/** @typedef {{}} Password_Reset_Link_Failed_TextInputs */
/** @typedef {{}} Password_Reset_Link_Failed_TitleInputs */
/** @typedef {{}} Password_Reset_Not_Changed_TitleInputs */
/** @typedef {{}} Password_Reset_Not_SentInputs */
/** @typedef {{}} Password_Reset_Not_Sent_TitleInputs */
/** @typedef {{}} Password_Reset_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Password_Reset_Sent_TextInputs */
/** @typedef {{}} Password_Reset_Sent_TitleInputs */
/** @typedef {{}} Password_Reset_SubmitInputs */
/** @typedef {{}} Password_SetInputs */
/** @typedef {{}} Password_Set_TextInputs */
/** @typedef {{}} Password_Set_TitleInputs */
/** @typedef {{}} Password_Sign_InInputs */
/** @typedef {{}} Password_Sign_Out_OthersInputs */
/** @typedef {{}} Password_TitleInputs */
/** @typedef {{}} Plan_Feature_Priority_SupportInputs */
/** @typedef {{ feature: NonNullable<unknown>, plan: NonNullable<unknown> }} Plan_Feature_SentenceInputs */
/** @typedef {{ feature: NonNullable<unknown>, plan: NonNullable<unknown>, having: NonNullable<unknown> }} Plan_Feature_Sentence_HavingInputs */
/** @typedef {{}} Plan_Feature_Usage_HistoryInputs */
/** @typedef {{ keys: NonNullable<unknown>, sentence: NonNullable<unknown> }} Plan_Keys_Full_OrganizationInputs */
/** @typedef {{ keys: NonNullable<unknown>, sentence: NonNullable<unknown> }} Plan_Keys_Full_UserInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Plan_Limit_Api_Calls_IncludedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Plan_Limit_Api_Calls_Per_MinuteInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Plan_Limit_Api_KeysInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Plan_Limit_MembersInputs */
/** @typedef {{ plan: NonNullable<unknown>, limit: NonNullable<unknown> }} Plan_Limit_SentenceInputs */
/** @typedef {{ plan: NonNullable<unknown>, limit: NonNullable<unknown>, better: NonNullable<unknown>, count: NonNullable<unknown> }} Plan_Limit_Sentence_MoreInputs */
/** @typedef {{ price: NonNullable<unknown> }} Pricing_A_SeatInputs */
/** @typedef {{}} Pricing_Api_KeysInputs */
/** @typedef {{}} Pricing_Calls_IncludedInputs */
/** @typedef {{}} Pricing_CompareInputs */
/** @typedef {{}} Pricing_Current_PlanInputs */
/** @typedef {{}} Pricing_Discount_DescriptionInputs */
/** @typedef {{}} Pricing_Discount_LabelInputs */
/** @typedef {{}} Pricing_Feature_Priority_SupportInputs */
/** @typedef {{}} Pricing_Feature_Usage_HistoryInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Pricing_For_OrganizationsInputs */
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
/** @typedef {{}} Pricing_Scroll_HintInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Seats_BoughtInputs */
/** @typedef {{ minimum: NonNullable<unknown>, people: NonNullable<unknown> }} Pricing_Seats_DescriptionInputs */
/** @typedef {{}} Pricing_Seats_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, each: NonNullable<unknown>, total: NonNullable<unknown> }} Pricing_Seats_TotalInputs */
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
/** @typedef {{ organization: NonNullable<unknown> }} Settings_Billing_OrganizationInputs */
/** @typedef {{}} Settings_Billing_PersonalInputs */
/** @typedef {{}} Settings_Delete_DescriptionInputs */
/** @typedef {{}} Settings_Delete_Dialog_TitleInputs */
/** @typedef {{}} Settings_Delete_Done_TextInputs */
/** @typedef {{}} Settings_Delete_Done_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Settings_Delete_IntroInputs */
/** @typedef {{}} Settings_Delete_Mail_ButtonInputs */
/** @typedef {{ email: NonNullable<unknown> }} Settings_Delete_Mail_Sent_TextInputs */
/** @typedef {{}} Settings_Delete_Mail_Sent_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Settings_Delete_Mail_TextInputs */
/** @typedef {{}} Settings_Delete_Not_DeletedInputs */
/** @typedef {{}} Settings_Delete_NowInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Settings_Delete_Now_TextInputs */
/** @typedef {{}} Settings_Delete_Now_Text_AnyInputs */
/** @typedef {{}} Settings_Delete_OffInputs */
/** @typedef {{}} Settings_Delete_OpenInputs */
/** @typedef {{}} Settings_Delete_Password_LabelInputs */
/** @typedef {{ plans: NonNullable<unknown>, last: NonNullable<unknown> }} Settings_Delete_Plan_ManyInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Settings_Delete_Plan_OneInputs */
/** @typedef {{}} Settings_Delete_Plan_TitleInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Settings_Delete_Session_HintInputs */
/** @typedef {{}} Settings_Delete_TitleInputs */
/** @typedef {{}} Settings_Delete_With_PasswordInputs */
/** @typedef {{}} Settings_Email_ChangeInputs */
/** @typedef {{}} Settings_Email_Change_OffInputs */
/** @typedef {{ newEmail: NonNullable<unknown> }} Settings_Email_Changed_TextInputs */
/** @typedef {{}} Settings_Email_Changed_TitleInputs */
/** @typedef {{ currentEmail: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Settings_Email_Confirm_TextInputs */
/** @typedef {{}} Settings_Email_Confirm_TitleInputs */
/** @typedef {{}} Settings_Email_New_Help_UnverifiedInputs */
/** @typedef {{}} Settings_Email_New_Help_VerifiedInputs */
/** @typedef {{}} Settings_Email_New_LabelInputs */
/** @typedef {{}} Settings_Email_Not_Changed_TitleInputs */
/** @typedef {{}} Settings_Email_Not_Sent_TitleInputs */
/** @typedef {{}} Settings_Email_Not_VerifiedInputs */
/** @typedef {{}} Settings_Email_Send_VerificationInputs */
/** @typedef {{}} Settings_Email_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Settings_Email_Verification_Sent_TextInputs */
/** @typedef {{}} Settings_Email_Verification_Sent_TitleInputs */
/** @typedef {{}} Settings_Email_VerifiedInputs */
/** @typedef {{}} Settings_Export_ContentsInputs */
/** @typedef {{}} Settings_Export_DescriptionInputs */
/** @typedef {{}} Settings_Export_Done_TextInputs */
/** @typedef {{}} Settings_Export_Done_TitleInputs */
/** @typedef {{}} Settings_Export_DownloadInputs */
/** @typedef {{}} Settings_Export_FailedInputs */
/** @typedef {{}} Settings_Export_Not_Done_TitleInputs */
/** @typedef {{}} Settings_Export_TitleInputs */
/** @typedef {{}} Settings_Linked_Account_IdInputs */
/** @typedef {{}} Settings_Linked_ActionsInputs */
/** @typedef {{}} Settings_Linked_DescriptionInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Settings_Linked_LinkInputs */
/** @typedef {{}} Settings_Linked_Link_AnotherInputs */
/** @typedef {{}} Settings_Linked_LinkedInputs */
/** @typedef {{}} Settings_Linked_LoadingInputs */
/** @typedef {{}} Settings_Linked_No_ProvidersInputs */
/** @typedef {{}} Settings_Linked_No_ScopesInputs */
/** @typedef {{}} Settings_Linked_NoneInputs */
/** @typedef {{}} Settings_Linked_Not_Linked_TitleInputs */
/** @typedef {{}} Settings_Linked_Not_Unlinked_TitleInputs */
/** @typedef {{}} Settings_Linked_PasswordInputs */
/** @typedef {{}} Settings_Linked_ProviderInputs */
/** @typedef {{}} Settings_Linked_ScopesInputs */
/** @typedef {{}} Settings_Linked_TitleInputs */
/** @typedef {{}} Settings_Linked_UnlinkInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Settings_Linked_Unlink_LabelInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Settings_Linked_Unlinked_TextInputs */
/** @typedef {{}} Settings_Linked_Unlinked_TitleInputs */
/** @typedef {{}} Settings_Linked_UpdatedInputs */
/** @typedef {{}} Settings_Nav_ActivityInputs */
/** @typedef {{}} Settings_Nav_ApiInputs */
/** @typedef {{}} Settings_Nav_BillingInputs */
/** @typedef {{}} Settings_Nav_Danger_ZoneInputs */
/** @typedef {{}} Settings_Nav_Linked_AccountsInputs */
/** @typedef {{}} Settings_Nav_ProfileInputs */
/** @typedef {{}} Settings_Nav_SecurityInputs */
/** @typedef {{}} Settings_Nav_SessionsInputs */
/** @typedef {{ ip: NonNullable<unknown> }} Settings_Network_IpInputs */
/** @typedef {{}} Settings_Network_This_ComputerInputs */
/** @typedef {{}} Settings_Network_UnknownInputs */
/** @typedef {{}} Settings_Problem_TitleInputs */
/** @typedef {{}} Settings_Profile_DescriptionInputs */
/** @typedef {{}} Settings_Profile_Image_LabelInputs */
/** @typedef {{}} Settings_Profile_Image_PlaceholderInputs */
/** @typedef {{}} Settings_Profile_Name_LabelInputs */
/** @typedef {{}} Settings_Profile_Not_Saved_TitleInputs */
/** @typedef {{}} Settings_Profile_SaveInputs */
/** @typedef {{}} Settings_Profile_Saved_TextInputs */
/** @typedef {{}} Settings_Profile_Saved_TitleInputs */
/** @typedef {{}} Settings_Profile_TitleInputs */
/** @typedef {{}} Settings_Region_DescriptionInputs */
/** @typedef {{}} Settings_Region_TitleInputs */
/** @typedef {{}} Settings_Sessions_All_Done_TextInputs */
/** @typedef {{}} Settings_Sessions_All_Done_TitleInputs */
/** @typedef {{}} Settings_Sessions_DescriptionInputs */
/** @typedef {{ network: NonNullable<unknown>, signedIn: NonNullable<unknown>, lastActive: NonNullable<unknown> }} Settings_Sessions_DetailsInputs */
/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown> }} Settings_Sessions_DeviceInputs */
/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown> }} Settings_Sessions_Device_ThisInputs */
/** @typedef {{}} Settings_Sessions_LoadingInputs */
/** @typedef {{}} Settings_Sessions_Not_Revoked_TitleInputs */
/** @typedef {{}} Settings_Sessions_Not_Signed_Out_TitleInputs */
/** @typedef {{}} Settings_Sessions_Others_Done_TextInputs */
/** @typedef {{}} Settings_Sessions_Others_Done_TitleInputs */
/** @typedef {{}} Settings_Sessions_RevokeInputs */
/** @typedef {{ browser: NonNullable<unknown>, os: NonNullable<unknown>, network: NonNullable<unknown> }} Settings_Sessions_Revoke_LabelInputs */
/** @typedef {{}} Settings_Sessions_Revoked_TextInputs */
/** @typedef {{}} Settings_Sessions_Revoked_TitleInputs */
/** @typedef {{}} Settings_Sessions_Sign_Out_EverywhereInputs */
/** @typedef {{}} Settings_Sessions_Sign_Out_OthersInputs */
/** @typedef {{}} Settings_Sessions_This_DeviceInputs */
/** @typedef {{}} Settings_Sessions_TitleInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Settings_Time_Zone_BrowserInputs */
/** @typedef {{}} Settings_Time_Zone_LabelInputs */
/** @typedef {{}} Settings_Time_Zone_Not_Saved_TitleInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Settings_Time_Zone_Saved_TextInputs */
/** @typedef {{}} Settings_Time_Zone_Saved_TitleInputs */
/** @typedef {{}} Settings_TitleInputs */
/** @typedef {{ initials: NonNullable<unknown> }} Shell_Account_MenuInputs */
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
/** @typedef {{ appName: NonNullable<unknown> }} Tfa_App_Code_HelpInputs */
/** @typedef {{}} Tfa_App_Code_LabelInputs */
/** @typedef {{}} Tfa_Authentication_CodeInputs */
/** @typedef {{}} Tfa_Backup_CodeInputs */
/** @typedef {{}} Tfa_Backup_CodesInputs */
/** @typedef {{}} Tfa_Cannot_ScanInputs */
/** @typedef {{}} Tfa_Code_Not_CheckedInputs */
/** @typedef {{}} Tfa_Continue_SetupInputs */
/** @typedef {{}} Tfa_Copy_CodesInputs */
/** @typedef {{}} Tfa_Copy_KeyInputs */
/** @typedef {{}} Tfa_DescriptionInputs */
/** @typedef {{}} Tfa_DownloadInputs */
/** @typedef {{}} Tfa_Either_Code_LabelInputs */
/** @typedef {{}} Tfa_Error_Code_UsedInputs */
/** @typedef {{}} Tfa_Error_Invalid_Backup_CodeInputs */
/** @typedef {{}} Tfa_Error_Invalid_CodeInputs */
/** @typedef {{}} Tfa_Error_Not_OnInputs */
/** @typedef {{}} Tfa_Error_On_AlreadyInputs */
/** @typedef {{}} Tfa_Error_Set_Up_FirstInputs */
/** @typedef {{}} Tfa_Error_Sign_In_ExpiredInputs */
/** @typedef {{}} Tfa_Error_Too_Many_For_AccountInputs */
/** @typedef {{}} Tfa_Error_Too_Many_For_Sign_InInputs */
/** @typedef {{}} Tfa_Error_Too_Many_TriedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Tfa_File_AccountInputs */
/** @typedef {{ date: NonNullable<unknown> }} Tfa_File_CreatedInputs */
/** @typedef {{}} Tfa_File_StopInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Tfa_File_TitleInputs */
/** @typedef {{}} Tfa_File_UseInputs */
/** @typedef {{}} Tfa_Fresh_Generate_CodesInputs */
/** @typedef {{}} Tfa_Fresh_Set_UpInputs */
/** @typedef {{}} Tfa_Fresh_Turn_OffInputs */
/** @typedef {{}} Tfa_Generate_New_CodesInputs */
/** @typedef {{}} Tfa_Generate_New_Codes_ActionInputs */
/** @typedef {{ email: NonNullable<unknown> }} Tfa_Key_DetailsInputs */
/** @typedef {{}} Tfa_LoadingInputs */
/** @typedef {{}} Tfa_New_Codes_TextInputs */
/** @typedef {{}} Tfa_No_KeyInputs */
/** @typedef {{}} Tfa_No_New_CodesInputs */
/** @typedef {{}} Tfa_Not_On_YetInputs */
/** @typedef {{}} Tfa_Not_Set_UpInputs */
/** @typedef {{}} Tfa_Not_Signed_In_YetInputs */
/** @typedef {{}} Tfa_OffInputs */
/** @typedef {{}} Tfa_Old_Codes_StoppedInputs */
/** @typedef {{}} Tfa_OnInputs */
/** @typedef {{}} Tfa_On_NowInputs */
/** @typedef {{}} Tfa_On_TextInputs */
/** @typedef {{}} Tfa_Password_IntroInputs */
/** @typedef {{}} Tfa_Preparing_KeyInputs */
/** @typedef {{}} Tfa_Problem_Backup_CodeInputs */
/** @typedef {{}} Tfa_Problem_Either_CodeInputs */
/** @typedef {{ digits: NonNullable<unknown> }} Tfa_Problem_Totp_CodeInputs */
/** @typedef {{ appName: NonNullable<unknown>, email: NonNullable<unknown> }} Tfa_Qr_AltInputs */
/** @typedef {{}} Tfa_Qr_DrawingInputs */
/** @typedef {{}} Tfa_Qr_FailedInputs */
/** @typedef {{}} Tfa_Save_CodesInputs */
/** @typedef {{}} Tfa_Save_Codes_TextInputs */
/** @typedef {{}} Tfa_ScanInputs */
/** @typedef {{}} Tfa_Set_UpInputs */
/** @typedef {{}} Tfa_Setup_KeyInputs */
/** @typedef {{}} Tfa_Sign_In_AgainInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Tfa_Sign_In_App_IntroInputs */
/** @typedef {{}} Tfa_Sign_In_Backup_IntroInputs */
/** @typedef {{}} Tfa_Sign_In_EndedInputs */
/** @typedef {{}} Tfa_Something_Went_WrongInputs */
/** @typedef {{}} Tfa_Still_OnInputs */
/** @typedef {{}} Tfa_Stop_SetupInputs */
/** @typedef {{}} Tfa_Stop_TextInputs */
/** @typedef {{}} Tfa_Stop_TitleInputs */
/** @typedef {{}} Tfa_TitleInputs */
/** @typedef {{}} Tfa_Trust_DeviceInputs */
/** @typedef {{}} Tfa_Trust_Device_HelpInputs */
/** @typedef {{}} Tfa_Turn_OffInputs */
/** @typedef {{}} Tfa_Turn_Off_ButtonInputs */
/** @typedef {{}} Tfa_Turn_Off_TextInputs */
/** @typedef {{}} Tfa_Turn_Off_TitleInputs */
/** @typedef {{}} Tfa_Turn_OnInputs */
/** @typedef {{}} Tfa_Turned_Off_TextInputs */
/** @typedef {{}} Tfa_Turned_Off_TitleInputs */
/** @typedef {{}} Tfa_Use_AppInputs */
/** @typedef {{}} Tfa_Use_Backup_CodeInputs */
/** @typedef {{}} Tfa_VerifyInputs */
/** @typedef {{ max: NonNullable<unknown> }} Validation_At_MostInputs */
/** @typedef {{}} Validation_Email_ShapeInputs */
/** @typedef {{ max: NonNullable<unknown>, local: NonNullable<unknown> }} Validation_Email_Too_LongInputs */
/** @typedef {{}} Validation_Enter_A_NameInputs */
/** @typedef {{}} Validation_Enter_Current_PasswordInputs */
/** @typedef {{}} Validation_Enter_EmailInputs */
/** @typedef {{}} Validation_Enter_Key_NameInputs */
/** @typedef {{}} Validation_Enter_New_EmailInputs */
/** @typedef {{}} Validation_Enter_Passkey_NameInputs */
/** @typedef {{}} Validation_Enter_PasswordInputs */
/** @typedef {{}} Validation_Enter_Short_NameInputs */
/** @typedef {{}} Validation_Enter_Your_NameInputs */
/** @typedef {{}} Validation_Https_UrlInputs */
/** @typedef {{}} Validation_Password_Too_LongInputs */
/** @typedef {{}} Validation_Password_Too_ShortInputs */
/** @typedef {{}} Validation_Passwords_Do_Not_MatchInputs */
/** @typedef {{}} Validation_PrintableInputs */
/** @typedef {{}} Validation_Slug_ShapeInputs */
/** @typedef {{ appName: NonNullable<unknown> }} Welcome_HeadingInputs */
/** @typedef {{}} Welcome_Name_HelpInputs */
/** @typedef {{}} Welcome_Name_LabelInputs */
/** @typedef {{}} Welcome_Not_Saved_TitleInputs */
/** @typedef {{}} Welcome_SkipInputs */
/** @typedef {{}} Welcome_TitleInputs */
import * as registry from "../registry.js"


export const account_not_me_title = /** @type {(inputs: Account_Not_Me_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأمين حسابك · ${i?.appName}`)
};

export const activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكل`)
};

export const activity_by_admin = /** @type {(inputs: Activity_By_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} بواسطة مشرف`)
};

export const activity_by_admin_organization = /** @type {(inputs: Activity_By_Admin_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} بواسطة مشرف (المؤسسة)`)
};

export const activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما حدث لحسابك، الأحدث أولًا. تُحفظ الإدخالات لمدة محدودة.`)
};

export const activity_device = /** @type {(inputs: Activity_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.system}`)
};

export const activity_group_api_key = /** @type {(inputs: Activity_Group_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

export const activity_group_billing = /** @type {(inputs: Activity_Group_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة`)
};

export const activity_group_security = /** @type {(inputs: Activity_Group_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغييرات الأمان`)
};

export const activity_group_sign_ins = /** @type {(inputs: Activity_Group_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عمليات تسجيل الدخول`)
};

export const activity_kind_account_deletion_requested = /** @type {(inputs: Activity_Kind_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طُلب حذف الحساب`)
};

export const activity_kind_all_sessions_revoked = /** @type {(inputs: Activity_Kind_All_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج من كل الجلسات`)
};

export const activity_kind_api_key_created = /** @type {(inputs: Activity_Kind_Api_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء مفتاح API`)
};

export const activity_kind_api_key_deleted = /** @type {(inputs: Activity_Kind_Api_Key_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف مفتاح API`)
};

export const activity_kind_api_key_regenerated = /** @type {(inputs: Activity_Kind_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء مفتاح API من جديد`)
};

export const activity_kind_backup_code_used = /** @type {(inputs: Activity_Kind_Backup_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم استخدام رمز احتياطي`)
};

export const activity_kind_backup_codes_regenerated = /** @type {(inputs: Activity_Kind_Backup_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء رموز احتياطية جديدة`)
};

export const activity_kind_email_change_requested = /** @type {(inputs: Activity_Kind_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طُلب تغيير البريد الإلكتروني`)
};

export const activity_kind_email_changed = /** @type {(inputs: Activity_Kind_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان البريد الإلكتروني`)
};

export const activity_kind_other_sessions_revoked = /** @type {(inputs: Activity_Kind_Other_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج من كل الجلسات الأخرى`)
};

export const activity_kind_passkey_added = /** @type {(inputs: Activity_Kind_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إضافة مفتاح مرور`)
};

export const activity_kind_passkey_removed = /** @type {(inputs: Activity_Kind_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إزالة مفتاح مرور`)
};

export const activity_kind_password_changed = /** @type {(inputs: Activity_Kind_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة المرور`)
};

export const activity_kind_password_reset = /** @type {(inputs: Activity_Kind_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد تعيين كلمة المرور برابط عبر البريد`)
};

export const activity_kind_password_set = /** @type {(inputs: Activity_Kind_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تعيين كلمة المرور`)
};

export const activity_kind_provider_linked = /** @type {(inputs: Activity_Kind_Provider_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم ربط مزوّد تسجيل الدخول`)
};

export const activity_kind_provider_unlinked = /** @type {(inputs: Activity_Kind_Provider_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم فصل مزوّد تسجيل الدخول`)
};

export const activity_kind_session_revoked = /** @type {(inputs: Activity_Kind_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج من جلسة أخرى`)
};

export const activity_kind_sign_in = /** @type {(inputs: Activity_Kind_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول`)
};

export const activity_kind_sign_in_failed = /** @type {(inputs: Activity_Kind_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل تسجيل الدخول: كلمة مرور خاطئة`)
};

export const activity_kind_sign_out = /** @type {(inputs: Activity_Kind_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج`)
};

export const activity_kind_subscription_cancelled = /** @type {(inputs: Activity_Kind_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي الاشتراك`)
};

export const activity_kind_subscription_plan_changed = /** @type {(inputs: Activity_Kind_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير الخطة`)
};

export const activity_kind_subscription_resumed = /** @type {(inputs: Activity_Kind_Subscription_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استؤنف الاشتراك`)
};

export const activity_kind_subscription_started = /** @type {(inputs: Activity_Kind_Subscription_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدأ الاشتراك`)
};

export const activity_kind_two_factor_disabled = /** @type {(inputs: Activity_Kind_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إيقاف التحقق بخطوتين`)
};

export const activity_kind_two_factor_enabled = /** @type {(inputs: Activity_Kind_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تشغيل التحقق بخطوتين`)
};

export const activity_kind_two_factor_failed = /** @type {(inputs: Activity_Kind_Two_Factor_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل تسجيل الدخول: رمز تحقق بخطوتين خاطئ`)
};

export const activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل نشاطك…`)
};

export const activity_named = /** @type {(inputs: Activity_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.name}`)
};

export const activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الشبكة ${i?.network}`)
};

export const activity_network_this_computer = /** @type {(inputs: Activity_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحاسوب`)
};

export const activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل أي جهاز`)
};

export const activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء بعد.`)
};

export const activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء من هذا النوع بعد.`)
};

export const activity_not_me_revoked = /** @type {(inputs: Activity_Not_Me_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج من كل الجلسات (رابط «لم أكن أنا»)`)
};

export const activity_organization = /** @type {(inputs: Activity_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (المؤسسة)`)
};

export const activity_plan_changed_to = /** @type {(inputs: Activity_Plan_Changed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تغيير الخطة إلى ⁨${i?.plan}⁩`)
};

export const activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض`)
};

export const activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الأقدم`)
};

export const activity_signed_in_backup_code = /** @type {(inputs: Activity_Signed_In_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول برمز احتياطي`)
};

export const activity_signed_in_email_link = /** @type {(inputs: Activity_Signed_In_Email_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول برابط عبر البريد`)
};

export const activity_signed_in_passkey = /** @type {(inputs: Activity_Signed_In_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول بمفتاح مرور`)
};

export const activity_signed_in_password = /** @type {(inputs: Activity_Signed_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول بكلمة مرور`)
};

export const activity_signed_in_two_factor = /** @type {(inputs: Activity_Signed_In_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول برمز تحقق بخطوتين`)
};

export const activity_signed_in_with = /** @type {(inputs: Activity_Signed_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول عبر ${i?.provider}`)
};

export const activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط`)
};

export const activity_unknown = /** @type {(inputs: Activity_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشاط الحساب`)
};

export const activity_unknown_browser = /** @type {(inputs: Activity_Unknown_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متصفح غير معروف`)
};

export const activity_unknown_device = /** @type {(inputs: Activity_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جهاز غير معروف`)
};

export const activity_unknown_system = /** @type {(inputs: Activity_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظام غير معروف`)
};

export const admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب`)
};

export const admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات`)
};

export const admin_accounts_load_failed = /** @type {(inputs: Admin_Accounts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الحسابات. أعد تحميل الصفحة للمحاولة مجددًا.`)
};

export const admin_accounts_loading = /** @type {(inputs: Admin_Accounts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الحسابات`)
};

export const admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشطة`)
};

export const admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات النشطة`)
};

export const admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدفوعة، أو في فترة تجريبية، أو متأخرة في الدفع، أو تنتهي بنهاية الفترة`)
};

export const admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان`)
};

export const admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان أو الاسم`)
};

export const admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكل`)
};

export const admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي خطة`)
};

export const admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي حالة`)
};

export const admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي حالة`)
};

export const admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استدعاءات API يوميًا`)
};

export const admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد استدعاءات بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`استدعاء واحد بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`استدعاءان بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} استدعاءات بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} استدعاءً بمفاتيح API في آخر ${i?.days} يومًا (UTC).`)
	
};

export const admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحاولات`)
};

export const admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء مفتاح API`)
};

export const admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء بعد.`)
};

export const admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدء التصرف بصفة المستخدم`)
};

export const admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف التصرف بصفة المستخدم`)
};

export const admin_audit_load_failed = /** @type {(inputs: Admin_Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل سجل التدقيق. أعد تحميل الصفحة للمحاولة مجددًا.`)
};

export const admin_audit_loading = /** @type {(inputs: Admin_Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل سجل التدقيق`)
};

export const admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل التدقيق`)
};

export const admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدء مطابقة الفوترة مع Polar`)
};

export const admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منح دور المشرف`)
};

export const admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سحب دور المشرف`)
};

export const admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل الجلسات`)
};

export const admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر`)
};

export const admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الحظر`)
};

export const admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال رسالة تحقق`)
};

export const admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تطبيق حدث خطاف ويب`)
};

export const admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محظور`)
};

export const admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستدعاءات`)
};

export const admin_console = /** @type {(inputs: Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة الإدارة`)
};

export const admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا حسابات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`حساب واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`حسابان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} حسابات`);
	return /** @type {LocalizedString} */ (`${i?.shown} حسابًا`)
	
};

export const admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا عملاء`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`عميل واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`عميلين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} عملاء`);
	return /** @type {LocalizedString} */ (`${i?.shown} عميلًا`)
	
};

export const admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا أحداث`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`حدث واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`حدثان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} أحداث`);
	return /** @type {LocalizedString} */ (`${i?.shown} حدثًا`)
	
};

export const admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا اشتراكات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`اشتراك واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`اشتراكان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} اشتراكات`);
	return /** @type {LocalizedString} */ (`${i?.shown} اشتراكًا`)
	
};

export const admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الإنشاء`)
};

export const admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئ من`)
};

export const admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئ حتى`)
};

export const admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم`)
};

export const admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التفاصيل`)
};

export const admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ`)
};

export const admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحدث`)
};

export const admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطافات ويب فاشلة`)
};

export const admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأرقام`)
};

export const admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لديه`)
};

export const admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديه اشتراك`)
};

export const admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخصي`)
};

export const admin_ignored_kind = /** @type {(inputs: Admin_Ignored_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع من الأحداث لا يستخدمه المنتج`)
};

export const admin_ignored_stale = /** @type {(inputs: Admin_Ignored_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أقدم من حالة الاشتراك المحفوظة بالفعل`)
};

export const admin_ignored_unknown_owner = /** @type {(inputs: Admin_Ignored_Unknown_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد مستخدم أو مؤسسة بمعرّف هذا العميل`)
};

export const admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التصرف بصفة مستخدم`)
};

export const admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إيقاف التصرف بصفة المستخدم.`)
};

export const admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف`)
};

export const admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت مسجّل الدخول باسم ${i?.user} بواسطة ${i?.admin}`)
};

export const admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الصندوق…`)
};

export const admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الاشتراكات…`)
};

export const admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإيراد الشهري المتكرر`)
};

export const admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإيراد الشهري المتكرر حسب الخطة`)
};

export const admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بالأسعار التي أبلغ عنها Polar؛ يُحتسب السعر السنوي بجزء من اثني عشر`)
};

export const admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} شهريًا من الاشتراكات المدفوعة التي تتجدد؛ ولا تُحتسب الفترات التجريبية والاشتراكات المقرر انتهاؤها.`)
};

export const admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة التالية`)
};

export const admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب مطابق.`)
};

export const admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد اشتراكات نشطة.`)
};

export const admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد أحداث مطابقة.`)
};

export const admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد اشتراكات مطابقة.`)
};

export const admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير محظور`)
};

export const admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مُتحقَّق منه`)
};

export const admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملاحظة`)
};

export const admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`على من`)
};

export const admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتح الأحداث الفاشلة`)
};

export const admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الترتيب`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظرة عامة`)
};

export const admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.week} جديد خلال 7 أيام، و${i?.month} خلال 30`)
};

export const admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المالك`)
};

export const admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصفحة ${i?.page}`)
};

export const admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصفحة ${i?.page} من ${i?.pages}`)
};

export const admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شهريًا`)
};

export const admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة`)
};

export const admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة`)
};

export const admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة السابقة`)
};

export const admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستلام`)
};

export const admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطابقة`)
};

export const admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطابقة الجميع الآن`)
};

export const admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المطابقة مع Polar`)
};

export const admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مطابقة ${i?.name}`)
};

export const admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعيد قراءة الاشتراكات من Polar ويصحّح ما خلّفه خطاف ويب مفقود، لكل عميل لديه اشتراك لم ينتهِ، أو لعميل واحد من صفّه أدناه. يعالج الخادم عميلًا تلو الآخر؛ ويظهر التقدّم هنا.`)
};

export const admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة التطبيق`)
};

export const admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إعادة تطبيق الحدث`)
};

export const admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشلت إعادة التطبيق`)
};

export const admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل مرة أخرى.`)
};

export const admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تطبيق ${i?.type} ${i?.id}`)
};

export const admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد تطبيق الحدث`)
};

export const admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تطبيقه.`)
};

export const admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تجاهله: ${i?.reason}.`)
};

export const admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد التشغيل بالفعل`)
};

export const admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بدأ ${i?.email} هذه المطابقة؛ ويظهر تقدّمها هنا.`)
};

export const admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ عدّ العملاء لإعادة قراءتهم…`)
};

export const admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم: أُعيدت قراءة ${i?.done} من ${i?.customers} من Polar${i?.failures}.`)
};

export const admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجميع`)
};

export const admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشلت`)
};

export const admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`، فشل ${i?.failed} (${i?.reason})`)
};

export const admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت`)
};

export const admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توقفت`)
};

export const admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`توقفت بعد ${i?.customers}: توقف الخادم الذي كان ينفّذها. ابدأها مرة أخرى.`)
};

export const admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دون سبب مذكور`)
};

export const admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر بدء المطابقة`)
};

export const admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُعيدت قراءة ${i?.done} من ${i?.customers} من Polar${i?.failures}.`)
};

export const admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ مطابقة ${i?.whom}`)
};

export const admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد التشغيل`)
};

export const admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`توقفت بعد ${i?.customers}: ${i?.reason}.`)
};

export const admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ غير معروف`)
};

export const admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بواسطة`)
};

export const admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العملاء`)
};

export const admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُبدأ أي مطابقة من لوحة الإدارة بعد.`)
};

export const admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل المطابقات الأخيرة…`)
};

export const admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التقدّم`)
};

export const admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المطابقات الأخيرة`)
};

export const admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البدء`)
};

export const admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بحث`)
};

export const admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البحث والتصفية`)
};

export const admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عمليات تسجيل الدخول`)
};

export const admin_sign_ins_per_day = /** @type {(inputs: Admin_Sign_Ins_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عمليات تسجيل الدخول يوميًا`)
};

export const admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد عمليات تسجيل دخول في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`عملية تسجيل دخول واحدة في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`عمليتا تسجيل دخول في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} عمليات تسجيل دخول في آخر ${i?.days} يومًا (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} عملية تسجيل دخول في آخر ${i?.days} يومًا (UTC).`)
	
};

export const admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منذ`)
};

export const admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان، من A إلى Z`)
};

export const admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان، من Z إلى A`)
};

export const admin_sort_name_asc = /** @type {(inputs: Admin_Sort_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم، من A إلى Z`)
};

export const admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم، من Z إلى A`)
};

export const admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأحدث أولًا`)
};

export const admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأقدم أولًا`)
};

export const admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

export const admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُطبّقة`)
};

export const admin_state_failed = /** @type {(inputs: Admin_State_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاشلة`)
};

export const admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متجاهلة`)
};

export const admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معلّقة`)
};

export const admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

export const admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشترك`)
};

export const admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراك`)
};

export const admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

export const admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات النشطة حسب الخطة`)
};

export const admin_user_actions = /** @type {(inputs: Admin_User_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإجراءات`)
};

export const admin_user_actions_admin_emails = /** @type {(inputs: Admin_User_Actions_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا العنوان مذكور في ADMIN_EMAILS، لذا لا يتغيّر دور المسؤول الخاص به إلا من إعدادات البيئة.`)
};

export const admin_user_actions_help = /** @type {(inputs: Admin_User_Actions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يطلب كل إجراء عنوان الحساب ويُسجَّل في سجل التدقيق.`)
};

export const admin_user_actions_own = /** @type {(inputs: Admin_User_Actions_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا حسابك أنت: غيّره من إعداداتك.`)
};

export const admin_user_activity = /** @type {(inputs: Admin_User_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط الأخير`)
};

export const admin_user_activity_empty = /** @type {(inputs: Admin_User_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء.`)
};

export const admin_user_activity_from = /** @type {(inputs: Admin_User_Activity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.network}`)
};

export const admin_user_activity_help = /** @type {(inputs: Admin_User_Activity_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السجل الزمني للحساب نفسه.`)
};

export const admin_user_admin = /** @type {(inputs: Admin_User_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسؤول`)
};

export const admin_user_all_accounts = /** @type {(inputs: Admin_User_All_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل الحسابات`)
};

export const admin_user_api_keys = /** @type {(inputs: Admin_User_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح API`)
};

export const admin_user_api_keys_empty = /** @type {(inputs: Admin_User_Api_Keys_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد مفتاح API.`)
};

export const admin_user_api_keys_help = /** @type {(inputs: Admin_User_Api_Keys_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المفتاح الشخصي ومفاتيح المؤسسات التي تظهر لهذا الحساب، دون المفتاح نفسه أبدًا.`)
};

export const admin_user_audit = /** @type {(inputs: Admin_User_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إجراءات المسؤولين`)
};

export const admin_user_audit_all = /** @type {(inputs: Admin_User_Audit_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل التدقيق كاملًا`)
};

export const admin_user_audit_by = /** @type {(inputs: Admin_User_Audit_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بواسطة ${i?.email}، ${i?.when}`)
};

export const admin_user_audit_empty = /** @type {(inputs: Admin_User_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتخذ أي مسؤول إجراءً على هذا الحساب.`)
};

export const admin_user_audit_help = /** @type {(inputs: Admin_User_Audit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما فعله المسؤولون بهذا الحساب.`)
};

export const admin_user_ban = /** @type {(inputs: Admin_User_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر`)
};

export const admin_user_ban_button = /** @type {(inputs: Admin_User_Ban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر…`)
};

export const admin_user_ban_days = /** @type {(inputs: Admin_User_Ban_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`يوم واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`يومان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} أيام`);
	return /** @type {LocalizedString} */ (`${i?.count} يومًا`)
	
};

export const admin_user_ban_explain = /** @type {(inputs: Admin_User_Ban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُسجَّل خروج ${i?.email} من كل مكان فورًا، ولا يمكنه تسجيل الدخول، وتتوقف مفاتيح API الخاصة به عن العمل حتى ينتهي الحظر.`)
};

export const admin_user_ban_length = /** @type {(inputs: Admin_User_Ban_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدة`)
};

export const admin_user_ban_one_year = /** @type {(inputs: Admin_User_Ban_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنة واحدة`)
};

export const admin_user_ban_reason = /** @type {(inputs: Admin_User_Ban_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبب الحظر`)
};

export const admin_user_ban_reason_help = /** @type {(inputs: Admin_User_Ban_Reason_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُسجَّل في سجل التدقيق ويُحفظ مع الحساب.`)
};

export const admin_user_ban_reason_missing = /** @type {(inputs: Admin_User_Ban_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اذكر سببًا للحظر.`)
};

export const admin_user_ban_title = /** @type {(inputs: Admin_User_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر هذا الحساب؟`)
};

export const admin_user_ban_until_lifted = /** @type {(inputs: Admin_User_Ban_Until_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حتى رفعه`)
};

export const admin_user_banned_done = /** @type {(inputs: Admin_User_Banned_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سُجِّل خروج ${i?.email} ولا يمكنه تسجيل الدخول.`)
};

export const admin_user_banned_until = /** @type {(inputs: Admin_User_Banned_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محظور حتى`)
};

export const admin_user_browser_on_os = /** @type {(inputs: Admin_User_Browser_On_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.os}`)
};

export const admin_user_device = /** @type {(inputs: Admin_User_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجهاز`)
};

export const admin_user_email_link_only = /** @type {(inputs: Admin_User_Email_Link_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط البريد الإلكتروني فقط`)
};

export const admin_user_grant = /** @type {(inputs: Admin_User_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيينه مسؤولًا`)
};

export const admin_user_grant_button = /** @type {(inputs: Admin_User_Grant_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيينه مسؤولًا…`)
};

export const admin_user_grant_done = /** @type {(inputs: Admin_User_Grant_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن لـ ${i?.email} فتح لوحة الإدارة.`)
};

export const admin_user_grant_explain = /** @type {(inputs: Admin_User_Grant_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن لـ ${i?.email} فتح هذه اللوحة واتخاذ إجراءات على كل الحسابات.`)
};

export const admin_user_grant_title = /** @type {(inputs: Admin_User_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين هذا الحساب مسؤولًا؟`)
};

export const admin_user_granted = /** @type {(inputs: Admin_User_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُنح دور المسؤول`)
};

export const admin_user_impersonate = /** @type {(inputs: Admin_User_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتحال الهوية`)
};

export const admin_user_impersonate_button = /** @type {(inputs: Admin_User_Impersonate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتحال الهوية…`)
};

export const admin_user_impersonate_explain = /** @type {(inputs: Admin_User_Impersonate_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سترى التطبيق بصفتك ${i?.email} لمدة ساعة على الأكثر. لا يمكنك تغيير طريقة تسجيل دخول الحساب ولا الوصول إلى هذه اللوحة حتى تتوقف.`)
};

export const admin_user_impersonate_title = /** @type {(inputs: Admin_User_Impersonate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتحال هوية هذا الحساب؟`)
};

export const admin_user_in_admin_emails = /** @type {(inputs: Admin_User_In_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في ADMIN_EMAILS`)
};

export const admin_user_key = /** @type {(inputs: Admin_User_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المفتاح`)
};

export const admin_user_key_label = /** @type {(inputs: Admin_User_Key_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مفتاح ${i?.workspace} ${i?.key}`)
};

export const admin_user_key_revoke = /** @type {(inputs: Admin_User_Key_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إبطال المفتاح`)
};

export const admin_user_key_revoke_button = /** @type {(inputs: Admin_User_Key_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إبطال…`)
};

export const admin_user_key_revoke_explain = /** @type {(inputs: Admin_User_Key_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يتوقف ${i?.label} عن العمل هنا فورًا، وعلى كل خادم آخر خلال ثانية. ويمكن لصاحبه إنشاء مفتاح جديد.`)
};

export const admin_user_key_revoke_label = /** @type {(inputs: Admin_User_Key_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إبطال ${i?.label}`)
};

export const admin_user_key_revoke_title = /** @type {(inputs: Admin_User_Key_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إبطال مفتاح API هذا؟`)
};

export const admin_user_key_revoked = /** @type {(inputs: Admin_User_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُبطل مفتاح API`)
};

export const admin_user_key_revoked_text = /** @type {(inputs: Admin_User_Key_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتوقف عن العمل فورًا.`)
};

export const admin_user_last_active = /** @type {(inputs: Admin_User_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر نشاط`)
};

export const admin_user_last_changed = /** @type {(inputs: Admin_User_Last_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر تغيير`)
};

export const admin_user_last_used = /** @type {(inputs: Admin_User_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر استخدام`)
};

export const admin_user_lifted_by_admin = /** @type {(inputs: Admin_User_Lifted_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حتى يرفعه مسؤول`)
};

export const admin_user_load_failed = /** @type {(inputs: Admin_User_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل الحساب. أعد تحميل الصفحة للمحاولة مجددًا.`)
};

export const admin_user_loading = /** @type {(inputs: Admin_User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الحساب`)
};

export const admin_user_mail_sent = /** @type {(inputs: Admin_User_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسل البريد`)
};

export const admin_user_never = /** @type {(inputs: Admin_User_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أبدًا`)
};

export const admin_user_none_given = /** @type {(inputs: Admin_User_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُذكر سبب`)
};

export const admin_user_not_done = /** @type {(inputs: Admin_User_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم`)
};

export const admin_user_open = /** @type {(inputs: Admin_User_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتوح`)
};

export const admin_user_organizations = /** @type {(inputs: Admin_User_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسات`)
};

export const admin_user_organizations_empty = /** @type {(inputs: Admin_User_Organizations_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد مؤسسة.`)
};

export const admin_user_password = /** @type {(inputs: Admin_User_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

export const admin_user_period_ends = /** @type {(inputs: Admin_User_Period_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نهاية الفترة`)
};

export const admin_user_price = /** @type {(inputs: Admin_User_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السعر`)
};

export const admin_user_profile = /** @type {(inputs: Admin_User_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف الشخصي`)
};

export const admin_user_profile_id = /** @type {(inputs: Admin_User_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّف الحساب`)
};

export const admin_user_reason = /** @type {(inputs: Admin_User_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبب`)
};

export const admin_user_resend = /** @type {(inputs: Admin_User_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال البريد`)
};

export const admin_user_resend_button = /** @type {(inputs: Admin_User_Resend_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة إرسال بريد التحقق…`)
};

export const admin_user_resend_done = /** @type {(inputs: Admin_User_Resend_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رابط تحقق جديد في طريقه إلى ${i?.email}.`)
};

export const admin_user_resend_explain = /** @type {(inputs: Admin_User_Resend_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سيُرسل رابط تحقق جديد إلى ${i?.email}.`)
};

export const admin_user_resend_title = /** @type {(inputs: Admin_User_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة إرسال بريد التحقق؟`)
};

export const admin_user_revoke = /** @type {(inputs: Admin_User_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سحب الدور`)
};

export const admin_user_revoke_button = /** @type {(inputs: Admin_User_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سحب دور المسؤول…`)
};

export const admin_user_revoke_done = /** @type {(inputs: Admin_User_Revoke_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد بإمكان ${i?.email} فتح لوحة الإدارة.`)
};

export const admin_user_revoke_explain = /** @type {(inputs: Admin_User_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد بإمكان ${i?.email} فتح هذه اللوحة، وينتهي أي انتحال هوية يجريه.`)
};

export const admin_user_revoke_title = /** @type {(inputs: Admin_User_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سحب دور المسؤول؟`)
};

export const admin_user_revoked = /** @type {(inputs: Admin_User_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُحب دور المسؤول`)
};

export const admin_user_session_ends = /** @type {(inputs: Admin_User_Session_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينتهي`)
};

export const admin_user_session_started = /** @type {(inputs: Admin_User_Session_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدأت`)
};

export const admin_user_sessions = /** @type {(inputs: Admin_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسات`)
};

export const admin_user_sessions_empty = /** @type {(inputs: Admin_User_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد جلسة نشطة.`)
};

export const admin_user_sign_in_methods = /** @type {(inputs: Admin_User_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طرق تسجيل الدخول`)
};

export const admin_user_sign_out = /** @type {(inputs: Admin_User_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان`)
};

export const admin_user_sign_out_button = /** @type {(inputs: Admin_User_Sign_Out_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان…`)
};

export const admin_user_sign_out_done = /** @type {(inputs: Admin_User_Sign_Out_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انتهت كل جلسات ${i?.email}.`)
};

export const admin_user_sign_out_explain = /** @type {(inputs: Admin_User_Sign_Out_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تنتهي كل جلسات ${i?.email} فورًا، على كل الأجهزة.`)
};

export const admin_user_sign_out_title = /** @type {(inputs: Admin_User_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان؟`)
};

export const admin_user_signed_out = /** @type {(inputs: Admin_User_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج`)
};

export const admin_user_subscriptions_empty = /** @type {(inputs: Admin_User_Subscriptions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد اشتراك.`)
};

export const admin_user_subscriptions_help = /** @type {(inputs: Admin_User_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراكات مساحة العمل الشخصية.`)
};

export const admin_user_two_factor_on = /** @type {(inputs: Admin_User_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التحقق بخطوتين مفعّل`)
};

export const admin_user_unban = /** @type {(inputs: Admin_User_UnbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الحظر`)
};

export const admin_user_unban_button = /** @type {(inputs: Admin_User_Unban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الحظر…`)
};

export const admin_user_unban_done = /** @type {(inputs: Admin_User_Unban_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن لـ ${i?.email} تسجيل الدخول مجددًا.`)
};

export const admin_user_unban_explain = /** @type {(inputs: Admin_User_Unban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن لـ ${i?.email} تسجيل الدخول مجددًا، وتعمل مفاتيح API الخاصة به من جديد.`)
};

export const admin_user_unban_title = /** @type {(inputs: Admin_User_Unban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع الحظر عن هذا الحساب؟`)
};

export const admin_user_unknown = /** @type {(inputs: Admin_User_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير معروف`)
};

export const admin_user_workspace = /** @type {(inputs: Admin_User_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساحة العمل`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المستخدمون`)
};

export const admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُتحقَّق منه`)
};

export const admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحداث خطافات الويب`)
};

export const admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صندوق خطافات الويب`)
};

export const admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل حدث موقّع أرسله Polar، مرة واحدة لكل معرّف. يُعاد محاولة الحدث الفاشل مع كل مطابقة مجدولة، حتى 20 محاولة؛ و«إعادة التطبيق» تطبّق الحدث الفاشل أو المتجاهل مرة أخرى الآن، تمامًا كما يفعل التسليم.`)
};

export const admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطافات الويب`)
};

export const admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لم يفشل أي حدث.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`فشل حدث واحد ولم يُطبّق منذ ذلك الحين.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`فشل حدثان ولم يُطبّقا منذ ذلك الحين.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`فشلت ${i?.shown} أحداث ولم تُطبّق منذ ذلك الحين.`);
	return /** @type {LocalizedString} */ (`فشل ${i?.shown} حدثًا ولم تُطبّق منذ ذلك الحين.`)
	
};

export const admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحداث خطافات الويب يوميًا`)
};

export const admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد أحداث من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`حدث واحد من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`حدثان من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} أحداث من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	return /** @type {LocalizedString} */ (`${i?.shown} حدثًا من Polar في آخر ${i?.days} يومًا (UTC)؛`)
	
};

export const admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماذا`)
};

export const admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متى`)
};

export const admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من`)
};

export const api_error_account_not_found = /** @type {(inputs: Api_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على الحساب`)
};

export const api_error_checkout_not_seat_priced = /** @type {(inputs: Api_Error_Checkout_Not_Seat_PricedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خطة ⁨${i?.plan}⁩ لا تُسعَّر بالمقعد: لا يقبل الدفع لها عددًا من المقاعد.`)
};

export const api_error_discount_expired = /** @type {(inputs: Api_Error_Discount_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية رمز الخصم ${i?.code}.`)
};

export const api_error_discount_not_for_plan = /** @type {(inputs: Api_Error_Discount_Not_For_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا ينطبق رمز الخصم ${i?.code} على ⁨${i?.plan}⁩.`)
};

export const api_error_discount_not_yet = /** @type {(inputs: Api_Error_Discount_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز الخصم ${i?.code} غير صالح بعد.`)
};

export const api_error_discount_provider_refused = /** @type {(inputs: Api_Error_Discount_Provider_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفضه Polar`)
};

export const api_error_discount_refused = /** @type {(inputs: Api_Error_Discount_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد بالإمكان استخدام رمز الخصم ${i?.code}: ${i?.detail}`)
};

export const api_error_discount_unknown = /** @type {(inputs: Api_Error_Discount_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز الخصم ${i?.code} غير موجود. تحقّق منه، أو اترك الحقل فارغًا.`)
};

export const api_error_discount_used_up = /** @type {(inputs: Api_Error_Discount_Used_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`استُنفد رمز الخصم ${i?.code}.`)
};

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

export const api_error_key_not_found = /** @type {(inputs: Api_Error_Key_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على مفتاح API`)
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

export const api_error_organization_not_found = /** @type {(inputs: Api_Error_Organization_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على المؤسسة`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفض الدفع للخطة الجديدة، لذا بقيت خطتك دون تغيير. حدّث بطاقتك في «إدارة الفوترة» ثم حاول مرة أخرى.`)
};

export const api_error_plan_change_refused = /** @type {(inputs: Api_Error_Plan_Change_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفض مزوّد الدفع التغيير: ${i?.detail}`)
};

export const api_error_plan_for_organizations = /** @type {(inputs: Api_Error_Plan_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُشترى ⁨${i?.plan}⁩ لمؤسسة تدفع ثمن المقاعد التي يشغلها أعضاؤها. أنشئ مؤسسة أو انتقل إلى واحدة، ثم اختر ⁨${i?.plan}⁩ هناك.`)
};

export const api_error_plan_not_available = /** @type {(inputs: Api_Error_Plan_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة غير متاحة`)
};

export const api_error_plan_not_changeable = /** @type {(inputs: Api_Error_Plan_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن تغيير خطة هذا الاشتراك الآن`)
};

export const api_error_plan_unchanged = /** @type {(inputs: Api_Error_Plan_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على خطة ⁨${i?.plan}⁩ بالفعل`)
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
	return /** @type {LocalizedString} */ (`تضم خطة ⁨${i?.plan}⁩ من ${i?.minimum} إلى ${i?.maximum} مقعدًا.`)
};

export const api_error_seats_below_used = /** @type {(inputs: Api_Error_Seats_Below_UsedInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("ar", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`يشغل شخص واحد مقعدًا (الأعضاء والدعوات المعلّقة)، لذا لا يمكن أن يقل عدد المقاعد عن ${i?.shown}. أزل عضوًا أو ألغِ دعوة أولًا.`);
	if (usedPlural === "two") return /** @type {LocalizedString} */ (`يشغل شخصان مقعدين (الأعضاء والدعوات المعلّقة)، لذا لا يمكن أن يقل عدد المقاعد عن ${i?.shown}. أزل عضوًا أو ألغِ دعوة أولًا.`);
	if (usedPlural === "few") return /** @type {LocalizedString} */ (`يشغل ${i?.shown} أشخاص مقاعد (الأعضاء والدعوات المعلّقة)، لذا لا يمكن أن يقل عدد المقاعد عن ${i?.shown}. أزل عضوًا أو ألغِ دعوة أولًا.`);
	if (usedPlural === "many") return /** @type {LocalizedString} */ (`يشغل ${i?.shown} شخصًا مقاعد (الأعضاء والدعوات المعلّقة)، لذا لا يمكن أن يقل عدد المقاعد عن ${i?.shown}. أزل عضوًا أو ألغِ دعوة أولًا.`);
	return /** @type {LocalizedString} */ (`يشغل ${i?.shown} شخص مقاعد (الأعضاء والدعوات المعلّقة)، لذا لا يمكن أن يقل عدد المقاعد عن ${i?.shown}. أزل عضوًا أو ألغِ دعوة أولًا.`)
	
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

export const api_error_unknown_product = /** @type {(inputs: Api_Error_Unknown_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتج غير معروف`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(أي قيمة)`)
};

export const apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي محتوى`)
};

export const apidocs_at_least = /** @type {(inputs: Apidocs_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} على الأقل`)
};

export const apidocs_at_least_characters = /** @type {(inputs: Apidocs_At_Least_CharactersInputs) => LocalizedString} */ (i) => {const valuePlural = registry.plural("ar", i?.value, {});
	if (valuePlural === "one") return /** @type {LocalizedString} */ (`حرف واحد على الأقل`);
	if (valuePlural === "two") return /** @type {LocalizedString} */ (`حرفان على الأقل`);
	if (valuePlural === "few") return /** @type {LocalizedString} */ (`${i?.value} أحرف على الأقل`);
	if (valuePlural === "many") return /** @type {LocalizedString} */ (`${i?.value} حرفًا على الأقل`);
	return /** @type {LocalizedString} */ (`${i?.value} حرف على الأقل`)
	
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} على الأكثر`)
};

export const apidocs_at_most_characters = /** @type {(inputs: Apidocs_At_Most_CharactersInputs) => LocalizedString} */ (i) => {const valuePlural = registry.plural("ar", i?.value, {});
	if (valuePlural === "one") return /** @type {LocalizedString} */ (`حرف واحد على الأكثر`);
	if (valuePlural === "two") return /** @type {LocalizedString} */ (`حرفان على الأكثر`);
	if (valuePlural === "few") return /** @type {LocalizedString} */ (`${i?.value} أحرف على الأكثر`);
	if (valuePlural === "many") return /** @type {LocalizedString} */ (`${i?.value} حرفًا على الأكثر`);
	return /** @type {LocalizedString} */ (`${i?.value} حرف على الأكثر`)
	
};

export const apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عنوان URL الأساسي: ${i?.base} على هذا الموقع. تُرجع الأخطاء JSON يحتوي على ${i?.code} ثابت و${i?.message}.`)
};

export const apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحتوى`)
};

export const apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}، اختياري: ابدأ من المثال وعدّله.`)
};

export const apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}، مطلوب: ابدأ من المثال وعدّله.`)
};

export const apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(اختر)`)
};

export const apidocs_col_body = /** @type {(inputs: Apidocs_Col_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحتوى`)
};

export const apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوصف`)
};

export const apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحقل`)
};

export const apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الترويسات`)
};

export const apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموضع`)
};

export const apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم`)
};

export const apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

export const apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النوع`)
};

export const apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`القيمة الافتراضية ${i?.value}`)
};

export const apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهمل`)
};

export const apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`واجهة REST API، كما يصفها ${i?.document}.`)
};

export const apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مستند OpenAPI الخاص بها`)
};

export const apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حقول ${i?.name}`)
};

export const apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توثيق API`)
};

export const apidocs_in_english = /** @type {(inputs: Apidocs_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأوصاف أدناه مأخوذة من مستند OpenAPI، وهي بالإنجليزية مثل أسماء حقوله، لتتطابق مع مكتبات العملاء المولَّدة منه.`)
};

export const apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترويسة`)
};

export const apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في المسار`)
};

export const apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في الاستعلام`)
};

export const apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعرض التطبيق مفتاحك مرة واحدة فقط، عند إنشائه أو تجديده. تحتفظ هذه الصفحة به ما دامت مفتوحة وترسله في ترويسة، وليس في عنوان URL أبدًا.`)
};

export const apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاحك لـ «جرّبه»`)
};

export const apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

export const apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنشئ مفتاحك أو جدّده في ${i?.dashboard}.`)
};

export const apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصق مفتاحك (tl_…)`)
};

export const apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل وصف API`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل وصف API…`)
};

export const apidocs_matching = /** @type {(inputs: Apidocs_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مطابق للنمط ${i?.pattern}`)
};

export const apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء.`)
};

export const apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كائن بهذه الحقول، أو ${i?.null}.`)
};

export const apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري`)
};

export const apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعاملات`)
};

export const apidocs_range_characters = /** @type {(inputs: Apidocs_Range_CharactersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("ar", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} حرف`);
	if (maxPlural === "two") return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} حرف`);
	if (maxPlural === "few") return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} أحرف`);
	if (maxPlural === "many") return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} حرفًا`);
	return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} حرف`)
	
};

export const apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوى الطلب`)
};

export const apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يكتمل الطلب`)
};

export const apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطلوب`)
};

export const apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوى الاستجابة`)
};

export const apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترويسات الاستجابة`)
};

export const apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستجابات`)
};

export const apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المخططات`)
};

export const apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال`)
};

export const apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُرسل بصيغة`)
};

export const apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقبل API مفتاحك في أيٍّ من الترويستين.`)
};

export const apidocs_separator = /** @type {(inputs: Apidocs_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، `)
};

export const apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الحالة ${i?.status}`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توثيق API`)
};

export const apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جرّبه`)
};

export const apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جرّب ${i?.verb} ${i?.path}`)
};

export const apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`النوع ${i?.type}`)
};

export const apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإصدار ${i?.version}`)
};

export const auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب غير موجود. أعد تحميل الصفحة لترى حساباتك المرتبطة كما هي الآن.`)
};

export const auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث بريدك الإلكتروني: حساب آخر يستخدم هذا العنوان بالفعل. اختر عنوانًا آخر.`)
};

export const auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني هو نفسه. أدخل عنوانًا غير عنوانك الحالي.`)
};

export const auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بريد إلكتروني غير صالح. أدخل عنوانًا مثل name@example.com.`)
};

export const auth_error_invalid_email_or_password = /** @type {(inputs: Auth_Error_Invalid_Email_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني أو كلمة المرور غير صحيحة`)
};

export const auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور غير صحيحة. تحقّق منها وحاول مرة أخرى.`)
};

export const auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرابط غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.`)
};

export const auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكنك إلغاء ربط حسابك الأخير. اربط حسابًا آخر أو عيّن كلمة مرور أولًا.`)
};

export const auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت المالك الوحيد لمؤسسة. انقل ملكيتها إلى عضو آخر أو احذفها أولًا.`)
};

export const auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُغلقت نافذة مفتاح المرور قبل أن تكتمل. حاول مرة أخرى أو استخدم طريقة أخرى.`)
};

export const auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح مفتاح المرور. حاول مرة أخرى أو استخدم طريقة أخرى.`)
};

export const auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح المرور هذا لم يعد مسجلًا هنا. أعد تحميل الصفحة لترى مفاتيح المرور الخاصة بك.`)
};

export const auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الجهاز يحمل بالفعل مفتاح مرور لحسابك. استخدمه، أو أضف مفتاح مرور على جهاز آخر.`)
};

export const auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لدى هذا الحساب كلمة مرور بالفعل. غيّرها باستخدام كلمة مرورك الحالية بدلًا من ذلك.`)
};

export const auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور هذه من أكثر كلمات المرور شيوعًا، والتي يجرّبها المهاجمون أولًا. يُرجى اختيار غيرها.`)
};

export const auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كلمة المرور طويلة جدًا. استخدم ${i?.max} حرفًا على الأكثر.`)
};

export const auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كلمة المرور قصيرة جدًا. استخدم ${i?.min} حرفًا على الأقل.`)
};

export const auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة. سجّل الدخول مجددًا لتنفيذ هذا الإجراء.`)
};

export const auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسة لم تعد حديثة. سجّل الخروج ثم سجّل الدخول مجددًا، ثم حاول مرة أخرى.`)
};

export const auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محاولات كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.`)
};

export const auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُقبل أحد المدخلات. تحقّق من الحقول وحاول مرة أخرى.`)
};

export const billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعتبارًا من ${i?.date} تُحاسَب بمبلغ ${i?.price}. إن لم تُضف وسيلة دفع حتى ذلك الحين، ينتهي الاشتراك في ${i?.date} ولا يُحتسب أي مبلغ.`)
};

export const billing_after_trial_on_file = /** @type {(inputs: Billing_After_Trial_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعتبارًا من ${i?.date} تُحاسَب بمبلغ ${i?.price} على وسيلة الدفع المحفوظة.`)
};

export const billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الخطط`)
};

export const billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API في الدقيقة لكل مساحة عمل`)
};

export const billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API في هذه الفترة`)
};

export const billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API المستخدمة في هذه الفترة`)
};

export const billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحتفظ بكل ما في ⁨${i?.plan}⁩ حتى ${i?.date}؛ بعد ذلك لا يُجدَّد الاشتراك ولن تُحاسَب مرة أخرى. يمكنك استئنافه حتى ذلك الحين.`)
};

export const billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إلغاء ⁨${i?.plan}⁩؟`)
};

export const billing_cancel_trial_body = /** @type {(inputs: Billing_Cancel_Trial_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تستمر فترتك التجريبية في ⁨${i?.plan}⁩ حتى ${i?.date}؛ ثم ينتهي الاشتراك ولا يُحتسب أي مبلغ. يمكنك استئنافه حتى ذلك الحين.`)
};

export const billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء الاشتراك`)
};

export const billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد الانتقال إلى ⁨${i?.plan}⁩ الأقل؟`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الخطة`)
};

export const billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى خطة أعلى أو أدنى أو إلى الفوترة السنوية في أي وقت: تبدأ الخطة الجديدة فورًا ويُحتسب فرق السعر بالتناسب.`)
};

export const billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ⁨${i?.current}⁩ بسعر ${i?.currentPrice} إلى ⁨${i?.target}⁩ بسعر ${i?.targetPrice}.`)
};

export const billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد التبديل إلى الفوترة الشهرية مع ⁨${i?.plan}⁩؟`)
};

export const billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد التبديل إلى الفوترة السنوية مع ⁨${i?.plan}⁩؟`)
};

export const billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد الترقية إلى ⁨${i?.plan}⁩؟`)
};

export const billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الخطة`)
};

export const billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُظهر الفواتير في «إدارة الفوترة» ما حُسب مقابل ذلك.`)
};

export const billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُسب ${i?.amount} مقابل بقية هذه الفترة.`)
};

export const billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ احتساب ${i?.amount} مقابل بقية هذه الفترة.`)
};

export const billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر التحقق من دفعتك`)
};

export const billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُعثر على عملية الدفع`)
};

export const billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد عملية دفع خاصة بك بهذا الرابط. إن كنت قد دفعت للتو، فسيظهر اشتراكك في صفحة اشتراكاتك.`)
};

export const billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدفع`)
};

export const billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اخترت ⁨${i?.plan}⁩ قبل تسجيل الدخول؛ ستُفتح صفحة مزوّد الدفع بعد ذلك.`)
};

export const billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُضيف ${i?.amount} رصيدًا عن ${i?.reason}.`)
};

export const billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجزء غير المستخدم من خطتك السابقة`)
};

export const billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة الحالية`)
};

export const billing_discount_forever = /** @type {(inputs: Billing_Discount_ForeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: خصم ${i?.off} على كل دفعة (السعر العادي ${i?.regular})`)
};

export const billing_discount_once = /** @type {(inputs: Billing_Discount_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: خصم ${i?.off} على الدفعة الأولى (السعر العادي ${i?.regular})`)
};

export const billing_discount_repeating = /** @type {(inputs: Billing_Discount_RepeatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: خصم ${i?.off} على كل دفعة حتى ${i?.date} (السعر العادي ${i?.regular})`)
};

export const billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ينتهي في ${i?.date}`)
};

export const billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينتهي بنهاية الفترة الحالية`)
};

export const billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يبقى الجميع. تنتظر الدعوات الجديدة حتى تسمح الخطة بمزيد من الأشخاص.`)
};

export const billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ البحث عن مالكي المؤسسة…`)
};

export const billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الانتقال إلى اشتراكاتك`)
};

export const billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتضمن`)
};

export const billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الإبقاء على ⁨${i?.plan}⁩`)
};

export const billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على الاشتراك`)
};

export const billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الفوترة`)
};

export const billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الاشتراك`)
};

export const billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لديك خطة بعد.`)
};

export const billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لديك اشتراكات بعد`)
};

export const billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحتسب أي مبلغ مقابل التغيير.`)
};

export const billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت على هذه الخطة`)
};

export const billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع اختيار خطة إلا مالك المؤسسة.`)
};

export const billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ فتح صفحة الدفع لـ ⁨${i?.plan}⁩…`)
};

export const billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ليس لدى ${i?.organization} خطة بعد.`)
};

export const billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ليس لدى ${i?.organization} اشتراك بعد`)
};

export const billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خطط ${i?.organization}: ما تتضمنه ومتى تتجدد.`)
};

export const billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجاوز الخطة`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل الدفع`)
};

export const billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم دفعتك ولم يُخصم منك أي مبلغ. يمكنك اختيار خطة والمحاولة مرة أخرى.`)
};

export const billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الدفع بنجاح`)
};

export const billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص، بمن فيهم الدعوات المعلّقة`)
};

export const billing_percent_off = /** @type {(inputs: Billing_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}٪`)
};

export const billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

export const billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خطة أدناه. تدفع على صفحة مزوّد الدفع الآمنة ويمكنك الإلغاء في أي وقت.`)
};

export const billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ما تتضمنه خطة ⁨${i?.plan}⁩`)
};

export const billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خططك: ما تتضمنه ومتى تتجدد.`)
};

export const billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السعر`)
};

export const billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ معالجة دفعتك`)
};

export const billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتم معالجة دفعتك. ستتحدث هذه الصفحة تلقائيًا عند الانتهاء.`)
};

export const billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تتم معالجة دفعتك لـ ⁨${i?.plan}⁩. ستتحدث هذه الصفحة تلقائيًا عند الانتهاء.`)
};

export const billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ⁨${i?.plan}⁩ الآن. يُضاف الجزء غير المستخدم من هذه الفترة${i?.until} رصيدًا في فاتورة فورًا، مخصومًا منه سعر ⁨${i?.plan}⁩ للمدة نفسها؛ وبعد ذلك تدفع ${i?.price}.`)
};

export const billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ⁨${i?.plan}⁩ الآن بفترة فوترة شهرية جديدة. يُفوتَر ${i?.amount} فورًا، مخصومًا منه رصيد عن الجزء غير المستخدم من فترتك الحالية؛ وبعد ذلك تدفع ${i?.price}.`)
};

export const billing_proration_to_yearly = /** @type {(inputs: Billing_Proration_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ⁨${i?.plan}⁩ الآن بفترة فوترة سنوية جديدة. يُفوتَر ${i?.amount} فورًا، مخصومًا منه رصيد عن الجزء غير المستخدم من فترتك الحالية؛ وبعد ذلك تدفع ${i?.price}.`)
};

export const billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ⁨${i?.plan}⁩ الآن. يُفوتَر فرق السعر لبقية هذه الفترة${i?.until} ويُخصم من بطاقتك فورًا؛ وبعد ذلك تدفع ${i?.price}.`)
};

export const billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ قراءة ما تتضمنه الخطة…`)
};

export const billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ قراءة الخطة…`)
};

export const billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تتجدد ⁨${i?.plan}⁩ كما كانت.`)
};

export const billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استئناف`)
};

export const billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استأنف الاشتراك لتغيير الخطة`)
};

export const billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم استئناف الاشتراك`)
};

export const billing_seat_count = /** @type {(inputs: Billing_Seat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مقعد واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مقعدان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} مقاعد`);
	return /** @type {LocalizedString} */ (`${i?.count} مقعدًا`)
	
};

export const billing_seats_label = /** @type {(inputs: Billing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد`)
};

export const billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الخطط`)
};

export const billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`منذ ${i?.start}`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشط`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملغى`)
};

export const billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتهٍ`)
};

export const billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متوقف مؤقتًا`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متأخر السداد`)
};

export const billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد الانتظار`)
};

export const billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسحوب`)
};

export const billing_status_trial_cancelled = /** @type {(inputs: Billing_Status_Trial_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربة ملغاة`)
};

export const billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربة`)
};

export const billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبقى ⁨${i?.plan}⁩ نشطة حتى نهاية الفترة الحالية.`)
};

export const billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبقى ⁨${i?.plan}⁩ نشطة حتى ${i?.date}.`)
};

export const billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت الآن مشترك في ⁨${i?.plan}⁩ بسعر ${i?.price}.`)
};

export const billing_subscribed_to_seats = /** @type {(inputs: Billing_Subscribed_To_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت الآن مشترك في ⁨${i?.plan}⁩ مع ${i?.seats} بسعر ${i?.price}.`)
};

export const billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشتراكك نشط.`)
};

export const billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

export const billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`التبديل إلى ⁨${i?.plan}⁩`)
};

export const billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم التبديل إلى ⁨${i?.plan}⁩`)
};

export const billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نهاية الفترة الحالية`)
};

export const billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذه الفترة: من ${i?.start} إلى ${i?.end}`)
};

export const billing_trial_cancelled_after = /** @type {(inputs: Billing_Trial_Cancelled_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ينتهي الاشتراك مع انتهاء التجربة في ${i?.date}، ولا يُحتسب أي مبلغ. يمكنك استئنافه حتى ذلك الحين.`)
};

export const billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تجربة · تنتهي في ${i?.date}`)
};

export const billing_trial_started = /** @type {(inputs: Billing_Trial_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تستمر فترتك التجريبية في ⁨${i?.plan}⁩ حتى ${i?.date}. لا يُحتسب أي مبلغ اليوم؛ واعتبارًا من ${i?.date} تُحاسَب بمبلغ ${i?.price}.`)
};

export const billing_trial_started_title = /** @type {(inputs: Billing_Trial_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدأت فترتك التجريبية`)
};

export const billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (حتى ${i?.date})`)
};

export const billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} من ${i?.allowed}`)
};

export const billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الاشتراكات`)
};

export const callback_error_cancelled = /** @type {(inputs: Callback_Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي الربط لدى مزوّد تسجيل الدخول.`)
};

export const callback_error_email_differs = /** @type {(inputs: Callback_Error_Email_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان بريد هذا الحساب يختلف عن عنوانك، وربط عناوين مختلفة غير مسموح.`)
};

export const callback_error_email_not_verified = /** @type {(inputs: Callback_Error_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتحقق مزوّد تسجيل الدخول من عنوان البريد هذا.`)
};

export const callback_error_email_taken = /** @type {(inputs: Callback_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث بريدك الإلكتروني: حساب آخر يستخدم هذا العنوان الآن.`)
};

export const callback_error_fallback = /** @type {(inputs: Callback_Error_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما في هذا الرابط. حاول مرة أخرى.`)
};

export const callback_error_incomplete = /** @type {(inputs: Callback_Error_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كان طلب الربط ناقصًا. حاول مرة أخرى.`)
};

export const callback_error_invalid_answer = /** @type {(inputs: Callback_Error_Invalid_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل مزوّد تسجيل الدخول ردًا غير صالح. حاول الربط مرة أخرى.`)
};

export const callback_error_invalid_code = /** @type {(inputs: Callback_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر التحقق من رد مزوّد تسجيل الدخول. حاول الربط مرة أخرى.`)
};

export const callback_error_link_expired = /** @type {(inputs: Callback_Error_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية رابط البريد هذا. اطلب رابطًا جديدًا أدناه.`)
};

export const callback_error_link_invalid = /** @type {(inputs: Callback_Error_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط البريد هذا غير صالح أو استُخدم من قبل. اطلب رابطًا جديدًا أدناه.`)
};

export const callback_error_linked_elsewhere = /** @type {(inputs: Callback_Error_Linked_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحساب مرتبط بالفعل بمستخدم آخر لهذا التطبيق.`)
};

export const callback_error_no_code = /** @type {(inputs: Callback_Error_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُكمل مزوّد تسجيل الدخول الربط. حاول مرة أخرى.`)
};

export const callback_error_no_email = /** @type {(inputs: Callback_Error_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يشارك مزوّد تسجيل الدخول عنوان بريد إلكتروني، لذا لا يمكن ربطه.`)
};

export const callback_error_no_user_info = /** @type {(inputs: Callback_Error_No_User_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يشارك مزوّد تسجيل الدخول ملفك الشخصي. حاول الربط مرة أخرى.`)
};

export const callback_error_not_linked = /** @type {(inputs: Callback_Error_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُربط هذا الحساب: الربط غير مسموح لهذا المزوّد أو العنوان.`)
};

export const callback_error_other_account = /** @type {(inputs: Callback_Error_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط البريد هذا يخص حسابًا آخر. سجّل الدخول بذلك الحساب لاستخدامه.`)
};

export const callback_error_provider_not_found = /** @type {(inputs: Callback_Error_Provider_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزوّد تسجيل الدخول هذا غير مُعدّ على هذا الخادم.`)
};

export const callback_error_restart = /** @type {(inputs: Callback_Error_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت محاولة الربط. ابدأها من جديد.`)
};

export const callback_error_state = /** @type {(inputs: Callback_Error_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت محاولة الربط أو بدأت في متصفح آخر. حاول مرة أخرى.`)
};

export const callback_error_unable_to_link = /** @type {(inputs: Callback_Error_Unable_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر ربط هذا الحساب. حاول لاحقًا.`)
};

export const callback_error_user_not_found = /** @type {(inputs: Callback_Error_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب الذي يخصّه رابط البريد هذا لم يعد موجودًا.`)
};

export const common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإجراءات`)
};

export const common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ غير متوقع`)
};

export const common_cancel = /** @type {(inputs: Common_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
};

export const common_close = /** @type {(inputs: Common_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إغلاق`)
};

export const common_confirm = /** @type {(inputs: Common_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد`)
};

export const common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متابعة`)
};

export const common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم النسخ`)
};

export const common_delete = /** @type {(inputs: Common_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

export const common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم`)
};

export const common_email_placeholder = /** @type {(inputs: Common_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name@example.com`)
};

export const common_error = /** @type {(inputs: Common_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ`)
};

export const common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.count} دقيقة`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`دقيقة واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`دقيقتين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} دقائق`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} دقيقة`);
	return /** @type {LocalizedString} */ (`${i?.count} دقيقة`)
	
};

export const common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الإزالة`)
};

export const common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو`)
};

export const common_remove = /** @type {(inputs: Common_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة`)
};

export const common_save = /** @type {(inputs: Common_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ`)
};

export const common_scrolls_sideways = /** @type {(inputs: Common_Scrolls_SidewaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}، يمكن تمريره أفقيًا`)
};

export const common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.count} ثانية`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ثانية واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`ثانيتين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} ثوانٍ`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} ثانية`);
	return /** @type {LocalizedString} */ (`${i?.count} ثانية`)
	
};

export const common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاول مرة أخرى`)
};

export const common_type_to_confirm = /** @type {(inputs: Common_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اكتب ${i?.email} للتأكيد`)
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

export const dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة حسابك`)
};

export const dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عضو منذ ${i?.date}`)
};

export const dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير موثّق`)
};

export const dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعدادات المؤسسة`)
};

export const dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسات`)
};

export const dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخصية`)
};

export const dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت وحدك تعمل هنا. تتيح المؤسسة للأشخاص العمل معًا.`)
};

export const dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت مسجّل الدخول باسم ${i?.email}.`)
};

export const dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

export const dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موثّق`)
};

export const dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا`)
};

export const dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا، ${i?.name}`)
};

export const dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساحة العمل`)
};

export const dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتشارك خطتها ومفتاح API الخاص بها مع أعضائها.`)
};

export const dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك`)
};

export const error_account_billing_not_closed = /** @type {(inputs: Error_Account_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إلغاء اشتراكاتك لدى مزوّد الدفع، لذا لم يُحذف الحساب. يُرجى المحاولة مرة أخرى.`)
};

export const error_admin_already_admin = /** @type {(inputs: Error_Admin_Already_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحساب مشرف بالفعل.`)
};

export const error_admin_already_verified = /** @type {(inputs: Error_Admin_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا العنوان مؤكَّد بالفعل.`)
};

export const error_admin_ban_admin = /** @type {(inputs: Error_Admin_Ban_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسحب دور المشرف قبل حظر هذا الحساب.`)
};

export const error_admin_confirmation_mismatch = /** @type {(inputs: Error_Admin_Confirmation_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب عنوان الحساب للتأكيد.`)
};

export const error_admin_event_not_replayable = /** @type {(inputs: Error_Admin_Event_Not_ReplayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حالة هذا الحدث ${i?.state}: لا يُعاد تشغيل إلا الأحداث الفاشلة أو المتجاهَلة.`)
};

export const error_admin_impersonate_admin = /** @type {(inputs: Error_Admin_Impersonate_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن انتحال صفة المشرفين.`)
};

export const error_admin_listed = /** @type {(inputs: Error_Admin_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يذكر ADMIN_EMAILS هذا العنوان: أزله من هناك، وإلا سيصبح مشرفًا مجددًا عند تسجيل دخوله التالي.`)
};

export const error_admin_no_account = /** @type {(inputs: Error_Admin_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب بهذا المعرّف.`)
};

export const error_admin_no_customer = /** @type {(inputs: Error_Admin_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد مستخدم أو مؤسسة كهذه.`)
};

export const error_admin_no_event = /** @type {(inputs: Error_Admin_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حدث كهذا في صندوق الوارد.`)
};

export const error_admin_no_reconciliation = /** @type {(inputs: Error_Admin_No_ReconciliationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد مطابقة كهذه.`)
};

export const error_admin_not_admin = /** @type {(inputs: Error_Admin_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحساب ليس مشرفًا.`)
};

export const error_admin_not_banned = /** @type {(inputs: Error_Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحساب غير محظور.`)
};

export const error_admin_own_account = /** @type {(inputs: Error_Admin_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم إعداداتك الخاصة لحسابك.`)
};

export const error_admin_unban_first = /** @type {(inputs: Error_Admin_Unban_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ارفع الحظر عن هذا الحساب قبل جعله مشرفًا.`)
};

export const error_body_incomplete = /** @type {(inputs: Error_Body_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُستلم محتوى الطلب كاملًا.`)
};

export const error_body_too_large = /** @type {(inputs: Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محتوى الطلب أكبر مما يقبله هذا الاستدعاء (${i?.size} كيلوبايت).`)
};

export const error_form_failed = /** @type {(inputs: Error_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح ذلك. يُرجى المحاولة مرة أخرى.`)
};

export const error_impersonation_refused = /** @type {(inputs: Error_Impersonation_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن لمشرف يتصرف باسم هذا المستخدم تغيير طريقة تسجيل دخول الحساب.`)
};

export const error_limit_attempts = /** @type {(inputs: Error_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محاولات كثيرة جدًا.`)
};

export const error_limit_links_to_address = /** @type {(inputs: Error_Limit_Links_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسلت روابط تسجيل دخول كثيرة جدًا إلى هذا العنوان.`)
};

export const error_limit_mails_to_address = /** @type {(inputs: Error_Limit_Mails_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسلت رسائل بريد إلكتروني كثيرة جدًا إلى هذا العنوان.`)
};

export const error_limit_network = /** @type {(inputs: Error_Limit_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محاولات كثيرة جدًا من شبكتك.`)
};

export const error_limit_sign_in_attempts = /** @type {(inputs: Error_Limit_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محاولات تسجيل دخول كثيرة جدًا لهذا العنوان.`)
};

export const error_limit_try_again = /** @type {(inputs: Error_Limit_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حاول مرة أخرى بعد ${i?.wait}.`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعمل هذا الرابط: فقد استُخدم من قبل، أو انتهت صلاحيته، أو أنه غير مكتمل. إن كان شخص آخر في حسابك، فسجّل الدخول وأنهِ جلساتك الأخرى من الإعدادات ← الجلسات.`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الشخص ليس عضوًا في هذه المؤسسة.`)
};

export const error_no_account_for_address = /** @type {(inputs: Error_No_Account_For_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستخدم أي حساب هذا العنوان، والحسابات الجديدة بدعوة فقط. اطلب من أحد أعضاء مؤسستك دعوتك.`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد دالة خادم كهذه.`)
};

export const error_org_already_invited = /** @type {(inputs: Error_Org_Already_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} مدعوّ بالفعل. أعد إرسال الدعوة من قائمة الدعوات المعلّقة إن ضاعت.`)
};

export const error_org_already_member = /** @type {(inputs: Error_Org_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت عضو في هذه المؤسسة بالفعل.`)
};

export const error_org_already_member_address = /** @type {(inputs: Error_Org_Already_Member_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} عضو في هذه المؤسسة بالفعل.`)
};

export const error_org_billing_not_closed = /** @type {(inputs: Error_Org_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إلغاء اشتراكات المؤسسة لدى مزوّد الدفع، لذا لم تُحذف. يُرجى المحاولة مرة أخرى.`)
};

export const error_org_invitation_accepted = /** @type {(inputs: Error_Org_Invitation_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قُبلت هذه الدعوة بالفعل.`)
};

export const error_org_invitation_canceled = /** @type {(inputs: Error_Org_Invitation_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغيت هذه الدعوة بالفعل.`)
};

export const error_org_invitation_rejected = /** @type {(inputs: Error_Org_Invitation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفضت هذه الدعوة بالفعل.`)
};

export const error_org_no_place_invitation = /** @type {(inputs: Error_Org_No_Place_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد في هذه المؤسسة مكان لدعوة أخرى.`)
};

export const error_org_no_place_member = /** @type {(inputs: Error_Org_No_Place_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد في هذه المؤسسة مكان لعضو آخر.`)
};

export const error_org_no_seat_to_accept = /** @type {(inputs: Error_Org_No_Seat_To_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد في هذه المؤسسة مقعد لعضو آخر. اطلب من أحد مالكي المؤسسة إضافة مقعد، ثم اقبل الدعوة مرة أخرى.`)
};

export const error_org_not_a_member = /** @type {(inputs: Error_Org_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المستخدم ليس عضوًا في المؤسسة`)
};

export const error_org_not_allowed_to_remove = /** @type {(inputs: Error_Org_Not_Allowed_To_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يُسمح لك بحذف هذا العضو`)
};

export const error_org_only_owner = /** @type {(inputs: Error_Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت المالك الوحيد لـ ${i?.organizations}. انقل ملكيتها إلى عضو آخر أو احذفها أولًا.`)
};

export const error_org_owner_removes_owner = /** @type {(inputs: Error_Org_Owner_Removes_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع إزالة مالكٍ إلا مالك.`)
};

export const error_org_owner_revokes_owner_invitation = /** @type {(inputs: Error_Org_Owner_Revokes_Owner_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع إلغاء دعوةٍ ليكون المدعوّ مالكًا إلا مالك.`)
};

export const error_org_plan_ask_owner = /** @type {(inputs: Error_Org_Plan_Ask_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب من أحد مالكي المؤسسة تغيير خطتها، ثم اقبل الدعوة مرة أخرى.`)
};

export const error_org_plan_owner_changes = /** @type {(inputs: Error_Org_Plan_Owner_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستطيع المالك تغيير الخطة من صفحة الفوترة الخاصة بالمؤسسة.`)
};

export const error_org_seats_taken_ask_owner = /** @type {(inputs: Error_Org_Seats_Taken_Ask_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جميع مقاعد هذه المؤسسة مشغولة (${i?.used} من ${i?.bought}). لا يستطيع إضافة المقاعد إلا مالك: اطلب من أحد المالكين إضافة مقعد، ثم ادعُ مرة أخرى.`)
};

export const error_org_seats_taken_ask_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Ask_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جميع مقاعد هذه المؤسسة مشغولة. لا يستطيع إضافة المقاعد إلا مالك: اطلب من أحد المالكين إضافة مقعد، ثم ادعُ مرة أخرى.`)
};

export const error_org_seats_taken_owner = /** @type {(inputs: Error_Org_Seats_Taken_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جميع مقاعد هذه المؤسسة مشغولة (${i?.used} من ${i?.bought}). أضف مقعدًا لدعوة شخص آخر.`)
};

export const error_org_seats_taken_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جميع مقاعد هذه المؤسسة مشغولة. أضف مقعدًا لدعوة شخص آخر.`)
};

export const error_org_slug_taken = /** @type {(inputs: Error_Org_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاسم المختصر مستخدم. اختر اسمًا آخر.`)
};

export const error_passkey_limit = /** @type {(inputs: Error_Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لديك ${i?.count} من مفاتيح المرور، وهو أقصى عدد يمكن أن يحمله الحساب. احذف واحدًا لإضافة آخر.`)
};

export const error_passkey_not_verified = /** @type {(inputs: Error_Passkey_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتحقّق مفتاح المرور من أنك أنت (برمز PIN أو ببصمة الإصبع أو بالوجه). حاول مرة أخرى.`)
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

export const error_sign_in_first = /** @type {(inputs: Error_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عليك تسجيل الدخول للقيام بذلك.`)
};

export const error_too_many_attempts = /** @type {(inputs: Error_Too_Many_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محاولات كثيرة جدًا. حاول مرة أخرى بعد ${i?.wait}.`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يسلّم المؤسسة إلا مالك.`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر عضوًا آخر لتسليمه المؤسسة.`)
};

export const invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قبول الدعوة`)
};

export const invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت عضو في ${i?.organization} بالفعل`)
};

export const invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد ما تقبله: يمكنك العمل فيها الآن.`)
};

export const invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفض`)
};

export const invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم رفض الدعوة`)
};

export const invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتغير شيء في حسابك. لم تعد الدعوة تعمل.`)
};

export const invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي`)
};

export const invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاول مرة أخرى بعد قليل.`)
};

export const invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر فتح الدعوة`)
};

export const invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى لوحة التحكم`)
};

export const invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعمل الدعوات مرة واحدة ولمدة محدودة. اطلب ممن دعاك أن يرسل دعوة جديدة.`)
};

export const invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية هذه الدعوة أو استُخدمت من قبل`)
};

export const invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تمت دعوتك إلى مؤسسة على ${i?.appName}.`)
};

export const invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} للانضمام إلى ${i?.organization} بصفة ${i?.role}.`)
};

export const invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.inviter} للانضمام إلى ${i?.organization} على ${i?.appName}.`)
};

export const invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الانضمام إلى ${i?.organization}`)
};

export const invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم القبول`)
};

export const invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الرفض`)
};

export const invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فتح ${i?.name}`)
};

export const invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح إعداداتك`)
};

export const invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ فتح الدعوة…`)
};

export const invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بالعنوان الذي أُرسلت إليه الدعوة، وستعود إلى هنا لقبولها أو رفضها. جديد على ${i?.appName}؟ الرابط نفسه ينشئ حسابك.`)
};

export const invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج واستخدام عنوان آخر`)
};

export const invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

export const invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت مسجّل الدخول باسم ${i?.email}.`)
};

export const invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع الرد على الدعوة إلا من أثبت أنه يقرأ صندوق البريد المدعو. أكّد عنوانك في إعداداتك، ثم افتح الدعوة مرة أخرى.`)
};

export const invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد عنوان بريدك الإلكتروني أولًا`)
};

export const invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا بك في ${i?.organization}`)
};

export const invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنها مساحة عملك النشطة؛ انضممت بصفة ${i?.role}.`)
};

export const invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الدعوة لعنوان آخر. سجّل الدخول بالعنوان الذي أُرسلت إليه.`)
};

export const invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الدعوة لعنوان آخر`)
};

export const invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك دعوة`)
};

export const invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعوتك`)
};

export const keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توثيق API`)
};

export const keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.calls} طلب`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`طلب واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`طلبان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.calls} طلبات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.calls} طلبًا`);
	return /** @type {LocalizedString} */ (`${i?.calls} طلب`)
	
};

export const keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API يوميًا خلال آخر 30 يومًا: تنتقل مفاتيح الأسهم من يوم إلى آخر`)
};

export const keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الطلبات`)
};

export const keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ المفتاح`)
};

export const keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انسخه الآن`)
};

export const keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لن يُعرض هذا المفتاح مرة أخرى. احفظه في مكان آمن، مثل مدير كلمات المرور أو الإعدادات السرية لخدمتك.`)
};

export const keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} من ${i?.max} في خطة ⁨${i?.plan}⁩.`)
};

export const keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء مفتاح API`)
};

export const keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء مفتاح API`)
};

export const keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احرص على حفظ مفتاح API الآن، فلن تراه مرة أخرى!`)
};

export const keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء مفتاح API`)
};

export const keys_default_name_organization = /** @type {(inputs: Keys_Default_Name_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API للمؤسسة`)
};

export const keys_default_name_user = /** @type {(inputs: Keys_Default_Name_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API شخصي`)
};

export const keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الكامل الخاص بك`)
};

export const keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

export const keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح API`)
};

export const keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الإنشاء`)
};

export const keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينتهي`)
};

export const keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المفتاح`)
};

export const keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر استخدام`)
};

export const keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقفل`)
};

export const keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الخاص بك`)
};

export const keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الجديد الخاص بك`)
};

export const keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أبدًا`)
};

export const keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا ينتهي أبدًا`)
};

export const keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلًا اسم الخدمة التي ستستخدمه`)
};

export const keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم المفتاح الجديد`)
};

export const keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ليس لديك مفتاح API بعد. أنشئ مفتاحًا لاستدعاء REST API من نصوصك البرمجية وخدماتك: أرسله بالصيغة ${i?.header}. يُعرض المفتاح مرة واحدة، بعد إنشائه مباشرة.`)
};

export const keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مفتاح ${i?.organization} لواجهة REST API: الطلبات المرسلة به تعمل باسم المؤسسة.`)
};

export const keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مفاتيح ${i?.organization} لواجهة REST API: الطلبات المرسلة بها تعمل باسم المؤسسة.`)
};

export const keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لدى المؤسسة مفتاح API بعد.`)
};

export const keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لديك مفاتيح أكثر مما تسمح به خطة ⁨${i?.plan}⁩: تبقى تعمل، ولا يمكن إنشاء مفتاح جديد حتى يصبح عددها أقل من ${i?.max}.`)
};

export const keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذه الفترة: ${i?.used} من ${i?.included} مشمولة، حتى ${i?.day}.`)
};

export const keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} زيادة: ${i?.amount} في الفاتورة القادمة.`)
};

export const keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاحك الشخصي لواجهة REST API.`)
};

export const keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيحك الشخصية لواجهة REST API.`)
};

export const keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توقف مفتاحك السابق عن العمل.`)
};

export const keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء من جديد`)
};

export const keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحل مفتاح جديد محل المفتاح الحالي. يتوقف المفتاح الحالي عن العمل فورًا: كل ما يزال يستخدمه سيتلقى ردود 401 حتى تزوّده بالمفتاح الجديد.`)
};

export const keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء مفتاح API جديد`)
};

export const keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنشاء ${i?.name} من جديد`)
};

export const keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد إنشاء مفتاح API جديد؟`)
};

export const keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احرص على حفظ مفتاح API الجديد الآن، فلن تراه مرة أخرى!`)
};

export const keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء مفتاح API جديد`)
};

export const keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء المفتاح`)
};

export const keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتوقف المفتاح عن العمل فورًا: كل ما يزال يستخدمه سيتلقى ردود 401. لا يمكن التراجع عن ذلك.`)
};

export const keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إلغاء مفتاح API`)
};

export const keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء ${i?.name}`)
};

export const keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إلغاء ${i?.name}؟`)
};

export const keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء مفتاح API`)
};

export const keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسله بالصيغة ${i?.bearer} أو في الترويسة ${i?.header}.`)
};

export const keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (مختصر)`)
};

export const keys_status_active = /** @type {(inputs: Keys_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشط`)
};

export const keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطّل`)
};

export const keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتهي الصلاحية`)
};

export const keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا المفتاح`)
};

export const keys_usage_days_utc = /** @type {(inputs: Keys_Usage_Days_UtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُحتسب كل يوم بتوقيت UTC: من ${i?.time} إلى ${i?.time} بتوقيتك.`)
};

export const keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعذّر تحميل استخدامك لـ API: ${i?.reason}`)
};

export const keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API خلال آخر 30 يومًا`)
};

export const keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل استخدامك لـ API…`)
};

export const keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد طلبات API خلال آخر 30 يومًا.`)
};

export const keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} خلال آخر 30 يومًا.`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات ومفاتيح API والفوترة`)
};

export const landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظام الألوان`)
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

export const landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلقائي`)
};

export const landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`داكن`)
};

export const landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاتح`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة`)
};

export const link_error_failed = /** @type {(inputs: Link_Error_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل تسجيل الدخول بهذا الرابط. اطلب رابطًا جديدًا أدناه.`)
};

export const link_error_invalid = /** @type {(inputs: Link_Error_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط تسجيل الدخول هذا غير صالح أو مستخدم من قبل أو منتهي الصلاحية. اطلب رابطًا جديدًا أدناه.`)
};

export const link_error_no_account = /** @type {(inputs: Link_Error_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب لهذا العنوان، والحسابات الجديدة بدعوة فقط.`)
};

export const link_error_no_linked_account = /** @type {(inputs: Link_Error_No_Linked_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب مرتبط بحساب المزوّد هذا. سجّل الدخول بالبريد الإلكتروني، ثم اربطه من إعداداتك.`)
};

export const link_error_signed_out_everywhere = /** @type {(inputs: Link_Error_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج من كل جلسات حسابك. سجّل الدخول مجددًا برابط بريد جديد، ثم غيّر كلمة المرور إن كانت لديك وتحقّق من حساباتك المرتبطة.`)
};

export const link_error_too_many = /** @type {(inputs: Link_Error_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`محاولات تسجيل دخول كثيرة جدًا من شبكتك. افتح الرابط مرة أخرى ${i?.wait}، أو اطلب رابطًا جديدًا أدناه إن انتهت صلاحيته حينها.`)
};

export const link_error_wait_few_minutes = /** @type {(inputs: Link_Error_Wait_Few_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بعد بضع دقائق`)
};

export const link_error_wait_in = /** @type {(inputs: Link_Error_Wait_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بعد ${i?.wait}`)
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

export const login_toggle_password_visibility = /** @type {(inputs: Login_Toggle_Password_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إظهار كلمة المرور أو إخفاؤها`)
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

export const meta_description = /** @type {(inputs: Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName}: الحسابات ومفاتيح API الشخصية والاشتراكات في مكان واحد.`)
};

export const notme_failed = /** @type {(inputs: Notme_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح ذلك`)
};

export const notme_heading = /** @type {(inputs: Notme_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أمّن حسابك في ${i?.appName}`)
};

export const notme_intro = /** @type {(inputs: Notme_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم تقم بما يصفه التنبيه، فسجّل الخروج من كل جلسات حسابك الآن. سيُسجَّل خروج أي شخص موجود فيه أيضًا، وتسجّل أنت الدخول من جديد عبر البريد الإلكتروني.`)
};

export const notme_link_failed = /** @type {(inputs: Notme_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعمل هذا الرابط`)
};

export const notme_link_failed_text = /** @type {(inputs: Notme_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُخدم من قبل أو انتهت صلاحيته أو أنه غير مكتمل. إذا كان شخص آخر في حسابك، فسجّل الدخول ثم سجّل الخروج من جلساتك الأخرى في الإعدادات ← الجلسات.`)
};

export const notme_was_it_you = /** @type {(inputs: Notme_Was_It_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل كنت أنت في النهاية؟ أغلق هذه الصفحة: لن يحدث شيء ما لم تضغط على الزر.`)
};

export const org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API`)
};

export const org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة`)
};

export const org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بصفتك مالكًا، يمكنك الاشتراك والإلغاء والاستئناف وفتح بوابة الفوترة.`)
};

export const org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الاشتراك الذي يُشترى بينما ${i?.organization} هي مساحة العمل النشطة يعود إلى المؤسسة، لا إلى الشخص الذي اشتراه.`)
};

export const org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرى كل عضو خطة المؤسسة في صفحة الاشتراكات.`)
};

export const org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الخطة`)
};

export const org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يستطيع إدارة فوترة المؤسسة إلا مالكوها.`)
};

export const org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الخطة`)
};

export const org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`دورك هو مالك.`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`دورك هو مشرف.`);
	return /** @type {LocalizedString} */ (`دورك هو عضو.`)
	
};

export const org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء مؤسسة`)
};

export const org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء مؤسسة`)
};

export const org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المؤسسة`)
};

export const org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} هي مساحة عملك النشطة. ادعُ الأشخاص للعمل فيها معك.`)
};

export const org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منطقة الخطر`)
};

export const org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف المؤسسة`)
};

export const org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُحذف ${i?.organization} للجميع: تنتهي اشتراكاتها لدى مزوّد الدفع، ويتوقف مفتاح API الخاص بها عن العمل، وتُزال أعضاؤها وفرقها ودعواتها.`)
};

export const org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.organization}؟`)
};

export const org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف المؤسسة…`)
};

export const org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينهي اشتراكاتها، ويلغي مفتاح API الخاص بها، ويزيل أعضاءها وفرقها ودعواتها. لا يمكن التراجع عن ذلك.`)
};

export const org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف المؤسسة`)
};

export const org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اكتب ${i?.organization} للتأكيد`)
};

export const org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف المؤسسة`)
};

export const org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُذفت ${i?.organization} وكل ما فيها. أنت في مساحة عملك الشخصية.`)
};

export const org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
};

export const org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريد إلكتروني`)
};

export const org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عام`)
};

export const org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف تظهر المؤسسة لأعضائها وفي الدعوات.`)
};

export const org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقل الملكية`)
};

export const org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقل الملكية في صفحة الأعضاء`)
};

export const org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يصبح ${i?.name} مالكًا، مع الفوترة وصلاحية حذف المؤسسة. وتصبح أنت مشرفًا. لا يستطيع إعادتك مالكًا إلا مالك.`)
};

export const org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نقل ${i?.organization} إلى ${i?.name}؟`)
};

export const org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة رسائل الدعوة`)
};

export const org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة التي يقرأ بها المدعوون دعوتهم.`)
};

export const org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير محددة: لغة الشخص الذي يرسل الدعوة`)
};

export const org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء الدعوة`)
};

export const org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد الرابط المرسل إلى ${i?.email} يعمل.`)
};

export const org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إرسال الدعوة`)
};

export const org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد إرسال الدعوة`)
};

export const org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا إلى ${i?.email} رابطًا جديدًا.`)
};

export const org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا إلى ${i?.email} دعوة للانضمام بصفة ${i?.role}.`)
};

export const org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدعوات`)
};

export const org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يتلقى المدعوون رسالة فيها رابط للانضمام إلى ${i?.organization}؛ يعمل مرة واحدة ولعنوانهم فقط.`)
};

export const org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يدعو المالكون والمشرفون الأشخاص ويرون الدعوات المعلّقة.`)
};

export const org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادعُ شخصًا`)
};

export const org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على العضو`)
};

export const org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغادرة المؤسسة`)
};

export const org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفقد فورًا الوصول إلى أعضائها وفرقها وخطتها ومفتاح API الخاص بها. للعودة، يجب أن يدعوك أحدهم مرة أخرى.`)
};

export const org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مغادرة ${i?.organization}؟`)
};

export const org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغادرة المؤسسة…`)
};

export const org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يبقى حسابك؛ تنتهي عضويتك فقط.`)
};

export const org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغادرة المؤسسة`)
};

export const org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غادرت المؤسسة`)
};

export const org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عدت إلى مساحة عملك الشخصية.`)
};

export const org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط صورة الشعار`)
};

export const org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جعله مالكًا`)
};

export const org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جعله مالكًا: ${i?.name}`)
};

export const org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا فريق`)
};

export const org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إزالة العضو`)
};

export const org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد لدى ${i?.name} وصول إلى ${i?.organization}`)
};

export const org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الفرق: ${i?.teams}`)
};

export const org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأعضاء`)
};

export const org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`شخص واحد في ${i?.organization}`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`شخصان في ${i?.organization}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} أشخاص في ${i?.organization}`);
	return /** @type {LocalizedString} */ (`${i?.count} شخصًا في ${i?.organization}`)
	
};

export const org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الانضمام إلى ${i?.organization} بصفة ${i?.role}`)
};

export const org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فتح الدعوة إلى ${i?.organization}`)
};

export const org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعوات لك`)
};

export const org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح إحداها لقبولها أو رفضها.`)
};

export const org_name = /** @type {(inputs: Org_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم`)
};

export const org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد دعوات بانتظار الرد.`)
};

export const org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعملوا معًا في مؤسسة`)
};

export const org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت تعمل في مساحة عملك الشخصية.`)
};

export const org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للمؤسسة أعضاؤها وأدوارها وفرقها واشتراكها ومفتاح API الخاص بها. أنشئ مؤسسة وادعُ الأشخاص عبر البريد الإلكتروني، أو اقبل دعوة أرسلها إليك أحدهم.`)
};

export const org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الإنشاء`)
};

export const org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الحذف`)
};

export const org_not_handed_over = /** @type {(inputs: Org_Not_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم النقل`)
};

export const org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الدعوة`)
};

export const org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس الآن`)
};

export const org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الإلغاء`)
};

export const org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الحفظ`)
};

export const org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الإرسال`)
};

export const org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم التبديل`)
};

export const org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت العضو الوحيد في ${i?.organization}، لذا لا يمكنك مغادرتها: احذفها أدناه بدلًا من ذلك، أو ادعُ شخصًا واجعله مالكًا أولًا.`)
};

export const org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت المالك الوحيد لـ ${i?.organization}، لذا لا يمكنك مغادرتها بعد. انقل ملكيتها أولًا («جعله مالكًا» في صفحة الأعضاء)، أو احذفها أدناه.`)
};

export const org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتح`)
};

export const org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري.`)
};

export const org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم نقل الملكية`)
};

export const org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أصبح ${i?.name} الآن مالكًا لـ ${i?.organization}؛ وأنت مشرف.`)
};

export const org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} · دعاه ${i?.inviter} · تنتهي في ${i?.expires}`)
};

export const org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدعوات المعلّقة`)
};

export const org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخصية`)
};

export const org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يبقَ مكان: يستطيع المالك تغيير الخطة في ${i?.subscriptions}.`)
};

export const org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

export const org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} من ${i?.allowed} مقاعد مشغولة في خطة ⁨${i?.plan}⁩، بما فيها الدعوات المعلّقة.`)
};

export const org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يستطيع اختيار خطة ${i?.organization} أو تغييرها إلا أحد مالكيها: اسأل ${i?.owners}.`)
};

export const org_plan_owners_none = /** @type {(inputs: Org_Plan_Owners_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يستطيع اختيار خطة ${i?.organization} أو تغييرها إلا أحد مالكيها.`)
};

export const org_remove_label = /** @type {(inputs: Org_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.name}`)
};

export const org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة العضو`)
};

export const org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يفقد ${i?.name} فورًا الوصول إلى ${i?.organization} وفرقها وخطتها ومفتاح API الخاص بها. يمكنك دعوته مرة أخرى لاحقًا.`)
};

export const org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.name}؟`)
};

export const org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة الإرسال`)
};

export const org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة إرسال الدعوة إلى ${i?.email}`)
};

export const org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
};

export const org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء الدعوة إلى ${i?.email}`)
};

export const org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدور`)
};

export const org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشرف`)
};

export const org_role_changed = /** @type {(inputs: Org_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير الدور`)
};

export const org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} الآن بصفة ${i?.role}.`)
};

export const org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عضو`)
};

export const org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم تغيير الدور`)
};

export const org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دور ${i?.name}`)
};

export const org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالك`)
};

export const org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`مالك`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`مشرف`);
	return /** @type {LocalizedString} */ (`عضو`)
	
};

export const org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ المؤسسة`)
};

export const org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حفظ المؤسسة`)
};

export const org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث اسمها واسمها المختصر وشعارها.`)
};

export const org_seat_add_amount = /** @type {(inputs: Org_Seat_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل المقاعد مشغولة (${i?.used} من ${i?.bought}). يكلّف المقعد الإضافي ${i?.price}؛ وعن باقي هذه الفترة، حتى ${i?.date}، يُحتسب الآن نحو ${i?.amount}. ثم تُرسل الدعوة.`)
};

export const org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مقعد والدعوة`)
};

export const org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل المقاعد مشغولة (${i?.used} من ${i?.bought}). يكلّف المقعد الإضافي ${i?.price}؛ ويُحتسب باقي هذه الفترة الآن بالتناسب. ثم تُرسل الدعوة.`)
};

export const org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مقعد؟`)
};

export const org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم إضافة المقعد`)
};

export const org_seats_add_amount = /** @type {(inputs: Org_Seats_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يكلّف كل مقعد ${i?.price}؛ وعن باقي هذه الفترة، حتى ${i?.date}، يُحتسب الآن نحو ${i?.amount}.`)
};

export const org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يكلّف كل مقعد ${i?.price}؛ ويُحتسب باقي هذه الفترة الآن بالتناسب.`)
};

export const org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`إضافة مقعد واحد؟`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`إضافة مقعدين؟`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`إضافة ${i?.count} مقاعد؟`);
	return /** @type {LocalizedString} */ (`إضافة ${i?.count} مقعدًا؟`)
	
};

export const org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد المشتراة`)
};

export const org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("ar", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة مقعدًا واحدًا. ${i?.maximum} على الأكثر.`);
	if (usedPlural === "two") return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة مقعدين. ${i?.maximum} على الأكثر.`);
	if (usedPlural === "few") return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة ${i?.used} مقاعد. ${i?.maximum} على الأكثر.`);
	return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة ${i?.used} مقعدًا. ${i?.maximum} على الأكثر.`)
	
};

export const org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير المقاعد`)
};

export const org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`التغيير إلى مقعد واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`التغيير إلى مقعدين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`التغيير إلى ${i?.count} مقاعد`);
	return /** @type {LocalizedString} */ (`التغيير إلى ${i?.count} مقعدًا`)
	
};

export const org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير المقاعد`)
};

export const org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد المُزالة، عن باقي هذه الفترة`)
};

export const org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`الإبقاء على مقعد واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`الإبقاء على مقعدين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`الإبقاء على ${i?.count} مقاعد`);
	return /** @type {LocalizedString} */ (`الإبقاء على ${i?.count} مقعدًا`)
	
};

export const org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المقاعد: ${i?.used} / ${i?.bought}`)
};

export const org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(الأعضاء والدعوات المعلّقة؛ إزالة عضو تحرّر مقعدًا)`)
};

export const org_seats_none_left = /** @type {(inputs: Org_Seats_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل المقاعد مشغولة: يضيف المالك مقعدًا عند إرسال الدعوة التالية.`)
};

export const org_seats_not_changed = /** @type {(inputs: Org_Seats_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم تغيير المقاعد`)
};

export const org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`الآن مقعد واحد.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`الآن مقعدان.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`الآن ${i?.count} مقاعد.`);
	return /** @type {LocalizedString} */ (`الآن ${i?.count} مقعدًا.`)
	
};

export const org_seats_remove_amount = /** @type {(inputs: Org_Seats_Remove_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عن الجزء غير المستخدم من هذه الفترة، حتى ${i?.date}، يُردّ الآن نحو ${i?.amount} عن المقاعد المُزالة.`)
};

export const org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُردّ الآن الجزء غير المستخدم من هذه الفترة عن المقاعد المُزالة، بالتناسب.`)
};

export const org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`إزالة مقعد واحد؟`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`إزالة مقعدين؟`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`إزالة ${i?.count} مقاعد؟`);
	return /** @type {LocalizedString} */ (`إزالة ${i?.count} مقعدًا؟`)
	
};

export const org_seats_taken = /** @type {(inputs: Org_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} من ${i?.bought} مقاعد مشغولة، بما فيها الدعوات المعلّقة.`)
};

export const org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها مقعد واحد.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها مقعدان.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها ${i?.count} مقاعد.`);
	return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها ${i?.count} مقعدًا.`)
	
};

export const org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال الدعوة`)
};

export const org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعدادات المؤسسة`)
};

export const org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم المختصر`)
};

export const org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحرف لاتينية صغيرة وأرقام وشرطات؛ فريد.`)
};

export const org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحرف لاتينية صغيرة وأرقام وشرطات؛ فريد. مقترح من الاسم.`)
};

export const org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البقاء`)
};

export const org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما زلت عضوًا`)
};

export const org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقال`)
};

export const org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الانتقال إلى ${i?.name}`)
};

export const org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفرق`)
};

export const org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسة`)
};

export const org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشطة`)
};

export const org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مساحة العمل: ${i?.name}`)
};

export const org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تبديل مساحة العمل`)
};

export const org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت تعمل الآن في ${i?.name}`)
};

export const org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساحات العمل`)
};

export const org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت`)
};

export const org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دورك: ${i?.role}`)
};

export const org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مؤسساتك`)
};

export const org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى إحداها لرؤية إعداداتها. يمكنك أيضًا التبديل من قائمة مساحات العمل في الأعلى.`)
};

export const page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما`)
};

export const page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الذهاب إلى الصفحة الرئيسية`)
};

export const page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة التي تبحث عنها غير موجودة`)
};

export const page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة غير موجودة`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مفتاح مرور`)
};

export const passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إضافة مفتاح المرور.`)
};

export const passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف سابقًا`)
};

export const passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُضيف ${i?.date}`)
};

export const passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكنك الآن تسجيل الدخول باستخدام «${i?.name}».`)
};

export const passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف مفتاح المرور`)
};

export const passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف مفتاح المرور`)
};

export const passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.name}`)
};

export const passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لن يتمكن «${i?.name}» من تسجيل الدخول إلى حسابك بعد الآن. احذفه من الجهاز أيضًا، من إعدادات كلمات المرور أو مفاتيح المرور فيه.`)
};

export const passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد حذف مفتاح المرور؟`)
};

export const passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد بإمكانه تسجيل الدخول إلى حسابك.`)
};

export const passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف مفتاح المرور`)
};

export const passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول ببصمة جهازك أو وجهك أو رمز PIN بدلًا من رابط بالبريد.`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخر استخدام ${i?.date}`)
};

export const passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يحمل الحساب ${i?.limit} مفاتيح مرور على الأكثر.`)
};

export const passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل مفاتيح المرور…`)
};

export const passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لتميّز بين مفاتيح المرور، مثل اسم الجهاز الذي يحمله.`)
};

export const passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم مفتاح المرور`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد مفاتيح مرور بعد.`)
};

export const passkey_not_added_title = /** @type {(inputs: Passkey_Not_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُضف مفتاح المرور`)
};

export const passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحذف مفتاح المرور`)
};

export const passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُغيَّر تسمية مفتاح المرور`)
};

export const passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُستخدم لتسجيل الدخول بعد`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تسمية ${i?.name}`)
};

export const passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية مفتاح المرور`)
};

export const passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظ الاسم الجديد.`)
};

export const passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيدت تسمية مفتاح المرور`)
};

export const passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأمانك، سجّل الخروج ثم سجّل الدخول مجددًا، ثم أضف مفتاح المرور.`)
};

export const passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متزامن`)
};

export const passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح المرور`)
};

export const passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعمل مفاتيح المرور فقط على ${i?.rpId}، في متصفح يدعمها.`)
};

export const passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن استخدام مفاتيح المرور ما دام التطبيق يُقدَّم على عنوان IP: ترفضها المتصفحات هناك.`)
};

export const passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح مرور بلا اسم`)
};

export const passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن استخدام مفاتيح المرور على هذا العنوان. افتح التطبيق على عنوانه المعتاد لاستخدامها.`)
};

export const password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
};

export const password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير كلمة المرور`)
};

export const password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة مرورك وتسجيل الخروج من جلساتك الأخرى.`)
};

export const password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة مرورك.`)
};

export const password_changed_title = /** @type {(inputs: Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة المرور`)
};

export const password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الحالية`)
};

export const password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بعنوان بريدك الإلكتروني وكلمة المرور هذه، أو برابط تسجيل الدخول.`)
};

export const password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجّل الدخول بروابط تصلك بالبريد. عيّن كلمة مرور لتسجّل الدخول بدونها.`)
};

export const password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط إعادة التعيين`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة المرور`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل نسيت كلمة المرور؟`)
};

export const password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الانتقال إلى تسجيل الدخول`)
};

export const password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.min} إلى ${i?.max} حرفًا.`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

export const password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الجديدة`)
};

export const password_not_changed_title = /** @type {(inputs: Password_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتغير كلمة المرور`)
};

export const password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُعيَّن كلمة المرور`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم تسجيل دخولك`)
};

export const password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد كتابة كلمة المرور الجديدة`)
};

export const password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عُيّنت كلمة مرورك الجديدة وسُجّل الخروج من كل الجلسات. سجّل الدخول مجددًا بكلمة مرورك الجديدة.`)
};

export const password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
};

export const password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط إعادة تعيين كلمة المرور هذا غير صالح أو مستخدم أو منتهي الصلاحية. سجّل الدخول واطلب رابطًا جديدًا من الإعدادات.`)
};

export const password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح هذا الرابط`)
};

export const password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتغير كلمة المرور`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسَل رابط إعادة التعيين`)
};

export const password_reset_not_sent_title = /** @type {(inputs: Password_Reset_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسل رابط إعادة التعيين`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كان هناك حساب بكلمة مرور يستخدم هذا العنوان، فإن رابطًا لاختيار كلمة مرور جديدة في طريقه إليك. يعمل مرة واحدة وتنتهي صلاحيته خلال ساعة.`)
};

export const password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحقّق من ${i?.email} للعثور على رابط لاختيار كلمة مرور جديدة.`)
};

export const password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسل رابط إعادة التعيين`)
};

export const password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة المرور الجديدة`)
};

export const password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة مرور`)
};

export const password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك الآن تسجيل الدخول بعنوان بريدك الإلكتروني وكلمة المرور.`)
};

export const password_set_title = /** @type {(inputs: Password_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تعيين كلمة المرور`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بكلمة المرور`)
};

export const password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من الجلسات الأخرى`)
};

export const password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

export const plan_feature_priority_support = /** @type {(inputs: Plan_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدعم ذو الأولوية`)
};

export const plan_feature_sentence = /** @type {(inputs: Plan_Feature_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ميزة «${i?.feature}» غير متاحة في خطة ⁨${i?.plan}⁩.`)
};

export const plan_feature_sentence_having = /** @type {(inputs: Plan_Feature_Sentence_HavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ميزة «${i?.feature}» غير متاحة في خطة ⁨${i?.plan}⁩؛ وتتضمّنها خطة ⁨${i?.having}⁩.`)
};

export const plan_feature_usage_history = /** @type {(inputs: Plan_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل الاستخدام`)
};

export const plan_keys_full_organization = /** @type {(inputs: Plan_Keys_Full_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لدى هذه المؤسسة ${i?.keys}، وهو أقصى ما تسمح به خطتها. ${i?.sentence} ألغِ مفتاحًا أو غيّر الخطة لإضافة مفتاح آخر.`)
};

export const plan_keys_full_user = /** @type {(inputs: Plan_Keys_Full_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لديك ${i?.keys}، وهو أقصى ما تسمح به خطتك. ${i?.sentence} ألغِ مفتاحًا أو غيّر الخطة لإضافة مفتاح آخر.`)
};

export const plan_limit_api_calls_included = /** @type {(inputs: Plan_Limit_Api_Calls_IncludedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`طلب API واحد في الشهر`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`طلبَي API في الشهر`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} طلبات API في الشهر`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} طلبًا إلى API في الشهر`);
	return /** @type {LocalizedString} */ (`${i?.shown} طلب API في الشهر`)
	
};

export const plan_limit_api_calls_per_minute = /** @type {(inputs: Plan_Limit_Api_Calls_Per_MinuteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`طلب API واحد في الدقيقة لكل مساحة عمل`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`طلبَي API في الدقيقة لكل مساحة عمل`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} طلبات API في الدقيقة لكل مساحة عمل`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} طلبًا إلى API في الدقيقة لكل مساحة عمل`);
	return /** @type {LocalizedString} */ (`${i?.shown} طلب API في الدقيقة لكل مساحة عمل`)
	
};

export const plan_limit_api_keys = /** @type {(inputs: Plan_Limit_Api_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مفتاح API واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مفتاحَي API`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} مفاتيح API`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} مفتاحًا لـ API`);
	return /** @type {LocalizedString} */ (`${i?.shown} مفتاح API`)
	
};

export const plan_limit_members = /** @type {(inputs: Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`شخص واحد في المؤسسة، بما في ذلك الدعوات المعلّقة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`شخصين في المؤسسة، بما في ذلك الدعوات المعلّقة`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} أشخاص في المؤسسة، بما في ذلك الدعوات المعلّقة`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} شخصًا في المؤسسة، بما في ذلك الدعوات المعلّقة`);
	return /** @type {LocalizedString} */ (`${i?.shown} شخص في المؤسسة، بما في ذلك الدعوات المعلّقة`)
	
};

export const plan_limit_sentence = /** @type {(inputs: Plan_Limit_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسمح خطة ⁨${i?.plan}⁩ بما يصل إلى ${i?.limit}.`)
};

export const plan_limit_sentence_more = /** @type {(inputs: Plan_Limit_Sentence_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسمح خطة ⁨${i?.plan}⁩ بما يصل إلى ${i?.limit}؛ وتسمح خطة ⁨${i?.better}⁩ بما يصل إلى ${i?.count}.`)
};

export const pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} لكل مقعد`)
};

export const pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح API`)
};

export const pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API المشمولة شهريًا`)
};

export const pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قارن بين الخطط`)
};

export const pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة الحالية`)
};

export const pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري: حروف أو أرقام أو شرطات أو شرطات سفلية. يُتحقق منه قبل انتقالك إلى صفحة الدفع.`)
};

export const pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز الخصم`)
};

export const pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعم ذو أولوية`)
};

export const pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجل الاستخدام`)
};

export const pricing_for_organizations = /** @type {(inputs: Pricing_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لمؤسسة تدفع ثمن مقاعد أعضائها. انتقل إلى مؤسسة أو أنشئ واحدة من قائمة مساحة العمل لاختيار ⁨${i?.plan}⁩.`)
};

export const pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجانًا`)
};

export const pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشمول`)
};

export const pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مشمول`)
};

export const pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص في المؤسسة`)
};

export const pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / شهريًا`)
};

export const pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / سنويًا`)
};

export const pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطط`)
};

export const pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السعر`)
};

export const pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لمنتج قيد التشغيل الفعلي.`)
};

export const pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما في Starter`)
};

export const pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro بدفعة واحدة سنويًا: شهران مجانًا.`)
};

export const pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شهران مجانًا`)
};

export const pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما في Pro`)
};

export const pricing_scroll_hint = /** @type {(inputs: Pricing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسحب الجدول أفقيًا لرؤية كل الخطط.`)
};

export const pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المقاعد المشتراة (من ${i?.min} إلى ${i?.max})`)
};

export const pricing_seats_description = /** @type {(inputs: Pricing_Seats_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minimum} على الأقل، ومقعد لكل عضو ولكل دعوة معلّقة (حاليًا ${i?.people}).`)
};

export const pricing_seats_label = /** @type {(inputs: Pricing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد`)
};

export const pricing_seats_total = /** @type {(inputs: Pricing_Seats_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مقعد واحد × ${i?.each} = ${i?.total}`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مقعدان × ${i?.each} = ${i?.total}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} مقاعد × ${i?.each} = ${i?.total}`);
	return /** @type {LocalizedString} */ (`${i?.shown} مقعدًا × ${i?.each} = ${i?.total}`)
	
};

export const pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لشخص واحد يبدأ للتو.`)
};

export const pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 مفاتيح API`)
};

export const pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`600 طلب API في الدقيقة`)
};

export const pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعم عبر البريد الإلكتروني`)
};

export const pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشترك`)
};

export const pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الاشتراك في ⁨${i?.plan}⁩`)
};

export const pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لمؤسسة: ادفع مقابل المقاعد التي تستخدمها.`)
};

export const pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف مقاعد في أي وقت`)
};

export const pricing_team_feature_pro = /** @type {(inputs: Pricing_Team_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما في Pro`)
};

export const pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} لكل مقعد شهريًا، والحد الأدنى للمقاعد: ${i?.min}`)
};

export const pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (i?.interval === "day" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية ليوم واحد`);
	if (i?.interval === "day" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية ليومين`);
	if (i?.interval === "day" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أيام`);
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} يومًا`);
	if (i?.interval === "week" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية لأسبوع واحد`);
	if (i?.interval === "week" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية لأسبوعين`);
	if (i?.interval === "week" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أسابيع`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أسبوعًا`);
	if (i?.interval === "month" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية لشهر واحد`);
	if (i?.interval === "month" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية لشهرين`);
	if (i?.interval === "month" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أشهر`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} شهرًا`);
	if (i?.interval === "year" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية لسنة واحدة`);
	if (i?.interval === "year" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية لسنتين`);
	if (i?.interval === "year" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} سنوات`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} سنة`);
	return /** @type {LocalizedString} */ (`تجربة مجانية: ${i?.count} × ${i?.interval}`)
	
};

export const pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.trial}: لا يُحتسب أي مبلغ حتى تنتهي.`)
};

export const pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تحصل عليه`)
};

export const settings_billing_organization = /** @type {(inputs: Settings_Billing_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} هي مساحة العمل النشطة: هذه خطتها، ويتشاركها أعضاؤها.`)
};

export const settings_billing_personal = /** @type {(inputs: Settings_Billing_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطتك. الخطط وطريقة الدفع والفواتير في صفحة الاشتراكات.`)
};

export const settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يزيل حسابك وجلساته وحساباته المرتبطة ومفتاح API. لا يمكن التراجع عن ذلك.`)
};

export const settings_delete_dialog_title = /** @type {(inputs: Settings_Delete_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد حذف حسابك؟`)
};

export const settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف حسابك وكل ما فيه.`)
};

export const settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الحساب`)
};

export const settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سيُزال حسابك ${i?.email} وجلساته وحساباته المرتبطة ومفتاح API نهائيًا. اختر طريقة تأكيد هويتك.`)
};

export const settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط الحذف`)
};

export const settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا رابط الحذف إلى ${i?.email}.`)
};

export const settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق من بريدك الوارد`)
};

export const settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نرسل رابطًا إلى ${i?.email}؛ ويُحذف الحساب عند فتحه.`)
};

export const settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحذف`)
};

export const settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذف الآن`)
};

export const settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`احذف فورًا: يعمل خلال ${i?.wait} من تسجيل الدخول.`)
};

export const settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذف فورًا، بتأكيد من هذه الجلسة.`)
};

export const settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الحسابات معطّل على هذا الخادم. تواصل مع الدعم لإغلاق حسابك.`)
};

export const settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الحساب…`)
};

export const settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرورك`)
};

export const settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُلغى خططك ${i?.plans} و${i?.last} لدى مزوّد الدفع مع حذف الحساب: تنتهي فورًا، لا في نهاية الفترة التي دفعت عنها، ولن يُحصَّل أي مبلغ آخر.`)
};

export const settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُلغى خطتك ⁨${i?.plan}⁩ لدى مزوّد الدفع مع حذف الحساب: تنتهي فورًا، لا في نهاية الفترة التي دفعت عنها، ولن يُحصَّل أي مبلغ آخر.`)
};

export const settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي خطتك المدفوعة أيضًا`)
};

export const settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سجّل الخروج ثم سجّل الدخول مجددًا، ثم احذف خلال ${i?.wait}.`)
};

export const settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الحساب`)
};

export const settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحذف باستخدام كلمة المرور`)
};

export const settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير البريد الإلكتروني`)
};

export const settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير عنوان البريد الإلكتروني معطّل على هذا الخادم.`)
};

export const settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عنوانك الآن ${i?.newEmail}. تحقّق من ${i?.newEmail} للعثور على رابط التوثيق.`)
};

export const settings_email_changed_title = /** @type {(inputs: Settings_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير عنوان البريد الإلكتروني`)
};

export const settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحقّق من ${i?.currentEmail} لتأكيد التغيير إلى ${i?.newEmail}.`)
};

export const settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد التغيير`)
};

export const settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوانك غير موثَّق، لذا يتغير فورًا؛ ثم نطلب من العنوان الجديد تأكيد نفسه.`)
};

export const settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنراسل عنوانك الحالي لتأكيد التغيير.`)
};

export const settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني الجديد`)
};

export const settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتغير البريد الإلكتروني`)
};

export const settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُرسل رسالة التوثيق`)
};

export const settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير موثَّق`)
};

export const settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال رسالة التوثيق`)
};

export const settings_email_title = /** @type {(inputs: Settings_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني`)
};

export const settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحقّق من ${i?.email} للعثور على رابط التأكيد.`)
};

export const settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسلت رسالة التوثيق`)
};

export const settings_email_verified = /** @type {(inputs: Settings_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موثَّق`)
};

export const settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملفك الشخصي وحساباتك المرتبطة وجلساتك وتفاصيل مفتاح API واستخدامه واشتراكاتك ومؤسساتك ونشاطك. دون أي أسرار: لا كلمات مرور ولا رموز ولا مفاتيح.`)
};

export const settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخة من كل ما يحتفظ به هذا التطبيق عنك، في ملف JSON واحد.`)
};

export const settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملف JSON واحد في مجلد التنزيلات.`)
};

export const settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تنزيل بياناتك`)
};

export const settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل بياناتي`)
};

export const settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تصدير بياناتك. حاول مرة أخرى.`)
};

export const settings_export_not_done_title = /** @type {(inputs: Settings_Export_Not_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُنزَّل`)
};

export const settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بياناتك`)
};

export const settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّف الحساب`)
};

export const settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإجراءات`)
};

export const settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الطرق التي يمكنك تسجيل الدخول بها إلى جانب الرابط بالبريد، الذي لا يحتاج إلى حساب مرتبط.`)
};

export const settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ربط ${i?.provider}`)
};

export const settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ربط حساب آخر`)
};

export const settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الربط`)
};

export const settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل حساباتك المرتبطة…`)
};

export const settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد مزوّدو تسجيل دخول مهيَّؤون على هذا الخادم.`)
};

export const settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء`)
};

export const settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد حسابات مرتبطة: تسجّل الدخول بروابط تصلك بالبريد.`)
};

export const settings_linked_not_linked_title = /** @type {(inputs: Settings_Linked_Not_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُربط`)
};

export const settings_linked_not_unlinked_title = /** @type {(inputs: Settings_Linked_Not_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُلغَ الربط`)
};

export const settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

export const settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المزوّد`)
};

export const settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصلاحيات`)
};

export const settings_linked_title = /** @type {(inputs: Settings_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات المرتبطة`)
};

export const settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الربط`)
};

export const settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء ربط ${i?.provider}`)
};

export const settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد ${i?.provider} مرتبطًا.`)
};

export const settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُلغي ربط الحساب`)
};

export const settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر تحديث`)
};

export const settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط`)
};

export const settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واجهة API`)
};

export const settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة`)
};

export const settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منطقة الخطر`)
};

export const settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات المرتبطة`)
};

export const settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف الشخصي`)
};

export const settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأمان`)
};

export const settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسات`)
};

export const settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IP ${i?.ip}`)
};

export const settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الحاسوب`)
};

export const settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان غير معروف`)
};

export const settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح ذلك`)
};

export const settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف تظهر في التطبيق.`)
};

export const settings_profile_image_label = /** @type {(inputs: Settings_Profile_Image_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط صورة الملف الشخصي`)
};

export const settings_profile_image_placeholder = /** @type {(inputs: Settings_Profile_Image_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://example.com/me.png`)
};

export const settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم`)
};

export const settings_profile_not_saved_title = /** @type {(inputs: Settings_Profile_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحفظ الملف الشخصي`)
};

export const settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ الملف الشخصي`)
};

export const settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث اسمك وصورتك.`)
};

export const settings_profile_saved_title = /** @type {(inputs: Settings_Profile_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حفظ الملف الشخصي`)
};

export const settings_profile_title = /** @type {(inputs: Settings_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملف الشخصي`)
};

export const settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة التطبيق ورسائله، والمنطقة الزمنية التي تظهر بها التواريخ والأوقات.`)
};

export const settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة والمنطقة الزمنية`)
};

export const settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من كل الجلسات، بما فيها هذه.`)
};

export const settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من كل مكان`)
};

export const settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأماكن التي سُجّل فيها الدخول إلى حسابك.`)
};

export const settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.network} · سُجّل الدخول ${i?.signedIn} · آخر نشاط ${i?.lastActive}`)
};

export const settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.os}`)
};

export const settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} على ${i?.os} (هذا الجهاز)`)
};

export const settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل جلساتك…`)
};

export const settings_sessions_not_revoked_title = /** @type {(inputs: Settings_Sessions_Not_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُنهَ الجلسة`)
};

export const settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل الخروج`)
};

export const settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من كل الجلسات الأخرى.`)
};

export const settings_sessions_others_done_title = /** @type {(inputs: Settings_Sessions_Others_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من الأماكن الأخرى`)
};

export const settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنهاء`)
};

export const settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنهاء ${i?.browser} على ${i?.os}، من ${i?.network}`)
};

export const settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من ذلك الجهاز.`)
};

export const settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنهيت الجلسة`)
};

export const settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان`)
};

export const settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من الجلسات الأخرى`)
};

export const settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الجهاز`)
};

export const settings_sessions_title = /** @type {(inputs: Settings_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسات`)
};

export const settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`منطقة هذا المتصفح (${i?.zone})`)
};

export const settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المنطقة الزمنية`)
};

export const settings_time_zone_not_saved_title = /** @type {(inputs: Settings_Time_Zone_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُحفظ المنطقة الزمنية`)
};

export const settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تظهر التواريخ والأوقات الآن حسب ${i?.zone}.`)
};

export const settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حفظ المنطقة الزمنية`)
};

export const settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإعدادات`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.initials}، قائمة الحساب`)
};

export const shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة الإدارة`)
};

export const shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ`)
};

export const shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرئيسية`)
};

export const shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة التحكم`)
};

export const shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسة`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإعدادات`)
};

export const shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

export const shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التنقل`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج`)
};

export const shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تخطَّ إلى المحتوى`)
};

export const team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة`)
};

export const team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إضافة عضو إلى ${i?.team}`)
};

export const team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر عضوًا`)
};

export const team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء فريق`)
};

export const team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الفريق`)
};

export const team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} جاهز للأعضاء.`)
};

export const team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف الفريق`)
};

export const team_delete_label = /** @type {(inputs: Team_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.team}`)
};

export const team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُزال الفريق؛ ويبقى أعضاؤه في ${i?.organization} بأدوارهم.`)
};

export const team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.team}؟`)
};

export const team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الفريق`)
};

export const team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُذف ${i?.team}؛ ويبقى أعضاؤه في المؤسسة.`)
};

export const team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجموعات من الأعضاء داخل المؤسسة.`)
};

export const team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبقاء على الفريق`)
};

export const team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف إلى الفريق`)
};

export const team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} الآن في ${i?.team}`)
};

export const team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزيل من الفريق`)
};

export const team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تحديث ${i?.team}.`)
};

export const team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم الفريق`)
};

export const team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم الفريق الجديد`)
};

export const team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد أعضاء بعد.`)
};

export const team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد فرق بعد.`)
};

export const team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستطيع مالكو المؤسسة ومشرفوها إنشاءها.`)
};

export const team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سمِّ فريقًا في الأعلى لتجميع الأعضاء.`)
};

export const team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الإضافة`)
};

export const team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم إنشاء الفريق`)
};

export const team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم حذف الفريق`)
};

export const team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم إعادة التسمية`)
};

export const team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.name} من ${i?.team}`)
};

export const team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية`)
};

export const team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تسمية ${i?.team}`)
};

export const team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تسمية الفريق`)
};

export const team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أصبح اسم ${i?.team} الآن ${i?.name}`)
};

export const team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ الاسم`)
};

export const tfa_app_code_help = /** @type {(inputs: Tfa_App_Code_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرمز المكوّن من 6 أرقام الذي يعرضه التطبيق لـ ${i?.appName}.`)
};

export const tfa_app_code_label = /** @type {(inputs: Tfa_App_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرمز من التطبيق`)
};

export const tfa_authentication_code = /** @type {(inputs: Tfa_Authentication_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز المصادقة`)
};

export const tfa_backup_code = /** @type {(inputs: Tfa_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز احتياطي`)
};

export const tfa_backup_codes = /** @type {(inputs: Tfa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرموز الاحتياطية`)
};

export const tfa_cannot_scan = /** @type {(inputs: Tfa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكنك مسحه؟ أدخل هذا المفتاح في التطبيق:`)
};

export const tfa_code_not_checked = /** @type {(inputs: Tfa_Code_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر التحقق من الرمز.`)
};

export const tfa_continue_setup = /** @type {(inputs: Tfa_Continue_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متابعة الإعداد`)
};

export const tfa_copy_codes = /** @type {(inputs: Tfa_Copy_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ الرموز`)
};

export const tfa_copy_key = /** @type {(inputs: Tfa_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ المفتاح`)
};

export const tfa_description = /** @type {(inputs: Tfa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطوة ثانية عند تسجيل الدخول بكلمة مرور أو برابط: رمز من 6 أرقام من تطبيق مصادقة على هاتفك. مفاتيح المرور لا تحتاج إلى رمز.`)
};

export const tfa_download = /** @type {(inputs: Tfa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنزيل`)
};

export const tfa_either_code_label = /** @type {(inputs: Tfa_Either_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز من تطبيق المصادقة أو رمز احتياطي`)
};

export const tfa_error_code_used = /** @type {(inputs: Tfa_Error_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُخدم هذا الرمز من قبل. أدخل الرمز التالي الذي يعرضه تطبيق المصادقة.`)
};

export const tfa_error_invalid_backup_code = /** @type {(inputs: Tfa_Error_Invalid_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرمز الاحتياطي غير صحيح، أو استُخدم من قبل.`)
};

export const tfa_error_invalid_code = /** @type {(inputs: Tfa_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرمز غير صحيح. أدخل الرمز الذي يعرضه تطبيق المصادقة الآن.`)
};

export const tfa_error_not_on = /** @type {(inputs: Tfa_Error_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية غير مفعّلة.`)
};

export const tfa_error_on_already = /** @type {(inputs: Tfa_Error_On_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية مفعّلة بالفعل.`)
};

export const tfa_error_set_up_first = /** @type {(inputs: Tfa_Error_Set_Up_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعدّ المصادقة الثنائية أولًا.`)
};

export const tfa_error_sign_in_expired = /** @type {(inputs: Tfa_Error_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية تسجيل الدخول هذا. سجّل الدخول مرة أخرى.`)
};

export const tfa_error_too_many_for_account = /** @type {(inputs: Tfa_Error_Too_Many_For_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رموز خاطئة كثيرة جدًا لهذا الحساب.`)
};

export const tfa_error_too_many_for_sign_in = /** @type {(inputs: Tfa_Error_Too_Many_For_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رموز خاطئة كثيرة جدًا لتسجيل الدخول هذا. سجّل الدخول مرة أخرى.`)
};

export const tfa_error_too_many_tried = /** @type {(inputs: Tfa_Error_Too_Many_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جُرّبت رموز كثيرة جدًا.`)
};

export const tfa_file_account = /** @type {(inputs: Tfa_File_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الحساب: ${i?.email}`)
};

export const tfa_file_created = /** @type {(inputs: Tfa_File_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تاريخ الإنشاء: ${i?.date}`)
};

export const tfa_file_stop = /** @type {(inputs: Tfa_File_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء رموز جديدة أو إيقاف المصادقة الثنائية يجعل هذه الرموز تتوقف عن العمل.`)
};

export const tfa_file_title = /** @type {(inputs: Tfa_File_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرموز الاحتياطية لـ ${i?.appName}`)
};

export const tfa_file_use = /** @type {(inputs: Tfa_File_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل رمز يسجّل دخولك مرة واحدة عندما لا تستطيع استخدام تطبيق المصادقة.`)
};

export const tfa_fresh_generate_codes = /** @type {(inputs: Tfa_Fresh_Generate_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأمانك، سجّل الخروج ثم سجّل الدخول مرة أخرى، ثم أنشئ رموزًا احتياطية جديدة.`)
};

export const tfa_fresh_set_up = /** @type {(inputs: Tfa_Fresh_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأمانك، سجّل الخروج ثم سجّل الدخول مرة أخرى، ثم أعدّ المصادقة الثنائية.`)
};

export const tfa_fresh_turn_off = /** @type {(inputs: Tfa_Fresh_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأمانك، سجّل الخروج ثم سجّل الدخول مرة أخرى، ثم أوقف المصادقة الثنائية.`)
};

export const tfa_generate_new_codes = /** @type {(inputs: Tfa_Generate_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء رموز احتياطية جديدة`)
};

export const tfa_generate_new_codes_action = /** @type {(inputs: Tfa_Generate_New_Codes_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء رموز جديدة`)
};

export const tfa_key_details = /** @type {(inputs: Tfa_Key_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مبني على الوقت، 6 أرقام، للحساب ${i?.email}.`)
};

export const tfa_loading = /** @type {(inputs: Tfa_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل المصادقة الثنائية`)
};

export const tfa_new_codes_text = /** @type {(inputs: Tfa_New_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عشرة رموز جديدة تحلّ محل رموزك الحالية: تتوقف الرموز القديمة عن العمل فورًا، سواء استُخدمت أم لا. تُعرض الرموز الجديدة مرة واحدة.`)
};

export const tfa_no_key = /** @type {(inputs: Tfa_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسل الخادم مفتاحًا للتطبيق.`)
};

export const tfa_no_new_codes = /** @type {(inputs: Tfa_No_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُنشأ رموز جديدة`)
};

export const tfa_not_on_yet = /** @type {(inputs: Tfa_Not_On_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية غير مفعّلة بعد`)
};

export const tfa_not_set_up = /** @type {(inputs: Tfa_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُعدّ المصادقة الثنائية`)
};

export const tfa_not_signed_in_yet = /** @type {(inputs: Tfa_Not_Signed_In_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تسجّل الدخول بعد`)
};

export const tfa_off = /** @type {(inputs: Tfa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية متوقفة.`)
};

export const tfa_old_codes_stopped = /** @type {(inputs: Tfa_Old_Codes_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توقفت رموزك الاحتياطية القديمة عن العمل.`)
};

export const tfa_on = /** @type {(inputs: Tfa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفعّلة`)
};

export const tfa_on_now = /** @type {(inputs: Tfa_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية مفعّلة. تسجيل الدخول بكلمة مرور أو برابط يطلب الآن رمزًا من تطبيقك.`)
};

export const tfa_on_text = /** @type {(inputs: Tfa_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول يطلب رمزًا من تطبيق المصادقة.`)
};

export const tfa_password_intro = /** @type {(inputs: Tfa_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ستحتاج إلى تطبيق مصادقة على هاتفك، مثل 1Password أو Google Authenticator أو Microsoft Authenticator أو Aegis. أولًا، أكّد أنك أنت.`)
};

export const tfa_preparing_key = /** @type {(inputs: Tfa_Preparing_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تجهيز المفتاح لتطبيقك`)
};

export const tfa_problem_backup_code = /** @type {(inputs: Tfa_Problem_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل رمزًا احتياطيًا كما أُعطي لك، مثل AbCd1-2EfGh.`)
};

export const tfa_problem_either_code = /** @type {(inputs: Tfa_Problem_Either_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل رمزًا من تطبيق المصادقة أو أحد رموزك الاحتياطية.`)
};

export const tfa_problem_totp_code = /** @type {(inputs: Tfa_Problem_Totp_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أدخل الرمز المكوّن من ${i?.digits} أرقام من تطبيق المصادقة.`)
};

export const tfa_qr_alt = /** @type {(inputs: Tfa_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز QR يضيف ${i?.appName} (${i?.email}) إلى تطبيق مصادقة. يحمل مفتاح الإعداد المكتوب بجانبه.`)
};

export const tfa_qr_drawing = /** @type {(inputs: Tfa_Qr_DrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ رسم رمز QR`)
};

export const tfa_qr_failed = /** @type {(inputs: Tfa_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر رسم رمز QR. أدخل المفتاح أدناه في تطبيقك بدلًا من ذلك.`)
};

export const tfa_save_codes = /** @type {(inputs: Tfa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احفظ هذه الرموز الاحتياطية`)
};

export const tfa_save_codes_text = /** @type {(inputs: Tfa_Save_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل رمز يسجّل دخولك مرة واحدة إذا لم تستطع استخدام تطبيق المصادقة، كأن تفقد هاتفك. احفظها في مكان آمن، مثل مدير كلمات المرور: لن تُعرض مرة أخرى.`)
};

export const tfa_scan = /** @type {(inputs: Tfa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`امسح رمز QR هذا بتطبيق مصادقة على هاتفك، مثل 1Password أو Google Authenticator أو Microsoft Authenticator أو Aegis.`)
};

export const tfa_set_up = /** @type {(inputs: Tfa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعداد المصادقة الثنائية`)
};

export const tfa_setup_key = /** @type {(inputs: Tfa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح الإعداد`)
};

export const tfa_sign_in_again = /** @type {(inputs: Tfa_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول مرة أخرى`)
};

export const tfa_sign_in_app_intro = /** @type {(inputs: Tfa_Sign_In_App_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`افتح تطبيق المصادقة وأدخل الرمز الذي يعرضه لـ ${i?.appName}.`)
};

export const tfa_sign_in_backup_intro = /** @type {(inputs: Tfa_Sign_In_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل أحد الرموز الاحتياطية التي حفظتها عند إعداد المصادقة الثنائية. يعمل كل رمز مرة واحدة.`)
};

export const tfa_sign_in_ended = /** @type {(inputs: Tfa_Sign_In_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهى تسجيل الدخول هذا`)
};

export const tfa_something_went_wrong = /** @type {(inputs: Tfa_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ ما. حاول مرة أخرى.`)
};

export const tfa_still_on = /** @type {(inputs: Tfa_Still_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية لا تزال مفعّلة`)
};

export const tfa_stop_setup = /** @type {(inputs: Tfa_Stop_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف الإعداد`)
};

export const tfa_stop_text = /** @type {(inputs: Tfa_Stop_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبقى المصادقة الثنائية متوقفة. إذا كنت قد أضفت المفتاح إلى تطبيقك، فاحذفه من هناك: الإعداد من جديد يُنشئ مفتاحًا جديدًا.`)
};

export const tfa_stop_title = /** @type {(inputs: Tfa_Stop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف إعداد المصادقة الثنائية؟`)
};

export const tfa_title = /** @type {(inputs: Tfa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية`)
};

export const tfa_trust_device = /** @type {(inputs: Tfa_Trust_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوثوق بهذا الجهاز لمدة 30 يومًا`)
};

export const tfa_trust_device_help = /** @type {(inputs: Tfa_Trust_Device_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لن يُطلب منه رمز مرة أخرى. اتركه غير محدد على جهاز كمبيوتر مشترك.`)
};

export const tfa_turn_off = /** @type {(inputs: Tfa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف`)
};

export const tfa_turn_off_button = /** @type {(inputs: Tfa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف المصادقة الثنائية…`)
};

export const tfa_turn_off_text = /** @type {(inputs: Tfa_Turn_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سيطلب تسجيل الدخول كلمة المرور أو رابطًا فقط من جديد. تتوقف رموزك الاحتياطية عن العمل، ويُنسى كل متصفح وثقت به.`)
};

export const tfa_turn_off_title = /** @type {(inputs: Tfa_Turn_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف المصادقة الثنائية؟`)
};

export const tfa_turn_on = /** @type {(inputs: Tfa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفعيل`)
};

export const tfa_turned_off_text = /** @type {(inputs: Tfa_Turned_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد تسجيل الدخول يطلب رمزًا.`)
};

export const tfa_turned_off_title = /** @type {(inputs: Tfa_Turned_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادقة الثنائية متوقفة`)
};

export const tfa_use_app = /** @type {(inputs: Tfa_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم تطبيق المصادقة بدلًا من ذلك`)
};

export const tfa_use_backup_code = /** @type {(inputs: Tfa_Use_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم رمزًا احتياطيًا بدلًا من ذلك`)
};

export const tfa_verify = /** @type {(inputs: Tfa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق`)
};

export const validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`استخدم ${i?.max} حرفًا على الأكثر`)
};

export const validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يتجاوز عنوان البريد الإلكتروني ${i?.max} حرفًا، منها ${i?.local} قبل @`)
};

export const validation_enter_a_name = /** @type {(inputs: Validation_Enter_A_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا`)
};

export const validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة مرورك الحالية`)
};

export const validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني`)
};

export const validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا للمفتاح`)
};

export const validation_enter_new_email = /** @type {(inputs: Validation_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان البريد الإلكتروني الجديد`)
};

export const validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا لمفتاح المرور`)
};

export const validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة مرورك`)
};

export const validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا مختصرًا`)
};

export const validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمك`)
};

export const validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوانًا يبدأ بـ https://‎ أو اترك الحقل فارغًا`)
};

export const validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور طويلة جدًا`)
};

export const validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور قصيرة جدًا`)
};

export const validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمتا المرور غير متطابقتين`)
};

export const validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم الحروف والأرقام والمسافات وعلامات الترقيم فقط`)
};

export const validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات، تبدأ وتنتهي بحرف أو رقم`)
};

export const welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا بك في ${i?.appName}`)
};

export const welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسمك كما يحيّيك به التطبيق وكما يراه من تعمل معهم. يمكنك تغييره لاحقًا من الإعدادات.`)
};

export const welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بماذا نناديك؟`)
};

export const welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحفظ اسمك`)
};

export const welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تخطَّ الآن`)
};

export const welcome_title = /** @type {(inputs: Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا`)
};