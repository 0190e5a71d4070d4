// Moved to tests/support/app.ts. Kept only for server/admin/admin.test.ts, which the inbox rewrite
// owns: delete this file once that test imports tests/support/ directly.
export * from "../tests/support/app.ts";
