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
	return /** @type {LocalizedString} */ (`[Šéçúŕé ýóúŕ áççóúñţ · ${i?.appName} ·········]`)
};

export const activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ ·]`)
};

export const activity_by_admin = /** @type {(inputs: Activity_By_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ƀý áñ áðɱíñ ·····]`)
};

export const activity_by_admin_organization = /** @type {(inputs: Activity_By_Admin_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ƀý áñ áðɱíñ (óŕĝáñížáţíóñ) ···········]`)
};

export const activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ĥáþþéñéð ţó ýóúŕ áççóúñţ, ñéŵéšţ ƒíŕšţ. Éñţŕíéš áŕé ķéþţ ƒóŕ á ļíɱíţéð ţíɱé. ································]`)
};

export const activity_device = /** @type {(inputs: Activity_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.browser} óñ ${i?.system} ··]`)
};

export const activity_group_api_key = /** @type {(inputs: Activity_Group_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

export const activity_group_billing = /** @type {(inputs: Activity_Group_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ ···]`)
};

export const activity_group_security = /** @type {(inputs: Activity_Group_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéçúŕíţý çĥáñĝéš ······]`)
};

export const activity_group_sign_ins = /** @type {(inputs: Activity_Group_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñš ···]`)
};

export const activity_kind_account_deletion_requested = /** @type {(inputs: Activity_Kind_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ðéļéţíóñ ŕéǫúéšţéð ··········]`)
};

export const activity_kind_all_sessions_revoked = /** @type {(inputs: Activity_Kind_All_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éṽéŕý šéššíóñ ··········]`)
};

export const activity_kind_api_key_created = /** @type {(inputs: Activity_Kind_Api_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý çŕéáţéð ······]`)
};

export const activity_kind_api_key_deleted = /** @type {(inputs: Activity_Kind_Api_Key_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ðéļéţéð ······]`)
};

export const activity_kind_api_key_regenerated = /** @type {(inputs: Activity_Kind_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ŕéĝéñéŕáţéð ········]`)
};

export const activity_kind_backup_code_used = /** @type {(inputs: Activity_Kind_Backup_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķúþ çóðé úšéð ······]`)
};

export const activity_kind_backup_codes_regenerated = /** @type {(inputs: Activity_Kind_Backup_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ƀáçķúþ çóðéš ĝéñéŕáţéð ··········]`)
};

export const activity_kind_email_change_requested = /** @type {(inputs: Activity_Kind_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ çĥáñĝé ŕéǫúéšţéð ·········]`)
};

export const activity_kind_email_changed = /** @type {(inputs: Activity_Kind_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš çĥáñĝéð ········]`)
};

export const activity_kind_other_sessions_revoked = /** @type {(inputs: Activity_Kind_Other_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ áļļ óţĥéŕ šéššíóñš ············]`)
};

export const activity_kind_passkey_added = /** @type {(inputs: Activity_Kind_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý áððéð ·····]`)
};

export const activity_kind_passkey_removed = /** @type {(inputs: Activity_Kind_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ŕéɱóṽéð ······]`)
};

export const activity_kind_password_changed = /** @type {(inputs: Activity_Kind_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð çĥáñĝéð ······]`)
};

export const activity_kind_password_reset = /** @type {(inputs: Activity_Kind_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ŕéšéţ ƀý éɱáíļ ļíñķ ···········]`)
};

export const activity_kind_password_set = /** @type {(inputs: Activity_Kind_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð šéţ ·····]`)
};

export const activity_kind_provider_linked = /** @type {(inputs: Activity_Kind_Provider_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ þŕóṽíðéŕ ļíñķéð ·········]`)
};

export const activity_kind_provider_unlinked = /** @type {(inputs: Activity_Kind_Provider_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ þŕóṽíðéŕ úñļíñķéð ··········]`)
};

export const activity_kind_session_revoked = /** @type {(inputs: Activity_Kind_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ áñóţĥéŕ šéššíóñ ··········]`)
};

export const activity_kind_sign_in = /** @type {(inputs: Activity_Kind_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ····]`)
};

export const activity_kind_sign_in_failed = /** @type {(inputs: Activity_Kind_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð šíĝñ-íñ: ŵŕóñĝ þáššŵóŕð ············]`)
};

export const activity_kind_sign_out = /** @type {(inputs: Activity_Kind_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ ····]`)
};

export const activity_kind_subscription_cancelled = /** @type {(inputs: Activity_Kind_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ çáñçéļļéð ·········]`)
};

export const activity_kind_subscription_plan_changed = /** @type {(inputs: Activity_Kind_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ çĥáñĝéð ·····]`)
};

export const activity_kind_subscription_resumed = /** @type {(inputs: Activity_Kind_Subscription_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ŕéšúɱéð ········]`)
};

export const activity_kind_subscription_started = /** @type {(inputs: Activity_Kind_Subscription_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ šţáŕţéð ········]`)
};

export const activity_kind_two_factor_disabled = /** @type {(inputs: Activity_Kind_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ţúŕñéð óƒƒ ··············]`)
};

export const activity_kind_two_factor_enabled = /** @type {(inputs: Activity_Kind_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ţúŕñéð óñ ··············]`)
};

export const activity_kind_two_factor_failed = /** @type {(inputs: Activity_Kind_Two_Factor_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð šíĝñ-íñ: ŵŕóñĝ ţŵó-ƒáçţóŕ çóðé ···············]`)
};

export const activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ áçţíṽíţý… ·········]`)
};

export const activity_named = /** @type {(inputs: Activity_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label}: ${i?.name} ·]`)
};

export const activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñéţŵóŕķ ${i?.network} ···]`)
};

export const activity_network_this_computer = /** @type {(inputs: Activity_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš çóɱþúţéŕ ·····]`)
};

export const activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ðéṽíçé ŕéçóŕðéð ·······]`)
};

export const activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð ýéţ. ········]`)
};

export const activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð óƒ ţĥíš ķíñð ýéţ. ··············]`)
};

export const activity_not_me_revoked = /** @type {(inputs: Activity_Not_Me_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éṽéŕý šéššíóñ ("Ţĥíš ŵášñ'ţ ɱé" ļíñķ) ···················]`)
};

export const activity_organization = /** @type {(inputs: Activity_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} (óŕĝáñížáţíóñ) ······]`)
};

export const activity_plan_changed_to = /** @type {(inputs: Activity_Plan_Changed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þļáñ çĥáñĝéð ţó ${i?.plan} ······]`)
};

export const activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ··]`)
};

export const activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ óļðéŕ ····]`)
};

export const activity_signed_in_backup_code = /** @type {(inputs: Activity_Signed_In_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ŵíţĥ á ƀáçķúþ çóðé ···········]`)
};

export const activity_signed_in_email_link = /** @type {(inputs: Activity_Signed_In_Email_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ŵíţĥ áñ éɱáíļ ļíñķ ···········]`)
};

export const activity_signed_in_passkey = /** @type {(inputs: Activity_Signed_In_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ŵíţĥ á þáššķéý ··········]`)
};

export const activity_signed_in_password = /** @type {(inputs: Activity_Signed_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ŵíţĥ á þáššŵóŕð ··········]`)
};

export const activity_signed_in_two_factor = /** @type {(inputs: Activity_Signed_In_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ŵíţĥ á ţŵó-ƒáçţóŕ çóðé ·············]`)
};

export const activity_signed_in_with = /** @type {(inputs: Activity_Signed_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ ŵíţĥ ${i?.provider} ······]`)
};

export const activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽíţý ···]`)
};

export const activity_unknown = /** @type {(inputs: Activity_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ áçţíṽíţý ······]`)
};

export const activity_unknown_browser = /** @type {(inputs: Activity_Unknown_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ úñķñóŵñ ƀŕóŵšéŕ ·······]`)
};

export const activity_unknown_device = /** @type {(inputs: Activity_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ ðéṽíçé ·······]`)
};

export const activity_unknown_system = /** @type {(inputs: Activity_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ šýšţéɱ ·······]`)
};

export const admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ···]`)
};

export const admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţš ···]`)
};

export const admin_accounts_load_failed = /** @type {(inputs: Admin_Accounts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţš çóúļð ñóţ ƀé ļóáðéð. Ŕéļóáð ţĥé þáĝé ţó ţŕý áĝáíñ. ·························]`)
};

export const admin_accounts_loading = /** @type {(inputs: Admin_Accounts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé áççóúñţš ········]`)
};

export const admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

export const admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé šúƀšçŕíþţíóñš ········]`)
};

export const admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáíð, íñ á ţŕíáļ, ƀéĥíñð óñ þáýɱéñţ, óŕ éñðíñĝ áţ þéŕíóð éñð ························]`)
};

export const admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš ···]`)
};

export const admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš óŕ ñáɱé ······]`)
};

export const admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý ·]`)
};

export const admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý þļáñ ···]`)
};

export const admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţé ····]`)
};

export const admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţúš ····]`)
};

export const admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš þéŕ ðáý ·······]`)
};

export const admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çáļļ ŵíţĥ ÁÞÍ ķéýš íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ··················]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çáļļš ŵíţĥ ÁÞÍ ķéýš íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ··················]`)
	
};

export const admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áţţéɱþţš ···]`)
};

export const admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķéð áñ ÁÞÍ ķéý ·······]`)
};

export const admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð ýéţ. ········]`)
};

export const admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð áçţíñĝ áš ţĥé úšéŕ ··········]`)
};

export const admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð áçţíñĝ áš ţĥé úšéŕ ··········]`)
};

export const admin_audit_load_failed = /** @type {(inputs: Admin_Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áúðíţ ļóĝ çóúļð ñóţ ƀé ļóáðéð. Ŕéļóáð ţĥé þáĝé ţó ţŕý áĝáíñ. ··························]`)
};

export const admin_audit_loading = /** @type {(inputs: Admin_Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé áúðíţ ļóĝ ········]`)
};

export const admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúðíţ ļóĝ ····]`)
};

export const admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð ŕéçóñçíļíñĝ ƀíļļíñĝ ŵíţĥ Þóļáŕ ···············]`)
};

export const admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕáñţéð ţĥé áðɱíñ ŕóļé ·········]`)
};

export const admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķéð ţĥé áðɱíñ ŕóļé ·········]`)
};

export const admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éṽéŕý šéššíóñ ··········]`)
};

export const admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáññéð ··]`)
};

export const admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñƀáññéð ···]`)
};

export const admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ á ṽéŕíƒíçáţíóñ ɱáíļ ··········]`)
};

export const admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáýéð á ŵéƀĥóóķ éṽéñţ ··········]`)
};

export const admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáññéð ··]`)
};

export const admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļļš ··]`)
};

export const admin_console = /** @type {(inputs: Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ çóñšóļé ·····]`)
};

export const admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} áççóúñţ ···]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} áççóúñţš ····]`)
	
};

export const admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ ····]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš ····]`)
	
};

export const admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţ ··]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţš ···]`)
	
};

export const admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šúƀšçŕíþţíóñ ·····]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šúƀšçŕíþţíóñš ······]`)
	
};

export const admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ···]`)
};

export const admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ƒŕóɱ ·····]`)
};

export const admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð úñţíļ ·····]`)
};

export const admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáý ·]`)
};

export const admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļš ···]`)
};

export const admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éŕŕóŕ ··]`)
};

export const admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéñţ ··]`)
};

export const admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ŵéƀĥóóķš ······]`)
};

export const admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíĝúŕéš ···]`)
};

export const admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáš ñóñé ···]`)
};

export const admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáš óñé ···]`)
};

export const admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ···]`)
};

export const admin_ignored_kind = /** @type {(inputs: Admin_Ignored_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ķíñð óƒ éṽéñţ ţĥé þŕóðúçţ ðóéš ñóţ úšé ················]`)
};

export const admin_ignored_stale = /** @type {(inputs: Admin_Ignored_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óļðéŕ ţĥáñ ţĥé šúƀšçŕíþţíóñ'š šţáţé áļŕéáðý ĥéļð ···················]`)
};

export const admin_ignored_unknown_owner = /** @type {(inputs: Admin_Ignored_Unknown_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó úšéŕ óŕ óŕĝáñížáţíóñ ĥáš ţĥíš çúšţóɱéŕ'š íð ··················]`)
};

export const admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþéŕšóñáţíóñ ·····]`)
};

export const admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íɱþéŕšóñáţíóñ çóúļð ñóţ ƀé šţóþþéð. ················]`)
};

export const admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþ ··]`)
};

export const admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñéð íñ áš ${i?.user} ƀý ${i?.admin} ··········]`)
};

export const admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé íñƀóẋ… ·······]`)
};

export const admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé šúƀšçŕíþţíóñš… ··········]`)
};

export const admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóñţĥļý ŕéçúŕŕíñĝ ŕéṽéñúé ··········]`)
};

export const admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóñţĥļý ŕéçúŕŕíñĝ ŕéṽéñúé ƀý þļáñ ·············]`)
};

export const admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áţ ţĥé þŕíçéš Þóļáŕ ŕéþóŕţéð; á ýéáŕļý þŕíçé çóúñţš áš á ţŵéļƒţĥ ··························]`)
};

export const admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} á ɱóñţĥ ƒŕóɱ þáíð šúƀšçŕíþţíóñš ţĥáţ ŕéñéŵ; ţŕíáļš áñð šúƀšçŕíþţíóñš šéţ ţó éñð áŕé ļéƒţ óúţ. ······································]`)
};

export const admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ þáĝé ····]`)
};

export const admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ ɱáţçĥéš. ········]`)
};

export const admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áçţíṽé šúƀšçŕíþţíóñš. ··········]`)
};

export const admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó éṽéñţš ɱáţçĥ. ······]`)
};

export const admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šúƀšçŕíþţíóñš ɱáţçĥ. ·········]`)
};

export const admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀáññéð ····]`)
};

export const admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽéŕíƒíéð ·····]`)
};

export const admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţé ··]`)
};

export const admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ŵĥóɱ ···]`)
};

export const admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé ƒáíļéð éṽéñţš ·········]`)
};

export const admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕðéŕ ··]`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óṽéŕṽíéŵ ···]`)
};

export const admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.week} ñéŵ íñ 7 ðáýš, ${i?.month} íñ 30 ·········]`)
};

export const admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕ ··]`)
};

export const admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} ··]`)
};

export const admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} óƒ ${i?.pages} ····]`)
};

export const admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ ɱóñţĥ ····]`)
};

export const admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕíóð ··]`)
};

export const admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ ··]`)
};

export const admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéṽíóúš þáĝé ·····]`)
};

export const admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéíṽéð ···]`)
};

export const admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé ····]`)
};

export const admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé éṽéŕýóñé ñóŵ ·········]`)
};

export const admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé ŵíţĥ Þóļáŕ ········]`)
};

export const admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļé ${i?.name} ····]`)
};

export const admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕé-ŕéáðš šúƀšçŕíþţíóñš ƒŕóɱ Þóļáŕ áñð çóŕŕéçţš ŵĥáţ á ļóšţ ŵéƀĥóóķ ļéƒţ ƀéĥíñð, ƒóŕ éṽéŕý çúšţóɱéŕ ŵíţĥ á šúƀšçŕíþţíóñ ţĥáţ íš ñóţ óṽéŕ, óŕ ƒóŕ óñé çúšţóɱéŕ ƒŕóɱ íţš ŕóŵ ƀéļóŵ. Ţĥé šéŕṽéŕ ðóéš íţ á çúšţóɱéŕ áţ á ţíɱé; ţĥé þŕóĝŕéšš šĥóŵš ĥéŕé. ·································································································]`)
};

export const admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáý ··]`)
};

export const admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéþļáý ţĥé éṽéñţ ··········]`)
};

export const admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþļáý ƒáíļéð ·······]`)
};

export const admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ƒáíļéð áĝáíñ. ······]`)
};

export const admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáý ${i?.type} ${i?.id} ···]`)
};

export const admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéñţ ŕéþļáýéð ······]`)
};

export const admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš áþþļíéð. ······]`)
};

export const admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš íĝñóŕéð: ${i?.reason}. ·······]`)
};

export const admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļŕéáðý ŕúññíñĝ ······]`)
};

export const admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} šţáŕţéð ţĥíš ŕéçóñçíļíáţíóñ; íţš þŕóĝŕéšš íš šĥóŵñ ĥéŕé. ·······················]`)
};

export const admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţíñĝ ţĥé çúšţóɱéŕš ţó ŕé-ŕéáð… ··············]`)
};

export const admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóñé: ${i?.done} óƒ ${i?.customers} ŕé-ŕéáð ƒŕóɱ Þóļáŕ${i?.failures}. ············]`)
};

export const admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýóñé ···]`)
};

export const admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ··]`)
};

export const admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[, ${i?.failed} ƒáíļéð (${i?.reason}) ·····]`)
};

export const admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñíšĥéð ···]`)
};

export const admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñţéŕŕúþţéð ····]`)
};

export const admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íñţéŕŕúþţéð áƒţéŕ ${i?.customers}: ţĥé šéŕṽéŕ ðóíñĝ íţ šţóþþéð. Šţáŕţ íţ áĝáíñ. ··························]`)
};

export const admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ŕéášóñ ĝíṽéñ ······]`)
};

export const admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šţáŕţ ţĥé ŕéçóñçíļíáţíóñ ··············]`)
};

export const admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.done} óƒ ${i?.customers} ŕé-ŕéáð ƒŕóɱ Þóļáŕ${i?.failures}. ··········]`)
};

export const admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçóñçíļíñĝ ${i?.whom} ·····]`)
};

export const admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúññíñĝ ···]`)
};

export const admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð áƒţéŕ ${i?.customers}: ${i?.reason}. ·······]`)
};

export const admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ éŕŕóŕ ······]`)
};

export const admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý ·]`)
};

export const admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕš ····]`)
};

export const admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕéçóñçíļíáţíóñ ŵáš šţáŕţéð ƒŕóɱ ţĥé çóñšóļé ýéţ. ····················]`)
};

export const admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ŕéçéñţ ŕéçóñçíļíáţíóñš… ··············]`)
};

export const admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóĝŕéšš ···]`)
};

export const admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ ŕéçóñçíļíáţíóñš ·········]`)
};

export const admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð ···]`)
};

export const admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ··]`)
};

export const admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ áñð ƒíļţéŕš ·······]`)
};

export const admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñš ···]`)
};

export const admin_sign_ins_per_day = /** @type {(inputs: Admin_Sign_Ins_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñš þéŕ ðáý ······]`)
};

export const admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šíĝñ-íñ íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ·············]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šíĝñ-íñš íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ··············]`)
	
};

export const admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíñçé ··]`)
};

export const admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš, Á ţó Ž ······]`)
};

export const admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš, Ž ţó Á ······]`)
};

export const admin_sort_name_asc = /** @type {(inputs: Admin_Sort_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, Á ţó Ž ·····]`)
};

export const admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, Ž ţó Á ·····]`)
};

export const admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵéšţ ƒíŕšţ ·····]`)
};

export const admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óļðéšţ ƒíŕšţ ·····]`)
};

export const admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţé ··]`)
};

export const admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíéð ···]`)
};

export const admin_state_failed = /** @type {(inputs: Admin_State_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ··]`)
};

export const admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íĝñóŕéð ···]`)
};

export const admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ ···]`)
};

export const admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ··]`)
};

export const admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀéð ····]`)
};

export const admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ·····]`)
};

export const admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

export const admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé šúƀšçŕíþţíóñš ƀý þļáñ ···········]`)
};

export const admin_user_actions = /** @type {(inputs: Admin_User_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ···]`)
};

export const admin_user_actions_admin_emails = /** @type {(inputs: Admin_User_Actions_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÐṀÍÑ_ÉṀÁÍĻŠ ñáɱéš ţĥíš áððŕéšš, šó íţš áðɱíñ ŕóļé íš ţĥé éñṽíŕóñɱéñţ'š ţó çĥáñĝé. ·································]`)
};

export const admin_user_actions_help = /** @type {(inputs: Admin_User_Actions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ áçţíóñ ášķš ƒóŕ ţĥé áççóúñţ'š áððŕéšš áñð íš ŕéçóŕðéð íñ ţĥé áúðíţ ļóĝ. ······························]`)
};

export const admin_user_actions_own = /** @type {(inputs: Admin_User_Actions_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ýóúŕ óŵñ áççóúñţ: çĥáñĝé íţ íñ ýóúŕ šéţţíñĝš. ·····················]`)
};

export const admin_user_activity = /** @type {(inputs: Admin_User_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ áçţíṽíţý ······]`)
};

export const admin_user_activity_empty = /** @type {(inputs: Admin_User_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð. ·······]`)
};

export const admin_user_activity_from = /** @type {(inputs: Admin_User_Activity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒŕóɱ ${i?.network} ··]`)
};

export const admin_user_activity_help = /** @type {(inputs: Admin_User_Activity_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţ'š óŵñ ţíɱéļíñé. ···········]`)
};

export const admin_user_admin = /** @type {(inputs: Admin_User_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ ··]`)
};

export const admin_user_all_accounts = /** @type {(inputs: Admin_User_All_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ áççóúñţš ·····]`)
};

export const admin_user_api_keys = /** @type {(inputs: Admin_User_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéýš ···]`)
};

export const admin_user_api_keys_empty = /** @type {(inputs: Admin_User_Api_Keys_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ÁÞÍ ķéý. ····]`)
};

export const admin_user_api_keys_help = /** @type {(inputs: Admin_User_Api_Keys_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þéŕšóñáļ ķéý áñð ţĥé óŕĝáñížáţíóñ ķéýš šĥóŵñ ţó ţĥíš áççóúñţ. Ñéṽéŕ ţĥé ķéý íţšéļƒ. ···································]`)
};

export const admin_user_audit = /** @type {(inputs: Admin_User_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ áçţíóñš ·····]`)
};

export const admin_user_audit_all = /** @type {(inputs: Admin_User_Audit_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŵĥóļé áúðíţ ļóĝ ········]`)
};

export const admin_user_audit_by = /** @type {(inputs: Admin_User_Audit_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƀý ${i?.email}, ${i?.when} ··]`)
};

export const admin_user_audit_empty = /** @type {(inputs: Admin_User_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áðɱíñ ĥáš áçţéð óñ ţĥíš áççóúñţ. ··············]`)
};

export const admin_user_audit_help = /** @type {(inputs: Admin_User_Audit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ áðɱíñš ðíð ţó ţĥíš áççóúñţ. ·············]`)
};

export const admin_user_ban = /** @type {(inputs: Admin_User_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáñ ·]`)
};

export const admin_user_ban_button = /** @type {(inputs: Admin_User_Ban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáñ… ··]`)
};

export const admin_user_ban_days = /** @type {(inputs: Admin_User_Ban_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðáý ··]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðáýš ··]`)
	
};

export const admin_user_ban_explain = /** @type {(inputs: Admin_User_Ban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} íš šíĝñéð óúţ éṽéŕýŵĥéŕé áţ óñçé, çáññóţ šíĝñ íñ, áñð íţš ÁÞÍ ķéýš šţóþ ŵóŕķíñĝ úñţíļ ţĥé ƀáñ éñðš. ········································]`)
};

export const admin_user_ban_length = /** @type {(inputs: Admin_User_Ban_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéñĝţĥ ··]`)
};

export const admin_user_ban_one_year = /** @type {(inputs: Admin_User_Ban_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[1 ýéáŕ ··]`)
};

export const admin_user_ban_reason = /** @type {(inputs: Admin_User_Ban_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáñ ŕéášóñ ····]`)
};

export const admin_user_ban_reason_help = /** @type {(inputs: Admin_User_Ban_Reason_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçóŕðéð íñ ţĥé áúðíţ ļóĝ, áñð ķéþţ ŵíţĥ ţĥé áççóúñţ. ·····················]`)
};

export const admin_user_ban_reason_missing = /** @type {(inputs: Admin_User_Ban_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé á ŕéášóñ ƒóŕ ţĥé ƀáñ. ··········]`)
};

export const admin_user_ban_title = /** @type {(inputs: Admin_User_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáñ ţĥíš áççóúñţ? ·······]`)
};

export const admin_user_ban_until_lifted = /** @type {(inputs: Admin_User_Ban_Until_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñţíļ ļíƒţéð ·····]`)
};

export const admin_user_banned_done = /** @type {(inputs: Admin_User_Banned_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} íš šíĝñéð óúţ áñð çáññóţ šíĝñ íñ. ··············]`)
};

export const admin_user_banned_until = /** @type {(inputs: Admin_User_Banned_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáññéð úñţíļ ·····]`)
};

export const admin_user_browser_on_os = /** @type {(inputs: Admin_User_Browser_On_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.browser} óñ ${i?.os} ··]`)
};

export const admin_user_device = /** @type {(inputs: Admin_User_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéṽíçé ··]`)
};

export const admin_user_email_link_only = /** @type {(inputs: Admin_User_Email_Link_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ļíñķ óñļý ······]`)
};

export const admin_user_grant = /** @type {(inputs: Admin_User_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé áðɱíñ ····]`)
};

export const admin_user_grant_button = /** @type {(inputs: Admin_User_Grant_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé áðɱíñ… ····]`)
};

export const admin_user_grant_done = /** @type {(inputs: Admin_User_Grant_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} çáñ óþéñ ţĥé áðɱíñ çóñšóļé. ···········]`)
};

export const admin_user_grant_explain = /** @type {(inputs: Admin_User_Grant_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} çáñ óþéñ ţĥíš çóñšóļé áñð áçţ óñ éṽéŕý áççóúñţ. ···················]`)
};

export const admin_user_grant_title = /** @type {(inputs: Admin_User_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé ţĥíš áççóúñţ áñ áðɱíñ? ···········]`)
};

export const admin_user_granted = /** @type {(inputs: Admin_User_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ ŕóļé ĝŕáñţéð ·······]`)
};

export const admin_user_impersonate = /** @type {(inputs: Admin_User_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþéŕšóñáţé ····]`)
};

export const admin_user_impersonate_button = /** @type {(inputs: Admin_User_Impersonate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþéŕšóñáţé… ·····]`)
};

export const admin_user_impersonate_explain = /** @type {(inputs: Admin_User_Impersonate_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú šéé ţĥé áþþ áš ${i?.email} ƒóŕ áţ ɱóšţ áñ ĥóúŕ. Ýóú çáññóţ çĥáñĝé ĥóŵ ţĥé áççóúñţ šíĝñš íñ, ñóŕ ŕéáçĥ ţĥíš çóñšóļé, úñţíļ ýóú šţóþ. ··················································]`)
};

export const admin_user_impersonate_title = /** @type {(inputs: Admin_User_Impersonate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþéŕšóñáţé ţĥíš áççóúñţ? ··········]`)
};

export const admin_user_in_admin_emails = /** @type {(inputs: Admin_User_In_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ÁÐṀÍÑ_ÉṀÁÍĻŠ ······]`)
};

export const admin_user_key = /** @type {(inputs: Admin_User_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéý ·]`)
};

export const admin_user_key_label = /** @type {(inputs: Admin_User_Key_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.workspace} ķéý ${i?.key} ··]`)
};

export const admin_user_key_revoke = /** @type {(inputs: Admin_User_Key_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ķéý ····]`)
};

export const admin_user_key_revoke_button = /** @type {(inputs: Admin_User_Key_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé… ···]`)
};

export const admin_user_key_revoke_explain = /** @type {(inputs: Admin_User_Key_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.label} šţóþš ŵóŕķíñĝ áţ óñçé ĥéŕé, áñð óñ éṽéŕý óţĥéŕ šéŕṽéŕ ŵíţĥíñ á šéçóñð. Íţš ĥóļðéŕ çáñ ɱáķé á ñéŵ óñé. ··········································]`)
};

export const admin_user_key_revoke_label = /** @type {(inputs: Admin_User_Key_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.label} ···]`)
};

export const admin_user_key_revoke_title = /** @type {(inputs: Admin_User_Key_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ţĥíš ÁÞÍ ķéý? ········]`)
};

export const admin_user_key_revoked = /** @type {(inputs: Admin_User_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ŕéṽóķéð ······]`)
};

export const admin_user_key_revoked_text = /** @type {(inputs: Admin_User_Key_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ šţóþš ŵóŕķíñĝ áţ óñçé. ··········]`)
};

export const admin_user_last_active = /** @type {(inputs: Admin_User_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ áçţíṽé ····]`)
};

export const admin_user_last_changed = /** @type {(inputs: Admin_User_Last_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ çĥáñĝéð ·····]`)
};

export const admin_user_last_used = /** @type {(inputs: Admin_User_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ úšéð ····]`)
};

export const admin_user_lifted_by_admin = /** @type {(inputs: Admin_User_Lifted_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíƒţéð ƀý áñ áðɱíñ ·······]`)
};

export const admin_user_load_failed = /** @type {(inputs: Admin_User_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţ çóúļð ñóţ ƀé ļóáðéð. Ŕéļóáð ţĥé þáĝé ţó ţŕý áĝáíñ. ·························]`)
};

export const admin_user_loading = /** @type {(inputs: Admin_User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé áççóúñţ ········]`)
};

export const admin_user_mail_sent = /** @type {(inputs: Admin_User_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíļ šéñţ ····]`)
};

export const admin_user_never = /** @type {(inputs: Admin_User_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ ··]`)
};

export const admin_user_none_given = /** @type {(inputs: Admin_User_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóñé ĝíṽéñ ····]`)
};

export const admin_user_not_done = /** @type {(inputs: Admin_User_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðóñé ···]`)
};

export const admin_user_open = /** @type {(inputs: Admin_User_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ··]`)
};

export const admin_user_organizations = /** @type {(inputs: Admin_User_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñš ·····]`)
};

export const admin_user_organizations_empty = /** @type {(inputs: Admin_User_Organizations_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó óŕĝáñížáţíóñ. ······]`)
};

export const admin_user_password = /** @type {(inputs: Admin_User_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

export const admin_user_period_ends = /** @type {(inputs: Admin_User_Period_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕíóð éñðš ····]`)
};

export const admin_user_price = /** @type {(inputs: Admin_User_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ··]`)
};

export const admin_user_profile = /** @type {(inputs: Admin_User_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ···]`)
};

export const admin_user_profile_id = /** @type {(inputs: Admin_User_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ íð ····]`)
};

export const admin_user_reason = /** @type {(inputs: Admin_User_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéášóñ ··]`)
};

export const admin_user_resend = /** @type {(inputs: Admin_User_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ɱáíļ ····]`)
};

export const admin_user_resend_button = /** @type {(inputs: Admin_User_Resend_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ṽéŕíƒíçáţíóñ ɱáíļ… ··········]`)
};

export const admin_user_resend_done = /** @type {(inputs: Admin_User_Resend_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ṽéŕíƒíçáţíóñ ļíñķ íš óñ íţš ŵáý ţó ${i?.email}. ·················]`)
};

export const admin_user_resend_explain = /** @type {(inputs: Admin_User_Resend_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ṽéŕíƒíçáţíóñ ļíñķ ĝóéš ţó ${i?.email}. ·············]`)
};

export const admin_user_resend_title = /** @type {(inputs: Admin_User_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ţĥé ṽéŕíƒíçáţíóñ ɱáíļ? ············]`)
};

export const admin_user_revoke = /** @type {(inputs: Admin_User_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ŕóļé ····]`)
};

export const admin_user_revoke_button = /** @type {(inputs: Admin_User_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé áðɱíñ ŕóļé… ·······]`)
};

export const admin_user_revoke_done = /** @type {(inputs: Admin_User_Revoke_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} çáñ ñó ļóñĝéŕ óþéñ ţĥé áðɱíñ çóñšóļé. ···············]`)
};

export const admin_user_revoke_explain = /** @type {(inputs: Admin_User_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} çáñ ñó ļóñĝéŕ óþéñ ţĥíš çóñšóļé; áñý íɱþéŕšóñáţíóñ íţ ŕúñš éñðš. ··························]`)
};

export const admin_user_revoke_title = /** @type {(inputs: Admin_User_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ţĥé áðɱíñ ŕóļé? ·········]`)
};

export const admin_user_revoked = /** @type {(inputs: Admin_User_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ ŕóļé ŕéṽóķéð ·······]`)
};

export const admin_user_session_ends = /** @type {(inputs: Admin_User_Session_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðš ··]`)
};

export const admin_user_session_started = /** @type {(inputs: Admin_User_Session_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð ···]`)
};

export const admin_user_sessions = /** @type {(inputs: Admin_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñš ···]`)
};

export const admin_user_sessions_empty = /** @type {(inputs: Admin_User_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļíṽé šéššíóñ. ······]`)
};

export const admin_user_sign_in_methods = /** @type {(inputs: Admin_User_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ɱéţĥóðš ······]`)
};

export const admin_user_sign_out = /** @type {(inputs: Admin_User_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ éṽéŕýŵĥéŕé ········]`)
};

export const admin_user_sign_out_button = /** @type {(inputs: Admin_User_Sign_Out_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ éṽéŕýŵĥéŕé… ········]`)
};

export const admin_user_sign_out_done = /** @type {(inputs: Admin_User_Sign_Out_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíóñ óƒ ${i?.email} ĥáš éñðéð. ···········]`)
};

export const admin_user_sign_out_explain = /** @type {(inputs: Admin_User_Sign_Out_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíóñ óƒ ${i?.email} éñðš áţ óñçé, óñ éṽéŕý ðéṽíçé. ···················]`)
};

export const admin_user_sign_out_title = /** @type {(inputs: Admin_User_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ éṽéŕýŵĥéŕé? ········]`)
};

export const admin_user_signed_out = /** @type {(inputs: Admin_User_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ ····]`)
};

export const admin_user_subscriptions_empty = /** @type {(inputs: Admin_User_Subscriptions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šúƀšçŕíþţíóñ. ······]`)
};

export const admin_user_subscriptions_help = /** @type {(inputs: Admin_User_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þéŕšóñáļ ŵóŕķšþáçé'š. ··········]`)
};

export const admin_user_two_factor_on = /** @type {(inputs: Admin_User_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ óñ ·····]`)
};

export const admin_user_unban = /** @type {(inputs: Admin_User_UnbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñƀáñ ··]`)
};

export const admin_user_unban_button = /** @type {(inputs: Admin_User_Unban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñƀáñ… ··]`)
};

export const admin_user_unban_done = /** @type {(inputs: Admin_User_Unban_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} çáñ šíĝñ íñ áĝáíñ. ········]`)
};

export const admin_user_unban_explain = /** @type {(inputs: Admin_User_Unban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} çáñ šíĝñ íñ áĝáíñ, áñð íţš ÁÞÍ ķéýš ŵóŕķ áĝáíñ. ···················]`)
};

export const admin_user_unban_title = /** @type {(inputs: Admin_User_Unban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñƀáñ ţĥíš áççóúñţ? ········]`)
};

export const admin_user_unknown = /** @type {(inputs: Admin_User_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ···]`)
};

export const admin_user_workspace = /** @type {(inputs: Admin_User_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé ····]`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕš ··]`)
};

export const admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíéð ···]`)
};

export const admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķ éṽéñţš ······]`)
};

export const admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķ íñƀóẋ ·····]`)
};

export const admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šíĝñéð éṽéñţ Þóļáŕ šéñţ, óñçé ƀý íţš íð. Á ƒáíļéð éṽéñţ íš ŕéţŕíéð ŵíţĥ éáçĥ šçĥéðúļéð ŕéçóñçíļíáţíóñ, úþ ţó 20 áţţéɱþţš; Ŕéþļáý áþþļíéš á ƒáíļéð óŕ íĝñóŕéð óñé áĝáíñ ñóŵ, éẋáçţļý áš á ðéļíṽéŕý ŵóúļð. ··················································································]`)
};

export const admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķš ···]`)
};

export const admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţ ĥáš ƒáíļéð áñð ñóţ ƀééñ áþþļíéð šíñçé. ··················]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţš ĥáṽé ƒáíļéð áñð ñóţ ƀééñ áþþļíéð šíñçé. ···················]`)
	
};

export const admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķ éṽéñţš þéŕ ðáý ·········]`)
};

export const admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţ ƒŕóɱ Þóļáŕ íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ); ·················]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţš ƒŕóɱ Þóļáŕ íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ); ·················]`)
	
};

export const admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ··]`)
};

export const admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ ··]`)
};

export const admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ·]`)
};

export const api_error_account_not_found = /** @type {(inputs: Api_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ñóţ ƒóúñð ·······]`)
};

export const api_error_checkout_not_seat_priced = /** @type {(inputs: Api_Error_Checkout_Not_Seat_PricedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ íš ñóţ þŕíçéð þéŕ šéáţ: íţš çĥéçķóúţ ţáķéš ñó šéáţš. ·························]`)
};

export const api_error_discount_expired = /** @type {(inputs: Api_Error_Discount_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšçóúñţ çóðé ${i?.code} ĥáš éẋþíŕéð. ············]`)
};

export const api_error_discount_not_for_plan = /** @type {(inputs: Api_Error_Discount_Not_For_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšçóúñţ çóðé ${i?.code} ðóéš ñóţ áþþļý ţó ${i?.plan}. ···············]`)
};

export const api_error_discount_not_yet = /** @type {(inputs: Api_Error_Discount_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšçóúñţ çóðé ${i?.code} íš ñóţ ṽáļíð ýéţ. ··············]`)
};

export const api_error_discount_provider_refused = /** @type {(inputs: Api_Error_Discount_Provider_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóļáŕ ŕéƒúšéð íţ ······]`)
};

export const api_error_discount_refused = /** @type {(inputs: Api_Error_Discount_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšçóúñţ çóðé ${i?.code} çáñ ñó ļóñĝéŕ ƀé úšéð: ${i?.detail} ·················]`)
};

export const api_error_discount_unknown = /** @type {(inputs: Api_Error_Discount_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšçóúñţ çóðé ${i?.code} ðóéš ñóţ éẋíšţ. Çĥéçķ íţ, óŕ ļéáṽé ţĥé ƒíéļð éɱþţý. ····························]`)
};

export const api_error_discount_used_up = /** @type {(inputs: Api_Error_Discount_Used_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšçóúñţ çóðé ${i?.code} ĥáš ƀééñ úšéð úþ. ··············]`)
};

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

export const api_error_key_not_found = /** @type {(inputs: Api_Error_Key_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ñóţ ƒóúñð ·······]`)
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

export const api_error_organization_not_found = /** @type {(inputs: Api_Error_Organization_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ñóţ ƒóúñð ·········]`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ƒóŕ ţĥé ñéŵ þļáñ ŵáš ðéçļíñéð, šó ýóúŕ þļáñ íš úñçĥáñĝéð. Úþðáţé ýóúŕ çáŕð íñ Ṁáñáĝé ƀíļļíñĝ áñð ţŕý áĝáíñ. ················································]`)
};

export const api_error_plan_change_refused = /** @type {(inputs: Api_Error_Plan_Change_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ þŕóṽíðéŕ ŕéƒúšéð ţĥé çĥáñĝé: ${i?.detail} ················]`)
};

export const api_error_plan_for_organizations = /** @type {(inputs: Api_Error_Plan_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} íš ƀóúĝĥţ ƒóŕ áñ óŕĝáñížáţíóñ, ŵĥíçĥ þáýš ƒóŕ ţĥé šéáţš íţš þéóþļé úšé. Çŕéáţé áñ óŕĝáñížáţíóñ óŕ šŵíţçĥ ţó óñé, ţĥéñ çĥóóšé ${i?.plan} ţĥéŕé. ·····················································]`)
};

export const api_error_plan_not_available = /** @type {(inputs: Api_Error_Plan_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé þļáñ íš ñóţ áṽáíļáƀļé ··········]`)
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

export const api_error_seats_below_used = /** @type {(inputs: Api_Error_Seats_Below_UsedInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("en-XA", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þéŕšóñ ĥóļðš á šéáţ (ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš), šó ţĥé šéáţš çáññóţ ĝó ƀéļóŵ ${i?.shown}. Ŕéɱóṽé á ɱéɱƀéŕ óŕ ŕéṽóķé áñ íñṽíţáţíóñ ƒíŕšţ. ·····················································]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þéóþļé ĥóļð šéáţš (ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš), šó ţĥé šéáţš çáññóţ ĝó ƀéļóŵ ${i?.shown}. Ŕéɱóṽé á ɱéɱƀéŕ óŕ ŕéṽóķé áñ íñṽíţáţíóñ ƒíŕšţ. ····················································]`)
	
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

export const api_error_unknown_product = /** @type {(inputs: Api_Error_Unknown_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ þŕóðúçţ ······]`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(áñý) ··]`)
};

export const apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý çóñţéñţ ····]`)
};

export const apidocs_at_least = /** @type {(inputs: Apidocs_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áţ ļéášţ ${i?.value} ····]`)
};

export const apidocs_at_least_characters = /** @type {(inputs: Apidocs_At_Least_CharactersInputs) => LocalizedString} */ (i) => {
	const valuePlural = registry.plural("en-XA", i?.value, {});return /** @type {LocalizedString} */ (`[áţ ļéášţ ${i?.value} çĥáŕáçţéŕš ········]`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áţ ɱóšţ ${i?.value} ···]`)
};

export const apidocs_at_most_characters = /** @type {(inputs: Apidocs_At_Most_CharactersInputs) => LocalizedString} */ (i) => {
	const valuePlural = registry.plural("en-XA", i?.value, {});return /** @type {LocalizedString} */ (`[áţ ɱóšţ ${i?.value} çĥáŕáçţéŕš ········]`)
};

export const apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ: ${i?.base} óñ ţĥíš šíţé. Éŕŕóŕš áñšŵéŕ ĴŠÓÑ ŵíţĥ á šţáƀļé ${i?.code} áñð á ${i?.message}. ··························]`)
};

