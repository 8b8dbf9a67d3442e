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
	return /** @type {LocalizedString} */ (`Secure your account · ${i?.appName}`)
};

export const activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const activity_by_admin = /** @type {(inputs: Activity_By_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} by an admin`)
};

export const activity_by_admin_organization = /** @type {(inputs: Activity_By_Admin_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} by an admin (organization)`)
};

export const activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened to your account, newest first. Entries are kept for a limited time.`)
};

export const activity_device = /** @type {(inputs: Activity_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

export const activity_group_api_key = /** @type {(inputs: Activity_Group_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const activity_group_billing = /** @type {(inputs: Activity_Group_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const activity_group_security = /** @type {(inputs: Activity_Group_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security changes`)
};

export const activity_group_sign_ins = /** @type {(inputs: Activity_Group_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ins`)
};

export const activity_kind_account_deletion_requested = /** @type {(inputs: Activity_Kind_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deletion requested`)
};

export const activity_kind_all_sessions_revoked = /** @type {(inputs: Activity_Kind_All_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out every session`)
};

export const activity_kind_api_key_created = /** @type {(inputs: Activity_Kind_Api_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key created`)
};

export const activity_kind_api_key_deleted = /** @type {(inputs: Activity_Kind_Api_Key_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key deleted`)
};

export const activity_kind_api_key_regenerated = /** @type {(inputs: Activity_Kind_Api_Key_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key regenerated`)
};

export const activity_kind_backup_code_used = /** @type {(inputs: Activity_Kind_Backup_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup code used`)
};

export const activity_kind_backup_codes_regenerated = /** @type {(inputs: Activity_Kind_Backup_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New backup codes generated`)
};

export const activity_kind_email_change_requested = /** @type {(inputs: Activity_Kind_Email_Change_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email change requested`)
};

export const activity_kind_email_changed = /** @type {(inputs: Activity_Kind_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address changed`)
};

export const activity_kind_other_sessions_revoked = /** @type {(inputs: Activity_Kind_Other_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out all other sessions`)
};

export const activity_kind_passkey_added = /** @type {(inputs: Activity_Kind_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

export const activity_kind_passkey_removed = /** @type {(inputs: Activity_Kind_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey removed`)
};

export const activity_kind_password_changed = /** @type {(inputs: Activity_Kind_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

export const activity_kind_password_reset = /** @type {(inputs: Activity_Kind_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset by email link`)
};

export const activity_kind_password_set = /** @type {(inputs: Activity_Kind_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password set`)
};

export const activity_kind_provider_linked = /** @type {(inputs: Activity_Kind_Provider_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in provider linked`)
};

export const activity_kind_provider_unlinked = /** @type {(inputs: Activity_Kind_Provider_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in provider unlinked`)
};

export const activity_kind_session_revoked = /** @type {(inputs: Activity_Kind_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out another session`)
};

export const activity_kind_sign_in = /** @type {(inputs: Activity_Kind_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

export const activity_kind_sign_in_failed = /** @type {(inputs: Activity_Kind_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed sign-in: wrong password`)
};

export const activity_kind_sign_out = /** @type {(inputs: Activity_Kind_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out`)
};

export const activity_kind_subscription_cancelled = /** @type {(inputs: Activity_Kind_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription cancelled`)
};

export const activity_kind_subscription_plan_changed = /** @type {(inputs: Activity_Kind_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan changed`)
};

export const activity_kind_subscription_resumed = /** @type {(inputs: Activity_Kind_Subscription_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription resumed`)
};

export const activity_kind_subscription_started = /** @type {(inputs: Activity_Kind_Subscription_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription started`)
};

export const activity_kind_two_factor_disabled = /** @type {(inputs: Activity_Kind_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication turned off`)
};

export const activity_kind_two_factor_enabled = /** @type {(inputs: Activity_Kind_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication turned on`)
};

export const activity_kind_two_factor_failed = /** @type {(inputs: Activity_Kind_Two_Factor_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed sign-in: wrong two-factor code`)
};

export const activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your activity…`)
};

export const activity_named = /** @type {(inputs: Activity_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.name}`)
};

export const activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`network ${i?.network}`)
};

export const activity_network_this_computer = /** @type {(inputs: Activity_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this computer`)
};

export const activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No device recorded`)
};

export const activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet.`)
};

export const activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded of this kind yet.`)
};

export const activity_not_me_revoked = /** @type {(inputs: Activity_Not_Me_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out every session ("This wasn't me" link)`)
};

export const activity_organization = /** @type {(inputs: Activity_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (organization)`)
};

export const activity_plan_changed_to = /** @type {(inputs: Activity_Plan_Changed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan changed to ${i?.plan}`)
};

export const activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show older`)
};

export const activity_signed_in_backup_code = /** @type {(inputs: Activity_Signed_In_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in with a backup code`)
};

export const activity_signed_in_email_link = /** @type {(inputs: Activity_Signed_In_Email_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in with an email link`)
};

export const activity_signed_in_passkey = /** @type {(inputs: Activity_Signed_In_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in with a passkey`)
};

export const activity_signed_in_password = /** @type {(inputs: Activity_Signed_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in with a password`)
};

export const activity_signed_in_two_factor = /** @type {(inputs: Activity_Signed_In_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in with a two-factor code`)
};

export const activity_signed_in_with = /** @type {(inputs: Activity_Signed_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in with ${i?.provider}`)
};

export const activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

export const activity_unknown = /** @type {(inputs: Activity_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account activity`)
};

export const activity_unknown_browser = /** @type {(inputs: Activity_Unknown_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unknown browser`)
};

export const activity_unknown_device = /** @type {(inputs: Activity_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown device`)
};

export const activity_unknown_system = /** @type {(inputs: Activity_Unknown_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown system`)
};

export const admin_account = /** @type {(inputs: Admin_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const admin_accounts = /** @type {(inputs: Admin_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts`)
};

export const admin_accounts_load_failed = /** @type {(inputs: Admin_Accounts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The accounts could not be loaded. Reload the page to try again.`)
};

export const admin_accounts_loading = /** @type {(inputs: Admin_Accounts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the accounts`)
};

export const admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const admin_active_subscriptions = /** @type {(inputs: Admin_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active subscriptions`)
};

export const admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid, in a trial, behind on payment, or ending at period end`)
};

export const admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address or name`)
};

export const admin_any = /** @type {(inputs: Admin_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

export const admin_any_plan = /** @type {(inputs: Admin_Any_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any plan`)
};

export const admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any state`)
};

export const admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

export const admin_api_calls_per_day = /** @type {(inputs: Admin_Api_Calls_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls per day`)
};

export const admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} call with API keys in the last ${i?.days} days (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} calls with API keys in the last ${i?.days} days (UTC).`)
	
};

export const admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

export const admin_audit_api_key_revoked = /** @type {(inputs: Admin_Audit_Api_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked an API key`)
};

export const admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet.`)
};

export const admin_audit_impersonation_started = /** @type {(inputs: Admin_Audit_Impersonation_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started acting as the user`)
};

export const admin_audit_impersonation_stopped = /** @type {(inputs: Admin_Audit_Impersonation_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped acting as the user`)
};

export const admin_audit_load_failed = /** @type {(inputs: Admin_Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The audit log could not be loaded. Reload the page to try again.`)
};

export const admin_audit_loading = /** @type {(inputs: Admin_Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the audit log`)
};

export const admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

export const admin_audit_reconcile_started = /** @type {(inputs: Admin_Audit_Reconcile_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started reconciling billing with Polar`)
};

export const admin_audit_role_granted = /** @type {(inputs: Admin_Audit_Role_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Granted the admin role`)
};

export const admin_audit_role_revoked = /** @type {(inputs: Admin_Audit_Role_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked the admin role`)
};

export const admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out every session`)
};

export const admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banned`)
};

export const admin_audit_user_unbanned = /** @type {(inputs: Admin_Audit_User_UnbannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbanned`)
};

export const admin_audit_verification_mail_sent = /** @type {(inputs: Admin_Audit_Verification_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent a verification mail`)
};

export const admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replayed a webhook event`)
};

export const admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banned`)
};

export const admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

export const admin_console = /** @type {(inputs: Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin console`)
};

export const admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} account`);
	return /** @type {LocalizedString} */ (`${i?.shown} accounts`)
	
};

export const admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers`)
	
};

export const admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event`);
	return /** @type {LocalizedString} */ (`${i?.shown} events`)
	
};

export const admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} subscription`);
	return /** @type {LocalizedString} */ (`${i?.shown} subscriptions`)
	
};

export const admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created from`)
};

export const admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created until`)
};

export const admin_day = /** @type {(inputs: Admin_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

export const admin_details = /** @type {(inputs: Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

export const admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed webhooks`)
};

export const admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figures`)
};

export const admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has none`)
};

export const admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has one`)
};

export const admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

export const admin_ignored_kind = /** @type {(inputs: Admin_Ignored_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A kind of event the product does not use`)
};

export const admin_ignored_stale = /** @type {(inputs: Admin_Ignored_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older than the subscription's state already held`)
};

export const admin_ignored_unknown_owner = /** @type {(inputs: Admin_Ignored_Unknown_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No user or organization has this customer's id`)
};

export const admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonation`)
};

export const admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The impersonation could not be stopped.`)
};

export const admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop`)
};

export const admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.user} by ${i?.admin}`)
};

export const admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the inbox…`)
};

export const admin_loading_subscriptions = /** @type {(inputs: Admin_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the subscriptions…`)
};

export const admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly recurring revenue`)
};

export const admin_mrr_by_plan = /** @type {(inputs: Admin_Mrr_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly recurring revenue by plan`)
};

export const admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the prices Polar reported; a yearly price counts as a twelfth`)
};

export const admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a month from paid subscriptions that renew; trials and subscriptions set to end are left out.`)
};

export const admin_next_page = /** @type {(inputs: Admin_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account matches.`)
};

export const admin_no_active_subscriptions = /** @type {(inputs: Admin_No_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active subscriptions.`)
};

export const admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events match.`)
};

export const admin_no_subscriptions = /** @type {(inputs: Admin_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscriptions match.`)
};

export const admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not banned`)
};

export const admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

export const admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

export const admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On whom`)
};

export const admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the failed events`)
};

export const admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.week} new in 7 days, ${i?.month} in 30`)
};

export const admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

export const admin_page = /** @type {(inputs: Admin_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

export const admin_per_month = /** @type {(inputs: Admin_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per month`)
};

export const admin_period = /** @type {(inputs: Admin_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

export const admin_plan = /** @type {(inputs: Admin_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const admin_previous_page = /** @type {(inputs: Admin_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received`)
};

export const admin_reconcile = /** @type {(inputs: Admin_ReconcileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconcile`)
};

export const admin_reconcile_everyone = /** @type {(inputs: Admin_Reconcile_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconcile everyone now`)
};

export const admin_reconcile_heading = /** @type {(inputs: Admin_Reconcile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconcile with Polar`)
};

export const admin_reconcile_label = /** @type {(inputs: Admin_Reconcile_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reconcile ${i?.name}`)
};

export const admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Re-reads subscriptions from Polar and corrects what a lost webhook left behind, for every customer with a subscription that is not over, or for one customer from its row below. The server does it a customer at a time; the progress shows here.`)
};

export const admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replay`)
};

export const admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not replay the event`)
};

export const admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The replay failed`)
};

export const admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It failed again.`)
};

export const admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Replay ${i?.type} ${i?.id}`)
};

export const admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event replayed`)
};

export const admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was applied.`)
};

export const admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was ignored: ${i?.reason}.`)
};

export const admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already running`)
};

export const admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} started this reconciliation; its progress is shown here.`)
};

export const admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting the customers to re-read…`)
};

export const admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Done: ${i?.done} of ${i?.customers} re-read from Polar${i?.failures}.`)
};

export const admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone`)
};

export const admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.failed} failed (${i?.reason})`)
};

export const admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

export const admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interrupted`)
};

export const admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Interrupted after ${i?.customers}: the server doing it stopped. Start it again.`)
};

export const admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no reason given`)
};

export const admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not start the reconciliation`)
};

export const admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.customers} re-read from Polar${i?.failures}.`)
};

export const admin_run_reconciling = /** @type {(inputs: Admin_Run_ReconcilingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reconciling ${i?.whom}`)
};

export const admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running`)
};

export const admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped after ${i?.customers}: ${i?.reason}.`)
};

export const admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown error`)
};

export const admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

export const admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

export const admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reconciliation was started from the console yet.`)
};

export const admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the recent reconciliations…`)
};

export const admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent reconciliations`)
};

export const admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const admin_search_and_filters = /** @type {(inputs: Admin_Search_And_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search and filters`)
};

export const admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ins`)
};

export const admin_sign_ins_per_day = /** @type {(inputs: Admin_Sign_Ins_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ins per day`)
};

export const admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} sign-in in the last ${i?.days} days (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} sign-ins in the last ${i?.days} days (UTC).`)
	
};

export const admin_since = /** @type {(inputs: Admin_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since`)
};

export const admin_sort_email_asc = /** @type {(inputs: Admin_Sort_Email_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address, A to Z`)
};

export const admin_sort_email_desc = /** @type {(inputs: Admin_Sort_Email_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address, Z to A`)
};

export const admin_sort_name_asc = /** @type {(inputs: Admin_Sort_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, A to Z`)
};

export const admin_sort_name_desc = /** @type {(inputs: Admin_Sort_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Z to A`)
};

export const admin_sort_newest = /** @type {(inputs: Admin_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

export const admin_sort_oldest = /** @type {(inputs: Admin_Sort_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest first`)
};

export const admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

export const admin_state_failed = /** @type {(inputs: Admin_State_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignored`)
};

export const admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed`)
};

export const admin_subscription = /** @type {(inputs: Admin_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

export const admin_subscriptions = /** @type {(inputs: Admin_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active subscriptions by plan`)
};

export const admin_user_actions = /** @type {(inputs: Admin_User_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const admin_user_actions_admin_emails = /** @type {(inputs: Admin_User_Actions_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ADMIN_EMAILS names this address, so its admin role is the environment's to change.`)
};

export const admin_user_actions_help = /** @type {(inputs: Admin_User_Actions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each action asks for the account's address and is recorded in the audit log.`)
};

export const admin_user_actions_own = /** @type {(inputs: Admin_User_Actions_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own account: change it in your settings.`)
};

export const admin_user_activity = /** @type {(inputs: Admin_User_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent activity`)
};

export const admin_user_activity_empty = /** @type {(inputs: Admin_User_Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded.`)
};

export const admin_user_activity_from = /** @type {(inputs: Admin_User_Activity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.network}`)
};

export const admin_user_activity_help = /** @type {(inputs: Admin_User_Activity_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account's own timeline.`)
};

export const admin_user_admin = /** @type {(inputs: Admin_User_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const admin_user_all_accounts = /** @type {(inputs: Admin_User_All_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All accounts`)
};

export const admin_user_api_keys = /** @type {(inputs: Admin_User_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

export const admin_user_api_keys_empty = /** @type {(inputs: Admin_User_Api_Keys_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API key.`)
};

export const admin_user_api_keys_help = /** @type {(inputs: Admin_User_Api_Keys_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The personal key and the organization keys shown to this account. Never the key itself.`)
};

export const admin_user_audit = /** @type {(inputs: Admin_User_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin actions`)
};

export const admin_user_audit_all = /** @type {(inputs: Admin_User_Audit_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The whole audit log`)
};

export const admin_user_audit_by = /** @type {(inputs: Admin_User_Audit_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.email}, ${i?.when}`)
};

export const admin_user_audit_empty = /** @type {(inputs: Admin_User_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin has acted on this account.`)
};

export const admin_user_audit_help = /** @type {(inputs: Admin_User_Audit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What admins did to this account.`)
};

export const admin_user_ban = /** @type {(inputs: Admin_User_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban`)
};

export const admin_user_ban_button = /** @type {(inputs: Admin_User_Ban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban…`)
};

export const admin_user_ban_days = /** @type {(inputs: Admin_User_Ban_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	return /** @type {LocalizedString} */ (`${i?.count} days`)
	
};

