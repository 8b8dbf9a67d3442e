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
	return /** @type {LocalizedString} */ (`Konto absichern · ${i?.appName}`)
};

export const activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

export const activity_by_admin = /** @type {(inputs: Activity_By_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} von einem Administrator`)
};

export const activity_by_admin_organization = /** @type {(inputs: Activity_By_Admin_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} von einem Administrator (Organisation)`)
};

export const activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was mit Ihrem Konto geschah, das Neueste zuerst. Einträge werden für begrenzte Zeit aufbewahrt.`)
};

export const activity_device = /** @type {(inputs: Activity_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} unter ${i?.system}`)
};

export const activity_group_api_key = /** @type {(inputs: Activity_Group_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const activity_group_billing = /** @type {(inputs: Activity_Group_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung`)
};

export const activity_group_security = /** @type {(inputs: Activity_Group_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheitsänderungen`)
};

export const activity_group_sign_ins = /** @type {(inputs: Activity_Group_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen`)
};

export const activity_kind_account_deletion_requested = /** @type {(inputs: Activity_Kind_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontolöschung angefordert`)
};

export const activity_kind_all_sessions_revoked = /** @type {(inputs: Activity_Kind_All_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Sitzung abgemeldet`)
};

export const activity_kind_api_key_created = /** @type {(inputs: Activity_Kind_Api_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel erstellt`)
};

export const activity_kind_api_key_deleted = /** @type {(inputs: Activity_Kind_Api_Key_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel gelöscht`)
};

export const activity_kind_api_key_regenerated = /** @type {(inputs: Activity_Kind_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel neu erzeugt`)
};

export const activity_kind_backup_code_used = /** @type {(inputs: Activity_Kind_Backup_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Code verwendet`)
};

export const activity_kind_backup_codes_regenerated = /** @type {(inputs: Activity_Kind_Backup_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Backup-Codes erzeugt`)
};

export const activity_kind_email_change_requested = /** @type {(inputs: Activity_Kind_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderung der E-Mail-Adresse angefordert`)
};

export const activity_kind_email_changed = /** @type {(inputs: Activity_Kind_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse geändert`)
};

export const activity_kind_other_sessions_revoked = /** @type {(inputs: Activity_Kind_Other_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Sitzungen abgemeldet`)
};

export const activity_kind_passkey_added = /** @type {(inputs: Activity_Kind_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt`)
};

export const activity_kind_passkey_removed = /** @type {(inputs: Activity_Kind_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey entfernt`)
};

export const activity_kind_password_changed = /** @type {(inputs: Activity_Kind_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert`)
};

export const activity_kind_password_reset = /** @type {(inputs: Activity_Kind_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort per E-Mail-Link zurückgesetzt`)
};

export const activity_kind_password_set = /** @type {(inputs: Activity_Kind_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festgelegt`)
};

export const activity_kind_provider_linked = /** @type {(inputs: Activity_Kind_Provider_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldeanbieter verknüpft`)
};

export const activity_kind_provider_unlinked = /** @type {(inputs: Activity_Kind_Provider_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldeanbieter getrennt`)
};

export const activity_kind_session_revoked = /** @type {(inputs: Activity_Kind_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine andere Sitzung abgemeldet`)
};

export const activity_kind_sign_in = /** @type {(inputs: Activity_Kind_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet`)
};

export const activity_kind_sign_in_failed = /** @type {(inputs: Activity_Kind_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung fehlgeschlagen: falsches Passwort`)
};

export const activity_kind_sign_out = /** @type {(inputs: Activity_Kind_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgemeldet`)
};

export const activity_kind_subscription_cancelled = /** @type {(inputs: Activity_Kind_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement gekündigt`)
};

export const activity_kind_subscription_plan_changed = /** @type {(inputs: Activity_Kind_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif geändert`)
};

export const activity_kind_subscription_resumed = /** @type {(inputs: Activity_Kind_Subscription_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement fortgesetzt`)
};

export const activity_kind_subscription_started = /** @type {(inputs: Activity_Kind_Subscription_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement begonnen`)
};

export const activity_kind_two_factor_disabled = /** @type {(inputs: Activity_Kind_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung ausgeschaltet`)
};

export const activity_kind_two_factor_enabled = /** @type {(inputs: Activity_Kind_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung eingeschaltet`)
};

export const activity_kind_two_factor_failed = /** @type {(inputs: Activity_Kind_Two_Factor_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung fehlgeschlagen: falscher Zwei-Faktor-Code`)
};

export const activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Aktivität wird geladen…`)
};

export const activity_named = /** @type {(inputs: Activity_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.name}`)
};

export const activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netzwerk ${i?.network}`)
};

export const activity_network_this_computer = /** @type {(inputs: Activity_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieser Computer`)
};

export const activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Gerät aufgezeichnet`)
};

export const activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts aufgezeichnet.`)
};

export const activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von dieser Art noch nichts aufgezeichnet.`)
};

export const activity_not_me_revoked = /** @type {(inputs: Activity_Not_Me_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Sitzung abgemeldet (Link „Das war ich nicht“)`)
};

export const activity_organization = /** @type {(inputs: Activity_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (Organisation)`)
};

export const activity_plan_changed_to = /** @type {(inputs: Activity_Plan_Changed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif geändert zu ${i?.plan}`)
};

export const activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

export const activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere anzeigen`)
};

export const activity_signed_in_backup_code = /** @type {(inputs: Activity_Signed_In_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Backup-Code angemeldet`)
};

export const activity_signed_in_email_link = /** @type {(inputs: Activity_Signed_In_Email_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem E-Mail-Link angemeldet`)
};

export const activity_signed_in_passkey = /** @type {(inputs: Activity_Signed_In_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Passkey angemeldet`)
};

export const activity_signed_in_password = /** @type {(inputs: Activity_Signed_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Passwort angemeldet`)
};

export const activity_signed_in_two_factor = /** @type {(inputs: Activity_Signed_In_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Zwei-Faktor-Code angemeldet`)
};

export const activity_signed_in_with = /** @type {(inputs: Activity_Signed_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit ${i?.provider} angemeldet`)
};

export const activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität`)
};

export const activity_unknown = /** @type {(inputs: Activity_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontoaktivität`)
};

export const activity_unknown_browser = /** @type {(inputs: Activity_Unknown_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein unbekannter Browser`)
};

export const activity_unknown_device = /** @type {(inputs: Activity_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein unbekanntes Gerät`)
};

export const activity_unknown_system = /** @type {(inputs: Activity_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein unbekanntes System`)
};

export const admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

export const admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten`)
};

export const admin_accounts_load_failed = /** @type {(inputs: Admin_Accounts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Konten konnten nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.`)
};

export const admin_accounts_loading = /** @type {(inputs: Admin_Accounts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Konten werden geladen`)
};

export const admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

export const admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Abonnements`)
};

export const admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt, in einer Testphase, im Zahlungsrückstand oder zum Ende des Zeitraums endend`)
};

export const admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse oder Name`)
};

export const admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beliebig`)
};

export const admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Tarif`)
};

export const admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Zustand`)
};

export const admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Status`)
};

export const admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe pro Tag`)
};

export const admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Aufruf mit API-Schlüsseln in den letzten ${i?.days} Tagen (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} Aufrufe mit API-Schlüsseln in den letzten ${i?.days} Tagen (UTC).`)
	
};

export const admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuche`)
};

export const admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen API-Schlüssel widerrufen`)
};

export const admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts aufgezeichnet.`)
};

export const admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handeln als der Benutzer begonnen`)
};

export const admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handeln als der Benutzer beendet`)
};

export const admin_audit_load_failed = /** @type {(inputs: Admin_Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Audit-Log konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.`)
};

export const admin_audit_loading = /** @type {(inputs: Admin_Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Audit-Log wird geladen`)
};

export const admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Protokoll`)
};

export const admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgleich der Abrechnung mit Polar gestartet`)
};

export const admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle vergeben`)
};

export const admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle entzogen`)
};

export const admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen abgemeldet`)
};

export const admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt`)
};

export const admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsperrt`)
};

export const admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bestätigungs-E-Mail gesendet`)
};

export const admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Webhook-Ereignis erneut angewendet`)
};

export const admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt`)
};

export const admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

export const admin_console = /** @type {(inputs: Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Konsole`)
};

export const admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Konto`);
	return /** @type {LocalizedString} */ (`${i?.shown} Konten`)
	
};

export const admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Kunde`);
	return /** @type {LocalizedString} */ (`${i?.shown} Kunden`)
	
};

export const admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Ereignis`);
	return /** @type {LocalizedString} */ (`${i?.shown} Ereignisse`)
	
};

export const admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Abonnement`);
	return /** @type {LocalizedString} */ (`${i?.shown} Abonnements`)
	
};

export const admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

export const admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt ab`)
};

export const admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt bis`)
};

export const admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

export const admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ereignis`)
};

export const admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagene Webhooks`)
};

export const admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlen`)
};

export const admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keines`)
};

export const admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorhanden`)
};

export const admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlich`)
};

export const admin_ignored_kind = /** @type {(inputs: Admin_Ignored_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Art von Ereignis, die das Produkt nicht verwendet`)
};

export const admin_ignored_stale = /** @type {(inputs: Admin_Ignored_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Älter als der bereits gespeicherte Stand des Abonnements`)
};

export const admin_ignored_unknown_owner = /** @type {(inputs: Admin_Ignored_Unknown_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Benutzer und keine Organisation hat die ID dieses Kunden`)
};

export const admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handeln als Benutzer`)
};

export const admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Handeln als der Benutzer konnte nicht beendet werden.`)
};

export const admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beenden`)
};

export const admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.user} angemeldet, durch ${i?.admin}`)
};

export const admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingang wird geladen…`)
};

export const admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements werden geladen…`)
};

export const admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich wiederkehrender Umsatz`)
};

export const admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich wiederkehrender Umsatz nach Tarif`)
};

export const admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu den von Polar gemeldeten Preisen; ein Jahrespreis zählt als ein Zwölftel`)
};

export const admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} pro Monat aus bezahlten Abonnements, die sich verlängern; Testphasen und Abonnements, die enden, sind nicht mitgezählt.`)
};

export const admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Seite`)
};

export const admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein passendes Konto.`)
};

export const admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine aktiven Abonnements.`)
};

export const admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Ereignisse.`)
};

export const admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Abonnements.`)
};

export const admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesperrt`)
};

export const admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

export const admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis`)
};

export const admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei wem`)
};

export const admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagene Ereignisse öffnen`)
};

export const admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihenfolge`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.week} neu in 7 Tagen, ${i?.month} in 30`)
};

export const admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

export const admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page}`)
};

export const admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page} von ${i?.pages}`)
};

export const admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro Monat`)
};

export const admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

export const admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

export const admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Seite`)
};

export const admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfangen`)
};

export const admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgleichen`)
};

export const admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt alle abgleichen`)
};

export const admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Polar abgleichen`)
};

export const admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} abgleichen`)
};

export const admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liest die Abonnements erneut von Polar und korrigiert, was ein verlorener Webhook hinterlassen hat, für jeden Kunden mit einem laufenden Abonnement oder für einen Kunden über seine Zeile unten. Der Server arbeitet einen Kunden nach dem anderen ab; der Fortschritt erscheint hier.`)
};

export const admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut anwenden`)
};

export const admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ereignis konnte nicht erneut angewendet werden`)
};

export const admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die erneute Anwendung ist fehlgeschlagen`)
};

export const admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist erneut fehlgeschlagen.`)
};

export const admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} erneut anwenden`)
};

export const admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ereignis erneut angewendet`)
};

export const admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde angewendet.`)
};

export const admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es wurde ignoriert: ${i?.reason}.`)
};

export const admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft bereits`)
};

export const admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} hat diesen Abgleich gestartet; sein Fortschritt wird hier angezeigt.`)
};

export const admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die erneut zu lesenden Kunden werden gezählt…`)
};

export const admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fertig: ${i?.done} von ${i?.customers} erneut von Polar gelesen${i?.failures}.`)
};

export const admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

export const admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

export const admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.failed} fehlgeschlagen (${i?.reason})`)
};

export const admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeschlossen`)
};

export const admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterbrochen`)
};

export const admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unterbrochen nach ${i?.customers}: Der ausführende Server hat angehalten. Starten Sie den Abgleich erneut.`)
};

export const admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kein Grund angegeben`)
};

export const admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Abgleich konnte nicht gestartet werden`)
};

export const admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.customers} erneut von Polar gelesen${i?.failures}.`)
};

export const admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgleich: ${i?.whom}`)
};

export const admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft`)
};

export const admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angehalten nach ${i?.customers}: ${i?.reason}.`)
};

export const admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein unbekannter Fehler`)
};

export const admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von`)
};

export const admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunden`)
};

export const admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch wurde kein Abgleich aus der Konsole gestartet.`)
};

export const admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Abgleiche werden geladen…`)
};

export const admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortschritt`)
};

export const admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Abgleiche`)
};

export const admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestartet`)
};

export const admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen`)
};

export const admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche und Filter`)
};

export const admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen`)
};

export const admin_sign_ins_per_day = /** @type {(inputs: Admin_Sign_Ins_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen pro Tag`)
};

export const admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Anmeldung in den letzten ${i?.days} Tagen (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} Anmeldungen in den letzten ${i?.days} Tagen (UTC).`)
	
};

export const admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seit`)
};

export const admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse, A bis Z`)
};

export const admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse, Z bis A`)
};

export const admin_sort_name_asc = /** @type {(inputs: Admin_Sort_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, A bis Z`)
};

export const admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Z bis A`)
};

export const admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste zuerst`)
};

export const admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Älteste zuerst`)
};

export const admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zustand`)
};

export const admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angewendet`)
};

export const admin_state_failed = /** @type {(inputs: Admin_State_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

export const admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignoriert`)
};

export const admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehend`)
};

export const admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonniert`)
};

export const admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

export const admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

export const admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Abonnements nach Tarif`)
};

export const admin_user_actions = /** @type {(inputs: Admin_User_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

export const admin_user_actions_admin_emails = /** @type {(inputs: Admin_User_Actions_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ADMIN_EMAILS nennt diese Adresse, daher lässt sich ihre Admin-Rolle nur über die Umgebung ändern.`)
};

export const admin_user_actions_help = /** @type {(inputs: Admin_User_Actions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Aktion fragt nach der Adresse des Kontos und wird im Audit-Log festgehalten.`)
};

export const admin_user_actions_own = /** @type {(inputs: Admin_User_Actions_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist Ihr eigenes Konto: Ändern Sie es in Ihren Einstellungen.`)
};

export const admin_user_activity = /** @type {(inputs: Admin_User_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Aktivitäten`)
};

export const admin_user_activity_empty = /** @type {(inputs: Admin_User_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts aufgezeichnet.`)
};

export const admin_user_activity_from = /** @type {(inputs: Admin_User_Activity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`aus ${i?.network}`)
};

export const admin_user_activity_help = /** @type {(inputs: Admin_User_Activity_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der eigene Verlauf des Kontos.`)
};

export const admin_user_admin = /** @type {(inputs: Admin_User_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const admin_user_all_accounts = /** @type {(inputs: Admin_User_All_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Konten`)
};

export const admin_user_api_keys = /** @type {(inputs: Admin_User_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const admin_user_api_keys_empty = /** @type {(inputs: Admin_User_Api_Keys_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein API-Schlüssel.`)
};

export const admin_user_api_keys_help = /** @type {(inputs: Admin_User_Api_Keys_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der persönliche Schlüssel und die Organisationsschlüssel, die dieses Konto sieht. Nie der Schlüssel selbst.`)
};

export const admin_user_audit = /** @type {(inputs: Admin_User_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Aktionen`)
};

export const admin_user_audit_all = /** @type {(inputs: Admin_User_Audit_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das gesamte Audit-Log`)
};

export const admin_user_audit_by = /** @type {(inputs: Admin_User_Audit_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.email}, ${i?.when}`)
};

export const admin_user_audit_empty = /** @type {(inputs: Admin_User_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Admin hat an diesem Konto etwas geändert.`)
};

export const admin_user_audit_help = /** @type {(inputs: Admin_User_Audit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Admins an diesem Konto getan haben.`)
};

export const admin_user_ban = /** @type {(inputs: Admin_User_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperren`)
};

export const admin_user_ban_button = /** @type {(inputs: Admin_User_Ban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperren…`)
};

export const admin_user_ban_days = /** @type {(inputs: Admin_User_Ban_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Tag`);
	return /** @type {LocalizedString} */ (`${i?.count} Tage`)
	
};