export const apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóðý ··]`)
};

export const apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mediaType}, óþţíóñáļ: šţáŕţ ƒŕóɱ ţĥé éẋáɱþļé áñð çĥáñĝé íţ. ····················]`)
};

export const apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mediaType}, ŕéǫúíŕéð: šţáŕţ ƒŕóɱ ţĥé éẋáɱþļé áñð çĥáñĝé íţ. ····················]`)
};

export const apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(çĥóóšé) ···]`)
};

export const apidocs_col_body = /** @type {(inputs: Apidocs_Col_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóðý ··]`)
};

export const apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ····]`)
};

export const apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíéļð ··]`)
};

export const apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéáðéŕš ···]`)
};

export const apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ·]`)
};

export const apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ··]`)
};

export const apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ··]`)
};

export const apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ··]`)
};

export const apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðášĥƀóáŕð ····]`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ðéƒáúļţ ${i?.value} ···]`)
};

export const apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþŕéçáţéð ····]`)
};

export const apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŔÉŠŢ ÁÞÍ, ðéšçŕíƀéð ƀý ${i?.document}. ···········]`)
};

export const apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš ÓþéñÁÞÍ ðóçúɱéñţ ········]`)
};

export const apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ƒíéļðš ···]`)
};

export const apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ðóçš ···]`)
};

export const apidocs_in_english = /** @type {(inputs: Apidocs_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšçŕíþţíóñš ƀéļóŵ çóɱé ƒŕóɱ ţĥé ÓþéñÁÞÍ ðóçúɱéñţ áñð áŕé íñ Éñĝļíšĥ, ļíķé íţš ƒíéļð ñáɱéš, šó ţĥáţ ţĥé çļíéñţš ĝéñéŕáţéð ƒŕóɱ íţ šáý ţĥé šáɱé. ···························································]`)
};

export const apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ĥéáðéŕ ···]`)
};

export const apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ţĥé þáţĥ ····]`)
};

export const apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ţĥé ǫúéŕý ·····]`)
};

export const apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþ šĥóŵš ýóúŕ ķéý óñļý óñçé, ŵĥéñ ýóú çŕéáţé óŕ ŕéĝéñéŕáţé íţ. Ţĥíš þáĝé ķééþš íţ ŵĥíļé íţ íš óþéñ áñð šéñðš íţ íñ á ĥéáðéŕ, ñéṽéŕ íñ ţĥé ÚŔĻ. ···························································]`)
};

export const apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ķéý ƒóŕ “Ţŕý íţ” ········]`)
};

export const apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

export const apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé óŕ ŕéĝéñéŕáţé ýóúŕ ķéý óñ ţĥé ${i?.dashboard}. ···············]`)
};

export const apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ýóúŕ ķéý (ţļ_…) ········]`)
};

export const apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé ÁÞÍ ðéšçŕíþţíóñ ··············]`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ÁÞÍ ðéšçŕíþţíóñ… ···········]`)
};

export const apidocs_matching = /** @type {(inputs: Apidocs_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ɱáţçĥíñĝ ${i?.pattern} ····]`)
};

export const apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóñé. ··]`)
};

export const apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ óƀĵéçţ ŵíţĥ ţĥéšé ƒíéļðš, óŕ ${i?.null}. ·············]`)
};

export const apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óþţíóñáļ ···]`)
};

export const apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáŕáɱéţéŕš ····]`)
};

export const apidocs_range_characters = /** @type {(inputs: Apidocs_Range_CharactersInputs) => LocalizedString} */ (i) => {
	const maxPlural = registry.plural("en-XA", i?.max, {});return /** @type {LocalizedString} */ (`[${i?.min}–${i?.max} çĥáŕáçţéŕš ·····]`)
};