export const admin_user_ban_explain = /** @type {(inputs: Admin_User_Ban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} is signed out everywhere at once, cannot sign in, and its API keys stop working until the ban ends.`)
};

export const admin_user_ban_length = /** @type {(inputs: Admin_User_Ban_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length`)
};

export const admin_user_ban_one_year = /** @type {(inputs: Admin_User_Ban_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 year`)
};

export const admin_user_ban_reason = /** @type {(inputs: Admin_User_Ban_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban reason`)
};

export const admin_user_ban_reason_help = /** @type {(inputs: Admin_User_Ban_Reason_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorded in the audit log, and kept with the account.`)
};

export const admin_user_ban_reason_missing = /** @type {(inputs: Admin_User_Ban_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a reason for the ban.`)
};

export const admin_user_ban_title = /** @type {(inputs: Admin_User_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban this account?`)
};

export const admin_user_ban_until_lifted = /** @type {(inputs: Admin_User_Ban_Until_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until lifted`)
};

export const admin_user_banned_done = /** @type {(inputs: Admin_User_Banned_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} is signed out and cannot sign in.`)
};

export const admin_user_banned_until = /** @type {(inputs: Admin_User_Banned_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banned until`)
};

export const admin_user_browser_on_os = /** @type {(inputs: Admin_User_Browser_On_OsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.os}`)
};

export const admin_user_device = /** @type {(inputs: Admin_User_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Device`)
};

export const admin_user_email_link_only = /** @type {(inputs: Admin_User_Email_Link_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email link only`)
};

export const admin_user_grant = /** @type {(inputs: Admin_User_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make admin`)
};

export const admin_user_grant_button = /** @type {(inputs: Admin_User_Grant_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make admin…`)
};

export const admin_user_grant_done = /** @type {(inputs: Admin_User_Grant_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} can open the admin console.`)
};

export const admin_user_grant_explain = /** @type {(inputs: Admin_User_Grant_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} can open this console and act on every account.`)
};

export const admin_user_grant_title = /** @type {(inputs: Admin_User_Grant_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make this account an admin?`)
};

export const admin_user_granted = /** @type {(inputs: Admin_User_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin role granted`)
};

export const admin_user_impersonate = /** @type {(inputs: Admin_User_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonate`)
};

export const admin_user_impersonate_button = /** @type {(inputs: Admin_User_Impersonate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonate…`)
};

export const admin_user_impersonate_explain = /** @type {(inputs: Admin_User_Impersonate_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You see the app as ${i?.email} for at most an hour. You cannot change how the account signs in, nor reach this console, until you stop.`)
};

export const admin_user_impersonate_title = /** @type {(inputs: Admin_User_Impersonate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonate this account?`)
};

export const admin_user_in_admin_emails = /** @type {(inputs: Admin_User_In_Admin_EmailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In ADMIN_EMAILS`)
};

export const admin_user_key = /** @type {(inputs: Admin_User_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key`)
};

export const admin_user_key_label = /** @type {(inputs: Admin_User_Key_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.workspace} key ${i?.key}`)
};

export const admin_user_key_revoke = /** @type {(inputs: Admin_User_Key_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke key`)
};

export const admin_user_key_revoke_button = /** @type {(inputs: Admin_User_Key_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke…`)
};

export const admin_user_key_revoke_explain = /** @type {(inputs: Admin_User_Key_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.label} stops working at once here, and on every other server within a second. Its holder can make a new one.`)
};

export const admin_user_key_revoke_label = /** @type {(inputs: Admin_User_Key_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.label}`)
};

export const admin_user_key_revoke_title = /** @type {(inputs: Admin_User_Key_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke this API key?`)
};

export const admin_user_key_revoked = /** @type {(inputs: Admin_User_Key_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key revoked`)
};

export const admin_user_key_revoked_text = /** @type {(inputs: Admin_User_Key_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It stops working at once.`)
};

export const admin_user_last_active = /** @type {(inputs: Admin_User_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last active`)
};

export const admin_user_last_changed = /** @type {(inputs: Admin_User_Last_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last changed`)
};

export const admin_user_last_used = /** @type {(inputs: Admin_User_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

export const admin_user_lifted_by_admin = /** @type {(inputs: Admin_User_Lifted_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifted by an admin`)
};

export const admin_user_load_failed = /** @type {(inputs: Admin_User_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account could not be loaded. Reload the page to try again.`)
};

export const admin_user_loading = /** @type {(inputs: Admin_User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the account`)
};

export const admin_user_mail_sent = /** @type {(inputs: Admin_User_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail sent`)
};

export const admin_user_never = /** @type {(inputs: Admin_User_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

export const admin_user_none_given = /** @type {(inputs: Admin_User_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

export const admin_user_not_done = /** @type {(inputs: Admin_User_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not done`)
};

export const admin_user_open = /** @type {(inputs: Admin_User_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const admin_user_organizations = /** @type {(inputs: Admin_User_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizations`)
};

export const admin_user_organizations_empty = /** @type {(inputs: Admin_User_Organizations_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No organization.`)
};

export const admin_user_password = /** @type {(inputs: Admin_User_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const admin_user_period_ends = /** @type {(inputs: Admin_User_Period_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period ends`)
};

export const admin_user_price = /** @type {(inputs: Admin_User_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const admin_user_profile = /** @type {(inputs: Admin_User_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const admin_user_profile_id = /** @type {(inputs: Admin_User_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account id`)
};

export const admin_user_reason = /** @type {(inputs: Admin_User_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const admin_user_resend = /** @type {(inputs: Admin_User_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send mail`)
};

export const admin_user_resend_button = /** @type {(inputs: Admin_User_Resend_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend verification mail…`)
};

export const admin_user_resend_done = /** @type {(inputs: Admin_User_Resend_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new verification link is on its way to ${i?.email}.`)
};

export const admin_user_resend_explain = /** @type {(inputs: Admin_User_Resend_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new verification link goes to ${i?.email}.`)
};

export const admin_user_resend_title = /** @type {(inputs: Admin_User_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend the verification mail?`)
};

export const admin_user_revoke = /** @type {(inputs: Admin_User_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke role`)
};

export const admin_user_revoke_button = /** @type {(inputs: Admin_User_Revoke_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke admin role…`)
};

export const admin_user_revoke_done = /** @type {(inputs: Admin_User_Revoke_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} can no longer open the admin console.`)
};

export const admin_user_revoke_explain = /** @type {(inputs: Admin_User_Revoke_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} can no longer open this console; any impersonation it runs ends.`)
};

export const admin_user_revoke_title = /** @type {(inputs: Admin_User_Revoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke the admin role?`)
};

export const admin_user_revoked = /** @type {(inputs: Admin_User_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin role revoked`)
};

export const admin_user_session_ends = /** @type {(inputs: Admin_User_Session_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

export const admin_user_session_started = /** @type {(inputs: Admin_User_Session_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const admin_user_sessions = /** @type {(inputs: Admin_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

export const admin_user_sessions_empty = /** @type {(inputs: Admin_User_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live session.`)
};

export const admin_user_sign_in_methods = /** @type {(inputs: Admin_User_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in methods`)
};

export const admin_user_sign_out = /** @type {(inputs: Admin_User_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere`)
};

export const admin_user_sign_out_button = /** @type {(inputs: Admin_User_Sign_Out_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere…`)
};

export const admin_user_sign_out_done = /** @type {(inputs: Admin_User_Sign_Out_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every session of ${i?.email} has ended.`)
};

export const admin_user_sign_out_explain = /** @type {(inputs: Admin_User_Sign_Out_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every session of ${i?.email} ends at once, on every device.`)
};

export const admin_user_sign_out_title = /** @type {(inputs: Admin_User_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere?`)
};

export const admin_user_signed_out = /** @type {(inputs: Admin_User_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out`)
};

export const admin_user_subscriptions_empty = /** @type {(inputs: Admin_User_Subscriptions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscription.`)
};

export const admin_user_subscriptions_help = /** @type {(inputs: Admin_User_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The personal workspace's.`)
};

export const admin_user_two_factor_on = /** @type {(inputs: Admin_User_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor on`)
};

export const admin_user_unban = /** @type {(inputs: Admin_User_UnbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unban`)
};

export const admin_user_unban_button = /** @type {(inputs: Admin_User_Unban_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unban…`)
};

export const admin_user_unban_done = /** @type {(inputs: Admin_User_Unban_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} can sign in again.`)
};

export const admin_user_unban_explain = /** @type {(inputs: Admin_User_Unban_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} can sign in again, and its API keys work again.`)
};

export const admin_user_unban_title = /** @type {(inputs: Admin_User_Unban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unban this account?`)
};

export const admin_user_unknown = /** @type {(inputs: Admin_User_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

export const admin_user_workspace = /** @type {(inputs: Admin_User_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspace`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

export const admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook events`)
};

export const admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook inbox`)
};

export const admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every signed event Polar sent, once by its id. A failed event is retried with each scheduled reconciliation, up to 20 attempts; Replay applies a failed or ignored one again now, exactly as a delivery would.`)
};

export const admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

export const admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event has failed and not been applied since.`);
	return /** @type {LocalizedString} */ (`${i?.shown} events have failed and not been applied since.`)
	
};

export const admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook events per day`)
};

export const admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event from Polar in the last ${i?.days} days (UTC);`);
	return /** @type {LocalizedString} */ (`${i?.shown} events from Polar in the last ${i?.days} days (UTC);`)
	
};

export const admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

export const admin_when = /** @type {(inputs: Admin_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

export const api_error_account_not_found = /** @type {(inputs: Api_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account not found`)
};

export const api_error_checkout_not_seat_priced = /** @type {(inputs: Api_Error_Checkout_Not_Seat_PricedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan is not priced per seat: its checkout takes no seats.`)
};

export const api_error_discount_expired = /** @type {(inputs: Api_Error_Discount_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The discount code ${i?.code} has expired.`)
};

export const api_error_discount_not_for_plan = /** @type {(inputs: Api_Error_Discount_Not_For_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The discount code ${i?.code} does not apply to ${i?.plan}.`)
};

export const api_error_discount_not_yet = /** @type {(inputs: Api_Error_Discount_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The discount code ${i?.code} is not valid yet.`)
};

export const api_error_discount_provider_refused = /** @type {(inputs: Api_Error_Discount_Provider_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polar refused it`)
};

export const api_error_discount_refused = /** @type {(inputs: Api_Error_Discount_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The discount code ${i?.code} can no longer be used: ${i?.detail}`)
};

export const api_error_discount_unknown = /** @type {(inputs: Api_Error_Discount_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The discount code ${i?.code} does not exist. Check it, or leave the field empty.`)
};

export const api_error_discount_used_up = /** @type {(inputs: Api_Error_Discount_Used_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The discount code ${i?.code} has been used up.`)
};

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

export const api_error_key_not_found = /** @type {(inputs: Api_Error_Key_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key not found`)
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

export const api_error_organization_not_found = /** @type {(inputs: Api_Error_Organization_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization not found`)
};

export const api_error_payment_declined = /** @type {(inputs: Api_Error_Payment_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment for the new plan was declined, so your plan is unchanged. Update your card in Manage billing and try again.`)
};

export const api_error_plan_change_refused = /** @type {(inputs: Api_Error_Plan_Change_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment provider refused the change: ${i?.detail}`)
};

export const api_error_plan_for_organizations = /** @type {(inputs: Api_Error_Plan_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} is bought for an organization, which pays for the seats its people use. Create an organization or switch to one, then choose ${i?.plan} there.`)
};

export const api_error_plan_not_available = /** @type {(inputs: Api_Error_Plan_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the plan is not available`)
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

export const api_error_seats_below_used = /** @type {(inputs: Api_Error_Seats_Below_UsedInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("en", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} person holds a seat (members and pending invitations), so the seats cannot go below ${i?.shown}. Remove a member or revoke an invitation first.`);
	return /** @type {LocalizedString} */ (`${i?.shown} people hold seats (members and pending invitations), so the seats cannot go below ${i?.shown}. Remove a member or revoke an invitation first.`)
	
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

