/**
 * The id of the data block in which the server lists the page's script modules (src/routes/
 * __root.tsx) for the browser entry (src/client.tsx) to fetch after the first paint.
 */
export const PAGE_MODULES_ID = "page-modules";