export const apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫúéšţ ƀóðý ·····]`)
};

export const apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ðíð ñóţ çóɱþļéţé ···········]`)
};

export const apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéǫúíŕéð ···]`)
};

export const apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþóñšé ƀóðý ·····]`)
};

export const apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþóñšé ĥéáðéŕš ······]`)
};

export const apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþóñšéš ····]`)
};

export const apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçĥéɱáš ···]`)
};

export const apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ··]`)
};

export const apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ áš ···]`)
};

export const apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ţáķéš ýóúŕ ķéý íñ éíţĥéŕ ĥéáðéŕ. ················]`)
};

export const apidocs_separator = /** @type {(inputs: Apidocs_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[,  ·]`)
};

export const apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ${i?.status} ···]`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ðóçúɱéñţáţíóñ ·······]`)
};

export const apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý íţ ··]`)
};

export const apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕý ${i?.verb} ${i?.path} ··]`)
};

export const apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ${i?.type} ··]`)
};

export const apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ṽéŕšíóñ ${i?.version} ···]`)
};

export const auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ñóţ ƒóúñð. Ŕéļóáð ţĥé þáĝé ţó šéé ýóúŕ ļíñķéð áççóúñţš áš ţĥéý áŕé ñóŵ. ································]`)
};

export const auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļðñ'ţ úþðáţé ýóúŕ éɱáíļ: áñóţĥéŕ áççóúñţ áļŕéáðý úšéš ţĥáţ áððŕéšš. Çĥóóšé á ðíƒƒéŕéñţ óñé. ······································]`)
};

export const auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ íš ţĥé šáɱé. Éñţéŕ áñ áððŕéšš óţĥéŕ ţĥáñ ýóúŕ çúŕŕéñţ óñé. ··························]`)
};

export const auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð éɱáíļ. Éñţéŕ áñ áððŕéšš ļíķé ñáɱé@éẋáɱþļé.çóɱ. ······················]`)
};

export const auth_error_invalid_email_or_password = /** @type {(inputs: Auth_Error_Invalid_Email_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð éɱáíļ óŕ þáššŵóŕð ··········]`)
};

export const auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽáļíð þáššŵóŕð. Çĥéçķ íţ áñð ţŕý áĝáíñ. ················]`)
};

export const auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíñķ íš íñṽáļíð óŕ ĥáš éẋþíŕéð. Ášķ ƒóŕ á ñéŵ óñé. ······················]`)
};

export const auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ'ţ úñļíñķ ýóúŕ ļášţ áççóúñţ. Ļíñķ áñóţĥéŕ áççóúñţ óŕ šéţ á þáššŵóŕð ƒíŕšţ. ································]`)
};

export const auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý óŵñéŕ óƒ áñ óŕĝáñížáţíóñ. Ĥáñð íţ óṽéŕ ţó áñóţĥéŕ ɱéɱƀéŕ óŕ ðéļéţé íţ ƒíŕšţ. ·····································]`)
};

export const auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý þŕóɱþţ ŵáš çļóšéð ƀéƒóŕé íţ ƒíñíšĥéð. Ţŕý áĝáíñ, óŕ úšé áñóţĥéŕ ŵáý. ································]`)
};

export const auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý ðíð ñóţ ŵóŕķ. Ţŕý áĝáíñ, óŕ úšé áñóţĥéŕ ŵáý. ······················]`)
};

export const auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššķéý íš ñóţ ŕéĝíšţéŕéð ĥéŕé áñý ɱóŕé. Ŕéļóáð ţĥé þáĝé ţó šéé ýóúŕ þáššķéýš. ·································]`)
};

export const auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðéṽíçé áļŕéáðý ĥóļðš á þáššķéý ƒóŕ ýóúŕ áççóúñţ. Úšé ţĥáţ óñé, óŕ áðð á þáššķéý óñ áñóţĥéŕ ðéṽíçé. ·········································]`)
};

export const auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕ áļŕéáðý ĥáš á þáššŵóŕð šéţ. Çĥáñĝé íţ ŵíţĥ ýóúŕ çúŕŕéñţ þáššŵóŕð íñšţéáð. ·······························]`)
};

export const auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššŵóŕð íš áɱóñĝ ţĥé ɱóšţ çóɱɱóñ óñéš, ŵĥíçĥ áţţáçķéŕš ţŕý ƒíŕšţ. Þļéášé çĥóóšé áñóţĥéŕ. ······································]`)
};

export const auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó ļóñĝ. Úšé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš. ·················]`)
};

export const auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó šĥóŕţ. Úšé áţ ļéášţ ${i?.min} çĥáŕáçţéŕš. ··················]`)
};

export const auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ éẋþíŕéð. Ŕé-áúţĥéñţíçáţé ţó þéŕƒóŕɱ ţĥíš áçţíóñ. ······················]`)
};

export const auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ íš ñóţ ƒŕéšĥ. Šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ ţŕý óñçé ɱóŕé. ····························]`)
};

export const auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý áţţéɱþţš. Ŵáíţ á ƒéŵ ɱíñúţéš, ţĥéñ ţŕý áĝáíñ. ······················]`)
};

export const auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ýóú éñţéŕéð íš ñóţ áççéþţéð. Çĥéçķ ţĥé ƒíéļðš áñð ţŕý áĝáíñ. ····························]`)
};

export const billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.date} ýóú áŕé çĥáŕĝéð ${i?.price}. Ŵíţĥóúţ á þáýɱéñţ ɱéţĥóð ƀý ţĥéñ, ţĥé šúƀšçŕíþţíóñ éñðš óñ ${i?.date} áñð ñóţĥíñĝ íš çĥáŕĝéð. ···········································]`)
};

export const billing_after_trial_on_file = /** @type {(inputs: Billing_After_Trial_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.date} ýóú áŕé çĥáŕĝéð ${i?.price}, ţó ţĥé þáýɱéñţ ɱéţĥóð óñ ƒíļé. ······················]`)
};

export const billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ţĥé þļáñš ·······]`)
};

export const billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš á ɱíñúţé, þéŕ ŵóŕķšþáçé ·············]`)
};

export const billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš ţĥíš þéŕíóð ········]`)
};

export const billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš úšéð ţĥíš þéŕíóð ··········]`)
};

export const billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ķééþ éṽéŕýţĥíñĝ íñ ${i?.plan} úñţíļ ${i?.date}; áƒţéŕ ţĥáţ íţ íš ñóţ ŕéñéŵéð áñð ýóú áŕé ñóţ çĥáŕĝéð áĝáíñ. Ýóú çáñ ŕéšúɱé íţ úñţíļ ţĥéñ. ················································]`)
};

export const billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ šúƀšçŕíþţíóñ ········]`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ${i?.plan}? ···]`)
};

export const billing_cancel_trial_body = /** @type {(inputs: Billing_Cancel_Trial_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.plan} ţŕíáļ ŕúñš úñţíļ ${i?.date}; ţĥéñ ţĥé šúƀšçŕíþţíóñ éñðš áñð ñóţĥíñĝ íš çĥáŕĝéð. Ýóú çáñ ŕéšúɱé íţ úñţíļ ţĥéñ. ··········································]`)
};

export const billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ çáñçéļļéð ·········]`)
};

export const billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóŵñĝŕáðé ţó ${i?.plan}? ······]`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þļáñ ····]`)
};

export const billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóṽé úþ, ðóŵñ óŕ ţó ýéáŕļý ƀíļļíñĝ áţ áñý ţíɱé: ţĥé ñéŵ þļáñ šţáŕţš áţ óñçé áñð ţĥé þŕíçé ðíƒƒéŕéñçé íš þŕóŕáţéð. ·············································]`)
};

export const billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.current} áţ ${i?.currentPrice} ţó ${i?.target} áţ ${i?.targetPrice}. ·······]`)
};

export const billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ɱóñţĥļý ƀíļļíñĝ ŵíţĥ ${i?.plan}? ·············]`)
};

export const billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ýéáŕļý ƀíļļíñĝ ŵíţĥ ${i?.plan}? ············]`)
};

export const billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþĝŕáðé ţó ${i?.plan}? ·····]`)
};

export const billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝíñĝ ţĥé þļáñ ·······]`)
};

export const billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñṽóíçéš íñ Ṁáñáĝé ƀíļļíñĝ šĥóŵ ŵĥáţ ŵáš çĥáŕĝéð ƒóŕ íţ. ························]`)
};

export const billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ŵáš çĥáŕĝéð ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð. ················]`)
};

export const billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} íš ƀéíñĝ çĥáŕĝéð ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð. ··················]`)
};

export const billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çĥéçķ ýóúŕ þáýɱéñţ ···········]`)
};

export const billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķóúţ ñóţ ƒóúñð ·······]`)
};

export const billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó çĥéçķóúţ óƒ ýóúŕš ŵíţĥ ţĥíš ļíñķ. Íƒ ýóú ĥáṽé ĵúšţ þáíð, ýóúŕ šúƀšçŕíþţíóñ šĥóŵš óñ ýóúŕ šúƀšçŕíþţíóñš þáĝé. ················································]`)
};

export const billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķóúţ ···]`)
};

export const billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çĥóšé ${i?.plan} ƀéƒóŕé šíĝñíñĝ íñ; ţĥé þáýɱéñţ þŕóṽíðéŕ'š þáĝé óþéñš ñéẋţ. ····························]`)
};

export const billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ŵáš çŕéðíţéð ƒóŕ ${i?.reason}. ········]`)
};

export const billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé úñúšéð þáŕţ óƒ ýóúŕ þŕéṽíóúš þļáñ ···············]`)
};

export const billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þéŕíóð ······]`)
};

export const billing_discount_forever = /** @type {(inputs: Billing_Discount_ForeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.off} óƒƒ éṽéŕý çĥáŕĝé (ŕéĝúļáŕ þŕíçé ${i?.regular}) ··············]`)
};

export const billing_discount_once = /** @type {(inputs: Billing_Discount_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.off} óƒƒ ţĥé ƒíŕšţ çĥáŕĝé (ŕéĝúļáŕ þŕíçé ${i?.regular}) ················]`)
};

export const billing_discount_repeating = /** @type {(inputs: Billing_Discount_RepeatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.off} óƒƒ éáçĥ çĥáŕĝé úñţíļ ${i?.date} (ŕéĝúļáŕ þŕíçé ${i?.regular}) ·················]`)
};

export const billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñðš óñ ${i?.date} ···]`)
};

export const billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðš áţ ţĥé éñð óƒ ţĥé çúŕŕéñţ þéŕíóð ···············]`)
};

export const billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýóñé šţáýš. Ñéŵ íñṽíţáţíóñš ŵáíţ úñţíļ ţĥé þļáñ áļļóŵš ɱóŕé þéóþļé. ····························]`)
};

export const billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñðíñĝ ţĥé óŕĝáñížáţíóñ'š óŵñéŕš… ··············]`)
};

export const billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó ýóúŕ šúƀšçŕíþţíóñš ··········]`)
};

export const billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçļúðéš ···]`)
};

export const billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ķééþ ${i?.plan} ··]`)
};

export const billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ šúƀšçŕíþţíóñ ·······]`)
};

export const billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ƀíļļíñĝ ······]`)
};

export const billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ţĥé šúƀšçŕíþţíóñ ·········]`)
};

export const billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñó þļáñ ýéţ. ········]`)
};

export const billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñó šúƀšçŕíþţíóñš ýéţ ············]`)
};

export const billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš çĥáŕĝéð ƒóŕ ţĥé çĥáñĝé. ··············]`)
};

export const billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé óñ ţĥíš þļáñ ········]`)
};

export const billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ óƒ ţĥé óŕĝáñížáţíóñ çáñ þíçķ á þļáñ. ····················]`)
};

export const billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ţĥé çĥéçķóúţ ƒóŕ ${i?.plan}… ··········]`)
};

export const billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} ĥáš ñó þļáñ ýéţ. ·······]`)
};

export const billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} ĥáš ñó šúƀšçŕíþţíóñ ýéţ ··········]`)
};

export const billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization}'š þļáñš, ŵĥáţ ţĥéý íñçļúðé áñð ŵĥéñ ţĥéý ŕéñéŵ. ···················]`)
};

export const billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óṽéŕ ţĥé þļáñ ·····]`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ƒáíļéð ······]`)
};

export const billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáýɱéñţ ðíð ñóţ ĝó ţĥŕóúĝĥ áñð ýóú ĥáṽé ñóţ ƀééñ çĥáŕĝéð. Ýóú çáñ þíçķ á þļáñ áñð ţŕý áĝáíñ. ·······································]`)
};

export const billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ šúççéššƒúļ ·······]`)
};

export const billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéóþļé, þéñðíñĝ íñṽíţáţíóñš íñçļúðéð ··············]`)
};

export const billing_percent_off = /** @type {(inputs: Billing_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.percent}% ·]`)
};

export const billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.start} – ${i?.end} ·]`)
};

export const billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á þļáñ ƀéļóŵ. Ýóú þáý óñ ţĥé þáýɱéñţ þŕóṽíðéŕ'š šéçúŕé þáĝé áñð çáñ çáñçéļ áţ áñý ţíɱé. ·····································]`)
};

export const billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţĥé ${i?.plan} þļáñ íñçļúðéš ·········]`)
};

export const billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þļáñš, ŵĥáţ ţĥéý íñçļúðé áñð ŵĥéñ ţĥéý ŕéñéŵ. ····················]`)
};

export const billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ··]`)
};

export const billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóçéššíñĝ ýóúŕ þáýɱéñţ ·········]`)
};

export const billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáýɱéñţ íš ƀéíñĝ þŕóçéššéð. Ţĥíš þáĝé úþðáţéš ƀý íţšéļƒ ŵĥéñ íţ íš ðóñé. ·······························]`)
};

export const billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáýɱéñţ ƒóŕ ${i?.plan} íš ƀéíñĝ þŕóçéššéð. Ţĥíš þáĝé úþðáţéš ƀý íţšéļƒ ŵĥéñ íţ íš ðóñé. ·································]`)
};

export const billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ. Ţĥé úñúšéð þáŕţ óƒ ţĥíš þéŕíóð${i?.until} íš çŕéðíţéð óñ áñ íñṽóíçé ŕíĝĥţ áŵáý, ļéšš ${i?.plan}'š þŕíçé ƒóŕ ţĥé šáɱé ţíɱé; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ······················································]`)
};

export const billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ, ŵíţĥ á ñéŵ ɱóñţĥļý ƀíļļíñĝ þéŕíóð. ${i?.amount} íš íñṽóíçéð ŕíĝĥţ áŵáý, ļéšš á çŕéðíţ ƒóŕ ţĥé úñúšéð þáŕţ óƒ ýóúŕ çúŕŕéñţ þéŕíóð; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ····························································]`)
};

export const billing_proration_to_yearly = /** @type {(inputs: Billing_Proration_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ, ŵíţĥ á ñéŵ ýéáŕļý ƀíļļíñĝ þéŕíóð. ${i?.amount} íš íñṽóíçéð ŕíĝĥţ áŵáý, ļéšš á çŕéðíţ ƒóŕ ţĥé úñúšéð þáŕţ óƒ ýóúŕ çúŕŕéñţ þéŕíóð; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ····························································]`)
};

export const billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ. Ţĥé ðíƒƒéŕéñçé íñ þŕíçé ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð${i?.until} íš íñṽóíçéð áñð çĥáŕĝéð ţó ýóúŕ çáŕð ŕíĝĥţ áŵáý; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ······················································]`)
};

export const billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ŵĥáţ ţĥé þļáñ íñçļúðéš… ············]`)
};

export const billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţĥé þļáñ… ·······]`)
};

export const billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} ŕéñéŵš áš ƀéƒóŕé. ·······]`)
};

export const billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšúɱé ··]`)
};

export const billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšúɱé ţó çĥáñĝé þļáñš ·········]`)
};

export const billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ŕéšúɱéð ········]`)
};

export const billing_seat_count = /** @type {(inputs: Billing_Seat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šéáţ ··]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šéáţš ··]`)
	
};

export const billing_seats_label = /** @type {(inputs: Billing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ··]`)
};

export const billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéé ţĥé þļáñš ·····]`)
};

export const billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíñçé ${i?.start} ··]`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéð ····]`)
};

export const billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ···]`)
};

export const billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáúšéð ··]`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţ ðúé ···]`)
};

export const billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ ···]`)
};

export const billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķéð ···]`)
};

export const billing_status_trial_cancelled = /** @type {(inputs: Billing_Status_Trial_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕíáļ, çáñçéļļéð ······]`)
};

export const billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕíáļ ··]`)
};

export const billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáýš áçţíṽé úñţíļ ţĥé éñð óƒ ţĥé çúŕŕéñţ þéŕíóð. ····················]`)
};

export const billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáýš áçţíṽé úñţíļ ${i?.date}. ········]`)
};

export const billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóŵ šúƀšçŕíƀéð ţó ${i?.plan} áţ ${i?.price}. ············]`)
};

export const billing_subscribed_to_seats = /** @type {(inputs: Billing_Subscribed_To_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóŵ šúƀšçŕíƀéð ţó ${i?.plan} ŵíţĥ ${i?.seats} áţ ${i?.price}. ···············]`)
};

export const billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šúƀšçŕíþţíóñ íš áçţíṽé. ···········]`)
};

export const billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

export const billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ${i?.plan} ····]`)
};

export const billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥéð ţó ${i?.plan} ·····]`)
};

export const billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éñð óƒ ţĥé çúŕŕéñţ þéŕíóð ············]`)
};

export const billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕíóð: ${i?.start} ţó ${i?.end} ·······]`)
};

export const billing_trial_cancelled_after = /** @type {(inputs: Billing_Trial_Cancelled_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šúƀšçŕíþţíóñ éñðš ŵíţĥ ţĥé ţŕíáļ óñ ${i?.date}, áñð ñóţĥíñĝ íš çĥáŕĝéð. Ýóú çáñ ŕéšúɱé íţ úñţíļ ţĥéñ. ······································]`)
};

export const billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕíáļ · éñðš óñ ${i?.date} ······]`)
};

export const billing_trial_started = /** @type {(inputs: Billing_Trial_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.plan} ţŕíáļ ŕúñš úñţíļ ${i?.date}. Ñóţĥíñĝ íš çĥáŕĝéð ţóðáý; ƒŕóɱ ${i?.date} ýóú áŕé çĥáŕĝéð ${i?.price}. ······························]`)
};

export const billing_trial_started_title = /** @type {(inputs: Billing_Trial_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ţŕíáļ ĥáš šţáŕţéð ·········]`)
};

export const billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ (úñţíļ ${i?.date}) ····]`)
};

export const billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} óƒ ${i?.allowed} ··]`)
};

export const billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ šúƀšçŕíþţíóñš ·······]`)
};

export const callback_error_cancelled = /** @type {(inputs: Callback_Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķíñĝ ŵáš çáñçéļļéð áţ ţĥé šíĝñ-íñ þŕóṽíðéŕ. ··················]`)
};

export const callback_error_email_differs = /** @type {(inputs: Callback_Error_Email_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ áççóúñţ'š éɱáíļ áððŕéšš ðíƒƒéŕš ƒŕóɱ ýóúŕš, áñð ļíñķíñĝ ðíƒƒéŕéñţ áððŕéššéš íš ñóţ áļļóŵéð. ······································]`)
};

export const callback_error_email_not_verified = /** @type {(inputs: Callback_Error_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ þŕóṽíðéŕ ĥáš ñóţ ṽéŕíƒíéð ţĥáţ éɱáíļ áððŕéšš. ·······················]`)
};

export const callback_error_email_taken = /** @type {(inputs: Callback_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļðñ'ţ úþðáţé ýóúŕ éɱáíļ: áñóţĥéŕ áççóúñţ úšéš ţĥáţ áððŕéšš ñóŵ. ··························]`)
};

export const callback_error_fallback = /** @type {(inputs: Callback_Error_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ ŵíţĥ ţĥáţ ļíñķ. Ţŕý áĝáíñ. ···················]`)
};

export const callback_error_incomplete = /** @type {(inputs: Callback_Error_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķíñĝ ŕéǫúéšţ ŵáš íñçóɱþļéţé. Ţŕý áĝáíñ. ··················]`)
};

export const callback_error_invalid_answer = /** @type {(inputs: Callback_Error_Invalid_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ þŕóṽíðéŕ šéñţ ƀáçķ áñ íñṽáļíð áñšŵéŕ. Ţŕý ļíñķíñĝ áĝáíñ. ···························]`)
};

export const callback_error_invalid_code = /** @type {(inputs: Callback_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ þŕóṽíðéŕ'š áñšŵéŕ çóúļð ñóţ ƀé ṽéŕíƒíéð. Ţŕý ļíñķíñĝ áĝáíñ. ····························]`)
};

export const callback_error_link_expired = /** @type {(inputs: Callback_Error_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ éɱáíļ ļíñķ ĥáš éẋþíŕéð. Ášķ ƒóŕ á ñéŵ óñé ƀéļóŵ. ·····················]`)
};

export const callback_error_link_invalid = /** @type {(inputs: Callback_Error_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ éɱáíļ ļíñķ íš íñṽáļíð óŕ ŵáš áļŕéáðý úšéð. Ášķ ƒóŕ á ñéŵ óñé ƀéļóŵ. ·····························]`)
};

export const callback_error_linked_elsewhere = /** @type {(inputs: Callback_Error_Linked_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ áççóúñţ íš áļŕéáðý ļíñķéð ţó áñóţĥéŕ úšéŕ óƒ ţĥíš áþþ. ························]`)
};

export const callback_error_no_code = /** @type {(inputs: Callback_Error_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ þŕóṽíðéŕ ðíð ñóţ çóɱþļéţé ţĥé ļíñķíñĝ. Ţŕý áĝáíñ. ························]`)
};

export const callback_error_no_email = /** @type {(inputs: Callback_Error_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ þŕóṽíðéŕ ðíð ñóţ šĥáŕé áñ éɱáíļ áððŕéšš, šó íţ çáññóţ ƀé ļíñķéð. ······························]`)
};

export const callback_error_no_user_info = /** @type {(inputs: Callback_Error_No_User_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ þŕóṽíðéŕ ðíð ñóţ šĥáŕé ýóúŕ þŕóƒíļé. Ţŕý ļíñķíñĝ áĝáíñ. ···························]`)
};

export const callback_error_not_linked = /** @type {(inputs: Callback_Error_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ áççóúñţ ŵáš ñóţ ļíñķéð: ļíñķíñĝ íţ íš ñóţ áļļóŵéð ƒóŕ ţĥíš þŕóṽíðéŕ óŕ áððŕéšš. ··································]`)
};

export const callback_error_other_account = /** @type {(inputs: Callback_Error_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ éɱáíļ ļíñķ ƀéļóñĝš ţó áñóţĥéŕ áççóúñţ. Šíĝñ íñ ŵíţĥ ţĥáţ áççóúñţ ţó úšé íţ. ································]`)
};

export const callback_error_provider_not_found = /** @type {(inputs: Callback_Error_Provider_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ šíĝñ-íñ þŕóṽíðéŕ íš ñóţ çóñƒíĝúŕéð óñ ţĥíš šéŕṽéŕ. ······················]`)
};

export const callback_error_restart = /** @type {(inputs: Callback_Error_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķíñĝ áţţéɱþţ éẋþíŕéð. Šţáŕţ íţ áĝáíñ. ··················]`)
};

export const callback_error_state = /** @type {(inputs: Callback_Error_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķíñĝ áţţéɱþţ éẋþíŕéð óŕ ŵáš šţáŕţéð íñ áñóţĥéŕ ƀŕóŵšéŕ. Ţŕý áĝáíñ. ·····························]`)
};

export const callback_error_unable_to_link = /** @type {(inputs: Callback_Error_Unable_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ áççóúñţ çóúļð ñóţ ƀé ļíñķéð. Ţŕý áĝáíñ ļáţéŕ. ····················]`)
};

export const callback_error_user_not_found = /** @type {(inputs: Callback_Error_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţ ţĥáţ éɱáíļ ļíñķ ƀéļóñĝš ţó ñó ļóñĝéŕ éẋíšţš. ······················]`)
};

export const common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ···]`)
};

export const common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ úñéẋþéçţéð éŕŕóŕ óççúŕŕéð ···········]`)
};

export const common_cancel = /** @type {(inputs: Common_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ··]`)
};

export const common_close = /** @type {(inputs: Common_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé ··]`)
};

export const common_confirm = /** @type {(inputs: Common_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ···]`)
};

export const common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé ···]`)
};

export const common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ··]`)
};

export const common_delete = /** @type {(inputs: Common_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ··]`)
};

export const common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóñé ··]`)
};

export const common_email_placeholder = /** @type {(inputs: Common_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ýóú@éẋáɱþļé.çóɱ ······]`)
};

export const common_error = /** @type {(inputs: Common_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éŕŕóŕ ··]`)
};

export const common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[1 ɱíñúţé ···]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ɱíñúţéš ···]`)
	
};

export const common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéɱóṽéð ····]`)
};

export const common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕ ·]`)
};

export const common_remove = /** @type {(inputs: Common_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ··]`)
};

export const common_save = /** @type {(inputs: Common_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ··]`)
};

export const common_scrolls_sideways = /** @type {(inputs: Common_Scrolls_SidewaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label}, šçŕóļļš šíðéŵáýš ·······]`)
};

export const common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[1 šéçóñð ···]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šéçóñðš ···]`)
	
};

export const common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ ····]`)
};

export const common_type_to_confirm = /** @type {(inputs: Common_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ${i?.email} ţó çóñƒíŕɱ ······]`)
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

export const dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ýóúŕ áççóúñţ ········]`)
};

export const dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ šíñçé ${i?.date} ·····]`)
};

export const dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽéŕíƒíéð ·····]`)
};

export const dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ šéţţíñĝš ········]`)
};

export const dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñš ·····]`)
};

export const dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ···]`)
};

export const dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ýóú ŵóŕķ ĥéŕé. Áñ óŕĝáñížáţíóñ ļéţš þéóþļé ŵóŕķ ţóĝéţĥéŕ. ·························]`)
};

export const dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñéð íñ áš ${i?.email}. ·········]`)
};

export const dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðášĥƀóáŕð ····]`)
};

export const dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíéð ···]`)
};

export const dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ···]`)
};

export const dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé, ${i?.name} ····]`)
};

export const dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé ····]`)
};

export const dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš þļáñ áñð ÁÞÍ ķéý áŕé šĥáŕéð ŵíţĥ íţš ɱéɱƀéŕš. ····················]`)
};

export const dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ ·····]`)
};

export const error_account_billing_not_closed = /** @type {(inputs: Error_Account_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šúƀšçŕíþţíóñš çóúļð ñóţ ƀé çáñçéļļéð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ, šó ţĥé áççóúñţ ŵáš ñóţ ðéļéţéð. Þļéášé ţŕý áĝáíñ. ··············································]`)
};

export const error_admin_already_admin = /** @type {(inputs: Error_Admin_Already_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ íš áñ áðɱíñ áļŕéáðý. ·············]`)
};

export const error_admin_already_verified = /** @type {(inputs: Error_Admin_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš íš ṽéŕíƒíéð áļŕéáðý. ·············]`)
};

export const error_admin_ban_admin = /** @type {(inputs: Error_Admin_Ban_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ţĥé áðɱíñ ŕóļé ƀéƒóŕé ƀáññíñĝ ţĥíš áççóúñţ. ····················]`)
};

export const error_admin_confirmation_mismatch = /** @type {(inputs: Error_Admin_Confirmation_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ţĥé áççóúñţ'š áððŕéšš ţó çóñƒíŕɱ. ···············]`)
};

export const error_admin_event_not_replayable = /** @type {(inputs: Error_Admin_Event_Not_ReplayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš éṽéñţ íš ${i?.state}: óñļý ƒáíļéð óŕ íĝñóŕéð éṽéñţš áŕé ŕéþļáýéð. ························]`)
};

export const error_admin_impersonate_admin = /** @type {(inputs: Error_Admin_Impersonate_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñš çáññóţ ƀé íɱþéŕšóñáţéð. ············]`)
};

export const error_admin_listed = /** @type {(inputs: Error_Admin_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÐṀÍÑ_ÉṀÁÍĻŠ ñáɱéš ţĥíš áððŕéšš: ŕéɱóṽé íţ ţĥéŕé, óŕ íţš ñéẋţ šíĝñ-íñ ɱáķéš íţ áñ áðɱíñ áĝáíñ. ······································]`)
};

export const error_admin_no_account = /** @type {(inputs: Error_Admin_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ ĥáš ţĥíš íð. ·········]`)
};

export const error_admin_no_customer = /** @type {(inputs: Error_Admin_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó šúçĥ úšéŕ óŕ óŕĝáñížáţíóñ. ···············]`)
};

export const error_admin_no_event = /** @type {(inputs: Error_Admin_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó šúçĥ éṽéñţ íñ ţĥé íñƀóẋ. ··············]`)
};

export const error_admin_no_reconciliation = /** @type {(inputs: Error_Admin_No_ReconciliationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó šúçĥ ŕéçóñçíļíáţíóñ. ·············]`)
};

export const error_admin_not_admin = /** @type {(inputs: Error_Admin_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ íš ñó áðɱíñ. ··········]`)
};

export const error_admin_not_banned = /** @type {(inputs: Error_Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ íš ñóţ ƀáññéð. ···········]`)
};

export const error_admin_own_account = /** @type {(inputs: Error_Admin_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ýóúŕ óŵñ šéţţíñĝš ƒóŕ ýóúŕ óŵñ áççóúñţ. ·················]`)
};

export const error_admin_unban_first = /** @type {(inputs: Error_Admin_Unban_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñƀáñ ţĥíš áççóúñţ ƀéƒóŕé ɱáķíñĝ íţ áñ áðɱíñ. ··················]`)
};

export const error_body_incomplete = /** @type {(inputs: Error_Body_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ƀóðý ŵáš ñóţ ŕéçéíṽéð íñ ƒúļļ. ·················]`)
};

export const error_body_too_large = /** @type {(inputs: Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ƀóðý íš ļáŕĝéŕ ţĥáñ ţĥíš çáļļ áççéþţš (${i?.size} ĶƁ). ······················]`)
};

export const error_form_failed = /** @type {(inputs: Error_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ðíð ñóţ ŵóŕķ. Þļéášé ţŕý áĝáíñ. ··············]`)
};

export const error_impersonation_refused = /** @type {(inputs: Error_Impersonation_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áðɱíñ áçţíñĝ áš ţĥíš úšéŕ çáññóţ çĥáñĝé ĥóŵ ţĥé áççóúñţ šíĝñš íñ. ···························]`)
};

export const error_limit_attempts = /** @type {(inputs: Error_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý áţţéɱþţš. ·······]`)
};

export const error_limit_links_to_address = /** @type {(inputs: Error_Limit_Links_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý šíĝñ-íñ ļíñķš ŵéŕé šéñţ ţó ţĥíš áððŕéšš. ····················]`)
};

export const error_limit_mails_to_address = /** @type {(inputs: Error_Limit_Mails_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý éɱáíļš ŵéŕé šéñţ ţó ţĥíš áððŕéšš. ·················]`)
};

export const error_limit_network = /** @type {(inputs: Error_Limit_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý áţţéɱþţš ƒŕóɱ ýóúŕ ñéţŵóŕķ. ··············]`)
};

export const error_limit_sign_in_attempts = /** @type {(inputs: Error_Limit_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý šíĝñ-íñ áţţéɱþţš ƒóŕ ţĥíš áððŕéšš. ·················]`)
};

export const error_limit_try_again = /** @type {(inputs: Error_Limit_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ íñ ${i?.wait}. ······]`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ: íţ ŵáš úšéð áļŕéáðý, ĥáš éẋþíŕéð óŕ íš íñçóɱþļéţé. Íƒ šóɱéóñé éļšé íš íñ ýóúŕ áççóúñţ, šíĝñ íñ áñð šíĝñ óúţ ýóúŕ óţĥéŕ šéššíóñš íñ Šéţţíñĝš → Šéššíóñš. ······································································]`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ þéŕšóñ íš ñóţ á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ. ····················]`)
};

export const error_no_account_for_address = /** @type {(inputs: Error_No_Account_For_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ úšéš ţĥíš áððŕéšš, áñð ñéŵ áççóúñţš áŕé ƀý íñṽíţáţíóñ óñļý. Ášķ šóɱéóñé íñ ýóúŕ óŕĝáñížáţíóñ ţó íñṽíţé ýóú. ···············································]`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šúçĥ šéŕṽéŕ ƒúñçţíóñ. ··········]`)
};

export const error_org_already_invited = /** @type {(inputs: Error_Org_Already_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.address} íš íñṽíţéð áļŕéáðý. Ŕéšéñð ţĥé íñṽíţáţíóñ ƒŕóɱ ţĥé þéñðíñĝ ļíšţ íƒ íţ ŵéñţ ɱíššíñĝ. ··································]`)
};

export const error_org_already_member = /** @type {(inputs: Error_Org_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ áļŕéáðý. ··················]`)
};

export const error_org_already_member_address = /** @type {(inputs: Error_Org_Already_Member_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.address} íš á ɱéɱƀéŕ óƒ ţĥíš óŕĝáñížáţíóñ áļŕéáðý. ·················]`)
};

export const error_org_billing_not_closed = /** @type {(inputs: Error_Org_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ'š šúƀšçŕíþţíóñš çóúļð ñóţ ƀé çáñçéļļéð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ, šó íţ ŵáš ñóţ ðéļéţéð. Þļéášé ţŕý áĝáíñ. ················································]`)
};

export const error_org_invitation_accepted = /** @type {(inputs: Error_Org_Invitation_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ ŵáš áççéþţéð áļŕéáðý. ···············]`)
};

export const error_org_invitation_canceled = /** @type {(inputs: Error_Org_Invitation_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ ŵáš çáñçéļéð áļŕéáðý. ···············]`)
};

export const error_org_invitation_rejected = /** @type {(inputs: Error_Org_Invitation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ ŵáš ŕéĵéçţéð áļŕéáðý. ···············]`)
};

export const error_org_no_place_invitation = /** @type {(inputs: Error_Org_No_Place_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš óŕĝáñížáţíóñ ĥáš ñó þļáçé ļéƒţ ƒóŕ áñóţĥéŕ íñṽíţáţíóñ. ························]`)
};

export const error_org_no_place_member = /** @type {(inputs: Error_Org_No_Place_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš óŕĝáñížáţíóñ ĥáš ñó þļáçé ļéƒţ ƒóŕ áñóţĥéŕ ɱéɱƀéŕ. ······················]`)
};

export const error_org_no_seat_to_accept = /** @type {(inputs: Error_Org_No_Seat_To_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš óŕĝáñížáţíóñ ĥáš ñó šéáţ ļéƒţ ƒóŕ áñóţĥéŕ ɱéɱƀéŕ. Ášķ áñ óŵñéŕ óƒ ţĥé óŕĝáñížáţíóñ ţó áðð á šéáţ, ţĥéñ áççéþţ áĝáíñ. ················································]`)
};

export const error_org_not_a_member = /** @type {(inputs: Error_Org_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕ íš ñóţ á ɱéɱƀéŕ óƒ ţĥé óŕĝáñížáţíóñ ················]`)
};

export const error_org_not_allowed_to_remove = /** @type {(inputs: Error_Org_Not_Allowed_To_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ áļļóŵéð ţó ðéļéţé ţĥíš ɱéɱƀéŕ ················]`)
};

export const error_org_only_owner = /** @type {(inputs: Error_Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý óŵñéŕ óƒ ${i?.organizations}. Ĥáñð íţ óṽéŕ ţó áñóţĥéŕ ɱéɱƀéŕ óŕ ðéļéţé íţ ƒíŕšţ. ·······························]`)
};

export const error_org_owner_removes_owner = /** @type {(inputs: Error_Org_Owner_Removes_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ ŕéɱóṽé áñ óŵñéŕ. ··············]`)
};

export const error_org_owner_revokes_owner_invitation = /** @type {(inputs: Error_Org_Owner_Revokes_Owner_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ ŕéṽóķé áñ íñṽíţáţíóñ ţó ƀé áñ óŵñéŕ. ······················]`)
};

export const error_org_plan_ask_owner = /** @type {(inputs: Error_Org_Plan_Ask_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ áñ óŵñéŕ óƒ ţĥé óŕĝáñížáţíóñ ţó çĥáñĝé íţš þļáñ, ţĥéñ áççéþţ áĝáíñ. ····························]`)
};

export const error_org_plan_owner_changes = /** @type {(inputs: Error_Org_Plan_Owner_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ óŵñéŕ çáñ çĥáñĝé ţĥé þļáñ óñ ţĥé óŕĝáñížáţíóñ'š ƀíļļíñĝ þáĝé. ··························]`)
};

export const error_org_seats_taken_ask_owner = /** @type {(inputs: Error_Org_Seats_Taken_Ask_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ óƒ ţĥíš óŕĝáñížáţíóñ íš ţáķéñ (${i?.used} óƒ ${i?.bought}). Óñļý áñ óŵñéŕ çáñ áðð šéáţš: ášķ áñ óŵñéŕ ţó áðð óñé, ţĥéñ íñṽíţé áĝáíñ. ················································]`)
};

export const error_org_seats_taken_ask_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Ask_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ óƒ ţĥíš óŕĝáñížáţíóñ íš ţáķéñ. Óñļý áñ óŵñéŕ çáñ áðð šéáţš: ášķ áñ óŵñéŕ ţó áðð óñé, ţĥéñ íñṽíţé áĝáíñ. ··············································]`)
};

export const error_org_seats_taken_owner = /** @type {(inputs: Error_Org_Seats_Taken_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ óƒ ţĥíš óŕĝáñížáţíóñ íš ţáķéñ (${i?.used} óƒ ${i?.bought}). Áðð á šéáţ ţó íñṽíţé šóɱéóñé éļšé. ·································]`)
};

export const error_org_seats_taken_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ óƒ ţĥíš óŕĝáñížáţíóñ íš ţáķéñ. Áðð á šéáţ ţó íñṽíţé šóɱéóñé éļšé. ······························]`)
};

export const error_org_slug_taken = /** @type {(inputs: Error_Org_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ šĥóŕţ ñáɱé íš ţáķéñ. Çĥóóšé áñóţĥéŕ. ················]`)
};

export const error_passkey_limit = /** @type {(inputs: Error_Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ${i?.count} þáššķéýš, ţĥé ɱóšţ áñ áççóúñţ çáñ ĥóļð. Ðéļéţé óñé ţó áðð áñóţĥéŕ. ······························]`)
};

export const error_passkey_not_verified = /** @type {(inputs: Error_Passkey_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý ðíð ñóţ ṽéŕíƒý íţ ŵáš ýóú (á ÞÍÑ, ƒíñĝéŕþŕíñţ óŕ ƒáçé). Ţŕý áĝáíñ. ·······························]`)
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

export const error_sign_in_first = /** @type {(inputs: Error_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ñééð ţó šíĝñ íñ ţó ðó ţĥáţ. ············]`)
};

export const error_too_many_attempts = /** @type {(inputs: Error_Too_Many_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý áţţéɱþţš. Ţŕý áĝáíñ íñ ${i?.wait}. ·············]`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ ĥáñð ţĥé óŕĝáñížáţíóñ óṽéŕ. ··················]`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé áñóţĥéŕ ɱéɱƀéŕ ţó ĥáñð ţĥé óŕĝáñížáţíóñ óṽéŕ ţó. ······················]`)
};

export const invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççéþţ íñṽíţáţíóñ ·······]`)
};

export const invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé áļŕéáðý á ɱéɱƀéŕ óƒ ${i?.organization} ···········]`)
};

export const invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñóţĥíñĝ ţó áççéþţ: ýóú çáñ ŵóŕķ íñ íţ ñóŵ. ····················]`)
};

export const invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéçļíñé ···]`)
};

export const invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ ðéçļíñéð ········]`)
};

export const invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ çĥáñĝéð íñ ýóúŕ áççóúñţ. Ţĥé íñṽíţáţíóñ ñó ļóñĝéŕ ŵóŕķš. ··························]`)
};

export const invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ···]`)
};

export const invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ íñ á ɱóɱéñţ. ·········]`)
};

export const invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñṽíţáţíóñ çóúļð ñóţ ƀé óþéñéð ··············]`)
};

export const invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó ýóúŕ ðášĥƀóáŕð ········]`)
};

export const invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñš ŵóŕķ óñçé áñð ƒóŕ á ļíɱíţéð ţíɱé. Ášķ ŵĥóéṽéŕ íñṽíţéð ýóú ţó šéñð á ñéŵ óñé. ···································]`)
};

export const invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ ĥáš éẋþíŕéð óŕ ŵáš áļŕéáðý úšéð ···················]`)
};

export const invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ŵéŕé íñṽíţéð ţó áñ óŕĝáñížáţíóñ óñ ${i?.appName}. ················]`)
};

export const invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ĵóíñ ${i?.organization} áš ${i?.role}. ··········]`)
};

export const invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} íñṽíţéð ýóú ţó ĵóíñ ${i?.organization} óñ ${i?.appName}. ··········]`)
};

export const invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵóíñ ${i?.organization} ··]`)
};

export const invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ áççéþţéð ·····]`)
};

export const invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðéçļíñéð ·····]`)
};

export const invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñ ${i?.name} ··]`)
};

export const invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ýóúŕ šéţţíñĝš ·······]`)
};

export const invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ţĥé íñṽíţáţíóñ… ·········]`)
};

export const invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ţĥé áððŕéšš ţĥé íñṽíţáţíóñ ŵáš šéñţ ţó, áñð ýóú çóɱé ƀáçķ ĥéŕé ţó áççéþţ óŕ ðéçļíñé íţ. Ñéŵ ţó ${i?.appName}? Ţĥé šáɱé ļíñķ ɱáķéš ýóúŕ áççóúñţ. ·························································]`)
};

export const invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ áñð úšé áñóţĥéŕ áððŕéšš ·············]`)
};

export const invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ áš ·····]`)
};

export const invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñéð íñ áš ${i?.email}. ·········]`)
};

export const invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý šóɱéóñé ŵĥó þŕóṽéð ţĥéý ŕéáð ţĥé íñṽíţéð íñƀóẋ çáñ áñšŵéŕ áñ íñṽíţáţíóñ. Çóñƒíŕɱ ýóúŕ áððŕéšš íñ ýóúŕ šéţţíñĝš, ţĥéñ óþéñ ţĥé íñṽíţáţíóñ áĝáíñ. ···························································]`)
};

export const invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ýóúŕ éɱáíļ áððŕéšš ƒíŕšţ ·············]`)
};

export const invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ţó ${i?.organization} ····]`)
};

export const invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ íš ýóúŕ áçţíṽé ŵóŕķšþáçé; ýóú ĵóíñéð áš ${i?.role}. ··················]`)
};

export const invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ íš ƒóŕ áñóţĥéŕ áððŕéšš. Šíĝñ íñ ŵíţĥ ţĥé áððŕéšš íţ ŵáš šéñţ ţó. ································]`)
};

export const invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ íš ƒóŕ áñóţĥéŕ áððŕéšš ···············]`)
};

export const invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé áñ íñṽíţáţíóñ ·········]`)
};

export const invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ íñṽíţáţíóñ ······]`)
};

export const keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ðóçúɱéñţáţíóñ ·······]`)
};

export const keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.calls} çáļļ ··]`);
	return /** @type {LocalizedString} */ (`[${i?.calls} çáļļš ··]`)
	
};