export const admin_user_ban_explain = /** @type {(inputs: Admin_User_Ban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} wird sofort überall abgemeldet, kann sich nicht anmelden, und die API-Schlüssel funktionieren nicht mehr, bis die Sperre endet.`)
};

export const admin_user_ban_length = /** @type {(inputs: Admin_User_Ban_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dauer`)
};

export const admin_user_ban_one_year = /** @type {(inputs: Admin_User_Ban_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 Jahr`)
};

export const admin_user_ban_reason = /** @type {(inputs: Admin_User_Ban_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund der Sperre`)
};

export const admin_user_ban_reason_help = /** @type {(inputs: Admin_User_Ban_Reason_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird im Audit-Log festgehalten und beim Konto gespeichert.`)
};

export const admin_user_ban_reason_missing = /** @type {(inputs: Admin_User_Ban_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Grund für die Sperre an.`)
};

export const admin_user_ban_title = /** @type {(inputs: Admin_User_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto sperren?`)
};

export const admin_user_ban_until_lifted = /** @type {(inputs: Admin_User_Ban_Until_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis zur Aufhebung`)
};

export const admin_user_banned_done = /** @type {(inputs: Admin_User_Banned_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ist abgemeldet und kann sich nicht anmelden.`)
};

export const admin_user_banned_until = /** @type {(inputs: Admin_User_Banned_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt bis`)
};

export const admin_user_browser_on_os = /** @type {(inputs: Admin_User_Browser_On_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} unter ${i?.os}`)
};

export const admin_user_device = /** @type {(inputs: Admin_User_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerät`)
};

export const admin_user_email_link_only = /** @type {(inputs: Admin_User_Email_Link_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur E-Mail-Link`)
};

export const admin_user_grant = /** @type {(inputs: Admin_User_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Admin machen`)
};

export const admin_user_grant_button = /** @type {(inputs: Admin_User_Grant_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Admin machen…`)
};

export const admin_user_grant_done = /** @type {(inputs: Admin_User_Grant_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} kann die Admin-Konsole öffnen.`)
};

export const admin_user_grant_explain = /** @type {(inputs: Admin_User_Grant_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} kann diese Konsole öffnen und an jedem Konto Aktionen ausführen.`)
};

export const admin_user_grant_title = /** @type {(inputs: Admin_User_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto zum Admin machen?`)
};

export const admin_user_granted = /** @type {(inputs: Admin_User_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle vergeben`)
};

export const admin_user_impersonate = /** @type {(inputs: Admin_User_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als dieses Konto handeln`)
};

export const admin_user_impersonate_button = /** @type {(inputs: Admin_User_Impersonate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als dieses Konto handeln…`)
};

export const admin_user_impersonate_explain = /** @type {(inputs: Admin_User_Impersonate_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sehen die App höchstens eine Stunde lang als ${i?.email}. Bis Sie aufhören, können Sie weder die Anmeldung des Kontos ändern noch diese Konsole öffnen.`)
};

export const admin_user_impersonate_title = /** @type {(inputs: Admin_User_Impersonate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als dieses Konto handeln?`)
};

export const admin_user_in_admin_emails = /** @type {(inputs: Admin_User_In_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In ADMIN_EMAILS`)
};

export const admin_user_key = /** @type {(inputs: Admin_User_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel`)
};

export const admin_user_key_label = /** @type {(inputs: Admin_User_Key_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schlüssel ${i?.key} von ${i?.workspace}`)
};

export const admin_user_key_revoke = /** @type {(inputs: Admin_User_Key_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel widerrufen`)
};

export const admin_user_key_revoke_button = /** @type {(inputs: Admin_User_Key_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen…`)
};

export const admin_user_key_revoke_explain = /** @type {(inputs: Admin_User_Key_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} funktioniert hier sofort nicht mehr und auf jedem anderen Server innerhalb einer Sekunde. Die Inhaberin oder der Inhaber kann einen neuen erstellen.`)
};

export const admin_user_key_revoke_label = /** @type {(inputs: Admin_User_Key_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} widerrufen`)
};

export const admin_user_key_revoke_title = /** @type {(inputs: Admin_User_Key_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen API-Schlüssel widerrufen?`)
};

export const admin_user_key_revoked = /** @type {(inputs: Admin_User_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel widerrufen`)
};

export const admin_user_key_revoked_text = /** @type {(inputs: Admin_User_Key_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er funktioniert ab sofort nicht mehr.`)
};

export const admin_user_last_active = /** @type {(inputs: Admin_User_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt aktiv`)
};

export const admin_user_last_changed = /** @type {(inputs: Admin_User_Last_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt geändert`)
};

export const admin_user_last_used = /** @type {(inputs: Admin_User_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt verwendet`)
};

export const admin_user_lifted_by_admin = /** @type {(inputs: Admin_User_Lifted_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis ein Admin sie aufhebt`)
};

export const admin_user_load_failed = /** @type {(inputs: Admin_User_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konto konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.`)
};

export const admin_user_loading = /** @type {(inputs: Admin_User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konto wird geladen`)
};

export const admin_user_mail_sent = /** @type {(inputs: Admin_User_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail gesendet`)
};

export const admin_user_never = /** @type {(inputs: Admin_User_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

export const admin_user_none_given = /** @type {(inputs: Admin_User_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keiner angegeben`)
};

export const admin_user_not_done = /** @type {(inputs: Admin_User_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erledigt`)
};

export const admin_user_open = /** @type {(inputs: Admin_User_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

export const admin_user_organizations = /** @type {(inputs: Admin_User_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen`)
};

export const admin_user_organizations_empty = /** @type {(inputs: Admin_User_Organizations_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Organisation.`)
};

export const admin_user_password = /** @type {(inputs: Admin_User_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

export const admin_user_period_ends = /** @type {(inputs: Admin_User_Period_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum endet`)
};

export const admin_user_price = /** @type {(inputs: Admin_User_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const admin_user_profile = /** @type {(inputs: Admin_User_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const admin_user_profile_id = /** @type {(inputs: Admin_User_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto-ID`)
};

export const admin_user_reason = /** @type {(inputs: Admin_User_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

export const admin_user_resend = /** @type {(inputs: Admin_User_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail senden`)
};

export const admin_user_resend_button = /** @type {(inputs: Admin_User_Resend_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail erneut senden…`)
};

export const admin_user_resend_done = /** @type {(inputs: Admin_User_Resend_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein neuer Bestätigungslink ist unterwegs an ${i?.email}.`)
};

export const admin_user_resend_explain = /** @type {(inputs: Admin_User_Resend_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein neuer Bestätigungslink geht an ${i?.email}.`)
};

export const admin_user_resend_title = /** @type {(inputs: Admin_User_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail erneut senden?`)
};

export const admin_user_revoke = /** @type {(inputs: Admin_User_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle entziehen`)
};

export const admin_user_revoke_button = /** @type {(inputs: Admin_User_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle entziehen…`)
};

export const admin_user_revoke_done = /** @type {(inputs: Admin_User_Revoke_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} kann die Admin-Konsole nicht mehr öffnen.`)
};

export const admin_user_revoke_explain = /** @type {(inputs: Admin_User_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} kann diese Konsole nicht mehr öffnen; jedes laufende Handeln als anderes Konto endet.`)
};

export const admin_user_revoke_title = /** @type {(inputs: Admin_User_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle entziehen?`)
};

export const admin_user_revoked = /** @type {(inputs: Admin_User_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Rolle entzogen`)
};

export const admin_user_session_ends = /** @type {(inputs: Admin_User_Session_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endet`)
};

export const admin_user_session_started = /** @type {(inputs: Admin_User_Session_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begonnen`)
};

export const admin_user_sessions = /** @type {(inputs: Admin_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzungen`)
};

export const admin_user_sessions_empty = /** @type {(inputs: Admin_User_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine aktive Sitzung.`)
};

export const admin_user_sign_in_methods = /** @type {(inputs: Admin_User_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldemethoden`)
};

export const admin_user_sign_out = /** @type {(inputs: Admin_User_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden`)
};

export const admin_user_sign_out_button = /** @type {(inputs: Admin_User_Sign_Out_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden…`)
};

export const admin_user_sign_out_done = /** @type {(inputs: Admin_User_Sign_Out_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jede Sitzung von ${i?.email} ist beendet.`)
};

export const admin_user_sign_out_explain = /** @type {(inputs: Admin_User_Sign_Out_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jede Sitzung von ${i?.email} endet sofort, auf jedem Gerät.`)
};

export const admin_user_sign_out_title = /** @type {(inputs: Admin_User_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden?`)
};

export const admin_user_signed_out = /** @type {(inputs: Admin_User_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgemeldet`)
};

export const admin_user_subscriptions_empty = /** @type {(inputs: Admin_User_Subscriptions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Abonnement.`)
};

export const admin_user_subscriptions_help = /** @type {(inputs: Admin_User_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die des persönlichen Arbeitsbereichs.`)
};

export const admin_user_two_factor_on = /** @type {(inputs: Admin_User_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor an`)
};

export const admin_user_unban = /** @type {(inputs: Admin_User_UnbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsperren`)
};

export const admin_user_unban_button = /** @type {(inputs: Admin_User_Unban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsperren…`)
};

export const admin_user_unban_done = /** @type {(inputs: Admin_User_Unban_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} kann sich wieder anmelden.`)
};

export const admin_user_unban_explain = /** @type {(inputs: Admin_User_Unban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} kann sich wieder anmelden, und die API-Schlüssel funktionieren wieder.`)
};

export const admin_user_unban_title = /** @type {(inputs: Admin_User_Unban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto entsperren?`)
};

export const admin_user_unknown = /** @type {(inputs: Admin_User_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannt`)
};

export const admin_user_workspace = /** @type {(inputs: Admin_User_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer`)
};

export const admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

export const admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Ereignisse`)
};

export const admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Eingang`)
};

export const admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes signierte Ereignis, das Polar gesendet hat, einmal pro ID. Ein fehlgeschlagenes Ereignis wird bei jedem geplanten Abgleich erneut versucht, bis zu 20 Versuche; „Erneut anwenden“ wendet ein fehlgeschlagenes oder ignoriertes sofort wieder an, genau wie eine Zustellung.`)
};

export const admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Ereignis ist fehlgeschlagen und seitdem nicht angewendet.`);
	return /** @type {LocalizedString} */ (`${i?.shown} Ereignisse sind fehlgeschlagen und seitdem nicht angewendet.`)
	
};

export const admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Ereignisse pro Tag`)
};

export const admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Ereignis von Polar in den letzten ${i?.days} Tagen (UTC);`);
	return /** @type {LocalizedString} */ (`${i?.shown} Ereignisse von Polar in den letzten ${i?.days} Tagen (UTC);`)
	
};

export const admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was`)
};

export const admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

export const admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer`)
};

export const api_error_account_not_found = /** @type {(inputs: Api_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto nicht gefunden`)
};

export const api_error_checkout_not_seat_priced = /** @type {(inputs: Api_Error_Checkout_Not_Seat_PricedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} wird nicht pro Platz berechnet: Sein Checkout nimmt keine Plätze an.`)
};

export const api_error_discount_expired = /** @type {(inputs: Api_Error_Discount_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Rabattcode ${i?.code} ist abgelaufen.`)
};

export const api_error_discount_not_for_plan = /** @type {(inputs: Api_Error_Discount_Not_For_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Rabattcode ${i?.code} gilt nicht für ${i?.plan}.`)
};

export const api_error_discount_not_yet = /** @type {(inputs: Api_Error_Discount_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Rabattcode ${i?.code} gilt noch nicht.`)
};

export const api_error_discount_provider_refused = /** @type {(inputs: Api_Error_Discount_Provider_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polar hat ihn abgelehnt`)
};

export const api_error_discount_refused = /** @type {(inputs: Api_Error_Discount_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Rabattcode ${i?.code} kann nicht mehr verwendet werden: ${i?.detail}`)
};

export const api_error_discount_unknown = /** @type {(inputs: Api_Error_Discount_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Den Rabattcode ${i?.code} gibt es nicht. Prüfen Sie ihn oder lassen Sie das Feld leer.`)
};

export const api_error_discount_used_up = /** @type {(inputs: Api_Error_Discount_Used_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Rabattcode ${i?.code} ist aufgebraucht.`)
};

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

export const api_error_key_not_found = /** @type {(inputs: Api_Error_Key_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel nicht gefunden`)
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

export const api_error_organization_not_found = /** @type {(inputs: Api_Error_Organization_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation nicht gefunden`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung für den neuen Tarif wurde abgelehnt, Ihr Tarif bleibt daher unverändert. Aktualisieren Sie Ihre Karte unter „Abrechnung verwalten“ und versuchen Sie es erneut.`)
};

export const api_error_plan_change_refused = /** @type {(inputs: Api_Error_Plan_Change_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter hat die Änderung abgelehnt: ${i?.detail}`)
};

export const api_error_plan_for_organizations = /** @type {(inputs: Api_Error_Plan_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} wird für eine Organisation gekauft, die die Plätze ihrer Mitglieder bezahlt. Erstellen Sie eine Organisation oder wechseln Sie zu einer, und wählen Sie ${i?.plan} dort.`)
};

export const api_error_plan_not_available = /** @type {(inputs: Api_Error_Plan_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Tarif ist nicht verfügbar`)
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

export const api_error_seats_below_used = /** @type {(inputs: Api_Error_Seats_Below_UsedInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("de", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Person belegt einen Platz (Mitglieder und offene Einladungen), daher können es nicht weniger als ${i?.shown} Plätze werden. Entfernen Sie zuerst ein Mitglied oder widerrufen Sie eine Einladung.`);
	return /** @type {LocalizedString} */ (`${i?.shown} Personen belegen Plätze (Mitglieder und offene Einladungen), daher können es nicht weniger als ${i?.shown} Plätze werden. Entfernen Sie zuerst ein Mitglied oder widerrufen Sie eine Einladung.`)
	
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