export const api_error_unknown_product = /** @type {(inputs: Api_Error_Unknown_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown product`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(any)`)
};

export const apidocs_any_content = /** @type {(inputs: Apidocs_Any_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any content`)
};

export const apidocs_at_least = /** @type {(inputs: Apidocs_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at least ${i?.value}`)
};

export const apidocs_at_least_characters = /** @type {(inputs: Apidocs_At_Least_CharactersInputs) => LocalizedString} */ (i) => {
	const valuePlural = registry.plural("en", i?.value, {});return /** @type {LocalizedString} */ (`at least ${i?.value} characters`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.value}`)
};

export const apidocs_at_most_characters = /** @type {(inputs: Apidocs_At_Most_CharactersInputs) => LocalizedString} */ (i) => {
	const valuePlural = registry.plural("en", i?.value, {});return /** @type {LocalizedString} */ (`at most ${i?.value} characters`)
};

export const apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Base URL: ${i?.base} on this site. Errors answer JSON with a stable ${i?.code} and a ${i?.message}.`)
};

export const apidocs_body = /** @type {(inputs: Apidocs_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Body`)
};

export const apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, optional: start from the example and change it.`)
};

export const apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, required: start from the example and change it.`)
};

export const apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(choose)`)
};

export const apidocs_col_body = /** @type {(inputs: Apidocs_Col_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Body`)
};

export const apidocs_col_description = /** @type {(inputs: Apidocs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const apidocs_col_field = /** @type {(inputs: Apidocs_Col_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

export const apidocs_col_headers = /** @type {(inputs: Apidocs_Col_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Headers`)
};

export const apidocs_col_in = /** @type {(inputs: Apidocs_Col_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In`)
};

export const apidocs_col_name = /** @type {(inputs: Apidocs_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const apidocs_col_status = /** @type {(inputs: Apidocs_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const apidocs_col_type = /** @type {(inputs: Apidocs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const apidocs_dashboard_link = /** @type {(inputs: Apidocs_Dashboard_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`default ${i?.value}`)
};

export const apidocs_deprecated = /** @type {(inputs: Apidocs_DeprecatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deprecated`)
};

export const apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The REST API, described by ${i?.document}.`)
};

export const apidocs_document_link = /** @type {(inputs: Apidocs_Document_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its OpenAPI document`)
};

export const apidocs_fields = /** @type {(inputs: Apidocs_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} fields`)
};

export const apidocs_head_title = /** @type {(inputs: Apidocs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API docs`)
};

export const apidocs_in_english = /** @type {(inputs: Apidocs_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The descriptions below come from the OpenAPI document and are in English, like its field names, so that the clients generated from it say the same.`)
};

export const apidocs_in_header = /** @type {(inputs: Apidocs_In_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A header`)
};

export const apidocs_in_path = /** @type {(inputs: Apidocs_In_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the path`)
};

export const apidocs_in_query = /** @type {(inputs: Apidocs_In_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the query`)
};

export const apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app shows your key only once, when you create or regenerate it. This page keeps it while it is open and sends it in a header, never in the URL.`)
};

export const apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your key for “Try it”`)
};

export const apidocs_key_label = /** @type {(inputs: Apidocs_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Create or regenerate your key on the ${i?.dashboard}.`)
};

export const apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste your key (tl_…)`)
};

export const apidocs_load_failed = /** @type {(inputs: Apidocs_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the API description`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the API description…`)
};

export const apidocs_matching = /** @type {(inputs: Apidocs_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`matching ${i?.pattern}`)
};

export const apidocs_none = /** @type {(inputs: Apidocs_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None.`)
};

export const apidocs_nullable_object = /** @type {(inputs: Apidocs_Nullable_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An object with these fields, or ${i?.null}.`)
};

export const apidocs_optional = /** @type {(inputs: Apidocs_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`optional`)
};

export const apidocs_parameters = /** @type {(inputs: Apidocs_ParametersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parameters`)
};

export const apidocs_range_characters = /** @type {(inputs: Apidocs_Range_CharactersInputs) => LocalizedString} */ (i) => {
	const maxPlural = registry.plural("en", i?.max, {});return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} characters`)
};

export const apidocs_request_body = /** @type {(inputs: Apidocs_Request_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request body`)
};

export const apidocs_request_failed = /** @type {(inputs: Apidocs_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request did not complete`)
};

export const apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`required`)
};

export const apidocs_response_body = /** @type {(inputs: Apidocs_Response_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response body`)
};

export const apidocs_response_headers = /** @type {(inputs: Apidocs_Response_HeadersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response headers`)
};

export const apidocs_responses = /** @type {(inputs: Apidocs_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responses`)
};

export const apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schemas`)
};

export const apidocs_send = /** @type {(inputs: Apidocs_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const apidocs_sent_as = /** @type {(inputs: Apidocs_Sent_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent as`)
};

export const apidocs_sent_as_description = /** @type {(inputs: Apidocs_Sent_As_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API takes your key in either header.`)
};

export const apidocs_separator = /** @type {(inputs: Apidocs_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const apidocs_status = /** @type {(inputs: Apidocs_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status ${i?.status}`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API documentation`)
};

export const apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try it`)
};

export const apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try ${i?.verb} ${i?.path}`)
};

export const apidocs_type_of = /** @type {(inputs: Apidocs_Type_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.type}`)
};

export const apidocs_version = /** @type {(inputs: Apidocs_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`version ${i?.version}`)
};

export const auth_error_account_not_found = /** @type {(inputs: Auth_Error_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account not found. Reload the page to see your linked accounts as they are now.`)
};

export const auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couldn't update your email: another account already uses that address. Choose a different one.`)
};

export const auth_error_email_is_the_same = /** @type {(inputs: Auth_Error_Email_Is_The_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is the same. Enter an address other than your current one.`)
};

export const auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email. Enter an address like name@example.com.`)
};

export const auth_error_invalid_email_or_password = /** @type {(inputs: Auth_Error_Invalid_Email_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password`)
};

export const auth_error_invalid_password = /** @type {(inputs: Auth_Error_Invalid_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid password. Check it and try again.`)
};

export const auth_error_invalid_token = /** @type {(inputs: Auth_Error_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is invalid or has expired. Ask for a new one.`)
};

export const auth_error_last_account = /** @type {(inputs: Auth_Error_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can't unlink your last account. Link another account or set a password first.`)
};

export const auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are the only owner of an organization. Hand it over to another member or delete it first.`)
};

export const auth_error_passkey_cancelled = /** @type {(inputs: Auth_Error_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey prompt was closed before it finished. Try again, or use another way.`)
};

export const auth_error_passkey_failed = /** @type {(inputs: Auth_Error_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey did not work. Try again, or use another way.`)
};

export const auth_error_passkey_not_found = /** @type {(inputs: Auth_Error_Passkey_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This passkey is not registered here any more. Reload the page to see your passkeys.`)
};

export const auth_error_passkey_registered = /** @type {(inputs: Auth_Error_Passkey_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device already holds a passkey for your account. Use that one, or add a passkey on another device.`)
};

export const auth_error_password_already_set = /** @type {(inputs: Auth_Error_Password_Already_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already has a password set. Change it with your current password instead.`)
};

export const auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is among the most common ones, which attackers try first. Please choose another.`)
};

export const auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password too long. Use at most ${i?.max} characters.`)
};

export const auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password too short. Use at least ${i?.min} characters.`)
};

export const auth_error_session_expired = /** @type {(inputs: Auth_Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Re-authenticate to perform this action.`)
};

export const auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session is not fresh. Sign out and sign in again, then try once more.`)
};

export const auth_error_too_many_requests = /** @type {(inputs: Auth_Error_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Wait a few minutes, then try again.`)
};

export const auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something you entered is not accepted. Check the fields and try again.`)
};

export const billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.date} you are charged ${i?.price}. Without a payment method by then, the subscription ends on ${i?.date} and nothing is charged.`)
};

export const billing_after_trial_on_file = /** @type {(inputs: Billing_After_Trial_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.date} you are charged ${i?.price}, to the payment method on file.`)
};

export const billing_back_to_plans = /** @type {(inputs: Billing_Back_To_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the plans`)
};

export const billing_calls_per_minute = /** @type {(inputs: Billing_Calls_Per_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls a minute, per workspace`)
};

export const billing_calls_this_period = /** @type {(inputs: Billing_Calls_This_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls this period`)
};

export const billing_calls_used = /** @type {(inputs: Billing_Calls_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls used this period`)
};

export const billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You keep everything in ${i?.plan} until ${i?.date}; after that it is not renewed and you are not charged again. You can resume it until then.`)
};

export const billing_cancel_subscription = /** @type {(inputs: Billing_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel subscription`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel ${i?.plan}?`)
};

export const billing_cancel_trial_body = /** @type {(inputs: Billing_Cancel_Trial_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} trial runs until ${i?.date}; then the subscription ends and nothing is charged. You can resume it until then.`)
};

export const billing_cancelled_title = /** @type {(inputs: Billing_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription cancelled`)
};

export const billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downgrade to ${i?.plan}?`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change plan`)
};

export const billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move up, down or to yearly billing at any time: the new plan starts at once and the price difference is prorated.`)
};

export const billing_change_summary = /** @type {(inputs: Billing_Change_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.current} at ${i?.currentPrice} to ${i?.target} at ${i?.targetPrice}.`)
};

export const billing_change_to_monthly = /** @type {(inputs: Billing_Change_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to monthly billing with ${i?.plan}?`)
};

export const billing_change_to_yearly = /** @type {(inputs: Billing_Change_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to yearly billing with ${i?.plan}?`)
};

export const billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgrade to ${i?.plan}?`)
};

export const billing_changing_plan = /** @type {(inputs: Billing_Changing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the plan`)
};

export const billing_charge_unknown = /** @type {(inputs: Billing_Charge_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoices in Manage billing show what was charged for it.`)
};

export const billing_charged = /** @type {(inputs: Billing_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} was charged for the rest of this period.`)
};

export const billing_charging = /** @type {(inputs: Billing_ChargingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is being charged for the rest of this period.`)
};

export const billing_check_failed = /** @type {(inputs: Billing_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not check your payment`)
};

export const billing_checkout_not_found = /** @type {(inputs: Billing_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout not found`)
};

export const billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no checkout of yours with this link. If you have just paid, your subscription shows on your subscriptions page.`)
};

export const billing_checkout_title = /** @type {(inputs: Billing_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You chose ${i?.plan} before signing in; the payment provider's page opens next.`)
};

export const billing_credited = /** @type {(inputs: Billing_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} was credited for ${i?.reason}.`)
};

export const billing_credited_previous_plan = /** @type {(inputs: Billing_Credited_Previous_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the unused part of your previous plan`)
};

export const billing_current_period = /** @type {(inputs: Billing_Current_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current period`)
};

export const billing_discount_forever = /** @type {(inputs: Billing_Discount_ForeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.off} off every charge (regular price ${i?.regular})`)
};

export const billing_discount_once = /** @type {(inputs: Billing_Discount_OnceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.off} off the first charge (regular price ${i?.regular})`)
};

export const billing_discount_repeating = /** @type {(inputs: Billing_Discount_RepeatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.off} off each charge until ${i?.date} (regular price ${i?.regular})`)
};

export const billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends on ${i?.date}`)
};

export const billing_ends_period_end = /** @type {(inputs: Billing_Ends_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends at the end of the current period`)
};

export const billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone stays. New invitations wait until the plan allows more people.`)
};

export const billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding the organization's owners…`)
};

export const billing_go_to_subscriptions = /** @type {(inputs: Billing_Go_To_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your subscriptions`)
};

export const billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Includes`)
};

export const billing_keep = /** @type {(inputs: Billing_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep ${i?.plan}`)
};

export const billing_keep_subscription = /** @type {(inputs: Billing_Keep_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep subscription`)
};

export const billing_manage_billing = /** @type {(inputs: Billing_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

export const billing_manage_subscription = /** @type {(inputs: Billing_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage the subscription`)
};

export const billing_no_plan = /** @type {(inputs: Billing_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no plan yet.`)
};

export const billing_no_subscriptions = /** @type {(inputs: Billing_No_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no subscriptions yet`)
};

export const billing_nothing_charged = /** @type {(inputs: Billing_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for the change.`)
};

export const billing_on_this_plan = /** @type {(inputs: Billing_On_This_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are on this plan`)
};

export const billing_only_owner = /** @type {(inputs: Billing_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner of the organization can pick a plan.`)
};

export const billing_opening_checkout = /** @type {(inputs: Billing_Opening_CheckoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opening the checkout for ${i?.plan}…`)
};

export const billing_org_no_plan = /** @type {(inputs: Billing_Org_No_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} has no plan yet.`)
};

export const billing_org_no_subscription = /** @type {(inputs: Billing_Org_No_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} has no subscription yet`)
};

export const billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization}'s plans, what they include and when they renew.`)
};

export const billing_over_plan = /** @type {(inputs: Billing_Over_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over the plan`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

export const billing_payment_failed_text = /** @type {(inputs: Billing_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment did not go through and you have not been charged. You can pick a plan and try again.`)
};

export const billing_payment_successful = /** @type {(inputs: Billing_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment successful`)
};

export const billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People, pending invitations included`)
};

export const billing_percent_off = /** @type {(inputs: Billing_Percent_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}%`)
};

export const billing_period = /** @type {(inputs: Billing_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} – ${i?.end}`)
};

export const billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan below. You pay on the payment provider's secure page and can cancel at any time.`)
};

export const billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What the ${i?.plan} plan includes`)
};

export const billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans, what they include and when they renew.`)
};

export const billing_price = /** @type {(inputs: Billing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const billing_processing = /** @type {(inputs: Billing_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing your payment`)
};

export const billing_processing_text = /** @type {(inputs: Billing_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is being processed. This page updates by itself when it is done.`)
};

export const billing_processing_text_plan = /** @type {(inputs: Billing_Processing_Text_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment for ${i?.plan} is being processed. This page updates by itself when it is done.`)
};

export const billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now. The unused part of this period${i?.until} is credited on an invoice right away, less ${i?.plan}'s price for the same time; after that you pay ${i?.price}.`)
};

export const billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now, with a new monthly billing period. ${i?.amount} is invoiced right away, less a credit for the unused part of your current period; after that you pay ${i?.price}.`)
};

export const billing_proration_to_yearly = /** @type {(inputs: Billing_Proration_To_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now, with a new yearly billing period. ${i?.amount} is invoiced right away, less a credit for the unused part of your current period; after that you pay ${i?.price}.`)
};

export const billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now. The difference in price for the rest of this period${i?.until} is invoiced and charged to your card right away; after that you pay ${i?.price}.`)
};

export const billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading what the plan includes…`)
};

export const billing_reading_plan = /** @type {(inputs: Billing_Reading_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the plan…`)
};

export const billing_renews = /** @type {(inputs: Billing_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} renews as before.`)
};

export const billing_resume = /** @type {(inputs: Billing_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

export const billing_resume_to_change = /** @type {(inputs: Billing_Resume_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume to change plans`)
};

export const billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription resumed`)
};

export const billing_seat_count = /** @type {(inputs: Billing_Seat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} seat`);
	return /** @type {LocalizedString} */ (`${i?.count} seats`)
	
};

