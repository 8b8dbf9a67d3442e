import {
  Alert,
  Anchor,
  Badge,
  Card,
  Code,
  Divider,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, type ReactNode, useId } from "react";
import { Placeholder } from "~/features/shell/Placeholder";
import {
  basePath,
  describeConstraints,
  describeType,
  HTTP_METHODS,
  type JsonSchema,
  OPENAPI_URL,
  type OpenApiDocument,
  type Operation,
  openApiQuery,
  responseSchemaName,
} from "./openapi";
import { TryIt } from "./TryIt";

const METHOD_COLORS: Record<string, string> = {
  get: "pine",
  post: "glacier",
  put: "timber",
  patch: "timber",
  delete: "ember",
};

/** Text with `code` spans, as the document's descriptions write them. */
function Rich({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text: stable, and unique.
  let offset = 0;
  const parts = text.split("`").map((part, position) => {
    const start = offset;
    offset += part.length + 1;
    return { part, start, code: position % 2 === 1 };
  });
  return parts.map(({ part, start, code }) =>
    code ? <Code key={start}>{part}</Code> : <Fragment key={start}>{part}</Fragment>,
  );
}

function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

/** A type, with component names linked to their field lists below. */
function TypeText({ schema }: { schema: JsonSchema | undefined }) {
  const text = describeType(schema);
  return <Code>{text}</Code>;
}

export function ApiDocsScreen() {
  const openApi = useQuery(openApiQuery);

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>API documentation</Title>
        <Text c="dimmed">
          The REST API, described by{" "}
          <Anchor href={OPENAPI_URL} target="_blank" rel="noreferrer">
            its OpenAPI document
          </Anchor>
          . Create or regenerate your key on the{" "}
          <Anchor component={Link} to="/dashboard">
            dashboard
          </Anchor>
          .
        </Text>
      </div>
      {openApi.isPending ? (
        <Placeholder label="Loading the API description…" rows={6} height={28} />
      ) : openApi.isError ? (
        <Alert color="ember" title="Could not load the API description" role="alert">
          {openApi.error.message}
        </Alert>
      ) : (
        <Document document={openApi.data} />
      )}
    </Stack>
  );
}

function Document({ document }: { document: OpenApiDocument }) {
  const base = basePath(document);
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method] as Operation,
    })),
  );
  const schemas = Object.entries(document.components?.schemas ?? {});

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {document.info.title}{" "}
            <Text span c="dimmed" size="sm">
              version {document.info.version}
            </Text>
          </Title>
          {document.info.description && (
            <Text size="sm">
              <Rich text={document.info.description} />
            </Text>
          )}
          <Text size="sm">
            Base URL: <Code>{base}</Code> on this site. Errors answer JSON with a stable{" "}
            <Code>code</Code> and a <Code>message</Code>.
          </Text>
        </Stack>
      </Card>

      <Title order={2}>Endpoints</Title>
      {operations.map(({ path, method, operation }) => (
        <OperationCard
          key={`${method} ${path}`}
          method={method}
          path={path}
          base={base}
          operation={operation}
        />
      ))}

      {schemas.length > 0 && (
        <>
          <Title order={2}>Schemas</Title>
          {schemas.map(([name, schema]) => (
            <SchemaCard key={name} name={name} schema={schema} />
          ))}
        </>
      )}
    </Stack>
  );
}

function OperationCard({
  method,
  path,
  base,
  operation,
}: {
  method: string;
  path: string;
  base: string;
  operation: Operation;
}) {
  const headingId = useId();
  const parameters = operation.parameters ?? [];
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
            </Group>
          </Title>
          {operation.summary && <Text mt={4}>{operation.summary}</Text>}
          {operation.description && (
            <Text size="sm" c="dimmed">
              <Rich text={operation.description} />
            </Text>
          )}
        </div>

        <Block title="Parameters">
          {parameters.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            <WideTable label="Parameters">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>In</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Description</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((parameter) => {
                  const constraints = describeConstraints(parameter.schema);
                  return (
                    <Table.Tr key={`${parameter.in}-${parameter.name}`}>
                      <Table.Td>
                        <Code>{parameter.name}</Code>
                        {parameter.required && (
                          <Text span c="ember" size="xs" ml={4}>
                            required
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{parameter.in}</Table.Td>
                      <Table.Td>
                        <TypeText schema={parameter.schema} />
                      </Table.Td>
                      <Table.Td>
                        {parameter.description ?? parameter.schema?.description ?? ""}
                        {constraints && (
                          <Text size="xs" c="dimmed">
                            {constraints}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </WideTable>
          )}
        </Block>

        <Block title="Responses">
          <WideTable label="Responses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Body</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {responses.map(([status, response]) => {
                const schemaName = responseSchemaName(response);
                return (
                  <Table.Tr key={status}>
                    <Table.Td>
                      <Code>{status}</Code>
                    </Table.Td>
                    <Table.Td>{response.description ?? ""}</Table.Td>
                    <Table.Td>
                      {schemaName ? (
                        <Anchor href={`#${schemaAnchor(schemaName)}`} size="sm">
                          {schemaName}
                        </Anchor>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </WideTable>
        </Block>

        <Divider />
        <TryIt method={method} url={`${base}${path}`} parameters={parameters} />
      </Stack>
    </Card>
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
        {schema.description && <Text size="sm">{schema.description}</Text>}
        {fields.length === 0 ? (
          <Text size="sm">
            Type <TypeText schema={schema} />
          </Text>
        ) : (
          <WideTable label={`${name} fields`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Description</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map(([field, fieldSchema]) => (
                <Table.Tr key={field}>
                  <Table.Td>
                    <Code>{field}</Code>
                    {!required.has(field) && (
                      <Text span c="dimmed" size="xs" ml={4}>
                        optional
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TypeText schema={fieldSchema} />
                  </Table.Td>
                  <Table.Td>{fieldSchema.description ?? ""}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </WideTable>
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
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={{
        type: "always",
        offsetScrollbars: "x",
        // A group, not a region: one per table would make many landmarks of the same name.
        viewportProps: { tabIndex: 0, role: "group", "aria-label": `${label}, scrolls sideways` },
      }}
    >
      <Table withTableBorder verticalSpacing="xs">
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
