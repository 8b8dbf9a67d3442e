import { Alert, Anchor, Button, Card, Center, Checkbox, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type MouseEvent, useRef, useState } from "react";
import { CodeField } from "~/features/two-factor/CodeField";
import { APP_NAME } from "~/lib/brand";
import { ServerError } from "~/lib/errors";
import { formFields, problemMessage } from "~/lib/form-posts";
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
      error.message || "The code could not be checked.",
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
    setProblem("problem" in read ? read.problem : null);
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
              Two-factor authentication
            </Title>
            <Text c="dimmed" size="sm">
              {method === "app"
                ? `Open your authenticator app and enter the code it shows for ${APP_NAME}.`
                : "Enter one of the backup codes you saved when you set up two-factor authentication. Each works once."}
            </Text>
            {check.isError && (
              <Alert
                color="ember"
                title={over ? "This sign-in has ended" : "You are not signed in yet"}
                role="alert"
              >
                {check.error.message}
              </Alert>
            )}
            {over ? (
              <Button renderRoot={(props) => <Link to="/login" search={backToSignIn} {...props} />}>
                Sign in again
              </Button>
            ) : (
              <>
                {method === "backup" && <input type="hidden" name="method" value="backup" />}
                {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
                <CodeField
                  ref={field}
                  key={method}
                  kind={method === "app" ? "totp" : "backup"}
                  label={method === "app" ? "Authentication code" : "Backup code"}
                  name="code"
                  required
                  // The code is the page's one task.
                  autoFocus
                  error={problem}
                  onChange={() => setProblem(null)}
                />
                <Checkbox
                  name="trustDevice"
                  label="Trust this device for 30 days"
                  description="It will not be asked for a code again. Leave it off on a shared computer."
                />
                <Button type="submit" loading={check.isPending || check.isSuccess} fullWidth>
                  Verify
                </Button>
                <Button
                  component="a"
                  href={`/login/two-factor${otherMethod ? `?${otherMethod}` : ""}`}
                  variant="subtle"
                  onClick={switchMethod}
                >
                  {method === "app"
                    ? "Use a backup code instead"
                    : "Use your authenticator app instead"}
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  <Anchor
                    size="xs"
                    renderRoot={(props) => <Link to="/login" search={backToSignIn} {...props} />}
                  >
                    Back to sign in
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