export const billing_seats_label = /** @type {(inputs: Billing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const billing_see_the_plans = /** @type {(inputs: Billing_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

export const billing_since = /** @type {(inputs: Billing_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since ${i?.start}`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const billing_status_expired = /** @type {(inputs: Billing_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const billing_status_inactive = /** @type {(inputs: Billing_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paused`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

export const billing_status_pending = /** @type {(inputs: Billing_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const billing_status_revoked = /** @type {(inputs: Billing_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked`)
};

export const billing_status_trial_cancelled = /** @type {(inputs: Billing_Status_Trial_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial, cancelled`)
};

export const billing_status_trialing = /** @type {(inputs: Billing_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial`)
};

export const billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} stays active until the end of the current period.`)
};

export const billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} stays active until ${i?.date}.`)
};

export const billing_subscribed_to = /** @type {(inputs: Billing_Subscribed_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now subscribed to ${i?.plan} at ${i?.price}.`)
};

export const billing_subscribed_to_seats = /** @type {(inputs: Billing_Subscribed_To_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now subscribed to ${i?.plan} with ${i?.seats} at ${i?.price}.`)
};

export const billing_subscription_active = /** @type {(inputs: Billing_Subscription_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription is active.`)
};

export const billing_subscriptions_title = /** @type {(inputs: Billing_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const billing_switch_to = /** @type {(inputs: Billing_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.plan}`)
};

export const billing_switched_to = /** @type {(inputs: Billing_Switched_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switched to ${i?.plan}`)
};

export const billing_the_period_end = /** @type {(inputs: Billing_The_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the end of the current period`)
};

export const billing_this_period = /** @type {(inputs: Billing_This_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This period: ${i?.start} to ${i?.end}`)
};

export const billing_trial_cancelled_after = /** @type {(inputs: Billing_Trial_Cancelled_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The subscription ends with the trial on ${i?.date}, and nothing is charged. You can resume it until then.`)
};

export const billing_trial_line = /** @type {(inputs: Billing_Trial_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trial · ends on ${i?.date}`)
};

export const billing_trial_started = /** @type {(inputs: Billing_Trial_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} trial runs until ${i?.date}. Nothing is charged today; from ${i?.date} you are charged ${i?.price}.`)
};

export const billing_trial_started_title = /** @type {(inputs: Billing_Trial_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your trial has started`)
};

export const billing_until_date = /** @type {(inputs: Billing_Until_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (until ${i?.date})`)
};

export const billing_used_of = /** @type {(inputs: Billing_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.allowed}`)
};

export const billing_view_subscriptions = /** @type {(inputs: Billing_View_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View subscriptions`)
};

export const callback_error_cancelled = /** @type {(inputs: Callback_Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linking was cancelled at the sign-in provider.`)
};

export const callback_error_email_differs = /** @type {(inputs: Callback_Error_Email_DiffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account's email address differs from yours, and linking different addresses is not allowed.`)
};

export const callback_error_email_not_verified = /** @type {(inputs: Callback_Error_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in provider has not verified that email address.`)
};

export const callback_error_email_taken = /** @type {(inputs: Callback_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couldn't update your email: another account uses that address now.`)
};

export const callback_error_fallback = /** @type {(inputs: Callback_Error_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong with that link. Try again.`)
};

export const callback_error_incomplete = /** @type {(inputs: Callback_Error_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The linking request was incomplete. Try again.`)
};

export const callback_error_invalid_answer = /** @type {(inputs: Callback_Error_Invalid_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in provider sent back an invalid answer. Try linking again.`)
};

export const callback_error_invalid_code = /** @type {(inputs: Callback_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in provider's answer could not be verified. Try linking again.`)
};

export const callback_error_link_expired = /** @type {(inputs: Callback_Error_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email link has expired. Ask for a new one below.`)
};

export const callback_error_link_invalid = /** @type {(inputs: Callback_Error_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email link is invalid or was already used. Ask for a new one below.`)
};

export const callback_error_linked_elsewhere = /** @type {(inputs: Callback_Error_Linked_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account is already linked to another user of this app.`)
};

export const callback_error_no_code = /** @type {(inputs: Callback_Error_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in provider did not complete the linking. Try again.`)
};

export const callback_error_no_email = /** @type {(inputs: Callback_Error_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in provider did not share an email address, so it cannot be linked.`)
};

export const callback_error_no_user_info = /** @type {(inputs: Callback_Error_No_User_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in provider did not share your profile. Try linking again.`)
};

export const callback_error_not_linked = /** @type {(inputs: Callback_Error_Not_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account was not linked: linking it is not allowed for this provider or address.`)
};

export const callback_error_other_account = /** @type {(inputs: Callback_Error_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email link belongs to another account. Sign in with that account to use it.`)
};

export const callback_error_provider_not_found = /** @type {(inputs: Callback_Error_Provider_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That sign-in provider is not configured on this server.`)
};

export const callback_error_restart = /** @type {(inputs: Callback_Error_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The linking attempt expired. Start it again.`)
};

export const callback_error_state = /** @type {(inputs: Callback_Error_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The linking attempt expired or was started in another browser. Try again.`)
};

export const callback_error_unable_to_link = /** @type {(inputs: Callback_Error_Unable_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That account could not be linked. Try again later.`)
};

export const callback_error_user_not_found = /** @type {(inputs: Callback_Error_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account that email link belongs to no longer exists.`)
};

export const common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred`)
};

export const common_cancel = /** @type {(inputs: Common_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const common_close = /** @type {(inputs: Common_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const common_confirm = /** @type {(inputs: Common_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const common_continue = /** @type {(inputs: Common_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const common_copied = /** @type {(inputs: Common_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const common_delete = /** @type {(inputs: Common_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const common_done = /** @type {(inputs: Common_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const common_email_placeholder = /** @type {(inputs: Common_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.com`)
};

export const common_error = /** @type {(inputs: Common_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 minute`);
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
	
};

export const common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not removed`)
};

export const common_or = /** @type {(inputs: Common_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const common_remove = /** @type {(inputs: Common_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const common_save = /** @type {(inputs: Common_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const common_scrolls_sideways = /** @type {(inputs: Common_Scrolls_SidewaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, scrolls sideways`)
};

export const common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 second`);
	return /** @type {LocalizedString} */ (`${i?.count} seconds`)
	
};

export const common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const common_type_to_confirm = /** @type {(inputs: Common_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.email} to confirm`)
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

export const dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your account`)
};

export const dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.date}`)
};

export const dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

export const dashboard_organization_settings = /** @type {(inputs: Dashboard_Organization_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization settings`)
};

export const dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizations`)
};

export const dashboard_personal = /** @type {(inputs: Dashboard_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

export const dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only you work here. An organization lets people work together.`)
};

export const dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}.`)
};

export const dashboard_subscriptions = /** @type {(inputs: Dashboard_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const dashboard_welcome = /** @type {(inputs: Dashboard_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

export const dashboard_welcome_name = /** @type {(inputs: Dashboard_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}`)
};

export const dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspace`)
};

export const dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its plan and API key are shared with its members.`)
};

export const dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const error_account_billing_not_closed = /** @type {(inputs: Error_Account_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscriptions could not be cancelled at the payment provider, so the account was not deleted. Please try again.`)
};

export const error_admin_already_admin = /** @type {(inputs: Error_Admin_Already_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account is an admin already.`)
};

export const error_admin_already_verified = /** @type {(inputs: Error_Admin_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is verified already.`)
};

export const error_admin_ban_admin = /** @type {(inputs: Error_Admin_Ban_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke the admin role before banning this account.`)
};

export const error_admin_confirmation_mismatch = /** @type {(inputs: Error_Admin_Confirmation_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the account's address to confirm.`)
};

export const error_admin_event_not_replayable = /** @type {(inputs: Error_Admin_Event_Not_ReplayableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This event is ${i?.state}: only failed or ignored events are replayed.`)
};

export const error_admin_impersonate_admin = /** @type {(inputs: Error_Admin_Impersonate_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins cannot be impersonated.`)
};

export const error_admin_listed = /** @type {(inputs: Error_Admin_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ADMIN_EMAILS names this address: remove it there, or its next sign-in makes it an admin again.`)
};

export const error_admin_no_account = /** @type {(inputs: Error_Admin_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account has this id.`)
};

export const error_admin_no_customer = /** @type {(inputs: Error_Admin_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such user or organization.`)
};

export const error_admin_no_event = /** @type {(inputs: Error_Admin_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such event in the inbox.`)
};

export const error_admin_no_reconciliation = /** @type {(inputs: Error_Admin_No_ReconciliationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such reconciliation.`)
};

export const error_admin_not_admin = /** @type {(inputs: Error_Admin_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account is no admin.`)
};

export const error_admin_not_banned = /** @type {(inputs: Error_Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account is not banned.`)
};

export const error_admin_own_account = /** @type {(inputs: Error_Admin_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your own settings for your own account.`)
};

export const error_admin_unban_first = /** @type {(inputs: Error_Admin_Unban_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unban this account before making it an admin.`)
};

export const error_body_incomplete = /** @type {(inputs: Error_Body_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body was not received in full.`)
};

export const error_body_too_large = /** @type {(inputs: Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request body is larger than this call accepts (${i?.size} KB).`)
};

export const error_form_failed = /** @type {(inputs: Error_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

export const error_impersonation_refused = /** @type {(inputs: Error_Impersonation_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin acting as this user cannot change how the account signs in.`)
};

export const error_limit_attempts = /** @type {(inputs: Error_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts.`)
};

export const error_limit_links_to_address = /** @type {(inputs: Error_Limit_Links_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in links were sent to this address.`)
};

export const error_limit_mails_to_address = /** @type {(inputs: Error_Limit_Mails_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many emails were sent to this address.`)
};

export const error_limit_network = /** @type {(inputs: Error_Limit_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts from your network.`)
};

export const error_limit_sign_in_attempts = /** @type {(inputs: Error_Limit_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts for this address.`)
};

export const error_limit_try_again = /** @type {(inputs: Error_Limit_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try again in ${i?.wait}.`)
};

export const error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work: it was used already, has expired or is incomplete. If someone else is in your account, sign in and sign out your other sessions in Settings → Sessions.`)
};

export const error_member_not_found = /** @type {(inputs: Error_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That person is not a member of this organization.`)
};

export const error_no_account_for_address = /** @type {(inputs: Error_No_Account_For_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account uses this address, and new accounts are by invitation only. Ask someone in your organization to invite you.`)
};

export const error_no_such_function = /** @type {(inputs: Error_No_Such_FunctionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such server function.`)
};

export const error_org_already_invited = /** @type {(inputs: Error_Org_Already_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} is invited already. Resend the invitation from the pending list if it went missing.`)
};

export const error_org_already_member = /** @type {(inputs: Error_Org_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a member of this organization already.`)
};

export const error_org_already_member_address = /** @type {(inputs: Error_Org_Already_Member_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address} is a member of this organization already.`)
};

export const error_org_billing_not_closed = /** @type {(inputs: Error_Org_Billing_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organization's subscriptions could not be cancelled at the payment provider, so it was not deleted. Please try again.`)
};

export const error_org_invitation_accepted = /** @type {(inputs: Error_Org_Invitation_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation was accepted already.`)
};

export const error_org_invitation_canceled = /** @type {(inputs: Error_Org_Invitation_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation was canceled already.`)
};

export const error_org_invitation_rejected = /** @type {(inputs: Error_Org_Invitation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation was rejected already.`)
};

export const error_org_no_place_invitation = /** @type {(inputs: Error_Org_No_Place_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This organization has no place left for another invitation.`)
};

export const error_org_no_place_member = /** @type {(inputs: Error_Org_No_Place_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This organization has no place left for another member.`)
};

export const error_org_no_seat_to_accept = /** @type {(inputs: Error_Org_No_Seat_To_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This organization has no seat left for another member. Ask an owner of the organization to add a seat, then accept again.`)
};

export const error_org_not_a_member = /** @type {(inputs: Error_Org_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User is not a member of the organization`)
};

export const error_org_not_allowed_to_remove = /** @type {(inputs: Error_Org_Not_Allowed_To_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to delete this member`)
};

export const error_org_only_owner = /** @type {(inputs: Error_Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are the only owner of ${i?.organizations}. Hand it over to another member or delete it first.`)
};

export const error_org_owner_removes_owner = /** @type {(inputs: Error_Org_Owner_Removes_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can remove an owner.`)
};

export const error_org_owner_revokes_owner_invitation = /** @type {(inputs: Error_Org_Owner_Revokes_Owner_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can revoke an invitation to be an owner.`)
};

export const error_org_plan_ask_owner = /** @type {(inputs: Error_Org_Plan_Ask_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask an owner of the organization to change its plan, then accept again.`)
};

export const error_org_plan_owner_changes = /** @type {(inputs: Error_Org_Plan_Owner_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An owner can change the plan on the organization's billing page.`)
};

export const error_org_seats_taken_ask_owner = /** @type {(inputs: Error_Org_Seats_Taken_Ask_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat of this organization is taken (${i?.used} of ${i?.bought}). Only an owner can add seats: ask an owner to add one, then invite again.`)
};

export const error_org_seats_taken_ask_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Ask_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every seat of this organization is taken. Only an owner can add seats: ask an owner to add one, then invite again.`)
};

export const error_org_seats_taken_owner = /** @type {(inputs: Error_Org_Seats_Taken_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat of this organization is taken (${i?.used} of ${i?.bought}). Add a seat to invite someone else.`)
};

export const error_org_seats_taken_owner_uncounted = /** @type {(inputs: Error_Org_Seats_Taken_Owner_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every seat of this organization is taken. Add a seat to invite someone else.`)
};

export const error_org_slug_taken = /** @type {(inputs: Error_Org_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That short name is taken. Choose another.`)
};

export const error_passkey_limit = /** @type {(inputs: Error_Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have ${i?.count} passkeys, the most an account can hold. Delete one to add another.`)
};

export const error_passkey_not_verified = /** @type {(inputs: Error_Passkey_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey did not verify it was you (a PIN, fingerprint or face). Try again.`)
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

export const error_sign_in_first = /** @type {(inputs: Error_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to sign in to do that.`)
};

export const error_too_many_attempts = /** @type {(inputs: Error_Too_Many_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many attempts. Try again in ${i?.wait}.`)
};

export const error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can hand the organization over.`)
};

export const error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another member to hand the organization over to.`)
};

export const invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept invitation`)
};

export const invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are already a member of ${i?.organization}`)
};

export const invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing to accept: you can work in it now.`)
};

export const invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation declined`)
};

export const invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing changed in your account. The invitation no longer works.`)
};

export const invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

export const invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a moment.`)
};

export const invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation could not be opened`)
};

export const invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

export const invitation_gone_text = /** @type {(inputs: Invitation_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations work once and for a limited time. Ask whoever invited you to send a new one.`)
};

export const invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation has expired or was already used`)
};

export const invitation_invited = /** @type {(inputs: Invitation_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You were invited to an organization on ${i?.appName}.`)
};

export const invitation_invited_as = /** @type {(inputs: Invitation_Invited_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organization} as ${i?.role}.`)
};

export const invitation_invited_by = /** @type {(inputs: Invitation_Invited_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organization} on ${i?.appName}.`)
};

export const invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organization}`)
};

export const invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not accepted`)
};

export const invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not declined`)
};

export const invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.name}`)
};

export const invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your settings`)
};

export const invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the invitation…`)
};

export const invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with the address the invitation was sent to, and you come back here to accept or decline it. New to ${i?.appName}? The same link makes your account.`)
};

export const invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out and use another address`)
};

export const invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

export const invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}.`)
};

export const invitation_unverified_text = /** @type {(inputs: Invitation_Unverified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only someone who proved they read the invited inbox can answer an invitation. Confirm your address in your settings, then open the invitation again.`)
};

export const invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address first`)
};

export const invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.organization}`)
};

export const invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is your active workspace; you joined as ${i?.role}.`)
};

export const invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is for another address. Sign in with the address it was sent to.`)
};

export const invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is for another address`)
};

export const invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have an invitation`)
};

export const invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your invitation`)
};

export const keys_api_documentation = /** @type {(inputs: Keys_Api_DocumentationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API documentation`)
};

export const keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.calls} call`);
	return /** @type {LocalizedString} */ (`${i?.calls} calls`)
	
};