export const keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš þéŕ ðáý, ļášţ 30 ðáýš: ţĥé áŕŕóŵ ķéýš ɱóṽé ƒŕóɱ ðáý ţó ðáý ···························]`)
};

export const keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļļš ··]`)
};

export const keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý ķéý ···]`)
};

export const keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý íţ ñóŵ ····]`)
};

export const keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ķéý ŵíļļ ñóţ ƀé šĥóŵñ áĝáíñ. Šţóŕé íţ šóɱéŵĥéŕé šáƒé, šúçĥ áš á þáššŵóŕð ɱáñáĝéŕ óŕ ýóúŕ šéŕṽíçé'š šéçŕéţ šéţţíñĝš. ················································]`)
};

export const keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} óƒ ${i?.max} íñ ţĥé ${i?.plan} þļáñ. ·······]`)
};

export const keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ÁÞÍ ķéý ······]`)
};

export const keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ţó çŕéáţé ÁÞÍ ķéý ··········]`)
};

export const keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé šúŕé ţó šáṽé ýóúŕ ÁÞÍ ķéý - ýóú ŵóñ'ţ šéé íţ áĝáíñ! ······················]`)
};

export const keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ Ķéý Çŕéáţéð ······]`)
};

export const keys_default_name_organization = /** @type {(inputs: Keys_Default_Name_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ÁÞÍ ķéý ········]`)
};

