import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { ApiDocument } from "./ApiDocument";
import {
  describeConstraints,
  exampleValue,
  fillPath,
  jsonContent,
  keyPlacements,
  type OpenApiDocument,
  operationGroups,
  typeParts,
} from "./openapi";

// A document shaped like the API's growth: tags, path and header parameters, a path item's
// shared parameter, request bodies (an enum and a union), response headers, a discriminated
// union and a nullable object. The page's tests render it whole.

const rateHeaders = {
  "RateLimit-Limit": { description: "Requests per window", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left", schema: { type: "integer" } },
};

const error = (description: string) => ({
  description,
  headers: rateHeaders,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const idempotencyKey = {
  name: "idempotency-key",
  in: "header",
  required: false,
  description: "Any unique string: a retry with it gets the first answer again",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

const growingDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Example REST API",
    version: "2.0.0",
    description: "First paragraph with `code`.\n\nSecond paragraph.",
  },
  servers: [{ url: "https://example.com/api/v1" }],
  tags: [{ name: "Subscriptions", description: "What the key's owner pays for" }],
  paths: {
    "/me": {
      get: {
        tags: ["Account"],
        summary: "The key's owner",
        responses: {
          "200": {
            description: "The owner",
            headers: rateHeaders,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Me" } } },
          },
          "401": error("No valid key"),
        },
      },
    },
    "/subscriptions/{id}": {
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string" } },
        { name: "expand", in: "query", schema: { type: "boolean" } },
      ],
      get: {
        tags: ["Subscriptions"],
        summary: "One subscription",
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            description: "The subscription's id",
            schema: { type: "string", minLength: 1, maxLength: 200 },
          },
        ],
        responses: {
          "200": {
            description: "The subscription",
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/Subscription" } },
            },
          },
          "404": error("No such subscription"),
        },
      },
    },
    "/subscriptions/{id}/change-plan": {
      post: {
        tags: ["Subscriptions"],
        summary: "Move to another plan",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          idempotencyKey,
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/PlanChangeRequest" } },
          },
        },
        responses: { "200": { description: "Moved" }, "409": error("Not now") },
      },
    },
    "/checkouts": {
      post: {
        tags: ["Subscriptions"],
        summary: "Start a checkout",
        parameters: [idempotencyKey],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                anyOf: [
                  {
                    type: "object",
                    properties: { slug: { type: "string" } },
                    required: ["slug"],
                  },
                  {
                    type: "object",
                    properties: { products: { type: "array", prefixItems: [{ type: "string" }] } },
                    required: ["products"],
                  },
                ],
              },
            },
          },
        },
        responses: { "201": { description: "Created" } },
      },
    },
    "/health": {
      head: { summary: "Is it up", responses: { "204": { description: "Up" } } },
    },
  },
  components: {
    schemas: {
      Me: {
        oneOf: [{ $ref: "#/components/schemas/UserMe" }, { $ref: "#/components/schemas/Error" }],
        description: "Told apart by `owner`",
      },
      UserMe: {
        type: "object",
        properties: {
          owner: { type: "string", enum: ["user"] },
          subscription: { $ref: "#/components/schemas/Subscription" },
        },
        required: ["owner", "subscription"],
      },
      Subscription: {
        type: ["object", "null"],
        properties: {
          id: { type: "string" },
          status: { type: "string", enum: ["active", "cancelled"] },
          currentPeriodEnd: { type: ["string", "null"], format: "date-time" },
          charge: {
            type: ["object", "null"],
            properties: { amount: { type: "string" }, currency: { type: "string" } },
            required: ["amount"],
          },
        },
        required: ["id", "status", "currentPeriodEnd"],
      },
      PlanChangeRequest: {
        type: "object",
        properties: { slug: { type: "string", enum: ["starter", "pro"] } },
        required: ["slug"],
      },
      Error: {
        type: "object",
        properties: { code: { type: "string" }, message: { type: "string" } },
        required: ["code", "message"],
      },
    },
    securitySchemes: {
      bearerKey: { type: "http", scheme: "bearer" },
      headerKey: { type: "apiKey", in: "header", name: "x-api-key" },
    },
  },
};

