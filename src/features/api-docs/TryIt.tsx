import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import {
  describeConstraints,
  enumValues,
  exampleValue,
  fillPath,
  jsonContent,
  type KeyPlacement,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
} from "./openapi";

/** The key typed once for the page, and the header it goes in. */
export interface Credentials {
  key: string;
  placement: KeyPlacement | undefined;
}

/** What an operation's card and its form are given. */
export interface OperationProps {
  entry: OperationEntry;
  /** The API's path on this origin, e.g. "/api/v1". */
  base: string;
  document: OpenApiDocument;
  credentials: Credentials;
}

interface TryItResult {
  status: number;
  statusText: string;
  /** The headers the document promises for this status, as they came. */
  headers: [string, string][];
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

/** Where a parameter goes, in the words its field shows. */
const PLACES: Record<string, () => string> = {
  path: m.apidocs_in_path,
  query: m.apidocs_in_query,
  header: m.apidocs_in_header,
};

/** The inputs a form can send: cookies are the browser's, and this page sends none. */
function sendable(parameter: Parameter): boolean {
  return parameter.in in PLACES;
}

const fieldKey = (parameter: Parameter) => `${parameter.in}:${parameter.name}`;

/**
 * Calls one operation from the browser with the page's key. The key goes in a header only,
 * never in the URL, and stays in the page's state.
 */
export function TryIt({ entry, base, document, credentials }: OperationProps) {
  const { method, path, operation } = entry;
  const parameters = entry.parameters.filter(sendable);
  const body = operation.requestBody ? jsonContent(operation.requestBody.content) : null;
  const [values, setValues] = useState<Record<string, string>>({});
  const [bodyText, setBodyText] = useState(() =>
    body ? JSON.stringify(body.example ?? exampleValue(body.schema, document), null, 2) : "",
  );
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TryItResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const typed = (parameter: Parameter) => values[fieldKey(parameter)]?.trim() ?? "";
  const filled = (place: string) =>
    parameters
      .filter((parameter) => parameter.in === place && typed(parameter))
      .map((parameter): [string, string] => [parameter.name, typed(parameter)]);
  const target = `${base}${fillPath(path, Object.fromEntries(filled("path")))}`;
  const verb = method.toUpperCase();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const query = new URLSearchParams(filled("query")).toString();
      const headers: Record<string, string> = { accept: "application/json" };
      for (const [name, value] of filled("header")) headers[name.toLowerCase()] = value;
      const { key, placement } = credentials;
      if (key.trim() && placement) headers[placement.header] = `${placement.prefix}${key.trim()}`;
      const sendsBody = body !== null && bodyText.trim() !== "";
      if (sendsBody) headers["content-type"] = body.mediaType;
      const response = await fetch(query ? `${target}?${query}` : target, {
        method: verb,
        headers,
        body: sendsBody ? bodyText : undefined,
        // The API authenticates by key alone: the session cookie has no business here.
        credentials: "omit",
        cache: "no-store",
      });
      const documented =
        operation.responses?.[String(response.status)] ?? operation.responses?.default;
      setResult({
        status: response.status,
        statusText: response.statusText,
        headers: Object.keys(documented?.headers ?? {}).flatMap((name): [string, string][] => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
        body: pretty(await response.text()),
      });
    } catch (error) {
      setResult(null);
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
      aria-label={m.apidocs_try_named({ verb, path: `${base}${path}` })}
    >
      <Title order={4} size="h5">
        {m.apidocs_try_it()}
      </Title>
      {parameters.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {parameters.map((parameter) => (
            <ParameterField
              key={fieldKey(parameter)}
              parameter={parameter}
              value={values[fieldKey(parameter)] ?? ""}
              onChange={(value) =>
                setValues((current) => ({ ...current, [fieldKey(parameter)]: value }))
              }
            />
          ))}
        </SimpleGrid>
      )}
      {body && (
        <Textarea
          label={m.apidocs_body()}
          description={
            operation.requestBody?.required
              ? m.apidocs_body_required({ mediaType: body.mediaType })
              : m.apidocs_body_optional({ mediaType: body.mediaType })
          }
          value={bodyText}
          onChange={(event) => setBodyText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={16}
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        />
      )}
      <Group>
        <Button type="submit" loading={sending}>
          {m.apidocs_send()}
        </Button>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {verb} {target}
        </Text>
      </Group>
      {failure && (
        <Alert color="ember" title={m.apidocs_request_failed()} role="alert">
          {failure}
        </Alert>
      )}
      {result && (
        <Stack gap="xs" aria-live="polite">
          <Text fw={700} c={result.status < 400 ? "pine" : "ember"}>
            {m.apidocs_status({ status: String(result.status) })}
            {result.statusText ? ` ${result.statusText}` : ""}
          </Text>
          {result.headers.length > 0 && (
            <Code block aria-label={m.apidocs_response_headers()}>
              {result.headers.map(([name, value]) => `${name}: ${value}`).join("\n")}
            </Code>
          )}
          <Code
            block
            aria-label={m.apidocs_response_body()}
            style={{ maxHeight: 360, overflow: "auto" }}
          >
            {result.body}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}

function ParameterField({
  parameter,
  value,
  onChange,
}: {
  parameter: Parameter;
  value: string;
  onChange: (value: string) => void;
}) {
  const choices = enumValues(parameter.schema);
  const description = [
    PLACES[parameter.in]?.(),
    parameter.description ?? parameter.schema?.description,
    describeConstraints(parameter.schema),
  ]
    .filter(Boolean)
    .join(" · ");
  const common = {
    label: parameter.name,
    description,
    value,
    required: parameter.required,
  };
  return choices ? (
    <NativeSelect
      {...common}
      data={[
        { value: "", label: parameter.required ? m.apidocs_choose() : m.apidocs_any() },
        ...choices,
      ]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  ) : (
    <TextInput
      {...common}
      onChange={(event) => onChange(event.currentTarget.value)}
      spellCheck={false}
    />
  );
}