export const keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls per day, last 30 days: the arrow keys move from day to day`)
};

export const keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

export const keys_copy_key = /** @type {(inputs: Keys_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy key`)
};

export const keys_copy_now = /** @type {(inputs: Keys_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy it now`)
};

export const keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This key will not be shown again. Store it somewhere safe, such as a password manager or your service's secret settings.`)
};

export const keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} in the ${i?.plan} plan.`)
};

export const keys_create = /** @type {(inputs: Keys_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create API key`)
};

export const keys_create_failed = /** @type {(inputs: Keys_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create API key`)
};

export const keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make sure to save your API key - you won't see it again!`)
};

export const keys_created_title = /** @type {(inputs: Keys_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Key Created`)
};

export const keys_default_name_organization = /** @type {(inputs: Keys_Default_Name_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization API key`)
};

export const keys_default_name_user = /** @type {(inputs: Keys_Default_Name_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal API key`)
};

export const keys_full_key = /** @type {(inputs: Keys_Full_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your full API key`)
};

export const keys_heading = /** @type {(inputs: Keys_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const keys_heading_many = /** @type {(inputs: Keys_Heading_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

export const keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

export const keys_label_key = /** @type {(inputs: Keys_Label_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key`)
};

export const keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

export const keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked`)
};

export const keys_modal_title = /** @type {(inputs: Keys_Modal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your API key`)
};

export const keys_modal_title_new = /** @type {(inputs: Keys_Modal_Title_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new API key`)
};

export const keys_never = /** @type {(inputs: Keys_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

export const keys_never_expires = /** @type {(inputs: Keys_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never expires`)
};

export const keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example the service that will use it`)
};

export const keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the new key`)
};

export const keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have no API key yet. Create one to call the REST API from your own scripts and services: send it as ${i?.header}. The key is shown once, right after you create it.`)
};

export const keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization}'s key for the REST API: calls made with it act for the organization.`)
};

export const keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization}'s keys for the REST API: calls made with them act for the organization.`)
};

export const keys_org_no_key = /** @type {(inputs: Keys_Org_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organization has no API key yet.`)
};

export const keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have more keys than the ${i?.plan} plan allows: they keep working, and no new one can be made until there are fewer than ${i?.max}.`)
};

export const keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This period: ${i?.used} of ${i?.included} included, until ${i?.day}.`)
};

export const keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} over: ${i?.amount} on the next invoice.`)
};

export const keys_personal_key = /** @type {(inputs: Keys_Personal_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your personal key for the REST API.`)
};

export const keys_personal_keys = /** @type {(inputs: Keys_Personal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your personal keys for the REST API.`)
};

export const keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your previous key has stopped working.`)
};

export const keys_regenerate = /** @type {(inputs: Keys_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate`)
};

export const keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new key replaces the current one. The current key stops working at once: anything that still uses it will get 401 answers until you give it the new key.`)
};

export const keys_regenerate_failed = /** @type {(inputs: Keys_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to regenerate API key`)
};

export const keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regenerate ${i?.name}`)
};

export const keys_regenerate_title = /** @type {(inputs: Keys_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate your API key?`)
};

export const keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make sure to save your new API key - you won't see it again!`)
};

export const keys_regenerated_title = /** @type {(inputs: Keys_Regenerated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Key Regenerated`)
};

export const keys_revoke = /** @type {(inputs: Keys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

export const keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key stops working at once: anything that still uses it will get 401 answers. This cannot be undone.`)
};

export const keys_revoke_failed = /** @type {(inputs: Keys_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to revoke API key`)
};

export const keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}`)
};

export const keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}?`)
};

export const keys_revoked = /** @type {(inputs: Keys_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key revoked`)
};

export const keys_send_as = /** @type {(inputs: Keys_Send_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send it as ${i?.bearer} or in the ${i?.header} header.`)
};

export const keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (shortened)`)
};

export const keys_status_active = /** @type {(inputs: Keys_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

export const keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const keys_this_key = /** @type {(inputs: Keys_This_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this API key`)
};

export const keys_usage_days_utc = /** @type {(inputs: Keys_Usage_Days_UtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each day is counted in UTC: from ${i?.time} to ${i?.time} your time.`)
};

export const keys_usage_failed = /** @type {(inputs: Keys_Usage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load your API usage: ${i?.reason}`)
};

export const keys_usage_heading = /** @type {(inputs: Keys_Usage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls, last 30 days`)
};

export const keys_usage_loading = /** @type {(inputs: Keys_Usage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your API usage…`)
};

export const keys_usage_none = /** @type {(inputs: Keys_Usage_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API calls in the last 30 days.`)
};

export const keys_usage_total = /** @type {(inputs: Keys_Usage_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} in the last 30 days.`)
};

export const landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts, API keys and billing`)
};

export const landing_colour_scheme = /** @type {(inputs: Landing_Colour_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour scheme`)
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

export const landing_scheme_auto = /** @type {(inputs: Landing_Scheme_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto`)
};

export const landing_scheme_dark = /** @type {(inputs: Landing_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

export const landing_scheme_light = /** @type {(inputs: Landing_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

export const landing_sign_in = /** @type {(inputs: Landing_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const link_error_failed = /** @type {(inputs: Link_Error_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with that link failed. Ask for a new one below.`)
};

export const link_error_invalid = /** @type {(inputs: Link_Error_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link is invalid, already used or expired. Ask for a new one below.`)
};

export const link_error_no_account = /** @type {(inputs: Link_Error_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no account for this address, and new accounts are by invitation only.`)
};

export const link_error_no_linked_account = /** @type {(inputs: Link_Error_No_Linked_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is linked to that provider account. Sign in by email, then link it in your settings.`)
};

export const link_error_signed_out_everywhere = /** @type {(inputs: Link_Error_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session of your account is signed out. Sign in again with a new email link, then change your password if you have one and check your linked accounts.`)
};

export const link_error_too_many = /** @type {(inputs: Link_Error_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts came from your network. Open the link again ${i?.wait}, or ask for a new one below if it has expired by then.`)
};

export const link_error_wait_few_minutes = /** @type {(inputs: Link_Error_Wait_Few_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in a few minutes`)
};

export const link_error_wait_in = /** @type {(inputs: Link_Error_Wait_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.wait}`)
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

export const login_toggle_password_visibility = /** @type {(inputs: Login_Toggle_Password_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle password visibility`)
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

export const meta_description = /** @type {(inputs: Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName}: accounts, personal API keys and subscriptions in one place.`)
};

export const notme_failed = /** @type {(inputs: Notme_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work`)
};

export const notme_heading = /** @type {(inputs: Notme_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secure your ${i?.appName} account`)
};

export const notme_intro = /** @type {(inputs: Notme_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not do what the alert describes, sign out every session of your account now. Whoever is in it is signed out too, and you sign in again by email.`)
};

export const notme_link_failed = /** @type {(inputs: Notme_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work`)
};

export const notme_link_failed_text = /** @type {(inputs: Notme_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was used already, has expired or is incomplete. If someone else is in your account, sign in and sign out your other sessions in Settings → Sessions.`)
};

export const notme_was_it_you = /** @type {(inputs: Notme_Was_It_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was it you after all? Close this page: nothing happens unless you press the button.`)
};

export const org_api_key = /** @type {(inputs: Org_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const org_billing = /** @type {(inputs: Org_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const org_billing_as_owner = /** @type {(inputs: Org_Billing_As_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As an owner, you can subscribe, cancel, resume and open the billing portal.`)
};

export const org_billing_description = /** @type {(inputs: Org_Billing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A subscription bought while ${i?.organization} is the active workspace belongs to the organization, not to the person who bought it.`)
};

export const org_billing_every_member = /** @type {(inputs: Org_Billing_Every_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every member sees the organization's plan on the Subscriptions page.`)
};

export const org_billing_manage_plan = /** @type {(inputs: Org_Billing_Manage_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage the plan`)
};

export const org_billing_refusal = /** @type {(inputs: Org_Billing_RefusalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owners can manage its billing.`)
};

export const org_billing_see_plan = /** @type {(inputs: Org_Billing_See_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plan`)
};

export const org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Your role is owner.`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Your role is admin.`);
	return /** @type {LocalizedString} */ (`Your role is member.`)
	
};

export const org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create organization`)
};

export const org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an organization`)
};

export const org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization created`)
};

export const org_created_text = /** @type {(inputs: Org_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is your active workspace. Invite people to work in it with you.`)
};

export const org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

export const org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete organization`)
};

export const org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} is deleted for everyone: its subscriptions end at the payment provider, its API key stops working, and its members, teams and invitations are removed.`)
};

export const org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.organization}?`)
};

export const org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete organization…`)
};

export const org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends its subscriptions, revokes its API key and removes its members, teams and invitations. This cannot be undone.`)
};

export const org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the organization`)
};

export const org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.organization} to confirm`)
};

export const org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization deleted`)
};

export const org_deleted_text = /** @type {(inputs: Org_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} and everything in it are gone. You are in your personal workspace.`)
};

export const org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

export const org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address`)
};

export const org_general = /** @type {(inputs: Org_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const org_general_description = /** @type {(inputs: Org_General_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the organization appears to its members and in invitations.`)
};

export const org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over ownership`)
};

export const org_hand_over_on_members = /** @type {(inputs: Org_Hand_Over_On_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over on the Members page`)
};

export const org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} becomes an owner, with billing and the power to delete the organization. You become an admin. Only an owner can make you an owner again.`)
};

export const org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand ${i?.organization} over to ${i?.name}?`)
};

export const org_invitation_language = /** @type {(inputs: Org_Invitation_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of invitation mails`)
};

export const org_invitation_language_help = /** @type {(inputs: Org_Invitation_Language_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language invited people read their invitation in.`)
};

export const org_invitation_language_unset = /** @type {(inputs: Org_Invitation_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set: the inviter's language`)
};

export const org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation revoked`)
};

export const org_invitation_revoked_text = /** @type {(inputs: Org_Invitation_Revoked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link sent to ${i?.email} no longer works.`)
};

export const org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation sent`)
};

export const org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation sent again`)
};

export const org_invitation_sent_again_text = /** @type {(inputs: Org_Invitation_Sent_Again_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We mailed ${i?.email} a new link.`)
};

export const org_invitation_sent_text = /** @type {(inputs: Org_Invitation_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We mailed ${i?.email} an invitation to join as ${i?.role}.`)
};

export const org_invitations = /** @type {(inputs: Org_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

export const org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invited people get a mail with a link to join ${i?.organization}; it works once, for their address only.`)
};

export const org_invitations_not_allowed = /** @type {(inputs: Org_Invitations_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners and admins invite people and see the invitations waiting.`)
};

export const org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite someone`)
};

export const org_keep_member = /** @type {(inputs: Org_Keep_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep member`)
};

export const org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave organization`)
};

export const org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lose access to its members, teams, plan and API key at once. To come back, someone has to invite you again.`)
};

export const org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave ${i?.organization}?`)
};

export const org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave organization…`)
};

export const org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account stays; only your membership ends.`)
};

export const org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the organization`)
};

export const org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You left the organization`)
};

export const org_left_text = /** @type {(inputs: Org_Left_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are back in your personal workspace.`)
};

export const org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo image URL`)
};

export const org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make owner`)
};

export const org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make owner: ${i?.name}`)
};

export const org_member_no_team = /** @type {(inputs: Org_Member_No_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No team`)
};

export const org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member removed`)
};

export const org_member_removed_text = /** @type {(inputs: Org_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no longer has access to ${i?.organization}`)
};

export const org_member_teams = /** @type {(inputs: Org_Member_TeamsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teams: ${i?.teams}`)
};

export const org_members = /** @type {(inputs: Org_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} person in ${i?.organization}`);
	return /** @type {LocalizedString} */ (`${i?.count} people in ${i?.organization}`)
	
};