const schemas = growingDocument.components?.schemas ?? {};

/** A type in words, as the page prints it. */
const describeType = (schema: Parameters<typeof typeParts>[0]) =>
  typeParts(schema)
    .map((part) => part.text)
    .join("");

describe("operationGroups", () => {
  it("groups by first tag: the document's tags first, then others as they appear, untagged last", () => {
    const groups = operationGroups(growingDocument);
    expect(groups.map((group) => group.name)).toEqual(["Subscriptions", "Account", "Endpoints"]);
    expect(groups[0]?.description).toBe("What the key's owner pays for");
    expect(
      groups.map((group) => group.operations.map(({ method, path }) => `${method} ${path}`)),
    ).toEqual([
      ["get /subscriptions/{id}", "post /subscriptions/{id}/change-plan", "post /checkouts"],
      ["get /me"],
      ["head /health"],
    ]);
  });

  it("gives an operation its path's parameters, its own winning on the same name and place", () => {
    const [subscriptions] = operationGroups(growingDocument);
    const parameters = subscriptions?.operations[0]?.parameters ?? [];
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual(["query:expand", "path:id"]);
    expect(parameters[1]?.description).toBe("The subscription's id");
  });

  it("names no group when the document has no tags", () => {
    const groups = operationGroups({
      ...growingDocument,
      tags: undefined,
      paths: { "/health": {} },
    });
    expect(groups).toEqual([]);
  });
});

describe("describeType", () => {
  it("names components, unions, nullable formats, tuples and arrays of unions", () => {
    expect(describeType(schemas.Me)).toBe("UserMe | Error");
    expect(describeType(schemas.Subscription?.properties?.currentPeriodEnd)).toBe(
      "string (date-time) | null",
    );
    expect(
      describeType({ type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] }),
    ).toBe("[string, integer]");
    expect(
      describeType({ type: "array", items: { anyOf: [{ type: "string" }, { type: "null" }] } }),
    ).toBe("(string | null)[]");
    expect(describeType({ enum: ["active", "cancelled"] })).toBe('"active" | "cancelled"');
    expect(describeType(undefined)).toBe("any");
  });

  it("spells out inline objects two levels deep, optional fields marked", () => {
    expect(describeType(schemas.Subscription?.properties?.charge)).toBe(
      "{ amount: string; currency?: string } | null",
    );
    const deep = {
      type: "object",
      properties: { a: { type: "object", properties: { b: { type: "object", properties: {} } } } },
    };
    expect(describeType(deep)).toBe("{ a?: { b?: object } }");
  });

  it("marks the parts that are components, for links", () => {
    expect(typeParts(schemas.Me)).toEqual([
      { text: "UserMe", ref: "UserMe" },
      { text: " | " },
      { text: "Error", ref: "Error" },
    ]);
  });
});

describe("describeConstraints", () => {
  it("says ranges, lengths, patterns and defaults in words", () => {
    expect(describeConstraints({ minimum: 1, maximum: 100, default: 50 })).toBe(
      "1–100, default 50",
    );
    expect(describeConstraints({ minimum: 0 })).toBe("at least 0");
    expect(describeConstraints({ minLength: 1, maxLength: 200 })).toBe("1–200 characters");
    expect(describeConstraints({ maxLength: 255, pattern: "^[a-z]+$" })).toBe(
      "at most 255 characters, matching ^[a-z]+$",
    );
    expect(describeConstraints({ type: "string" })).toBeNull();
    expect(describeConstraints({ format: "email", pattern: "^[^@]+@[^@]+$" })).toBeNull();
  });
});

