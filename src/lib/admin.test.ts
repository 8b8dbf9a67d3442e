import { describe, expect, it } from "vitest";
import { readPageSearch, readUserListSearch, userListQuery } from "./admin";

describe("the users list's address", () => {
  it("keeps only what differs from the defaults, so the plain list stays /admin", () => {
    expect(readUserListSearch({})).toEqual({});
    expect(userListQuery(readUserListSearch({}))).toEqual({
      sort: "created",
      order: "desc",
      page: 1,
    });
    expect(readUserListSearch({ page: 1, q: "  " })).toEqual({});
  });

  it("reads a hand-written address, leaving out what is malformed", () => {
    expect(
      readUserListSearch({
        q: "  Ada ",
        verified: "yes",
        banned: "maybe",
        subscribed: "no",
        createdFrom: "2026-01-31",
        createdTo: "2026-02-31x",
        sort: "email",
        order: "sideways",
        page: "3",
      }),
    ).toEqual({
      q: "Ada",
      verified: "yes",
      subscribed: "no",
      createdFrom: "2026-01-31",
      sort: "email",
      page: 3,
    });
    expect(readUserListSearch({ page: 0 })).toEqual({});
    expect(readUserListSearch({ page: 2.5 })).toEqual({});
    expect(readUserListSearch({ q: "x".repeat(500) }).q).toHaveLength(200);
  });

  it("reads the audit log's page the same way", () => {
    expect(readPageSearch({})).toEqual({});
    expect(readPageSearch({ page: "2" })).toEqual({ page: 2 });
    expect(readPageSearch({ page: -1 })).toEqual({});
  });
});
