// Moved to tests/support/backends.ts. Kept only for server/admin/admin.test.ts, which the inbox rewrite
// owns: delete this file once that test imports tests/support/ directly.
export * from "../../tests/support/backends.ts";