export const keys_default_name_user = /** @type {(inputs: Keys_Default_Name_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ÁÞÍ ķéý ······]`)
};

export const keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ƒúļļ ÁÞÍ ķéý ·······]`)
};

export const keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

export const keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéýš ···]`)
};

export const keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ···]`)
};

export const keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ···]`)
};

export const keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéý ·]`)
};

export const keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ úšéð ····]`)
};

export const keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķéð ··]`)
};

export const keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ÁÞÍ ķéý ·····]`)
};

export const keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñéŵ ÁÞÍ ķéý ······]`)
};

export const keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ ··]`)
};

export const keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ éẋþíŕéš ·····]`)
};

export const keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ éẋáɱþļé ţĥé šéŕṽíçé ţĥáţ ŵíļļ úšé íţ ················]`)
};

export const keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé óƒ ţĥé ñéŵ ķéý ········]`)
};

export const keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñó ÁÞÍ ķéý ýéţ. Çŕéáţé óñé ţó çáļļ ţĥé ŔÉŠŢ ÁÞÍ ƒŕóɱ ýóúŕ óŵñ šçŕíþţš áñð šéŕṽíçéš: šéñð íţ áš ${i?.header}. Ţĥé ķéý íš šĥóŵñ óñçé, ŕíĝĥţ áƒţéŕ ýóú çŕéáţé íţ. ······························································]`)
};

export const keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization}'š ķéý ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ: çáļļš ɱáðé ŵíţĥ íţ áçţ ƒóŕ ţĥé óŕĝáñížáţíóñ. ····························]`)
};

export const keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization}'š ķéýš ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ: çáļļš ɱáðé ŵíţĥ ţĥéɱ áçţ ƒóŕ ţĥé óŕĝáñížáţíóñ. ·····························]`)
};

export const keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ ĥáš ñó ÁÞÍ ķéý ýéţ. ··············]`)
};

export const keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ɱóŕé ķéýš ţĥáñ ţĥé ${i?.plan} þļáñ áļļóŵš: ţĥéý ķééþ ŵóŕķíñĝ, áñð ñó ñéŵ óñé çáñ ƀé ɱáðé úñţíļ ţĥéŕé áŕé ƒéŵéŕ ţĥáñ ${i?.max}. ··············································]`)
};

export const keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕíóð: ${i?.used} óƒ ${i?.included} íñçļúðéð, úñţíļ ${i?.day}. ··············]`)
};

export const keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.calls} óṽéŕ: ${i?.amount} óñ ţĥé ñéẋţ íñṽóíçé. ···········]`)
};

export const keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þéŕšóñáļ ķéý ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ. ··············]`)
};

export const keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þéŕšóñáļ ķéýš ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ. ··············]`)
};

export const keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þŕéṽíóúš ķéý ĥáš šţóþþéð ŵóŕķíñĝ. ···············]`)
};

export const keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝéñéŕáţé ····]`)
};

export const keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ķéý ŕéþļáçéš ţĥé çúŕŕéñţ óñé. Ţĥé çúŕŕéñţ ķéý šţóþš ŵóŕķíñĝ áţ óñçé: áñýţĥíñĝ ţĥáţ šţíļļ úšéš íţ ŵíļļ ĝéţ 401 áñšŵéŕš úñţíļ ýóú ĝíṽé íţ ţĥé ñéŵ ķéý. ······························································]`)
};

export const keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ţó ŕéĝéñéŕáţé ÁÞÍ ķéý ···········]`)
};

export const keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéĝéñéŕáţé ${i?.name} ····]`)
};

export const keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝéñéŕáţé ýóúŕ ÁÞÍ ķéý? ··········]`)
};

export const keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé šúŕé ţó šáṽé ýóúŕ ñéŵ ÁÞÍ ķéý - ýóú ŵóñ'ţ šéé íţ áĝáíñ! ························]`)
};

export const keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ Ķéý Ŕéĝéñéŕáţéð ········]`)
};

export const keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ··]`)
};

export const keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ķéý šţóþš ŵóŕķíñĝ áţ óñçé: áñýţĥíñĝ ţĥáţ šţíļļ úšéš íţ ŵíļļ ĝéţ 401 áñšŵéŕš. Ţĥíš çáññóţ ƀé úñðóñé. ·········································]`)
};

export const keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ţó ŕéṽóķé ÁÞÍ ķéý ··········]`)
};

export const keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.name} ···]`)
};

export const keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.name}? ···]`)
};

export const keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ŕéṽóķéð ······]`)
};

export const keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñð íţ áš ${i?.bearer} óŕ íñ ţĥé ${i?.header} ĥéáðéŕ. ············]`)
};

export const keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (šĥóŕţéñéð) ·····]`)
};

export const keys_status_active = /** @type {(inputs: Keys_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

export const keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšáƀļéð ···]`)
};

export const keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ···]`)
};

export const keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš ÁÞÍ ķéý ·····]`)
};

export const keys_usage_days_utc = /** @type {(inputs: Keys_Usage_Days_UtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ðáý íš çóúñţéð íñ ÚŢÇ: ƒŕóɱ ${i?.time} ţó ${i?.time} ýóúŕ ţíɱé. ···················]`)
};

export const keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ýóúŕ ÁÞÍ úšáĝé: ${i?.reason} ············]`)
};

export const keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš, ļášţ 30 ðáýš ·········]`)
};

export const keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ ÁÞÍ úšáĝé… ·········]`)
};

export const keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ÁÞÍ çáļļš íñ ţĥé ļášţ 30 ðáýš. ·············]`)
};

export const keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.calls} íñ ţĥé ļášţ 30 ðáýš. ········]`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţš, ÁÞÍ ķéýš áñð ƀíļļíñĝ ············]`)
};

export const landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóļóúŕ šçĥéɱé ·····]`)
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

export const landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúţó ··]`)
};

export const landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáŕķ ··]`)
};

export const landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíĝĥţ ··]`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ···]`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ···]`)
};

export const link_error_failed = /** @type {(inputs: Link_Error_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ŵíţĥ ţĥáţ ļíñķ ƒáíļéð. Ášķ ƒóŕ á ñéŵ óñé ƀéļóŵ. ·······················]`)
};

export const link_error_invalid = /** @type {(inputs: Link_Error_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šíĝñ-íñ ļíñķ íš íñṽáļíð, áļŕéáðý úšéð óŕ éẋþíŕéð. Ášķ ƒóŕ á ñéŵ óñé ƀéļóŵ. ································]`)
};

export const link_error_no_account = /** @type {(inputs: Link_Error_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó áççóúñţ ƒóŕ ţĥíš áððŕéšš, áñð ñéŵ áççóúñţš áŕé ƀý íñṽíţáţíóñ óñļý. ·······························]`)
};

export const link_error_no_linked_account = /** @type {(inputs: Link_Error_No_Linked_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš ļíñķéð ţó ţĥáţ þŕóṽíðéŕ áççóúñţ. Šíĝñ íñ ƀý éɱáíļ, ţĥéñ ļíñķ íţ íñ ýóúŕ šéţţíñĝš. ······································]`)
};

export const link_error_signed_out_everywhere = /** @type {(inputs: Link_Error_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíóñ óƒ ýóúŕ áççóúñţ íš šíĝñéð óúţ. Šíĝñ íñ áĝáíñ ŵíţĥ á ñéŵ éɱáíļ ļíñķ, ţĥéñ çĥáñĝé ýóúŕ þáššŵóŕð íƒ ýóú ĥáṽé óñé áñð çĥéçķ ýóúŕ ļíñķéð áççóúñţš. ······························································]`)
};

export const link_error_too_many = /** @type {(inputs: Link_Error_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý šíĝñ-íñ áţţéɱþţš çáɱé ƒŕóɱ ýóúŕ ñéţŵóŕķ. Óþéñ ţĥé ļíñķ áĝáíñ ${i?.wait}, óŕ ášķ ƒóŕ á ñéŵ óñé ƀéļóŵ íƒ íţ ĥáš éẋþíŕéð ƀý ţĥéñ. ··················································]`)
};

export const link_error_wait_few_minutes = /** @type {(inputs: Link_Error_Wait_Few_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íñ á ƒéŵ ɱíñúţéš ······]`)
};

export const link_error_wait_in = /** @type {(inputs: Link_Error_Wait_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñ ${i?.wait} ·]`)
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

export const login_toggle_password_visibility = /** @type {(inputs: Login_Toggle_Password_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóĝĝļé þáššŵóŕð ṽíšíƀíļíţý ··········]`)
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

export const meta_description = /** @type {(inputs: Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.appName}: áççóúñţš, þéŕšóñáļ ÁÞÍ ķéýš áñð šúƀšçŕíþţíóñš íñ óñé þļáçé. ························]`)
};

export const notme_failed = /** @type {(inputs: Notme_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ðíð ñóţ ŵóŕķ ·······]`)
};

export const notme_heading = /** @type {(inputs: Notme_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéçúŕé ýóúŕ ${i?.appName} áççóúñţ ········]`)
};

export const notme_intro = /** @type {(inputs: Notme_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ýóú ðíð ñóţ ðó ŵĥáţ ţĥé áļéŕţ ðéšçŕíƀéš, šíĝñ óúţ éṽéŕý šéššíóñ óƒ ýóúŕ áççóúñţ ñóŵ. Ŵĥóéṽéŕ íš íñ íţ íš šíĝñéð óúţ ţóó, áñð ýóú šíĝñ íñ áĝáíñ ƀý éɱáíļ. ······························································]`)
};

export const notme_link_failed = /** @type {(inputs: Notme_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ ·········]`)
};

export const notme_link_failed_text = /** @type {(inputs: Notme_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš úšéð áļŕéáðý, ĥáš éẋþíŕéð óŕ íš íñçóɱþļéţé. Íƒ šóɱéóñé éļšé íš íñ ýóúŕ áççóúñţ, šíĝñ íñ áñð šíĝñ óúţ ýóúŕ óţĥéŕ šéššíóñš íñ Šéţţíñĝš → Šéššíóñš. ····························································]`)
};

export const notme_was_it_you = /** @type {(inputs: Notme_Was_It_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáš íţ ýóú áƒţéŕ áļļ? Çļóšé ţĥíš þáĝé: ñóţĥíñĝ ĥáþþéñš úñļéšš ýóú þŕéšš ţĥé ƀúţţóñ. ·································]`)
};

export const org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ···]`)
};

export const org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ ···]`)
};

export const org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš áñ óŵñéŕ, ýóú çáñ šúƀšçŕíƀé, çáñçéļ, ŕéšúɱé áñð óþéñ ţĥé ƀíļļíñĝ þóŕţáļ. ······························]`)
};

export const org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á šúƀšçŕíþţíóñ ƀóúĝĥţ ŵĥíļé ${i?.organization} íš ţĥé áçţíṽé ŵóŕķšþáçé ƀéļóñĝš ţó ţĥé óŕĝáñížáţíóñ, ñóţ ţó ţĥé þéŕšóñ ŵĥó ƀóúĝĥţ íţ. ··············································]`)
};

export const org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ɱéɱƀéŕ šééš ţĥé óŕĝáñížáţíóñ'š þļáñ óñ ţĥé Šúƀšçŕíþţíóñš þáĝé. ···························]`)
};

export const org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ţĥé þļáñ ······]`)
};

export const org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé óŕĝáñížáţíóñ'š óŵñéŕš çáñ ɱáñáĝé íţš ƀíļļíñĝ. ······················]`)
};

export const org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéé ţĥé þļáñ ·····]`)
};

export const org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íš óŵñéŕ. ········]`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íš áðɱíñ. ········]`);
	return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íš ɱéɱƀéŕ. ········]`)
	
};

export const org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé óŕĝáñížáţíóñ ········]`)
};

export const org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé áñ óŕĝáñížáţíóñ ·········]`)
};

export const org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ çŕéáţéð ········]`)
};

export const org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ýóúŕ áçţíṽé ŵóŕķšþáçé. Íñṽíţé þéóþļé ţó ŵóŕķ íñ íţ ŵíţĥ ýóú. ··························]`)
};

export const org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáñĝéŕ žóñé ····]`)
};

export const org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé óŕĝáñížáţíóñ ········]`)
};

export const org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} íš ðéļéţéð ƒóŕ éṽéŕýóñé: íţš šúƀšçŕíþţíóñš éñð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ, íţš ÁÞÍ ķéý šţóþš ŵóŕķíñĝ, áñð íţš ɱéɱƀéŕš, ţéáɱš áñð íñṽíţáţíóñš áŕé ŕéɱóṽéð. ····························································]`)
};

export const org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.organization}? ···]`)
};

export const org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé óŕĝáñížáţíóñ… ········]`)
};

export const org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðš íţš šúƀšçŕíþţíóñš, ŕéṽóķéš íţš ÁÞÍ ķéý áñð ŕéɱóṽéš íţš ɱéɱƀéŕš, ţéáɱš áñð íñṽíţáţíóñš. Ţĥíš çáññóţ ƀé úñðóñé. ··············································]`)
};

export const org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥé óŕĝáñížáţíóñ ·········]`)
};

export const org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ${i?.organization} ţó çóñƒíŕɱ ······]`)
};

export const org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ðéļéţéð ········]`)
};

export const org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} áñð éṽéŕýţĥíñĝ íñ íţ áŕé ĝóñé. Ýóú áŕé íñ ýóúŕ þéŕšóñáļ ŵóŕķšþáçé. ···························]`)
};

export const org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš ·····]`)
};

export const org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ éɱáíļ áððŕéšš ·········]`)
};

export const org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáļ ···]`)
};

export const org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ţĥé óŕĝáñížáţíóñ áþþéáŕš ţó íţš ɱéɱƀéŕš áñð íñ íñṽíţáţíóñš. ·························]`)
};

export const org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáñð óṽéŕ óŵñéŕšĥíþ ········]`)
};

export const org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáñð óṽéŕ óñ ţĥé Ṁéɱƀéŕš þáĝé ············]`)
};

export const org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ƀéçóɱéš áñ óŵñéŕ, ŵíţĥ ƀíļļíñĝ áñð ţĥé þóŵéŕ ţó ðéļéţé ţĥé óŕĝáñížáţíóñ. Ýóú ƀéçóɱé áñ áðɱíñ. Óñļý áñ óŵñéŕ çáñ ɱáķé ýóú áñ óŵñéŕ áĝáíñ. ·······················································]`)
};

export const org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥáñð ${i?.organization} óṽéŕ ţó ${i?.name}? ······]`)
};

export const org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé óƒ íñṽíţáţíóñ ɱáíļš ···········]`)
};

export const org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé íñṽíţéð þéóþļé ŕéáð ţĥéíŕ íñṽíţáţíóñ íñ. ·····················]`)
};

export const org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéţ: ţĥé íñṽíţéŕ'š ļáñĝúáĝé ············]`)
};

export const org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ ŕéṽóķéð ·······]`)
};

export const org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ šéñţ ţó ${i?.email} ñó ļóñĝéŕ ŵóŕķš. ··············]`)
};

export const org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ šéñţ ······]`)
};

export const org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ šéñţ áĝáíñ ········]`)
};

export const org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļéð ${i?.email} á ñéŵ ļíñķ. ·········]`)
};

export const org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļéð ${i?.email} áñ íñṽíţáţíóñ ţó ĵóíñ áš ${i?.role}. ···············]`)
};

export const org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñš ····]`)
};

export const org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íñṽíţéð þéóþļé ĝéţ á ɱáíļ ŵíţĥ á ļíñķ ţó ĵóíñ ${i?.organization}; íţ ŵóŕķš óñçé, ƒóŕ ţĥéíŕ áððŕéšš óñļý. ··································]`)
};

export const org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕš áñð áðɱíñš íñṽíţé þéóþļé áñð šéé ţĥé íñṽíţáţíóñš ŵáíţíñĝ. ··························]`)
};

export const org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţé šóɱéóñé ······]`)
};

export const org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ɱéɱƀéŕ ····]`)
};

export const org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé óŕĝáñížáţíóñ ·······]`)
};

export const org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ļóšé áççéšš ţó íţš ɱéɱƀéŕš, ţéáɱš, þļáñ áñð ÁÞÍ ķéý áţ óñçé. Ţó çóɱé ƀáçķ, šóɱéóñé ĥáš ţó íñṽíţé ýóú áĝáíñ. ············································]`)
};

export const org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ${i?.organization}? ···]`)
};

export const org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé óŕĝáñížáţíóñ… ········]`)
};

export const org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ šţáýš; óñļý ýóúŕ ɱéɱƀéŕšĥíþ éñðš. ··················]`)
};

export const org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ţĥé óŕĝáñížáţíóñ ·········]`)
};

export const org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ļéƒţ ţĥé óŕĝáñížáţíóñ ··········]`)
};

export const org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ƀáçķ íñ ýóúŕ þéŕšóñáļ ŵóŕķšþáçé. ················]`)
};

export const org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóĝó íɱáĝé ÚŔĻ ······]`)
};

export const org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé óŵñéŕ ····]`)
};

export const org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáķé óŵñéŕ: ${i?.name} ·····]`)
};

export const org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţéáɱ ···]`)
};

export const org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ ŕéɱóṽéð ······]`)
};

export const org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ñó ļóñĝéŕ ĥáš áççéšš ţó ${i?.organization} ··········]`)
};

export const org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţéáɱš: ${i?.teams} ···]`)
};

export const org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ···]`)
};

export const org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þéŕšóñ íñ ${i?.organization} ····]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þéóþļé íñ ${i?.organization} ····]`)
	
};

export const org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵóíñ ${i?.organization} áš ${i?.role} ····]`)
};

export const org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé íñṽíţáţíóñ ţó ${i?.organization} ·········]`)
};

export const org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñš ƒóŕ ýóú ········]`)
};

export const org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ óñé ţó áççéþţ óŕ ðéçļíñé íţ. ·············]`)
};

export const org_name = /** @type {(inputs: Org_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ··]`)
};

export const org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó íñṽíţáţíóñš áŕé ŵáíţíñĝ ƒóŕ áñ áñšŵéŕ. ················]`)
};

export const org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķ ţóĝéţĥéŕ íñ áñ óŕĝáñížáţíóñ ·············]`)
};

export const org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ŵóŕķíñĝ íñ ýóúŕ þéŕšóñáļ ŵóŕķšþáçé. ·················]`)
};

export const org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ óŕĝáñížáţíóñ ĥáš íţš óŵñ ɱéɱƀéŕš áñð ŕóļéš, ţéáɱš, šúƀšçŕíþţíóñ áñð ÁÞÍ ķéý. Çŕéáţé óñé áñð íñṽíţé þéóþļé ƀý éɱáíļ, óŕ áççéþţ áñ íñṽíţáţíóñ šóɱéóñé šéñţ ýóú. ································································]`)
};

export const org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ çŕéáţéð ····]`)
};

export const org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðéļéţéð ····]`)
};

export const org_not_handed_over = /** @type {(inputs: Org_Not_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĥáñðéð óṽéŕ ······]`)
};

export const org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ íñṽíţéð ····]`)
};

export const org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ñóŵ ···]`)
};

export const org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéṽóķéð ····]`)
};

export const org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð ····]`)
};

export const org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéñţ ···]`)
};

export const org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šŵíţçĥéð ·····]`)
};

export const org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý ɱéɱƀéŕ óƒ ${i?.organization}, šó ýóú çáññóţ ļéáṽé íţ: ðéļéţé íţ ƀéļóŵ íñšţéáð, óŕ íñṽíţé šóɱéóñé áñð ɱáķé ţĥéɱ áñ óŵñéŕ ƒíŕšţ. ··················································]`)
};

export const org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý óŵñéŕ óƒ ${i?.organization}, šó ýóú çáññóţ ļéáṽé íţ ýéţ. Ĥáñð íţ óṽéŕ ƒíŕšţ (Ṁáķé óŵñéŕ, óñ ţĥé Ṁéɱƀéŕš þáĝé), óŕ ðéļéţé íţ ƀéļóŵ. ····················································]`)
};

export const org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ··]`)
};

export const org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. ····]`)
};

export const org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕšĥíþ ĥáñðéð óṽéŕ ········]`)
};

export const org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóŵ áñ óŵñéŕ óƒ ${i?.organization}; ýóú áŕé áñ áðɱíñ. ················]`)
};

export const org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.role} · íñṽíţéð ƀý ${i?.inviter} · éẋþíŕéš ${i?.expires} ··········]`)
};

export const org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ íñṽíţáţíóñš ········]`)
};

export const org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ···]`)
};

export const org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þļáçé íš ļéƒţ: áñ óŵñéŕ çáñ çĥáñĝé ţĥé þļáñ óñ ${i?.subscriptions}. ····················]`)
};

export const org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

export const org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.taken} óƒ ${i?.allowed} þļáçéš ţáķéñ óñ ţĥé ${i?.plan} þļáñ, þéñðíñĝ íñṽíţáţíóñš íñçļúðéð. ························]`)
};

export const org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ óƒ ${i?.organization} çáñ çĥóóšé óŕ çĥáñĝé íţš þļáñ: ášķ ${i?.owners}. ······················]`)
};

export const org_plan_owners_none = /** @type {(inputs: Org_Plan_Owners_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ óƒ ${i?.organization} çáñ çĥóóšé óŕ çĥáñĝé íţš þļáñ. ···················]`)
};

export const org_remove_label = /** @type {(inputs: Org_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name} ···]`)
};

export const org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ɱéɱƀéŕ ·····]`)
};

export const org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ļóšéš áççéšš ţó ${i?.organization} áţ óñçé, ŵíţĥ íţš ţéáɱš, þļáñ áñð ÁÞÍ ķéý. Ýóú çáñ íñṽíţé ţĥéɱ áĝáíñ ļáţéŕ. ·····································]`)
};

export const org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name}? ···]`)
};

export const org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ··]`)
};

export const org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ţĥé íñṽíţáţíóñ ţó ${i?.email} ··········]`)
};

export const org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ··]`)
};

export const org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ţĥé íñṽíţáţíóñ ţó ${i?.email} ··········]`)
};

export const org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóļé ··]`)
};

export const org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ ··]`)
};

export const org_role_changed = /** @type {(inputs: Org_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóļé çĥáñĝéð ·····]`)
};

export const org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóŵ ${i?.role}. ····]`)
};

export const org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ ··]`)
};

export const org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóļé ñóţ çĥáñĝéð ······]`)
};

export const org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕóļé óƒ ${i?.name} ···]`)
};

export const org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕ ··]`)
};

export const org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`[áñ óŵñéŕ ···]`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`[áñ áðɱíñ ···]`);
	return /** @type {LocalizedString} */ (`[á ɱéɱƀéŕ ···]`)
	
};