export const api_error_unknown_product = /** @type {(inputs: Api_Error_Unknown_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekanntes Produkt`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(beliebig)`)
};

export const apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beliebiger Inhalt`)
};

export const apidocs_at_least = /** @type {(inputs: Apidocs_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mindestens ${i?.value}`)
};

export const apidocs_at_least_characters = /** @type {(inputs: Apidocs_At_Least_CharactersInputs) => LocalizedString} */ (i) => {const valuePlural = registry.plural("de", i?.value, {});
	if (valuePlural === "one") return /** @type {LocalizedString} */ (`mindestens ${i?.value} Zeichen`);
	return /** @type {LocalizedString} */ (`mindestens ${i?.value} Zeichen`)
	
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`höchstens ${i?.value}`)
};

export const apidocs_at_most_characters = /** @type {(inputs: Apidocs_At_Most_CharactersInputs) => LocalizedString} */ (i) => {const valuePlural = registry.plural("de", i?.value, {});
	if (valuePlural === "one") return /** @type {LocalizedString} */ (`höchstens ${i?.value} Zeichen`);
	return /** @type {LocalizedString} */ (`höchstens ${i?.value} Zeichen`)
	
};

export const apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Basis-URL: ${i?.base} auf dieser Website. Fehler antworten mit JSON, das einen stabilen ${i?.code} und eine ${i?.message} enthält.`)
};

export const apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

export const apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, optional: Gehen Sie vom Beispiel aus und ändern Sie es.`)
};

export const apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, erforderlich: Gehen Sie vom Beispiel aus und ändern Sie es.`)
};

export const apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(auswählen)`)
};

export const apidocs_col_body = /** @type {(inputs: Apidocs_Col_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

export const apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

export const apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feld`)
};

export const apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Header`)
};

export const apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

export const apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Typ`)
};

export const apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Standard ${i?.value}`)
};

export const apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veraltet`)
};

export const apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die REST-API, beschrieben durch ${i?.document}.`)
};

export const apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ihr OpenAPI-Dokument`)
};

export const apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Felder von ${i?.name}`)
};

export const apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Doku`)
};

export const apidocs_in_english = /** @type {(inputs: Apidocs_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Beschreibungen unten stammen aus dem OpenAPI-Dokument und sind wie seine Feldnamen auf Englisch, damit die daraus erzeugten Clients dasselbe sagen.`)
};

export const apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Header`)
};

export const apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Pfad`)
};

export const apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Abfrage`)
};

export const apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die App zeigt Ihren Schlüssel nur einmal, wenn Sie ihn erstellen oder neu erzeugen. Diese Seite behält ihn, solange sie geöffnet ist, und sendet ihn in einem Header, nie in der URL.`)
};

export const apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Schlüssel für „Ausprobieren“`)
};

export const apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erstellen oder erneuern Sie Ihren Schlüssel in der ${i?.dashboard}.`)
};

export const apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel einfügen (tl_…)`)
};

export const apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die API-Beschreibung konnte nicht geladen werden`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Beschreibung wird geladen …`)
};

export const apidocs_matching = /** @type {(inputs: Apidocs_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`passend zu ${i?.pattern}`)
};

export const apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine.`)
};

export const apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Objekt mit diesen Feldern oder ${i?.null}.`)
};

export const apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`optional`)
};

export const apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parameter`)
};

export const apidocs_range_characters = /** @type {(inputs: Apidocs_Range_CharactersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} Zeichen`);
	return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} Zeichen`)
	
};

export const apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrageinhalt`)
};

export const apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anfrage wurde nicht abgeschlossen`)
};

export const apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`erforderlich`)
};

export const apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwortinhalt`)
};

export const apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort-Header`)
};

export const apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten`)
};

export const apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schemas`)
};

export const apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden`)
};

export const apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet als`)
};

export const apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die API nimmt Ihren Schlüssel in beiden Headern an.`)
};

export const apidocs_separator = /** @type {(inputs: Apidocs_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status ${i?.status}`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Dokumentation`)
};

export const apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausprobieren`)
};

export const apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.verb} ${i?.path} ausprobieren`)
};

export const apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Typ ${i?.type}`)
};

export const apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

export const auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto nicht gefunden. Laden Sie die Seite neu, um Ihre verknüpften Konten im aktuellen Stand zu sehen.`)
};

export const auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse konnte nicht geändert werden: Ein anderes Konto verwendet diese Adresse bereits. Wählen Sie eine andere.`)
};

export const auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse ist dieselbe. Geben Sie eine andere als Ihre aktuelle Adresse ein.`)
};

export const auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige E-Mail-Adresse. Geben Sie eine Adresse wie name@example.com ein.`)
};

export const auth_error_invalid_email_or_password = /** @type {(inputs: Auth_Error_Invalid_Email_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige E-Mail-Adresse oder ungültiges Passwort`)
};

export const auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falsches Passwort. Prüfen Sie es und versuchen Sie es erneut.`)
};

export const auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.`)
};

export const auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihr letztes Konto nicht trennen. Verknüpfen Sie zuerst ein anderes Konto oder legen Sie ein Passwort fest.`)
};

export const auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber einer Organisation. Übergeben Sie sie zuerst an ein anderes Mitglied oder löschen Sie sie.`)
};

export const auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passkey-Abfrage wurde geschlossen, bevor sie fertig war. Versuchen Sie es erneut oder wählen Sie einen anderen Weg.`)
};

export const auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey hat nicht funktioniert. Versuchen Sie es erneut oder wählen Sie einen anderen Weg.`)
};

export const auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Passkey ist hier nicht mehr registriert. Laden Sie die Seite neu, um Ihre Passkeys zu sehen.`)
};

export const auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät hat bereits einen Passkey für Ihr Konto. Verwenden Sie diesen oder fügen Sie auf einem anderen Gerät einen Passkey hinzu.`)
};

export const auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dieses Konto ist bereits ein Passwort festgelegt. Ändern Sie es stattdessen mit Ihrem aktuellen Passwort.`)
};

export const auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Passwort gehört zu den häufigsten, die Angreifer zuerst ausprobieren. Bitte wählen Sie ein anderes.`)
};

export const auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passwort zu lang. Verwenden Sie höchstens ${i?.max} Zeichen.`)
};

export const auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passwort zu kurz. Verwenden Sie mindestens ${i?.min} Zeichen.`)
};

export const auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung abgelaufen. Melden Sie sich erneut an, um diese Aktion auszuführen.`)
};

export const auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sitzung ist nicht mehr frisch. Melden Sie sich ab und wieder an und versuchen Sie es dann erneut.`)
};

export const auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.`)
};

export const auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Eingabe wurde nicht akzeptiert. Prüfen Sie die Felder und versuchen Sie es erneut.`)
};

export const billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ab ${i?.date} werden Ihnen ${i?.price} berechnet. Ist bis dahin keine Zahlungsmethode hinterlegt, endet das Abonnement am ${i?.date} und es wird nichts berechnet.`)
};

export const billing_after_trial_on_file = /** @type {(inputs: Billing_After_Trial_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ab ${i?.date} werden Ihnen ${i?.price} über die hinterlegte Zahlungsmethode berechnet.`)
};

export const billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Tarifen`)
};

export const billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe pro Minute und Arbeitsbereich`)
};

export const billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe in diesem Zeitraum`)
};

export const billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diesem Zeitraum verbrauchte API-Aufrufe`)
};

export const billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie behalten alles aus ${i?.plan} bis ${i?.date}; danach wird es nicht verlängert und Ihnen wird nichts mehr berechnet. Bis dahin können Sie es fortsetzen.`)
};

export const billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement kündigen`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} kündigen?`)
};

export const billing_cancel_trial_body = /** @type {(inputs: Billing_Cancel_Trial_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Testphase für ${i?.plan} läuft bis ${i?.date}; danach endet das Abonnement und es wird nichts berechnet. Bis dahin können Sie es fortsetzen.`)
};

export const billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement gekündigt`)
};

export const billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf ${i?.plan} herabstufen?`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif wechseln`)
};

export const billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wechseln Sie jederzeit nach oben, nach unten oder zur jährlichen Abrechnung: Der neue Tarif beginnt sofort, der Preisunterschied wird anteilig berechnet.`)
};

export const billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.current} für ${i?.currentPrice} zu ${i?.target} für ${i?.targetPrice}.`)
};

export const billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit ${i?.plan} zur monatlichen Abrechnung wechseln?`)
};

export const billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit ${i?.plan} zur jährlichen Abrechnung wechseln?`)
};

export const billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf ${i?.plan} upgraden?`)
};

export const billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den Tarif wechseln`)
};

export const billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was dafür berechnet wurde, zeigen die Rechnungen unter „Abrechnung verwalten“.`)
};

export const billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} wurden für den Rest dieses Zeitraums berechnet.`)
};

export const billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} werden für den Rest dieses Zeitraums berechnet.`)
};

export const billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung konnte nicht geprüft werden`)
};

export const billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlvorgang nicht gefunden`)
};

export const billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu diesem Link gibt es keinen Bezahlvorgang von Ihnen. Wenn Sie gerade bezahlt haben, erscheint Ihr Abonnement auf Ihrer Abonnementseite.`)
};

export const billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasse`)
};

export const billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.plan} vor der Anmeldung gewählt; als Nächstes öffnet sich die Seite des Zahlungsanbieters.`)
};

export const billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} wurden gutgeschrieben für ${i?.reason}.`)
};

export const billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`den ungenutzten Teil Ihres bisherigen Tarifs`)
};

export const billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufender Zeitraum`)
};

export const billing_discount_forever = /** @type {(inputs: Billing_Discount_ForeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.off} Rabatt auf jede Abbuchung (regulärer Preis ${i?.regular})`)
};

export const billing_discount_once = /** @type {(inputs: Billing_Discount_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.off} Rabatt auf die erste Abbuchung (regulärer Preis ${i?.regular})`)
};

export const billing_discount_repeating = /** @type {(inputs: Billing_Discount_RepeatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.off} Rabatt auf jede Abbuchung bis ${i?.date} (regulärer Preis ${i?.regular})`)
};

export const billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Endet am ${i?.date}`)
};

export const billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endet mit dem laufenden Zeitraum`)
};

export const billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle bleiben. Neue Einladungen warten, bis der Tarif mehr Personen erlaubt.`)
};

export const billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber der Organisation werden gesucht …`)
};

export const billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihren Abonnements`)
};

export const billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthält`)
};

export const billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} behalten`)
};

export const billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement behalten`)
};

export const billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

export const billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement verwalten`)
};

export const billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben noch keinen Tarif.`)
};

export const billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben noch keine Abonnements`)
};

export const billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für den Wechsel wurde nichts berechnet.`)
};

export const billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist Ihr Tarif`)
};

export const billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber der Organisation kann einen Tarif wählen.`)
};

export const billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Kasse für ${i?.plan} wird geöffnet …`)
};

export const billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} hat noch keinen Tarif.`)
};

export const billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} hat noch kein Abonnement`)
};

export const billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Tarife von ${i?.organization}: was sie enthalten und wann sie sich verlängern.`)
};

export const billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über dem Tarif`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung fehlgeschlagen`)
};

export const billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung ist nicht durchgegangen, und Ihnen wurde nichts berechnet. Sie können einen Tarif wählen und es erneut versuchen.`)
};

export const billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfolgreich`)
};

export const billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen, offene Einladungen eingeschlossen`)
};

export const billing_percent_off = /** @type {(inputs: Billing_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} %`)
};

export const billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

export const billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie unten einen Tarif. Sie zahlen auf der sicheren Seite des Zahlungsanbieters und können jederzeit kündigen.`)
};

export const billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was der Tarif ${i?.plan} enthält`)
};

export const billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Tarife: was sie enthalten und wann sie sich verlängern.`)
};

export const billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung wird verarbeitet`)
};

export const billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung wird verarbeitet. Diese Seite aktualisiert sich von selbst, sobald sie fertig ist.`)
};

export const billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Zahlung für ${i?.plan} wird verarbeitet. Diese Seite aktualisiert sich von selbst, sobald sie fertig ist.`)
};

export const billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt. Der ungenutzte Teil dieses Zeitraums${i?.until} wird sofort auf einer Rechnung gutgeschrieben, abzüglich des Preises von ${i?.plan} für dieselbe Zeit; danach zahlen Sie ${i?.price}.`)
};

export const billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt, mit einem neuen monatlichen Abrechnungszeitraum. ${i?.amount} werden sofort in Rechnung gestellt, abzüglich einer Gutschrift für den ungenutzten Teil Ihres laufenden Zeitraums; danach zahlen Sie ${i?.price}.`)
};

export const billing_proration_to_yearly = /** @type {(inputs: Billing_Proration_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt, mit einem neuen jährlichen Abrechnungszeitraum. ${i?.amount} werden sofort in Rechnung gestellt, abzüglich einer Gutschrift für den ungenutzten Teil Ihres laufenden Zeitraums; danach zahlen Sie ${i?.price}.`)
};

export const billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt. Der Preisunterschied für den Rest dieses Zeitraums${i?.until} wird sofort in Rechnung gestellt und von Ihrer Karte abgebucht; danach zahlen Sie ${i?.price}.`)
};

export const billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifumfang wird gelesen …`)
};

export const billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif wird gelesen …`)
};

export const billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} verlängert sich wie bisher.`)
};

export const billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortsetzen`)
};

export const billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Tarifwechsel erst fortsetzen`)
};

export const billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement fortgesetzt`)
};

export const billing_seat_count = /** @type {(inputs: Billing_Seat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze`)
	
};

export const billing_seats_label = /** @type {(inputs: Billing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

export const billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

export const billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seit ${i?.start}`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekündigt`)
};

export const billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

export const billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausiert`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überfällig`)
};

export const billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehend`)
};

export const billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

export const billing_status_trial_cancelled = /** @type {(inputs: Billing_Status_Trial_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase, gekündigt`)
};

export const billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase`)
};

export const billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} bleibt bis zum Ende des laufenden Zeitraums aktiv.`)
};

export const billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} bleibt bis zum ${i?.date} aktiv.`)
};

export const billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben jetzt ${i?.plan} für ${i?.price} abonniert.`)
};

export const billing_subscribed_to_seats = /** @type {(inputs: Billing_Subscribed_To_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben jetzt ${i?.plan} mit ${i?.seats} für ${i?.price} abonniert.`)
};

export const billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Abonnement ist aktiv.`)
};

export const billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

export const billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.plan} wechseln`)
};

export const billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.plan} gewechselt`)
};

export const billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zum Ende des laufenden Zeitraums`)
};

export const billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieser Zeitraum: ${i?.start} bis ${i?.end}`)
};

export const billing_trial_cancelled_after = /** @type {(inputs: Billing_Trial_Cancelled_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Abonnement endet mit der Testphase am ${i?.date}, und es wird nichts berechnet. Bis dahin können Sie es fortsetzen.`)
};

export const billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Testphase · endet am ${i?.date}`)
};

export const billing_trial_started = /** @type {(inputs: Billing_Trial_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Testphase für ${i?.plan} läuft bis ${i?.date}. Heute wird nichts berechnet; ab ${i?.date} werden Ihnen ${i?.price} berechnet.`)
};

export const billing_trial_started_title = /** @type {(inputs: Billing_Trial_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Testphase hat begonnen`)
};

export const billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (bis ${i?.date})`)
};

export const billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.allowed}`)
};

export const billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements ansehen`)
};

export const callback_error_cancelled = /** @type {(inputs: Callback_Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verknüpfung wurde beim Anmeldeanbieter abgebrochen.`)
};

export const callback_error_email_differs = /** @type {(inputs: Callback_Error_Email_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse dieses Kontos unterscheidet sich von Ihrer, und das Verknüpfen verschiedener Adressen ist nicht erlaubt.`)
};

export const callback_error_email_not_verified = /** @type {(inputs: Callback_Error_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldeanbieter hat diese E-Mail-Adresse nicht bestätigt.`)
};

export const callback_error_email_taken = /** @type {(inputs: Callback_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse konnte nicht geändert werden: Ein anderes Konto verwendet diese Adresse jetzt.`)
};

export const callback_error_fallback = /** @type {(inputs: Callback_Error_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit diesem Link ist etwas schiefgelaufen. Versuchen Sie es erneut.`)
};

export const callback_error_incomplete = /** @type {(inputs: Callback_Error_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verknüpfungsanfrage war unvollständig. Versuchen Sie es erneut.`)
};

export const callback_error_invalid_answer = /** @type {(inputs: Callback_Error_Invalid_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldeanbieter hat eine ungültige Antwort gesendet. Versuchen Sie die Verknüpfung erneut.`)
};

export const callback_error_invalid_code = /** @type {(inputs: Callback_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Antwort des Anmeldeanbieters konnte nicht geprüft werden. Versuchen Sie die Verknüpfung erneut.`)
};

export const callback_error_link_expired = /** @type {(inputs: Callback_Error_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser E-Mail-Link ist abgelaufen. Fordern Sie unten einen neuen an.`)
};

export const callback_error_link_invalid = /** @type {(inputs: Callback_Error_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser E-Mail-Link ist ungültig oder wurde schon verwendet. Fordern Sie unten einen neuen an.`)
};

export const callback_error_linked_elsewhere = /** @type {(inputs: Callback_Error_Linked_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto ist bereits mit einem anderen Benutzer dieser App verknüpft.`)
};

export const callback_error_no_code = /** @type {(inputs: Callback_Error_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldeanbieter hat die Verknüpfung nicht abgeschlossen. Versuchen Sie es erneut.`)
};

export const callback_error_no_email = /** @type {(inputs: Callback_Error_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldeanbieter hat keine E-Mail-Adresse geteilt, daher kann das Konto nicht verknüpft werden.`)
};

export const callback_error_no_user_info = /** @type {(inputs: Callback_Error_No_User_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldeanbieter hat Ihr Profil nicht geteilt. Versuchen Sie die Verknüpfung erneut.`)
};

export const callback_error_not_linked = /** @type {(inputs: Callback_Error_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto wurde nicht verknüpft: Für diesen Anbieter oder diese Adresse ist das Verknüpfen nicht erlaubt.`)
};

export const callback_error_other_account = /** @type {(inputs: Callback_Error_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser E-Mail-Link gehört zu einem anderen Konto. Melden Sie sich mit diesem Konto an, um ihn zu verwenden.`)
};

export const callback_error_provider_not_found = /** @type {(inputs: Callback_Error_Provider_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Anmeldeanbieter ist auf diesem Server nicht eingerichtet.`)
};

export const callback_error_restart = /** @type {(inputs: Callback_Error_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verknüpfungsversuch ist abgelaufen. Starten Sie ihn erneut.`)
};

export const callback_error_state = /** @type {(inputs: Callback_Error_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verknüpfungsversuch ist abgelaufen oder wurde in einem anderen Browser gestartet. Versuchen Sie es erneut.`)
};

export const callback_error_unable_to_link = /** @type {(inputs: Callback_Error_Unable_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto konnte nicht verknüpft werden. Versuchen Sie es später erneut.`)
};

export const callback_error_user_not_found = /** @type {(inputs: Callback_Error_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konto, zu dem dieser E-Mail-Link gehört, gibt es nicht mehr.`)
};

export const common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

export const common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein unerwarteter Fehler ist aufgetreten`)
};

export const common_cancel = /** @type {(inputs: Common_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

export const common_close = /** @type {(inputs: Common_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

export const common_confirm = /** @type {(inputs: Common_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

export const common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

export const common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiert`)
};

export const common_delete = /** @type {(inputs: Common_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

export const common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertig`)
};

export const common_email_placeholder = /** @type {(inputs: Common_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sie@example.com`)
};

export const common_error = /** @type {(inputs: Common_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Minute`);
	return /** @type {LocalizedString} */ (`${i?.count} Minuten`)
	
};

