import { z } from "zod";
import { APP_NAME } from "~/lib/brand";
import {
  errorSchema,
  meSchema,
  organizationMeSchema,
  organizationSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionsQuerySchema,
  userMeSchema,
  userSchema,
} from "./schemas";

/** The named schemas of the document; each becomes a component and is referenced by name. */
const registry = z.registry<{ id: string }>();
registry.add(errorSchema, { id: "Error" });
registry.add(userSchema, { id: "User" });
registry.add(organizationSchema, { id: "Organization" });
registry.add(subscriptionSchema, { id: "Subscription" });
registry.add(userMeSchema, { id: "UserMe" });
registry.add(organizationMeSchema, { id: "OrganizationMe" });
registry.add(meSchema, { id: "Me" });
registry.add(subscriptionListSchema, { id: "SubscriptionList" });

function schemaOf(schema: z.ZodType, io: "input" | "output" = "output") {
  return z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });
}

function components() {
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    uri: (id) => `#/components/schemas/${id}`,
  });
  // Zod names each schema by its `uri` in `$id`, but JSON Schema 2020-12 forbids a fragment
  // there; the component's key already names it, and references go by `$ref`.
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $id: _id, ...schema }]) => [name, schema]),
  );
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const authErrors = {
  "401": errorResponse("Missing, malformed, unknown, revoked or expired API key"),
  "429": {
    ...errorResponse("The key's request limit is spent; see Retry-After and the RateLimit headers"),
    headers: {
      "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" },
      "RateLimit-Limit": { schema: { type: "integer" } },
      "RateLimit-Remaining": { schema: { type: "integer" } },
      "RateLimit-Reset": { schema: { type: "integer" } },
    },
  },
};

function queryParameters(schema: z.ZodObject) {
  const json = schemaOf(schema, "input") as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    description: property.description,
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of /api/v1, generated from the schemas that validate it. */
export function buildOpenApiDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: `${APP_NAME} REST API`,
      version: "1.0.0",
      description:
        "Authenticate with an API key, your personal one or your organization's: `Authorization: Bearer <key>` or `x-api-key: <key>`. The API answers for the key's owner.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ bearerKey: [] }, { headerKey: [] }],
    paths: {
      "/me": {
        get: {
          operationId: "getMe",
          summary: "The key's owner (a user or an organization) and its current subscription",
          responses: {
            "200": {
              description: "The user or the organization, told apart by `owner`",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Me" } } },
            },
            ...authErrors,
          },
        },
      },
      "/subscriptions": {
        get: {
          operationId: "listSubscriptions",
          summary: "The key owner's subscriptions, newest first",
          parameters: queryParameters(subscriptionsQuerySchema),
          responses: {
            "200": {
              description: "The subscriptions",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/SubscriptionList" } },
              },
            },
            "400": errorResponse("Invalid query parameters (VALIDATION_ERROR)"),
            ...authErrors,
          },
        },
      },
    },
    components: {
      schemas: components(),
      securitySchemes: {
        bearerKey: {
          type: "http",
          scheme: "bearer",
          description: "A personal or an organization's API key",
        },
        headerKey: { type: "apiKey", in: "header", name: "x-api-key" },
      },
    },
  };
}