export const org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organization} as ${i?.role}`)
};

export const org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the invitation to ${i?.organization}`)
};

export const org_my_invitations = /** @type {(inputs: Org_My_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations for you`)
};

export const org_my_invitations_description = /** @type {(inputs: Org_My_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open one to accept or decline it.`)
};

export const org_name = /** @type {(inputs: Org_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const org_no_pending_invitations = /** @type {(inputs: Org_No_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invitations are waiting for an answer.`)
};

export const org_none_heading = /** @type {(inputs: Org_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work together in an organization`)
};

export const org_none_personal = /** @type {(inputs: Org_None_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are working in your personal workspace.`)
};

export const org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An organization has its own members and roles, teams, subscription and API key. Create one and invite people by email, or accept an invitation someone sent you.`)
};

export const org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not created`)
};

export const org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not deleted`)
};

export const org_not_handed_over = /** @type {(inputs: Org_Not_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not handed over`)
};

export const org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not invited`)
};

export const org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not revoked`)
};

export const org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

export const org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

export const org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not switched`)
};

export const org_only_member = /** @type {(inputs: Org_Only_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are the only member of ${i?.organization}, so you cannot leave it: delete it below instead, or invite someone and make them an owner first.`)
};

export const org_only_owner = /** @type {(inputs: Org_Only_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are the only owner of ${i?.organization}, so you cannot leave it yet. Hand it over first (Make owner, on the Members page), or delete it below.`)
};

export const org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

export const org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ownership handed over`)
};

export const org_ownership_handed_over_text = /** @type {(inputs: Org_Ownership_Handed_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now an owner of ${i?.organization}; you are an admin.`)
};

export const org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} · invited by ${i?.inviter} · expires ${i?.expires}`)
};

export const org_pending_invitations = /** @type {(inputs: Org_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

export const org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

export const org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No place is left: an owner can change the plan on ${i?.subscriptions}.`)
};

export const org_places_subscriptions = /** @type {(inputs: Org_Places_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.allowed} places taken on the ${i?.plan} plan, pending invitations included.`)
};

export const org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only an owner of ${i?.organization} can choose or change its plan: ask ${i?.owners}.`)
};

export const org_plan_owners_none = /** @type {(inputs: Org_Plan_Owners_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only an owner of ${i?.organization} can choose or change its plan.`)
};

export const org_remove_label = /** @type {(inputs: Org_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const org_remove_member = /** @type {(inputs: Org_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove member`)
};

export const org_remove_member_text = /** @type {(inputs: Org_Remove_Member_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} loses access to ${i?.organization} at once, with its teams, plan and API key. You can invite them again later.`)
};

export const org_remove_member_title = /** @type {(inputs: Org_Remove_Member_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}?`)
};

export const org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend`)
};

export const org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend the invitation to ${i?.email}`)
};

export const org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

export const org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the invitation to ${i?.email}`)
};

export const org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const org_role_changed = /** @type {(inputs: Org_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed`)
};

export const org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now ${i?.role}.`)
};

export const org_role_member = /** @type {(inputs: Org_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

export const org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role not changed`)
};

export const org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

export const org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

export const org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`an owner`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`an admin`);
	return /** @type {LocalizedString} */ (`a member`)
	
};

export const org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save organization`)
};

export const org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization saved`)
};

export const org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its name, short name and logo are updated.`)
};

export const org_seat_add_amount = /** @type {(inputs: Org_Seat_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat is taken (${i?.used} of ${i?.bought}). One more seat costs ${i?.price}; for the rest of this period, until ${i?.date}, about ${i?.amount} is charged now. Then the invitation is sent.`)
};

export const org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a seat and invite`)
};

export const org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat is taken (${i?.used} of ${i?.bought}). One more seat costs ${i?.price}; the rest of this period is charged now, prorated. Then the invitation is sent.`)
};

export const org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a seat?`)
};

export const org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat not added`)
};

export const org_seats_add_amount = /** @type {(inputs: Org_Seats_Add_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each seat costs ${i?.price}; for the rest of this period, until ${i?.date}, about ${i?.amount} is charged now.`)
};

export const org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each seat costs ${i?.price}; the rest of this period is charged now, prorated.`)
};

export const org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Add ${i?.count} seat?`);
	return /** @type {LocalizedString} */ (`Add ${i?.count} seats?`)
	
};

export const org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats bought`)
};

export const org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("en", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`At least ${i?.least}: members and pending invitations hold ${i?.used} seat. At most ${i?.maximum}.`);
	return /** @type {LocalizedString} */ (`At least ${i?.least}: members and pending invitations hold ${i?.used} seats. At most ${i?.maximum}.`)
	
};

export const org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change seats`)
};

export const org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Change to ${i?.count} seat`);
	return /** @type {LocalizedString} */ (`Change to ${i?.count} seats`)
	
};

export const org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats changed`)
};

export const org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the seats removed, for the rest of this period`)
};

export const org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Keep ${i?.count} seat`);
	return /** @type {LocalizedString} */ (`Keep ${i?.count} seats`)
	
};

export const org_seats_line = /** @type {(inputs: Org_Seats_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats: ${i?.used} / ${i?.bought}`)
};

export const org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(members and pending invitations; removing a member frees a seat)`)
};

export const org_seats_none_left = /** @type {(inputs: Org_Seats_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every seat is taken: an owner adds one when sending the next invitation.`)
};

export const org_seats_not_changed = /** @type {(inputs: Org_Seats_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats not changed`)
};

export const org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} seat now.`);
	return /** @type {LocalizedString} */ (`${i?.count} seats now.`)
	
};

export const org_seats_remove_amount = /** @type {(inputs: Org_Seats_Remove_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For the unused part of this period, until ${i?.date}, about ${i?.amount} is credited now for the seats removed.`)
};

export const org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The unused part of this period for the seats removed is credited now, prorated.`)
};

export const org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Remove ${i?.count} seat?`);
	return /** @type {LocalizedString} */ (`Remove ${i?.count} seats?`)
	
};

export const org_seats_taken = /** @type {(inputs: Org_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.bought} seats taken, pending invitations included.`)
};

export const org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The organization then has ${i?.count} seat.`);
	return /** @type {LocalizedString} */ (`The organization then has ${i?.count} seats.`)
	
};

export const org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invitation`)
};

export const org_settings = /** @type {(inputs: Org_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization settings`)
};

export const org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short name`)
};

export const org_short_name_help = /** @type {(inputs: Org_Short_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes; unique.`)
};

export const org_short_name_help_suggested = /** @type {(inputs: Org_Short_Name_Help_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes; unique. Suggested from the name.`)
};

export const org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay`)
};

export const org_still_member = /** @type {(inputs: Org_Still_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are still a member`)
};

export const org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch`)
};

export const org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.name}`)
};

export const org_teams = /** @type {(inputs: Org_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams`)
};

export const org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization`)
};

export const org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Workspace: ${i?.name}`)
};

export const org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspace switched`)
};

export const org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are working in ${i?.name}`)
};

export const org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspaces`)
};

export const org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

export const org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your role: ${i?.role}`)
};

export const org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organizations`)
};

export const org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to one to see its settings. You can also switch from the workspace menu at the top.`)
};

export const page_error_title = /** @type {(inputs: Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const page_go_home = /** @type {(inputs: Page_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

export const page_not_found_text = /** @type {(inputs: Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist`)
};

export const page_not_found_title = /** @type {(inputs: Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a passkey`)
};

export const passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey could not be added.`)
};

export const passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added earlier`)
};

export const passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.date}`)
};

export const passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can sign in with “${i?.name}” now.`)
};

export const passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

export const passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete passkey`)
};

export const passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

export const passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” will no longer sign in to your account. Remove it from the device too, in its password or passkey settings.`)
};

export const passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the passkey?`)
};

export const passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It can no longer sign in to your account.`)
};

export const passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey deleted`)
};

export const passkey_description = /** @type {(inputs: Passkey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your device's fingerprint, face or PIN instead of a link by mail.`)
};

export const passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last used ${i?.date}`)
};

export const passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An account holds at most ${i?.limit} passkeys.`)
};

export const passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your passkeys…`)
};

export const passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So you can tell your passkeys apart, such as the device it is on.`)
};

export const passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey name`)
};

export const passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No passkeys yet.`)
};

export const passkey_not_added_title = /** @type {(inputs: Passkey_Not_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey not added`)
};

export const passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey not deleted`)
};

export const passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey not renamed`)
};

export const passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not used to sign in yet`)
};

export const passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.name}`)
};

export const passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename the passkey`)
};

export const passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new name is saved.`)
};

export const passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey renamed`)
};

export const passkey_session_not_fresh = /** @type {(inputs: Passkey_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign out and sign in again, then add the passkey.`)
};

export const passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synced`)
};

export const passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

export const passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkeys work only at ${i?.rpId}, in a browser that supports them.`)
};

export const passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys cannot be used while the app is served at an IP address: browsers refuse them there.`)
};

export const passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed passkey`)
};

export const passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys cannot be used at this address. Open the app at its usual address to use them.`)
};

export const password_back_to_sign_in = /** @type {(inputs: Password_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

export const password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed and your other sessions are signed out.`)
};

export const password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed.`)
};

export const password_changed_title = /** @type {(inputs: Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

export const password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const password_description_has = /** @type {(inputs: Password_Description_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your email address and this password, or with a sign-in link.`)
};

export const password_description_none = /** @type {(inputs: Password_Description_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You sign in with links sent by mail. Set a password to sign in without one.`)
};

export const password_email_reset_link = /** @type {(inputs: Password_Email_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a reset link`)
};

export const password_enter = /** @type {(inputs: Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password`)
};

export const password_forgot = /** @type {(inputs: Password_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const password_go_to_sign_in = /** @type {(inputs: Password_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign in`)
};

export const password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} to ${i?.max} characters.`)
};

export const password_label = /** @type {(inputs: Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const password_not_changed_title = /** @type {(inputs: Password_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password not changed`)
};

export const password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password not set`)
};

export const password_not_signed_in = /** @type {(inputs: Password_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not signed in`)
};

export const password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat the new password`)
};

export const password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new password is set, and every session was signed out. Sign in again with your new password.`)
};

export const password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password reset link is invalid, already used or expired. Sign in and ask for a new one in the settings.`)
};

export const password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work`)
};

export const password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password was not changed`)
};

export const password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reset link was not sent`)
};

export const password_reset_not_sent_title = /** @type {(inputs: Password_Reset_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link not sent`)
};

export const password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account with a password uses this address, a link to choose a new password is on its way. It works once and expires in an hour.`)
};

export const password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.email} for a link to choose a new password.`)
};

export const password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link sent`)
};

export const password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set new password`)
};

export const password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a password`)
};

export const password_set_text = /** @type {(inputs: Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now sign in with your email address and password.`)
};

export const password_set_title = /** @type {(inputs: Password_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password set`)
};

export const password_sign_in = /** @type {(inputs: Password_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with password`)
};

export const password_sign_out_others = /** @type {(inputs: Password_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out other sessions`)
};

export const password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const plan_feature_priority_support = /** @type {(inputs: Plan_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority support`)
};

export const plan_feature_sentence = /** @type {(inputs: Plan_Feature_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.feature} is not in the ${i?.plan} plan.`)
};

export const plan_feature_sentence_having = /** @type {(inputs: Plan_Feature_Sentence_HavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.feature} is not in the ${i?.plan} plan; ${i?.having} has it.`)
};

export const plan_feature_usage_history = /** @type {(inputs: Plan_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage history`)
};

export const plan_keys_full_organization = /** @type {(inputs: Plan_Keys_Full_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This organization has ${i?.keys}, as many as its plan allows. ${i?.sentence} Revoke a key or change the plan to add one.`)
};

export const plan_keys_full_user = /** @type {(inputs: Plan_Keys_Full_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have ${i?.keys}, as many as its plan allows. ${i?.sentence} Revoke a key or change the plan to add one.`)
};

export const plan_limit_api_calls_included = /** @type {(inputs: Plan_Limit_Api_Calls_IncludedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown} API calls a month`)
};

export const plan_limit_api_calls_per_minute = /** @type {(inputs: Plan_Limit_Api_Calls_Per_MinuteInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown} API calls a minute per workspace`)
};

export const plan_limit_api_keys = /** @type {(inputs: Plan_Limit_Api_KeysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} API key`);
	return /** @type {LocalizedString} */ (`${i?.shown} API keys`)
	
};