export const common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht entfernt`)
};

export const common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

export const common_remove = /** @type {(inputs: Common_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

export const common_save = /** @type {(inputs: Common_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern`)
};

export const common_scrolls_sideways = /** @type {(inputs: Common_Scrolls_SidewaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, seitlich scrollbar`)
};

export const common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Sekunde`);
	return /** @type {LocalizedString} */ (`${i?.count} Sekunden`)
	
};

export const common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

export const common_type_to_confirm = /** @type {(inputs: Common_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung ${i?.email} ein`)
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

export const dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto verwalten`)
};

export const dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglied seit ${i?.date}`)
};

export const dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

export const dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen der Organisation`)
};

export const dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen`)
};

export const dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlich`)
};

export const dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier arbeiten nur Sie. In einer Organisation arbeiten mehrere Personen zusammen.`)
};

export const dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.email} angemeldet.`)
};

export const dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

export const dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen`)
};

export const dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.name}`)
};

export const dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich`)
};

export const dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sein Tarif und sein API-Schlüssel werden mit seinen Mitgliedern geteilt.`)
};

export const dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto`)
};

export const error_account_billing_not_closed = /** @type {(inputs: Error_Account_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Abonnements konnten beim Zahlungsanbieter nicht gekündigt werden, daher wurde das Konto nicht gelöscht. Bitte versuchen Sie es erneut.`)
};

export const error_admin_already_admin = /** @type {(inputs: Error_Admin_Already_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto ist bereits Administrator.`)
};

export const error_admin_already_verified = /** @type {(inputs: Error_Admin_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse ist bereits bestätigt.`)
};

export const error_admin_ban_admin = /** @type {(inputs: Error_Admin_Ban_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entziehen Sie die Administratorrolle, bevor Sie dieses Konto sperren.`)
};

export const error_admin_confirmation_mismatch = /** @type {(inputs: Error_Admin_Confirmation_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung die Adresse des Kontos ein.`)
};

export const error_admin_event_not_replayable = /** @type {(inputs: Error_Admin_Event_Not_ReplayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Ereignis hat den Status ${i?.state}: Nur fehlgeschlagene oder ignorierte Ereignisse werden erneut verarbeitet.`)
};

export const error_admin_impersonate_admin = /** @type {(inputs: Error_Admin_Impersonate_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratorkonten lassen sich nicht übernehmen.`)
};

export const error_admin_listed = /** @type {(inputs: Error_Admin_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ADMIN_EMAILS nennt diese Adresse: Entfernen Sie sie dort, sonst wird das Konto bei der nächsten Anmeldung wieder Administrator.`)
};

export const error_admin_no_account = /** @type {(inputs: Error_Admin_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Konto hat diese ID.`)
};

export const error_admin_no_customer = /** @type {(inputs: Error_Admin_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Benutzer oder diese Organisation gibt es nicht.`)
};

export const error_admin_no_event = /** @type {(inputs: Error_Admin_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Ereignis gibt es im Eingang nicht.`)
};

export const error_admin_no_reconciliation = /** @type {(inputs: Error_Admin_No_ReconciliationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Abgleich gibt es nicht.`)
};

export const error_admin_not_admin = /** @type {(inputs: Error_Admin_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto ist kein Administrator.`)
};

export const error_admin_not_banned = /** @type {(inputs: Error_Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto ist nicht gesperrt.`)
};

export const error_admin_own_account = /** @type {(inputs: Error_Admin_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie für Ihr eigenes Konto Ihre eigenen Einstellungen.`)
};

export const error_admin_unban_first = /** @type {(inputs: Error_Admin_Unban_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heben Sie die Sperre dieses Kontos auf, bevor Sie es zum Administrator machen.`)
};

export const error_body_incomplete = /** @type {(inputs: Error_Body_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage kam nicht vollständig an.`)
};

export const error_body_too_large = /** @type {(inputs: Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage ist größer, als dieser Aufruf annimmt (${i?.size} KB).`)
};

export const error_form_failed = /** @type {(inputs: Error_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hat nicht funktioniert. Bitte versuchen Sie es erneut.`)
};

export const error_impersonation_refused = /** @type {(inputs: Error_Impersonation_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Administrator, der als dieser Benutzer handelt, kann nicht ändern, wie sich das Konto anmeldet.`)
};

export const error_limit_attempts = /** @type {(inputs: Error_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche.`)
};

export const error_limit_links_to_address = /** @type {(inputs: Error_Limit_Links_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An diese Adresse wurden zu viele Anmeldelinks gesendet.`)
};

export const error_limit_mails_to_address = /** @type {(inputs: Error_Limit_Mails_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An diese Adresse wurden zu viele E-Mails gesendet.`)
};

export const error_limit_network = /** @type {(inputs: Error_Limit_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche aus Ihrem Netzwerk.`)
};

export const error_limit_sign_in_attempts = /** @type {(inputs: Error_Limit_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Anmeldeversuche für diese Adresse.`)
};

export const error_limit_try_again = /** @type {(inputs: Error_Limit_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versuchen Sie es in ${i?.wait} erneut.`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert: Er wurde schon verwendet, ist abgelaufen oder unvollständig. Wenn jemand anderes in Ihrem Konto ist, melden Sie sich an und melden Sie Ihre anderen Sitzungen unter Einstellungen → Sitzungen ab.`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person ist kein Mitglied dieser Organisation.`)
};

export const error_no_account_for_address = /** @type {(inputs: Error_No_Account_For_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Konto verwendet diese Adresse, und neue Konten gibt es nur auf Einladung. Bitten Sie jemanden in Ihrer Organisation, Sie einzuladen.`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Serverfunktion gibt es nicht.`)
};

export const error_org_already_invited = /** @type {(inputs: Error_Org_Already_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} ist bereits eingeladen. Senden Sie die Einladung aus der Liste der offenen Einladungen erneut, falls sie verloren gegangen ist.`)
};

export const error_org_already_member = /** @type {(inputs: Error_Org_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind bereits Mitglied dieser Organisation.`)
};

export const error_org_already_member_address = /** @type {(inputs: Error_Org_Already_Member_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} ist bereits Mitglied dieser Organisation.`)
};

export const error_org_billing_not_closed = /** @type {(inputs: Error_Org_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abonnements der Organisation konnten beim Zahlungsanbieter nicht gekündigt werden, daher wurde sie nicht gelöscht. Bitte versuchen Sie es erneut.`)
};

export const error_org_invitation_accepted = /** @type {(inputs: Error_Org_Invitation_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung wurde bereits angenommen.`)
};

export const error_org_invitation_canceled = /** @type {(inputs: Error_Org_Invitation_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung wurde bereits widerrufen.`)
};

export const error_org_invitation_rejected = /** @type {(inputs: Error_Org_Invitation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung wurde bereits abgelehnt.`)
};

export const error_org_no_place_invitation = /** @type {(inputs: Error_Org_No_Place_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Organisation hat keinen Platz mehr für eine weitere Einladung.`)
};

export const error_org_no_place_member = /** @type {(inputs: Error_Org_No_Place_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Organisation hat keinen Platz mehr für ein weiteres Mitglied.`)
};

export const error_org_no_seat_to_accept = /** @type {(inputs: Error_Org_No_Seat_To_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Organisation hat keinen Platz mehr für ein weiteres Mitglied. Bitten Sie einen Inhaber der Organisation, einen Platz hinzuzufügen, und nehmen Sie dann erneut an.`)
};

export const error_org_not_a_member = /** @type {(inputs: Error_Org_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Benutzer ist kein Mitglied der Organisation`)
};

export const error_org_not_allowed_to_remove = /** @type {(inputs: Error_Org_Not_Allowed_To_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie dürfen dieses Mitglied nicht entfernen`)
};

export const error_org_only_owner = /** @type {(inputs: Error_Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.organizations}. Übergeben Sie sie zuerst an ein anderes Mitglied oder löschen Sie sie.`)
};

export const error_org_owner_removes_owner = /** @type {(inputs: Error_Org_Owner_Removes_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann einen Inhaber entfernen.`)
};

export const error_org_owner_revokes_owner_invitation = /** @type {(inputs: Error_Org_Owner_Revokes_Owner_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann eine Einladung als Inhaber widerrufen.`)
};

export const error_org_plan_ask_owner = /** @type {(inputs: Error_Org_Plan_Ask_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitten Sie einen Inhaber der Organisation, den Tarif zu ändern, und nehmen Sie dann erneut an.`)
};

export const error_org_plan_owner_changes = /** @type {(inputs: Error_Org_Plan_Owner_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Inhaber kann den Tarif auf der Abrechnungsseite der Organisation ändern.`)
};

export const error_org_seats_taken_ask_owner = /** @type {(inputs: Error_Org_Seats_Taken_Ask_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Plätze dieser Organisation sind belegt (${i?.used} von ${i?.bought}). Nur ein Inhaber kann Plätze hinzufügen: Bitten Sie einen Inhaber darum und laden Sie dann erneut ein.`)
};

export const error_org_seats_taken_ask_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Ask_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Plätze dieser Organisation sind belegt. Nur ein Inhaber kann Plätze hinzufügen: Bitten Sie einen Inhaber darum und laden Sie dann erneut ein.`)
};

export const error_org_seats_taken_owner = /** @type {(inputs: Error_Org_Seats_Taken_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Plätze dieser Organisation sind belegt (${i?.used} von ${i?.bought}). Fügen Sie einen Platz hinzu, um jemand weiteren einzuladen.`)
};

export const error_org_seats_taken_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Plätze dieser Organisation sind belegt. Fügen Sie einen Platz hinzu, um jemand weiteren einzuladen.`)
};

export const error_org_slug_taken = /** @type {(inputs: Error_Org_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Kurzname ist vergeben. Wählen Sie einen anderen.`)
};

export const error_passkey_limit = /** @type {(inputs: Error_Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.count} Passkeys, so viele, wie ein Konto haben kann. Löschen Sie einen, um einen weiteren hinzuzufügen.`)
};

export const error_passkey_not_verified = /** @type {(inputs: Error_Passkey_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey hat nicht bestätigt, dass Sie es sind (per PIN, Fingerabdruck oder Gesicht). Versuchen Sie es erneut.`)
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

export const error_sign_in_first = /** @type {(inputs: Error_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dafür müssen Sie sich anmelden.`)
};

export const error_too_many_attempts = /** @type {(inputs: Error_Too_Many_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Versuchen Sie es in ${i?.wait} erneut.`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann die Organisation übergeben.`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein anderes Mitglied, an das Sie die Organisation übergeben.`)
};

export const invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung annehmen`)
};

export const invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind bereits Mitglied von ${i?.organization}`)
};

export const invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt nichts anzunehmen: Sie können jetzt darin arbeiten.`)
};

export const invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

export const invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung abgelehnt`)
};

export const invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An Ihrem Konto hat sich nichts geändert. Die Einladung funktioniert nicht mehr.`)
};

export const invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

export const invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie es gleich noch einmal.`)
};

export const invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung konnte nicht geöffnet werden`)
};

export const invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihrem Dashboard`)
};

export const invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen funktionieren einmal und nur für begrenzte Zeit. Bitten Sie die Person, die Sie eingeladen hat, eine neue zu senden.`)
};

export const invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung ist abgelaufen oder wurde bereits verwendet`)
};

export const invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie wurden zu einer Organisation auf ${i?.appName} eingeladen.`)
};

export const invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organization} als ${i?.role} beizutreten.`)
};

export const invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organization} auf ${i?.appName} beizutreten.`)
};

export const invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} beitreten`)
};

export const invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angenommen`)
};

export const invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abgelehnt`)
};

export const invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} öffnen`)
};

export const invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Einstellungen öffnen`)
};

export const invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung wird geöffnet…`)
};

export const invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit der Adresse an, an die die Einladung gesendet wurde; danach kommen Sie hierher zurück, um sie anzunehmen oder abzulehnen. Neu bei ${i?.appName}? Derselbe Link legt Ihr Konto an.`)
};

export const invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden und eine andere Adresse verwenden`)
};

export const invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet als`)
};

export const invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.email} angemeldet.`)
};

export const invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur wer nachgewiesen hat, dass er das eingeladene Postfach liest, kann auf eine Einladung antworten. Bestätigen Sie Ihre Adresse in Ihren Einstellungen und öffnen Sie die Einladung dann erneut.`)
};

export const invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie zuerst Ihre E-Mail-Adresse`)
};

export const invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen bei ${i?.organization}`)
};

export const invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie ist Ihr aktiver Arbeitsbereich; Sie sind als ${i?.role} beigetreten.`)
};

export const invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung gilt für eine andere Adresse. Melden Sie sich mit der Adresse an, an die sie gesendet wurde.`)
};

export const invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung gilt für eine andere Adresse`)
};

export const invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben eine Einladung`)
};

export const invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Einladung`)
};

export const keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Dokumentation`)
};

export const keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.calls} Aufruf`);
	return /** @type {LocalizedString} */ (`${i?.calls} Aufrufe`)
	
};