export const org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé óŕĝáñížáţíóñ ·······]`)
};

export const org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ šáṽéð ·······]`)
};

export const org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ñáɱé, šĥóŕţ ñáɱé áñð ļóĝó áŕé úþðáţéð. ·················]`)
};

export const org_seat_add_amount = /** @type {(inputs: Org_Seat_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ íš ţáķéñ (${i?.used} óƒ ${i?.bought}). Óñé ɱóŕé šéáţ çóšţš ${i?.price}; ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð, úñţíļ ${i?.date}, áƀóúţ ${i?.amount} íš çĥáŕĝéð ñóŵ. Ţĥéñ ţĥé íñṽíţáţíóñ íš šéñţ. ·······················································]`)
};

export const org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á šéáţ áñð íñṽíţé ········]`)
};

export const org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ íš ţáķéñ (${i?.used} óƒ ${i?.bought}). Óñé ɱóŕé šéáţ çóšţš ${i?.price}; ţĥé ŕéšţ óƒ ţĥíš þéŕíóð íš çĥáŕĝéð ñóŵ, þŕóŕáţéð. Ţĥéñ ţĥé íñṽíţáţíóñ íš šéñţ. ···················································]`)
};

export const org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á šéáţ? ····]`)
};

export const org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţ ñóţ áððéð ······]`)
};

export const org_seats_add_amount = /** @type {(inputs: Org_Seats_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éáçĥ šéáţ çóšţš ${i?.price}; ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð, úñţíļ ${i?.date}, áƀóúţ ${i?.amount} íš çĥáŕĝéð ñóŵ. ·······························]`)
};

export const org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éáçĥ šéáţ çóšţš ${i?.price}; ţĥé ŕéšţ óƒ ţĥíš þéŕíóð íš çĥáŕĝéð ñóŵ, þŕóŕáţéð. ···························]`)
};

export const org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áðð ${i?.count} šéáţ? ····]`);
	return /** @type {LocalizedString} */ (`[Áðð ${i?.count} šéáţš? ····]`)
	
};

export const org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ƀóúĝĥţ ·····]`)
};

export const org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("en-XA", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.least}: ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš ĥóļð ${i?.used} šéáţ. Áţ ɱóšţ ${i?.maximum}. ··························]`);
	return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.least}: ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš ĥóļð ${i?.used} šéáţš. Áţ ɱóšţ ${i?.maximum}. ··························]`)
	
};

export const org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé šéáţš ·····]`)
};

export const org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çĥáñĝé ţó ${i?.count} šéáţ ······]`);
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţó ${i?.count} šéáţš ······]`)
	
};

export const org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš çĥáñĝéð ·····]`)
};

export const org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéáţš ŕéɱóṽéð, ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð ··················]`)
};

export const org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ķééþ ${i?.count} šéáţ ····]`);
	return /** @type {LocalizedString} */ (`[Ķééþ ${i?.count} šéáţš ····]`)
	
};

export const org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáţš: ${i?.used} / ${i?.bought} ····]`)
};

export const org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš; ŕéɱóṽíñĝ á ɱéɱƀéŕ ƒŕééš á šéáţ) ··························]`)
};

export const org_seats_none_left = /** @type {(inputs: Org_Seats_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ íš ţáķéñ: áñ óŵñéŕ áððš óñé ŵĥéñ šéñðíñĝ ţĥé ñéẋţ íñṽíţáţíóñ. ·····························]`)
};

export const org_seats_not_changed = /** @type {(inputs: Org_Seats_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ñóţ çĥáñĝéð ·······]`)
};

export const org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šéáţ ñóŵ. ····]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šéáţš ñóŵ. ····]`)
	
};

export const org_seats_remove_amount = /** @type {(inputs: Org_Seats_Remove_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ţĥé úñúšéð þáŕţ óƒ ţĥíš þéŕíóð, úñţíļ ${i?.date}, áƀóúţ ${i?.amount} íš çŕéðíţéð ñóŵ ƒóŕ ţĥé šéáţš ŕéɱóṽéð. ····································]`)
};

export const org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úñúšéð þáŕţ óƒ ţĥíš þéŕíóð ƒóŕ ţĥé šéáţš ŕéɱóṽéð íš çŕéðíţéð ñóŵ, þŕóŕáţéð. ································]`)
};

export const org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.count} šéáţ? ·····]`);
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.count} šéáţš? ······]`)
	
};

export const org_seats_taken = /** @type {(inputs: Org_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} óƒ ${i?.bought} šéáţš ţáķéñ, þéñðíñĝ íñṽíţáţíóñš íñçļúðéð. ···················]`)
};

export const org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ ţĥéñ ĥáš ${i?.count} šéáţ. ·············]`);
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ ţĥéñ ĥáš ${i?.count} šéáţš. ·············]`)
	
};

export const org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð íñṽíţáţíóñ ······]`)
};

export const org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ šéţţíñĝš ········]`)
};

export const org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŕţ ñáɱé ····]`)
};

export const org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóŵéŕçášé ļéţţéŕš, ðíĝíţš áñð ðášĥéš; úñíǫúé. ··················]`)
};

export const org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóŵéŕçášé ļéţţéŕš, ðíĝíţš áñð ðášĥéš; úñíǫúé. Šúĝĝéšţéð ƒŕóɱ ţĥé ñáɱé. ····························]`)
};

export const org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáý ··]`)
};

export const org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šţíļļ á ɱéɱƀéŕ ·········]`)
};

export const org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ··]`)
};

export const org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ${i?.name} ····]`)
};

export const org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱš ··]`)
};

export const org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ·····]`)
};

export const org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

export const org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé: ${i?.name} ····]`)
};

export const org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé šŵíţçĥéð ·······]`)
};

export const org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ŵóŕķíñĝ íñ ${i?.name} ········]`)
};

export const org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçéš ····]`)
};

export const org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ·]`)
};

export const org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé: ${i?.role} ····]`)
};

export const org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ óŕĝáñížáţíóñš ·······]`)
};

export const org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó óñé ţó šéé íţš šéţţíñĝš. Ýóú çáñ áļšó šŵíţçĥ ƒŕóɱ ţĥé ŵóŕķšþáçé ɱéñú áţ ţĥé ţóþ. ····································]`)
};

export const page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ ········]`)
};

export const page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ĥóɱé ···]`)
};

export const page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáĝé ýóú áŕé ļóóķíñĝ ƒóŕ ðóéš ñóţ éẋíšţ ·················]`)
};

export const page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáĝé ñóţ ƒóúñð ······]`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á þáššķéý ·····]`)
};

export const passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý çóúļð ñóţ ƀé áððéð. ············]`)
};

export const passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððéð éáŕļíéŕ ·····]`)
};

export const passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áððéð ${i?.date} ··]`)
};

export const passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ šíĝñ íñ ŵíţĥ “${i?.name}” ñóŵ. ···········]`)
};

export const passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý áððéð ·····]`)
};

export const passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé þáššķéý ······]`)
};

export const passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.name} ···]`)
};

export const passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ŵíļļ ñó ļóñĝéŕ šíĝñ íñ ţó ýóúŕ áççóúñţ. Ŕéɱóṽé íţ ƒŕóɱ ţĥé ðéṽíçé ţóó, íñ íţš þáššŵóŕð óŕ þáššķéý šéţţíñĝš. ············································]`)
};

export const passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥé þáššķéý? ········]`)
};

export const passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ çáñ ñó ļóñĝéŕ šíĝñ íñ ţó ýóúŕ áççóúñţ. ················]`)
};

export const passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ðéļéţéð ······]`)
};

export const passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ýóúŕ ðéṽíçé'š ƒíñĝéŕþŕíñţ, ƒáçé óŕ ÞÍÑ íñšţéáð óƒ á ļíñķ ƀý ɱáíļ. ·······························]`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ļášţ úšéð ${i?.date} ····]`)
};

export const passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ áççóúñţ ĥóļðš áţ ɱóšţ ${i?.limit} þáššķéýš. ··············]`)
};

export const passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ þáššķéýš… ·········]`)
};

export const passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šó ýóú çáñ ţéļļ ýóúŕ þáššķéýš áþáŕţ, šúçĥ áš ţĥé ðéṽíçé íţ íš óñ. ··························]`)
};

export const passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñáɱé ·····]`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þáššķéýš ýéţ. ······]`)
};

export const passkey_not_added_title = /** @type {(inputs: Passkey_Not_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñóţ áððéð ·······]`)
};

export const passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñóţ ðéļéţéð ········]`)
};

export const passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñóţ ŕéñáɱéð ········]`)
};

export const passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ úšéð ţó šíĝñ íñ ýéţ ·········]`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ··]`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ${i?.name} ···]`)
};

export const passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ţĥé þáššķéý ·······]`)
};

export const passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñéŵ ñáɱé íš šáṽéð. ·········]`)
};

export const passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ŕéñáɱéð ······]`)
};

export const passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ýóúŕ šéçúŕíţý, šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ áðð ţĥé þáššķéý. ···························]`)
};

export const passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñçéð ··]`)
};

export const passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš ···]`)
};

export const passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš ŵóŕķ óñļý áţ ${i?.rpId}, íñ á ƀŕóŵšéŕ ţĥáţ šúþþóŕţš ţĥéɱ. ······················]`)
};

export const passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš çáññóţ ƀé úšéð ŵĥíļé ţĥé áþþ íš šéŕṽéð áţ áñ ÍÞ áððŕéšš: ƀŕóŵšéŕš ŕéƒúšé ţĥéɱ ţĥéŕé. ·····································]`)
};

export const passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úññáɱéð þáššķéý ······]`)
};

export const passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš çáññóţ ƀé úšéð áţ ţĥíš áððŕéšš. Óþéñ ţĥé áþþ áţ íţš úšúáļ áððŕéšš ţó úšé ţĥéɱ. ···································]`)
};

export const password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó šíĝñ íñ ······]`)
};

export const password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þáššŵóŕð ······]`)
};

export const password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð íš çĥáñĝéð áñð ýóúŕ óţĥéŕ šéššíóñš áŕé šíĝñéð óúţ. ··························]`)
};

export const password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð íš çĥáñĝéð. ··········]`)
};

export const password_changed_title = /** @type {(inputs: Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð çĥáñĝéð ······]`)
};

export const password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þáššŵóŕð ······]`)
};

export const password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ýóúŕ éɱáíļ áððŕéšš áñð ţĥíš þáššŵóŕð, óŕ ŵíţĥ á šíĝñ-íñ ļíñķ. ······························]`)
};

export const password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú šíĝñ íñ ŵíţĥ ļíñķš šéñţ ƀý ɱáíļ. Šéţ á þáššŵóŕð ţó šíĝñ íñ ŵíţĥóúţ óñé. ······························]`)
};

export const password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á ŕéšéţ ļíñķ ········]`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ þáššŵóŕð ········]`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕĝóţ ýóúŕ þáššŵóŕð? ········]`)
};

export const password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó šíĝñ íñ ·····]`)
};

export const password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.min} ţó ${i?.max} çĥáŕáçţéŕš. ······]`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

export const password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ þáššŵóŕð ·····]`)
};

export const password_not_changed_title = /** @type {(inputs: Password_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ñóţ çĥáñĝéð ········]`)
};

export const password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ñóţ šéţ ······]`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ šíĝñéð íñ ········]`)
};

export const password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþéáţ ţĥé ñéŵ þáššŵóŕð ·········]`)
};

export const password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñéŵ þáššŵóŕð íš šéţ, áñð éṽéŕý šéššíóñ ŵáš šíĝñéð óúţ. Šíĝñ íñ áĝáíñ ŵíţĥ ýóúŕ ñéŵ þáššŵóŕð. ·······································]`)
};

export const password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ñéŵ þáššŵóŕð ········]`)
};

export const password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššŵóŕð ŕéšéţ ļíñķ íš íñṽáļíð, áļŕéáðý úšéð óŕ éẋþíŕéð. Šíĝñ íñ áñð ášķ ƒóŕ á ñéŵ óñé íñ ţĥé šéţţíñĝš. ···········································]`)
};

export const password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ ·········]`)
};

export const password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕð ŵáš ñóţ çĥáñĝéð ···········]`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéšéţ ļíñķ ŵáš ñóţ šéñţ ···········]`)
};

export const password_reset_not_sent_title = /** @type {(inputs: Password_Reset_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ļíñķ ñóţ šéñţ ········]`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ áñ áççóúñţ ŵíţĥ á þáššŵóŕð úšéš ţĥíš áððŕéšš, á ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð íš óñ íţš ŵáý. Íţ ŵóŕķš óñçé áñð éẋþíŕéš íñ áñ ĥóúŕ. ·····················································]`)
};

export const password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ${i?.email} ƒóŕ á ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð. ·················]`)
};

export const password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ļíñķ šéñţ ······]`)
};

export const password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ñéŵ þáššŵóŕð ······]`)
};

export const password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ á þáššŵóŕð ······]`)
};

export const password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ñóŵ šíĝñ íñ ŵíţĥ ýóúŕ éɱáíļ áððŕéšš áñð þáššŵóŕð. ·······················]`)
};

export const password_set_title = /** @type {(inputs: Password_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð šéţ ·····]`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ þáššŵóŕð ········]`)
};

export const password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ óţĥéŕ šéššíóñš ·········]`)
};

export const password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

export const plan_feature_priority_support = /** @type {(inputs: Plan_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíóŕíţý šúþþóŕţ ······]`)
};

export const plan_feature_sentence = /** @type {(inputs: Plan_Feature_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.feature} íš ñóţ íñ ţĥé ${i?.plan} þļáñ. ········]`)
};

export const plan_feature_sentence_having = /** @type {(inputs: Plan_Feature_Sentence_HavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.feature} íš ñóţ íñ ţĥé ${i?.plan} þļáñ; ${i?.having} ĥáš íţ. ············]`)
};

export const plan_feature_usage_history = /** @type {(inputs: Plan_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšáĝé ĥíšţóŕý ·····]`)
};

export const plan_keys_full_organization = /** @type {(inputs: Plan_Keys_Full_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš óŕĝáñížáţíóñ ĥáš ${i?.keys}, áš ɱáñý áš íţš þļáñ áļļóŵš. ${i?.sentence} Ŕéṽóķé á ķéý óŕ çĥáñĝé ţĥé þļáñ ţó áðð óñé. ······································]`)
};

export const plan_keys_full_user = /** @type {(inputs: Plan_Keys_Full_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ${i?.keys}, áš ɱáñý áš íţš þļáñ áļļóŵš. ${i?.sentence} Ŕéṽóķé á ķéý óŕ çĥáñĝé ţĥé þļáñ ţó áðð óñé. ·································]`)
};

export const plan_limit_api_calls_included = /** @type {(inputs: Plan_Limit_Api_Calls_IncludedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en-XA", i?.count, {});return /** @type {LocalizedString} */ (`[${i?.shown} ÁÞÍ çáļļš á ɱóñţĥ ·······]`)
};