export const plan_limit_members = /** @type {(inputs: Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.shown} people in an organization, pending invitations included`)
};

export const plan_limit_sentence = /** @type {(inputs: Plan_Limit_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan allows ${i?.limit}.`)
};

export const plan_limit_sentence_more = /** @type {(inputs: Plan_Limit_Sentence_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan allows ${i?.limit}; ${i?.better} allows ${i?.count}.`)
};

export const pricing_a_seat = /** @type {(inputs: Pricing_A_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a seat`)
};

export const pricing_api_keys = /** @type {(inputs: Pricing_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

export const pricing_calls_included = /** @type {(inputs: Pricing_Calls_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls included a month`)
};

export const pricing_compare = /** @type {(inputs: Pricing_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare the plans`)
};

export const pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current plan`)
};

export const pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: letters, digits, hyphens or underscores. It is checked before you go to the payment page.`)
};

export const pricing_discount_label = /** @type {(inputs: Pricing_Discount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount code`)
};

export const pricing_feature_priority_support = /** @type {(inputs: Pricing_Feature_Priority_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority support`)
};

export const pricing_feature_usage_history = /** @type {(inputs: Pricing_Feature_Usage_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage history`)
};

export const pricing_for_organizations = /** @type {(inputs: Pricing_For_OrganizationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For an organization, which pays for its people's seats. Switch to one, or create one from the workspace menu, to choose ${i?.plan}.`)
};

export const pricing_free = /** @type {(inputs: Pricing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const pricing_included = /** @type {(inputs: Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

export const pricing_not_included = /** @type {(inputs: Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not included`)
};

export const pricing_people = /** @type {(inputs: Pricing_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People in an organization`)
};

export const pricing_per_month = /** @type {(inputs: Pricing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / month`)
};

export const pricing_per_year = /** @type {(inputs: Pricing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / year`)
};

export const pricing_plans = /** @type {(inputs: Pricing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

export const pricing_price = /** @type {(inputs: Pricing_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const pricing_pro_description = /** @type {(inputs: Pricing_Pro_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a product in production.`)
};

export const pricing_pro_feature_starter = /** @type {(inputs: Pricing_Pro_Feature_StarterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Starter`)
};

export const pricing_pro_yearly_description = /** @type {(inputs: Pricing_Pro_Yearly_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro, paid once a year: two months free.`)
};

export const pricing_pro_yearly_feature_free_months = /** @type {(inputs: Pricing_Pro_Yearly_Feature_Free_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two months free`)
};

export const pricing_pro_yearly_feature_pro = /** @type {(inputs: Pricing_Pro_Yearly_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Pro`)
};

export const pricing_scroll_hint = /** @type {(inputs: Pricing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swipe the table sideways to see every plan.`)
};

export const pricing_seats_bought = /** @type {(inputs: Pricing_Seats_BoughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seats bought (${i?.min} to ${i?.max})`)
};

export const pricing_seats_description = /** @type {(inputs: Pricing_Seats_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.minimum}, and one for each member and pending invitation (${i?.people} now).`)
};

export const pricing_seats_label = /** @type {(inputs: Pricing_Seats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const pricing_seats_total = /** @type {(inputs: Pricing_Seats_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} seat × ${i?.each} = ${i?.total}`);
	return /** @type {LocalizedString} */ (`${i?.shown} seats × ${i?.each} = ${i?.total}`)
	
};

export const pricing_starter_description = /** @type {(inputs: Pricing_Starter_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For one person getting started.`)
};

export const pricing_starter_feature_keys = /** @type {(inputs: Pricing_Starter_Feature_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 API keys`)
};

export const pricing_starter_feature_rate = /** @type {(inputs: Pricing_Starter_Feature_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`600 API calls a minute`)
};

export const pricing_starter_feature_support = /** @type {(inputs: Pricing_Starter_Feature_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email support`)
};

export const pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const pricing_subscribe_to = /** @type {(inputs: Pricing_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscribe to ${i?.plan}`)
};

export const pricing_team_description = /** @type {(inputs: Pricing_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For an organization: pay for the seats it uses.`)
};

export const pricing_team_feature_add_seats = /** @type {(inputs: Pricing_Team_Feature_Add_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add seats any time`)
};

export const pricing_team_feature_pro = /** @type {(inputs: Pricing_Team_Feature_ProInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Pro`)
};

export const pricing_team_feature_seats = /** @type {(inputs: Pricing_Team_Feature_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a seat a month, ${i?.min} seats at least`)
};

export const pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`${i?.count}-day free trial`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`${i?.count}-week free trial`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`${i?.count}-month free trial`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`${i?.count}-year free trial`);
	return /** @type {LocalizedString} */ (`${i?.count}-${i?.interval} free trial`)
	
};

export const pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.trial}: nothing is charged until it ends.`)
};

export const pricing_what_you_get = /** @type {(inputs: Pricing_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you get`)
};