export const keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe pro Tag, letzte 30 Tage: Die Pfeiltasten wechseln von Tag zu Tag`)
};

export const keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

export const keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel kopieren`)
};

export const keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt kopieren`)
};

export const keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Schlüssel wird nicht noch einmal angezeigt. Bewahren Sie ihn sicher auf, etwa in einem Passwort-Manager oder in den geheimen Einstellungen Ihres Dienstes.`)
};

export const keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} von ${i?.max} im Tarif ${i?.plan}.`)
};

export const keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel erstellen`)
};

export const keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht erstellt werden`)
};

export const keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie Ihren API-Schlüssel jetzt – Sie sehen ihn nicht noch einmal!`)
};

export const keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel erstellt`)
};

export const keys_default_name_organization = /** @type {(inputs: Keys_Default_Name_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel der Organisation`)
};

export const keys_default_name_user = /** @type {(inputs: Keys_Default_Name_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlicher API-Schlüssel`)
};

export const keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr vollständiger API-Schlüssel`)
};

export const keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

export const keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

export const keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel`)
};

export const keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt verwendet`)
};

export const keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt`)
};

export const keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr API-Schlüssel`)
};

export const keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr neuer API-Schlüssel`)
};

export const keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

export const keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft nie ab`)
};

export const keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel der Dienst, der ihn verwenden wird`)
};

export const keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des neuen Schlüssels`)
};

export const keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben noch keinen API-Schlüssel. Erstellen Sie einen, um die REST-API aus Ihren eigenen Skripten und Diensten aufzurufen: Senden Sie ihn als ${i?.header}. Der Schlüssel wird einmal angezeigt, direkt nach dem Erstellen.`)
};

export const keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Schlüssel von ${i?.organization} für die REST-API: Aufrufe damit handeln für die Organisation.`)
};

export const keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Schlüssel von ${i?.organization} für die REST-API: Aufrufe damit handeln für die Organisation.`)
};

export const keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation hat noch keinen API-Schlüssel.`)
};

export const keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben mehr Schlüssel, als der Tarif ${i?.plan} erlaubt: Sie funktionieren weiter, aber ein neuer lässt sich erst erstellen, wenn es weniger als ${i?.max} sind.`)
};

export const keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieser Zeitraum bis ${i?.day}: ${i?.used} von ${i?.included} inklusive.`)
};

export const keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} darüber: ${i?.amount} auf der nächsten Rechnung.`)
};

export const keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr persönlicher Schlüssel für die REST-API.`)
};

export const keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre persönlichen Schlüssel für die REST-API.`)
};

export const keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr bisheriger Schlüssel funktioniert nicht mehr.`)
};

export const keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu erzeugen`)
};

export const keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein neuer Schlüssel ersetzt den jetzigen. Der jetzige Schlüssel funktioniert sofort nicht mehr: Alles, was ihn noch verwendet, erhält 401-Antworten, bis Sie dort den neuen Schlüssel eintragen.`)
};

export const keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht neu erzeugt werden`)
};

export const keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} neu erzeugen`)
};

export const keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel neu erzeugen?`)
};

export const keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie Ihren neuen API-Schlüssel jetzt – Sie sehen ihn nicht noch einmal!`)
};

export const keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel neu erzeugt`)
};

export const keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

export const keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schlüssel funktioniert sofort nicht mehr: Alles, was ihn noch verwendet, erhält 401-Antworten. Das lässt sich nicht rückgängig machen.`)
};

export const keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht widerrufen werden`)
};

export const keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} widerrufen`)
};

export const keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} widerrufen?`)
};

export const keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel widerrufen`)
};

export const keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Senden Sie ihn als ${i?.bearer} oder im Header ${i?.header}.`)
};

export const keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (gekürzt)`)
};

export const keys_status_active = /** @type {(inputs: Keys_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

export const keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deaktiviert`)
};

export const keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

export const keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diesen API-Schlüssel`)
};

export const keys_usage_days_utc = /** @type {(inputs: Keys_Usage_Days_UtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jeder Tag wird in UTC gezählt: bei Ihnen von ${i?.time} bis ${i?.time}.`)
};

export const keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre API-Nutzung konnte nicht geladen werden: ${i?.reason}`)
};

export const keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe, letzte 30 Tage`)
};

export const keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre API-Nutzung wird geladen …`)
};

export const keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine API-Aufrufe in den letzten 30 Tagen.`)
};

export const keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} in den letzten 30 Tagen.`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten, API-Schlüssel und Abrechnung`)
};

export const landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbschema`)
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

export const landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto`)
};

export const landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dunkel`)
};

export const landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hell`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

export const link_error_failed = /** @type {(inputs: Link_Error_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung mit diesem Link ist fehlgeschlagen. Fordern Sie unten einen neuen an.`)
};

export const link_error_invalid = /** @type {(inputs: Link_Error_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Anmeldelink ist ungültig, wurde schon verwendet oder ist abgelaufen. Fordern Sie unten einen neuen an.`)
};

export const link_error_no_account = /** @type {(inputs: Link_Error_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Adresse gibt es kein Konto, und neue Konten gibt es nur auf Einladung.`)
};

export const link_error_no_linked_account = /** @type {(inputs: Link_Error_No_Linked_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit diesem Anbieterkonto ist kein Konto verknüpft. Melden Sie sich per E-Mail an und verknüpfen Sie es dann in Ihren Einstellungen.`)
};

export const link_error_signed_out_everywhere = /** @type {(inputs: Link_Error_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen Ihres Kontos sind abgemeldet. Melden Sie sich mit einem neuen E-Mail-Link wieder an, ändern Sie dann Ihr Passwort, falls Sie eines haben, und prüfen Sie Ihre verknüpften Konten.`)
};

export const link_error_too_many = /** @type {(inputs: Link_Error_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu viele Anmeldeversuche aus Ihrem Netzwerk. Öffnen Sie den Link ${i?.wait} erneut oder fordern Sie unten einen neuen an, falls er bis dahin abgelaufen ist.`)
};

export const link_error_wait_few_minutes = /** @type {(inputs: Link_Error_Wait_Few_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in ein paar Minuten`)
};

export const link_error_wait_in = /** @type {(inputs: Link_Error_Wait_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.wait}`)
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

export const login_toggle_password_visibility = /** @type {(inputs: Login_Toggle_Password_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ein- oder ausblenden`)
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

export const meta_description = /** @type {(inputs: Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName}: Konten, persönliche API-Schlüssel und Abonnements an einem Ort.`)
};

export const notme_failed = /** @type {(inputs: Notme_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hat nicht geklappt`)
};

export const notme_heading = /** @type {(inputs: Notme_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr ${i?.appName}-Konto absichern`)
};

export const notme_intro = /** @type {(inputs: Notme_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie nicht getan haben, was die Warnung beschreibt, melden Sie jetzt jede Sitzung Ihres Kontos ab. Wer auch immer darin ist, wird ebenfalls abgemeldet, und Sie melden sich per E-Mail neu an.`)
};

export const notme_link_failed = /** @type {(inputs: Notme_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert`)
};

export const notme_link_failed_text = /** @type {(inputs: Notme_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er wurde bereits verwendet, ist abgelaufen oder unvollständig. Wenn jemand anderes in Ihrem Konto ist, melden Sie sich an und melden Sie Ihre anderen Sitzungen unter Einstellungen → Sitzungen ab.`)
};

export const notme_was_it_you = /** @type {(inputs: Notme_Was_It_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waren Sie es doch selbst? Schließen Sie diese Seite: Es passiert nichts, solange Sie nicht auf die Schaltfläche drücken.`)
};

export const org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung`)
};

export const org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Inhaber können Sie abonnieren, kündigen, fortsetzen und das Abrechnungsportal öffnen.`)
};

export const org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Abonnement, das abgeschlossen wird, während ${i?.organization} der aktive Arbeitsbereich ist, gehört der Organisation, nicht der Person, die es abgeschlossen hat.`)
};

export const org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Mitglied sieht den Tarif der Organisation auf der Seite „Abonnements“.`)
};

export const org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif verwalten`)
};

export const org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Inhaber der Organisation können ihre Abrechnung verwalten.`)
};

export const org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif ansehen`)
};

export const org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Ihre Rolle ist Inhaber.`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Ihre Rolle ist Admin.`);
	return /** @type {LocalizedString} */ (`Ihre Rolle ist Mitglied.`)
	
};

export const org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation erstellen`)
};

export const org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Organisation erstellen`)
};

export const org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation erstellt`)
};

export const org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist Ihr aktiver Arbeitsbereich. Laden Sie Personen ein, darin mit Ihnen zu arbeiten.`)
};

export const org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefahrenbereich`)
};

export const org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation löschen`)
};

export const org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} wird für alle gelöscht: Ihre Abonnements enden beim Zahlungsanbieter, ihr API-Schlüssel funktioniert nicht mehr, und ihre Mitglieder, Teams und Einladungen werden entfernt.`)
};

export const org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} löschen?`)
};

export const org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation löschen…`)
};

export const org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendet ihre Abonnements, widerruft ihren API-Schlüssel und entfernt ihre Mitglieder, Teams und Einladungen. Das lässt sich nicht rückgängig machen.`)
};

export const org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation löschen`)
};

export const org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie ${i?.organization} zur Bestätigung ein`)
};

export const org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation gelöscht`)
};

export const org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} und alles darin sind gelöscht. Sie sind in Ihrem persönlichen Arbeitsbereich.`)
};

