import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { describeConstraints, enumValues, type Parameter } from "./openapi";

interface Answer {
  status: number;
  statusText: string;
  body: string;
}

/** Pretty-prints a JSON body; anything else is shown as it came. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Calls one operation from the browser with a pasted key. The key goes in the Authorization
 * header only, never in the URL, and is kept in this component's state only.
 */
export function TryIt({
  method,
  url,
  parameters,
}: {
  method: string;
  /** Path on this origin, e.g. "/api/v1/subscriptions". */
  url: string;
  parameters: Parameter[];
}) {
  const queryParameters = parameters.filter((p) => p.in === "query");
  const [key, setKey] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const search = new URLSearchParams();
      for (const parameter of queryParameters) {
        const value = values[parameter.name]?.trim();
        if (value) search.set(parameter.name, value);
      }
      const query = search.toString();
      const headers: Record<string, string> = { accept: "application/json" };
      if (key.trim()) headers.authorization = `Bearer ${key.trim()}`;
      const response = await fetch(query ? `${url}?${query}` : url, {
        method: method.toUpperCase(),
        headers,
        // The API authenticates by key alone: the session cookie has no business here.
        credentials: "omit",
        cache: "no-store",
      });
      setAnswer({
        status: response.status,
        statusText: response.statusText,
        body: pretty(await response.text()),
      });
    } catch (error) {
      setAnswer(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event: FormEvent) => void send(event)}
      // Every operation has a "Try it" form: the landmark's name says which one.
      aria-label={`Try ${method.toUpperCase()} ${url}`}
    >
      <Title order={4} size="h5">
        Try it
      </Title>
      <PasswordInput
        label="API key"
        placeholder="Paste your key (tl_…)"
        description="Paste your key: the app shows it only once, when you create or regenerate it. It is sent in the Authorization header, never in the URL."
        value={key}
        onChange={(event) => setKey(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {queryParameters.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {queryParameters.map((parameter) => {
            const choices = enumValues(parameter.schema);
            const hint = parameter.description ?? describeConstraints(parameter.schema) ?? "";
            const onChange = (value: string) =>
              setValues((current) => ({ ...current, [parameter.name]: value }));
            return choices ? (
              <NativeSelect
                key={parameter.name}
                label={parameter.name}
                description={hint || undefined}
                data={[{ value: "", label: "(any)" }, ...choices]}
                value={values[parameter.name] ?? ""}
                onChange={(event) => onChange(event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key={parameter.name}
                label={parameter.name}
                description={hint || undefined}
                value={values[parameter.name] ?? ""}
                onChange={(event) => onChange(event.currentTarget.value)}
                required={parameter.required}
              />
            );
          })}
        </SimpleGrid>
      )}
      <Group>
        <Button type="submit" loading={sending}>
          Send
        </Button>
        <Text size="sm" c="dimmed">
          {method.toUpperCase()} {url}
        </Text>
      </Group>
      {failure && (
        <Alert color="ember" title="The request did not complete" role="alert">
          {failure}
        </Alert>
      )}
      {answer && (
        <Stack gap="xs" aria-live="polite">
          <Text fw={700} c={answer.status < 400 ? "pine" : "ember"}>
            Status {answer.status}
            {answer.statusText ? ` ${answer.statusText}` : ""}
          </Text>
          <Code block aria-label="Response body" style={{ maxHeight: 360, overflow: "auto" }}>
            {answer.body}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
