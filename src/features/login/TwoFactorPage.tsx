import { Alert, Anchor, Button, Card, Center, Checkbox, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type MouseEvent, useRef, useState } from "react";
import { CodeField } from "~/features/two-factor/CodeField";
import { twoFactorRefusal, twoFactorSentence } from "~/features/two-factor/two-factor-sentences";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { ServerError } from "~/lib/errors";
import { formFields } from "~/lib/form-posts";
import { problemMessage } from "~/lib/form-problems";
import { loadAuthClient } from "~/lib/load-auth-client";
import { readCode } from "~/lib/two-factor";
import { useFinishSignIn } from "./use-finish-sign-in";

type Method = "app" | "backup";

/** Errors after which this sign-in cannot go on: its challenge is gone or spent. */
const SIGN_IN_OVER = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

async function verify(method: Method, code: string, trustDevice: boolean): Promise<void> {
  const client = await loadAuthClient();
  const body = { code, trustDevice };
  const { error } =
    method === "app"
      ? await client.twoFactor.verifyTotp(body)
      : await client.twoFactor.verifyBackupCode(body);
  if (error) {
    throw new ServerError(
      twoFactorRefusal(error, m.tfa_code_not_checked()),
      error.status,
      error.code ?? "UNKNOWN",
    );
  }
}

/**
 * The second step of a sign-in (ADR 028): after a password, a link or a provider, an account with
 * two-factor on arrives here with the server's challenge cookie, and a code from the app or a
 * backup code finishes the sign-in.
 */
export function TwoFactorPage({
  redirectTo,
  backupFirst = false,
  problem: postedProblem,
}: {
  redirectTo: string | undefined;
  /** `?method=backup`: the backup code first (the switch works without script as a link). */
  backupFirst?: boolean;
  /** A plain form post's error, by number (src/lib/form-posts.ts). */
  problem?: string | undefined;
}) {
  const [method, setMethod] = useState<Method>(backupFirst ? "backup" : "app");
  const [problem, setProblem] = useState<string | null>(problemMessage(postedProblem));
  const field = useRef<HTMLInputElement>(null);
  const finish = useFinishSignIn(redirectTo);
  const check = useMutation({
    mutationFn: (input: { method: Method; code: string; trustDevice: boolean }) =>
      verify(input.method, input.code, input.trustDevice),
    onSuccess: finish,
  });
  const over = check.error instanceof ServerError && SIGN_IN_OVER.has(check.error.code);
  const backToSignIn = { redirect: redirectTo };

  // What the fields show is what is sent, typed before the script ran too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formFields(event.currentTarget, ["code", "trustDevice"]);
    const read = readCode(method === "app" ? "totp" : "backup", values.code);
    setProblem("problem" in read ? twoFactorSentence(read.problem) : null);
    const trustDevice = values.trustDevice === "on";
    if ("code" in read) check.mutate({ method, code: read.code, trustDevice });
  };

  const switchMethod = (event: MouseEvent) => {
    event.preventDefault();
    setMethod(method === "app" ? "backup" : "app");
    if (field.current) field.current.value = "";
    setProblem(null);
    check.reset();
    field.current?.focus();
  };
  const otherMethod = new URLSearchParams({
    ...(redirectTo ? { redirect: redirectTo } : {}),
    ...(method === "app" ? { method: "backup" } : {}),
  }).toString();

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        <form noValidate method="post" action="/login/two-factor" onSubmit={submit}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {m.tfa_title()}
            </Title>
            <Text c="dimmed" size="sm">
              {method === "app"
                ? m.tfa_sign_in_app_intro({ appName: APP_NAME })
                : m.tfa_sign_in_backup_intro()}
            </Text>
            {check.isError && (
              <Alert
                color="ember"
                title={over ? m.tfa_sign_in_ended() : m.tfa_not_signed_in_yet()}
                role="alert"
              >
                {check.error.message}
              </Alert>
            )}
            {over ? (
              <Button renderRoot={(props) => <Link to="/login" search={backToSignIn} {...props} />}>
                {m.tfa_sign_in_again()}
              </Button>
            ) : (
              <>
                {method === "backup" && <input type="hidden" name="method" value="backup" />}
                {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
                <CodeField
                  ref={field}
                  key={method}
                  kind={method === "app" ? "totp" : "backup"}
                  label={method === "app" ? m.tfa_authentication_code() : m.tfa_backup_code()}
                  name="code"
                  required
                  // The code is the page's one task.
                  autoFocus
                  error={problem}
                  onChange={() => setProblem(null)}
                />
                <Checkbox
                  name="trustDevice"
                  label={m.tfa_trust_device()}
                  description={m.tfa_trust_device_help()}
                />
                <Button type="submit" loading={check.isPending || check.isSuccess} fullWidth>
                  {m.tfa_verify()}
                </Button>
                <Button
                  component="a"
                  href={`/login/two-factor${otherMethod ? `?${otherMethod}` : ""}`}
                  variant="subtle"
                  onClick={switchMethod}
                >
                  {method === "app" ? m.tfa_use_backup_code() : m.tfa_use_app()}
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  <Anchor
                    size="xs"
                    renderRoot={(props) => <Link to="/login" search={backToSignIn} {...props} />}
                  >
                    {m.password_back_to_sign_in()}
                  </Anchor>
                </Text>
              </>
            )}
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