export const org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

export const org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine E-Mail-Adresse ein`)
};

export const org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemein`)
};

export const org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie die Organisation ihren Mitgliedern und in Einladungen erscheint.`)
};

export const org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaberschaft übergeben`)
};

export const org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Seite „Mitglieder“ übergeben`)
};

export const org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wird Inhaber, mit der Abrechnung und dem Recht, die Organisation zu löschen. Sie werden Admin. Nur ein Inhaber kann Sie wieder zum Inhaber machen.`)
};

export const org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} an ${i?.name} übergeben?`)
};

export const org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache der Einladungs-E-Mails`)
};

export const org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache, in der Eingeladene ihre Einladung lesen.`)
};

export const org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht festgelegt: die Sprache der einladenden Person`)
};

export const org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung widerrufen`)
};

export const org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der an ${i?.email} gesendete Link funktioniert nicht mehr.`)
};

export const org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung gesendet`)
};

export const org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung erneut gesendet`)
};

export const org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben ${i?.email} einen neuen Link gesendet.`)
};

export const org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben ${i?.email} eine Einladung gesendet, als ${i?.role} beizutreten.`)
};

export const org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen`)
};

export const org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingeladene erhalten eine E-Mail mit einem Link, um ${i?.organization} beizutreten; er funktioniert einmal und nur für ihre Adresse.`)
};

export const org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber und Admins laden Personen ein und sehen die offenen Einladungen.`)
};

export const org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemanden einladen`)
};

export const org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied behalten`)
};

export const org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation verlassen`)
};

export const org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie verlieren sofort den Zugriff auf ihre Mitglieder, Teams, den Tarif und den API-Schlüssel. Um zurückzukommen, muss Sie jemand erneut einladen.`)
};

export const org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} verlassen?`)
};

export const org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation verlassen…`)
};

export const org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto bleibt bestehen; nur Ihre Mitgliedschaft endet.`)
};

export const org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation verlassen`)
};

export const org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben die Organisation verlassen`)
};

export const org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind zurück in Ihrem persönlichen Arbeitsbereich.`)
};

export const org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL des Logobilds`)
};

export const org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhaber machen`)
};

export const org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Inhaber machen: ${i?.name}`)
};

export const org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Team`)
};

export const org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernt`)
};

export const org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat keinen Zugriff mehr auf ${i?.organization}`)
};

export const org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams: ${i?.teams}`)
};

export const org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder`)
};

export const org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Person in ${i?.organization}`);
	return /** @type {LocalizedString} */ (`${i?.count} Personen in ${i?.organization}`)
	
};

export const org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} als ${i?.role} beitreten`)
};

export const org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung zu ${i?.organization} öffnen`)
};

export const org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen für Sie`)
};

export const org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen Sie eine, um sie anzunehmen oder abzulehnen.`)
};

export const org_name = /** @type {(inputs: Org_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Einladung wartet auf eine Antwort.`)
};

export const org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In einer Organisation zusammenarbeiten`)
};

export const org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie arbeiten in Ihrem persönlichen Arbeitsbereich.`)
};

export const org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Organisation hat eigene Mitglieder und Rollen, Teams, ein Abonnement und einen API-Schlüssel. Erstellen Sie eine und laden Sie Personen per E-Mail ein, oder nehmen Sie eine Einladung an, die Ihnen jemand gesendet hat.`)
};

export const org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erstellt`)
};

export const org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gelöscht`)
};

export const org_not_handed_over = /** @type {(inputs: Org_Not_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht übergeben`)
};

export const org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht eingeladen`)
};

export const org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht jetzt`)
};

export const org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht widerrufen`)
};

export const org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert`)
};

export const org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesendet`)
};

export const org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gewechselt`)
};

export const org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind das einzige Mitglied von ${i?.organization} und können sie daher nicht verlassen: Löschen Sie sie stattdessen unten, oder laden Sie zuerst jemanden ein und machen Sie die Person zum Inhaber.`)
};

export const org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.organization} und können sie daher noch nicht verlassen. Übergeben Sie sie zuerst („Zum Inhaber machen“ auf der Seite „Mitglieder“), oder löschen Sie sie unten.`)
};

export const org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen`)
};

export const org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

export const org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaberschaft übergeben`)
};

export const org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Inhaber von ${i?.organization}; Sie sind Admin.`)
};

export const org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} · eingeladen von ${i?.inviter} · läuft ab am ${i?.expires}`)
};

export const org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Einladungen`)
};

export const org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlich`)
};

export const org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kein Platz mehr frei: Ein Inhaber kann den Tarif unter ${i?.subscriptions} ändern.`)
};

export const org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

export const org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} von ${i?.allowed} Plätzen im Tarif ${i?.plan} belegt, offene Einladungen eingeschlossen.`)
};

export const org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber von ${i?.organization} kann den Tarif wählen oder ändern: Fragen Sie ${i?.owners}.`)
};

export const org_plan_owners_none = /** @type {(inputs: Org_Plan_Owners_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber von ${i?.organization} kann den Tarif wählen oder ändern.`)
};

export const org_remove_label = /** @type {(inputs: Org_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

export const org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernen`)
};

export const org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verliert sofort den Zugriff auf ${i?.organization} samt Teams, Tarif und API-Schlüssel. Sie können die Person später erneut einladen.`)
};

export const org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen?`)
};

export const org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut senden`)
};

export const org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} erneut senden`)
};

export const org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

export const org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} widerrufen`)
};

export const org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle`)
};

export const org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const org_role_changed = /** @type {(inputs: Org_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle geändert`)
};

export const org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt ${i?.role}.`)
};

export const org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

export const org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle nicht geändert`)
};

export const org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rolle von ${i?.name}`)
};

export const org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

export const org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Inhaber`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Admin`);
	return /** @type {LocalizedString} */ (`Mitglied`)
	
};

export const org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation speichern`)
};

export const org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation gespeichert`)
};

export const org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Kurzname und Logo sind aktualisiert.`)
};

export const org_seat_add_amount = /** @type {(inputs: Org_Seat_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Plätze sind belegt (${i?.used} von ${i?.bought}). Ein weiterer Platz kostet ${i?.price}; für den Rest dieses Zeitraums, bis ${i?.date}, werden jetzt etwa ${i?.amount} berechnet. Danach wird die Einladung gesendet.`)
};

export const org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz hinzufügen und einladen`)
};

export const org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Plätze sind belegt (${i?.used} von ${i?.bought}). Ein weiterer Platz kostet ${i?.price}; der Rest dieses Zeitraums wird jetzt anteilig berechnet. Danach wird die Einladung gesendet.`)
};

export const org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Platz hinzufügen?`)
};

export const org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz nicht hinzugefügt`)
};

export const org_seats_add_amount = /** @type {(inputs: Org_Seats_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jeder Platz kostet ${i?.price}; für den Rest dieses Zeitraums, bis ${i?.date}, werden jetzt etwa ${i?.amount} berechnet.`)
};

export const org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jeder Platz kostet ${i?.price}; der Rest dieses Zeitraums wird jetzt anteilig berechnet.`)
};

export const org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz hinzufügen?`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze hinzufügen?`)
	
};

export const org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekaufte Plätze`)
};

export const org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("de", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`Mindestens ${i?.least}: Mitglieder und offene Einladungen belegen ${i?.used} Platz. Höchstens ${i?.maximum}.`);
	return /** @type {LocalizedString} */ (`Mindestens ${i?.least}: Mitglieder und offene Einladungen belegen ${i?.used} Plätze. Höchstens ${i?.maximum}.`)
	
};

export const org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze ändern`)
};

export const org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Auf ${i?.count} Platz ändern`);
	return /** @type {LocalizedString} */ (`Auf ${i?.count} Plätze ändern`)
	
};

export const org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze geändert`)
};

export const org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die entfernten Plätze für den Rest dieses Zeitraums`)
};

export const org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz behalten`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze behalten`)
	
};

export const org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plätze: ${i?.used} / ${i?.bought}`)
};

export const org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Mitglieder und offene Einladungen; das Entfernen eines Mitglieds gibt einen Platz frei)`)
};

export const org_seats_none_left = /** @type {(inputs: Org_Seats_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Plätze sind belegt: Beim Senden der nächsten Einladung kann ein Inhaber einen Platz hinzufügen.`)
};

export const org_seats_not_changed = /** @type {(inputs: Org_Seats_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze nicht geändert`)
};

export const org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Jetzt ${i?.count} Platz.`);
	return /** @type {LocalizedString} */ (`Jetzt ${i?.count} Plätze.`)
	
};

export const org_seats_remove_amount = /** @type {(inputs: Org_Seats_Remove_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für den ungenutzten Teil dieses Zeitraums, bis ${i?.date}, werden für die entfernten Plätze jetzt etwa ${i?.amount} gutgeschrieben.`)
};

export const org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der ungenutzte Teil dieses Zeitraums für die entfernten Plätze wird jetzt anteilig gutgeschrieben.`)
};

export const org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz entfernen?`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze entfernen?`)
	
};

export const org_seats_taken = /** @type {(inputs: Org_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.bought} Plätzen belegt, ausstehende Einladungen eingeschlossen.`)
};

export const org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Organisation hat dann ${i?.count} Platz.`);
	return /** @type {LocalizedString} */ (`Die Organisation hat dann ${i?.count} Plätze.`)
	
};

export const org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung senden`)
};

export const org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen der Organisation`)
};

export const org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurzname`)
};

export const org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleinbuchstaben, Ziffern und Bindestriche; eindeutig.`)
};

export const org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleinbuchstaben, Ziffern und Bindestriche; eindeutig. Aus dem Namen vorgeschlagen.`)
};

export const org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bleiben`)
};

export const org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind weiterhin Mitglied`)
};

export const org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wechseln`)
};

export const org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.name} wechseln`)
};

export const org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams`)
};

export const org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

export const org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

export const org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich: ${i?.name}`)
};

export const org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich gewechselt`)
};

export const org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie arbeiten jetzt in ${i?.name}`)
};

export const org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereiche`)
};

export const org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie`)
};

export const org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Rolle: ${i?.role}`)
};

export const org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisationen`)
};

export const org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wechseln Sie zu einer, um ihre Einstellungen zu sehen. Sie können auch über das Menü der Arbeitsbereiche oben wechseln.`)
};

export const page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen`)
};

export const page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

export const page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gesuchte Seite gibt es nicht`)
};

export const page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzufügen`)
};

export const passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey konnte nicht hinzugefügt werden.`)
};

export const passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Früher hinzugefügt`)
};

export const passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinzugefügt ${i?.date}`)
};

export const passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt mit „${i?.name}“ anmelden.`)
};

export const passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt`)
};

export const passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey löschen`)
};

export const passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} löschen`)
};

export const passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ kann sich dann nicht mehr bei Ihrem Konto anmelden. Entfernen Sie den Passkey auch vom Gerät, in dessen Passwort- oder Passkey-Einstellungen.`)
};

export const passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey löschen?`)
};

export const passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit ist keine Anmeldung bei Ihrem Konto mehr möglich.`)
};

export const passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey gelöscht`)
};

export const passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Fingerabdruck, Gesicht oder PIN Ihres Geräts an statt mit einem Link per E-Mail.`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zuletzt verwendet ${i?.date}`)
};

export const passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Konto kann höchstens ${i?.limit} Passkeys haben.`)
};

export const passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Passkeys werden geladen…`)
};

export const passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Sie Ihre Passkeys unterscheiden können, etwa nach dem Gerät.`)
};

export const passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Passkeys`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Passkeys.`)
};

export const passkey_not_added_title = /** @type {(inputs: Passkey_Not_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey nicht hinzugefügt`)
};

export const passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey nicht gelöscht`)
};

export const passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey nicht umbenannt`)
};

export const passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch nicht zur Anmeldung verwendet`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} umbenennen`)
};

export const passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey umbenennen`)
};

export const passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der neue Name ist gespeichert.`)
};

export const passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey umbenannt`)
};

export const passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zu Ihrer Sicherheit ab und wieder an und fügen Sie dann den Passkey hinzu.`)
};

export const passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synchronisiert`)
};

export const passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

export const passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkeys funktionieren nur unter ${i?.rpId}, in einem Browser, der sie unterstützt.`)
};

export const passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys funktionieren nicht, solange die App unter einer IP-Adresse läuft: Browser lehnen sie dort ab.`)
};

export const passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey ohne Namen`)
};

export const passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys können unter dieser Adresse nicht verwendet werden. Öffnen Sie die App unter ihrer üblichen Adresse.`)
};

export const password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

export const password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

export const password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort ist geändert und Ihre anderen Sitzungen sind abgemeldet.`)
};

export const password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort ist geändert.`)
};

export const password_changed_title = /** @type {(inputs: Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert`)
};

export const password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Passwort`)
};

export const password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort oder mit einem Anmeldelink an.`)
};

export const password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie melden sich mit Links per E-Mail an. Legen Sie ein Passwort fest, um sich ohne Link anzumelden.`)
};

export const password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Zurücksetzen per E-Mail senden`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr Passwort ein`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

export const password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Anmeldung`)
};

export const password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} bis ${i?.max} Zeichen.`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

export const password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

export const password_not_changed_title = /** @type {(inputs: Password_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort nicht geändert`)
};

export const password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort nicht festgelegt`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind nicht angemeldet`)
};

export const password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wiederholen`)
};

export const password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr neues Passwort ist festgelegt, und alle Sitzungen wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort erneut an.`)
};

export const password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen`)
};

export const password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link zum Zurücksetzen des Passworts ist ungültig, bereits verwendet oder abgelaufen. Melden Sie sich an und fordern Sie in den Einstellungen einen neuen an.`)
};

export const password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert`)
};

export const password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort wurde nicht geändert`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link zum Zurücksetzen wurde nicht gesendet`)
};

export const password_reset_not_sent_title = /** @type {(inputs: Password_Reset_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Zurücksetzen nicht gesendet`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn ein Konto mit Passwort diese Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er funktioniert einmal und läuft nach einer Stunde ab.`)
};

export const password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Im Postfach von ${i?.email} finden Sie einen Link, um ein neues Passwort zu wählen.`)
};

export const password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Zurücksetzen gesendet`)
};

export const password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort festlegen`)
};

export const password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festlegen`)
};

export const password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.`)
};