export const settings_billing_organization = /** @type {(inputs: Settings_Billing_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} is the active workspace: this is its plan, shared with its members.`)
};

export const settings_billing_personal = /** @type {(inputs: Settings_Billing_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan. Plans, payment method and invoices are on the Subscriptions page.`)
};

export const settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removes your account, its sessions, linked accounts and API key. This cannot be undone.`)
};

export const settings_delete_dialog_title = /** @type {(inputs: Settings_Delete_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account?`)
};

export const settings_delete_done_text = /** @type {(inputs: Settings_Delete_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and everything in it are gone.`)
};

export const settings_delete_done_title = /** @type {(inputs: Settings_Delete_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

export const settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account ${i?.email}, its sessions, linked accounts and API key are removed for good. Choose how to confirm it is you.`)
};

export const settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a deletion link`)
};

export const settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a deletion link to ${i?.email}.`)
};

export const settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We mail a link to ${i?.email}; the account is deleted when you follow it.`)
};

export const settings_delete_not_deleted = /** @type {(inputs: Settings_Delete_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not deleted`)
};

export const settings_delete_now = /** @type {(inputs: Settings_Delete_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete now`)
};

export const settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete right away: works within ${i?.wait} of signing in.`)
};

export const settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete right away, confirmed by this session.`)
};

export const settings_delete_off = /** @type {(inputs: Settings_Delete_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting accounts is turned off on this server. Contact support to close your account.`)
};

export const settings_delete_open = /** @type {(inputs: Settings_Delete_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account…`)
};

export const settings_delete_password_label = /** @type {(inputs: Settings_Delete_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

export const settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plans} and ${i?.last} plans are cancelled at the payment provider as the account goes: they end at once, not at the end of the period you paid for, and nothing more is charged.`)
};

export const settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan is cancelled at the payment provider as the account goes: it ends at once, not at the end of the period you paid for, and nothing more is charged.`)
};

export const settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your paid plan ends too`)
};

export const settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out and sign in again, then delete within ${i?.wait}.`)
};

export const settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

export const settings_delete_with_password = /** @type {(inputs: Settings_Delete_With_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete with password`)
};

export const settings_email_change = /** @type {(inputs: Settings_Email_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

export const settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the email address is turned off on this server.`)
};

export const settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your address is now ${i?.newEmail}. Check ${i?.newEmail} for a verification link.`)
};

export const settings_email_changed_title = /** @type {(inputs: Settings_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address changed`)
};

export const settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.currentEmail} to confirm the change to ${i?.newEmail}.`)
};

export const settings_email_confirm_title = /** @type {(inputs: Settings_Email_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the change`)
};

export const settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address is not verified, so it changes at once; then we ask the new address to confirm itself.`)
};

export const settings_email_new_help_verified = /** @type {(inputs: Settings_Email_New_Help_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We mail your current address to confirm the change.`)
};

export const settings_email_new_label = /** @type {(inputs: Settings_Email_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address`)
};

export const settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email not changed`)
};

export const settings_email_not_sent_title = /** @type {(inputs: Settings_Email_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification mail not sent`)
};

export const settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

export const settings_email_send_verification = /** @type {(inputs: Settings_Email_Send_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send verification mail`)
};

export const settings_email_title = /** @type {(inputs: Settings_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const settings_email_verification_sent_text = /** @type {(inputs: Settings_Email_Verification_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.email} for the confirmation link.`)
};

export const settings_email_verification_sent_title = /** @type {(inputs: Settings_Email_Verification_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification mail sent`)
};

export const settings_email_verified = /** @type {(inputs: Settings_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile, linked accounts, sessions, API key details and usage, subscriptions, organizations and activity. Never secrets: no passwords, tokens or keys.`)
};

export const settings_export_description = /** @type {(inputs: Settings_Export_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A copy of everything this app holds about you, in one JSON file.`)
};

export const settings_export_done_text = /** @type {(inputs: Settings_Export_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One JSON file, in your downloads.`)
};

export const settings_export_done_title = /** @type {(inputs: Settings_Export_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data is downloaded`)
};

export const settings_export_download = /** @type {(inputs: Settings_Export_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

export const settings_export_failed = /** @type {(inputs: Settings_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data could not be exported. Try again.`)
};

export const settings_export_not_done_title = /** @type {(inputs: Settings_Export_Not_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not downloaded`)
};

export const settings_export_title = /** @type {(inputs: Settings_Export_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

export const settings_linked_account_id = /** @type {(inputs: Settings_Linked_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account ID`)
};

export const settings_linked_actions = /** @type {(inputs: Settings_Linked_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ways you can sign in besides a link by mail, which needs no linked account.`)
};

export const settings_linked_link = /** @type {(inputs: Settings_Linked_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link ${i?.provider}`)
};

export const settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link another account`)
};

export const settings_linked_linked = /** @type {(inputs: Settings_Linked_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linked`)
};

export const settings_linked_loading = /** @type {(inputs: Settings_Linked_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your linked accounts…`)
};

export const settings_linked_no_providers = /** @type {(inputs: Settings_Linked_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sign-in providers are configured on this server.`)
};

export const settings_linked_no_scopes = /** @type {(inputs: Settings_Linked_No_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No linked accounts: you sign in with links sent by mail.`)
};

export const settings_linked_not_linked_title = /** @type {(inputs: Settings_Linked_Not_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not linked`)
};

export const settings_linked_not_unlinked_title = /** @type {(inputs: Settings_Linked_Not_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not unlinked`)
};

export const settings_linked_password = /** @type {(inputs: Settings_Linked_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const settings_linked_provider = /** @type {(inputs: Settings_Linked_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provider`)
};

export const settings_linked_scopes = /** @type {(inputs: Settings_Linked_ScopesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopes`)
};

export const settings_linked_title = /** @type {(inputs: Settings_Linked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linked accounts`)
};

export const settings_linked_unlink = /** @type {(inputs: Settings_Linked_UnlinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink`)
};

export const settings_linked_unlink_label = /** @type {(inputs: Settings_Linked_Unlink_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unlink ${i?.provider}`)
};

export const settings_linked_unlinked_text = /** @type {(inputs: Settings_Linked_Unlinked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} is no longer linked.`)
};

export const settings_linked_unlinked_title = /** @type {(inputs: Settings_Linked_Unlinked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account unlinked`)
};

export const settings_linked_updated = /** @type {(inputs: Settings_Linked_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updated`)
};

export const settings_nav_activity = /** @type {(inputs: Settings_Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

export const settings_nav_api = /** @type {(inputs: Settings_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

export const settings_nav_billing = /** @type {(inputs: Settings_Nav_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const settings_nav_danger_zone = /** @type {(inputs: Settings_Nav_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

export const settings_nav_linked_accounts = /** @type {(inputs: Settings_Nav_Linked_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linked accounts`)
};

export const settings_nav_profile = /** @type {(inputs: Settings_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const settings_nav_security = /** @type {(inputs: Settings_Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

export const settings_nav_sessions = /** @type {(inputs: Settings_Nav_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

export const settings_network_ip = /** @type {(inputs: Settings_Network_IpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IP ${i?.ip}`)
};

export const settings_network_this_computer = /** @type {(inputs: Settings_Network_This_ComputerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this computer`)
};

export const settings_network_unknown = /** @type {(inputs: Settings_Network_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown address`)
};

export const settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work`)
};

export const settings_profile_description = /** @type {(inputs: Settings_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you appear in the app.`)
};

export const settings_profile_image_label = /** @type {(inputs: Settings_Profile_Image_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatar image URL`)
};

export const settings_profile_image_placeholder = /** @type {(inputs: Settings_Profile_Image_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://example.com/me.png`)
};

export const settings_profile_name_label = /** @type {(inputs: Settings_Profile_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const settings_profile_not_saved_title = /** @type {(inputs: Settings_Profile_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile not saved`)
};

export const settings_profile_save = /** @type {(inputs: Settings_Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

export const settings_profile_saved_text = /** @type {(inputs: Settings_Profile_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name and picture are updated.`)
};

export const settings_profile_saved_title = /** @type {(inputs: Settings_Profile_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile saved`)
};

export const settings_profile_title = /** @type {(inputs: Settings_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const settings_region_description = /** @type {(inputs: Settings_Region_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of the app and its mails, and the zone dates and times are shown in.`)
};

export const settings_region_title = /** @type {(inputs: Settings_Region_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language and time zone`)
};

export const settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session, this one included, is signed out.`)
};

export const settings_sessions_all_done_title = /** @type {(inputs: Settings_Sessions_All_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out everywhere`)
};

export const settings_sessions_description = /** @type {(inputs: Settings_Sessions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where your account is signed in.`)
};

export const settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.network} · signed in ${i?.signedIn} · last active ${i?.lastActive}`)
};

export const settings_sessions_device = /** @type {(inputs: Settings_Sessions_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.os}`)
};

export const settings_sessions_device_this = /** @type {(inputs: Settings_Sessions_Device_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.os} (this device)`)
};

export const settings_sessions_loading = /** @type {(inputs: Settings_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your sessions…`)
};

export const settings_sessions_not_revoked_title = /** @type {(inputs: Settings_Sessions_Not_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session not revoked`)
};

export const settings_sessions_not_signed_out_title = /** @type {(inputs: Settings_Sessions_Not_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not signed out`)
};

export const settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other session is signed out.`)
};

export const settings_sessions_others_done_title = /** @type {(inputs: Settings_Sessions_Others_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out elsewhere`)
};

export const settings_sessions_revoke = /** @type {(inputs: Settings_Sessions_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

export const settings_sessions_revoke_label = /** @type {(inputs: Settings_Sessions_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.browser} on ${i?.os}, from ${i?.network}`)
};

export const settings_sessions_revoked_text = /** @type {(inputs: Settings_Sessions_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device is signed out.`)
};

export const settings_sessions_revoked_title = /** @type {(inputs: Settings_Sessions_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session revoked`)
};

export const settings_sessions_sign_out_everywhere = /** @type {(inputs: Settings_Sessions_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere`)
};

export const settings_sessions_sign_out_others = /** @type {(inputs: Settings_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out other sessions`)
};

export const settings_sessions_this_device = /** @type {(inputs: Settings_Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

export const settings_sessions_title = /** @type {(inputs: Settings_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

export const settings_time_zone_browser = /** @type {(inputs: Settings_Time_Zone_BrowserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This browser's zone (${i?.zone})`)
};

export const settings_time_zone_label = /** @type {(inputs: Settings_Time_Zone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

export const settings_time_zone_not_saved_title = /** @type {(inputs: Settings_Time_Zone_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone not saved`)
};

export const settings_time_zone_saved_text = /** @type {(inputs: Settings_Time_Zone_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dates and times are now shown in ${i?.zone}.`)
};

export const settings_time_zone_saved_title = /** @type {(inputs: Settings_Time_Zone_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone saved`)
};

export const settings_title = /** @type {(inputs: Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.initials}, account menu`)
};

export const shell_admin_console = /** @type {(inputs: Shell_Admin_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin console`)
};

export const shell_error = /** @type {(inputs: Shell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const shell_main = /** @type {(inputs: Shell_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const shell_nav_api = /** @type {(inputs: Shell_Nav_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const shell_nav_organization = /** @type {(inputs: Shell_Nav_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const shell_nav_subscriptions = /** @type {(inputs: Shell_Nav_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const shell_navigation = /** @type {(inputs: Shell_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const shell_signed_in_as = /** @type {(inputs: Shell_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const team_add = /** @type {(inputs: Team_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const team_add_member_label = /** @type {(inputs: Team_Add_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a member to ${i?.team}`)
};

export const team_choose_member = /** @type {(inputs: Team_Choose_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a member`)
};

export const team_create = /** @type {(inputs: Team_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create team`)
};

export const team_created = /** @type {(inputs: Team_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team created`)
};

export const team_created_text = /** @type {(inputs: Team_Created_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ready for members.`)
};

export const team_delete = /** @type {(inputs: Team_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete team`)
};

export const team_delete_label = /** @type {(inputs: Team_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.team}`)
};

export const team_delete_text = /** @type {(inputs: Team_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The team is removed; its members stay in ${i?.organization} with their roles.`)
};

export const team_delete_title = /** @type {(inputs: Team_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.team}?`)
};

export const team_deleted = /** @type {(inputs: Team_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team deleted`)
};

export const team_deleted_text = /** @type {(inputs: Team_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} is gone; its members stay in the organization.`)
};

export const team_description = /** @type {(inputs: Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups of members inside the organization.`)
};

export const team_keep = /** @type {(inputs: Team_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep team`)
};

export const team_member_added = /** @type {(inputs: Team_Member_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to the team`)
};

export const team_member_added_text = /** @type {(inputs: Team_Member_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in ${i?.team}`)
};

export const team_member_removed = /** @type {(inputs: Team_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from the team`)
};

export const team_member_removed_text = /** @type {(inputs: Team_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} is updated.`)
};

export const team_name = /** @type {(inputs: Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team name`)
};

export const team_new_name = /** @type {(inputs: Team_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New team's name`)
};

export const team_no_members = /** @type {(inputs: Team_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members yet.`)
};

export const team_none = /** @type {(inputs: Team_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No teams yet.`)
};

export const team_none_ask = /** @type {(inputs: Team_None_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organization's owners and admins can create them.`)
};

export const team_none_can_create = /** @type {(inputs: Team_None_Can_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name one above to group members.`)
};

export const team_not_added = /** @type {(inputs: Team_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not added`)
};

export const team_not_created = /** @type {(inputs: Team_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team not created`)
};

export const team_not_deleted = /** @type {(inputs: Team_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team not deleted`)
};

export const team_not_renamed = /** @type {(inputs: Team_Not_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not renamed`)
};

export const team_remove_member_label = /** @type {(inputs: Team_Remove_Member_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from ${i?.team}`)
};

export const team_rename = /** @type {(inputs: Team_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const team_rename_label = /** @type {(inputs: Team_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.team}`)
};

export const team_renamed = /** @type {(inputs: Team_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team renamed`)
};

export const team_renamed_text = /** @type {(inputs: Team_Renamed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.team} is now ${i?.name}`)
};

export const team_save_name = /** @type {(inputs: Team_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

export const tfa_app_code_help = /** @type {(inputs: Tfa_App_Code_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The 6-digit code the app shows for ${i?.appName}.`)
};

export const tfa_app_code_label = /** @type {(inputs: Tfa_App_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app`)
};

export const tfa_authentication_code = /** @type {(inputs: Tfa_Authentication_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication code`)
};

export const tfa_backup_code = /** @type {(inputs: Tfa_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup code`)
};

export const tfa_backup_codes = /** @type {(inputs: Tfa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup codes`)
};

export const tfa_cannot_scan = /** @type {(inputs: Tfa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot scan it? Enter this key in the app:`)
};

export const tfa_code_not_checked = /** @type {(inputs: Tfa_Code_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code could not be checked.`)
};

export const tfa_continue_setup = /** @type {(inputs: Tfa_Continue_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue setup`)
};

export const tfa_copy_codes = /** @type {(inputs: Tfa_Copy_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy codes`)
};

export const tfa_copy_key = /** @type {(inputs: Tfa_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy key`)
};

export const tfa_description = /** @type {(inputs: Tfa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A second step when you sign in with a password or a link: a 6-digit code from an authenticator app on your phone. Passkeys need no code.`)
};

export const tfa_download = /** @type {(inputs: Tfa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

export const tfa_either_code_label = /** @type {(inputs: Tfa_Either_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app, or a backup code`)
};

export const tfa_error_code_used = /** @type {(inputs: Tfa_Error_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code was used already. Enter the next code your authenticator app shows.`)
};

export const tfa_error_invalid_backup_code = /** @type {(inputs: Tfa_Error_Invalid_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That backup code is not right, or it was used already.`)
};

export const tfa_error_invalid_code = /** @type {(inputs: Tfa_Error_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Enter the code your authenticator app shows now.`)
};

export const tfa_error_not_on = /** @type {(inputs: Tfa_Error_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is not on.`)
};

export const tfa_error_on_already = /** @type {(inputs: Tfa_Error_On_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is on already.`)
};

export const tfa_error_set_up_first = /** @type {(inputs: Tfa_Error_Set_Up_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor authentication first.`)
};

export const tfa_error_sign_in_expired = /** @type {(inputs: Tfa_Error_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in has expired. Sign in again.`)
};

export const tfa_error_too_many_for_account = /** @type {(inputs: Tfa_Error_Too_Many_For_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes for this account.`)
};

export const tfa_error_too_many_for_sign_in = /** @type {(inputs: Tfa_Error_Too_Many_For_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes for this sign-in. Sign in again.`)
};

export const tfa_error_too_many_tried = /** @type {(inputs: Tfa_Error_Too_Many_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many codes were tried.`)
};

export const tfa_file_account = /** @type {(inputs: Tfa_File_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account: ${i?.email}`)
};

export const tfa_file_created = /** @type {(inputs: Tfa_File_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Created: ${i?.date}`)
};

export const tfa_file_stop = /** @type {(inputs: Tfa_File_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New codes, or turning two-factor authentication off, make these stop working.`)
};

export const tfa_file_title = /** @type {(inputs: Tfa_File_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} backup codes`)
};

export const tfa_file_use = /** @type {(inputs: Tfa_File_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each code signs you in once when you cannot use your authenticator app.`)
};

export const tfa_fresh_generate_codes = /** @type {(inputs: Tfa_Fresh_Generate_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign out and sign in again, then generate new backup codes.`)
};

export const tfa_fresh_set_up = /** @type {(inputs: Tfa_Fresh_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign out and sign in again, then set up two-factor authentication.`)
};

export const tfa_fresh_turn_off = /** @type {(inputs: Tfa_Fresh_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign out and sign in again, then turn off two-factor authentication.`)
};

export const tfa_generate_new_codes = /** @type {(inputs: Tfa_Generate_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generate new backup codes`)
};

export const tfa_generate_new_codes_action = /** @type {(inputs: Tfa_Generate_New_Codes_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generate new codes`)
};

export const tfa_key_details = /** @type {(inputs: Tfa_Key_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Time-based, 6 digits, for ${i?.email}.`)
};

export const tfa_loading = /** @type {(inputs: Tfa_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading two-factor authentication`)
};

export const tfa_new_codes_text = /** @type {(inputs: Tfa_New_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ten new codes replace your current ones: the old codes stop working at once, used or not. The new codes are shown once.`)
};

export const tfa_no_key = /** @type {(inputs: Tfa_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server did not answer with a key for the app.`)
};

export const tfa_no_new_codes = /** @type {(inputs: Tfa_No_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No new codes were made`)
};

export const tfa_not_on_yet = /** @type {(inputs: Tfa_Not_On_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is not on yet`)
};

export const tfa_not_set_up = /** @type {(inputs: Tfa_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication was not set up`)
};

export const tfa_not_signed_in_yet = /** @type {(inputs: Tfa_Not_Signed_In_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not signed in yet`)
};

export const tfa_off = /** @type {(inputs: Tfa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is off.`)
};

export const tfa_old_codes_stopped = /** @type {(inputs: Tfa_Old_Codes_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your old backup codes have stopped working.`)
};

export const tfa_on = /** @type {(inputs: Tfa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const tfa_on_now = /** @type {(inputs: Tfa_On_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is on. Signing in with a password or a link now asks for a code from your app.`)
};

export const tfa_on_text = /** @type {(inputs: Tfa_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in asks for a code from your authenticator app.`)
};

export const tfa_password_intro = /** @type {(inputs: Tfa_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will need an authenticator app on your phone, such as 1Password, Google Authenticator, Microsoft Authenticator or Aegis. First, confirm it is you.`)
};

export const tfa_preparing_key = /** @type {(inputs: Tfa_Preparing_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing the key for your app`)
};

export const tfa_problem_backup_code = /** @type {(inputs: Tfa_Problem_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a backup code as it was given, like AbCd1-2EfGh.`)
};

export const tfa_problem_either_code = /** @type {(inputs: Tfa_Problem_Either_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a code from your authenticator app or one of your backup codes.`)
};

export const tfa_problem_totp_code = /** @type {(inputs: Tfa_Problem_Totp_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the ${i?.digits}-digit code from your authenticator app.`)
};

export const tfa_qr_alt = /** @type {(inputs: Tfa_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code that adds ${i?.appName} (${i?.email}) to an authenticator app. It holds the setup key written out next to it.`)
};

export const tfa_qr_drawing = /** @type {(inputs: Tfa_Qr_DrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing the QR code`)
};

export const tfa_qr_failed = /** @type {(inputs: Tfa_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The QR code could not be drawn. Enter the key below in your app instead.`)
};

export const tfa_save_codes = /** @type {(inputs: Tfa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save these backup codes`)
};

export const tfa_save_codes_text = /** @type {(inputs: Tfa_Save_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each code signs you in once if you cannot use your authenticator app, such as when your phone is lost. Keep them somewhere safe, like a password manager: they will not be shown again.`)
};

export const tfa_scan = /** @type {(inputs: Tfa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this QR code with an authenticator app on your phone, such as 1Password, Google Authenticator, Microsoft Authenticator or Aegis.`)
};

export const tfa_set_up = /** @type {(inputs: Tfa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor authentication`)
};

export const tfa_setup_key = /** @type {(inputs: Tfa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup key`)
};

export const tfa_sign_in_again = /** @type {(inputs: Tfa_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again`)
};

export const tfa_sign_in_app_intro = /** @type {(inputs: Tfa_Sign_In_App_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open your authenticator app and enter the code it shows for ${i?.appName}.`)
};

export const tfa_sign_in_backup_intro = /** @type {(inputs: Tfa_Sign_In_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter one of the backup codes you saved when you set up two-factor authentication. Each works once.`)
};

export const tfa_sign_in_ended = /** @type {(inputs: Tfa_Sign_In_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in has ended`)
};

export const tfa_something_went_wrong = /** @type {(inputs: Tfa_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Try again.`)
};

export const tfa_still_on = /** @type {(inputs: Tfa_Still_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is still on`)
};

export const tfa_stop_setup = /** @type {(inputs: Tfa_Stop_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop setup`)
};

export const tfa_stop_text = /** @type {(inputs: Tfa_Stop_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication stays off. If you added the key to your app already, remove it there: setting up again makes a new key.`)
};

export const tfa_stop_title = /** @type {(inputs: Tfa_Stop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop setting up two-factor authentication?`)
};

export const tfa_title = /** @type {(inputs: Tfa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

export const tfa_trust_device = /** @type {(inputs: Tfa_Trust_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust this device for 30 days`)
};

export const tfa_trust_device_help = /** @type {(inputs: Tfa_Trust_Device_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will not be asked for a code again. Leave it off on a shared computer.`)
};

export const tfa_turn_off = /** @type {(inputs: Tfa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off`)
};

export const tfa_turn_off_button = /** @type {(inputs: Tfa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor authentication…`)
};

export const tfa_turn_off_text = /** @type {(inputs: Tfa_Turn_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in will ask only for your password or a link again. Your backup codes stop working, and every browser you trusted is forgotten.`)
};

export const tfa_turn_off_title = /** @type {(inputs: Tfa_Turn_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor authentication?`)
};

export const tfa_turn_on = /** @type {(inputs: Tfa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on`)
};

export const tfa_turned_off_text = /** @type {(inputs: Tfa_Turned_Off_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in no longer asks for a code.`)
};

export const tfa_turned_off_title = /** @type {(inputs: Tfa_Turned_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is off`)
};

export const tfa_use_app = /** @type {(inputs: Tfa_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your authenticator app instead`)
};

export const tfa_use_backup_code = /** @type {(inputs: Tfa_Use_Backup_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a backup code instead`)
};

export const tfa_verify = /** @type {(inputs: Tfa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

export const validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at most ${i?.max} characters`)
};

export const validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address, like name@example.com`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email addresses are at most ${i?.max} characters, ${i?.local} before the @`)
};

export const validation_enter_a_name = /** @type {(inputs: Validation_Enter_A_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name`)
};

export const validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password`)
};

export const validation_enter_email = /** @type {(inputs: Validation_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address`)
};

export const validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name for the key`)
};

export const validation_enter_new_email = /** @type {(inputs: Validation_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new email address`)
};

export const validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name for the passkey`)
};

export const validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password`)
};

export const validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a short name`)
};

export const validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your name`)
};

export const validation_https_url = /** @type {(inputs: Validation_Https_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// address, or leave it empty`)
};

export const validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password too long`)
};

export const validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password too short`)
};

export const validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passwords do not match`)
};

export const validation_printable = /** @type {(inputs: Validation_PrintableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use letters, digits, spaces and punctuation only`)
};

export const validation_slug_shape = /** @type {(inputs: Validation_Slug_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lowercase letters, digits and dashes, starting and ending with a letter or digit`)
};

export const welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.appName}`)
};

export const welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, as the app greets you and as the people you work with see you. You can change it later in the settings.`)
};

export const welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What should we call you?`)
};

export const welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name was not saved`)
};

export const welcome_skip = /** @type {(inputs: Welcome_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip for now`)
};

export const welcome_title = /** @type {(inputs: Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};