describe("exampleValue", () => {
  it("starts a body from the first choice, the first of a union and the required fields", () => {
    expect(
      exampleValue({ $ref: "#/components/schemas/PlanChangeRequest" }, growingDocument),
    ).toEqual({ slug: "starter" });
    const checkout = jsonContent(
      growingDocument.paths["/checkouts"]?.post?.requestBody?.content,
    )?.schema;
    expect(exampleValue(checkout, growingDocument)).toEqual({ slug: "" });
    expect(exampleValue(schemas.Subscription, growingDocument)).toEqual({
      id: "",
      status: "active",
      currentPeriodEnd: "",
    });
  });

  it("stops following a schema that refers to itself", () => {
    const document: OpenApiDocument = {
      ...growingDocument,
      components: {
        schemas: {
          Node: {
            type: "object",
            properties: { next: { $ref: "#/components/schemas/Node" } },
            required: ["next"],
          },
        },
      },
    };
    expect(JSON.stringify(exampleValue({ $ref: "#/components/schemas/Node" }, document))).toMatch(
      /^(\{"next":)+null\}+$/,
    );
  });
});

describe("fillPath", () => {
  it("encodes each value and leaves a placeholder with no value as it is", () => {
    expect(fillPath("/subscriptions/{id}/cancel", { id: "a/b c" })).toBe(
      "/subscriptions/a%2Fb%20c/cancel",
    );
    expect(fillPath("/subscriptions/{id}", {})).toBe("/subscriptions/{id}");
  });
});

describe("jsonContent", () => {
  it("prefers a JSON media type, else takes the first", () => {
    expect(
      jsonContent({ "text/plain": {}, "application/problem+json": { example: 1 } })?.mediaType,
    ).toBe("application/problem+json");
    expect(jsonContent({ "text/csv": {} })?.mediaType).toBe("text/csv");
    expect(jsonContent(undefined)).toBeNull();
  });
});

describe("keyPlacements", () => {
  it("offers the document's header-borne schemes, and a bearer header when it names none", () => {
    expect(keyPlacements(growingDocument).map((p) => [p.label, p.header, p.prefix])).toEqual([
      ["Authorization: Bearer", "authorization", "Bearer "],
      ["x-api-key", "x-api-key", ""],
    ]);
    expect(keyPlacements({ ...growingDocument, components: {} })).toHaveLength(1);
    const cookieOnly: OpenApiDocument = {
      ...growingDocument,
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
    };
    expect(keyPlacements(cookieOnly)[0]?.header).toBe("authorization");
  });
});

describe("the API docs page", () => {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <ApiDocument document={growingDocument} />
    </MantineProvider>,
  );

  it("shows every operation of the document, whatever its method, under its tag", () => {
    for (const name of [
      "GET /me",
      "GET /subscriptions/{id}",
      "POST /subscriptions/{id}/change-plan",
      "POST /checkouts",
      "HEAD /health",
    ]) {
      expect(html).toContain(`aria-label="${name}"`);
      expect(html).toContain(`aria-label="Try ${name.replace(" ", " /api/v1")}"`);
    }
    expect(html.indexOf(">Subscriptions</h2>")).toBeLessThan(html.indexOf(">Account</h2>"));
    expect(html).toContain(">Endpoints</h2>");
  });

  it("shows every component schema, with links to it from the types that name it", () => {
    for (const name of Object.keys(schemas)) expect(html).toContain(`id="schema-${name}"`);
    expect(html).toContain('href="#schema-PlanChangeRequest"');
    expect(html).toContain('href="#schema-UserMe"');
  });

  it("has a field for each path, query and header parameter, and the body's example", () => {
    expect(html).toContain(">idempotency-key<");
    expect(html).toContain(">expand<");
    expect(html).toContain("RateLimit-Remaining");
    expect(html).toContain("{\n  &quot;slug&quot;: &quot;starter&quot;\n}");
  });

  it("asks for the key once, sent in either header the document names", () => {
    expect(html.match(/>API key</g)).toHaveLength(1);
    expect(html).toContain(">x-api-key</option>");
  });

  it("marks the document's own words as English, for a page in another language", () => {
    for (const words of ["The key&#x27;s owner", "Any unique string", "Second paragraph."]) {
      // The element the words open is the one marked.
      expect(html).toMatch(new RegExp(`lang="en"[^<>]*>${words.replace(".", "\\.")}`));
    }
    expect(html).not.toMatch(/lang="en"[^<>]*>GET/);
  });
});
