/**
 * The MCP endpoint's path (ADR 082). Apart from its module, which brings the MCP SDK and is
 * loaded on the first request to it rather than when the server starts.
 */
export const MCP_PATH = "/mcp";