export const password_set_title = /** @type {(inputs: Password_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festgelegt`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Passwort anmelden`)
};

export const password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Sitzungen abmelden`)
};

export const password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

export const plan_feature_priority_support = /** @type {(inputs: Plan_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorrangiger Support`)
};

export const plan_feature_sentence = /** @type {(inputs: Plan_Feature_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Funktion „${i?.feature}“ ist im Tarif ${i?.plan} nicht enthalten.`)
};

export const plan_feature_sentence_having = /** @type {(inputs: Plan_Feature_Sentence_HavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Funktion „${i?.feature}“ ist im Tarif ${i?.plan} nicht enthalten; ${i?.having} enthält sie.`)
};

export const plan_feature_usage_history = /** @type {(inputs: Plan_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsverlauf`)
};

export const plan_keys_full_organization = /** @type {(inputs: Plan_Keys_Full_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Organisation hat ${i?.keys}, so viele, wie ihr Tarif erlaubt. ${i?.sentence} Widerrufen Sie einen Schlüssel oder ändern Sie den Tarif, um einen weiteren hinzuzufügen.`)
};

export const plan_keys_full_user = /** @type {(inputs: Plan_Keys_Full_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.keys}, so viele, wie Ihr Tarif erlaubt. ${i?.sentence} Widerrufen Sie einen Schlüssel oder ändern Sie den Tarif, um einen weiteren hinzuzufügen.`)
};

export const plan_limit_api_calls_included = /** @type {(inputs: Plan_Limit_Api_Calls_IncludedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} API-Aufruf pro Monat`);
	return /** @type {LocalizedString} */ (`${i?.shown} API-Aufrufe pro Monat`)
	
};

export const plan_limit_api_calls_per_minute = /** @type {(inputs: Plan_Limit_Api_Calls_Per_MinuteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} API-Aufruf pro Minute und Arbeitsbereich`);
	return /** @type {LocalizedString} */ (`${i?.shown} API-Aufrufe pro Minute und Arbeitsbereich`)
	
};

export const plan_limit_api_keys = /** @type {(inputs: Plan_Limit_Api_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} API-Schlüssel`);
	return /** @type {LocalizedString} */ (`${i?.shown} API-Schlüssel`)
	
};

export const plan_limit_members = /** @type {(inputs: Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Person in einer Organisation, offene Einladungen eingeschlossen`);
	return /** @type {LocalizedString} */ (`${i?.shown} Personen in einer Organisation, offene Einladungen eingeschlossen`)
	
};

export const plan_limit_sentence = /** @type {(inputs: Plan_Limit_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} erlaubt ${i?.limit}.`)
};

export const plan_limit_sentence_more = /** @type {(inputs: Plan_Limit_Sentence_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} erlaubt ${i?.limit}; ${i?.better} erlaubt ${i?.count}.`)
};

export const pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Platz`)
};

export const pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

export const pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inklusive API-Aufrufe pro Monat`)
};

export const pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife im Vergleich`)
};

export const pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktueller Tarif`)
};

export const pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: Buchstaben, Ziffern, Binde- oder Unterstriche. Er wird geprüft, bevor Sie zur Zahlungsseite gehen.`)
};

export const pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabattcode`)
};

export const pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevorzugter Support`)
};

export const pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsverlauf`)
};

export const pricing_for_organizations = /** @type {(inputs: Pricing_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für eine Organisation, die die Plätze ihrer Mitglieder bezahlt. Wechseln Sie zu einer oder erstellen Sie eine im Arbeitsbereich-Menü, um ${i?.plan} zu wählen.`)
};

export const pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos`)
};

export const pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthalten`)
};

export const pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht enthalten`)
};

export const pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen in einer Organisation`)
};

export const pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / Monat`)
};

export const pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / Jahr`)
};

export const pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife`)
};

export const pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für ein Produkt im Betrieb.`)
};

export const pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Starter`)
};

export const pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro, einmal im Jahr bezahlt: zwei Monate gratis.`)
};

export const pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Monate gratis`)
};

export const pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Pro`)
};

export const pricing_scroll_hint = /** @type {(inputs: Pricing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wischen Sie die Tabelle seitlich, um alle Tarife zu sehen.`)
};

export const pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die gekauften Plätze (${i?.min} bis ${i?.max})`)
};

export const pricing_seats_description = /** @type {(inputs: Pricing_Seats_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mindestens ${i?.minimum}, und einer für jedes Mitglied und jede offene Einladung (jetzt ${i?.people}).`)
};

export const pricing_seats_label = /** @type {(inputs: Pricing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

export const pricing_seats_total = /** @type {(inputs: Pricing_Seats_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Platz × ${i?.each} = ${i?.total}`);
	return /** @type {LocalizedString} */ (`${i?.shown} Plätze × ${i?.each} = ${i?.total}`)
	
};

export const pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für eine Person am Anfang.`)
};

export const pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 API-Schlüssel`)
};

export const pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`600 API-Aufrufe pro Minute`)
};

export const pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support per E-Mail`)
};

export const pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren`)
};

export const pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} abonnieren`)
};

export const pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für eine Organisation: Sie zahlen für die genutzten Plätze.`)
};

export const pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze jederzeit hinzufügen`)
};

export const pricing_team_feature_pro = /** @type {(inputs: Pricing_Team_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Pro`)
};

export const pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Platz und Monat, mindestens ${i?.min} Plätze`)
};

export const pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`${i?.count}-tägige kostenlose Testphase`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`${i?.count}-wöchige kostenlose Testphase`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`${i?.count}-monatige kostenlose Testphase`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`${i?.count}-jährige kostenlose Testphase`);
	return /** @type {LocalizedString} */ (`Kostenlose Testphase: ${i?.count} × ${i?.interval}`)
	
};

export const pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.trial}: Bis zu ihrem Ende wird nichts berechnet.`)
};

export const pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was Sie bekommen`)
};

export const settings_billing_organization = /** @type {(inputs: Settings_Billing_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} ist der aktive Arbeitsbereich: Dies ist sein Tarif, den alle Mitglieder teilen.`)
};