export const plan_limit_api_calls_per_minute = /** @type {(inputs: Plan_Limit_Api_Calls_Per_MinuteInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en-XA", i?.count, {});return /** @type {LocalizedString} */ (`[${i?.shown} ÁÞÍ çáļļš á ɱíñúţé þéŕ ŵóŕķšþáçé ·············]`)
};

export const plan_limit_api_keys = /** @type {(inputs: Plan_Limit_Api_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ÁÞÍ ķéý ···]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ÁÞÍ ķéýš ····]`)
	
};

export const plan_limit_members = /** @type {(inputs: Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en-XA", i?.count, {});return /** @type {LocalizedString} */ (`[${i?.shown} þéóþļé íñ áñ óŕĝáñížáţíóñ, þéñðíñĝ íñṽíţáţíóñš íñçļúðéð ······················]`)
};

export const plan_limit_sentence = /** @type {(inputs: Plan_Limit_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ áļļóŵš ${i?.limit}. ·······]`)
};

export const plan_limit_sentence_more = /** @type {(inputs: Plan_Limit_Sentence_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ áļļóŵš ${i?.limit}; ${i?.better} áļļóŵš ${i?.count}. ···········]`)
};

export const pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á šéáţ ···]`)
};

export const pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéýš ···]`)
};

export const pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš íñçļúðéð á ɱóñţĥ ··········]`)
};

export const pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáŕé ţĥé þļáñš ·······]`)
};

export const pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þļáñ ·····]`)
};

export const pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ: ļéţţéŕš, ðíĝíţš, ĥýþĥéñš óŕ úñðéŕšçóŕéš. Íţ íš çĥéçķéð ƀéƒóŕé ýóú ĝó ţó ţĥé þáýɱéñţ þáĝé. ········································]`)
};

export const pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçóúñţ çóðé ·····]`)
};

export const pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíóŕíţý šúþþóŕţ ······]`)
};

export const pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšáĝé ĥíšţóŕý ·····]`)
};

export const pricing_for_organizations = /** @type {(inputs: Pricing_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ áñ óŕĝáñížáţíóñ, ŵĥíçĥ þáýš ƒóŕ íţš þéóþļé'š šéáţš. Šŵíţçĥ ţó óñé, óŕ çŕéáţé óñé ƒŕóɱ ţĥé ŵóŕķšþáçé ɱéñú, ţó çĥóóšé ${i?.plan}. ················································]`)
};

export const pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ··]`)
};

export const pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçļúðéð ···]`)
};

export const pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ íñçļúðéð ·····]`)
};

export const pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéóþļé íñ áñ óŕĝáñížáţíóñ ··········]`)
};

export const pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} / ɱóñţĥ ···]`)
};

export const pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} / ýéáŕ ···]`)
};

export const pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñš ··]`)
};

export const pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ··]`)
};

export const pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ á þŕóðúçţ íñ þŕóðúçţíóñ. ···········]`)
};

export const pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ íñ Šţáŕţéŕ ········]`)
};

export const pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕó, þáíð óñçé á ýéáŕ: ţŵó ɱóñţĥš ƒŕéé. ················]`)
};

export const pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó ɱóñţĥš ƒŕéé ······]`)
};

export const pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ íñ Þŕó ·······]`)
};

export const pricing_scroll_hint = /** @type {(inputs: Pricing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíþé ţĥé ţáƀļé šíðéŵáýš ţó šéé éṽéŕý þļáñ. ·················]`)
};

export const pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáţš ƀóúĝĥţ (${i?.min} ţó ${i?.max}) ·········]`)
};

export const pricing_seats_description = /** @type {(inputs: Pricing_Seats_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.minimum}, áñð óñé ƒóŕ éáçĥ ɱéɱƀéŕ áñð þéñðíñĝ íñṽíţáţíóñ (${i?.people} ñóŵ). ··························]`)
};

export const pricing_seats_label = /** @type {(inputs: Pricing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ··]`)
};

export const pricing_seats_total = /** @type {(inputs: Pricing_Seats_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šéáţ × ${i?.each} = ${i?.total} ····]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šéáţš × ${i?.each} = ${i?.total} ·····]`)
	
};

export const pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ óñé þéŕšóñ ĝéţţíñĝ šţáŕţéð. ············]`)
};

export const pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[3 ÁÞÍ ķéýš ····]`)
};

export const pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[600 ÁÞÍ çáļļš á ɱíñúţé ·········]`)
};

export const pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ šúþþóŕţ ·····]`)
};

export const pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀé ····]`)
};

export const pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀé ţó ${i?.plan} ·····]`)
};

export const pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ áñ óŕĝáñížáţíóñ: þáý ƒóŕ ţĥé šéáţš íţ úšéš. ···················]`)
};

export const pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð šéáţš áñý ţíɱé ·······]`)
};

export const pricing_team_feature_pro = /** @type {(inputs: Pricing_Team_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ íñ Þŕó ·······]`)
};

export const pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á šéáţ á ɱóñţĥ, ${i?.min} šéáţš áţ ļéášţ ·············]`)
};

export const pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`[${i?.count}-ðáý ƒŕéé ţŕíáļ ······]`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`[${i?.count}-ŵééķ ƒŕéé ţŕíáļ ······]`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`[${i?.count}-ɱóñţĥ ƒŕéé ţŕíáļ ·······]`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`[${i?.count}-ýéáŕ ƒŕéé ţŕíáļ ······]`);
	return /** @type {LocalizedString} */ (`[${i?.count}-${i?.interval} ƒŕéé ţŕíáļ ·····]`)
	
};

export const pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.trial}: ñóţĥíñĝ íš çĥáŕĝéð úñţíļ íţ éñðš. ··············]`)
};

export const pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ýóú ĝéţ ·····]`)
};

