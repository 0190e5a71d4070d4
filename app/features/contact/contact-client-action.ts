import { contactValues, type ContactActionData } from "./contact-values.ts";

/**
 * The contact page's client action, once hydrated: the server's action does the
 * work; when it cannot be reached (the connection drops) or answers something
 * that is not its data (a proxy's error page, a rate limit, a crash), the form
 * stays on the page with every typed value and the form's translated error
 * message, instead of the route's error boundary replacing the page.
 */
export async function contactClientAction(
  request: Request,
  serverAction: () => Promise<ContactActionData>,
): Promise<ContactActionData> {
  // Read before the server action takes the request's body.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    // The server logs its own faults; the visitor keeps the values and may retry.
    return { status: "error", values: contactValues(form) };
  }
}
