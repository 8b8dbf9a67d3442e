import {
  Anchor,
  Badge,
  Card,
  Code,
  Divider,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { createContext, Fragment, type ReactNode, useContext, useId, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement, withElements } from "~/i18n/with-element";
import { ScrollingTable } from "~/ui/ScrollingTable";
import {
  type ApiResponse,
  basePath,
  DOCUMENT_LANGUAGE,
  describeConstraints,
  type JsonSchema,
  jsonContent,
  type KeyPlacement,
  keyPlacements,
  type OpenApiDocument,
  operationGroups,
  type RequestBody,
  typeParts,
} from "./openapi";
import { type Credentials, type OperationProps, TryIt } from "./TryIt";

// Stand-ins for the elements inside translated sentences.
const BASE = "\u0000base\u0000";
const CODE = "\u0000code\u0000";
const MESSAGE = "\u0000message\u0000";
const NULL = "\u0000null\u0000";
const TYPE = "\u0000type\u0000";

const METHOD_COLORS: Record<string, string> = {
  get: "pine",
  post: "glacier",
  put: "timber",
  patch: "timber",
  delete: "ember",
};

/** Pieces of text keyed by where each starts: stable, and unique. */
function withOffsets<T extends { text: string }>(parts: T[]): (T & { start: number })[] {
  let offset = 0;
  return parts.map((part) => {
    const start = offset;
    offset += part.text.length + 1;
    return { ...part, start };
  });
}

/**
 * Text with `code` spans, as the document's descriptions write them, marked as the document's
 * language: on a German or Arabic page a screen reader reads it as English (WCAG 3.1.2).
 */
function Rich({ text }: { text: string }) {
  const parts = withOffsets(
    text.split("`").map((part, position) => ({ text: part, code: position % 2 === 1 })),
  );
  return (
    <span lang={DOCUMENT_LANGUAGE}>
      {parts.map(({ text: part, start, code }) =>
        code ? <Code key={start}>{part}</Code> : <Fragment key={start}>{part}</Fragment>,
      )}
    </span>
  );
}

/** A description's paragraphs (separated by a blank line), each with its `code` spans. */
function Paragraphs({ text, dimmed = false }: { text: string; dimmed?: boolean }) {
  return withOffsets(text.split(/\n\s*\n/).map((paragraph) => ({ text: paragraph }))).map(
    ({ text: paragraph, start }) => (
      <Text key={start} size="sm" c={dimmed ? "dimmed" : undefined}>
        <Rich text={paragraph} />
      </Text>
    ),
  );
}

function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

/** The component schemas the document defines: a type links only to one that is on the page. */
const SchemaNames = createContext<ReadonlySet<string>>(new Set());

/** A type, with component names linked to their field lists below. */
function TypeText({ schema }: { schema: JsonSchema | undefined }) {
  const known = useContext(SchemaNames);
  return (
    <Code>
      {withOffsets(typeParts(schema)).map(({ text, ref, start }) =>
        ref && known.has(ref) ? (
          <Anchor key={start} href={`#${schemaAnchor(ref)}`} inherit>
            {text}
          </Anchor>
        ) : (
          <Fragment key={start}>{text}</Fragment>
        ),
      )}
    </Code>
  );
}

/** The served document: its operations by tag, each with a "Try it" form, then its schemas. */
export function ApiDocument({ document }: { document: OpenApiDocument }) {
  const base = basePath(document);
  const groups = operationGroups(document);
  const schemas = Object.entries(document.components?.schemas ?? {});
  const placements = keyPlacements(document);
  const [key, setKey] = useState("");
  const [placementHeader, setPlacementHeader] = useState(placements[0]?.header ?? "");
  const placement = placements.find((p) => p.header === placementHeader) ?? placements[0];
  const credentials: Credentials = { key, placement };

  return (
    <SchemaNames.Provider value={new Set(schemas.map(([name]) => name))}>
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {document.info.title}{" "}
              <Text span c="dimmed" size="sm">
                {m.apidocs_version({ version: document.info.version })}
              </Text>
            </Title>
            {document.info.description && <Paragraphs text={document.info.description} />}
            <Text size="sm">
              {withElements(m.apidocs_base_url({ base: BASE, code: CODE, message: MESSAGE }), {
                [BASE]: <Code>{base}</Code>,
                // i18n-exempt: the error body's field names, as the API sends them
                [CODE]: <Code>code</Code>,
                // i18n-exempt: the error body's field names, as the API sends them
                [MESSAGE]: <Code>message</Code>,
              })}
            </Text>
          </Stack>
        </Card>

        <KeyCard
          placements={placements}
          value={key}
          onChange={setKey}
          placement={placement}
          onPlacementChange={setPlacementHeader}
        />

        {groups.map((group) => (
          <Stack key={group.name} gap="lg">
            <div>
              <Title order={2}>{group.name}</Title>
              {group.description && <Paragraphs text={group.description} dimmed />}
            </div>
            {group.operations.map((entry) => (
              <OperationCard
                key={`${entry.method} ${entry.path}`}
                entry={entry}
                base={base}
                document={document}
                credentials={credentials}
              />
            ))}
          </Stack>
        ))}

        {schemas.length > 0 && (
          <>
            <Title order={2}>{m.apidocs_schemas()}</Title>
            {schemas.map(([name, schema]) => (
              <SchemaCard key={name} name={name} schema={schema} />
            ))}
          </>
        )}
      </Stack>
    </SchemaNames.Provider>
  );
}

/** The key every "Try it" form sends, typed once for the page. */
function KeyCard({
  placements,
  value,
  onChange,
  placement,
  onPlacementChange,
}: {
  placements: KeyPlacement[];
  value: string;
  onChange: (value: string) => void;
  placement: KeyPlacement | undefined;
  onPlacementChange: (header: string) => void;
}) {
  const headingId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {m.apidocs_key_heading()}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: placements.length > 1 ? 2 : 1 }}>
          <PasswordInput
            label={m.apidocs_key_label()}
            placeholder={m.apidocs_key_placeholder()}
            description={m.apidocs_key_description()}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
          {placements.length > 1 && (
            <NativeSelect
              label={m.apidocs_sent_as()}
              description={m.apidocs_sent_as_description()}
              data={placements.map((p) => ({ value: p.header, label: p.label }))}
              value={placement?.header}
              onChange={(event) => onPlacementChange(event.currentTarget.value)}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function OperationCard({ entry, base, document, credentials }: OperationProps) {
  const { method, path, operation, parameters } = entry;
  const headingId = useId();
  const responses = Object.entries(operation.responses ?? {});
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={headingId} aria-label={`${method.toUpperCase()} ${path}`}>
            <Group gap="xs" component="span">
              <Badge color={METHOD_COLORS[method] ?? "slate"} variant="filled" radius="sm">
                {method.toUpperCase()}
              </Badge>
              <Code fz="md">{path}</Code>
              {operation.deprecated && (
                <Badge color="ember" variant="light" radius="sm">
                  {m.apidocs_deprecated()}
                </Badge>
              )}
            </Group>
          </Title>
          {operation.summary && (
            <Text mt={4} lang={DOCUMENT_LANGUAGE}>
              {operation.summary}
            </Text>
          )}
          {operation.description && <Paragraphs text={operation.description} dimmed />}
        </div>

        <Block title={m.apidocs_parameters()}>
          {parameters.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.apidocs_none()}
            </Text>
          ) : (
            <WideTable label={m.apidocs_parameters()}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.apidocs_col_name()}</Table.Th>
                  <Table.Th>{m.apidocs_col_in()}</Table.Th>
                  <Table.Th>{m.apidocs_col_type()}</Table.Th>
                  <Table.Th>{m.apidocs_col_description()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}-${parameter.name}`}>
                    <Table.Td>
                      <Code>{parameter.name}</Code>
                      {parameter.required && (
                        <Text span c="var(--mantine-color-error)" size="xs" ml={4}>
                          {m.apidocs_required()}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{parameter.in}</Table.Td>
                    <Table.Td>
                      <TypeText schema={parameter.schema} />
                    </Table.Td>
                    <DescriptionCell
                      text={parameter.description ?? parameter.schema?.description}
                      schema={parameter.schema}
                    />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </WideTable>
          )}
        </Block>

        {operation.requestBody && <BodyBlock body={operation.requestBody} />}

        <Block title={m.apidocs_responses()}>
          <WideTable label={m.apidocs_responses()}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.apidocs_col_status()}</Table.Th>
                <Table.Th>{m.apidocs_col_description()}</Table.Th>
                <Table.Th>{m.apidocs_col_body()}</Table.Th>
                <Table.Th>{m.apidocs_col_headers()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {responses.map(([status, response]) => (
                <ResponseRow key={status} status={status} response={response} />
              ))}
            </Table.Tbody>
          </WideTable>
        </Block>

        <Divider />
        <TryIt entry={entry} base={base} document={document} credentials={credentials} />
      </Stack>
    </Card>
  );
}

function BodyBlock({ body }: { body: RequestBody }) {
  const content = jsonContent(body.content);
  return (
    <Block title={m.apidocs_request_body()}>
      <Text size="sm">
        {content ? <Code>{content.mediaType}</Code> : m.apidocs_any_content()}
        {body.required ? (
          <Text span c="var(--mantine-color-error)" size="xs" ml={6}>
            {m.apidocs_required()}
          </Text>
        ) : (
          <Text span c="dimmed" size="xs" ml={6}>
            {m.apidocs_optional()}
          </Text>
        )}
      </Text>
      {content && (
        <Text size="sm">
          {withElement(
            m.apidocs_type_of({ type: TYPE }),
            TYPE,
            <TypeText schema={content.schema} />,
          )}
        </Text>
      )}
      {body.description && <Paragraphs text={body.description} dimmed />}
    </Block>
  );
}

function ResponseRow({ status, response }: { status: string; response: ApiResponse }) {
  const content = jsonContent(response.content);
  const headers = Object.keys(response.headers ?? {});
  return (
    <Table.Tr>
      <Table.Td>
        <Code>{status}</Code>
      </Table.Td>
      <Table.Td>{response.description ? <Rich text={response.description} /> : ""}</Table.Td>
      <Table.Td>{content ? <TypeText schema={content.schema} /> : "—"}</Table.Td>
      <Table.Td>
        {headers.length === 0
          ? "—"
          : headers.map((name, index) => (
              <Fragment key={name}>
                {index > 0 && " "}
                <Code>{name}</Code>
              </Fragment>
            ))}
      </Table.Td>
    </Table.Tr>
  );
}

/** A description with its `code` spans, and the schema's limits in words below it. */
function DescriptionCell({
  text,
  schema,
}: {
  text: string | undefined;
  schema: JsonSchema | undefined;
}) {
  const constraints = describeConstraints(schema);
  return (
    <Table.Td>
      {text ? <Rich text={text} /> : ""}
      {constraints && (
        <Text size="xs" c="dimmed">
          {constraints}
        </Text>
      )}
    </Table.Td>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function SchemaCard({ name, schema }: { name: string; schema: JsonSchema }) {
  const headingId = useId();
  const fields = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const nullable = Array.isArray(schema.type) && schema.type.includes("null");
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      id={schemaAnchor(name)}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {name}
        </Title>
        {schema.description && <Paragraphs text={schema.description} />}
        {fields.length === 0 ? (
          <Text size="sm">
            {withElement(m.apidocs_type_of({ type: TYPE }), TYPE, <TypeText schema={schema} />)}
          </Text>
        ) : (
          <>
            {nullable && (
              <Text size="sm" c="dimmed">
                {withElement(
                  m.apidocs_nullable_object({ null: NULL }),
                  NULL,
                  // i18n-exempt: the JSON literal
                  <Code>null</Code>,
                )}
              </Text>
            )}
            <WideTable label={m.apidocs_fields({ name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.apidocs_col_field()}</Table.Th>
                  <Table.Th>{m.apidocs_col_type()}</Table.Th>
                  <Table.Th>{m.apidocs_col_description()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map(([field, fieldSchema]) => (
                  <Table.Tr key={field}>
                    <Table.Td>
                      <Code>{field}</Code>
                      {!required.has(field) && (
                        <Text span c="dimmed" size="xs" ml={4}>
                          {m.apidocs_optional()}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <TypeText schema={fieldSchema} />
                    </Table.Td>
                    <DescriptionCell text={fieldSchema.description} schema={fieldSchema} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </WideTable>
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A table wider than a phone: it scrolls sideways inside its own box, with the scrollbar always
 * shown so the cut-off columns are seen, and the box takes keyboard focus so the arrow keys
 * scroll it too.
 */
function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollingTable label={label} minWidth={520} withTableBorder>
      {children}
    </ScrollingTable>
  );
}