export const settings_billing_organization = /** @type {(inputs: Settings_Billing_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} íš ţĥé áçţíṽé ŵóŕķšþáçé: ţĥíš íš íţš þļáñ, šĥáŕéð ŵíţĥ íţš ɱéɱƀéŕš. ···························]`)
};

export const settings_billing_personal = /** @type {(inputs: Settings_Billing_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þļáñ. Þļáñš, þáýɱéñţ ɱéţĥóð áñð íñṽóíçéš áŕé óñ ţĥé Šúƀšçŕíþţíóñš þáĝé. ······························]`)
};

export const settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽéš ýóúŕ áççóúñţ, íţš šéššíóñš, ļíñķéð áççóúñţš áñð ÁÞÍ ķéý. Ţĥíš çáññóţ ƀé úñðóñé. ···································]`)
};

export const settings_delete_dialog_title = /** @type {(inputs: Settings_Delete_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ýóúŕ áççóúñţ? ········]`)
};

export const settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ áñð éṽéŕýţĥíñĝ íñ íţ áŕé ĝóñé. ·················]`)
};

export const settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ðéļéţéð ······]`)
};

export const settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ ${i?.email}, íţš šéššíóñš, ļíñķéð áççóúñţš áñð ÁÞÍ ķéý áŕé ŕéɱóṽéð ƒóŕ ĝóóð. Çĥóóšé ĥóŵ ţó çóñƒíŕɱ íţ íš ýóú. ············································]`)
};

export const settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á ðéļéţíóñ ļíñķ ··········]`)
};

export const settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé šéñţ á ðéļéţíóñ ļíñķ ţó ${i?.email}. ···········]`)
};

export const settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ íñƀóẋ ······]`)
};

export const settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļ á ļíñķ ţó ${i?.email}; ţĥé áççóúñţ íš ðéļéţéð ŵĥéñ ýóú ƒóļļóŵ íţ. ·························]`)
};

export const settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðéļéţéð ····]`)
};

export const settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ñóŵ ····]`)
};

export const settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŕíĝĥţ áŵáý: ŵóŕķš ŵíţĥíñ ${i?.wait} óƒ šíĝñíñĝ íñ. ···················]`)
};

export const settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŕíĝĥţ áŵáý, çóñƒíŕɱéð ƀý ţĥíš šéššíóñ. ··················]`)
};

export const settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţíñĝ áççóúñţš íš ţúŕñéð óƒƒ óñ ţĥíš šéŕṽéŕ. Çóñţáçţ šúþþóŕţ ţó çļóšé ýóúŕ áççóúñţ. ··································]`)
};

export const settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé áççóúñţ… ······]`)
};

export const settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð ·····]`)
};

export const settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.plans} áñð ${i?.last} þļáñš áŕé çáñçéļļéð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ áš ţĥé áççóúñţ ĝóéš: ţĥéý éñð áţ óñçé, ñóţ áţ ţĥé éñð óƒ ţĥé þéŕíóð ýóú þáíð ƒóŕ, áñð ñóţĥíñĝ ɱóŕé íš çĥáŕĝéð. ··································································]`)
};

export const settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.plan} þļáñ íš çáñçéļļéð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ áš ţĥé áççóúñţ ĝóéš: íţ éñðš áţ óñçé, ñóţ áţ ţĥé éñð óƒ ţĥé þéŕíóð ýóú þáíð ƒóŕ, áñð ñóţĥíñĝ ɱóŕé íš çĥáŕĝéð. ·······························································]`)
};

export const settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáíð þļáñ éñðš ţóó ·········]`)
};

export const settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ ðéļéţé ŵíţĥíñ ${i?.wait}. ···················]`)
};

export const settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé áççóúñţ ······]`)
};

export const settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŵíţĥ þáššŵóŕð ········]`)
};

export const settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé éɱáíļ ·····]`)
};

export const settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝíñĝ ţĥé éɱáíļ áððŕéšš íš ţúŕñéð óƒƒ óñ ţĥíš šéŕṽéŕ. ······················]`)
};

export const settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áððŕéšš íš ñóŵ ${i?.newEmail}. Çĥéçķ ${i?.newEmail} ƒóŕ á ṽéŕíƒíçáţíóñ ļíñķ. ·····················]`)
};

export const settings_email_changed_title = /** @type {(inputs: Settings_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš çĥáñĝéð ········]`)
};

export const settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ${i?.currentEmail} ţó çóñƒíŕɱ ţĥé çĥáñĝé ţó ${i?.newEmail}. ·············]`)
};

export const settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥé çĥáñĝé ·······]`)
};

export const settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áððŕéšš íš ñóţ ṽéŕíƒíéð, šó íţ çĥáñĝéš áţ óñçé; ţĥéñ ŵé ášķ ţĥé ñéŵ áððŕéšš ţó çóñƒíŕɱ íţšéļƒ. ········································]`)
};

export const settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļ ýóúŕ çúŕŕéñţ áððŕéšš ţó çóñƒíŕɱ ţĥé çĥáñĝé. ····················]`)
};

export const settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ éɱáíļ áððŕéšš ·······]`)
};

export const settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ñóţ çĥáñĝéð ·······]`)
};

export const settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíçáţíóñ ɱáíļ ñóţ šéñţ ··········]`)
};

export const settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽéŕíƒíéð ·····]`)
};

export const settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ṽéŕíƒíçáţíóñ ɱáíļ ·········]`)
};

export const settings_email_title = /** @type {(inputs: Settings_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ··]`)
};

export const settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ${i?.email} ƒóŕ ţĥé çóñƒíŕɱáţíóñ ļíñķ. ·············]`)
};

export const settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíçáţíóñ ɱáíļ šéñţ ·········]`)
};

export const settings_email_verified = /** @type {(inputs: Settings_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíéð ···]`)
};

export const settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þŕóƒíļé, ļíñķéð áççóúñţš, šéššíóñš, ÁÞÍ ķéý ðéţáíļš áñð úšáĝé, šúƀšçŕíþţíóñš, óŕĝáñížáţíóñš áñð áçţíṽíţý. Ñéṽéŕ šéçŕéţš: ñó þáššŵóŕðš, ţóķéñš óŕ ķéýš. ······························································]`)
};

export const settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çóþý óƒ éṽéŕýţĥíñĝ ţĥíš áþþ ĥóļðš áƀóúţ ýóú, íñ óñé ĴŠÓÑ ƒíļé. ··························]`)
};

export const settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñé ĴŠÓÑ ƒíļé, íñ ýóúŕ ðóŵñļóáðš. ·············]`)
};

export const settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ðáţá íš ðóŵñļóáðéð ·········]`)
};

export const settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð ɱý ðáţá ······]`)
};

export const settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ðáţá çóúļð ñóţ ƀé éẋþóŕţéð. Ţŕý áĝáíñ. ·················]`)
};

export const settings_export_not_done_title = /** @type {(inputs: Settings_Export_Not_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðóŵñļóáðéð ······]`)
};

export const settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ðáţá ····]`)
};

export const settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ÍÐ ····]`)
};

export const settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ···]`)
};

export const settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŵáýš ýóú çáñ šíĝñ íñ ƀéšíðéš á ļíñķ ƀý ɱáíļ, ŵĥíçĥ ñééðš ñó ļíñķéð áççóúñţ. ································]`)
};

export const settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļíñķ ${i?.provider} ··]`)
};

export const settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķ áñóţĥéŕ áççóúñţ ········]`)
};

export const settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķéð ··]`)
};

export const settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ ļíñķéð áççóúñţš… ············]`)
};

export const settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šíĝñ-íñ þŕóṽíðéŕš áŕé çóñƒíĝúŕéð óñ ţĥíš šéŕṽéŕ. ····················]`)
};

export const settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ··]`)
};

export const settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļíñķéð áççóúñţš: ýóú šíĝñ íñ ŵíţĥ ļíñķš šéñţ ƀý ɱáíļ. ······················]`)
};

export const settings_linked_not_linked_title = /** @type {(inputs: Settings_Linked_Not_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ļíñķéð ····]`)
};

export const settings_linked_not_unlinked_title = /** @type {(inputs: Settings_Linked_Not_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ úñļíñķéð ·····]`)
};

export const settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

export const settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóṽíðéŕ ···]`)
};

export const settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçóþéš ··]`)
};

export const settings_linked_title = /** @type {(inputs: Settings_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķéð áççóúñţš ······]`)
};

export const settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļíñķ ··]`)
};

export const settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñļíñķ ${i?.provider} ···]`)
};

export const settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.provider} íš ñó ļóñĝéŕ ļíñķéð. ········]`)
};

export const settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ úñļíñķéð ······]`)
};

export const settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþðáţéð ···]`)
};

export const settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽíţý ···]`)
};

export const settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ·]`)
};

export const settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ ···]`)
};

export const settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáñĝéŕ žóñé ····]`)
};

export const settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķéð áççóúñţš ······]`)
};

export const settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ···]`)
};

export const settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéçúŕíţý ···]`)
};

export const settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñš ···]`)
};

export const settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÍÞ ${i?.ip} ·]`)
};

export const settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš çóɱþúţéŕ ·····]`)
};

export const settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ áððŕéšš ·······]`)
};

export const settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ðíð ñóţ ŵóŕķ ·······]`)
};

export const settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ýóú áþþéáŕ íñ ţĥé áþþ. ··········]`)
};

export const settings_profile_image_label = /** @type {(inputs: Settings_Profile_Image_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áṽáţáŕ íɱáĝé ÚŔĻ ······]`)
};

export const settings_profile_image_placeholder = /** @type {(inputs: Settings_Profile_Image_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥţţþš://éẋáɱþļé.çóɱ/ɱé.þñĝ ··········]`)
};

export const settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ··]`)
};

export const settings_profile_not_saved_title = /** @type {(inputs: Settings_Profile_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ñóţ šáṽéð ·······]`)
};

export const settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé þŕóƒíļé ·····]`)
};

export const settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñáɱé áñð þíçţúŕé áŕé úþðáţéð. ··············]`)
};

export const settings_profile_saved_title = /** @type {(inputs: Settings_Profile_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé šáṽéð ·····]`)
};

export const settings_profile_title = /** @type {(inputs: Settings_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ···]`)
};

export const settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé óƒ ţĥé áþþ áñð íţš ɱáíļš, áñð ţĥé žóñé ðáţéš áñð ţíɱéš áŕé šĥóŵñ íñ. ································]`)
};

export const settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé áñð ţíɱé žóñé ·········]`)
};

export const settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíóñ, ţĥíš óñé íñçļúðéð, íš šíĝñéð óúţ. ···················]`)
};

export const settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éṽéŕýŵĥéŕé ········]`)
};

export const settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéŕé ýóúŕ áççóúñţ íš šíĝñéð íñ. ·············]`)
};

export const settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.network} · šíĝñéð íñ ${i?.signedIn} · ļášţ áçţíṽé ${i?.lastActive} ·············]`)
};

export const settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.browser} óñ ${i?.os} ··]`)
};

export const settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.browser} óñ ${i?.os} (ţĥíš ðéṽíçé) ·······]`)
};

export const settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ šéššíóñš… ·········]`)
};

export const settings_sessions_not_revoked_title = /** @type {(inputs: Settings_Sessions_Not_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ ñóţ ŕéṽóķéð ········]`)
};

export const settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šíĝñéð óúţ ······]`)
};

export const settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý óţĥéŕ šéššíóñ íš šíĝñéð óúţ. ··············]`)
};

export const settings_sessions_others_done_title = /** @type {(inputs: Settings_Sessions_Others_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éļšéŵĥéŕé ········]`)
};

export const settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ··]`)
};

export const settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.browser} óñ ${i?.os}, ƒŕóɱ ${i?.network} ·······]`)
};

export const settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ðéṽíçé íš šíĝñéð óúţ. ··········]`)
};

export const settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ ŕéṽóķéð ······]`)
};

export const settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ éṽéŕýŵĥéŕé ········]`)
};

export const settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ óţĥéŕ šéššíóñš ·········]`)
};

export const settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðéṽíçé ····]`)
};

export const settings_sessions_title = /** @type {(inputs: Settings_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñš ···]`)
};

export const settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ƀŕóŵšéŕ'š žóñé (${i?.zone}) ·········]`)
};

export const settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé žóñé ····]`)
};

export const settings_time_zone_not_saved_title = /** @type {(inputs: Settings_Time_Zone_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé žóñé ñóţ šáṽéð ········]`)
};

export const settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðáţéš áñð ţíɱéš áŕé ñóŵ šĥóŵñ íñ ${i?.zone}. ··············]`)
};

export const settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé žóñé šáṽéð ······]`)
};

export const settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš ···]`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.initials}, áççóúñţ ɱéñú ······]`)
};

export const shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ çóñšóļé ·····]`)
};

export const shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éŕŕóŕ ··]`)
};

export const shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíñ ··]`)
};

export const shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ·]`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðášĥƀóáŕð ····]`)
};

export const shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ·····]`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš ···]`)
};

export const shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñš ·····]`)
};

export const shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáṽíĝáţíóñ ····]`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ ···]`)
};

export const shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ áš ·····]`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ţó çóñţéñţ ······]`)
};

export const team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð ·]`)
};

export const team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áðð á ɱéɱƀéŕ ţó ${i?.team} ······]`)
};

export const team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ɱéɱƀéŕ ······]`)
};

export const team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ţéáɱ ····]`)
};

export const team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ çŕéáţéð ·····]`)
};

export const team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ŕéáðý ƒóŕ ɱéɱƀéŕš. ·········]`)
};

export const team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţéáɱ ····]`)
};

export const team_delete_label = /** @type {(inputs: Team_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.team} ···]`)
};

export const team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéáɱ íš ŕéɱóṽéð; íţš ɱéɱƀéŕš šţáý íñ ${i?.organization} ŵíţĥ ţĥéíŕ ŕóļéš. ························]`)
};

export const team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.team}? ···]`)
};

export const team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ðéļéţéð ·····]`)
};

export const team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.team} íš ĝóñé; íţš ɱéɱƀéŕš šţáý íñ ţĥé óŕĝáñížáţíóñ. ···················]`)
};

export const team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕóúþš óƒ ɱéɱƀéŕš íñšíðé ţĥé óŕĝáñížáţíóñ. ·················]`)
};

export const team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ţéáɱ ····]`)
};

export const team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððéð ţó ţĥé ţéáɱ ·······]`)
};

export const team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš íñ ${i?.team} ···]`)
};

export const team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽéð ƒŕóɱ ţĥé ţéáɱ ········]`)
};

export const team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.team} íš úþðáţéð. ·····]`)
};

export const team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ñáɱé ····]`)
};

export const team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ţéáɱ'š ñáɱé ······]`)
};

export const team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ɱéɱƀéŕš ýéţ. ······]`)
};

export const team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţéáɱš ýéţ. ·····]`)
};

export const team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ'š óŵñéŕš áñð áðɱíñš çáñ çŕéáţé ţĥéɱ. ·····················]`)
};

export const team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé óñé áƀóṽé ţó ĝŕóúþ ɱéɱƀéŕš. ·············]`)
};

export const team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ áððéð ····]`)
};

export const team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ñóţ çŕéáţéð ······]`)
};

export const team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ñóţ ðéļéţéð ······]`)
};

export const team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéñáɱéð ····]`)
};

export const team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name} ƒŕóɱ ${i?.team} ·····]`)
};

export const team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ··]`)
};

export const team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ${i?.team} ···]`)
};

export const team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ŕéñáɱéð ·····]`)
};

export const team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.team} íš ñóŵ ${i?.name} ···]`)
};

export const team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ñáɱé ····]`)
};

export const tfa_app_code_help = /** @type {(inputs: Tfa_App_Code_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé 6-ðíĝíţ çóðé ţĥé áþþ šĥóŵš ƒóŕ ${i?.appName}. ··············]`)
};

export const tfa_app_code_label = /** @type {(inputs: Tfa_App_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ƒŕóɱ ţĥé áþþ ·······]`)
};

export const tfa_authentication_code = /** @type {(inputs: Tfa_Authentication_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúţĥéñţíçáţíóñ çóðé ········]`)
};

export const tfa_backup_code = /** @type {(inputs: Tfa_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķúþ çóðé ····]`)
};

export const tfa_backup_codes = /** @type {(inputs: Tfa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķúþ çóðéš ·····]`)
};

export const tfa_cannot_scan = /** @type {(inputs: Tfa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáññóţ šçáñ íţ? Éñţéŕ ţĥíš ķéý íñ ţĥé áþþ: ·················]`)
};

export const tfa_code_not_checked = /** @type {(inputs: Tfa_Code_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóðé çóúļð ñóţ ƀé çĥéçķéð. ············]`)
};

export const tfa_continue_setup = /** @type {(inputs: Tfa_Continue_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé šéţúþ ······]`)
};

export const tfa_copy_codes = /** @type {(inputs: Tfa_Copy_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý çóðéš ····]`)
};

export const tfa_copy_key = /** @type {(inputs: Tfa_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý ķéý ···]`)
};

export const tfa_description = /** @type {(inputs: Tfa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šéçóñð šţéþ ŵĥéñ ýóú šíĝñ íñ ŵíţĥ á þáššŵóŕð óŕ á ļíñķ: á 6-ðíĝíţ çóðé ƒŕóɱ áñ áúţĥéñţíçáţóŕ áþþ óñ ýóúŕ þĥóñé. Þáššķéýš ñééð ñó çóðé. ······················································]`)
};

export const tfa_download = /** @type {(inputs: Tfa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð ···]`)
};

export const tfa_either_code_label = /** @type {(inputs: Tfa_Either_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ƒŕóɱ ýóúŕ áúţĥéñţíçáţóŕ áþþ, óŕ á ƀáçķúþ çóðé ····················]`)
};

export const tfa_error_code_used = /** @type {(inputs: Tfa_Error_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ çóðé ŵáš úšéð áļŕéáðý. Éñţéŕ ţĥé ñéẋţ çóðé ýóúŕ áúţĥéñţíçáţóŕ áþþ šĥóŵš. ·······························]`)
};

export const tfa_error_invalid_backup_code = /** @type {(inputs: Tfa_Error_Invalid_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ƀáçķúþ çóðé íš ñóţ ŕíĝĥţ, óŕ íţ ŵáš úšéð áļŕéáðý. ······················]`)
};

export const tfa_error_invalid_code = /** @type {(inputs: Tfa_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ çóðé íš ñóţ ŕíĝĥţ. Éñţéŕ ţĥé çóðé ýóúŕ áúţĥéñţíçáţóŕ áþþ šĥóŵš ñóŵ. ·····························]`)
};

export const tfa_error_not_on = /** @type {(inputs: Tfa_Error_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš ñóţ óñ. ··············]`)
};

export const tfa_error_on_already = /** @type {(inputs: Tfa_Error_On_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš óñ áļŕéáðý. ················]`)
};

export const tfa_error_set_up_first = /** @type {(inputs: Tfa_Error_Set_Up_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ úþ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ƒíŕšţ. ················]`)
};

export const tfa_error_sign_in_expired = /** @type {(inputs: Tfa_Error_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šíĝñ-íñ ĥáš éẋþíŕéð. Šíĝñ íñ áĝáíñ. ················]`)
};

export const tfa_error_too_many_for_account = /** @type {(inputs: Tfa_Error_Too_Many_For_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý ŵŕóñĝ çóðéš ƒóŕ ţĥíš áççóúñţ. ···············]`)
};

export const tfa_error_too_many_for_sign_in = /** @type {(inputs: Tfa_Error_Too_Many_For_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý ŵŕóñĝ çóðéš ƒóŕ ţĥíš šíĝñ-íñ. Šíĝñ íñ áĝáíñ. ·····················]`)
};

export const tfa_error_too_many_tried = /** @type {(inputs: Tfa_Error_Too_Many_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý çóðéš ŵéŕé ţŕíéð. ··········]`)
};

export const tfa_file_account = /** @type {(inputs: Tfa_File_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ: ${i?.email} ····]`)
};

export const tfa_file_created = /** @type {(inputs: Tfa_File_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð: ${i?.date} ····]`)
};

export const tfa_file_stop = /** @type {(inputs: Tfa_File_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ çóðéš, óŕ ţúŕñíñĝ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ óƒƒ, ɱáķé ţĥéšé šţóþ ŵóŕķíñĝ. ·······························]`)
};

export const tfa_file_title = /** @type {(inputs: Tfa_File_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.appName} ƀáçķúþ çóðéš ·····]`)
};

export const tfa_file_use = /** @type {(inputs: Tfa_File_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ çóðé šíĝñš ýóú íñ óñçé ŵĥéñ ýóú çáññóţ úšé ýóúŕ áúţĥéñţíçáţóŕ áþþ. ····························]`)
};

export const tfa_fresh_generate_codes = /** @type {(inputs: Tfa_Fresh_Generate_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ýóúŕ šéçúŕíţý, šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ ĝéñéŕáţé ñéŵ ƀáçķúþ çóðéš. ·······························]`)
};

export const tfa_fresh_set_up = /** @type {(inputs: Tfa_Fresh_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ýóúŕ šéçúŕíţý, šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ šéţ úþ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ. ··································]`)
};

export const tfa_fresh_turn_off = /** @type {(inputs: Tfa_Fresh_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ýóúŕ šéçúŕíţý, šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ ţúŕñ óƒƒ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ. ···································]`)
};

export const tfa_generate_new_codes = /** @type {(inputs: Tfa_Generate_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáţé ñéŵ ƀáçķúþ çóðéš ··········]`)
};

export const tfa_generate_new_codes_action = /** @type {(inputs: Tfa_Generate_New_Codes_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáţé ñéŵ çóðéš ·······]`)
};

export const tfa_key_details = /** @type {(inputs: Tfa_Key_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţíɱé-ƀášéð, 6 ðíĝíţš, ƒóŕ ${i?.email}. ···········]`)
};

export const tfa_loading = /** @type {(inputs: Tfa_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ·············]`)
};

export const tfa_new_codes_text = /** @type {(inputs: Tfa_New_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñ ñéŵ çóðéš ŕéþļáçé ýóúŕ çúŕŕéñţ óñéš: ţĥé óļð çóðéš šţóþ ŵóŕķíñĝ áţ óñçé, úšéð óŕ ñóţ. Ţĥé ñéŵ çóðéš áŕé šĥóŵñ óñçé. ················································]`)
};

export const tfa_no_key = /** @type {(inputs: Tfa_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ ðíð ñóţ áñšŵéŕ ŵíţĥ á ķéý ƒóŕ ţĥé áþþ. ····················]`)
};

export const tfa_no_new_codes = /** @type {(inputs: Tfa_No_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ñéŵ çóðéš ŵéŕé ɱáðé ·········]`)
};

export const tfa_not_on_yet = /** @type {(inputs: Tfa_Not_On_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš ñóţ óñ ýéţ ················]`)
};

export const tfa_not_set_up = /** @type {(inputs: Tfa_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ŵáš ñóţ šéţ úþ ················]`)
};

export const tfa_not_signed_in_yet = /** @type {(inputs: Tfa_Not_Signed_In_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ñóţ šíĝñéð íñ ýéţ ··········]`)
};

export const tfa_off = /** @type {(inputs: Tfa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš óƒƒ. ·············]`)
};

export const tfa_old_codes_stopped = /** @type {(inputs: Tfa_Old_Codes_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ óļð ƀáçķúþ çóðéš ĥáṽé šţóþþéð ŵóŕķíñĝ. ·················]`)
};

export const tfa_on = /** @type {(inputs: Tfa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ·]`)
};

export const tfa_on_now = /** @type {(inputs: Tfa_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš óñ. Šíĝñíñĝ íñ ŵíţĥ á þáššŵóŕð óŕ á ļíñķ ñóŵ ášķš ƒóŕ á çóðé ƒŕóɱ ýóúŕ áþþ. ··········································]`)
};

export const tfa_on_text = /** @type {(inputs: Tfa_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ášķš ƒóŕ á çóðé ƒŕóɱ ýóúŕ áúţĥéñţíçáţóŕ áþþ. ······················]`)
};

export const tfa_password_intro = /** @type {(inputs: Tfa_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ŵíļļ ñééð áñ áúţĥéñţíçáţóŕ áþþ óñ ýóúŕ þĥóñé, šúçĥ áš 1Þáššŵóŕð, Ĝóóĝļé Áúţĥéñţíçáţóŕ, Ṁíçŕóšóƒţ Áúţĥéñţíçáţóŕ óŕ Áéĝíš. Ƒíŕšţ, çóñƒíŕɱ íţ íš ýóú. ····························································]`)
};

export const tfa_preparing_key = /** @type {(inputs: Tfa_Preparing_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéþáŕíñĝ ţĥé ķéý ƒóŕ ýóúŕ áþþ ············]`)
};

export const tfa_problem_backup_code = /** @type {(inputs: Tfa_Problem_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ƀáçķúþ çóðé áš íţ ŵáš ĝíṽéñ, ļíķé ÁƀÇð1-2ÉƒĜĥ. ······················]`)
};

export const tfa_problem_either_code = /** @type {(inputs: Tfa_Problem_Either_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á çóðé ƒŕóɱ ýóúŕ áúţĥéñţíçáţóŕ áþþ óŕ óñé óƒ ýóúŕ ƀáçķúþ çóðéš. ····························]`)
};

export const tfa_problem_totp_code = /** @type {(inputs: Tfa_Problem_Totp_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ${i?.digits}-ðíĝíţ çóðé ƒŕóɱ ýóúŕ áúţĥéñţíçáţóŕ áþþ. ····················]`)
};

export const tfa_qr_alt = /** @type {(inputs: Tfa_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǪŔ çóðé ţĥáţ áððš ${i?.appName} (${i?.email}) ţó áñ áúţĥéñţíçáţóŕ áþþ. Íţ ĥóļðš ţĥé šéţúþ ķéý ŵŕíţţéñ óúţ ñéẋţ ţó íţ. ·····································]`)
};

export const tfa_qr_drawing = /** @type {(inputs: Tfa_Qr_DrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáŵíñĝ ţĥé ǪŔ çóðé ········]`)
};

export const tfa_qr_failed = /** @type {(inputs: Tfa_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǪŔ çóðé çóúļð ñóţ ƀé ðŕáŵñ. Éñţéŕ ţĥé ķéý ƀéļóŵ íñ ýóúŕ áþþ íñšţéáð. ·····························]`)
};

export const tfa_save_codes = /** @type {(inputs: Tfa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ţĥéšé ƀáçķúþ çóðéš ·········]`)
};

export const tfa_save_codes_text = /** @type {(inputs: Tfa_Save_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ çóðé šíĝñš ýóú íñ óñçé íƒ ýóú çáññóţ úšé ýóúŕ áúţĥéñţíçáţóŕ áþþ, šúçĥ áš ŵĥéñ ýóúŕ þĥóñé íš ļóšţ. Ķééþ ţĥéɱ šóɱéŵĥéŕé šáƒé, ļíķé á þáššŵóŕð ɱáñáĝéŕ: ţĥéý ŵíļļ ñóţ ƀé šĥóŵñ áĝáíñ. ·········································································]`)
};

export const tfa_scan = /** @type {(inputs: Tfa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçáñ ţĥíš ǪŔ çóðé ŵíţĥ áñ áúţĥéñţíçáţóŕ áþþ óñ ýóúŕ þĥóñé, šúçĥ áš 1Þáššŵóŕð, Ĝóóĝļé Áúţĥéñţíçáţóŕ, Ṁíçŕóšóƒţ Áúţĥéñţíçáţóŕ óŕ Áéĝíš. ·····················································]`)
};

export const tfa_set_up = /** @type {(inputs: Tfa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ úþ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ·············]`)
};

export const tfa_setup_key = /** @type {(inputs: Tfa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţúþ ķéý ····]`)
};

export const tfa_sign_in_again = /** @type {(inputs: Tfa_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ áĝáíñ ·····]`)
};

export const tfa_sign_in_app_intro = /** @type {(inputs: Tfa_Sign_In_App_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñ ýóúŕ áúţĥéñţíçáţóŕ áþþ áñð éñţéŕ ţĥé çóðé íţ šĥóŵš ƒóŕ ${i?.appName}. ························]`)
};

export const tfa_sign_in_backup_intro = /** @type {(inputs: Tfa_Sign_In_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ óñé óƒ ţĥé ƀáçķúþ çóðéš ýóú šáṽéð ŵĥéñ ýóú šéţ úþ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ. Éáçĥ ŵóŕķš óñçé. ········································]`)
};

export const tfa_sign_in_ended = /** @type {(inputs: Tfa_Sign_In_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šíĝñ-íñ ĥáš éñðéð ·········]`)
};

export const tfa_something_went_wrong = /** @type {(inputs: Tfa_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ. Ţŕý áĝáíñ. ·············]`)
};

export const tfa_still_on = /** @type {(inputs: Tfa_Still_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš šţíļļ óñ ···············]`)
};

export const tfa_stop_setup = /** @type {(inputs: Tfa_Stop_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþ šéţúþ ····]`)
};

export const tfa_stop_text = /** @type {(inputs: Tfa_Stop_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ šţáýš óƒƒ. Íƒ ýóú áððéð ţĥé ķéý ţó ýóúŕ áþþ áļŕéáðý, ŕéɱóṽé íţ ţĥéŕé: šéţţíñĝ úþ áĝáíñ ɱáķéš á ñéŵ ķéý. ····················································]`)
};

export const tfa_stop_title = /** @type {(inputs: Tfa_Stop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþ šéţţíñĝ úþ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ? ·················]`)
};

export const tfa_title = /** @type {(inputs: Tfa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ··········]`)
};

export const tfa_trust_device = /** @type {(inputs: Tfa_Trust_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ ţĥíš ðéṽíçé ƒóŕ 30 ðáýš ············]`)
};

export const tfa_trust_device_help = /** @type {(inputs: Tfa_Trust_Device_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ŵíļļ ñóţ ƀé ášķéð ƒóŕ á çóðé áĝáíñ. Ļéáṽé íţ óƒƒ óñ á šĥáŕéð çóɱþúţéŕ. ·····························]`)
};

export const tfa_turn_off = /** @type {(inputs: Tfa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţúŕñ óƒƒ ···]`)
};

export const tfa_turn_off_button = /** @type {(inputs: Tfa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţúŕñ óƒƒ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ… ··············]`)
};

export const tfa_turn_off_text = /** @type {(inputs: Tfa_Turn_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ŵíļļ ášķ óñļý ƒóŕ ýóúŕ þáššŵóŕð óŕ á ļíñķ áĝáíñ. Ýóúŕ ƀáçķúþ çóðéš šţóþ ŵóŕķíñĝ, áñð éṽéŕý ƀŕóŵšéŕ ýóú ţŕúšţéð íš ƒóŕĝóţţéñ. ······················································]`)
};

export const tfa_turn_off_title = /** @type {(inputs: Tfa_Turn_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţúŕñ óƒƒ ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ? ··············]`)
};

export const tfa_turn_on = /** @type {(inputs: Tfa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţúŕñ óñ ···]`)
};

export const tfa_turned_off_text = /** @type {(inputs: Tfa_Turned_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ñó ļóñĝéŕ ášķš ƒóŕ á çóðé. ···············]`)
};

export const tfa_turned_off_title = /** @type {(inputs: Tfa_Turned_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ íš óƒƒ ·············]`)
};

export const tfa_use_app = /** @type {(inputs: Tfa_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ýóúŕ áúţĥéñţíçáţóŕ áþþ íñšţéáð ··············]`)
};

export const tfa_use_backup_code = /** @type {(inputs: Tfa_Use_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé á ƀáçķúþ çóðé íñšţéáð ··········]`)
};

export const tfa_verify = /** @type {(inputs: Tfa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒý ··]`)
};

export const validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·········]`)
};

export const validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ṽáļíð éɱáíļ áððŕéšš, ļíķé ñáɱé@éẋáɱþļé.çóɱ ····················]`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéššéš áŕé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš, ${i?.local} ƀéƒóŕé ţĥé @ ······················]`)
};

export const validation_enter_a_name = /** @type {(inputs: Validation_Enter_A_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñáɱé ·····]`)
};

export const validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ çúŕŕéñţ þáššŵóŕð ···········]`)
};

export const validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ éɱáíļ áððŕéšš ··········]`)
};

export const validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñáɱé ƒóŕ ţĥé ķéý ··········]`)
};

export const validation_enter_new_email = /** @type {(inputs: Validation_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ñéŵ éɱáíļ áððŕéšš ···········]`)
};

export const validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñáɱé ƒóŕ ţĥé þáššķéý ···········]`)
};

export const validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ þáššŵóŕð ········]`)
};

export const validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á šĥóŕţ ñáɱé ·······]`)
};

export const validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ ñáɱé ······]`)
};

export const validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ ĥţţþš:// áððŕéšš, óŕ ļéáṽé íţ éɱþţý ··················]`)
};

export const validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó ļóñĝ ·······]`)
};

export const validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó šĥóŕţ ·······]`)
};

export const validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕðš ðó ñóţ ɱáţçĥ ··········]`)
};

export const validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ļéţţéŕš, ðíĝíţš, šþáçéš áñð þúñçţúáţíóñ óñļý ···················]`)
};

export const validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ļóŵéŕçášé ļéţţéŕš, ðíĝíţš áñð ðášĥéš, šţáŕţíñĝ áñð éñðíñĝ ŵíţĥ á ļéţţéŕ óŕ ðíĝíţ ··································]`)
};

export const welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ţó ${i?.appName} ····]`)
};

export const welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñáɱé, áš ţĥé áþþ ĝŕééţš ýóú áñð áš ţĥé þéóþļé ýóú ŵóŕķ ŵíţĥ šéé ýóú. Ýóú çáñ çĥáñĝé íţ ļáţéŕ íñ ţĥé šéţţíñĝš. ··············································]`)
};

export const welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ šĥóúļð ŵé çáļļ ýóú? ··········]`)
};

export const welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñáɱé ŵáš ñóţ šáṽéð ·········]`)
};

export const welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ƒóŕ ñóŵ ·····]`)
};

export const welcome_title = /** @type {(inputs: Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ···]`)
};