export const settings_billing_personal = /** @type {(inputs: Settings_Billing_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif. Tarife, Zahlungsmethode und Rechnungen finden Sie auf der Seite „Abonnements“.`)
};

export const settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernt Ihr Konto, seine Sitzungen, verknüpften Konten und den API-Schlüssel. Das lässt sich nicht rückgängig machen.`)
};

export const settings_delete_dialog_title = /** @type {(inputs: Settings_Delete_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto löschen?`)
};

export const settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto und alles darin sind gelöscht.`)
};

export const settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

export const settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Konto ${i?.email}, seine Sitzungen, verknüpften Konten und der API-Schlüssel werden endgültig entfernt. Wählen Sie, wie Sie bestätigen, dass Sie es sind.`)
};

export const settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Löschen per E-Mail senden`)
};

export const settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Link zum Löschen an ${i?.email} gesendet.`)
};

export const settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehen Sie in Ihr Postfach`)
};

export const settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir senden einen Link an ${i?.email}; das Konto wird gelöscht, wenn Sie ihm folgen.`)
};

export const settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gelöscht`)
};

export const settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt löschen`)
};

export const settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sofort löschen: möglich innerhalb von ${i?.wait} nach der Anmeldung.`)
};

export const settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofort löschen, bestätigt durch diese Sitzung.`)
};

export const settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Löschen von Konten ist auf diesem Server abgeschaltet. Wenden Sie sich an den Support, um Ihr Konto zu schließen.`)
};

export const settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen…`)
};

export const settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort`)
};

export const settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Tarife ${i?.plans} und ${i?.last} werden mit dem Konto beim Zahlungsanbieter gekündigt: Sie enden sofort, nicht erst am Ende des bezahlten Zeitraums, und es wird nichts mehr berechnet.`)
};

export const settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Tarif ${i?.plan} wird mit dem Konto beim Zahlungsanbieter gekündigt: Er endet sofort, nicht erst am Ende des bezahlten Zeitraums, und es wird nichts mehr berechnet.`)
};

export const settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr bezahlter Tarif endet ebenfalls`)
};

export const settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie sich ab und wieder an und löschen Sie dann innerhalb von ${i?.wait}.`)
};

export const settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen`)
};

export const settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Passwort löschen`)
};

export const settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail ändern`)
};

export const settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ändern der E-Mail-Adresse ist auf diesem Server abgeschaltet.`)
};

export const settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Adresse ist jetzt ${i?.newEmail}. Den Bestätigungslink finden Sie im Postfach von ${i?.newEmail}.`)
};

export const settings_email_changed_title = /** @type {(inputs: Settings_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse geändert`)
};

export const settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie im Postfach von ${i?.currentEmail} die Änderung zu ${i?.newEmail}.`)
};

export const settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderung bestätigen`)
};

export const settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Adresse ist nicht bestätigt und ändert sich daher sofort; danach bitten wir die neue Adresse um Bestätigung.`)
};

export const settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schreiben an Ihre aktuelle Adresse, um die Änderung zu bestätigen.`)
};

export const settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue E-Mail-Adresse`)
};

export const settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail nicht geändert`)
};

export const settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsmail nicht gesendet`)
};

export const settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

export const settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsmail senden`)
};

export const settings_email_title = /** @type {(inputs: Settings_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

export const settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Den Bestätigungslink finden Sie im Postfach von ${i?.email}.`)
};

export const settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsmail gesendet`)
};

export const settings_email_verified = /** @type {(inputs: Settings_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

export const settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Profil, verknüpfte Konten, Sitzungen, Angaben zum API-Schlüssel und seiner Nutzung, Abonnements, Organisationen und Aktivität. Nie Geheimnisse: keine Passwörter, Tokens oder Schlüssel.`)
};

export const settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Kopie von allem, was diese App über Sie speichert, in einer JSON-Datei.`)
};

export const settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine JSON-Datei, in Ihren Downloads.`)
};

export const settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten sind heruntergeladen`)
};

export const settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

export const settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten konnten nicht exportiert werden. Versuchen Sie es erneut.`)
};

export const settings_export_not_done_title = /** @type {(inputs: Settings_Export_Not_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht heruntergeladen`)
};

export const settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten`)
};

export const settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto-ID`)
};

export const settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

export const settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Wege, auf denen Sie sich neben einem Link per E-Mail anmelden können; dafür brauchen Sie kein verknüpftes Konto.`)
};

export const settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} verknüpfen`)
};

export const settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiteres Konto verknüpfen`)
};

export const settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verknüpft`)
};

export const settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre verknüpften Konten werden geladen…`)
};

export const settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diesem Server sind keine Anmeldeanbieter eingerichtet.`)
};

export const settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

export const settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine verknüpften Konten: Sie melden sich mit Links per E-Mail an.`)
};

export const settings_linked_not_linked_title = /** @type {(inputs: Settings_Linked_Not_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht verknüpft`)
};

export const settings_linked_not_unlinked_title = /** @type {(inputs: Settings_Linked_Not_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht getrennt`)
};

export const settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

export const settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter`)
};

export const settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berechtigungen`)
};

export const settings_linked_title = /** @type {(inputs: Settings_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verknüpfte Konten`)
};

export const settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trennen`)
};

export const settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} trennen`)
};

export const settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ist nicht mehr verknüpft.`)
};

export const settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto getrennt`)
};

export const settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisiert`)
};

export const settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität`)
};

export const settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

export const settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung`)
};

export const settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefahrenbereich`)
};

export const settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verknüpfte Konten`)
};

export const settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheit`)
};

export const settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzungen`)
};

export const settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IP ${i?.ip}`)
};

export const settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diesem Computer`)
};

export const settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einer unbekannten Adresse`)
};

export const settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hat nicht geklappt`)
};

export const settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So erscheinen Sie in der App.`)
};

export const settings_profile_image_label = /** @type {(inputs: Settings_Profile_Image_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL des Profilbilds`)
};

export const settings_profile_image_placeholder = /** @type {(inputs: Settings_Profile_Image_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://example.com/ich.png`)
};

export const settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const settings_profile_not_saved_title = /** @type {(inputs: Settings_Profile_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil nicht gespeichert`)
};

export const settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil speichern`)
};

export const settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name und Ihr Bild sind aktualisiert.`)
};

export const settings_profile_saved_title = /** @type {(inputs: Settings_Profile_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil gespeichert`)
};

export const settings_profile_title = /** @type {(inputs: Settings_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache der App und ihrer E-Mails und die Zeitzone, in der Datum und Uhrzeit erscheinen.`)
};

export const settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache und Zeitzone`)
};

export const settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen, auch diese, sind abgemeldet.`)
};

export const settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abgemeldet`)
};

export const settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo Ihr Konto angemeldet ist.`)
};

export const settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.network} · angemeldet ${i?.signedIn} · zuletzt aktiv ${i?.lastActive}`)
};

export const settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.os}`)
};

export const settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.os} (dieses Gerät)`)
};

export const settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzungen werden geladen…`)
};

export const settings_sessions_not_revoked_title = /** @type {(inputs: Settings_Sessions_Not_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung nicht beendet`)
};

export const settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abgemeldet`)
};

export const settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Sitzungen sind abgemeldet.`)
};

export const settings_sessions_others_done_title = /** @type {(inputs: Settings_Sessions_Others_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderswo abgemeldet`)
};

export const settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beenden`)
};

export const settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} auf ${i?.os} von ${i?.network} beenden`)
};

export const settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät ist abgemeldet.`)
};

export const settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung beendet`)
};

export const settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden`)
};

export const settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Sitzungen abmelden`)
};

export const settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät`)
};

export const settings_sessions_title = /** @type {(inputs: Settings_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzungen`)
};

export const settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeitzone dieses Browsers (${i?.zone})`)
};

export const settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone`)
};

export const settings_time_zone_not_saved_title = /** @type {(inputs: Settings_Time_Zone_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone nicht gespeichert`)
};

export const settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datum und Uhrzeit erscheinen jetzt in ${i?.zone}.`)
};

export const settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone gespeichert`)
};

export const settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.initials}, Kontomenü`)
};

export const shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Konsole`)
};

export const shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptnavigation`)
};

export const shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

export const shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

export const shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

export const shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet als`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhalt springen`)
};

export const team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

export const team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Mitglied zu ${i?.team} hinzufügen`)
};

export const team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied wählen`)
};

export const team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team erstellen`)
};

export const team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team erstellt`)
};

export const team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist bereit für Mitglieder.`)
};

export const team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team löschen`)
};

export const team_delete_label = /** @type {(inputs: Team_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} löschen`)
};

export const team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Team wird entfernt; seine Mitglieder bleiben mit ihren Rollen in ${i?.organization}.`)
};

export const team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} löschen?`)
};

export const team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team gelöscht`)
};

export const team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} ist gelöscht; seine Mitglieder bleiben in der Organisation.`)
};

export const team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppen von Mitgliedern innerhalb der Organisation.`)
};

export const team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team behalten`)
};

export const team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Team hinzugefügt`)
};

export const team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist in ${i?.team}`)
};

export const team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Team entfernt`)
};

export const team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} ist aktualisiert.`)
};

export const team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teamname`)
};

export const team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des neuen Teams`)
};

export const team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mitglieder.`)
};

export const team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Teams.`)
};

export const team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Inhaber und Admins der Organisation können welche erstellen.`)
};

export const team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benennen Sie oben eines, um Mitglieder zu gruppieren.`)
};

export const team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht hinzugefügt`)
};

export const team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team nicht erstellt`)
};

export const team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team nicht gelöscht`)
};

export const team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht umbenannt`)
};

export const team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aus ${i?.team} entfernen`)
};

export const team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

export const team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} umbenennen`)
};

export const team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team umbenannt`)
};

export const team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} heißt jetzt ${i?.name}`)
};

export const team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

export const tfa_app_code_help = /** @type {(inputs: Tfa_App_Code_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der 6-stellige Code, den die App für ${i?.appName} anzeigt.`)
};

export const tfa_app_code_label = /** @type {(inputs: Tfa_App_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code aus der App`)
};

export const tfa_authentication_code = /** @type {(inputs: Tfa_Authentication_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentifizierungscode`)
};

export const tfa_backup_code = /** @type {(inputs: Tfa_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Code`)
};

export const tfa_backup_codes = /** @type {(inputs: Tfa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Codes`)
};

export const tfa_cannot_scan = /** @type {(inputs: Tfa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen klappt nicht? Geben Sie diesen Schlüssel in der App ein:`)
};

export const tfa_code_not_checked = /** @type {(inputs: Tfa_Code_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code konnte nicht geprüft werden.`)
};

export const tfa_continue_setup = /** @type {(inputs: Tfa_Continue_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung fortsetzen`)
};

export const tfa_copy_codes = /** @type {(inputs: Tfa_Copy_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes kopieren`)
};

export const tfa_copy_key = /** @type {(inputs: Tfa_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel kopieren`)
};

export const tfa_description = /** @type {(inputs: Tfa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein zweiter Schritt, wenn Sie sich mit einem Passwort oder einem Link anmelden: ein 6-stelliger Code aus einer Authenticator-App auf Ihrem Telefon. Passkeys brauchen keinen Code.`)
};

export const tfa_download = /** @type {(inputs: Tfa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herunterladen`)
};

export const tfa_either_code_label = /** @type {(inputs: Tfa_Either_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code aus Ihrer Authenticator-App oder ein Backup-Code`)
};

export const tfa_error_code_used = /** @type {(inputs: Tfa_Error_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code wurde bereits verwendet. Geben Sie den nächsten Code ein, den Ihre Authenticator-App anzeigt.`)
};

export const tfa_error_invalid_backup_code = /** @type {(inputs: Tfa_Error_Invalid_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Backup-Code ist nicht richtig oder wurde bereits verwendet.`)
};

export const tfa_error_invalid_code = /** @type {(inputs: Tfa_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code ist nicht richtig. Geben Sie den Code ein, den Ihre Authenticator-App jetzt anzeigt.`)
};

export const tfa_error_not_on = /** @type {(inputs: Tfa_Error_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist nicht eingeschaltet.`)
};

export const tfa_error_on_already = /** @type {(inputs: Tfa_Error_On_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist bereits eingeschaltet.`)
};

export const tfa_error_set_up_first = /** @type {(inputs: Tfa_Error_Set_Up_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richten Sie zuerst die Zwei-Faktor-Authentifizierung ein.`)
};

export const tfa_error_sign_in_expired = /** @type {(inputs: Tfa_Error_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Anmeldung ist abgelaufen. Melden Sie sich erneut an.`)
};

export const tfa_error_too_many_for_account = /** @type {(inputs: Tfa_Error_Too_Many_For_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes für dieses Konto.`)
};

export const tfa_error_too_many_for_sign_in = /** @type {(inputs: Tfa_Error_Too_Many_For_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes für diese Anmeldung. Melden Sie sich erneut an.`)
};

export const tfa_error_too_many_tried = /** @type {(inputs: Tfa_Error_Too_Many_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurden zu viele Codes ausprobiert.`)
};

export const tfa_file_account = /** @type {(inputs: Tfa_File_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Konto: ${i?.email}`)
};

export const tfa_file_created = /** @type {(inputs: Tfa_File_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erstellt: ${i?.date}`)
};

export const tfa_file_stop = /** @type {(inputs: Tfa_File_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Codes oder das Ausschalten der Zwei-Faktor-Authentifizierung machen diese ungültig.`)
};

export const tfa_file_title = /** @type {(inputs: Tfa_File_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName}-Backup-Codes`)
};

export const tfa_file_use = /** @type {(inputs: Tfa_File_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Code meldet Sie einmal an, wenn Sie Ihre Authenticator-App nicht verwenden können.`)
};

export const tfa_fresh_generate_codes = /** @type {(inputs: Tfa_Fresh_Generate_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zu Ihrer Sicherheit ab und wieder an, und erstellen Sie dann neue Backup-Codes.`)
};

export const tfa_fresh_set_up = /** @type {(inputs: Tfa_Fresh_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zu Ihrer Sicherheit ab und wieder an, und richten Sie dann die Zwei-Faktor-Authentifizierung ein.`)
};

export const tfa_fresh_turn_off = /** @type {(inputs: Tfa_Fresh_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zu Ihrer Sicherheit ab und wieder an, und schalten Sie dann die Zwei-Faktor-Authentifizierung aus.`)
};

export const tfa_generate_new_codes = /** @type {(inputs: Tfa_Generate_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Backup-Codes erstellen`)
};

export const tfa_generate_new_codes_action = /** @type {(inputs: Tfa_Generate_New_Codes_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Codes erstellen`)
};

export const tfa_key_details = /** @type {(inputs: Tfa_Key_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeitbasiert, 6 Ziffern, für ${i?.email}.`)
};

export const tfa_loading = /** @type {(inputs: Tfa_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung wird geladen`)
};

export const tfa_new_codes_text = /** @type {(inputs: Tfa_New_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zehn neue Codes ersetzen Ihre aktuellen: Die alten Codes werden sofort ungültig, ob benutzt oder nicht. Die neuen Codes werden einmal angezeigt.`)
};

export const tfa_no_key = /** @type {(inputs: Tfa_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Server hat keinen Schlüssel für die App geliefert.`)
};

export const tfa_no_new_codes = /** @type {(inputs: Tfa_No_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurden keine neuen Codes erstellt`)
};

export const tfa_not_on_yet = /** @type {(inputs: Tfa_Not_On_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist noch nicht eingeschaltet`)
};

export const tfa_not_set_up = /** @type {(inputs: Tfa_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung wurde nicht eingerichtet`)
};

export const tfa_not_signed_in_yet = /** @type {(inputs: Tfa_Not_Signed_In_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind noch nicht angemeldet`)
};

export const tfa_off = /** @type {(inputs: Tfa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.`)
};

export const tfa_old_codes_stopped = /** @type {(inputs: Tfa_Old_Codes_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre alten Backup-Codes sind nicht mehr gültig.`)
};

export const tfa_on = /** @type {(inputs: Tfa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein`)
};

export const tfa_on_now = /** @type {(inputs: Tfa_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist eingeschaltet. Bei der Anmeldung mit Passwort oder Link wird jetzt ein Code aus Ihrer App abgefragt.`)
};

export const tfa_on_text = /** @type {(inputs: Tfa_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt.`)
};

export const tfa_password_intro = /** @type {(inputs: Tfa_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie brauchen eine Authenticator-App auf Ihrem Telefon, etwa 1Password, Google Authenticator, Microsoft Authenticator oder Aegis. Bestätigen Sie zuerst, dass Sie es sind.`)
};

export const tfa_preparing_key = /** @type {(inputs: Tfa_Preparing_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schlüssel für Ihre App wird vorbereitet`)
};

export const tfa_problem_backup_code = /** @type {(inputs: Tfa_Problem_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Backup-Code so ein, wie er ausgegeben wurde, etwa AbCd1-2EfGh.`)
};

export const tfa_problem_either_code = /** @type {(inputs: Tfa_Problem_Either_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Code aus Ihrer Authenticator-App oder einen Ihrer Backup-Codes ein.`)
};

export const tfa_problem_totp_code = /** @type {(inputs: Tfa_Problem_Totp_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie den ${i?.digits}-stelligen Code aus Ihrer Authenticator-App ein.`)
};

export const tfa_qr_alt = /** @type {(inputs: Tfa_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-Code, der ${i?.appName} (${i?.email}) zu einer Authenticator-App hinzufügt. Er enthält den daneben ausgeschriebenen Einrichtungsschlüssel.`)
};

export const tfa_qr_drawing = /** @type {(inputs: Tfa_Qr_DrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der QR-Code wird gezeichnet`)
};

export const tfa_qr_failed = /** @type {(inputs: Tfa_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der QR-Code konnte nicht gezeichnet werden. Geben Sie stattdessen den Schlüssel unten in Ihrer App ein.`)
};

export const tfa_save_codes = /** @type {(inputs: Tfa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie diese Backup-Codes`)
};

export const tfa_save_codes_text = /** @type {(inputs: Tfa_Save_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Code meldet Sie einmal an, wenn Sie Ihre Authenticator-App nicht verwenden können, etwa wenn Ihr Telefon verloren ist. Bewahren Sie sie sicher auf, etwa in einem Passwort-Manager: Sie werden nicht noch einmal angezeigt.`)
};

export const tfa_scan = /** @type {(inputs: Tfa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen Sie diesen QR-Code mit einer Authenticator-App auf Ihrem Telefon, etwa 1Password, Google Authenticator, Microsoft Authenticator oder Aegis.`)
};

export const tfa_set_up = /** @type {(inputs: Tfa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung einrichten`)
};

export const tfa_setup_key = /** @type {(inputs: Tfa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtungsschlüssel`)
};

export const tfa_sign_in_again = /** @type {(inputs: Tfa_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut anmelden`)
};

export const tfa_sign_in_app_intro = /** @type {(inputs: Tfa_Sign_In_App_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Öffnen Sie Ihre Authenticator-App und geben Sie den Code ein, den sie für ${i?.appName} anzeigt.`)
};

export const tfa_sign_in_backup_intro = /** @type {(inputs: Tfa_Sign_In_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen der Backup-Codes ein, die Sie beim Einrichten der Zwei-Faktor-Authentifizierung gespeichert haben. Jeder funktioniert einmal.`)
};

export const tfa_sign_in_ended = /** @type {(inputs: Tfa_Sign_In_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Anmeldung ist beendet`)
};

export const tfa_something_went_wrong = /** @type {(inputs: Tfa_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen. Versuchen Sie es erneut.`)
};

export const tfa_still_on = /** @type {(inputs: Tfa_Still_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist noch eingeschaltet`)
};

export const tfa_stop_setup = /** @type {(inputs: Tfa_Stop_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung abbrechen`)
};

export const tfa_stop_text = /** @type {(inputs: Tfa_Stop_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung bleibt ausgeschaltet. Wenn Sie den Schlüssel schon in Ihre App eingetragen haben, entfernen Sie ihn dort: Eine neue Einrichtung erzeugt einen neuen Schlüssel.`)
};

export const tfa_stop_title = /** @type {(inputs: Tfa_Stop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung der Zwei-Faktor-Authentifizierung abbrechen?`)
};

export const tfa_title = /** @type {(inputs: Tfa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung`)
};

export const tfa_trust_device = /** @type {(inputs: Tfa_Trust_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesem Gerät 30 Tage lang vertrauen`)
};

export const tfa_trust_device_help = /** @type {(inputs: Tfa_Trust_Device_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wird nicht mehr nach einem Code gefragt. Lassen Sie dies an einem gemeinsam genutzten Computer aus.`)
};

export const tfa_turn_off = /** @type {(inputs: Tfa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausschalten`)
};

export const tfa_turn_off_button = /** @type {(inputs: Tfa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung ausschalten…`)
};

export const tfa_turn_off_text = /** @type {(inputs: Tfa_Turn_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung werden wieder nur Ihr Passwort oder ein Link abgefragt. Ihre Backup-Codes werden ungültig, und jeder Browser, dem Sie vertraut haben, wird vergessen.`)
};

export const tfa_turn_off_title = /** @type {(inputs: Tfa_Turn_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung ausschalten?`)
};

export const tfa_turn_on = /** @type {(inputs: Tfa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einschalten`)
};

export const tfa_turned_off_text = /** @type {(inputs: Tfa_Turned_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung wird kein Code mehr abgefragt.`)
};

export const tfa_turned_off_title = /** @type {(inputs: Tfa_Turned_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist ausgeschaltet`)
};

export const tfa_use_app = /** @type {(inputs: Tfa_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen Ihre Authenticator-App verwenden`)
};

export const tfa_use_backup_code = /** @type {(inputs: Tfa_Use_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen einen Backup-Code verwenden`)
};

export const tfa_verify = /** @type {(inputs: Tfa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

export const validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verwenden Sie höchstens ${i?.max} Zeichen`)
};

export const validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-Mail-Adressen haben höchstens ${i?.max} Zeichen, ${i?.local} davon vor dem @`)
};

export const validation_enter_a_name = /** @type {(inputs: Validation_Enter_A_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Namen ein`)
};

export const validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr aktuelles Passwort ein`)
};

export const validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein`)
};

export const validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Namen für den Schlüssel ein`)
};

export const validation_enter_new_email = /** @type {(inputs: Validation_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die neue E-Mail-Adresse ein`)
};

export const validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Namen für den Passkey ein`)
};

export const validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr Passwort ein`)
};

export const validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Kurznamen ein`)
};

export const validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihren Namen ein`)
};

export const validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine https://-Adresse ein oder lassen Sie das Feld leer`)
};

export const validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zu lang`)
};

export const validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zu kurz`)
};

export const validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passwörter stimmen nicht überein`)
};

export const validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen`)
};

export const validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche, am Anfang und Ende einen Buchstaben oder eine Ziffer`)
};

export const welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen bei ${i?.appName}`)
};

export const welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name, mit dem die App Sie begrüßt und den die Menschen sehen, mit denen Sie arbeiten. Sie können ihn später in den Einstellungen ändern.`)
};

export const welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie dürfen wir Sie nennen?`)
};

export const welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name wurde nicht gespeichert`)
};

export const welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorerst überspringen`)
};

export const welcome_title = /** @type {(inputs: Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen`)
};